import { describe, expect, it } from 'vitest';
import { filterTree, isWithin, matchRange, parentIds, planDrop, planShift, type TreeNode } from './treeOps';

const n = (id: number, parent_id: number | null, name: string, children: TreeNode[] = []): TreeNode => ({ id, parent_id, name, children });
// 1 Tập đoàn THACO
//   2 Khối Văn phòng (5 Ban Nhân sự, 6 Ban Tài chính)
//   3 THACO AUTO (7 Phòng Kỹ thuật)
//   4 THILOGI
const tree = (): TreeNode[] => [
  n(1, null, 'Tập đoàn THACO', [
    n(2, 1, 'Khối Văn phòng', [n(5, 2, 'Ban Nhân sự'), n(6, 2, 'Ban Tài chính')]),
    n(3, 1, 'THACO AUTO', [n(7, 3, 'Phòng Kỹ thuật')]),
    n(4, 1, 'THILOGI'),
  ]),
];
const P = 'parent_id';

describe('planShift', () => {
  it('swaps a node with its neighbour among its siblings', () => {
    expect(planShift(tree(), 3, -1, P)).toEqual({ id: 3, parentId: 1, isParentChanged: false, ids: [3, 2, 4] });
    expect(planShift(tree(), 3, 1, P)).toEqual({ id: 3, parentId: 1, isParentChanged: false, ids: [2, 4, 3] });
  });
  it('does nothing at the edges or for an unknown node', () => {
    expect(planShift(tree(), 2, -1, P)).toBeNull();
    expect(planShift(tree(), 4, 1, P)).toBeNull();
    expect(planShift(tree(), 1, 1, P)).toBeNull();
    expect(planShift(tree(), 99, 1, P)).toBeNull();
  });
  it('orders roots shown for an unreachable parent only with the roots of that parent', () => {
    const roots = [n(10, 8, 'A'), n(11, 9, 'B'), n(12, 8, 'C')];
    expect(planShift(roots, 12, -1, P)).toEqual({ id: 12, parentId: 8, isParentChanged: false, ids: [12, 10] });
  });
});

describe('planDrop', () => {
  it('reorders among siblings before or after a target', () => {
    expect(planDrop(tree(), 4, 2, 'before', P)).toEqual({ id: 4, parentId: 1, isParentChanged: false, ids: [4, 2, 3] });
    expect(planDrop(tree(), 2, 3, 'after', P)).toEqual({ id: 2, parentId: 1, isParentChanged: false, ids: [3, 2, 4] });
  });
  it('moves to another parent between its children or as the first child', () => {
    expect(planDrop(tree(), 7, 5, 'after', P)).toEqual({ id: 7, parentId: 2, isParentChanged: true, ids: [5, 7, 6] });
    expect(planDrop(tree(), 4, 3, 'inside', P)).toEqual({ id: 4, parentId: 3, isParentChanged: true, ids: [4, 7] });
    expect(planDrop(tree(), 5, 1, 'before', P)).toEqual({ id: 5, parentId: null, isParentChanged: true, ids: [5, 1] });
  });
  it('ignores drops that change nothing or would put a node below itself', () => {
    expect(planDrop(tree(), 2, 3, 'before', P)).toBeNull();
    expect(planDrop(tree(), 3, 3, 'inside', P)).toBeNull();
    expect(planDrop(tree(), 1, 7, 'inside', P)).toBeNull();
    expect(isWithin(tree(), 1, 7)).toBe(true);
    expect(isWithin(tree(), 3, 5)).toBe(false);
  });
});

describe('search', () => {
  const title = (x: TreeNode) => String(x.name);
  it('finds titles without diacritics and keeps their ancestors, opened', () => {
    const f = filterTree(tree(), 'phong ky', title);
    expect([...f.matches]).toEqual([7]);
    expect(f.expanded.sort()).toEqual([1, 3]);
    expect(f.nodes[0]?.children.map((c) => c.id)).toEqual([3]);
    expect(filterTree(tree(), 'BAN', title).matches).toEqual(new Set([5, 6]));
    expect(filterTree(tree(), 'đoàn', title).matches).toEqual(new Set([1]));
    expect(filterTree(tree(), '  ', title).nodes).toHaveLength(1);
    expect(filterTree(tree(), 'zzz', title).nodes).toEqual([]);
  });
  it('marks the matched part of the original text', () => {
    expect(matchRange('Phòng Kỹ thuật', 'ky thu')).toEqual([6, 12]);
    expect(matchRange('Tập đoàn THACO', 'doan')).toEqual([4, 8]);
    expect(matchRange('THILOGI', 'x')).toBeNull();
  });
  it('lists the nodes that have children', () => {
    expect(parentIds(tree())).toEqual([1, 2, 3]);
  });
});

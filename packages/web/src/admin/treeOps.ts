/**
 * Pure helpers of the admin tree view (TreeView.tsx): the diacritics-insensitive search over a
 * declared tree, and the order of siblings after a drop or a move up/down, as the server's
 * `PUT /<path>/tree-order` takes it (`{ parent_id, ids }`).
 */
import { foldDiacritics } from '@portal/domain/format';

/** A node of `GET /<path>/tree`: the record's fields and its children, ordered by `ordering`. */
export type TreeNode = Record<string, unknown> & { id: number; children: TreeNode[] };

/** What one move asks of the server: the parent to set (when it changes) and the siblings' new order. */
export type MovePlan = { id: number; parentId: number | null; isParentChanged: boolean; ids: number[] };

export type DropPlace = 'before' | 'after' | 'inside';

const parentOf = (n: TreeNode, parentField: string): number | null => {
  const p = n[parentField];
  return p === null || p === undefined || p === '' ? null : Number(p);
};

/** Each node with the list it sits in (the roots or its parent's children). */
function locate(nodes: TreeNode[], id: number): { node: TreeNode; list: TreeNode[] } | null {
  for (const n of nodes) {
    if (n.id === id) return { node: n, list: nodes };
    const found = locate(n.children, id);
    if (found) return found;
  }
  return null;
}

/** True when `id` is `ancestorId` or lies below it. */
export function isWithin(nodes: TreeNode[], ancestorId: number, id: number): boolean {
  const a = locate(nodes, ancestorId);
  return !!a && (a.node.id === id || locate(a.node.children, id) !== null);
}

/**
 * The siblings of a node in their order: the nodes of its list with the same parent (a root shown
 * because its parent is out of the caller's reach has that parent, not null).
 */
function siblingIds(list: TreeNode[], parentId: number | null, parentField: string): number[] {
  return list.filter((n) => parentOf(n, parentField) === parentId).map((n) => n.id);
}

/**
 * Moves `id` one place up (-1) or down (+1) among its siblings; null when it is already first or
 * last (or unknown).
 */
export function planShift(nodes: TreeNode[], id: number, delta: -1 | 1, parentField: string): MovePlan | null {
  const at = locate(nodes, id);
  if (!at) return null;
  const parentId = parentOf(at.node, parentField);
  const ids = siblingIds(at.list, parentId, parentField);
  const i = ids.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  return { id, parentId, isParentChanged: false, ids };
}

/**
 * Drops `dragId` before or after `targetId` (among the target's siblings) or inside it (its first
 * child). Null when nothing would change or the drop would put a node below itself (the server
 * refuses that too).
 */
export function planDrop(nodes: TreeNode[], dragId: number, targetId: number, place: DropPlace, parentField: string): MovePlan | null {
  const drag = locate(nodes, dragId);
  const target = locate(nodes, targetId);
  if (!drag || !target || dragId === targetId) return null;
  if (isWithin(nodes, dragId, targetId)) return null;
  const oldParent = parentOf(drag.node, parentField);
  let parentId: number | null;
  let ids: number[];
  if (place === 'inside') {
    parentId = targetId;
    ids = [dragId, ...target.node.children.map((n) => n.id).filter((x) => x !== dragId)];
  } else {
    parentId = parentOf(target.node, parentField);
    ids = siblingIds(target.list, parentId, parentField).filter((x) => x !== dragId);
    const k = ids.indexOf(targetId);
    ids.splice(place === 'before' ? k : k + 1, 0, dragId);
  }
  const isParentChanged = parentId !== oldParent;
  if (!isParentChanged) {
    const before = siblingIds(drag.list, oldParent, parentField);
    if (before.length === ids.length && before.every((x, i) => x === ids[i])) return null;
  }
  return { id: dragId, parentId, isParentChanged, ids };
}

/** Where `needle` (already folded) occurs in `text`, ignoring case and diacritics: [start, end) in `text`, or null. */
export function matchRange(text: string, needle: string): [number, number] | null {
  if (!needle) return null;
  // Fold character by character to map positions of the folded text back to the original.
  let folded = '';
  const starts: number[] = [];
  const chars = Array.from(text);
  let offset = 0;
  for (const ch of chars) {
    const f = foldDiacritics(ch);
    for (let k = 0; k < f.length; k++) starts.push(offset);
    folded += f;
    offset += ch.length;
  }
  starts.push(offset);
  const i = folded.indexOf(needle);
  if (i < 0) return null;
  const end = i + needle.length;
  // The end is after the last matched character of the original text.
  const last = starts[end - 1] as number;
  const lastLen = (Array.from(text.slice(last))[0] ?? '').length;
  return [starts[i] as number, last + lastLen];
}

export type TreeFilter = { nodes: TreeNode[]; matches: Set<number>; expanded: number[] };

/**
 * Keeps the nodes whose title matches `query` (case and diacritics ignored) and their ancestors;
 * `expanded` lists the ancestors, to open them. An empty query keeps the whole tree.
 */
export function filterTree(nodes: TreeNode[], query: string, titleOf: (n: TreeNode) => string): TreeFilter {
  const needle = foldDiacritics(query.trim());
  const matches = new Set<number>();
  const expanded: number[] = [];
  if (!needle) return { nodes, matches, expanded };
  const walk = (list: TreeNode[]): TreeNode[] => {
    const out: TreeNode[] = [];
    for (const n of list) {
      const children = walk(n.children);
      const isMatch = foldDiacritics(titleOf(n)).includes(needle);
      if (isMatch) matches.add(n.id);
      if (children.length > 0) expanded.push(n.id);
      if (isMatch || children.length > 0) out.push({ ...n, children });
    }
    return out;
  };
  return { nodes: walk(nodes), matches, expanded };
}

/** Every id of the tree that has children (to expand all). */
export function parentIds(nodes: TreeNode[]): number[] {
  const out: number[] = [];
  const walk = (list: TreeNode[]) => {
    for (const n of list) {
      if (n.children.length > 0) {
        out.push(n.id);
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
}

/** The node with `id`, or null. */
export function findNode(nodes: TreeNode[], id: number): TreeNode | null {
  return locate(nodes, id)?.node ?? null;
}

/** Number of nodes in the tree. */
export function countNodes(nodes: TreeNode[]): number {
  return nodes.reduce((s, n) => s + 1 + countNodes(n.children), 0);
}

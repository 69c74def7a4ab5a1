import { describe, expect, it } from 'vitest';
import { buildTree, currentVersion, day, groupBy, todayInVietnam, txt, vnd } from './useReleased';

describe('group-content helpers', () => {
  it('shows the English text only when it is not empty', () => {
    expect(txt({ title: 'Tầm nhìn', title_en: 'Vision' }, 'title', 'en')).toBe('Vision');
    expect(txt({ title: 'Tầm nhìn', title_en: '  ' }, 'title', 'en')).toBe('Tầm nhìn');
    expect(txt({ title: 'Tầm nhìn', title_en: 'Vision' }, 'title', 'vi')).toBe('Tầm nhìn');
  });

  it('the version in effect is the newest on or before today', () => {
    const rows = [
      { id: 3, effective_date: '2027-01-01' },
      { id: 2, effective_date: '2026-01-01' },
      { id: 1, effective_date: '2025-01-01' },
    ];
    expect(currentVersion(rows, '2026-11-23')?.id).toBe(2);
    expect(currentVersion(rows, '2026-01-01')?.id).toBe(2);
    expect(currentVersion(rows, '2024-12-31')).toBeNull();
  });

  it('dates are those of Asia/Ho_Chi_Minh', () => {
    // 17:30 UTC on 31 Dec is already 1 Jan in Vietnam (UTC+7).
    expect(todayInVietnam(new Date('2025-12-31T17:30:00Z'))).toBe('2026-01-01');
    expect(day('2025-06-10')).toBe('10/06/2025');
  });

  it('builds a tree from parent ids, orphans as roots', () => {
    const tree = buildTree([
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 99 },
    ]);
    expect(tree.map((n) => n.row.id)).toEqual([1, 4]);
    expect(tree[0]?.children[0]?.children[0]?.row.id).toBe(3);
  });

  it('formats prices in VND and groups rows in first-seen order', () => {
    expect(vnd(185000).replace(/\s/g, ' ')).toMatch(/^185\.000 ₫$/);
    expect(vnd(null)).toBe('');
    expect(groupBy([{ r: 2 }, { r: 1 }, { r: 2 }], (x) => x.r).map(([k, v]) => [k, v.length])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });
});

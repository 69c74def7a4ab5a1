import { describe, expect, it } from 'vitest';
import { flag, money, ref, text } from './fields.js';
import { defineResource } from './resource.js';
import { rollupProblem, rollupSql } from './rollup.js';

const L = (vi: string, en: string) => ({ vi, en });
const parent = defineResource({
  name: 'zz_parent',
  path: 'zz-parent',
  label: L('Cha', 'Parent'),
  subject: 'SETTING',
  module: 'x.parent',
  fields: { name: text({ label: L('Tên', 'Name') }) },
});
const child = defineResource({
  name: 'zz_child',
  path: 'zz-child',
  label: L('Con', 'Child'),
  subject: 'SETTING',
  module: 'x.child',
  deleteMode: 'soft',
  fields: {
    parent_id: ref('zz_parent', { required: true, label: L('Cha', 'Parent') }),
    amount: money({ label: L('Giá trị', 'Amount') }),
    kind: text({ label: L('Loại', 'Kind') }),
    is_done: flag({ label: L('Xong', 'Done') }),
  },
});
const byName = new Map([parent, child].map((r) => [r.name, r]));

describe('declared roll-ups', () => {
  it('compile to one scalar subquery over the active children, with the conditions as literals', () => {
    const count = rollupSql({ of: 'zz_child', by: 'parent_id', fn: 'count', where: { kind: ["it's", 'B'], is_done: true, amount: { isNull: false } } }, byName);
    expect(count.reads).toEqual(['zz_child']);
    expect(count.sql).toBe(
      `SELECT count(*)::int FROM "zz_child" x WHERE x."parent_id" = $id AND x."state" = 'ACTIVE' AND x."kind" IN ('it''s', 'B') AND x."is_done" = true AND x."amount" IS NOT NULL`,
    );
    expect(rollupSql({ of: 'zz_child', by: 'parent_id', fn: 'sum', field: 'amount' }, byName).sql).toMatch(/^SELECT coalesce\(sum\(x\."amount"\), 0\) FROM/);
    const ratio = rollupSql({ of: 'zz_child', by: 'parent_id', fn: 'ratio', field: 'amount', part: { is_done: true } }, byName).sql;
    expect(ratio).toContain('sum(x."amount") FILTER (WHERE x."is_done" = true)');
    expect(ratio).toContain('CASE WHEN coalesce(sum(x."amount"), 0) = 0 THEN 0');
    expect(rollupSql({ of: 'zz_child', by: 'parent_id', fn: 'count', where: { kind: [] } }, byName).sql).toContain('AND false');
  });

  it('refuses a roll-up over an unknown child, a reference to another parent, a missing or non-number field', () => {
    expect(rollupProblem(parent, { of: 'zz_none', by: 'parent_id', fn: 'count' }, byName)).toMatch(/not a declared resource/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'kind', fn: 'count' }, byName)).toMatch(/must reference zz_parent/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'parent_id', fn: 'sum', field: 'kind' }, byName)).toMatch(/needs a number field/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'parent_id', fn: 'avg' }, byName)).toMatch(/needs a number field/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'parent_id', fn: 'ratio' }, byName)).toMatch(/ratio needs/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'parent_id', fn: 'count', where: { colour: 'red' } }, byName)).toMatch(/colour/);
    expect(rollupProblem(parent, { of: 'zz_child', by: 'parent_id', fn: 'max', field: 'amount', where: { kind: 'A' } }, byName)).toBeNull();
  });
});

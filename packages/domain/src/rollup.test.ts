import { describe, expect, it } from 'vitest';
import { flag, integer, money, number, ref, text } from './fields.js';
import { defineResource } from './resource.js';
import { rollupProblem, rollupSql, storedProblem, storedRollupDdl } from './rollup.js';

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
    quantity: number({ scale: 3, label: L('Khối lượng', 'Quantity') }),
    pieces: integer({ label: L('Số cái', 'Pieces') }),
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

  it('stores a roll-up as a read-only column of the record, sortable and filterable, 0 over no children', () => {
    const stored = defineResource({
      name: 'zz_stored',
      path: 'zz-stored',
      label: L('Cha', 'Parent'),
      subject: 'SETTING',
      module: 'x.stored',
      fields: { name: text({ label: L('Tên', 'Name') }) },
      computed: {
        n: { label: L('Số', 'Count'), kind: 'integer', rollup: { of: 'zz_child', by: 'parent_id', fn: 'count', stored: true } },
        top: { label: L('Lớn nhất', 'Max'), kind: 'number', rollup: { of: 'zz_child', by: 'parent_id', fn: 'max', field: 'amount', stored: true } },
        live: { label: L('Tổng', 'Sum'), kind: 'number', rollup: { of: 'zz_child', by: 'parent_id', fn: 'sum', field: 'amount' } },
      },
      list: { sortable: ['n', 'top'], filters: ['n'] },
    });
    expect(stored.columnByName.get('n')?.def).toMatchObject({ kind: 'integer', isReadonly: true, default: 0 });
    expect(stored.columnByName.get('top')?.def).toMatchObject({ kind: 'number', scale: 2, isReadonly: true });
    expect(stored.columnByName.get('top')?.def).not.toHaveProperty('default');
    expect(stored.columnByName.has('live')).toBe(false);
    expect(stored.sortable.has('top') && stored.filters.has('n')).toBe(true);
    // Sorting on a roll-up computed with the page is still refused.
    expect(() => defineResource({ ...stored, name: 'zz_stored2', path: 'zz-stored2', fields: { name: text({}) }, list: { sortable: ['live'] } })).toThrow(/live/);
  });

  it('refuses a stored roll-up its column could not hold exactly', () => {
    const c = (kind: 'integer' | 'number', fn: 'count' | 'sum' | 'avg' | 'ratio', field?: string) => ({ kind, rollup: { of: 'zz_child', by: 'parent_id', fn, field, part: { is_done: true } } });
    expect(storedProblem(c('integer', 'count'), byName)).toBeNull();
    expect(storedProblem(c('integer', 'sum', 'pieces'), byName)).toBeNull();
    expect(storedProblem(c('integer', 'sum', 'amount'), byName)).toMatch(/integer/);
    expect(storedProblem(c('integer', 'ratio'), byName)).toMatch(/integer/);
    expect(storedProblem(c('number', 'sum', 'amount'), byName)).toBeNull();
    expect(storedProblem(c('number', 'avg', 'quantity'), byName)).toBeNull();
    expect(storedProblem(c('number', 'sum', 'quantity'), byName)).toMatch(/3/);
  });

  it('compiles the triggers that keep it: every statement on the child, the columns the figure reads, the parents locked, the column filled', () => {
    const d = storedRollupDdl(parent, 'done_total', { of: 'zz_child', by: 'parent_id', fn: 'sum', field: 'amount', where: { kind: 'A' }, part: { is_done: true }, stored: true }, byName);
    expect(d).toMatchObject({ name: 'zz_parent_done_total_rollup', table: 'zz_parent', kind: 'function' });
    for (const op of ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) expect(d.sql).toMatch(new RegExp(`AFTER ${op} ON "zz_child"`));
    // A move, a soft delete, a change of the summed field or of a filter's field re-counts both parents.
    expect(d.sql).toContain('(o."parent_id", o."state", o."amount", o."kind", o."is_done") IS DISTINCT FROM (n."parent_id", n."state", n."amount", n."kind", n."is_done")');
    expect(d.sql).toContain('LATERAL (VALUES (o."parent_id"), (n."parent_id"))');
    expect(d.sql).toContain('ORDER BY p."id" FOR NO KEY UPDATE');
    expect(d.sql).toContain(`SET "done_total" = (SELECT coalesce(sum(x."amount"), 0) FROM "zz_child" x WHERE x."parent_id" = p."id" AND x."state" = 'ACTIVE' AND x."kind" = 'A')`);
    expect(d.sql.slice(d.sql.lastIndexOf('UPDATE '))).toMatch(/^UPDATE "zz_parent" p SET "done_total" = .* WHERE p\."done_total" IS DISTINCT FROM /);
  });
});

/**
 * The project workspace's progress (issue 40; ADR 0021): a work package's progress is the weight
 * of the done, active checklist items in its active subtree over the weight of all of them; the
 * project's, over its root packages. After every kind of write (create, weight change, done and
 * undone, soft delete of an item and of a sub-package, bulk create, a move of an item and of a
 * sub-package) the API's figures equal a plain recursive SQL recomputation. A package or an item
 * cannot hang under another project's package. The summary of a project answers its figures in one
 * read under the project's read rule (404 for a non-member) and equals SQL over its records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

/** Per active package of the project: weight and done weight of the active items in its active subtree. */
const RECOMPUTE = `
WITH RECURSIVE sub(root, id) AS (
  SELECT c.id, c.id FROM implementation_category c WHERE c.project_id = $1 AND c.state = 'ACTIVE'
  UNION ALL
  SELECT s.root, k.id FROM sub s JOIN implementation_category k ON k.parent_id = s.id AND k.state = 'ACTIVE'
)
SELECT s.root AS id, coalesce(sum(i.weight), 0)::float AS weight, coalesce(sum(i.weight) FILTER (WHERE i.is_done), 0)::float AS done
FROM sub s LEFT JOIN implementation_checklist i ON i.category_id = s.id AND i.state = 'ACTIVE'
GROUP BY s.root`;

const pct = (done: number, weight: number) => (weight === 0 ? 0 : Math.round((10_000 * done) / weight) / 100);

describe.each(dbKinds(import.meta.url))('implementation progress and summary on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, ok } = projectKit(t);
  let admin = '';
  let lead = '';
  let outsider = '';
  let project = 0;
  let other = 0;
  const cat: Record<string, number> = {};

  /** The API's figures against the recomputation, for every package and the project. */
  const expectExact = async () => {
    const want = new Map((await q<{ id: string; weight: number; done: number }>(RECOMPUTE, [project])).map((r) => [Number(r.id), r]));
    const list = ok(await t.call(lead, 'GET', `/api/v1/implementation-category?f_project_id=${project}&limit=100`)).body.data.items as { id: number; weight: number; done_weight: number; progress: number; parent_id: number | null }[];
    expect(list.map((c) => c.id).sort()).toEqual([...want.keys()].sort());
    for (const c of list) {
      const w = want.get(c.id) as { weight: number; done: number };
      expect([c.id, Number(c.weight), Number(c.done_weight), Number(c.progress)]).toEqual([c.id, w.weight, w.done, pct(w.done, w.weight)]);
    }
    const roots = list.filter((c) => c.parent_id === null).map((c) => want.get(c.id) as { weight: number; done: number });
    const [weight, done] = [roots.reduce((s, r) => s + r.weight, 0), roots.reduce((s, r) => s + r.done, 0)];
    const p = ok(await t.call(lead, 'GET', `/api/v1/implementation-project/${project}`)).body.data;
    expect(Number(p.progress)).toBe(pct(done, weight));
    expect(Number(ok(await t.call(lead, 'GET', `/api/v1/implementation-project/summary/${project}`)).body.data.progress)).toBe(pct(done, weight));
    return pct(done, weight);
  };

  beforeAll(async () => {
    admin = await t.login('admin');
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Tiến độ dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    for (const u of ['staff', 'approver']) {
      const id = await one('SELECT id FROM account WHERE username = $1', [u]);
      const held = ((await t.call(admin, 'GET', `/api/v1/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `/api/v1/user/${id}`, { role_ids: [...held, role] }));
    }
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username IN ('staff', 'approver'))`);
    [lead, outsider] = [await t.login('staff'), await t.login('approver')];
    const unit = await one(`SELECT id FROM organization ORDER BY id LIMIT 1`);
    project = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Nhà xưởng kiểm thử tiến độ', unit_id: unit, budget: 50_000_000_000 })).body.data.id;
    other = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Dự án khác', unit_id: unit })).body.data.id;
    const site = await one(`SELECT id FROM implementation_setting_position WHERE code = 'SITE_MANAGER'`);
    const staffId = await one(`SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'`);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: project, staff_id: staffId, position_id: site }));
    const mk = async (code: string, parent?: string, p = project) =>
      (cat[code] = ok(await t.call(admin, 'POST', '/api/v1/implementation-category', { project_id: p, code, name: `Hạng mục ${code}`, name_en: `Package ${code}`, parent_id: parent ? cat[parent] : null })).body.data.id);
    await mk('A');
    await mk('A1', 'A');
    await mk('A1a', 'A1');
    await mk('A2', 'A');
    await mk('B');
    await mk('X', undefined, other);
  });

  it('rolls up exactly after every kind of write', async () => {
    expect(await expectExact()).toBe(0);
    const item = async (category: string, weight: number, is_done = false) =>
      ok(await t.call(lead, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat[category], title: `Việc ${category}`, weight, is_done })).body.data as { id: number; done_date: string | null };
    const a1a = await item('A1a', 3, true);
    expect(a1a.done_date).toMatch(/^\d{4}-\d{2}-\d{2}$/); // ticked done: dated today
    const a1 = await item('A1', 2);
    const a2 = await item('A2', 5);
    const b = await item('B', 1.5, true);
    await expectExact();
    // Weight change, done and undone.
    ok(await t.call(lead, 'PUT', `/api/v1/implementation-checklist/${a2.id}`, { weight: 4.25 }));
    const done = ok(await t.call(lead, 'PUT', `/api/v1/implementation-checklist/${a1.id}`, { is_done: true })).body.data;
    expect(done.done_date).toMatch(/^\d{4}-/);
    await expectExact();
    expect(ok(await t.call(lead, 'PUT', `/api/v1/implementation-checklist/${a1a.id}`, { is_done: false })).body.data.done_date).toBeNull();
    await expectExact();
    // Bulk create under the project.
    const bulk = ok(
      await t.call(lead, 'POST', '/api/v1/implementation-checklist/bulk', {
        parent: project,
        items: [
          { category_id: cat.A1a, title: 'Hàng loạt 1', weight: 1, is_done: true },
          { category_id: cat.A2, title: 'Hàng loạt 2', weight: 2 },
          { category_id: cat.B, title: 'Hàng loạt 3', weight: 0.5, is_done: true },
        ],
      }),
      201,
    ).body.data;
    expect(bulk.count).toBe(3);
    await expectExact();
    // Move an item to another package, and a sub-package to another parent.
    ok(await t.call(lead, 'PUT', `/api/v1/implementation-checklist/${b.id}`, { category_id: cat.A1 }));
    await expectExact();
    ok(await t.call(admin, 'PUT', `/api/v1/implementation-category/${cat.A1}`, { parent_id: cat.B }));
    await expectExact();
    // Soft delete of an item and of a sub-package (its subtree leaves the roll-up).
    ok(await t.call(lead, 'DELETE', `/api/v1/implementation-checklist/${a2.id}`));
    await expectExact();
    ok(await t.call(admin, 'DELETE', `/api/v1/implementation-category/${cat.A1a}`));
    const last = await expectExact();
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(100);
  });

  it("refuses a package or an item under another project's package, and a move to another project", async () => {
    const bad = await t.call(lead, 'POST', '/api/v1/implementation-checklist?lang=en', { project_id: project, category_id: cat.X, title: 'Sai dự án', weight: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'category_id', message: 'Must belong to the same project' });
    // Many at once (set-wise: `beforeCreateMany`): the item under another project's package named by position, nothing written.
    const before = (await q<{ n: number }>(`SELECT count(*)::int AS n FROM implementation_checklist WHERE project_id = $1`, [project]))[0]?.n;
    const many = await t.call(lead, 'POST', '/api/v1/implementation-checklist/bulk?lang=en', {
      parent: project,
      items: [
        { category_id: cat.B, title: 'Đúng dự án', weight: 1, is_done: true },
        { category_id: cat.X, title: 'Sai dự án', weight: 1 },
      ],
    });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual([expect.objectContaining({ field: 'items[1].category_id', message: 'Must belong to the same project' })]);
    expect((await q<{ n: number }>(`SELECT count(*)::int AS n FROM implementation_checklist WHERE project_id = $1`, [project]))[0]?.n).toBe(before);
    expect((await t.call(admin, 'POST', '/api/v1/implementation-category', { project_id: project, code: 'Y', name: 'Sai cha', parent_id: cat.X })).status).toBe(400);
    expect((await t.call(admin, 'PUT', `/api/v1/implementation-category/${cat.B}`, { project_id: other })).status).toBe(400);
    // The project's site manager plans packages too; a non-member writes nothing of the project.
    expect((await t.call(lead, 'POST', '/api/v1/implementation-category', { project_id: project, code: 'Z', name: 'Chỉ huy trưởng' })).status).toBe(200);
    expect((await t.call(outsider, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat.B, title: 'Người ngoài', weight: 1 })).status).toBeGreaterThanOrEqual(403);
  });

  it("answers a project's summary in one read to its members only, equal to SQL over its records", async () => {
    const contractor = ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-TD-01', name: 'Công ty Xây dựng Tiến Độ', tax_code: '0301234567', kind: 'CONTRACTOR' })).body.data.id;
    const mkContract = async (code: string, value: number) =>
      ok(await t.call(admin, 'POST', '/api/v1/implementation-contract', { project_id: project, code, name: `Hợp đồng ${code}`, contractor_id: contractor, value, signed_date: '2026-01-10' })).body.data.id;
    const c1 = await mkContract('HD-TD-1', 2_000_000_000);
    await mkContract('HD-TD-2', 700_000_000); // a draft commits nothing
    ok(await t.call(admin, 'POST', `/api/v1/implementation-contract/${c1}/status`, { status: 'ACTIVE' }));
    // A late item: not done, due yesterday.
    const yesterday = new Date(t.clock.now.getTime() - 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    ok(await t.call(lead, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat.B, title: 'Trễ hạn', weight: 1, due_date: yesterday }));
    const s = ok(await t.call(lead, 'GET', `/api/v1/implementation-project/summary/${project}`)).body.data;
    const [want] = await q<{ total: number; done: number; late: number; members: number; cats: number }>(
      `SELECT (SELECT count(*)::int FROM implementation_checklist WHERE project_id = $1 AND state = 'ACTIVE') AS total,
              (SELECT count(*)::int FROM implementation_checklist WHERE project_id = $1 AND state = 'ACTIVE' AND is_done) AS done,
              (SELECT count(*)::int FROM implementation_checklist WHERE project_id = $1 AND state = 'ACTIVE' AND NOT is_done AND due_date < $2::date) AS late,
              (SELECT count(*)::int FROM implementation_user WHERE project_id = $1 AND state = 'ACTIVE') AS members,
              (SELECT count(*)::int FROM implementation_category WHERE project_id = $1 AND state = 'ACTIVE') AS cats`,
      [project, new Date(t.clock.now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)],
    );
    expect(s).toMatchObject({ id: project, committed: 2_000_000_000, contracts: 2, activeContracts: 1, budget: 50_000_000_000, members: want?.members, categories: want?.cats });
    expect(s.checklist).toMatchObject({ total: want?.total, done: want?.done, open: Number(want?.total) - Number(want?.done), late: want?.late });
    expect(s.checklist.late).toBeGreaterThanOrEqual(1);
    expect((await t.call(outsider, 'GET', `/api/v1/implementation-project/summary/${project}`)).status).toBe(404);
    expect((await t.call(null, 'GET', `/api/v1/implementation-project/summary/${project}`)).status).toBe(401);
    // The late filter of the list: not done, due before today.
    const late = ok(await t.call(lead, 'GET', `/api/v1/implementation-checklist?f_project_id=${project}&f_is_done=false&f_due_date_to=${yesterday}`)).body.data;
    expect(late.totalRows).toBe(s.checklist.late);
  });
});

/** GET /api/v1/admin/counts: one call for the dashboard, per resource the caller may view, under their read scope. */
import { resources } from '@portal/domain';
import { DEMO_STAFF_PERMISSIONS } from '../../src/seed/demo.js';
import { describe, expect, it } from 'vitest';
import { dbKinds, noRightsRole, useTestApp } from '../harness.js';
import { pickResources, runSeed, sampleSize } from '../sampling.js';

/**
 * Every resource is in the answer (one call); each count is compared with its list's total for a
 * seeded sample of COUNTS_RESOURCES of them (10 unless stated, 'all' for every one; COUNTS_SEED
 * repeats a run) besides office and account: one list call per resource and reader grew with every
 * entity (26 s on PGlite under load).
 */
const COMPARED = new Set(['office', 'account', 'news', ...pickResources(runSeed('COUNTS_SEED', 'dashboard-counts'), sampleSize('COUNTS_RESOURCES', 10)).map((r) => r.name)]);
console.info(`[dashboard-counts] totals compared: ${[...COMPARED].join(', ')}`);

type Count = { name: string; path: string; totalRows: number; isTotalEstimated?: boolean };

describe.each(dbKinds(import.meta.url))('admin counts on %s', (kind) => {
  const t = useTestApp(kind);
  const counts = async (token: string | null) => {
    const res = await t.call(token, 'GET', '/api/v1/admin/counts');
    return { status: res.status, byName: new Map(((res.body?.data?.items ?? []) as Count[]).map((c) => [c.name, c])) };
  };
  const listTotal = async (token: string, path: string) => (await t.call(token, 'GET', `/api/v1/${path}?limit=1&f_is_get_all_cms=1`)).body.data.totalRows as number;

  it('refuses anonymous callers', async () => {
    expect((await counts(null)).status).toBe(401);
  });

  it('gives the admin every resource, a sample of them compared with its list total', async () => {
    const admin = await t.login('admin');
    const { status, byName } = await counts(admin);
    expect(status).toBe(200);
    expect([...byName.keys()].sort()).toEqual(resources.map((r) => r.name).sort());
    for (const r of resources) if (COMPARED.has(r.name)) expect(byName.get(r.name)?.totalRows, r.name).toBe(await listTotal(admin, r.path));
    expect(byName.get('office')?.totalRows).toBeGreaterThan(0);
    expect(byName.get('account')?.totalRows).toBeGreaterThanOrEqual(4);
  });

  it('counts ACTIVE rows only', async () => {
    const admin = await t.login('admin');
    const before = (await counts(admin)).byName.get('office')?.totalRows ?? 0;
    await t.database.query("UPDATE office SET state = 'INACTIVE' WHERE id = (SELECT min(id) FROM office)");
    const res = await t.call(admin, 'GET', '/api/v1/office?limit=1');
    expect(res.body.data.totalRows).toBe(before - 1);
    expect((await counts(admin)).byName.get('office')?.totalRows).toBe(before - 1);
    await t.database.query("UPDATE office SET state = 'ACTIVE' WHERE id = (SELECT min(id) FROM office)");
  });

  it('gives a staff member only the subjects they may view, under their read scope', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    // A draft written by the admin: the admin counts it, the staff member (no "view all") does not see it.
    const adminBefore = (await counts(admin)).byName.get('news')?.totalRows ?? 0;
    const staffBefore = (await counts(staff)).byName.get('news')?.totalRows ?? 0;
    const typeId = (await t.call(admin, 'GET', '/api/v1/news-type?limit=1')).body.data.items[0].id;
    const realmId = (await t.call(admin, 'GET', '/api/v1/category?limit=1&f_type=DOCUMENT_REALM')).body.data.items[0].id;
    const day = 86_400_000;
    const made = await t.call(admin, 'POST', '/api/v1/news', {
      title: 'Bản nháp để đếm',
      type_id: typeId,
      realm_id: realmId,
      publish_date: new Date(t.clock.now.getTime() + day).toISOString(),
      release_date: new Date(t.clock.now.getTime() + 2 * day).toISOString(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { status, byName } = await counts(staff);
    expect(status).toBe(200);
    expect([...byName.keys()].sort()).toEqual(resources.filter((r) => Object.hasOwn(DEMO_STAFF_PERMISSIONS, r.subject)).map((r) => r.name).sort());
    expect(byName.has('account')).toBe(false);
    expect(byName.has('role')).toBe(false);
    for (const [name, c] of byName) if (COMPARED.has(name)) expect(c.totalRows, name).toBe(await listTotal(staff, c.path));
    expect(byName.get('news')?.totalRows).toBe(staffBefore);
    expect((await counts(admin)).byName.get('news')?.totalRows).toBe(adminBefore + 1);
  });

  it('refuses a signed-in user who may view nothing', async () => {
    const admin = await t.login('admin');
    await t.call(admin, 'POST', '/api/v1/user', { username: 'khong_quyen', full_name: 'Không Quyền', password: 'Khong-Quyen-2026', role_ids: [await noRightsRole(t, admin)] });
    const nobody = await t.login('khong_quyen', 'Khong-Quyen-2026');
    expect((await counts(nobody)).status).toBe(403);
  });
});

/**
 * Project implementation, the workspace's core (issue 40; ADR 0021): projects, their members with
 * positions, contracts, and the contractors they name. A project's records are read by its members
 * and by holders of "view all" within their operating range, through every operation; positions
 * decide who writes; the spec's extra list paths (`/all`, `/option`) answer the same envelope under
 * the same rule; a contractor's tax code is valid and unique, in the caller's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(dbKinds(import.meta.url))('implementation projects and their members on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id).sort((a, b) => a - b);

  let admin = '';
  let lead = '';
  let viewer = '';
  let outsider = '';
  let ranged = '';
  const p: number[] = [];
  const pos: Record<string, number> = {};
  let contractorId = 0;

  beforeAll(async () => {
    admin = await t.login('admin');
    // Staff, editor and approver hold the area's view and edit (not view all); hr.auto holds view all, limited to THACO AUTO.
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Triển khai dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    const all = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Xem mọi dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'viewAll'] } })).body.data.id;
    const grant = async (username: string, roleId: number) => {
      const id = await accountOf(username);
      const held = ((await t.call(admin, 'GET', `/api/v1/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `/api/v1/user/${id}`, { role_ids: [...held, roleId] }));
    };
    for (const u of ['staff', 'editor', 'approver']) await grant(u, role);
    await grant('hr.auto', all);
    [lead, viewer, outsider, ranged] = [await t.login('staff'), await t.login('editor'), await t.login('approver'), await t.login('hr.auto')];

    // The demo made members at random: these three start as members of nothing (before any read is cached).
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username IN ('staff', 'editor', 'approver'))`);
    for (const r of (await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) as { id: string; code: string }[]) pos[r.code] = Number(r.id);
    const auto = await one(`SELECT id FROM organization WHERE code = 'THACO-AUTO'`);
    const office = await one(`SELECT id FROM organization WHERE NOT tree_path <@ (SELECT tree_path FROM organization WHERE code = 'THACO-AUTO') ORDER BY id LIMIT 1`);
    p.push(ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Showroom THACO AUTO Bình Dương', unit_id: auto, start_date: '2026-01-05', end_date: '2026-12-30', budget: 64_000_000_000 })).body.data.id);
    p.push(ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Kho vật tư Khối Văn phòng', unit_id: office })).body.data.id);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: await staffOf('staff'), position_id: pos.SITE_MANAGER }));
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: await staffOf('editor'), position_id: pos.VIEWER }));
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: p[1], staff_id: await staffOf('editor'), position_id: pos.SITE_MANAGER }));
    contractorId = ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-KT-01', name: 'Công ty CP Xây lắp Kiểm Thử', tax_code: '0312345678', kind: 'CONTRACTOR' })).body.data.id;
  });

  it('numbers a project and answers the spec paths with demo data for an admin', async () => {
    const code = ok(await t.call(admin, 'GET', `/api/v1/implementation-project/${p[0]}`)).body.data.code as string;
    expect(code).toMatch(new RegExp(`^TK-${new Date().getUTCFullYear()}-\\d{3}$`));
    const list = ok(await t.call(admin, 'GET', '/api/v1/implementation-project?limit=100')).body.data;
    expect(list.totalRows).toBeGreaterThanOrEqual(8); // 6 demo projects and the two above
    const some = ok(await t.call(admin, 'GET', '/api/v1/implementation-project/all?limit=2')).body.data;
    expect(some.items).toHaveLength(2);
    expect(some.totalRows).toBe(list.totalRows);
    for (const path of ['implementation-user/all', 'implementation-user/option', 'implementation-contract/all?limit=5&f_state=ACTIVE', 'implementation-setting-item', 'implementation-setting-position', 'contractor', 'contractor-setting-item']) {
      const page = ok(await t.call(admin, 'GET', `/api/v1/${path}`)).body.data;
      expect(page.items.length, path).toBeGreaterThan(0);
    }
  });

  it("a project's records are read by its members only, through list, get, counts, export and the extra paths", async () => {
    ok(await t.call(lead, 'POST', '/api/v1/implementation-contract', { project_id: p[0], code: 'HD-01', name: 'Thi công móng', contractor_id: contractorId, value: 1_500_000_000, signed_date: '2026-01-10' }));
    const c2 = ok(await t.call(admin, 'POST', '/api/v1/implementation-contract', { project_id: p[1], code: 'HD-02', name: 'Kho: cải tạo mái', contractor_id: contractorId, value: 800_000_000, signed_date: '2026-02-01' })).body.data.id;

    expect(ids(ok(await t.call(lead, 'GET', '/api/v1/implementation-project')))).toEqual([p[0]]);
    expect(ids(ok(await t.call(viewer, 'GET', '/api/v1/implementation-project/all')))).toEqual([p[0], p[1]]);
    expect(ids(ok(await t.call(outsider, 'GET', '/api/v1/implementation-project')))).toEqual([]);
    expect(ok(await t.call(outsider, 'GET', '/api/v1/implementation-project?limit=1')).body.data.totalRows).toBe(0);
    ok(await t.call(outsider, 'GET', `/api/v1/implementation-project/${p[0]}`), 404);
    ok(await t.call(lead, 'GET', `/api/v1/implementation-contract/${c2}`), 404);
    // Members of project A read A's members and contracts, not B's.
    const leadMembers = ok(await t.call(lead, 'GET', '/api/v1/implementation-user/option?limit=100')).body.data.items as { project_id: number }[];
    expect(new Set(leadMembers.map((m) => m.project_id))).toEqual(new Set([p[0]]));
    expect(ok(await t.call(outsider, 'GET', '/api/v1/implementation-contract/all')).body.data.totalRows).toBe(0);
    expect(ok(await t.call(outsider, 'GET', '/api/v1/implementation-user')).body.data.totalRows).toBe(0);
    // The export is the list under the same rule: the outsider's workbook has no project of ours.
    const exported = await t.call(outsider, 'GET', '/api/v1/implementation-project/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain('Bình Dương');

    // View all within the operating range: hr.auto (THACO AUTO) sees the AUTO project, not the office one.
    const seen = ids(ok(await t.call(ranged, 'GET', '/api/v1/implementation-project?limit=100')));
    expect(seen).toContain(p[0]);
    expect(seen).not.toContain(p[1]);
  });

  it('positions decide who writes: the site manager edits, the observer and the outsider do not', async () => {
    ok(await t.call(lead, 'PUT', `/api/v1/implementation-project/${p[0]}`, { scale: 'Showroom 3 tầng, 2.400 m²' }));
    expect((await t.call(viewer, 'PUT', `/api/v1/implementation-project/${p[0]}`, { scale: 'Sửa trái phép' })).status).toBeGreaterThanOrEqual(403);
    expect((await t.call(outsider, 'PUT', `/api/v1/implementation-project/${p[0]}`, { scale: 'Sửa trái phép' })).status).toBe(404);
    // The observer may not add a member; the site manager may; a member twice is refused.
    const newcomer = await staffOf('hr');
    expect((await t.call(viewer, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: newcomer, position_id: pos.ENGINEER })).status).toBeGreaterThanOrEqual(403);
    ok(await t.call(lead, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: newcomer, position_id: pos.ENGINEER }));
    const twice = await t.call(lead, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: newcomer, position_id: pos.QS });
    expect(twice.status).toBe(409);
    // Nothing changed by the refused writes.
    expect(ok(await t.call(admin, 'GET', `/api/v1/implementation-project/${p[0]}`)).body.data.scale).toBe('Showroom 3 tầng, 2.400 m²');
    // A project's life: started by its lead, completed only with approve.
    ok(await t.call(lead, 'POST', `/api/v1/implementation-project/${p[0]}/status`, { status: 'IN_PROGRESS' }));
    expect((await t.call(lead, 'POST', `/api/v1/implementation-project/${p[0]}/status`, { status: 'COMPLETED' })).status).toBe(403);
    expect((await t.call(admin, 'POST', `/api/v1/implementation-project/${p[0]}/status`, { status: 'PLANNING' })).status).toBe(409);
  });

  it("a contractor's tax code has 10 or 13 digits and is unique, said in the caller's language", async () => {
    const bad = await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-KT-02', name: 'Công ty Sai Mã', tax_code: '12345', kind: 'SUPPLIER' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('10 hoặc 13 chữ số');
    const badEn = await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-KT-02', name: 'Wrong code Ltd', tax_code: '03123A5678', kind: 'SUPPLIER' }, { 'accept-language': 'en' });
    expect(badEn.status).toBe(400);
    expect(JSON.stringify(badEn.body)).toContain('10 or 13 digits');
    ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-KT-03', name: 'Chi nhánh Kiểm Thử', tax_code: '0312345678-001', kind: 'BOTH' }));
    const dup = await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-KT-04', name: 'Trùng mã số thuế', tax_code: '0312345678', kind: 'SUPPLIER' });
    expect(dup.status).toBe(409);
    expect(ok(await t.call(admin, 'GET', '/api/v1/contractor?q=NT-KT&limit=10')).body.data.totalRows).toBe(2);
    // Contractors are the contractor managers' data: a project member without that right reads none.
    expect((await t.call(lead, 'GET', '/api/v1/contractor')).status).toBe(403);
  });
});

/**
 * Operating range (spec §3, §6; issue 14): an HR manager whose account is limited to a designated
 * corporation holds "view all" and "edit" on HUMAN_RESOURCE_MANAGEMENT, yet reads, counts,
 * exports and writes only staff files (and their salaries, contracts, family) of that
 * corporation's subtree, plus their own; the whole-group HR manager sees everyone. Writes may
 * not move a record out of the range. The range takes effect at once when an admin changes it.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('HR operating range on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let hr = '';
  let hrAuto = '';
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0] as T;
  const unitId = async (code: string) => Number((await one<{ id: string }>('SELECT id FROM organization WHERE code = $1', [code])).id);
  const accountId = async (username: string) => Number((await one<{ id: string }>('SELECT id FROM account WHERE username = $1', [username])).id);
  /** Active staff whose unit lies under `code` (the unit itself included). */
  const staffUnder = async (code: string) =>
    (
      await t.database.query<{ id: string }>(
        `SELECT s.id FROM staff s JOIN organization o ON o.id = s.unit_id
          WHERE s.state = 'ACTIVE' AND o.tree_path <@ (SELECT tree_path FROM organization WHERE code = $1) ORDER BY s.id`,
        [code],
      )
    ).map((r) => Number(r.id));
  const listIds = async (token: string, path: string) => {
    const res = await t.call(token, 'GET', `/api/v1/${path}${path.includes('?') ? '&' : '?'}limit=500&f_is_get_all_cms=1`);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return { ids: (res.body.data.items as { id: number }[]).map((r) => r.id).sort((a, b) => a - b), total: res.body.data.totalRows as number };
  };

  it('the whole-group HR manager sees every staff file; the THACO AUTO one only that corporation', async () => {
    admin = await t.login('admin');
    hr = await t.login('hr');
    hrAuto = await t.login('hr.auto');
    const everyone = (await t.database.query<{ id: string }>(`SELECT id FROM staff WHERE state = 'ACTIVE' ORDER BY id`)).map((r) => Number(r.id));
    const auto = await staffUnder('THACO-AUTO');
    expect(auto.length).toBeGreaterThan(2);
    expect(auto.length).toBeLessThan(everyone.length);
    expect((await listIds(hr, 'staff')).ids).toEqual(everyone);
    const seen = await listIds(hrAuto, 'staff');
    expect(seen.ids).toEqual(auto);
    expect(seen.total).toBe(auto.length);
    // Counts, stats and exports agree with the list.
    const stats = await t.call(hrAuto, 'GET', '/api/v1/staff-stats');
    expect(stats.status).toBe(200);
    expect(JSON.stringify(stats.body.data)).not.toContain('Khối Văn phòng');
    const exported = await t.call(hrAuto, 'GET', '/api/v1/staff-export');
    expect(exported.status).toBe(200);
  });

  it("hides a colleague outside the range by every route: the file, its salary, contracts and family", async () => {
    const outside = (await staffUnder('K-VP'))[0] as number;
    expect(outside).toBeGreaterThan(0);
    expect((await t.call(hrAuto, 'GET', `/api/v1/staff/${outside}`)).status).toBe(404);
    expect((await t.call(hr, 'GET', `/api/v1/staff/${outside}`)).status).toBe(200);
    const salaryId = Number((await one<{ id: string }>("SELECT id FROM salary_staff WHERE staff_id = $1 AND state = 'ACTIVE' LIMIT 1", [outside]))?.id ?? 0);
    for (const path of ['salaryStaff', 'labor-contract', 'family-relationship']) {
      expect((await listIds(hrAuto, `${path}?f_staff_id=${outside}`)).ids, path).toEqual([]);
      expect((await listIds(hr, `${path}?f_staff_id=${outside}`)).ids.length, path).toBeGreaterThan(0);
    }
    if (salaryId) expect((await t.call(hrAuto, 'GET', `/api/v1/salaryStaff/${salaryId}`)).status).toBe(404);
    // Every salary the limited manager lists belongs to someone in the range.
    const inRange = new Set(await staffUnder('THACO-AUTO'));
    const salaries = await t.call(hrAuto, 'GET', '/api/v1/salaryStaff?limit=500');
    for (const s of salaries.body.data.items as { staff_id: number }[]) expect(inRange.has(s.staff_id)).toBe(true);
    // Nor can they write to it.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/staff/${outside}`, { phone: '0900000000' })).status).toBe(404);
  });

  it('refuses writes that would put a record outside the range; nothing is written', async () => {
    const ownFile = Number((await one<{ id: string }>('SELECT id FROM staff WHERE account_id = $1', [await accountId('hr.auto')])).id);
    const inside = (await staffUnder('THACO-AUTO')).find((id) => id !== ownFile) as number;
    const outside = (await staffUnder('K-VP'))[0] as number;
    // Not even their own file may leave the range.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/staff/${ownFile}`, { unit_id: await unitId('K-VP') })).status).toBe(403);
    const before = await one<{ unit_id: string }>('SELECT unit_id FROM staff WHERE id = $1', [inside]);
    const moved = await t.call(hrAuto, 'PUT', `/api/v1/staff/${inside}`, { unit_id: await unitId('K-VP') });
    expect(moved.status).toBe(403);
    expect((await one<{ unit_id: string }>('SELECT unit_id FROM staff WHERE id = $1', [inside])).unit_id).toBe(before.unit_id);
    // Within the range (a department of THACO AUTO) is fine.
    const ok = await t.call(hrAuto, 'PUT', `/api/v1/staff/${inside}`, { department_id: await unitId('AUTO-KT') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const created = await t.call(hrAuto, 'POST', '/api/v1/staff', { code: 'TH-RANGE-1', full_name: 'Ngoài Phạm Vi', employee_status: 'WORKING', unit_id: await unitId('THILOGI') });
    expect(created.status, JSON.stringify(created.body)).toBe(403);
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM staff WHERE code = 'TH-RANGE-1'")).toEqual({ n: 0 });
    const contract = await t.call(hrAuto, 'POST', '/api/v1/labor-contract', { staff_id: outside, code: 'HĐ-NGOAI', type: 2, sign_date: '2026-01-01', start_date: '2026-01-01' });
    expect(contract.status).toBe(403);
    const inContract = await t.call(hrAuto, 'POST', '/api/v1/labor-contract', { staff_id: inside, code: 'HĐ-TRONG', type: 2, sign_date: '2026-01-01', start_date: '2026-01-01' });
    expect(inContract.status, JSON.stringify(inContract.body)).toBe(200);
  });

  it('a write may neither reach nor produce a unit outside the range: tree moves, unit references, processes (issue 36, class 1)', async () => {
    const [auto, agri] = [await unitId('THACO-AUTO'), await unitId('THACO-AGRI')];
    const inside = Number((await one<{ id: string }>("SELECT id FROM organization WHERE parent_id = $1 AND state = 'ACTIVE' ORDER BY id LIMIT 1", [auto])).id);
    const outside = Number((await one<{ id: string }>("SELECT id FROM organization WHERE parent_id = $1 AND state = 'ACTIVE' ORDER BY id LIMIT 1", [agri])).id);
    const parentOf = async (id: number) => Number((await one<{ p: string }>('SELECT parent_id AS p FROM organization WHERE id = $1', [id])).p);
    // Another corporation's unit moved under one's own (then its people would be in range): refused.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/organization/${outside}`, { parent_id: auto })).status).toBe(403);
    expect(await parentOf(outside)).toBe(agri);
    // One's own unit moved under another corporation (out of the range): refused.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/organization/${inside}`, { parent_id: agri })).status).toBe(403);
    expect(await parentOf(inside)).toBe(auto);
    // Another corporation's unit renamed or deleted: refused.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/organization/${outside}`, { name: 'Đổi tên' })).status).toBe(403);
    expect((await t.call(hrAuto, 'DELETE', `/api/v1/organization/${outside}`)).status).toBe(403);
    // An approval process for a unit outside the range, naming oneself: refused, nothing written; inside: allowed.
    const count = async () => Number((await one<{ n: string }>('SELECT count(*) AS n FROM approval_process')).n);
    const before = await count();
    const proc = async (unit: number) => ({ name: 'Quy trình riêng', source_type: 'STAFF_TRANSFER_HISTORY', unit_id: unit, steps: [{ name: 'Tôi duyệt', approver_kind: 'STAFF', approver_ids: [await accountId('hr.auto')] }] });
    expect((await t.call(hrAuto, 'POST', '/api/v1/approval-process', await proc(agri))).status).toBe(403);
    expect(await count()).toBe(before);
    const ok = await t.call(hrAuto, 'POST', '/api/v1/approval-process', await proc(inside));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // ...and not moved out afterwards.
    expect((await t.call(hrAuto, 'PUT', `/api/v1/approval-process/${ok.body.data.id}`, { unit_id: agri })).status).toBe(403);
    // The whole-group HR manager is not limited.
    expect((await t.call(hr, 'PUT', `/api/v1/organization/${outside}`, { name_en: 'Renamed by HR' })).status).toBe(200);
    // Reads that name a unit: the team calendar and the unit timesheet, inside the range only (before: the whole group's calendar).
    expect((await t.call(hrAuto, 'GET', `/api/v1/staff-leave/team-calendar?month=2027-05&unit_id=${agri}`)).status).toBe(403);
    expect((await t.call(hrAuto, 'GET', `/api/v1/staff-leave/team-calendar?month=2027-05&unit_id=${auto}`)).status).toBe(200);
    expect((await t.call(hr, 'GET', `/api/v1/staff-leave/team-calendar?month=2027-05&unit_id=${agri}`)).status).toBe(200);
  });

  it('an admin widens or narrows the range and it holds at once; a designated corporation is one unit; nobody widens their own', async () => {
    const id = await accountId('hr.auto');
    const two = [await unitId('THACO-AUTO'), await unitId('THACO-AGRI')];
    const bad = await t.call(admin, 'PUT', `/api/v1/user/${id}?lang=en`, { range_unit_ids: two });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'range_unit_ids', message: 'A designated corporation must be exactly one unit' });
    const related = await t.call(admin, 'PUT', `/api/v1/user/${id}`, { operating_range: 'RELATED_CORPORATIONS', range_unit_ids: two });
    expect(related.status, JSON.stringify(related.body)).toBe(200);
    const both = [...(await staffUnder('THACO-AUTO')), ...(await staffUnder('THACO-AGRI'))].sort((a, b) => a - b);
    expect((await listIds(hrAuto, 'staff')).ids).toEqual(both);
    // A limited range with no unit left: only their own file.
    expect((await t.call(admin, 'PUT', `/api/v1/user/${id}`, { range_unit_ids: [] })).status).toBe(200);
    const own = await listIds(hrAuto, 'staff');
    expect(own.ids).toEqual([Number((await one<{ id: string }>('SELECT id FROM staff WHERE account_id = $1', [id])).id)]);
    // Widening one's own range is refused (the admin holds account rights on itself).
    const adminId = await accountId('admin');
    expect((await t.call(admin, 'PUT', `/api/v1/user/${adminId}`, { operating_range: 'DESIGNATED_CORPORATION', range_unit_ids: [two[0]] })).status).toBe(403);
    // The whole group again: everyone.
    expect((await t.call(admin, 'PUT', `/api/v1/user/${id}`, { operating_range: 'GROUP' })).status).toBe(200);
    expect((await listIds(hrAuto, 'staff')).total).toBe((await listIds(hr, 'staff')).total);
  });
});

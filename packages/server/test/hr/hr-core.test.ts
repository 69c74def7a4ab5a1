/**
 * Human resources, core (issue 14): every HR path answers for an admin with demo records; the
 * organisation is a tree (subtrees, no cycles, `f_parent_id` joined by `|`); a staff member reads
 * their own file and its sub-records and never a colleague's salary, by any route; "deleting" a
 * sub-record inactivates it; the directory shows working people's contact details to everyone,
 * found without diacritics, and nothing private.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart, workbook } from '../xlsx.js';

const HR_PATHS = ['organization', 'position', 'staff', 'staff-setting-item', 'labor-contract', 'salaryStaff', 'education', 'family-relationship', 'experienceStaff', 'recognition', 'staff_transfer_history'];

describe.each(dbKinds(import.meta.url))('HR core on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';
  const accountId = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);

  it('answers every HR path for an admin, with demo records', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    for (const path of HR_PATHS) {
      const res = await t.call(admin, 'GET', `/api/v1/${path}?f_is_get_all_cms=1`);
      expect(res.status, path).toBe(200);
      expect(res.body.data.totalRows, path).toBeGreaterThan(0);
    }
    // The settings tree is rooted at ROOT_STAFF; a list's values carry its code.
    const tree = await t.call(admin, 'GET', '/api/v1/staff-setting-item/tree');
    expect(tree.body.data.items.map((n: { code: string }) => n.code)).toEqual(['ROOT_STAFF']);
    const types = await t.call(admin, 'GET', '/api/v1/staff-setting-item?f_category=CONTRACT_TYPE|STAFF_TYPE');
    expect(types.body.data.items.map((n: { code: string }) => n.code)).toContain('OFFICIAL');
  });

  it("names a setting value's list by the list's name with a list page, never by its code", async () => {
    admin ||= await t.login('admin');
    const page = await t.call(admin, 'GET', '/api/v1/staff-setting-item?f_category=STAFF_TYPE|LEAVE_TYPE&labels=1');
    expect(page.status).toBe(200);
    const lists = page.body.data.labels['staff_setting_item:code'] as Record<string, string[]>;
    expect(lists).toEqual({ STAFF_TYPE: ['Loại nhân sự', 'Staff type'], LEAVE_TYPE: ['Loại nghỉ phép', 'Leave type'] });
    // The asset tree's lists the same way; a value that names no list keeps no label.
    const assets = await t.call(admin, 'GET', '/api/v1/asset-setting?f_category=ASSET_STATUS&labels=1');
    expect(assets.body.data.labels['asset_setting:code']).toEqual({ ASSET_STATUS: ['Chất lượng tài sản', 'Asset grades'] });
  });

  it('names the people a page references by their full name, not their account name (labels=1)', async () => {
    admin ||= await t.login('admin');
    const page = await t.call(admin, 'GET', '/api/v1/staff?labels=1&limit=50');
    expect(page.status).toBe(200);
    const linked = (page.body.data.items as { account_id: number | null }[]).map((s) => s.account_id).filter((id): id is number => !!id);
    expect(linked.length).toBeGreaterThan(0);
    const people = await t.database.query<{ id: number; full_name: string }>('SELECT id, full_name FROM account WHERE id = ANY($1)', [linked]);
    const labels = page.body.data.labels.account as Record<string, string[]>;
    for (const p of people) expect(labels[String(p.id)]).toEqual([p.full_name]);
  });

  it('reads the organisation as a tree: subtrees, parents joined by |, no cycles', async () => {
    const all = (await t.call(admin, 'GET', '/api/v1/organization?limit=100')).body.data.items as { id: number; code: string; parent_id: number | null }[];
    const id = (code: string) => all.find((o) => o.code === code)?.id as number;
    const sub = await t.call(admin, 'GET', `/api/v1/organization-tree/${id('THACO-AUTO')}`);
    expect(sub.status).toBe(200);
    expect(sub.body.data.items).toHaveLength(1);
    expect(sub.body.data.items[0].children.map((c: { code: string }) => c.code).sort()).toEqual(['AUTO-KD', 'AUTO-KT', 'AUTO-NM']);
    const two = await t.call(admin, 'GET', `/api/v1/organization?f_parent_id=${id('THACO-AUTO')}|${id('THILOGI')}&limit=50`);
    expect(two.body.data.items.map((o: { code: string }) => o.code).sort()).toEqual(['AUTO-KD', 'AUTO-KT', 'AUTO-NM', 'LOGI-VT']);
    // Moving a unit under its own department: refused, nothing moved.
    const cycle = await t.call(admin, 'PUT', `/api/v1/organization/${id('THACO-AUTO')}`, { parent_id: id('AUTO-KD') });
    expect(cycle.status).toBe(400);
    expect((await t.call(admin, 'GET', `/api/v1/organization/${id('THACO-AUTO')}`)).body.data.parent_id).toBe(id('THACO'));
    // Unit codes are unique.
    expect((await t.call(admin, 'POST', '/api/v1/organization', { code: 'thaco-auto', name: 'Trùng mã', type: 'DEPARTMENT', parent_id: id('THACO') })).status).toBe(409);
    expect((await t.call(admin, 'GET', '/api/v1/organization-tree/abc')).status).toBe(400);
  });

  it("lets a staff member read their own file and sub-records, never a colleague's salary by any route", async () => {
    const me = await accountId('staff');
    const own = await t.call(admin, 'GET', `/api/v1/staff/user/${me}`);
    expect(own.status).toBe(200);
    const mine = own.body.data.id as number;
    const colleague = (await t.call(admin, 'GET', `/api/v1/staff?f_account_id=${await accountId('editor')}`)).body.data.items[0].id as number;
    const mySalary = await t.call(admin, 'POST', '/api/v1/salaryStaff', { staff_id: mine, effective_date: '2026-01-01', base_salary: 18_000_000 });
    expect(mySalary.status, JSON.stringify(mySalary.body)).toBe(200);
    const theirSalary = await t.call(admin, 'POST', '/api/v1/salaryStaff', { staff_id: colleague, effective_date: '2026-01-01', base_salary: 55_000_000 });
    expect(theirSalary.status).toBe(200);

    // Own file: list, by user id, stats.
    const files = await t.call(staff, 'GET', '/api/v1/staff');
    expect(files.status).toBe(200);
    expect(files.body.data.items.map((s: { id: number }) => s.id)).toEqual([mine]);
    expect((await t.call(staff, 'GET', `/api/v1/staff/user/${me}`)).status).toBe(200);
    expect((await t.call(staff, 'GET', `/api/v1/staff/user/${await accountId('editor')}`)).status).toBe(404);
    expect((await t.call(staff, 'GET', '/api/v1/staff-stats')).body.data.total).toBe(1);
    // Salaries: only their own, in lists, filters, get, counts and the record's history.
    const salaries = await t.call(staff, 'GET', '/api/v1/salaryStaff?limit=100');
    expect(salaries.body.data.items.every((s: { staff_id: number }) => s.staff_id === mine)).toBe(true);
    expect(salaries.body.data.items.map((s: { id: number }) => s.id)).toContain(mySalary.body.data.id);
    expect((await t.call(staff, 'GET', `/api/v1/salaryStaff?f_staff_id=${colleague}`)).body.data.totalRows).toBe(0);
    expect((await t.call(staff, 'GET', `/api/v1/salaryStaff/${theirSalary.body.data.id}`)).status).toBe(404);
    expect((await t.call(staff, 'PUT', `/api/v1/salaryStaff/${theirSalary.body.data.id}`, { base_salary: 1 })).status).toBe(403);
    const counts = (await t.call(staff, 'GET', '/api/v1/admin/counts')).body.data.items as { name: string; totalRows: number }[];
    expect(counts.find((c) => c.name === 'salary_staff')?.totalRows).toBe(salaries.body.data.totalRows);
    const history = await t.call(staff, 'GET', `/api/v1/activity-log?f_activity_context=salary_staff&f_record_id=${theirSalary.body.data.id}`);
    expect(JSON.stringify(history.body)).not.toContain('55000000');
    // The directory never carries pay, family or personal data.
    const dir = await t.call(staff, 'GET', '/api/v1/staff-directory?limit=100');
    expect(JSON.stringify(dir.body)).not.toMatch(/salary|identity_number|date_of_birth|personal_email|address/);
  });

  it('serves every staff member their own file with its sub-records at /staff/me, without any HR right', async () => {
    const mine = await t.call(staff, 'GET', '/api/v1/staff/me');
    expect(mine.status).toBe(200);
    expect(mine.body.data.staff.account_id).toBe(await accountId('staff'));
    expect(mine.body.data.records.labor_contract.length).toBeGreaterThan(0);
    expect(mine.body.data.records.salary_staff.every((s: { staff_id: number }) => s.staff_id === mine.body.data.staff.id)).toBe(true);
    expect(mine.body.data.staff.unit_id_title).toBeTruthy();
    // The editor holds no HR right: their own file still, and nothing else.
    const editor = await t.login('editor');
    expect((await t.call(editor, 'GET', '/api/v1/staff')).status).toBe(403);
    const own = await t.call(editor, 'GET', '/api/v1/staff/me');
    expect(own.status).toBe(200);
    expect(own.body.data.staff.account_id).toBe(await accountId('editor'));
    expect((await t.call(null, 'GET', '/api/v1/staff/me')).status).toBe(401);
  });

  it('inactivates a sub-record on delete (records are created ACTIVE)', async () => {
    const family = (await t.call(admin, 'GET', '/api/v1/family-relationship?limit=1')).body.data.items[0] as { id: number; state: string };
    expect(family.state).toBe('ACTIVE');
    expect((await t.call(admin, 'DELETE', `/api/v1/family-relationship/${family.id}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/family-relationship/${family.id}`)).body.data.state).toBe('INACTIVE');
    expect((await t.call(admin, 'GET', '/api/v1/family-relationship?limit=100')).body.data.items.map((f: { id: number }) => f.id)).not.toContain(family.id);
  });

  it('finds colleagues in the directory without diacritics, working people only, for every signed-in user', async () => {
    const found = await t.call(staff, 'GET', '/api/v1/staff-directory?q=nguyen');
    expect(found.status).toBe(200);
    expect(found.body.data.totalRows).toBeGreaterThan(0);
    expect(found.body.data.items.every((p: { full_name: string }) => p.full_name.startsWith('Nguyễn'))).toBe(true);
    const all = await t.call(staff, 'GET', '/api/v1/staff-directory?limit=100');
    const left = (await t.call(admin, 'GET', '/api/v1/staff?f_employee_status=LEAVED')).body.data.items.map((s: { id: number }) => s.id) as number[];
    expect(left.length).toBeGreaterThan(0);
    expect(all.body.data.items.some((p: { id: number }) => left.includes(p.id))).toBe(false);
    const units = await t.call(staff, 'GET', '/api/v1/staff-directory/units');
    expect(units.body.data.items.length).toBeGreaterThan(5);
    expect((await t.call(null, 'GET', '/api/v1/staff-directory')).status).toBe(401);
    expect((await t.call(staff, 'GET', '/api/v1/staff-directory?limit=abc')).status).toBe(400);
  });

  it('finds a colleague in the directory by names in any order, the start of the last word typed, a staff code or its start, a phone prefix', async () => {
    const people = (await t.call(staff, 'GET', '/api/v1/staff-directory?limit=100')).body.data.items as { id: number; code: string; full_name: string; phone: string | null }[];
    const p = people.find((x) => x.phone && x.code && x.full_name.split(' ').length >= 3);
    expect(p).toBeDefined();
    if (!p) return;
    const ids = async (q: string) => ((await t.call(staff, 'GET', `/api/v1/staff-directory?q=${encodeURIComponent(q)}&limit=100`)).body.data.items as { id: number }[]).map((x) => x.id);
    const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
    const [family = '', , given = ''] = plain(p.full_name).split(' ');
    expect(await ids(p.code)).toContain(p.id);
    expect(await ids(p.code.toLowerCase().slice(0, -1))).toContain(p.id);
    expect(await ids((p.phone as string).replace(/\D/g, '').slice(0, 4))).toContain(p.id);
    // Whole names in either order, without diacritics; the last word typed may be partial.
    expect(await ids(`${given} ${family}`)).toContain(p.id);
    expect(await ids(`${family} ${given.slice(0, 2)}`)).toContain(p.id);
    expect(await ids(given.slice(0, 3))).toContain(p.id);
    // Every word is required: a name with another person's code finds nobody else.
    const other = people.find((x) => x.code && x.id !== p.id && !plain(x.full_name).split(' ').includes(given));
    if (other) expect(await ids(`${given} ${other.code}`)).not.toContain(p.id);
  });

  it('imports staff from xlsx at /staff-bulk-create: the dry run reports every bad row and writes nothing; a good file writes all rows; /staff-export streams the list', async () => {
    const upload = async (url: string, file: Buffer) => {
      const m = multipart(file, 'staff.xlsx');
      const res = await t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${admin}` } });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const count = async () => Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM staff'))[0]?.n);
    const before = await count();
    const header = ['code', 'full_name', 'unit_id', 'email', 'employee_status'];
    const bad = await workbook(header, [
      ['TH90001', 'Phạm Thị Hồng', 'THACO AUTO', 'hong.pham@thaco.com.vn', 'WORKING'],
      ['TH90002', '', 'THACO AUTO', 'not-an-email', 'WORKING'],
      ['TH90003', 'Võ Minh Trí', 'Không có đơn vị này', 'tri.vo@thaco.com.vn', 'NO_SUCH_STATUS'],
    ]);
    const dry = await upload('/api/v1/staff-bulk-create?dryRun=1', bad);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data).toMatchObject({ isDryRun: true, totalRows: 3, okRows: 1, errorRows: 2 });
    const errs = dry.body.data.errors as { row: number; field: string }[];
    expect(errs.filter((e) => e.row === 3).map((e) => e.field).sort()).toEqual(['email', 'full_name']);
    expect(errs.filter((e) => e.row === 4).map((e) => e.field).sort()).toEqual(['employee_status', 'unit_id']);
    expect(await count()).toBe(before);
    expect((await upload('/api/v1/staff-bulk-create?dryRun=0', bad)).status).toBe(400);
    expect(await count()).toBe(before);
    const good = await workbook(header, [
      ['TH90001', 'Phạm Thị Hồng', 'THACO AUTO', 'hong.pham@thaco.com.vn', 'WORKING'],
      ['TH90003', 'Võ Minh Trí', 'THILOGI', 'tri.vo@thaco.com.vn', 'PENDING_CONTRACT'],
    ]);
    const ok = await upload('/api/v1/staff-bulk-create?dryRun=0', good);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await count()).toBe(before + 2);
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/staff-export?q=TH9000', headers: { authorization: `Bearer ${admin}` } });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0] as ExcelJS.Worksheet).rowCount).toBe(3);
    // A staff member exports only their own file.
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/staff-export', headers: { authorization: `Bearer ${staff}` } });
    const own = new ExcelJS.Workbook();
    await own.xlsx.load(mine.rawPayload as unknown as ArrayBuffer);
    expect((own.worksheets[0] as ExcelJS.Worksheet).rowCount).toBe(2);
  });

  it('keeps status records (the newest sets the file), a staff member quits, email flags in bulk; units with cars, departments and /group', async () => {
    const files = (await t.call(admin, 'GET', '/api/v1/staff?f_employee_status=WORKING&limit=3')).body.data.items as { id: number }[];
    const [a, b] = files as [{ id: number }, { id: number }];
    const added = await t.call(admin, 'POST', `/api/v1/staff/status/${a.id}`, { employee_status: 'WORKING_BRANCH', from_date: '2026-06-01', reason: 'Điều động chi nhánh Cần Thơ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/staff/${a.id}`)).body.data.employee_status).toBe('WORKING_BRANCH');
    const one = await t.call(admin, 'GET', `/api/v1/staff/status/${a.id}/${added.body.data.id}`);
    expect(one.body.data.reason).toBe('Điều động chi nhánh Cần Thơ');
    expect((await t.call(admin, 'GET', `/api/v1/staff/status/${b.id}/${added.body.data.id}`)).status).toBe(404);
    // An older record does not override the newest.
    expect((await t.call(admin, 'POST', `/api/v1/staff/status/${a.id}`, { employee_status: 'PENDING_CONTRACT', from_date: '2020-01-01' })).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/staff/${a.id}`)).body.data.employee_status).toBe('WORKING_BRANCH');
    expect((await t.call(admin, 'PUT', `/api/v1/staff/status/${added.body.data.id}`, { employee_status: 'WORKING' })).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/staff/${a.id}`)).body.data.employee_status).toBe('WORKING');
    expect((await t.call(admin, 'POST', `/api/v1/staff/status/${a.id}`, { employee_status: 'NOPE', from_date: '2026-06-01' })).status).toBe(400);
    // Quitting: LEAVED from the date, with a record; a bad date writes nothing.
    expect((await t.call(admin, 'POST', '/api/v1/staff-quit', { staff_id: b.id, leave_date: 'soon' })).status).toBe(400);
    expect((await t.call(admin, 'GET', `/api/v1/staff/${b.id}`)).body.data.employee_status).toBe('WORKING');
    const quit = await t.call(admin, 'POST', '/api/v1/staff-quit', { staff_id: b.id, leave_date: '2026-12-31', reason: 'Chuyển công tác' });
    expect(quit.status, JSON.stringify(quit.body)).toBe(200);
    const after = (await t.call(admin, 'GET', `/api/v1/staff/${b.id}`)).body.data;
    expect(after).toMatchObject({ employee_status: 'LEAVED', leave_date: '2026-12-31' });
    // Email flags in bulk, all or nothing; staff may not.
    expect((await t.call(admin, 'PUT', '/api/v1/staff-update-is-email', { ids: [a.id, b.id], is_email: false })).body.data.updated).toBe(2);
    expect((await t.call(admin, 'PUT', '/api/v1/staff-update-is-email', { ids: [a.id, 99999999], is_email: true })).status).toBe(404);
    expect((await t.call(admin, 'GET', `/api/v1/staff/${a.id}`)).body.data.is_email).toBe(false);
    expect((await t.call(staff, 'PUT', '/api/v1/staff-update-is-email', { ids: [a.id], is_email: true })).status).toBe(403);
    // Organisation reads.
    const cars = (await t.call(admin, 'GET', '/api/v1/organization/all-with-car')).body.data.items as { has_car: boolean }[];
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((o) => o.has_car)).toBe(true);
    const depts = (await t.call(admin, 'GET', '/api/v1/organization/departments')).body.data.items as { type: string }[];
    expect(depts.length).toBeGreaterThan(5);
    expect(depts.every((o) => o.type === 'DEPARTMENT')).toBe(true);
    const groups = (await t.call(admin, 'GET', '/api/v1/group')).body.data.items as { type: string }[];
    expect(new Set(groups.map((o) => o.type))).toEqual(new Set(['GROUP', 'BLOCK']));
    const block = await t.call(admin, 'POST', '/api/v1/group', { code: 'K-SX', name: 'Khối Sản xuất', type: 'DEPARTMENT' });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect(block.body.data.type).toBe('BLOCK');
  });
});

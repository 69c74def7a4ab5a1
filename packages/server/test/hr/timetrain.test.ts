/**
 * Timekeeping and training (issue 15) through the API: the time-clock file import (a bad row is
 * reported and nothing is written; the wrong role refused; one record per person and day), the
 * monthly timesheet over a public holiday and an approved leave, explanations through the approval
 * engine (allowed and refused moves; an approved one completes the day), the unit timesheet and its
 * export (HR in its range, a line manager for their people, others refused), and training
 * enrolment (the last seat raced by two people: one wins; a course for another unit refused; only HR
 * records results).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart, workbook } from '../xlsx.js';

describe.each(dbKinds(import.meta.url))('timekeeping and training on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};
  const fileOf = async (username: string) => q1('SELECT s.id, s.code, s.unit_id, s.department_id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]);
  const upload = async (who: string, url: string, file: Buffer) => {
    const m = multipart(file, 'may-cham-cong.xlsx');
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tok[who]}`, ...m.headers }, payload: m.payload });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const me: { id: number; code: string; unit_id?: unknown; department_id?: unknown } = { id: 0, code: '' };
  const marchRows = (code: string) => {
    const rows: unknown[][] = [];
    // 1..12 March 2027 on weekdays, except the holiday (10 March): on time, one day 20 minutes late.
    for (const d of ['01', '02', '03', '04', '05', '08', '09', '11', '12']) rows.push([code, `${d}/03/2027`, d === '03' ? '08:20' : '07:52', '17:05']);
    return rows;
  };
  const HEAD = ['Mã NV', 'Ngày', 'Giờ vào', 'Giờ ra'];

  it('imports the time-clock file: a bad row reports and writes nothing; the wrong role is refused; one record per person and day', async () => {
    t.clock.set('2027-03-20T03:00:00Z');
    for (const u of ['staff', 'hr', 'admin', 'editor', 'hr.auto']) tok[u] = await t.login(u);
    Object.assign(me, await fileOf('staff'));
    me.id = Number(me.id);
    expect((await t.call(tok.hr as string, 'POST', '/api/v1/staff-setting-holiday', { name: 'Ngày hội Tập đoàn', name_en: 'Group day', from_date: '2027-03-10', to_date: '2027-03-10' })).status).toBe(200);
    const bad = await workbook(HEAD, [...marchRows(me.code), ['TH99999', '15/03/2027', '07:55', '17:00'], [me.code, '16/03/2027', '25:99', '17:00']]);
    const written = await upload('hr', '/api/v1/time-keeping/import-clock?dryRun=0', bad);
    expect(written.status).toBe(400);
    expect(written.body.data).toMatchObject({ totalRows: 11, errorRows: 2 });
    expect(written.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [11, 'staff_id'],
      [12, 'check_in'],
    ]);
    expect(JSON.stringify(written.body.errors)).toContain('TH99999');
    expect((await q1('SELECT count(*)::int AS n FROM time_keeping WHERE staff_id = $1 AND work_date >= $2', [me.id, '2027-03-01'])).n).toBe(0);
    const run = await q1('SELECT run_status, error_rows FROM import_run WHERE resource_name = $1 ORDER BY id DESC LIMIT 1', ['time_keeping']);
    expect(run).toMatchObject({ run_status: 'FAILED', error_rows: 2 });
    // Staff may not import.
    expect((await upload('staff', '/api/v1/time-keeping/import-clock?dryRun=1', bad)).status).toBe(403);
    // A malformed upload (multipart without its boundary, or cut short) is a 400 in the caller's language, never a 500.
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/time-keeping/import-clock?lang=en', headers: { authorization: `Bearer ${tok.hr}`, 'content-type': contentType }, payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK' });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body).success).toBe(false);
    }
    // The good rows: a dry run checks, then they are written, measured against the shift.
    const good = await workbook(HEAD, marchRows(me.code));
    const dry = await upload('hr', '/api/v1/time-keeping/import-clock', good);
    expect(dry.body.data).toMatchObject({ isDryRun: true, okRows: 9, errorRows: 0 });
    expect((await upload('hr', '/api/v1/time-keeping/import-clock?dryRun=0', good)).status).toBe(200);
    const late = await q1('SELECT late_minutes, work_value, source FROM time_keeping WHERE staff_id = $1 AND work_date = $2', [me.id, '2027-03-03']);
    expect(late).toMatchObject({ late_minutes: 20, source: 'MACHINE' });
    // The same day again (in the dry run too), or twice in one file: an error row naming it, nothing overwritten.
    const again = await upload('hr', '/api/v1/time-keeping/import-clock?dryRun=0', await workbook(HEAD, [[me.code, '01/03/2027', '07:50', '17:00']]));
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ row: 2, field: 'work_date', message: `Ngày công 01/03/2027 của nhân sự ${me.code} đã có trong hệ thống; hãy sửa bản ghi đó thay vì nhập lại` });
    const twice = await upload('hr', '/api/v1/time-keeping/import-clock?lang=en', await workbook(HEAD, [[me.code, '01/03/2027', '07:50', '17:00'], [me.code, '15/03/2027', '07:50', '17:00'], [me.code, '15/03/2027', '08:00', '17:00']]));
    expect(twice.body.data).toMatchObject({ isDryRun: true, errorRows: 2 });
    expect(twice.body.data.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [2, `Attendance of ${me.code} on 01/03/2027 is already recorded; change that record instead of importing it again`],
      [4, `Attendance of ${me.code} on 15/03/2027 appears twice in the file (row 3)`],
    ]);
    expect((await q1('SELECT check_in FROM time_keeping WHERE staff_id = $1 AND work_date = $2', [me.id, '2027-03-01'])).check_in).not.toBeNull();
    // Staff read only their own records.
    const list = await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping?limit=100');
    expect(list.status).toBe(200);
    expect(new Set(list.body.data.items.map((x: { staff_id: number }) => Number(x.staff_id)))).toEqual(new Set([me.id]));
  });

  it('computes the month over a public holiday and an approved leave; explanations: submit, refused moves, line-manager approval completes the day', async () => {
    // An approved leave on 16-17 March.
    const annual = Number((await q1("SELECT id FROM staff_setting_leave_type WHERE code = 'ANNUAL'")).id);
    const leave = await t.call(tok.staff as string, 'POST', '/api/v1/staff-leave', { leave_type_id: annual, from_date: '2027-03-16', to_date: '2027-03-17', reason: 'Việc gia đình' });
    expect(leave.status).toBe(200);
    await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${leave.body.data.id}/submit`);
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/${leave.body.data.id}/approve`)).body.data.status).toBe('APPROVED');
    const month = async () => (await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping/my-month?month=2027-03')).body.data;
    const m = await month();
    // March 2027: 23 weekdays, one of them the holiday.
    expect(m.totals).toMatchObject({ standard_days: 22, holidays: 1, leave_days: 2, late_count: 1, late_minutes: 20, absent_days: 3 });
    expect(m.totals.worked_days).toBe(9);
    const state = (mm: { days: { date: string; state: string }[] }, d: string) => mm.days.find((x) => x.date === d)?.state;
    expect([state(m, '2027-03-10'), state(m, '2027-03-13'), state(m, '2027-03-16'), state(m, '2027-03-03'), state(m, '2027-03-15'), state(m, '2027-03-25')]).toEqual(['HOLIDAY', 'WEEKEND', 'LEAVE', 'LATE', 'ABSENT', 'FUTURE']);
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping/my-month?month=2027-13')).status).toBe(400);

    // Explanations: not a day to come, not someone else's.
    const explain = (who: string, body: Record<string, unknown>) => t.call(tok[who] as string, 'POST', '/api/v1/time-keeping-explanation', { kind: 'MISSING_CHECK_IN', reason: 'Máy chấm công ở cổng chính bị lỗi', ...body });
    expect((await explain('staff', { work_date: '2027-03-25' })).status).toBe(400);
    const other = Number((await fileOf('editor')).id);
    expect((await explain('staff', { work_date: '2027-03-15', staff_id: other })).status).toBe(403);
    const created = await explain('staff', { work_date: '2027-03-15', kind: 'ABSENT', check_in: '2027-03-15T07:55:00+07:00', check_out: '2027-03-15T17:10:00+07:00' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'DRAFT', staff_id: me.id });
    expect(String(created.body.data.title)).toContain('Lê Hoàng Nam');
    const id = Number(created.body.data.id);
    // One explanation of a day at a time.
    expect((await explain('staff', { work_date: '2027-03-15' })).status).toBe(409);
    // Approving a draft: refused (nothing to approve); a direct status move: refused (the engine's only).
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/time-keeping-explanation/${id}/approve`)).status).toBe(404);
    expect((await t.call(tok.admin as string, 'PUT', `/api/v1/time-keeping-explanation/${id}/status`, { status: 'APPROVED' })).status).toBeGreaterThanOrEqual(400);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/time-keeping-explanation/${id}/submit`)).body.data.status).toBe('PENDING');
    // The requester and a stranger may not approve; the line manager may, once.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/time-keeping-explanation/${id}/approve`)).status).toBe(403);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/time-keeping-explanation/${id}/approve`)).status).toBe(403);
    const approved = await t.call(tok.admin as string, 'POST', `/api/v1/time-keeping-explanation/${id}/approve`, { comment: 'Đồng ý' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/time-keeping-explanation/${id}/approve`)).status).toBe(409);
    expect((await t.call(tok.staff as string, 'PUT', `/api/v1/time-keeping-explanation/${id}`, { reason: 'Sửa lại' })).status).toBe(409);
    const after = await month();
    expect(after.days.find((x: { date: string }) => x.date === '2027-03-15')).toMatchObject({ state: 'WORK', value: 1, source: 'EXPLANATION' });
    expect(after.totals).toMatchObject({ worked_days: 10, absent_days: 2 });
  });

  it('shows a unit timesheet to HR in its range and to a line manager for their people, refuses others; exports it as xlsx', async () => {
    const unit = Number(me.department_id ?? me.unit_id);
    // Staff who manage nobody: refused.
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping/timesheet?month=2027-03')).status).toBe(403);
    const hr = await t.call(tok.hr as string, 'GET', `/api/v1/time-keeping/timesheet?month=2027-03&unit_id=${unit}`);
    expect(hr.status).toBe(200);
    const row = hr.body.data.items.find((x: { staff: { id: number } }) => x.staff.id === me.id);
    expect(row.totals).toMatchObject({ standard_days: 22, leave_days: 2 });
    expect(hr.body.data.days).toHaveLength(31);
    // HR of THACO AUTO only: another unit refused.
    expect((await t.call(tok['hr.auto'] as string, 'GET', `/api/v1/time-keeping/timesheet?month=2027-03&unit_id=${unit}`)).status).toBe(403);
    // Staff becomes the line manager of a colleague: sees that colleague, not another unit.
    const colleague = await q1('SELECT id, full_name FROM staff WHERE account_id IS NULL AND employee_status = $1 ORDER BY id LIMIT 1', ['WORKING']);
    await t.database.query('UPDATE staff SET manager_id = $1 WHERE id = $2', [me.id, colleague.id]);
    const mine = await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping/timesheet?month=2027-03');
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((x: { staff: { id: number } }) => x.staff.id).sort()).toEqual([me.id, Number(colleague.id)].sort());
    const elsewhere = Number((await q1("SELECT id FROM organization WHERE code = 'THACO-AUTO'")).id);
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/time-keeping/timesheet?month=2027-03&unit_id=${elsewhere}`)).status).toBe(403);
    // The export: the same people and month as an xlsx.
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/time-keeping/timesheet/export?month=2027-03&unit_id=${unit}`, headers: { authorization: `Bearer ${tok.hr}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(1).getCell(1).value).toBe('Mã NV');
    expect(ws?.rowCount).toBe(hr.body.data.items.length + 1);
  });

  it('enrols within capacity: two people racing for the last seat, one wins; other units and results refused to staff', async () => {
    const course = (body: Record<string, unknown>) =>
      t.call(tok.hr as string, 'POST', '/api/v1/training-course', {
        title: 'Kỹ năng thuyết trình',
        title_en: 'Presentation skills',
        trainer: 'ThS. Nguyễn Văn An',
        mode: 'OFFLINE',
        start_time: '2027-04-05T01:00:00Z',
        end_time: '2027-04-05T09:00:00Z',
        location: 'Hội trường A',
        capacity: 1,
        ...body,
      });
    const c1 = await course({ code: 'DT-TEST-1' });
    expect(JSON.stringify(c1.body)).toContain('"success":true');
    const id = Number(c1.body.data.id);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/training-course', { title: 'X', trainer: 'Y', start_time: '2027-04-05T01:00:00Z', end_time: '2027-04-05T02:00:00Z', capacity: 5 })).status).toBe(403);
    const both = await Promise.all([t.call(tok.staff as string, 'POST', `/api/v1/training-course/${id}/enrol`), t.call(tok.hr as string, 'POST', `/api/v1/training-course/${id}/enrol`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await q1("SELECT count(*)::int AS n FROM training_enrolment WHERE course_id = $1 AND enrolment = 'ENROLLED'", [id])).n).toBe(1);
    const upcoming = await t.call(tok.staff as string, 'GET', '/api/v1/training-course/upcoming');
    expect(upcoming.body.data.items.find((x: { id: number }) => x.id === id)).toMatchObject({ seats_left: 0 });
    // Whoever won withdraws: the seat is free for the other.
    const winner = both[0]?.status === 200 ? 'staff' : 'hr';
    const loser = winner === 'staff' ? 'hr' : 'staff';
    expect((await t.call(tok[winner] as string, 'POST', `/api/v1/training-course/${id}/withdraw`)).status).toBe(200);
    const second = await t.call(tok[loser] as string, 'POST', `/api/v1/training-course/${id}/enrol`);
    expect(second.status).toBe(200);
    // A course for another unit: refused to staff.
    const auto = Number((await q1("SELECT id FROM organization WHERE code = 'THACO-AUTO'")).id);
    const c2 = await course({ code: 'DT-TEST-2', capacity: 10, target_unit_ids: [auto] });
    const refused = await t.call(tok.staff as string, 'POST', `/api/v1/training-course/${c2.body.data.id}/enrol`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/đơn vị/);
    // Staff may not record results, nor enrol someone else; HR records attendance, result and certificate.
    const c3 = await course({ code: 'DT-TEST-3', capacity: 10 });
    const mine = await t.call(tok.staff as string, 'POST', `/api/v1/training-course/${c3.body.data.id}/enrol`);
    expect(mine.status).toBe(200);
    const eid = Number(mine.body.data.id);
    expect((await t.call(tok.staff as string, 'PUT', `/api/v1/training-enrolment/${eid}`, { result: 'PASSED' })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/training-enrolment', { course_id: c3.body.data.id, staff_id: Number((await fileOf('editor')).id) })).status).toBe(403);
    const graded = await t.call(tok.hr as string, 'PUT', `/api/v1/training-enrolment/${eid}`, { attendance: 'PRESENT', result: 'PASSED', score: 88, certificate_no: 'CC-TEST-01', certificate_date: '2027-04-06' });
    expect(graded.status).toBe(200);
    // The passed course becomes a certificate in the staff file, once; only HR records it.
    const qualification = Number((await q1("SELECT id FROM staff_setting_item WHERE category = 'QUALIFICATION' AND parent_id IS NOT NULL ORDER BY id LIMIT 1")).id);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/training-enrolment/${eid}/recordCertificate`, { qualification_id: qualification })).status).toBe(403);
    const recorded = await t.call(tok.hr as string, 'POST', `/api/v1/training-enrolment/${eid}/recordCertificate`, { qualification_id: qualification });
    expect(recorded.status).toBe(200);
    expect((await q1('SELECT school, graduation_year FROM education WHERE id = $1', [recorded.body.data.id])).school).toBe('Kỹ năng thuyết trình - CC-TEST-01');
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/training-enrolment/${eid}/recordCertificate`, { qualification_id: qualification })).status).toBe(409);
    const history = await t.call(tok.staff as string, 'GET', '/api/v1/training-enrolment/mine');
    expect(history.body.data.items.find((x: { id: number }) => Number(x.id) === eid)).toMatchObject({ result: 'PASSED', certificate_no: 'CC-TEST-01' });
    // Once the course has started, staff may not withdraw.
    t.clock.set('2027-04-05T03:00:00Z');
    expect((await t.call(await t.login('staff'), 'POST', `/api/v1/training-course/${c3.body.data.id}/withdraw`)).status).toBe(409);
  });
});

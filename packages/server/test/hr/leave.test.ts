/**
 * Leave (issue 15) through the API: working days over a weekend and a holiday, half days, overlap
 * refused by the database (also two creates at once: one wins), the balance that may not go
 * negative (also two submissions at once: one wins), submit -> approve (one step, and both steps
 * over 3 days) -> taken; reject, withdraw and cancel-after-approval return the days; other
 * people's leave and the wrong role refused; HR filing for a staff member (who is the requester);
 * the team calendar (own and direct reports' leave, the department for HR) and the leave approval
 * process.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('leave on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};
  const typeId = async (code: string) => Number((await q1('SELECT id FROM staff_setting_leave_type WHERE code = $1', [code])).id);
  const create = (who: string, body: Record<string, unknown>) => t.call(tok[who] as string, 'POST', '/api/v1/staff-leave', { leave_type_id: ids.annual, reason: 'Việc gia đình', ...body });
  const balance = async () => {
    const res = await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave/my-balance?year=2027');
    expect(res.status).toBe(200);
    return res.body.data.items.find((x: { leave_type_id: number }) => x.leave_type_id === ids.annual) as { remaining: number; taken: number; pending: number; id: number | null };
  };
  const ids = { annual: 0, unpaid: 0, wedding: 0 };

  it('counts working days: weekends and holidays skipped, half days 0.5', async () => {
    t.clock.set('2027-02-01T02:00:00Z');
    for (const u of ['staff', 'hr', 'admin', 'editor']) tok[u] = await t.login(u);
    Object.assign(ids, { annual: await typeId('ANNUAL'), unpaid: await typeId('UNPAID'), wedding: await typeId('WEDDING') });
    // HR declares a holiday on Wednesday 10 March 2027; staff may not.
    const holiday = { name: 'Ngày hội Tập đoàn', name_en: 'Group day', from_date: '2027-03-10', to_date: '2027-03-10' };
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/staff-setting-holiday', holiday)).status).toBe(403);
    expect((await t.call(tok.hr as string, 'POST', '/api/v1/staff-setting-holiday', holiday)).status).toBe(200);
    const days = async (qs: string) => (await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave/working-days?${qs}`)).body.data.days;
    expect(await days('from_date=2027-03-09&to_date=2027-03-11')).toBe(2); // Tue..Thu over the holiday
    expect(await days('from_date=2027-03-12&to_date=2027-03-15')).toBe(2); // Fri..Mon over the weekend
    expect(await days('from_date=2027-03-16&to_date=2027-03-16&is_to_half=1')).toBe(0.5);
    expect(await days('from_date=2027-03-16&to_date=2027-03-17&is_from_half=1')).toBe(1.5);
    const res = await create('staff', { from_date: '2027-03-09', to_date: '2027-03-11' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ days: 2, status: 'DRAFT' });
    expect(String(res.body.data.title)).toContain('Lê Hoàng Nam');
    // Only weekend and holiday: refused; across two years: refused; a half day where the type forbids it: refused.
    expect((await create('staff', { from_date: '2027-03-13', to_date: '2027-03-14' })).status).toBe(400);
    expect((await create('staff', { from_date: '2027-12-30', to_date: '2028-01-03' })).status).toBe(400);
    const half = await create('staff', { leave_type_id: ids.wedding, from_date: '2027-03-22', to_date: '2027-03-22', is_to_half: true });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('nửa ngày');
  });

  it('refuses overlapping leave of one person in the database, in the caller language; two creates at once: one wins', async () => {
    const vi = await create('staff', { from_date: '2027-03-11', to_date: '2027-03-12' });
    expect(vi.status).toBe(409);
    expect(vi.body.message).toMatch(/trùng/);
    const en = await t.call(tok.staff as string, 'POST', '/api/v1/staff-leave?lang=en', { leave_type_id: ids.annual, from_date: '2027-03-08', to_date: '2027-03-09' });
    expect(en.status).toBe(409);
    expect(en.body.message).toMatch(/overlaps/);
    const both = await Promise.all([create('staff', { from_date: '2027-04-05', to_date: '2027-04-06' }), create('staff', { from_date: '2027-04-06', to_date: '2027-04-07' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // The winner is a draft: its owner deletes it (portal delete), which frees the dates.
    const won = both.find((r) => r.status === 200)?.body.data.id;
    expect((await t.call(tok.staff as string, 'DELETE', `/api/v1/staff-leave/${won}`, { f_portal: 1 })).status).toBe(200);
  });

  it('walks submit -> approve (one step, then both steps) -> taken; reject, withdraw and cancel return the days', async () => {
    const before = await balance();
    expect(before.taken).toBe(0);
    const [first] = (await t.database.query<{ id: string }>("SELECT id FROM staff_leave WHERE from_date = '2027-03-09'")) as { id: string }[];
    const a = Number(first?.id);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/submit/${a}`)).status).toBe(200);
    expect((await balance()).pending).toBe(2);
    expect((await balance()).remaining).toBe(before.remaining - 2);
    // Not the approver; the requester may not approve their own.
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/staff-leave/${a}/approve`)).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${a}/approve`)).status).toBe(403);
    const ok = await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/approve/${a}`, { comment: 'Đồng ý' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('APPROVED');
    expect(await balance()).toMatchObject({ taken: 2, pending: 0 });

    // Over 3 days: the line manager, then HR.
    const long = await create('staff', { from_date: '2027-05-03', to_date: '2027-05-07' });
    expect(long.body.data.days).toBe(5);
    const b = Number(long.body.data.id);
    await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${b}/submit`);
    const step1 = await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/${b}/approve`);
    expect(step1.body.data.status).toBe('PENDING');
    const timeline = await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave/${b}/approval`);
    expect(timeline.body.data.request.steps).toHaveLength(2);
    expect(timeline.body.data.mayAct.map((p: { name: string }) => p.name)).toEqual(['Phạm Thị Nhân']);
    const step2 = await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave/${b}/approve`);
    expect(step2.body.data.status).toBe('APPROVED');
    expect(await balance()).toMatchObject({ taken: 7, pending: 0 });

    // Rejected: the pending days return.
    const c = Number((await create('staff', { from_date: '2027-05-10', to_date: '2027-05-11' })).body.data.id);
    await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${c}/submit`);
    expect((await balance()).pending).toBe(2);
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/${c}/reject`, { comment: 'Cao điểm cuối tháng' })).status).toBe(200);
    expect((await balance()).pending).toBe(0);
    // Withdrawn while pending (spec path /cancel/{id}): returned too.
    const d = Number((await create('staff', { from_date: '2027-05-12', to_date: '2027-05-12' })).body.data.id);
    await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${d}/submit`);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/cancel/${d}`)).body.data.status).toBe('CANCELLED');
    expect((await balance()).pending).toBe(0);
    // An approved leave cannot be deleted, but cancelled (before it starts): its days return, its dates are free again.
    expect((await t.call(tok.staff as string, 'DELETE', `/api/v1/staff-leave/${a}`)).status).toBe(409);
    const cancelled = await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/cancel/${a}`, { reason: 'Đổi kế hoạch' });
    expect(cancelled.status).toBe(200);
    expect(await balance()).toMatchObject({ taken: 5, pending: 0 });
    const decisions = (await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave/${a}/approval`)).body.data.decisions.map((x: { decision: string }) => x.decision);
    expect(decisions).toEqual(['SUBMITTED', 'APPROVED', 'CANCELLED']);
    expect((await create('staff', { from_date: '2027-03-09', to_date: '2027-03-11' })).status).toBe(200);
    // Once a leave has started only HR cancels it.
    t.clock.set('2027-05-04T02:00:00Z');
    const started = await t.call(await t.login('staff'), 'POST', `/api/v1/staff-leave/${b}/revoke`);
    expect(started.status).toBe(409);
    expect(started.body.message).toMatch(/đã bắt đầu/);
    t.clock.set('2027-02-01T02:00:00Z');
  });

  it('refuses a negative balance, also for two submissions at once; types that allow it go below zero', async () => {
    expect((await create('staff', { from_date: '2027-06-01', to_date: '2027-07-30' })).status).toBe(409);
    const unpaid = await create('staff', { leave_type_id: ids.unpaid, from_date: '2027-06-01', to_date: '2027-06-30' });
    expect(unpaid.status).toBe(200);
    expect((await t.call(tok.staff as string, 'DELETE', `/api/v1/staff-leave/${unpaid.body.data.id}?f_portal=1`)).status).toBe(200);
    // HR adjusts the balance (spec POST /staff-leave-day/{id}) so 3 days are left; staff may not.
    const bal = await balance();
    expect(bal.id).toBeTruthy();
    const row = (await t.call(tok.hr as string, 'GET', `/api/v1/staff-leave-day/${bal.id}`)).body.data;
    const adjustment = Number(row.adjustment ?? 0) + (3 - bal.remaining);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/staff-leave-day/${bal.id}`, { adjustment })).status).toBe(403);
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave-day/${bal.id}`, { adjustment, note: 'Điều chỉnh theo quyết định' })).status).toBe(200);
    expect((await balance()).remaining).toBe(3);
    // A balance HR makes by hand starts with nothing taken or pending; one per staff member, type and year.
    const staffFile = Number(row.staff_id);
    const made = await t.call(tok.hr as string, 'POST', '/api/v1/staff-leave-day', { staff_id: staffFile, leave_type_id: ids.annual, year: 2028, entitled: 14, pending: 9, taken: 9 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ taken: 0, pending: 0 });
    expect((await t.call(tok.hr as string, 'GET', `/api/v1/staff-leave-day/${made.body.data.id}`)).body.data.remaining).toBe(14);
    expect((await t.call(tok.hr as string, 'POST', '/api/v1/staff-leave-day', { staff_id: staffFile, leave_type_id: ids.annual, year: 2028, entitled: 12 })).status).toBe(409);
    const x = Number((await create('staff', { from_date: '2027-08-02', to_date: '2027-08-03' })).body.data.id);
    const y = Number((await create('staff', { from_date: '2027-08-09', to_date: '2027-08-10' })).body.data.id);
    const both = await Promise.all([x, y].map((id) => t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${id}/submit`)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(JSON.stringify(both.find((r) => r.status === 409)?.body)).toMatch(/Không đủ ngày phép/);
    expect(await balance()).toMatchObject({ pending: 2, remaining: 1 });
  });

  it("keeps other people's leave away: reads, writes, requests for someone else", async () => {
    const [mine] = (await t.database.query<{ id: string; staff_id: string }>("SELECT id, staff_id FROM staff_leave WHERE from_date = '2027-05-03'")) as { id: string; staff_id: string }[];
    const id = Number(mine?.id);
    // No HR right at all (the editor): refused.
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/staff-leave/${id}`)).status).toBe(403);
    expect((await t.call(tok.editor as string, 'GET', '/api/v1/staff-leave')).status).toBe(403);
    // HR limited to THACO AUTO: the group office's leave is not found.
    const auto = await t.login('hr.auto');
    expect((await t.call(auto, 'GET', `/api/v1/staff-leave/${id}`)).status).toBe(404);
    expect((await t.call(auto, 'POST', `/api/v1/staff-leave/${id}/revoke`)).status).toBe(404);
    expect((await t.call(auto, 'DELETE', `/api/v1/staff-leave/${id}`)).status).toBe(404);
    // Staff request only for themselves.
    const hrFile = Number((await q1("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'hr'")).id);
    const forOther = await create('staff', { staff_id: hrFile, from_date: '2027-09-06', to_date: '2027-09-06' });
    expect(forOther.status).toBe(403);
    expect(forOther.body.message).toMatch(/của chính mình/);
    const list = (await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave?limit=100')).body.data.items as { staff_id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => Number(r.staff_id) === Number(mine?.staff_id))).toBe(true);
    // HR files for anyone (its range); the balance list is HR's, staff see their own.
    expect((await create('hr', { staff_id: Number(mine?.staff_id), from_date: '2027-09-06', to_date: '2027-09-06' })).status).toBe(200);
    const balances = (await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave-day?limit=100')).body.data.items as { staff_id: number }[];
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.every((b) => Number(b.staff_id) === Number(mine?.staff_id))).toBe(true);
  });

  it('HR files leave for a staff member: the staff member is its requester (approval, notification, own list); the record names HR as its author', async () => {
    const acc = async (u: string) => Number((await q1('SELECT id FROM account WHERE username = $1', [u])).id);
    const staffFile = Number((await q1("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'")).id);
    const made = await create('hr', { staff_id: staffFile, from_date: '2027-11-16', to_date: '2027-11-16' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const lid = Number(made.body.data.id);
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave/submit/${lid}`)).status).toBe(200);
    expect(Number((await q1("SELECT requester_id FROM approval_request WHERE target_type = 'staff_leave' AND target_id = $1", [lid])).requester_id)).toBe(await acc('staff'));
    expect(Number((await q1('SELECT created_by FROM staff_leave WHERE id = $1', [lid])).created_by)).toBe(await acc('hr'));
    expect(Number((await q1("SELECT user_id FROM activity_log WHERE table_name = 'staff_leave' AND record_id = $1 ORDER BY id LIMIT 1", [lid])).user_id)).toBe(await acc('hr'));
    // Their line manager (not HR's) is the one asked, and told; HR, who filed it, is not an approver.
    const manager = Number((await q1('SELECT m.account_id FROM staff s JOIN staff m ON m.id = s.manager_id WHERE s.id = $1', [staffFile])).account_id);
    expect(manager).toBe(await acc('admin'));
    const asked = await q1("SELECT current_approver_ids FROM approval_request WHERE target_type = 'staff_leave' AND target_id = $1", [lid]);
    expect((asked.current_approver_ids as (number | string)[]).map(Number)).toEqual([manager]);
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave/approve/${lid}`)).status).toBe(403);
    const [waiting] = await t.database.query<{ recipient_id: string }>("SELECT recipient_id FROM notification WHERE source_type = 'STAFF_LEAVE' AND source_id = $1 ORDER BY id", [lid]);
    expect(Number(waiting?.recipient_id)).toBe(manager);
    // The staff member's own list has it; their line manager (the admin) decides it.
    const mine = (await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave?f_staff_id=${staffFile}&limit=100`)).body.data.items as { id: number }[];
    expect(mine.map((x) => Number(x.id))).toContain(lid);
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/approve/${lid}`)).status).toBe(200);
    const [told] = await t.database.query<{ recipient_id: string; link: string }>("SELECT recipient_id, link FROM notification WHERE source_type = 'STAFF_LEAVE' AND source_id = $1 ORDER BY id DESC LIMIT 1", [lid]);
    expect(Number(told?.recipient_id)).toBe(await acc('staff'));
    expect(told?.link).toBe(`/human-resource/leave?type=staff_leave&id=${lid}`);
    // A rejection reaches the staff member too, with the manager's reason; "my requests" lists both as theirs.
    const other = await create('hr', { staff_id: staffFile, leave_type_id: ids.unpaid, from_date: '2027-11-18', to_date: '2027-11-18' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const oid = Number(other.body.data.id);
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave/submit/${oid}`)).status).toBe(200);
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/${oid}/reject`, { comment: 'Trùng lịch kiểm kê' })).status).toBe(200);
    const [rejected] = await t.database.query<{ recipient_id: string; content: string | null }>("SELECT recipient_id, content FROM notification WHERE source_type = 'STAFF_LEAVE' AND source_id = $1 ORDER BY id DESC LIMIT 1", [oid]);
    expect(Number(rejected?.recipient_id)).toBe(await acc('staff'));
    expect(rejected?.content).toBe('Trùng lịch kiểm kê');
    const mineReqs = (await t.call(tok.staff as string, 'GET', '/api/v1/approvals/mine?limit=100')).body.data.items as { target_type: string; target_id: number; approval_status: string }[];
    expect(mineReqs.filter((x) => x.target_type === 'staff_leave' && [lid, oid].includes(Number(x.target_id))).map((x) => x.approval_status).sort()).toEqual(['APPROVED', 'REJECTED']);
    expect(((await t.call(tok.hr as string, 'GET', '/api/v1/approvals/mine?limit=100')).body.data.items as { target_id: number; target_type: string }[]).some((x) => x.target_type === 'staff_leave' && [lid, oid].includes(Number(x.target_id)))).toBe(false);
  });

  it("shows someone without the HR right only their own and their direct reports' leave; HR sees the department", async () => {
    const me = Number((await q1("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'")).id);
    const dept = Number((await q1('SELECT department_id FROM staff WHERE id = $1', [me])).department_id);
    const colleagues = await t.database.query<{ id: string; full_name: string }>(
      "SELECT id, full_name FROM staff WHERE department_id = $1 AND id <> $2 AND account_id IS NULL AND state = 'ACTIVE' AND employee_status = 'WORKING' ORDER BY id LIMIT 2",
      [dept, me],
    );
    expect(colleagues).toHaveLength(2);
    const [report, peer] = colleagues as { id: string; full_name: string }[];
    await t.database.query('UPDATE staff SET manager_id = $1 WHERE id = $2', [me, report?.id]);
    for (const [who, day] of [
      [report, '2027-12-07'],
      [peer, '2027-12-08'],
    ] as const) {
      const made = await create('hr', { staff_id: Number(who?.id), from_date: day, to_date: day, ...(who === peer ? { is_to_half: true } : {}) });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect((await t.call(tok.hr as string, 'POST', `/api/v1/staff-leave/submit/${made.body.data.id}`)).status).toBe(200);
    }
    const mineCal = (await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave/team-calendar?month=2027-12&unit_id=${dept}`)).body.data;
    expect(mineCal.scope).toBe('team');
    const names = mineCal.people.map((x: { full_name: string }) => x.full_name);
    expect(names).toContain(report?.full_name);
    expect(names).not.toContain(peer?.full_name);
    const hrCal = (await t.call(tok.hr as string, 'GET', `/api/v1/staff-leave/team-calendar?month=2027-12&unit_id=${dept}`)).body.data;
    expect(hrCal.scope).toBe('unit');
    expect(hrCal.people.map((x: { full_name: string }) => x.full_name)).toEqual(expect.arrayContaining([report?.full_name, peer?.full_name]));
    // The peer's half day: a run of one day, 0.5 working days, pending, its last day a half.
    const peerRuns = hrCal.people.find((x: { staff_id: number }) => Number(x.staff_id) === Number(peer?.id)).runs;
    expect(peerRuns).toEqual([[expect.any(Number), '2027-12-08', '2027-12-08', 0.5, ids.annual, 'PENDING', 2]]);
  });

  it('shows the team calendar of my department and the leave approval process', async () => {
    const cal = await t.call(tok.hr as string, 'GET', '/api/v1/staff-leave/team-calendar?month=2027-05');
    expect(cal.status).toBe(200);
    // Compact: each person once, their leave as runs [id, from, to, days, type, status, halves]; each type named once.
    type Run = [number, string, string, number, number, string, number];
    const data = cal.body.data as { people: { staff_id: number; full_name: string; runs: Run[] }[]; types: { id: number; name: string }[]; isTruncated: boolean };
    expect(data.isTruncated).toBe(false);
    const staffIds = data.people.map((p) => p.staff_id);
    expect(new Set(staffIds).size).toBe(staffIds.length);
    const nam = data.people.find((p) => p.runs.some((r) => r[1] === '2027-05-03'));
    expect(nam?.full_name).toBe('Lê Hoàng Nam');
    const run = nam?.runs.find((r) => r[1] === '2027-05-03') as Run;
    expect(run.slice(2, 7)).toEqual(['2027-05-07', 5, run[4], 'APPROVED', 0]);
    expect(data.types.map((x) => x.id)).toContain(run[4]);
    const row = await q1('SELECT id, leave_type_id, reason FROM staff_leave WHERE id = $1', [run[0]]);
    expect(Number(row.leave_type_id)).toBe(run[4]);
    expect(JSON.stringify(data)).not.toContain('reason');
    // Half days travel as the run's last number; the calendar stays by date within a person.
    for (const p of data.people) expect(p.runs.map((r) => r[1])).toEqual([...p.runs.map((r) => r[1])].sort());
    expect((await t.call(tok.hr as string, 'GET', '/api/v1/staff-leave/team-calendar?month=2027-13')).status).toBe(400);
    const p = await t.call(tok.staff as string, 'GET', '/api/v1/staff-setting-leave-approval');
    expect(p.status).toBe(200);
    expect(p.body.data.items[0].source_type).toBe('STAFF_LEAVE');
    expect(p.body.data.items[0].steps).toHaveLength(2);
  });

  it('offers the steps the requester chooses at submit and takes their approvers by staff file; refuses none, oneself and people without an account', async () => {
    const me = await q1("SELECT s.id, s.department_id, s.unit_id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'");
    const adminFile = Number((await q1("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'admin'")).id);
    const noAccount = Number((await q1("SELECT id FROM staff WHERE account_id IS NULL AND state = 'ACTIVE' ORDER BY id LIMIT 1")).id);
    const choice = async (qs: string) => (await t.call(tok.staff as string, 'GET', `/api/v1/staff-leave/approval-choice?${qs}`)).body.data;
    // The group's process has no such step.
    expect((await choice('days=2')).steps).toEqual([]);
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave/approval-choice?days=x')).status).toBe(400);
    const proc = await t.call(tok.admin as string, 'POST', '/api/v1/approval-process', {
      name: 'Duyệt nghỉ phép của phòng',
      source_type: 'STAFF_LEAVE',
      unit_id: Number(me.department_id ?? me.unit_id),
      steps: [
        { name: 'Người duyệt do tôi chọn', approver_kind: 'REQUESTER_CHOICE', mode: 'ANY' },
        { name: 'Người duyệt thêm (trên 3 ngày)', approver_kind: 'REQUESTER_CHOICE', mode: 'ANY', condition_field: 'days', condition_op: 'GT', condition_value: 3 },
      ],
    });
    expect(proc.status, JSON.stringify(proc.body)).toBe(200);
    try {
      const two = await choice('days=2');
      expect(two.process.name).toBe('Duyệt nghỉ phép của phòng');
      expect(two.steps.map((x: { applies: boolean; isRequired: boolean }) => [x.applies, x.isRequired])).toEqual([
        [true, true],
        [false, true],
      ]);
      expect((await choice('days=4')).steps.every((x: { applies: boolean }) => x.applies)).toBe(true);
      const made = await create('staff', { leave_type_id: ids.unpaid, from_date: '2027-12-14', to_date: '2027-12-15' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const lid = Number(made.body.data.id);
      const submit = (body: Record<string, unknown>) => t.call(tok.staff as string, 'POST', `/api/v1/staff-leave/${lid}/submit?lang=en`, body);
      expect((await submit({})).body.message).toBe('Please choose the approvers of step "Người duyệt do tôi chọn"');
      expect((await submit({ approver_staff_ids: [Number(me.id)] })).body.errors[0].message).toBe('Chosen approvers must be active accounts other than the requester');
      expect((await submit({ approver_staff_ids: [noAccount] })).body.errors[0].message).toBe('Chosen approvers must have an active sign-in account');
      expect((await q1('SELECT status FROM staff_leave WHERE id = $1', [lid])).status).toBe('DRAFT');
      const sent = await submit({ approver_staff_ids: [adminFile] });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const req = await q1("SELECT current_approver_ids FROM approval_request WHERE target_type = 'staff_leave' AND target_id = $1", [lid]);
      expect((req.current_approver_ids as number[]).map(Number)).toEqual([Number((await q1("SELECT id FROM account WHERE username = 'admin'")).id)]);
      expect((await t.call(tok.admin as string, 'POST', `/api/v1/staff-leave/approve/${lid}`)).body.data.status).toBe('APPROVED');
    } finally {
      await t.database.query("UPDATE approval_process SET state = 'INACTIVE' WHERE id = $1", [proc.body.data.id]);
    }
  });

  it("counts working days by the unit's working-day pattern (Saturdays, Saturday mornings; inherited down the tree) in leave and the month's timesheet", async () => {
    const me = await q1("SELECT s.id, s.department_id, s.unit_id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'");
    const unitId = Number(me.unit_id ?? me.department_id);
    const setPattern = (id: number, working_pattern: string | null) => t.call(tok.admin as string, 'PUT', `/api/v1/organization/${id}`, { working_pattern });
    const days = async () => (await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave/working-days?from_date=2027-03-12&to_date=2027-03-15')).body.data.days;
    const standard = async () => (await t.call(tok.staff as string, 'GET', '/api/v1/time-keeping/my-month?month=2027-03')).body.data.totals.standard_days;
    expect(await days()).toBe(2);
    // March 2027: 23 weekdays less the group day on the 10th.
    expect(await standard()).toBe(22);
    expect((await setPattern(unitId, 'NOPE')).status).toBe(400);
    expect((await setPattern(unitId, 'MON_SAT')).status).toBe(200);
    try {
      // Set on the staff member's unit, it holds for the department under it.
      expect(await days()).toBe(3);
      expect(await standard()).toBe(26);
      expect((await t.call(tok.staff as string, 'GET', '/api/v1/staff-leave/my-balance?year=2027')).body.data.working_pattern).toBe('MON_SAT');
      const sat = await create('staff', { leave_type_id: ids.unpaid, from_date: '2027-10-16', to_date: '2027-10-16' });
      expect(sat.status, JSON.stringify(sat.body)).toBe(200);
      expect(sat.body.data.days).toBe(1);
      expect((await setPattern(unitId, 'MON_SAT_AM')).status).toBe(200);
      expect(await days()).toBe(2.5);
      expect(await standard()).toBe(24);
    } finally {
      expect((await setPattern(unitId, null)).status).toBe(200);
    }
    expect(await days()).toBe(2);
    // Back to Monday to Friday: a Saturday alone holds no working day.
    expect((await create('staff', { leave_type_id: ids.unpaid, from_date: '2027-10-23', to_date: '2027-10-23' })).status).toBe(400);
  });
});

/**
 * The approval engine (issue 15, ADR 0006), walked on recruitment requests with the demo process
 * (the requester's line manager, then the HR board): submit, out-of-turn refusals, two steps,
 * concurrent approvals making one decision, rejection with a reason and resubmission, delegation
 * within and outside its period, a step added on the fly, withdrawal, no approver to ask (nothing
 * written), notifications to who must act and to the requester, the timeline, "waiting for me",
 * bulk decisions, the engine-only records, approvers the requester names at submit where the
 * process allows it, and self-approval only where the process allows it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remindApprovals, stepApplies } from '../../src/approval/engine.js';
import { MIGRATIONS_DIR } from '../../src/db/migrate.js';
import { dbKinds, useTestApp } from '../harness.js';

describe('a step condition', () => {
  it('applies unless the record has a number that does not satisfy it', () => {
    const step = { condition_field: 'days', condition_op: 'GT', condition_value: 3 };
    expect(stepApplies(step, { days: 5 })).toBe(true);
    expect(stepApplies(step, { days: 3 })).toBe(false);
    expect(stepApplies(step, { days: 'x' })).toBe(true);
    expect(stepApplies({ condition_field: null }, { days: 1 })).toBe(true);
    expect(stepApplies({ condition_field: 'amount', condition_op: 'LTE', condition_value: 100 }, { amount: 100 })).toBe(true);
  });
});

describe.each(dbKinds(import.meta.url))('approval chains on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const id = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);
  const unit = async (code: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM organization WHERE code = $1', [code]))[0]?.id);
  const newRequest = async (title: string, who = 'hr.auto') => {
    const res = await t.call(tok[who] as string, 'POST', '/api/v1/recruitment', { title, unit_id: await unit('THACO-AUTO'), quantity: 2, reason: 'Mở rộng sản xuất' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('DRAFT');
    return res.body.data.id as number;
  };
  const act = (who: string, rid: number, action: string, body: unknown = {}, lang = 'vi') => t.call(tok[who] as string, 'POST', `/api/v1/recruitment/${rid}/${action}?lang=${lang}`, body);
  const statusOf = async (rid: number) => (await t.database.query<{ status: string }>('SELECT status FROM recruitment WHERE id = $1', [rid]))[0]?.status;
  const notes = async (username: string, rid: number) =>
    (
      await t.database.query<{ title: string; content: string | null }>(
        "SELECT title, content FROM notification WHERE recipient_id = $1 AND source_type = 'RECRUITMENT' AND source_id = $2 ORDER BY id",
        [await id(username), rid],
      )
    ).map((n) => n);
  const waiting = async (who: string) => (await t.call(tok[who] as string, 'GET', '/api/v1/approvals/waiting')).body.data.items as { target_id: number; step_name: string }[];

  it('walks two steps: the line manager, then HR; others are refused; the requester is told', async () => {
    for (const u of ['admin', 'hr', 'hr.auto', 'staff', 'editor', 'approver']) tok[u] = await t.login(u);
    const rid = await newRequest('Kỹ sư khuôn mẫu');
    const submitted = await act('hr.auto', rid, 'submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await statusOf(rid)).toBe('PENDING');
    // hr.auto's line manager is the head of the demo organisation (the admin's staff file).
    expect((await waiting('admin')).map((w) => w.target_id)).toContain(rid);
    expect((await waiting('hr')).map((w) => w.target_id)).not.toContain(rid);
    expect((await notes('admin', rid))[0]?.title).toContain('Kỹ sư khuôn mẫu');
    // Out of turn: the HR board (step 2), a colleague, the requester.
    for (const who of ['hr', 'staff', 'hr.auto']) {
      const res = await act(who, rid, 'approve', {}, 'en');
      expect(res.status, who).toBe(403);
      expect(res.body.message).toBe('You are not an approver of the current step');
    }
    expect((await act('admin', rid, 'approve', { comment: 'Đồng ý' })).status).toBe(200);
    expect(await statusOf(rid)).toBe('PENDING');
    const wait = (await waiting('hr')).find((w) => w.target_id === rid) as Record<string, unknown> | undefined;
    expect(wait).toMatchObject({ step_name: 'Ban Nhân sự duyệt', source_type: 'RECRUITMENT', requester_id: await id('hr.auto'), path: 'recruitment' });
    expect(wait?.requester_name).toBeTruthy();
    expect(wait).not.toHaveProperty('steps');
    // The requester's own list (/hr-tasks): where it stands, one of two steps done, who acts now.
    const mine = async () => ((await t.call(tok['hr.auto'] as string, 'GET', '/api/v1/approvals/mine')).body.data.items as Record<string, unknown>[]).find((m) => m.target_id === rid);
    expect(await mine()).toMatchObject({ approval_status: 'PENDING', step_name: 'Ban Nhân sự duyệt', steps_total: 2, steps_done: 1 });
    expect((await mine())?.waiting_for).toBeTruthy();
    expect(((await t.call(tok.hr as string, 'GET', '/api/v1/approvals/mine')).body.data.items as { target_id: number }[]).map((m) => m.target_id)).not.toContain(rid);
    // Two approvals of the HR step at once: one decision, the other is told it is decided.
    const both = await Promise.all([act('hr', rid, 'approve'), act('hr', rid, 'approve')]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 409]);
    expect(await statusOf(rid)).toBe('APPROVED');
    expect(await mine()).toMatchObject({ approval_status: 'APPROVED', step_name: null, steps_done: 2 });
    expect((await notes('hr.auto', rid)).at(-1)?.title).toContain('đã được phê duyệt');
    const timeline = await t.call(tok['hr.auto'] as string, 'GET', `/api/v1/recruitment/${rid}/approval`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.decisions.map((d: { decision: string }) => d.decision)).toEqual(['SUBMITTED', 'APPROVED', 'APPROVED']);
    expect(timeline.body.data.decisions[1].comment).toBe('Đồng ý');
    expect(timeline.body.data.mayAct).toEqual([]);
    // Someone neither involved nor able to read the request sees nothing of it.
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).status).toBe(404);
    // Once decided, a late approval is refused.
    expect((await act('admin', rid, 'approve')).status).toBe(409);
    // Status changes are in the record's history.
    const log = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM activity_log WHERE table_name = 'recruitment' AND record_id = $1", [rid]);
    expect(log[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('lists the requests someone filed (f_created_by), for "my requests"', async () => {
    const mine = await newRequest('Chuyên viên kế hoạch sản xuất');
    const other = await newRequest('Kỹ thuật viên bảo trì', 'hr');
    const ids = async (who: string, by: string) => ((await t.call(tok[who] as string, 'GET', `/api/v1/recruitment?f_created_by=${await id(by)}&limit=100`)).body.data.items as { id: number }[]).map((r) => Number(r.id));
    const hrAuto = await ids('hr.auto', 'hr.auto');
    expect(hrAuto).toContain(mine);
    expect(hrAuto).not.toContain(other);
    expect(await ids('admin', 'hr')).toContain(other);
    expect(await ids('admin', 'hr')).not.toContain(mine);
    expect((await t.call(tok.admin as string, 'GET', '/api/v1/recruitment?f_created_by=abc')).status).toBe(400);
  });

  it('a rejection needs a reason, reaches the requester with it, and the request can be submitted again', async () => {
    const rid = await newRequest('Chuyên viên tuyển dụng');
    await act('hr.auto', rid, 'submit');
    const bare = await act('admin', rid, 'reject', {}, 'en');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Please give a reason');
    expect(await statusOf(rid)).toBe('PENDING');
    expect((await act('admin', rid, 'reject', { comment: 'Chưa có ngân sách' })).status).toBe(200);
    expect(await statusOf(rid)).toBe('REJECTED');
    expect((await notes('hr.auto', rid)).at(-1)).toMatchObject({ content: 'Chưa có ngân sách' });
    // Rejected is editable and may be submitted again: a fresh chain.
    expect((await t.call(tok['hr.auto'] as string, 'PUT', `/api/v1/recruitment/${rid}`, { quantity: 1 })).status).toBe(200);
    expect((await act('hr.auto', rid, 'submit')).status).toBe(200);
    expect(await statusOf(rid)).toBe('PENDING');
    expect((await waiting('admin')).map((w) => w.target_id)).toContain(rid);
    // Pending is not editable.
    expect((await t.call(tok['hr.auto'] as string, 'PUT', `/api/v1/recruitment/${rid}`, { quantity: 3 })).status).toBe(409);
  });

  it('a delegate acts on behalf of the approver within the period only', async () => {
    const rid = await newRequest('Nhân viên kinh doanh');
    await act('hr.auto', rid, 'submit');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const past = await t.call(tok.admin as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('admin'), delegate_id: await id('editor'), from_date: '2020-01-01', to_date: '2020-01-31', reason: 'Nghỉ phép' });
    expect(past.status, JSON.stringify(past.body)).toBe(200);
    expect((await act('editor', rid, 'approve')).status).toBe(403);
    // Outside the period the record's approval panel is not the delegate's at all.
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).status).toBe(404);
    // Nor the portal's panel of the record (/hr-tasks?type=recruitment&id=..., by kind and id).
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/approvals/of/recruitment/${rid}`)).status).toBe(404);
    const now = await t.call(tok.admin as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('admin'), delegate_id: await id('editor'), from_date: today, to_date: today, source_type: 'RECRUITMENT', reason: 'Công tác' });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    // Overlapping delegations of one approver for one kind of request are refused by the database.
    expect((await t.call(tok.admin as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('admin'), delegate_id: await id('approver'), from_date: today, to_date: today, source_type: 'RECRUITMENT' })).status).toBe(409);
    expect((await waiting('editor')).map((w) => w.target_id)).toContain(rid);
    // Within it, the record's panel offers the delegate the decision, on the approver's behalf.
    const panel = (await t.call(tok.editor as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).body.data;
    expect(panel).toMatchObject({ canAct: true, onBehalfOf: { id: await id('admin') } });
    const portalPanel = await t.call(tok.editor as string, 'GET', `/api/v1/approvals/of/recruitment/${rid}`);
    expect(portalPanel.status).toBe(200);
    expect(portalPanel.body.data).toMatchObject({ canAct: true, onBehalfOf: { id: await id('admin') }, path: 'recruitment', target_type: 'recruitment', request: { title: expect.any(String) } });
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/approvals/of/no_such_kind/${rid}`)).status).toBe(404);
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/approvals/of/recruitment/abc`)).status).toBe(400);
    expect((await t.call(tok.hr as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).body.data.canAct).toBe(false);
    // Delegations belong to the delegator (issue 36): HR, who edits approval settings, may not hand
    // the administrator's decisions to themselves; their own they may; never to themselves.
    const forged = await t.call(tok.hr as string, 'POST', '/api/v1/approval-delegation?lang=en', { delegator_id: await id('admin'), delegate_id: await id('hr'), from_date: today, to_date: today });
    expect(forged.status, JSON.stringify(forged.body)).toBe(403);
    expect(forged.body.message).toBe('You can delegate only your own approvals');
    expect((await t.call(tok.hr as string, 'PUT', `/api/v1/approval-delegation/${now.body.data.id}`, { delegate_id: await id('hr') })).status).toBe(403);
    expect((await t.call(tok.hr as string, 'DELETE', `/api/v1/approval-delegation/${now.body.data.id}`)).status).toBe(403);
    const self = await t.call(tok.hr as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('hr'), delegate_id: await id('hr'), from_date: today, to_date: today });
    expect(self.status, JSON.stringify(self.body)).toBe(400);
    const own = await t.call(tok.hr as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('hr'), delegate_id: await id('editor'), from_date: '2031-01-01', to_date: '2031-01-02' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await t.database.query('SELECT count(*)::int AS n FROM approval_delegation WHERE delegate_id = $1', [await id('hr')]))[0]).toEqual({ n: 0 });
    // Self-approval through a delegation: the administrator (hr.auto's approver) delegates to hr.auto,
    // whose own request still waits for the administrator: hr.auto may not decide it.
    const toRequester = await t.call(tok.admin as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('admin'), delegate_id: await id('hr.auto'), from_date: today, to_date: today, source_type: 'RECRUITMENT', reason: 'Vắng mặt' });
    expect(toRequester.status, JSON.stringify(toRequester.body)).toBe(409);
    await t.database.query('UPDATE approval_delegation SET delegate_id = $1 WHERE id = $2', [await id('hr.auto'), now.body.data.id]);
    expect((await act('hr.auto', rid, 'approve')).status).toBe(403);
    expect((await waiting('hr.auto')).map((w) => w.target_id)).not.toContain(rid);
    expect((await t.call(tok['hr.auto'] as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).body.data.canAct).toBe(false);
    expect((await t.call(tok['hr.auto'] as string, 'GET', `/api/v1/recruitment/${rid}/abilities`)).body.data.approval?.decide).toBe(false);
    await t.database.query('UPDATE approval_delegation SET delegate_id = $1 WHERE id = $2', [await id('editor'), now.body.data.id]);
    // A delegation for another source type does not reach this request.
    const leaveOnly = await t.call(tok.admin as string, 'POST', '/api/v1/approval-delegation', { delegator_id: await id('admin'), delegate_id: await id('staff'), from_date: '2030-01-01', to_date: '2030-01-02', source_type: 'STAFF_LEAVE' });
    expect(leaveOnly.status).toBe(200);
    await t.database.query("UPDATE approval_delegation SET from_date = now()::date - 1, to_date = now()::date + 1 WHERE id = $1", [leaveOnly.body.data.id]);
    expect((await waiting('staff')).map((w) => w.target_id)).not.toContain(rid);
    expect((await act('staff', rid, 'approve')).status).toBe(403);
    expect((await act('editor', rid, 'approve', { comment: 'Duyệt thay' })).status).toBe(200);
    const timeline = (await t.call(tok.admin as string, 'GET', `/api/v1/recruitment/${rid}/approval`)).body.data;
    const decided = timeline.decisions.find((d: { decision: string }) => d.decision === 'APPROVED');
    expect(decided).toMatchObject({ actor_id: await id('editor'), on_behalf_of_id: await id('admin') });
    await t.call(tok.admin as string, 'DELETE', `/api/v1/approval-delegation/${now.body.data.id}`);
  });

  it('adds a step on the fly, lets the requester withdraw, and refuses a chain with nobody to ask (nothing written)', async () => {
    const rid = await newRequest('Kế toán tổng hợp');
    await act('hr.auto', rid, 'submit');
    const added = await act('admin', rid, 'approve-add-flow', { name: 'Ban Tài chính xem xét', approver_ids: [await id('approver')] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await act('staff', rid, 'approve-add-flow', { name: 'x', approver_ids: [await id('staff')] })).status).toBe(403);
    expect((await act('admin', rid, 'approve-add-flow', { name: '', approver_ids: [] })).status).toBe(400);
    await act('admin', rid, 'approve');
    expect((await waiting('approver')).find((w) => w.target_id === rid)?.step_name).toBe('Ban Tài chính xem xét');
    // Bulk: the added step's approver approves it with another item that is not theirs.
    const bulk = await t.call(tok.approver as string, 'POST', '/api/v1/approvals/bulk', {
      decision: 'APPROVED',
      items: [
        { target_type: 'recruitment', target_id: rid },
        { target_type: 'recruitment', target_id: 999999 },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.map((x: { ok: boolean }) => x.ok)).toEqual([true, false]);
    expect((await waiting('hr')).map((w) => w.target_id)).toContain(rid);

    const other = await newRequest('Thủ kho');
    await act('hr.auto', other, 'submit');
    expect((await act('staff', other, 'cancel')).status).toBe(403);
    expect((await act('hr.auto', other, 'cancel', { comment: 'Không cần nữa' })).status).toBe(200);
    expect(await statusOf(other)).toBe('CANCELLED');
    expect((await waiting('admin')).map((w) => w.target_id)).not.toContain(other);

    // The admin's own staff file has no line manager: nobody to ask, so nothing is written.
    const mine = await newRequest('Giám đốc dự án', 'admin');
    const refused = await act('admin', mine, 'submit', {}, 'en');
    expect(refused.status).toBe(409);
    // The step named in the caller's language (its English name in English).
    expect(refused.body.message).toBe('Step "Line manager approval" has no approver to ask');
    expect((await act('admin', mine, 'submit', {}, 'vi')).body.message).toContain('"Quản lý trực tiếp duyệt"');
    expect(await statusOf(mine)).toBe('DRAFT');
    expect((await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM approval_request WHERE target_type = 'recruitment' AND target_id = $1", [mine]))[0]?.n).toBe(0);
  });

  it('reminds the approvers of a request waiting past its process time, once, whatever the instances', async () => {
    const rid = await newRequest('Kỹ thuật viên bảo trì');
    await act('hr.auto', rid, 'submit');
    const reminders = async () =>
      (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notification WHERE recipient_id = $1 AND source_id = $2 AND title LIKE 'Nhắc việc%'", [await id('admin'), rid]))[0]?.n;
    // Fresh: nothing to remind.
    await remindApprovals(t.database, () => new Date());
    expect(await reminders()).toBe(0);
    // 25 hours later (the demo process reminds after 24), two instances at once: one reminder.
    const later = new Date(Date.now() + 25 * 3600_000);
    await Promise.all([remindApprovals(t.database, () => later), remindApprovals(t.database, () => later)]);
    expect(await reminders()).toBe(1);
    await remindApprovals(t.database, () => later);
    expect(await reminders()).toBe(1);
    // Another day: reminded again.
    await remindApprovals(t.database, () => new Date(Date.now() + 50 * 3600_000));
    expect(await reminders()).toBe(2);
  });

  it('lets the requester name approvers only where the process allows it, never themselves; self-approval only when allowed', async () => {
    const rid = await newRequest('Chuyên viên pháp chế');
    // The group's process has no step the requester chooses.
    const refused = await act('hr.auto', rid, 'submit', { approver_ids: [await id('approver')] }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('This process does not let the requester choose approvers');
    const proc = await t.call(tok.admin as string, 'POST', '/api/v1/approval-process', {
      name: 'Duyệt tuyển dụng THACO AUTO',
      source_type: 'RECRUITMENT',
      unit_id: await unit('THACO-AUTO'),
      is_self_approval: true,
      steps: [
        { name: 'Người duyệt do người đề nghị chọn', approver_kind: 'REQUESTER_CHOICE', mode: 'ANY' },
        { name: 'Trưởng bộ phận tự xác nhận', approver_kind: 'STAFF', approver_ids: [await id('hr.auto')], mode: 'ANY' },
      ],
    });
    expect(proc.status, JSON.stringify(proc.body)).toBe(200);
    try {
      // Themselves, an unknown account, not a number: refused, nothing written.
      for (const bad of [[await id('hr.auto')], [987654], ['x']]) {
        const res = await act('hr.auto', rid, 'submit', { approver_ids: bad }, 'en');
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.errors[0].message).toBe('Chosen approvers must be active accounts other than the requester');
      }
      expect((await act('hr.auto', rid, 'submit', {}, 'en')).body.message).toBe('Please choose the approvers of step "Người duyệt do người đề nghị chọn"');
      expect(await statusOf(rid)).toBe('DRAFT');
      expect((await act('hr.auto', rid, 'submit', { approver_ids: [await id('approver')] })).status).toBe(200);
      expect((await waiting('approver')).map((w) => w.target_id)).toContain(rid);
      expect((await act('hr.auto', rid, 'approve')).status).toBe(403);
      expect((await act('approver', rid, 'approve')).status).toBe(200);
      // This process lets requesters approve their own: the second step is the requester's.
      expect((await act('hr.auto', rid, 'approve')).status).toBe(200);
      expect(await statusOf(rid)).toBe('APPROVED');
      // The requester's notification opens the portal (My tasks), not the admin.
      const [last] = await t.database.query<{ link: string }>("SELECT link FROM notification WHERE source_type = 'RECRUITMENT' AND source_id = $1 ORDER BY id DESC LIMIT 1", [rid]);
      expect(last?.link).toBe(`/hr-tasks?type=recruitment&id=${rid}`);
    } finally {
      await t.database.query("UPDATE approval_process SET state = 'INACTIVE' WHERE id = $1", [proc.body.data.id]);
    }
  });

  it('keeps requests and decisions for the engine: no create, update or delete through the API', async () => {
    expect((await t.call(tok.admin as string, 'POST', '/api/v1/approval-request', { target_type: 'recruitment', target_id: 1 })).status).toBe(403);
    const any = (await t.call(tok.admin as string, 'GET', '/api/v1/approval-request')).body.data.items[0];
    expect(any).toBeTruthy();
    expect((await t.call(tok.admin as string, 'PUT', `/api/v1/approval-request/${any.id}`, { title: 'x' })).status).toBe(403);
    expect((await t.call(tok.admin as string, 'DELETE', `/api/v1/approval-request/${any.id}`)).status).toBe(403);
    expect((await t.call(null, 'GET', '/api/v1/approvals/waiting')).status).toBe(401);
  });

  it('keeps approval processes under a right of their own: HR rights do not reach them; the migration carried HR editors over', async () => {
    const password = 'Thaco#Approvals2026x';
    const role = await t.call(tok.admin as string, 'POST', '/api/v1/role', { name: 'HR only', permissions: { HUMAN_RESOURCE_MANAGEMENT: ['view', 'viewAll', 'edit'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(tok.admin as string, 'POST', '/api/v1/user', { username: 'hr.only', full_name: 'Hà Nhân Sự', email: 'hr.only@thaco.com.vn', password, role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    const hrOnly = await t.login('hr.only', password);
    for (const path of ['approval-process', 'approval-request', 'approval-delegation']) {
      expect((await t.call(hrOnly, 'GET', `/api/v1/${path}`)).status, path).toBe(403);
      expect((await t.call(tok.hr as string, 'GET', `/api/v1/${path}`)).status, path).toBe(200);
    }
    expect((await t.call(hrOnly, 'POST', '/api/v1/approval-process', { name: 'x', source_type: 'REQUEST', steps: [{ name: 'a', approver_kind: 'LINE_MANAGER' }] })).status).toBe(403);
    // One process per kind and place, the whole group's (no unit, no parent record) included.
    const proc = { name: 'Duyệt yêu cầu chung', source_type: 'REQUEST', steps: [{ name: 'Quản lý trực tiếp', approver_kind: 'LINE_MANAGER' }] };
    const first = await t.call(tok.admin as string, 'POST', '/api/v1/approval-process', proc);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const twice = await t.call(tok.admin as string, 'POST', '/api/v1/approval-process?lang=en', { ...proc, name: 'Again' });
    expect(twice.status, JSON.stringify(twice.body)).toBe(409);
    expect(twice.body.errors?.[0]?.field ?? twice.body.field).toBe('source_type');
    expect((await t.database.query("SELECT count(*)::int AS n FROM approval_process WHERE source_type = 'REQUEST'"))[0]).toEqual({ n: 1 });
    // The data migration on roles as they stood before it: HR editors get the same actions, others nothing.
    const sql = readFileSync(join(MIGRATIONS_DIR, '20261127T211500_approval_process_right.sql'), 'utf8');
    const before = {
      'hr-editor': { HUMAN_RESOURCE_MANAGEMENT: ['view', 'viewAll', 'edit'] },
      'hr-reader': { HUMAN_RESOURCE_MANAGEMENT: ['view'] },
      'has-own': { HUMAN_RESOURCE_MANAGEMENT: ['view', 'edit'], APPROVAL_PROCESS: ['view'] },
    };
    for (const [name, permissions] of Object.entries(before)) {
      await t.database.query('INSERT INTO "role" (name, permissions, is_system) VALUES ($1, $2, false)', [`mig-${name}`, JSON.stringify(permissions)]);
    }
    await t.database.query(sql);
    const after = Object.fromEntries(
      (await t.database.query<{ name: string; permissions: Record<string, string[]> }>("SELECT name, permissions FROM \"role\" WHERE name LIKE 'mig-%'")).map((r) => [r.name, r.permissions]),
    );
    expect(after['mig-hr-editor']?.APPROVAL_PROCESS).toEqual(['view', 'viewAll', 'edit']);
    expect(after['mig-hr-reader']?.APPROVAL_PROCESS).toBeUndefined();
    expect(after['mig-has-own']?.APPROVAL_PROCESS).toEqual(['view']);
  });
});

/**
 * Candidates (issue 15) through the API: a request approved through the engine takes candidates;
 * the pipeline's allowed and forbidden moves (PENDING -> INTERVIEWING -> SUCCESS -> approval ->
 * APPROVED -> HIRED), the activity log per status change, hiring making a PENDING_CONTRACT staff
 * record and counting the place (two hires at once: one wins; a full request refuses more), the
 * spec paths (status, approve, cancel, old), staff referring a candidate to an open position, and
 * the wrong role refused.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('candidates on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(tok[who] as string, method, url, body);
  const ids = { request: 0, x: 0, y: 0 };
  const add = (who: string, full_name: string, phone: string) => call(who, 'POST', '/api/v1/candidate', { recruitment_id: ids.request, full_name, phone });
  const status = async (id: number) => String((await q1('SELECT status FROM candidate WHERE id = $1', [id])).status);
  const toApproved = async (id: number) => {
    for (const s of ['INTERVIEWING', 'SUCCESS']) expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${id}`, { status: s })).status).toBe(200);
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${id}`, { status: 'SUBMITTED_APPROVAL' })).status).toBe(200);
    const ok = await call('admin', 'POST', `/api/v1/candidate/approve/${id}`, { comment: 'Đồng ý' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('APPROVED');
  };

  it('takes candidates on an approved request only; walks the allowed moves, refuses the others and the wrong role', async () => {
    for (const u of ['admin', 'hr', 'hr.auto', 'staff']) tok[u] = await t.login(u);
    const unit = Number((await q1("SELECT id FROM organization WHERE code = 'THACO-AUTO'")).id);
    const created = await call('hr.auto', 'POST', '/api/v1/recruitment', { title: 'Chuyên viên pháp chế', unit_id: unit, quantity: 1, requirements: 'Cử nhân luật' });
    expect(created.status).toBe(200);
    ids.request = Number(created.body.data.id);
    // Still a draft: no candidates yet.
    expect((await add('hr.auto', 'Phan Thị Diễm', '0905000111')).status).toBe(409);
    expect((await call('hr.auto', 'POST', `/api/v1/recruitment/${ids.request}/submit`)).status).toBe(200);
    expect((await call('admin', 'POST', `/api/v1/recruitment/${ids.request}/approve`)).status).toBe(200);
    expect((await call('hr', 'POST', `/api/v1/recruitment/${ids.request}/approve`)).body.data.status).toBe('APPROVED');

    // Staff may not file candidates directly (only refer them) nor move them.
    expect((await add('staff', 'Phan Thị Diễm', '0905000111')).status).toBe(403);
    const x = await add('hr.auto', 'Phan Thị Diễm', '0905000111');
    expect(x.status).toBe(200);
    expect(x.body.data.status).toBe('PENDING');
    ids.x = Number(x.body.data.id);
    ids.y = Number((await add('hr.auto', 'Lâm Quốc Thịnh', '0905000222')).body.data.id);
    // One application per phone and request.
    expect((await add('hr.auto', 'Phan Thị Diễm', '0905000111')).status).toBe(409);

    // Forbidden moves: skipping the interview, hiring or approving before the approval, the approval moves by hand.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'SUCCESS' })).status).toBe(409);
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'HIRED' })).status).toBe(409);
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/${ids.x}/status`, { status: 'APPROVED' })).status).toBe(409);
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'SUBMITTED_APPROVAL' })).status).toBe(409);
    expect((await call('staff', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'INTERVIEWING' })).status).toBe(404);
    // Not retained needs a reason.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'COMPANY_CANCELLED' })).status).toBe(400);

    // The first interview starts the request's interviews.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'INTERVIEWING' })).body.data.status).toBe('INTERVIEWING');
    expect((await q1('SELECT status FROM recruitment WHERE id = $1', [ids.request])).status).toBe('INTERVIEWING');
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'SUCCESS' })).body.data.status).toBe('SUCCESS');
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'SUBMITTED_APPROVAL' })).body.data.status).toBe('SUBMITTED_APPROVAL');
    // The requester may not approve; the line manager rejects with a reason; submitted again, approved.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/approve/${ids.x}`)).status).toBe(403);
    expect((await call('admin', 'POST', `/api/v1/candidate/${ids.x}/reject`, {})).status).toBe(400);
    expect((await call('admin', 'POST', `/api/v1/candidate/${ids.x}/reject`, { comment: 'Bổ sung bằng cấp' })).body.data.status).toBe('REJECTED');
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'SUBMITTED_APPROVAL' })).status).toBe(200);
    expect((await call('admin', 'POST', `/api/v1/candidate/approve/${ids.x}`)).body.data.status).toBe('APPROVED');
    // Approved: no going back to the interview.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'INTERVIEWING' })).status).toBe(409);

    // An activity-log entry per status change (suffix status, origin and updated statuses).
    const log = await t.database.query<{ suffix: string; action: string }>("SELECT suffix, action FROM activity_log WHERE activity_context = 'candidate' AND record_id = $1 ORDER BY id", [ids.x]);
    expect(log.filter((l) => l.suffix === 'status').map((l) => l.action)).toEqual(['interview', 'pass', 'submit', 'reject', 'submit', 'approve']);
    const timeline = await call('hr.auto', 'GET', `/api/v1/candidate/${ids.x}/approval`);
    expect(timeline.body.data.decisions.map((d: { decision: string }) => d.decision)).toEqual(['SUBMITTED', 'REJECTED', 'SUBMITTED', 'APPROVED']);
  });

  it('hires an approved candidate into a PENDING_CONTRACT staff record; two hires at once: one wins; a full request refuses more', async () => {
    await toApproved(ids.y);
    const both = await Promise.all([call('hr.auto', 'POST', `/api/v1/candidate/${ids.x}/hire`, {}), call('hr.auto', 'POST', `/api/v1/candidate/status/${ids.x}`, { status: 'HIRED' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const cand = await q1('SELECT status, staff_id FROM candidate WHERE id = $1', [ids.x]);
    expect(cand.status).toBe('HIRED');
    const file = await q1('SELECT full_name, employee_status, unit_id, phone FROM staff WHERE id = $1', [cand.staff_id]);
    expect(file).toMatchObject({ full_name: 'Phan Thị Diễm', employee_status: 'PENDING_CONTRACT', phone: '0905000111' });
    expect(Number((await q1('SELECT count(*)::int AS n FROM staff WHERE full_name = $1', ['Phan Thị Diễm'])).n)).toBe(1);
    // The place is counted; the only place filled completes the request.
    expect(await q1('SELECT hired_count, status, outcome FROM recruitment WHERE id = $1', [ids.request])).toMatchObject({ hired_count: 1, status: 'SUCCESS', outcome: 'HIRED' });
    const full = await call('hr.auto', 'POST', `/api/v1/candidate/${ids.y}/hire`, {});
    expect(full.status).toBe(409);
    expect(await status(ids.y)).toBe('APPROVED');
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/${ids.x}/hire`, {})).status).toBe(409);
    // A closed request takes no one; a hired candidate cannot be deleted.
    expect((await add('hr.auto', 'Hồ Văn Tài', '0905000333')).status).toBe(409);
    expect((await call('hr.auto', 'DELETE', `/api/v1/candidate/${ids.x}`)).status).toBe(409);
    // The approved one leaves: cancel/{id}; the old candidates list shows both.
    expect((await call('hr.auto', 'POST', `/api/v1/candidate/cancel/${ids.y}`, { reason: 'Vị trí đã tuyển đủ' })).body.data.status).toBe('CANCELLED');
    const old = await call('hr.auto', 'GET', `/api/v1/candidate/old?f_recruitment_id=${ids.request}`);
    expect(old.body.data.items.map((c: { id: number }) => c.id).sort()).toEqual([ids.x, ids.y].sort());
  });

  it('lists open positions to staff, lets them refer a candidate (source referral) and read only their referrals; HR sees the pipeline', async () => {
    const open = await call('staff', 'GET', '/api/v1/recruitment/open-positions');
    expect(open.status).toBe(200);
    const items = open.body.data.items as { id: number; title: string; quantity: number; hired_count: number; unit_name: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((p) => p.id === ids.request)).toBe(false); // filled
    const pos = items.find((p) => p.title === 'Kỹ thuật viên bảo dưỡng ô tô') ?? (items[0] as (typeof items)[number]);
    expect(pos.unit_name).toBeTruthy();
    expect((await call('staff', 'GET', `/api/v1/recruitment/open-positions/${pos.id}`)).body.data.title).toBe(pos.title);
    expect((await call('staff', 'GET', `/api/v1/recruitment/open-positions/${ids.request}`)).status).toBe(404);

    const referred = await call('staff', 'POST', '/api/v1/candidate/refer', { recruitment_id: pos.id, full_name: 'Mai Anh Khoa', phone: '0905000444', note: 'Bạn cùng lớp' });
    expect(referred.status).toBe(200);
    const row = await q1(
      "SELECT c.status, c.created_by, s.code AS source, r.account_id FROM candidate c LEFT JOIN staff_setting_item s ON s.id = c.source_id LEFT JOIN staff r ON r.id = c.referrer_id WHERE c.phone = '0905000444'",
    );
    expect(row).toMatchObject({ status: 'PENDING', source: 'REFERRAL' });
    expect(Number(row.account_id)).toBe(Number(row.created_by));
    expect((await call('staff', 'POST', '/api/v1/candidate/refer', { recruitment_id: ids.request, full_name: 'Mai Anh Khoa', phone: '0905000555' })).status).toBe(409);
    expect((await call('staff', 'POST', '/api/v1/candidate/refer', { recruitment_id: pos.id, full_name: '' })).status).toBe(400);
    // Staff read their own referrals only; they may not change them.
    const mine = await call('staff', 'GET', '/api/v1/candidate');
    expect(mine.body.data.items.map((c: { full_name: string }) => c.full_name).sort()).toEqual(['Mai Anh Khoa', 'Trần Thị Mỹ Linh']);
    expect((await call('staff', 'PUT', `/api/v1/candidate/${referred.body.data.id}`, { full_name: 'Mai Anh Khoa (sửa)' })).status).toBe(403);

    // HR's pipeline: the requests of its range with their candidates counted by status.
    const pipe = await call('hr.auto', 'GET', '/api/v1/recruitment/pipeline');
    expect(pipe.status).toBe(200);
    const req = pipe.body.data.items.find((r: { id: number }) => r.id === ids.request);
    expect(req.pipeline).toMatchObject({ HIRED: 1, CANCELLED: 1 });
    expect(pipe.body.data.mayManage).toBe(true);
    expect((await call('hr', 'GET', '/api/v1/staff-setting-candidate-approval')).body.data.items[0].source_type).toBe('CANDIDATE');
    // The demo's approved candidate: THACO AUTO's HR manager hires within the corporation.
    const demo = Number((await q1("SELECT id FROM candidate WHERE full_name = 'Bùi Thị Kim Ngân'")).id);
    const hired = await call('hr.auto', 'POST', `/api/v1/candidate/status/${demo}`, { status: 'HIRED' });
    expect(hired.status).toBe(200);
    expect(hired.body.data.staff.employee_status).toBe('PENDING_CONTRACT');
  });
});

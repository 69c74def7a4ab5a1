/**
 * Internal activities (spec §3, §4, §7): the approval and phase workflow (allowed and refused
 * moves, wrong role), registration inside the window with the limit held under a lock (racing
 * registrations for the last place: one wins), invitations only while released and open for
 * registration (catalogued vi/en error otherwise), check-in, member status, sent-noti through the
 * notification engine, setting limit, polls (one vote per person, download), awards.
 */
import { describe, expect, it } from 'vitest';
import { runContentSchedule } from '../../src/jobs/content-schedule.js';
import { dbKinds, useTestApp } from '../harness.js';
import ExcelJS from 'exceljs';

const DAY = 86_400_000;

/** Every cell of the first sheet, as text. */
async function readXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]?.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

describe.each(dbKinds(import.meta.url))('internal activities on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  let base = 0;
  /** `u` units of two minutes after the start of the test (the clock moves; these stay put; all within a token's 15 minutes). */
  const at = (u: number) => new Date(base + u * 120_000).toISOString();
  const USERS = ['admin', 'staff', 'editor', 'approver', 'hr', 'hr.auto'];
  /** Moves the clock and runs the scheduler. */
  const moveTo = async (iso: string) => {
    t.clock.set(iso);
    await runContentSchedule(t.database, () => t.clock.now);
  };
  const idOf = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);

  it('walks the workflow: submit, approve, release and the registration phases; refuses forbidden moves and roles', async () => {
    for (const u of USERS) tok[u] = await t.login(u);
    base = t.clock.now.getTime();
    const body = {
      title: 'Giải chạy bộ vì sức khỏe',
      title_en: 'Health run',
      content: '<p>Chạy <b>5 km</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      location: 'Công viên 23/9',
      start_registration_date: at(1),
      end_registration_date: at(3),
      start_date: at(5),
      end_date: at(6),
      registration_limit: 2,
      publish_date: at(0),
      release_date: at(0.5),
    };
    // Staff (view only) may not create.
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/internal-activity', body)).status).toBe(403);
    // Spec §5: the release comes before the registration (and so before the activity).
    const lateRelease = await t.call(tok.editor as string, 'POST', '/api/v1/internal-activity', { ...body, release_date: at(2) }, { 'accept-language': 'en' });
    expect(lateRelease.status).toBe(400);
    expect(lateRelease.body.errors.map((e: { field: string }) => e.field)).toContain('start_registration_date');
    const made = await t.call(tok.editor as string, 'POST', '/api/v1/internal-activity', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    expect(made.body.data.status).toBe('DRAFT');
    // Rich text sanitised like news.
    expect(made.body.data.content).toContain('<b>5 km</b>');
    expect(made.body.data.content).not.toMatch(/script|onerror/);
    // Staff do not see a draft.
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/internal-activity/${id}`)).status).toBe(404);
    // DRAFT -> SCHEDULED directly is not a move; the editor may not approve.
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'SCHEDULED' })).status).toBe(409);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/internal-activity/status/${id}`, { status: 'WAITING' })).status).toBe(200);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'SCHEDULED' })).status).toBe(403);
    // Staff do not even see the record.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'SCHEDULED' })).status).toBe(404);
    // Invitations are refused before release (catalogued, vi and en).
    const early = await t.call(tok.admin as string, 'POST', `/api/v1/internal-activity/sent/${id}?lang=en`, { account_ids: [await idOf('staff')] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Invitations can be sent only when the activity is released and open for registration');
    const earlyVi = await t.call(tok.admin as string, 'POST', `/api/v1/internal-activity/${id}/invite?lang=vi`, { account_ids: [await idOf('staff')] });
    expect(earlyVi.body.message).toBe('Chỉ gửi lời mời khi hoạt động đã phát hành và đang trong thời gian đăng ký');
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'SCHEDULED' })).status).toBe(200);
    // A user may not make the scheduler's moves.
    expect((await t.call(tok.admin as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'PUBLISH' })).status).toBe(409);

    // Release time: published, staff read it; registration not open yet.
    await moveTo(at(0.6));
    const released = await t.call(tok.staff as string, 'GET', `/api/v1/internal-activity/${id}`);
    expect(released.status).toBe(200);
    expect(released.body.data.status).toBe('PUBLISH');
    const tooEarly = await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/${id}/register?lang=en`);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe('The activity is not open for registration');

    // Registration opens.
    await moveTo(at(1.1));
    expect((await t.call(tok.admin as string, 'GET', `/api/v1/internal-activity/${id}`)).body.data.status).toBe('WAITING_REGISTRATION');
    const reg = await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/member/${id}/register`);
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.data.status).toBe('APPROVED');
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/${id}/register?lang=en`)).body.message).toBe('You are already registered for this activity');

    // The last place: four people race for it, exactly one wins.
    const racers = ['hr', 'hr.auto', 'editor', 'approver'];
    const results = await Promise.all(racers.map((u) => t.call(tok[u] as string, 'POST', `/api/v1/internal-activity/${id}/register?lang=en`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200);
    expect(lost.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(lost[0]?.body.message).toBe('The activity is full (2 places)');
    const seats = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM internal_activity_member WHERE activity_id = $1 AND status IN ('WAITING','APPROVED','SENT_TICKET','CHECK_IN')`, [id]);
    expect(Number(seats[0]?.n)).toBe(2);
    const counted = await t.call(tok.admin as string, 'GET', `/api/v1/internal-activity/${id}`);
    expect(counted.body.data.member_count).toBe(2);

    // Full: an invitation is refused too; raising the limit (setting limit) lets it through.
    let admin = tok.admin as string;
    const loser = racers.find((_, i) => results[i]?.status !== 200) as string;
    expect((await t.call(admin, 'POST', `/api/v1/internal-activity/sent/${id}`, { account_ids: [await idOf(loser)] })).status).toBe(409);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/internal-activity/setting-limit/${id}`, { registration_limit: 10 })).status).toBe(200);
    const inv = await t.call(admin, 'POST', `/api/v1/internal-activity/sent/${id}`, { account_ids: [await idOf(loser), await idOf('staff')] });
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    expect(inv.body.data).toEqual({ invited: 1, skipped: 1 });
    const bell = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM notification WHERE source_type = 'INTERNAL_ACTIVITY' AND source_id = $1 AND recipient_id = $2`, [id, await idOf(loser)]);
    expect(Number(bell[0]?.n)).toBe(1);
    // Staff may not invite, nor set the limit.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/sent/${id}`, { account_ids: [await idOf('hr')] })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/setting-limit/${id}`, { registration_limit: 99 })).status).toBe(403);

    // Members: staff see only their own; the organiser sees all and checks in.
    const mine = await t.call(tok.staff as string, 'GET', `/api/v1/internal-activity-member?f_activity_id=${id}`);
    expect(mine.body.data.items.map((m: { account_id: number }) => m.account_id)).toEqual([await idOf('staff')]);
    const all = await t.call(admin, 'GET', `/api/v1/internal-activity-member?f_activity_id=${id}`);
    expect(all.body.data.totalRows).toBe(3);
    const staffMember = mine.body.data.items[0].id as number;
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity-member/${staffMember}/checkIn`)).status).toBe(403);
    const checked = await t.call(admin, 'POST', `/api/v1/internal-activity-member/${staffMember}/checkIn`);
    expect(checked.status).toBe(200);
    expect(checked.body.data.status).toBe('CHECK_IN');
    // A checked-in member cannot cancel.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/${id}/unregister`)).status).toBe(409);
    // Member status change (the participation ticket workflow): SENT_TICKET -> CANCELED by the organiser, not by staff.
    const invited = all.body.data.items.find((m: { source: string }) => m.source === 'INVITE') as { id: number; status: string };
    expect(invited.status).toBe('SENT_TICKET');
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity-member/${invited.id}/status`, { status: 'CANCELED' })).status).toBe(404);
    expect((await t.call(admin, 'POST', `/api/v1/internal-activity-member/${invited.id}/status`, { status: 'REJECTED' })).status).toBe(409);
    expect((await t.call(admin, 'POST', `/api/v1/internal-activity/member-status/${invited.id}`, { status: 'CANCELED' })).status).toBe(200);

    // sent-noti: every member holding a place is notified.
    const noti = await t.call(admin, 'POST', `/api/v1/internal-activity/sent-noti/${id}`);
    expect(noti.status, JSON.stringify(noti.body)).toBe(200);
    expect(noti.body.data.sent).toBe(2);
    expect((await t.call(admin, 'GET', `/api/v1/internal-activity/${id}`)).body.data.email_count).toBe(3);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/internal-activity/sent-noti/${id}`)).status).toBe(403);

    // Registration closes: registering and inviting are refused.
    await moveTo(at(3.1));
    admin = tok.admin as string;
    expect((await t.call(admin, 'GET', `/api/v1/internal-activity/${id}`)).body.data.status).toBe('END_REGISTRATION');
    expect((await t.call(tok['hr.auto'] as string, 'POST', `/api/v1/internal-activity/${id}/register`)).status).toBe(409);
    expect((await t.call(admin, 'POST', `/api/v1/internal-activity/sent/${id}`, { account_ids: [await idOf('hr.auto')] })).status).toBe(409);
    // Cancelling needs a reason; the members are told.
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'CANCELED' })).status).toBe(400);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/internal-activity/${id}/status`, { status: 'CANCELED', reason: 'Thời tiết xấu' })).status).toBe(200);
    const told = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM notification WHERE source_type = 'INTERNAL_ACTIVITY' AND source_id = $1 AND title LIKE 'Hoạt động đã hủy%'`, [id]);
    expect(Number(told[0]?.n)).toBe(2);
  });

  it('polls: one vote per person, an answer of that poll, not after expiry; results and the xlsx download', async () => {
    const act = Number((await t.database.query<{ id: string }>(`SELECT id FROM internal_activity WHERE status = 'WAITING_REGISTRATION' ORDER BY id LIMIT 1`))[0]?.id);
    const made = await t.call(tok.editor as string, 'POST', '/api/v1/polls', {
      question: 'Chọn màu áo đội',
      question_en: 'Pick the team shirt colour',
      expiry_time: new Date(t.clock.now.getTime() + 2 * DAY).toISOString(),
      activity_id: act,
      answers: [{ content: 'Xanh', content_en: 'Blue' }, { content: 'Đỏ', content_en: 'Red' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pollId = made.body.data.id as number;
    const answers = (await t.database.query<{ id: string }>('SELECT id FROM poll_answer WHERE poll_id = $1 ORDER BY id', [pollId])).map((r) => Number(r.id));
    const other = Number((await t.database.query<{ id: string }>('SELECT id FROM poll_answer WHERE poll_id <> $1 LIMIT 1', [pollId]))[0]?.id);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/polls/${pollId}/vote`, { answer_id: other })).status).toBe(400);
    const votes = await Promise.all([t.call(tok.staff as string, 'POST', `/api/v1/polls/${pollId}/vote`, { answer_id: answers[0] }), t.call(tok.staff as string, 'POST', `/api/v1/polls/${pollId}/vote`, { answer_id: answers[1] })]);
    expect(votes.map((v) => v.status).sort()).toEqual([200, 409]);
    expect((await t.call(tok.hr as string, 'POST', `/api/v1/polls/${pollId}/vote`, { answer_id: answers[1] })).status).toBe(200);
    const read = await t.call(tok.staff as string, 'GET', `/api/v1/polls/${pollId}`);
    expect(read.body.data.vote_count).toBe(2);
    expect(read.body.data.results.map((r: { votes: number }) => r.votes).reduce((a: number, b: number) => a + b, 0)).toBe(2);
    // Staff see their own vote only.
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/poll-votes?f_poll_id=${pollId}`)).body.data.totalRows).toBe(1);
    // Poll votes are a declared vote (ADR 0018): whether the caller voted, per caller, and the tally.
    expect(read.body.data.is_vote).toBe(true);
    expect((await t.call(tok.approver as string, 'GET', `/api/v1/polls/${pollId}`)).body.data.is_vote).toBe(false);
    const listed = (await t.call(tok.hr as string, 'GET', `/api/v1/polls?f_activity_id=${act}&limit=50`)).body.data.items as { id: number; is_vote: boolean }[];
    expect(listed.find((p) => p.id === pollId)?.is_vote).toBe(true);
    const tally = await t.call(tok.editor as string, 'GET', `/api/v1/poll-votes/tally?target=${pollId}`);
    expect(tally.status, JSON.stringify(tally.body)).toBe(200);
    expect(tally.body.data.total).toBe(2);
    // One vote per person and poll, in the database too: a second vote row by hand is refused.
    await expect(t.database.query('INSERT INTO poll_vote (poll_id, answer_id, account_id, created_by) SELECT poll_id, answer_id, account_id, created_by FROM poll_vote WHERE poll_id = $1 LIMIT 1', [pollId])).rejects.toThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/polls/download/${pollId}`, headers: { authorization: `Bearer ${tok.admin}` } });
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res.rawPayload);
    expect(JSON.stringify(sheet)).toContain('Số lượt bình chọn');
    expect(JSON.stringify(sheet)).toContain('Chọn màu áo đội');
    const en = await t.app.inject({ method: 'GET', url: `/api/v1/polls/download/${pollId}?language=en`, headers: { authorization: `Bearer ${tok.admin}` } });
    expect(JSON.stringify(await readXlsx(en.rawPayload))).toContain('Pick the team shirt colour');
    // After expiry: refused.
    await moveTo(new Date(t.clock.now.getTime() + 3 * DAY).toISOString());
    for (const u of ['editor', 'staff', 'approver']) tok[u] = await t.login(u);
    const late = await t.call(tok.editor as string, 'POST', `/api/v1/polls/${pollId}/vote?lang=en`, { answer_id: answers[0] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The poll has expired');
  });

  it('awards: organisers write, staff read; the status change needs approval', async () => {
    const made = await t.call(tok.editor as string, 'POST', '/api/v1/award', { name: 'Giải phong trào', name_en: 'Spirit award', recipient_ids: [await idOf('staff')], received_date: '2026-11-20' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/award', { name: 'x' })).status).toBe(403);
    // A draft award is its organisers' (issue 36, class 4): staff read it once released.
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/award/${id}`)).status).toBe(404);
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/award/${id}?f_is_get_all_cms=1`)).status).toBe(200);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/award/${id}/status`, { status: 'WAITING' })).status).toBe(200);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/award/${id}/status`, { status: 'RELEASE' })).status).toBe(403);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/award/${id}/status`, { status: 'RELEASE' })).status).toBe(200);
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/award/${id}`)).status).toBe(200);
  });
});

/**
 * External guests of an internal activity (spec §4, issue 37): invited by email with a one-time
 * link while the activity is released and not over; refused (409, caller's language) in Draft,
 * Reject and Cancel; organisers only; the link's token works once.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

const DAY = 86_400_000;

describe.each(dbKinds(import.meta.url))('external guests of internal activities (%s)', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';
  let activity = 0;
  const setStatus = (status: string) => t.database.query('UPDATE internal_activity SET status = $1 WHERE id = $2', [status, activity]);
  const invite = (token: string, email: string, headers: Record<string, string> = {}) =>
    t.call(token, 'POST', '/api/v1/internal-activity-external-member', { activity_id: activity, email, full_name: 'Nguyễn Văn Khách', organization: 'Đối tác ABC' }, headers);
  const tokenMailedTo = async (email: string) => {
    const [mail] = await t.database.query<{ body_text: string; subject: string }>('SELECT body_text, subject FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
    const m = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '');
    return { token: m?.[1] ?? '', mail };
  };

  it('refuses invitations while the activity is a draft, rejected or cancelled, in the caller language', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    const now = t.clock.now.getTime();
    const iso = (d: number) => new Date(now + d * DAY).toISOString();
    const made = await t.call(admin, 'POST', '/api/v1/internal-activity', {
      title: 'Hội thảo đối tác',
      title_en: 'Partner workshop',
      location: 'Khu phức hợp Chu Lai',
      start_registration_date: iso(1),
      end_registration_date: iso(3),
      start_date: iso(5),
      end_date: iso(6),
      publish_date: iso(0.5),
      release_date: iso(0.6),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    activity = made.body.data.id;
    expect(made.body.data.status).toBe('DRAFT');
    const draft = await invite(admin, 'khach@doitac.vn');
    expect(draft.status).toBe(409);
    expect(draft.body.message).toMatch(/Chỉ mời khách ngoài danh sách nhân sự/);
    for (const s of ['REJECT', 'CANCELED', 'WAITING']) {
      await setStatus(s);
      const res = await invite(admin, 'khach@doitac.vn', { 'accept-language': 'en' });
      expect(res.status, s).toBe(409);
      expect(res.body.message).toMatch(/^Guests outside the staff list/);
    }
    expect(Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM internal_activity_external_member WHERE activity_id = $1', [activity]))[0]?.n)).toBe(0);
  });

  it('invites by email once released (organisers only), mails a one-time link that is consumed once', async () => {
    await setStatus('WAITING_REGISTRATION');
    // Staff (view only) may not invite.
    expect((await invite(staff, 'khach@doitac.vn')).status).toBe(403);
    const ok = await invite(admin, 'Khach@DoiTac.vn');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ email: 'khach@doitac.vn', invite_status: 'INVITED' });
    expect(ok.body.data.invited_date).toBeTruthy();
    expect(ok.body.data).not.toHaveProperty('token_hash');
    // The same guest twice: refused by the unique rule.
    expect((await invite(admin, 'khach@doitac.vn')).status).toBe(409);
    const { token, mail } = await tokenMailedTo('khach@doitac.vn');
    expect(mail?.subject).toBe('Lời mời tham gia: Hội thảo đối tác');
    expect(token.length).toBeGreaterThanOrEqual(20);
    // Never stored in clear.
    expect((await t.database.query<{ token_hash: string }>('SELECT token_hash FROM internal_activity_external_member WHERE id = $1', [ok.body.data.id]))[0]?.token_hash).not.toBe(token);
    const list = await t.call(admin, 'GET', `/api/v1/internal-activity-external-member?f_activity_id=${activity}`);
    expect(list.body.data.items.map((r: { email: string }) => r.email)).toEqual(['khach@doitac.vn']);
    expect(list.body.data.items[0]).not.toHaveProperty('token_hash');
    // The public page reads the invitation, then accepts it: once.
    const seen = await t.call(null, 'GET', `/api/v1/internal-activity-invitation?token=${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ email: 'khach@doitac.vn', title: 'Hội thảo đối tác', is_open: true, invite_status: 'INVITED' });
    const [first, second] = await Promise.all([
      t.call(null, 'POST', '/api/v1/internal-activity-invitation/accept', { token }),
      t.call(null, 'POST', '/api/v1/internal-activity-invitation/accept', { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const third = await t.call(null, 'POST', '/api/v1/internal-activity-invitation/accept', { token }, { 'accept-language': 'en' });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This invitation is not valid or has already been used');
    expect((await t.call(null, 'GET', `/api/v1/internal-activity-invitation?token=${token}`)).status).toBe(404);
    expect((await t.call(null, 'POST', '/api/v1/internal-activity-invitation/accept', { token: 'short' })).status).toBe(404);
    const row = (await t.call(admin, 'GET', `/api/v1/internal-activity-external-member/${ok.body.data.id}`)).body.data;
    expect(row.invite_status).toBe('ACCEPTED');
    expect(row.accepted_date).toBeTruthy();
    // A guest invited before a cancellation cannot accept after it.
    const other = await invite(admin, 'khach2@doitac.vn');
    expect(other.status).toBe(200);
    const late = await tokenMailedTo('khach2@doitac.vn');
    await setStatus('CANCELED');
    const closed = await t.call(null, 'POST', '/api/v1/internal-activity-invitation/accept', { token: late.token });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Hoạt động không còn nhận khách mời');
  });
});

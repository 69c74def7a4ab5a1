/**
 * Feedback and ask-and-answer (spec §3, §6 ASK_ANSWER, §7 /feedback, /feedback-comment,
 * /feedback-statistic, /general-report-feedback): private feedback is read only by its author,
 * its addressee and the ASK_ANSWER admins (list, get, counts, export, comments); an answer marks it
 * DONE and tells the author; hiding is the admins'; the access history; statistics under the
 * caller's scope; wrong roles.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('feedback on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const idOf = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);

  it('keeps private feedback to its author, addressee and admins; answers mark it DONE; hiding is the admins', async () => {
    for (const u of ['admin', 'staff', 'editor', 'approver', 'hr']) tok[u] = await t.login(u);
    const [staff, editor, approver, hr] = [tok.staff, tok.editor, tok.approver, tok.hr] as [string, string, string, string];
    const typeId = Number((await t.database.query<{ id: string }>(`SELECT id FROM category WHERE type = 'FEEDBACK_TYPE' ORDER BY id LIMIT 1`))[0]?.id);
    const secret = 'Phản ánh riêng về ca đêm XYZ';
    const made = await t.call(staff, 'POST', '/api/v1/feedback', { title: secret, content: 'Nội dung riêng tư', type_id: typeId, visibility: 0, addressee_ids: [await idOf('hr')] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    expect(made.body.data.status).toBe('NEW');
    const pub = await t.call(staff, 'POST', '/api/v1/feedback', { title: 'Câu hỏi công khai về xe đưa đón', content: 'Giờ chạy xe?', type_id: typeId, visibility: 1 });
    expect(pub.status).toBe(200);
    const pubId = pub.body.data.id as number;

    // The wrong reader (editor: view on ASK_ANSWER, not the author, addressee or admin) gets nothing.
    const list = await t.call(editor, 'GET', `/api/v1/feedback?q=${encodeURIComponent('ca đêm XYZ')}`);
    expect(list.status).toBe(200);
    expect(list.body.data.totalRows).toBe(0);
    expect((await t.call(editor, 'GET', `/api/v1/feedback/${id}`)).status).toBe(404);
    expect((await t.call(editor, 'GET', `/api/v1/feedback?f_visibility=0`)).body.data.items.map((x: { title: string }) => x.title)).not.toContain(secret);
    expect((await t.call(editor, 'POST', `/api/v1/feedback/${id}/open`)).status).toBe(404);
    expect((await t.call(editor, 'PUT', `/api/v1/feedback/${id}`, { title: 'x' })).status).toBe(404);
    const exp = await t.app.inject({ method: 'GET', url: '/api/v1/feedback/export', headers: { authorization: `Bearer ${editor}` } });
    expect(exp.statusCode).toBe(200);
    expect(exp.rawPayload.includes(Buffer.from('XYZ'))).toBe(false);
    // Public feedback: everybody reads it.
    expect((await t.call(editor, 'GET', `/api/v1/feedback/${pubId}`)).status).toBe(200);
    // Author, addressee and admin read the private one.
    for (const who of [staff, hr, approver, tok.admin as string]) expect((await t.call(who, 'GET', `/api/v1/feedback/${id}`)).status).toBe(200);

    // Comments: the wrong reader neither reads nor writes them.
    const answer = await t.call(hr, 'POST', '/api/v1/feedback-comment', { feedback_id: id, content: 'Tổ sẽ sắp xếp lại lịch ca đêm từ tuần sau.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.is_answer).toBe(true);
    expect((await t.call(editor, 'POST', '/api/v1/feedback-comment', { feedback_id: id, content: 'chen ngang' })).status).toBe(404);
    expect((await t.call(editor, 'GET', `/api/v1/feedback-comment?f_feedback_id=${id}`)).body.data.totalRows).toBe(0);
    expect((await t.call(editor, 'GET', `/api/v1/feedback-comment/${answer.body.data.id}`)).status).toBe(404);
    expect((await t.call(staff, 'GET', `/api/v1/feedback-comment?f_feedback_id=${id}`)).body.data.totalRows).toBe(1);
    // The answer marked it DONE and told the author.
    const done = await t.call(staff, 'GET', `/api/v1/feedback/${id}`);
    expect(done.body.data.status).toBe('DONE');
    expect(done.body.data.reply_count).toBe(1);
    const bell = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM notification WHERE source_type = 'ASK_ANSWER' AND source_id = $1 AND recipient_id = $2`, [id, await idOf('staff')]);
    expect(Number(bell[0]?.n)).toBe(1);
    // An answered item is not changed by its author any more (catalogued message).
    const late = await t.call(staff, 'PUT', `/api/v1/feedback/${id}?lang=en`, { title: 'Sửa lại' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The feedback has been answered and can no longer be changed');
    // A comment by someone else on a public item is not an answer; the author's follow-up is not either.
    const other = await t.call(editor, 'POST', '/api/v1/feedback-comment', { feedback_id: pubId, content: 'Mình cũng muốn biết' });
    expect(other.body.data.is_answer).toBe(false);
    expect((await t.call(staff, 'GET', `/api/v1/feedback/${pubId}`)).body.data.status).toBe('NEW');

    // Status change and hiding: the admins only.
    expect((await t.call(staff, 'POST', `/api/v1/feedback/${pubId}/status`, { status: 'DONE' })).status).toBe(403);
    expect((await t.call(staff, 'PUT', `/api/v1/feedback/${pubId}`, { is_hide: true })).status).toBe(403);
    expect((await t.call(approver, 'PUT', `/api/v1/feedback/${pubId}`, { is_hide: true })).status).toBe(200);
    expect((await t.call(editor, 'GET', `/api/v1/feedback/${pubId}`)).status).toBe(404);
    expect((await t.call(staff, 'GET', `/api/v1/feedback/${pubId}`)).status).toBe(200);
    expect((await t.call(approver, 'POST', `/api/v1/feedback/${pubId}/status`, { status: 'DONE' })).status).toBe(200);
    expect((await t.call(approver, 'POST', `/api/v1/feedback/${pubId}/status`, { status: 'NEW' })).status).toBe(200);

    // Access history: opening writes the activity log.
    expect((await t.call(hr, 'POST', `/api/v1/feedback/${id}/open`)).body.data.view_count).toBe(1);
    const log = await t.database.query<{ user_id: string }>(`SELECT user_id FROM activity_log WHERE table_name = 'feedback' AND record_id = $1 AND action = 'open'`, [id]);
    expect(log.map((x) => Number(x.user_id))).toEqual([await idOf('hr')]);

    // Statistics under the caller's scope: the wrong reader does not count the private item.
    const mine = await t.call(staff, 'GET', '/api/v1/general-report-feedback');
    const theirs = await t.call(editor, 'GET', '/api/v1/general-report-feedback');
    const all = await t.call(approver, 'GET', '/api/v1/general-report-feedback');
    expect(mine.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(theirs.body.data.total);
    expect(all.body.data.private).toBeGreaterThanOrEqual(1);
    expect(theirs.body.data.private).toBe(0);
    const stat = await t.call(approver, 'GET', '/api/v1/feedback-statistic?from=2020-01-01');
    expect(stat.status).toBe(200);
    expect(stat.body.data.byStatus.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(all.body.data.total);
    expect(stat.body.data.byType.length).toBeGreaterThan(0);
    expect((await t.call(approver, 'GET', '/api/v1/feedback-statistic?from=bad')).status).toBe(400);
    expect((await t.call(null, 'GET', '/api/v1/feedback-statistic')).status).toBe(401);

    // The portal form's options: the types, and people found without diacritics; the author's name on items and replies.
    const opts = await t.call(staff, 'GET', `/api/v1/feedback-options?q=${encodeURIComponent('pham thi nhan')}`);
    expect(opts.status).toBe(200);
    expect(opts.body.data.types.map((x: { id: number }) => x.id)).toContain(typeId);
    expect(opts.body.data.people.map((x: { username: string }) => x.username)).toEqual(['hr']);
    expect(Object.keys(opts.body.data.people[0]).sort()).toEqual(['department', 'full_name', 'id', 'position', 'username']);
    expect((await t.call(null, 'GET', '/api/v1/feedback-options')).status).toBe(401);
    expect((await t.call(staff, 'GET', `/api/v1/feedback/${pubId}`)).body.data.author_name).toBe('Lê Hoàng Nam');
    expect((await t.call(staff, 'GET', `/api/v1/feedback-comment?f_feedback_id=${id}`)).body.data.items[0].author_name).toBe('Phạm Thị Nhân');
  });
});

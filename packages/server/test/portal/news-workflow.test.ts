/**
 * The news workflow of issue 12 on the real app: submitting notifies the approvers; rejecting and
 * unpublishing need a reason (400 without it, in the caller's language), which reaches the author's
 * notification and the record's history; approving after the release time releases at once; only
 * approvers reject (403); "now" is a valid release time; the notification stream pushes to the
 * recipient's open stream (a real HTTP connection) when the transition commits.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

const H = 3_600_000;

type Notice = { id: number; title: string; title_en: string; content: string | null; content_en: string | null; link: string; source_type: string; source_id: number; is_read: boolean };

describe.each(dbKinds(import.meta.url))('news workflow on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  let realmId = 0;
  let typeId = 0;
  let newsId = 0;
  const iso = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs).toISOString();
  const as = (u: string) => tok[u] ?? '';
  const move = (who: string, status: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.call(as(who), 'POST', `/api/v1/news/${newsId}/status`, { status, ...extra }, headers);
  const inbox = async (who: string): Promise<{ items: Notice[]; unread_count: number }> => (await t.call(as(who), 'GET', '/api/v1/notification?limit=200')).body.data;
  const aboutNews = async (who: string) => (await inbox(who)).items.filter((n) => n.source_type === 'NEWS' && n.source_id === newsId);
  const accountId = async (username: string) => (await t.database.query<{ id: number }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id ?? 0;

  it('signs in and creates a draft whose release time is "now" (the time of the action is allowed)', async () => {
    for (const u of ['admin', 'editor', 'approver', 'staff']) tok[u] = await t.login(u);
    realmId = (await t.call(as('admin'), 'GET', '/api/v1/category?f_type=DOCUMENT_REALM')).body.data.items[0].id;
    typeId = (await t.call(as('admin'), 'GET', '/api/v1/news-type')).body.data.items[0].id;
    const now = await t.call(as('editor'), 'POST', '/api/v1/news', { title: 'Phát hành ngay', type_id: typeId, realm_id: realmId, publish_date: iso(-H), release_date: iso(0) });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    const past = await t.call(as('editor'), 'POST', '/api/v1/news', { title: 'Quá khứ', type_id: typeId, realm_id: realmId, publish_date: iso(-3 * H), release_date: iso(-H) });
    expect(past.status).toBe(400);
    const res = await t.call(as('editor'), 'POST', '/api/v1/news', {
      title: 'Quy trình duyệt tin: nhà máy mới',
      title_en: 'Approval walk: a new plant',
      type_id: typeId,
      realm_id: realmId,
      publish_date: iso(-H),
      release_date: iso(H),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    newsId = res.body.data.id;
  });

  it('submitting notifies the approvers (who hold approve on NEWS), not the author or staff', async () => {
    expect((await move('editor', 'WAITING')).status).toBe(200);
    const [n] = await aboutNews('approver');
    expect(n).toMatchObject({ link: `/admin/news/${newsId}`, is_read: false });
    expect(n?.title).toContain('Quy trình duyệt tin: nhà máy mới');
    expect(n?.title_en).toContain('Approval walk: a new plant');
    expect((await aboutNews('admin')).length).toBe(1); // the Admin role may approve everything
    expect(await aboutNews('editor')).toEqual([]);
    expect(await aboutNews('staff')).toEqual([]);
  });

  it('rejecting needs approve (403) and a reason (400 in the caller\'s language); the reason reaches the author and the history', async () => {
    expect((await move('editor', 'REJECT', { reason: 'Tôi tự từ chối' })).status).toBe(403);
    expect((await move('staff', 'REJECT', { reason: 'x' })).status).toBe(404); // staff cannot even see a draft
    const vi = await move('approver', 'REJECT');
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe('Vui lòng nhập lý do');
    expect(vi.body.errors).toEqual([{ field: 'reason', message: 'Vui lòng nhập lý do' }]);
    const en = await move('approver', 'REJECT', { reason: '   ' }, { 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Please give a reason');
    expect((await t.call(as('admin'), 'GET', `/api/v1/news/${newsId}?f_is_get_all_cms=1`)).body.data.status).toBe('WAITING');

    const ok = await move('approver', 'REJECT', { reason: 'Ảnh bìa sai tỉ lệ' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('REJECT');
    const [n] = await aboutNews('editor');
    expect(n).toMatchObject({ content: 'Lý do: Ảnh bìa sai tỉ lệ', content_en: 'Reason: Ảnh bìa sai tỉ lệ', link: `/admin/news/${newsId}` });
    expect(n?.title).toMatch(/bị từ chối/);
    // The record's history (what the author's form shows) keeps the reason.
    const history = await t.call(as('editor'), 'GET', `/api/v1/activity-log?f_activity_context=news&f_record_id=${newsId}`);
    expect(history.status).toBe(200);
    const reject = history.body.data.items.find((l: { action: string }) => l.action === 'reject');
    expect(reject).toMatchObject({ suffix: 'status', updated_data: { status: 'REJECT', reason: 'Ảnh bìa sai tỉ lệ' } });
  });

  it('approving after the release time releases at once (PUBLISH) and tells the author', async () => {
    expect((await move('editor', 'WAITING')).status).toBe(200);
    t.clock.advance(2 * H);
    tok.approver = await t.login('approver');
    tok.editor = await t.login('editor');
    tok.staff = await t.login('staff');
    const res = await move('approver', 'SCHEDULED');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('PUBLISH');
    const staffSees = await t.call(as('staff'), 'GET', `/api/v1/news/${newsId}`);
    expect(staffSees.body.data.status).toBe('PUBLISH');
    const mine = await aboutNews('editor');
    expect(mine.map((n) => n.title).join(' | ')).toMatch(/đã được duyệt.*\|.*đã được phát hành|đã được phát hành.*\|.*đã được duyệt/);
    expect(mine.find((n) => /phát hành/.test(n.title))?.link).toBe(`/news/${newsId}`);
    const log = await t.database.query<{ action: string; user_id: number | null }>(
      "SELECT action, user_id FROM activity_log WHERE table_name = 'news' AND record_id = $1 AND suffix = 'status' ORDER BY id",
      [newsId],
    );
    expect(log.map((l) => l.action)).toEqual(['submit', 'reject', 'submit', 'approve', 'publish']);
  });

  it('unpublishing released news needs a reason too, and tells the author', async () => {
    const none = await move('approver', 'REJECT');
    expect(none.status).toBe(400);
    expect((await move('editor', 'REJECT', { reason: 'Gỡ' })).status).toBe(403);
    const ok = await move('approver', 'REJECT', { reason: 'Thông tin chưa được phép công bố' });
    expect(ok.status).toBe(200);
    const n = (await aboutNews('editor')).find((x) => /bị gỡ/.test(x.title));
    expect(n).toMatchObject({ content: 'Lý do: Thông tin chưa được phép công bố' });
    expect(n?.title_en).toMatch(/unpublished/);
  });

  describe('the notification stream', () => {
    let base = '';
    const aborts: AbortController[] = [];
    afterAll(() => {
      for (const a of aborts) a.abort();
    });

    /** Reads server-sent events from a stream until `until` returns true. */
    async function readEvents(res: Response, until: (events: string[]) => boolean): Promise<string[]> {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buf = '';
      const events: string[] = [];
      while (!until(events)) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
          i = buf.indexOf('\n\n');
        }
      }
      reader.releaseLock();
      return events;
    }

    it('refuses a stream without a valid ticket; a ticket needs a signed-in caller', async () => {
      expect((await t.call(null, 'GET', '/api/v1/notification/stream')).status).toBe(401);
      expect((await t.call(null, 'GET', '/api/v1/notification/stream?ticket=abc.def')).status).toBe(401);
      expect((await t.call(null, 'POST', '/api/v1/notification/stream-ticket', {})).status).toBe(401);
      const ticket = (await t.call(as('approver'), 'POST', '/api/v1/notification/stream-ticket', {})).body.data.ticket as string;
      const [body, sig] = ticket.split('.');
      const forged = `${Buffer.from(JSON.stringify({ sub: await accountId('admin'), exp: Date.now() + 60_000 })).toString('base64url')}.${sig}`;
      expect((await t.call(null, 'GET', `/api/v1/notification/stream?ticket=${forged}`)).status).toBe(401);
      expect(body).toBeTruthy();
    });

    it("pushes 'notification' to the approver's open stream when news is submitted (at commit)", async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const ticket = (await t.call(as('approver'), 'POST', '/api/v1/notification/stream-ticket', {})).body.data.ticket as string;
      const abort = new AbortController();
      aborts.push(abort);
      const res = await fetch(`${base}/api/v1/notification/stream?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await readEvents(res, (e) => e.includes('ready'))).toEqual(['ready']);
      const before = (await inbox('approver')).unread_count;
      // Back to a draft-like state and submitted again: the approver is told.
      expect((await move('editor', 'WAITING')).status).toBe(200);
      expect(await readEvents(res, (e) => e.includes('notification'))).toContain('notification');
      expect((await inbox('approver')).unread_count).toBe(before + 1);
      abort.abort();
    });
  });
});

/**
 * Security properties checked by hand: forged ids never reach another user's private records,
 * uploads of markup are never served inline from the app origin, rich text is stripped on create
 * AND update, and every answer carries the security headers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-security-'));

const BOUNDARY = '----portal-security-boundary';
const multipart = (fileName: string, content: string, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const MP = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe.each(dbKinds(import.meta.url))('security on %s', (kind) => {
  const t = useTestApp(kind);

  it("staff cannot read or change another user's sessions, notifications, bookmarks or profile by forging ids", async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const me = async (tok: string) => (await t.call(tok, 'GET', '/api/v1/user/me')).body.data;
    const adminId = (await me(admin)).id as number;
    const staffId = (await me(staff)).id as number;

    const [session] = (await t.call(admin, 'GET', '/api/v1/auth/sessions')).body.data as { id: number }[];
    const note = await t.call(admin, 'POST', '/api/v1/notifications', { recipient_id: adminId, title: 'Riêng tư', title_en: 'Private' });
    expect(note.status).toBe(200);
    const noteId = note.body.data.id as number;
    const mark = await t.call(admin, 'POST', '/api/bookmarks/update', { link: '/admin/news', title: 'Tin tức' });
    expect(mark.status).toBe(200);
    const [markRow] = await t.database.query<{ id: number }>('SELECT id FROM bookmark WHERE user_id = $1', [adminId]);
    const markId = Number(markRow?.id);
    const activity = async () => (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM activity_log WHERE result <> 'DENIED'"))[0]?.n;
    const before = await activity();

    const attempts: [string, string, unknown?][] = [
      ['DELETE', `/api/v1/auth/sessions/${session?.id}`],
      ['GET', `/api/v1/user/${adminId}/sessions`],
      ['DELETE', `/api/v1/user/${adminId}/sessions`],
      ['POST', `/api/v1/notification-read/${noteId}`],
      ['GET', `/api/v1/notifications/${noteId}`],
      ['PUT', `/api/v1/notifications/${noteId}`, { is_read: true }],
      ['DELETE', `/api/v1/notifications/${noteId}`],
      ['GET', `/api/v1/bookmark/${markId}`],
      ['PUT', `/api/v1/bookmark/${markId}`, { title: 'x' }],
      ['DELETE', `/api/v1/bookmark/${markId}`],
      ['PUT', `/api/v1/user/profile/${adminId}`, { full_name: 'Bị Đổi Tên' }],
      ['GET', `/api/v1/user/${adminId}`],
      ['PUT', `/api/v1/user/${adminId}`, { full_name: 'Bị Đổi Tên' }],
      ['PUT', `/api/v1/user/${adminId}/email`, { email: 'attacker@example.com' }],
      ['POST', `/api/v1/user/${adminId}/lock`, {}],
      ['DELETE', `/api/v1/user/${adminId}/2fa`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await t.call(staff, method as 'GET', url, body);
      expect([403, 404], `${method} ${url} -> ${res.status}`).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    // Staff's own lists do not show the admin's records.
    expect(((await t.call(staff, 'GET', '/api/v1/notification')).body.data.items as { id: number }[]).map((n) => n.id)).not.toContain(noteId);
    expect(((await t.call(staff, 'GET', '/api/bookmarks/data')).body.data.items as { id: number }[]).map((b) => b.id)).not.toContain(markId);
    expect(((await t.call(staff, 'GET', '/api/v1/auth/sessions')).body.data as { id: number }[]).map((s) => s.id)).not.toContain(session?.id);

    // Nothing changed: the admin is still signed in, the notification unread, the bookmark and name kept.
    expect((await t.call(admin, 'GET', '/api/v1/user/me')).status).toBe(200);
    const [n] = await t.database.query<{ is_read: boolean; state: string }>('SELECT is_read, state FROM notification WHERE id = $1', [noteId]);
    expect(n).toMatchObject({ is_read: false, state: 'ACTIVE' });
    expect((await t.database.query('SELECT id FROM bookmark WHERE id = $1', [markId])).length).toBe(1);
    const [a] = await t.database.query<{ full_name: string; email: string; account_status: string }>(
      'SELECT full_name, email, account_status FROM account WHERE id = $1',
      [adminId],
    );
    expect(a).toMatchObject({ full_name: 'Quản Trị Viên', email: 'admin@thaco.com.vn', account_status: 'ACTIVE' });
    expect(await activity()).toBe(before);
    expect(staffId).not.toBe(adminId);
  });

  it('never accepts SVG or HTML uploads, and never serves a non-image inline', async () => {
    const editor = await t.login('editor');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
    for (const [name, content, type] of [
      ['logo.svg', svg, 'image/svg+xml'],
      ['anh.png', svg, 'image/png'],
      ['trang.html', html, 'text/html'],
      ['trang.htm', html, 'text/html'],
      ['ghi-chu.txt', html, 'text/plain'],
      ['tai-lieu.pdf', html, 'application/pdf'],
    ] as const) {
      const res = await t.call(editor, 'POST', '/api/v1/media/upload?context=DOCUMENT', multipart(name, content, type), MP);
      expect(res.status, `${name} -> ${res.status}`).toBe(400);
      expect(res.body.success).toBe(false);
    }
    // A harmless text file is stored but only ever served as a download, never sniffed.
    const txt = await t.call(editor, 'POST', '/api/v1/media/upload?context=DOCUMENT&is_public=true', multipart('ghi-chu.txt', 'Xin chào'), MP);
    expect(txt.status, JSON.stringify(txt.body)).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: `${txt.body.data[0].url}`, headers: { authorization: `Bearer ${editor}` } });
    expect(file.statusCode, `${JSON.stringify(txt.body)} ${file.body}`).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment/);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
  });

  it('strips <script>, on*= handlers and javascript: URLs from news content on create AND update', async () => {
    const admin = await t.login('admin');
    const evil =
      '<p>Nội dung<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="JaVaScRiPt:alert(4)">y</a></p>';
    const [type] = (await t.call(admin, 'GET', '/api/v1/news-type?limit=1')).body.data.items as { id: number }[];
    const [realm] = (await t.call(admin, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM&limit=1')).body.data.items as { id: number }[];
    const at = (h: number) => new Date(t.clock.now.getTime() + h * 3_600_000).toISOString();
    const made = await t.call(admin, 'POST', '/api/v1/news', {
      title: 'Tin an toàn',
      type_id: type?.id,
      realm_id: realm?.id,
      publish_date: at(-1),
      release_date: at(1),
      content: evil,
      content_en: evil,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    const upd = await t.call(admin, 'PUT', `/api/v1/news/${id}`, { content: `${evil}<iframe src="javascript:alert(5)"></iframe>`, content_en: evil });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const [row] = await t.database.query<{ content: string; content_en: string }>('SELECT content, content_en FROM news WHERE id = $1', [id]);
    for (const html of [made.body.data.content, made.body.data.content_en, upd.body.data.content, row?.content, row?.content_en] as string[]) {
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe src="javascript/i);
      expect(html).toContain('Nội dung');
    }
  });

  it('sets security headers on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/v1/user/me', '/api/v1/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

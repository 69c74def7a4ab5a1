/**
 * Uploads are private by default (issue 11, class 3). An uploaded file is readable by its uploader
 * (and administrators) until a record uses it; then by who may read that record; anonymous callers
 * only once it is part of released public content. Ids are sequential, so every other file id is
 * tried too: none answers to a caller who may not read it. A browser proves who asks by the file
 * cookie that signed-in API responses carry (HttpOnly, SameSite=Strict, the file route only), which
 * is worth nothing anywhere else and ends with the session.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart } from '../xlsx.js';

const png = () => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();

describe.each(dbKinds(import.meta.url))('private uploads on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const file = async (who: string | null, id: number, cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/media/file/${id}`,
        headers: { ...(who ? { authorization: `Bearer ${tok[who]}` } : {}), ...(cookie ? { cookie } : {}) },
      })
    ).statusCode;
  const upload = async (who: string, name: string, path = 'media/upload') => {
    const body = multipart(await png(), name, 'image/png');
    const res = await t.call(tok[who] as string, 'POST', `/api/v1/${path}?is_public=1`, body.payload, body.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data[0] as { id: number; is_public: boolean };
  };
  /** The file cookie a signed-in API response sets, as a Cookie header. */
  const fileCookieOf = (setCookie: string | string[] | undefined) => {
    const all = [setCookie ?? []].flat();
    const c = all.find((x) => x.startsWith('portal_files='));
    return c ? { header: c.split(';')[0] as string, raw: c } : null;
  };

  it('an upload is private whatever the client asks: its uploader and administrators only, nobody anonymous', async () => {
    for (const u of ['admin', 'editor', 'approver', 'staff']) tok[u] = await t.login(u);
    const m = await upload('editor', 'bản nháp.png');
    expect(m.is_public).toBe(false);
    expect(await file('editor', m.id)).toBe(200);
    expect(await file('admin', m.id)).toBe(200);
    expect(await file('staff', m.id)).toBe(404);
    expect(await file('approver', m.id)).toBe(404);
    expect(await file(null, m.id)).toBe(401);
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/media/${m.id}`)).status).toBe(404);
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/media/download/${m.id}`)).status).toBe(404);
    // Logos are public by nature (the sign-in page shows them before anyone signs in).
    const logo = await upload('admin', 'logo.png', 'media/upload-logo');
    expect(logo.is_public).toBe(true);
    expect(await file(null, logo.id)).toBe(200);
  });

  it('a file used by a draft follows the draft, and becomes public only when the record is released as public content', async () => {
    const m = await upload('editor', 'hinh-ra-mat.png');
    const created = await t.call(tok.editor as string, 'POST', '/api/v1/marketing', { title: 'Ra mắt sản phẩm mới', display_type: 'SLIDE', access_scope: 'PUBLIC', staff_ids: [], figure: m.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    // A draft: its author and who approves the subject read it; staff and anonymous callers do not.
    expect(await file('editor', m.id)).toBe(200);
    expect(await file('approver', m.id)).toBe(200);
    expect(await file('staff', m.id)).toBe(404);
    expect(await file(null, m.id)).toBe(401);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/marketing/${id}/status`, { status: 'WAITING' })).status).toBe(200);
    expect(await file('staff', m.id)).toBe(404);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/marketing/${id}/status`, { status: 'RELEASE' })).status).toBe(200);
    expect(await file('staff', m.id)).toBe(200);
    expect(await file(null, m.id)).toBe(200);
  });

  it('no private file answers to a caller who may not read it, whatever id is tried', async () => {
    const rows = await t.database.query<{ id: string; is_public: boolean }>('SELECT id, is_public FROM media ORDER BY id');
    const mine = await upload('staff', 'cua-toi.png');
    // Every file there is, and ids that are not there (ids are random: there is no range to walk).
    const tried = [...rows.map((r) => Number(r.id)), Number(mine.id), 1, 2, 123456789012345, Number(mine.id) + 1];
    for (const id of tried) {
      const anonymous = await file(null, id);
      if (anonymous === 200) {
        // Served anonymously: a public upload, or a file of released public content.
        const m = rows.find((r) => Number(r.id) === id);
        expect(m, `file ${id}`).toBeTruthy();
      } else expect([401, 404], `file ${id}`).toContain(anonymous);
    }
    // A staff member reads their own unused upload; the editor does not.
    expect(await file('staff', mine.id)).toBe(200);
    expect(await file('editor', mine.id)).toBe(404);
  });

  it('signed-in answers carry the file cookie, which reads files and nothing else, and ends with the session', async () => {
    const editor = await t.login('editor');
    const m = await upload('editor', 'rieng.png');
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { authorization: `Bearer ${editor}` } });
    const cookie = fileCookieOf(first.headers['set-cookie']);
    expect(cookie, JSON.stringify(first.headers)).toBeTruthy();
    expect(cookie?.raw).toMatch(/HttpOnly/);
    expect(cookie?.raw).toMatch(/SameSite=Strict/);
    expect(cookie?.raw).toMatch(/Path=\/api\/v1\/media\/file(;|$)/);
    const header = cookie?.header as string;
    // What a browser's <img> request sends: the cookie, no bearer token.
    expect(await file(null, m.id, header)).toBe(200);
    // Held and fresh: not set again on the next call.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { authorization: `Bearer ${editor}`, cookie: header } });
    expect(fileCookieOf(again.headers['set-cookie'])).toBeNull();
    // Worth nothing elsewhere: not a session for other routes, not a bearer token.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { cookie: header } })).statusCode).toBe(401);
    const value = header.slice('portal_files='.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { authorization: `Bearer ${value}` } })).statusCode).toBe(401);
    // Another user's cookie does not read the editor's private file.
    const staff = await t.login('staff');
    const other = fileCookieOf((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { authorization: `Bearer ${staff}` } })).headers['set-cookie']);
    expect(await file(null, m.id, other?.header)).toBe(404);
    // Signing out clears it in the browser and ends it on the server.
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${editor}`, cookie: header }, payload: {} });
    expect(out.statusCode).toBeLessThan(300);
    expect(fileCookieOf(out.headers['set-cookie'])?.raw).toMatch(/Max-Age=0/);
    expect(await file(null, m.id, header)).toBe(401);
  });
});

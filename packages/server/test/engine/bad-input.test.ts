/**
 * Regressions found by fuzz-routes.test.ts: a NUL character (which PostgreSQL text cannot hold)
 * null for a column with a default (NOT NULL in the database), a multipart body cut short or without
 * a boundary used to answer 500; router refusals (bad %-escape, over-long parameter) left our envelope.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbKinds, noRightsRole, useTestApp } from '../harness.js';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-bad-input-'));

describe.each(dbKinds(import.meta.url))('bad input refused with a 400 on %s', (kind) => {
  const t = useTestApp(kind);
  const count = async (table: string) => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it('refuses a NUL character in a body, a filter, a search or a sign-in, in the caller language; nothing written', async () => {
    const admin = await t.login('admin');
    const roles = await count('role');
    const words = await count('sensitive_word');
    const [office] = (await t.database.query<{ id: number; name: string }>('SELECT id, name FROM office ORDER BY id LIMIT 1')) ?? [];
    const tries: [string, string, unknown?][] = [
      ['POST', '/api/v1/role', { name: 'a\u0000b' }],
      ['POST', '/api/v1/sensitive_words', { word: 'x\u0000' }],
      ['PUT', `/api/v1/office/${office?.id}`, { name: 'Văn phòng\u0000' }],
      ['PUT', `/api/v1/office/${office?.id}`, { 'ad\u0000dress': 'x' }],
      ['GET', '/api/v1/category?f_code=a%00b'],
      ['GET', '/api/v1/office?q=%00'],
      ['GET', '/api/v1/user?f_department=%00'],
    ];
    for (const [method, url, body] of tries) {
      for (const lang of ['vi', 'en'] as const) {
        const res = await t.call(admin, method as 'GET', `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, body);
        expect(res.status, `${method} ${url}`).toBe(400);
        expect(res.body).toEqual({
          success: false,
          message: lang === 'vi' ? 'Dữ liệu gửi lên chứa ký tự không hợp lệ (NUL)' : 'The request contains an invalid character (NUL)',
        });
      }
    }
    const login = await t.call(null, 'POST', '/api/v1/auth/login', { username: 'admin\u0000', password: 'x' });
    expect(login.status).toBe(400);
    expect(await count('role')).toBe(roles);
    expect(await count('sensitive_word')).toBe(words);
    const [after] = await t.database.query<{ name: string }>('SELECT name FROM office WHERE id = $1', [office?.id]);
    expect(after?.name).toBe(office?.name);
  });

  it('refuses null or empty for a column with a default on update, uses the default on create', async () => {
    const admin = await t.login('admin');
    const made = await t.call(admin, 'POST', '/api/v1/user', { username: 'mac-dinh', full_name: 'Mặc Định', password: 'Mac-Dinh-2026', account_status: null, role_ids: [await noRightsRole(t, admin)] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.account_status).toBe('ACTIVE');
    for (const v of [null, '']) {
      const res = await t.call(admin, 'PUT', `/api/v1/user/${made.body.data.id}`, { account_status: v });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual([{ field: 'account_status', message: expect.stringContaining('Trạng thái tài khoản') }]);
    }
    const [row] = await t.database.query<{ account_status: string }>('SELECT account_status FROM account WHERE id = $1', [made.body.data.id]);
    expect(row?.account_status).toBe('ACTIVE');
  });

  it('refuses a multipart upload cut short or without a boundary with a 400; nothing stored', async () => {
    const editor = await t.login('editor');
    const before = await count('media');
    const B = 'zzzb';
    const cut = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc`;
    for (const path of ['/api/v1/media/upload?context=DOCUMENT', '/api/v1/media/upload-logo']) {
      for (const [payload, type] of [
        [cut, `multipart/form-data; boundary=${B}`],
        ['abc', 'multipart/form-data'],
        ['garbage', `multipart/form-data; boundary=${B}`],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${editor}`, 'content-type': type }, payload });
        expect(res.statusCode, `${path} ${payload.slice(0, 10)} ${res.body}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Yêu cầu không hợp lệ' });
      }
    }
    expect(await count('media')).toBe(before);
  });

  it('answers router refusals (bad %-escape, over-long parameter) in the error envelope and caller language', async () => {
    const admin = await t.login('admin');
    for (const [url, status] of [
      ['/api/v1/news/%E0%A4%A', 400],
      [`/api/v1/media/download/${'1,'.repeat(2000)}1`, 414],
    ] as const) {
      const vi = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect(vi.statusCode, vi.body).toBe(status);
      expect(JSON.parse(vi.body)).toEqual({ success: false, message: 'Yêu cầu không hợp lệ' });
      expect(vi.headers['x-content-type-options']).toBe('nosniff');
      const en = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
      expect(JSON.parse(en.body)).toEqual({ success: false, message: 'Bad request' });
      const enQuery = await t.app.inject({ method: 'GET', url: `${url}?lang=en`, headers: { authorization: `Bearer ${admin}` } });
      expect(JSON.parse(enQuery.body)).toEqual({ success: false, message: 'Bad request' });
    }
  });
});

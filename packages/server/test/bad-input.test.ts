/**
 * Regressions found by fuzz-routes.test.ts: a NUL character (which PostgreSQL text cannot hold)
 * and null for a column with a default (NOT NULL in the database) used to answer 500.
 */
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from './harness.js';

describe.each(DB_KINDS)('bad input refused with a 400 on %s', (kind) => {
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
      ['PUT', `/api/v1/office/${office?.id}`, { ['ad\u0000dress']: 'x' }],
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
    const made = await t.call(admin, 'POST', '/api/v1/user', { username: 'mac-dinh', full_name: 'Mặc Định', password: 'Mac-Dinh-2026', account_status: null });
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
});

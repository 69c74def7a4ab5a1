/**
 * Codes the server numbers (declared `numbering`, issue 34): a staff file created without a code
 * gets the next `TH#####` after the highest stored, two creates at the same moment get two codes,
 * a refused create gives its number back, a typed code is kept and its number skipped later; the
 * code routes answer without writing and only to who may create.
 */
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';

describe.each(DB_KINDS)('numbered codes on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const highest = async () => Math.max(...(await q<{ code: string }>("SELECT code FROM staff WHERE code ~ '^TH[0-9]+$'")).map((x) => Number(x.code.slice(2))));
  const unit = async () => Number((await q<{ id: string }>("SELECT id FROM organization WHERE state = 'ACTIVE' ORDER BY id LIMIT 1"))[0]?.id);
  const file = (name: string, extra: Record<string, unknown> = {}) => ({ full_name: name, employee_status: 'WORKING', ...extra });

  it('a staff file without a code gets the next one; concurrent creates get distinct codes; a refused create writes nothing', async () => {
    const admin = await t.login('admin');
    const unitId = await unit();
    const top = await highest();
    const preview = await t.call(admin, 'GET', '/api/v1/staff/code-next');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.code).toBe(`TH${top + 1}`);
    // The preview reserves nothing: asked again, the same code.
    expect((await t.call(admin, 'GET', '/api/v1/staff/code-next')).body.data.code).toBe(`TH${top + 1}`);

    const first = await t.call(admin, 'POST', '/api/v1/staff', file('Nguyễn Văn Mã Một', { unit_id: unitId }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.code).toBe(`TH${top + 1}`);
    // An empty string is "not given" too.
    const second = await t.call(admin, 'POST', '/api/v1/staff', file('Trần Thị Mã Hai', { unit_id: unitId, code: '  ' }));
    expect(second.body.data.code).toBe(`TH${top + 2}`);

    // A refused create (no unit) gives its number back: the next create takes it.
    const refused = await t.call(admin, 'POST', '/api/v1/staff', file('Thiếu Đơn Vị'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['unit_id']);
    expect((await q('SELECT 1 FROM staff WHERE full_name = $1', ['Thiếu Đơn Vị'])).length).toBe(0);

    // A typed code is kept; the counter later skips the number it holds.
    const typed = await t.call(admin, 'POST', '/api/v1/staff', file('Lê Văn Tự Đặt', { unit_id: unitId, code: `TH${top + 3}` }));
    expect(typed.body.data.code).toBe(`TH${top + 3}`);
    const after = await t.call(admin, 'POST', '/api/v1/staff', file('Phạm Thị Sau', { unit_id: unitId }));
    expect(after.body.data.code).toBe(`TH${top + 4}`);

    // Five creates at the same moment: five different codes, the next five numbers.
    const many = await Promise.all([1, 2, 3, 4, 5].map((i) => t.call(admin, 'POST', '/api/v1/staff', file(`Đồng Thời ${i}`, { unit_id: unitId }))));
    expect(many.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    expect(many.map((x) => x.body.data.code as string).sort()).toEqual([5, 6, 7, 8, 9].map((k) => `TH${top + k}`));
  });

  it('the code check answers free or taken (its own record excepted) without writing, to who may create only', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const [taken] = await q<{ id: string; code: string }>("SELECT id, code FROM staff WHERE state = 'ACTIVE' ORDER BY id LIMIT 1");
    const check = (token: string, query: string) => t.call(token, 'GET', `/api/v1/staff/code-check?${query}`);
    expect((await check(admin, `code=${taken?.code}`)).body.data).toEqual({ code: taken?.code, isFree: false });
    // Codes compare without case, as the unique index does.
    expect((await check(admin, `code=${taken?.code.toLowerCase()}`)).body.data.isFree).toBe(false);
    expect((await check(admin, `code=${taken?.code}&id=${taken?.id}`)).body.data.isFree).toBe(true);
    expect((await check(admin, 'code=TH-CHUA-DUNG')).body.data.isFree).toBe(true);
    const counters = await q('SELECT * FROM code_counter');
    // Bad input: a clear error naming the field.
    const empty = await check(admin, 'code=');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('code');
    expect((await check(admin, `code=${'X'.repeat(31)}`)).status).toBe(400);
    expect((await check(admin, 'code=TH1&id=abc')).status).toBe(400);
    // Staff read the phone book but do not create staff files.
    expect((await check(staff, 'code=TH1')).status).toBe(403);
    expect((await t.call(staff, 'GET', '/api/v1/staff/code-next')).status).toBe(403);
    expect((await t.call(null, 'GET', '/api/v1/staff/code-next')).status).toBe(401);
    expect(await q('SELECT * FROM code_counter')).toEqual(counters);
  });
});

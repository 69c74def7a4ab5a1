/**
 * Bulk create and bulk delete (issue 34, engine/bulk.ts), every resource's, through the API: all or
 * nothing under the caller's rule. One bad item and nothing is written (counted before and after),
 * each error named `items[i].<field>`; items under a parent given once; the wrong role refused; ids
 * that are forged, unknown or someone else's refuse the whole delete and name the id; a module's
 * refusal (an approved leave) too; soft-delete resources soft-delete; two bulk deletes of the same
 * records at once delete them once.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('bulk create and delete on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.database.query<T & Record<string, unknown>>(sql, params)) as T[];
  const count = async (sql: string, params: unknown[] = []) => Number((await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);

  it('creates all or nothing, names items[i].field, refuses the wrong role and a list over the cap', async () => {
    const [admin, staff] = [await t.login('admin'), await t.login('staff')];
    const before = await count('sensitive_word');
    const bad = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk?lang=en', { items: [{ word: 'hàng loạt một' }, { word: '' }, { word: 'Hàng loạt một' }, { word: 'hàng loạt hai' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { index: number; field: string }) => [e.index, e.field])).toEqual([
      [1, 'items[1].word'],
      [2, 'items[2].word'],
    ]);
    expect(await count('sensitive_word')).toBe(before);
    // The wrong role: refused before anything is read; nothing written.
    expect((await t.call(staff, 'POST', '/api/v1/sensitive_words/bulk', { items: [{ word: 'nhân viên thêm' }] })).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/sensitive_words/bulk', { items: [{ word: 'ẩn danh' }] })).status).toBe(401);
    const over = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk?lang=en', { items: Array.from({ length: 501 }, (_, i) => ({ word: `w${i}` })) });
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toMatchObject({ field: 'items', message: 'items must hold 1 to 500 entries' });
    expect((await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk', { items: [] })).status).toBe(400);
    expect(await count('sensitive_word')).toBe(before);

    const made = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk', { items: [{ word: 'hàng loạt một' }, { word: 'hàng loạt hai', replacement: '***' }] });
    expect(made.status).toBe(201);
    expect(made.body.data.count).toBe(2);
    expect(await count('sensitive_word')).toBe(before + 2);
    const ids = made.body.data.items.map((x: { id: number }) => x.id) as number[];
    expect(await count("activity_log WHERE table_name = 'sensitive_word' AND action = 'create' AND record_id = ANY($1)", [ids])).toBe(2);
    // A resource without a parent field refuses the parent form.
    expect((await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk', { parent: 1, items: [{ word: 'x' }] })).status).toBe(400);
  });

  it('creates children under a parent given once: the parent field set on every item, another parent refused', async () => {
    const staff = await t.login('staff');
    const category = Number((await q<{ id: string }>('SELECT id FROM ticket_category ORDER BY id LIMIT 1'))[0]?.id);
    const ticket = (await t.call(staff, 'POST', '/api/v1/ticket', { title: 'Mạng tầng 2 chập chờn', content: 'Mất kết nối liên tục.', category_id: category })).body.data.id as number;
    // A ticket the staff member does not read (their list leaves it out).
    const seen = ((await t.call(staff, 'GET', '/api/v1/ticket?limit=-1')).body.data.items as { id: number }[]).map((x) => x.id);
    const other = Number((await q<{ id: string }>('SELECT id FROM ticket WHERE NOT (id = ANY($1)) ORDER BY id LIMIT 1', [seen]))[0]?.id);
    expect(other).toBeGreaterThan(0);
    const comments = () => count('ticket_comment WHERE ticket_id = $1', [ticket]);
    const mismatch = await t.call(staff, 'POST', '/api/v1/ticket-comment/bulk', { parent: ticket, items: [{ content: 'Một' }, { ticket_id: other, content: 'Hai' }] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.map((e: { field: string }) => e.field)).toEqual(['items[1].ticket_id']);
    expect(await comments()).toBe(0);
    const made = await t.call(staff, 'POST', '/api/v1/ticket-comment/bulk', { parent: ticket, items: [{ content: 'Đã khởi động lại modem.' }, { content: 'Vẫn chập chờn.' }] });
    expect(made.status).toBe(201);
    expect(made.body.data.items.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([ticket, ticket]);
    expect(await comments()).toBe(2);
    // A parent the caller does not read: nothing is written (the comment's `parent` rule).
    const before = await count('ticket_comment');
    const hidden = await t.call(staff, 'POST', '/api/v1/ticket-comment/bulk', { parent: other, items: [{ content: 'Người ngoài' }] });
    expect([400, 403, 404]).toContain(hidden.status);
    expect(await count('ticket_comment')).toBe(before);
  });

  it('deletes all or nothing: forged, unknown and unwritable ids refuse the whole call and are named', async () => {
    const [admin, staff] = [await t.login('admin'), await t.login('staff')];
    const made = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk', { items: [{ word: 'xoá một' }, { word: 'xoá hai' }, { word: 'xoá ba' }] });
    const ids = made.body.data.items.map((x: { id: number }) => x.id) as number[];
    const left = () => count('sensitive_word WHERE id = ANY($1)', [ids]);
    for (const forged of [[], ['abc'], [0], [-1], [1.5], 'x', [ids[0], '1; DROP TABLE x']]) {
      expect((await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids: forged })).status, JSON.stringify(forged)).toBe(400);
    }
    expect((await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids: Array.from({ length: 501 }, (_, i) => i + 1) })).status).toBe(400);
    const unknown = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids: [ids[0], 987654321, ids[1]] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].field).toBe('ids[1]');
    expect(await left()).toBe(3);
    expect((await t.call(staff, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids })).status).toBe(403);
    expect(await left()).toBe(3);
    // Repeats collapse; the activity log has one entry per record.
    const done = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids: [ids[2], ids[0], ids[1], ids[0]] });
    expect(done.status).toBe(200);
    expect(done.body.data.count).toBe(3);
    expect(await left()).toBe(0);
    expect(await count("activity_log WHERE table_name = 'sensitive_word' AND action = 'delete' AND record_id = ANY($1)", [ids])).toBe(3);
    // The cached list follows.
    expect((await t.call(admin, 'GET', '/api/v1/sensitive_words?q=xoá')).body.data.totalRows).toBe(0);
  });

  it("soft-deletes, refuses someone else's records and a module's refusal (an approved leave) with nothing deleted", async () => {
    t.clock.set('2027-02-01T02:00:00Z');
    const [admin, staff] = [await t.login('admin'), await t.login('staff')];
    const staffId = Number((await q<{ id: string }>("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'"))[0]?.id);
    const contracts = await t.call(admin, 'POST', '/api/v1/labor-contract/bulk', {
      items: [1, 2].map((i) => ({ staff_id: staffId, code: `HĐ-BULK-${i}`, type: 2, sign_date: '2027-01-01', start_date: '2027-01-02' })),
    });
    expect(contracts.status).toBe(201);
    const cids = contracts.body.data.items.map((x: { id: number }) => x.id) as number[];
    expect((await t.call(admin, 'POST', '/api/v1/labor-contract/bulk-delete', { ids: cids })).status).toBe(200);
    expect((await q<{ state: string }>('SELECT state FROM labor_contract WHERE id = ANY($1)', [cids])).map((x) => x.state)).toEqual(['INACTIVE', 'INACTIVE']);

    const annual = Number((await q<{ id: string }>("SELECT id FROM staff_setting_leave_type WHERE code = 'ANNUAL'"))[0]?.id);
    const leave = async (who: string, body: Record<string, unknown>) => {
      const res = await t.call(who, 'POST', '/api/v1/staff-leave', { leave_type_id: annual, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as number;
    };
    const mine = [await leave(staff, { from_date: '2027-05-11', to_date: '2027-05-11' }), await leave(staff, { from_date: '2027-05-18', to_date: '2027-05-18' })];
    const hrStaff = Number((await q<{ id: string }>("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'hr'"))[0]?.id);
    const theirs = await leave(admin, { staff_id: hrStaff, from_date: '2027-06-01', to_date: '2027-06-01' });
    const active = () => count("staff_leave WHERE id = ANY($1) AND state = 'ACTIVE'", [[...mine, theirs]]);
    // Someone else's leave: not read by this caller, so not found; nothing deleted.
    const forged = await t.call(staff, 'POST', '/api/v1/staff-leave/bulk-delete', { ids: [mine[0], theirs] });
    expect(forged.status).toBe(404);
    expect(forged.body.errors[0].field).toBe('ids[1]');
    expect(await active()).toBe(3);
    // An approved leave is revoked, not deleted (the module's hook): 409 for the whole call.
    expect((await t.call(staff, 'POST', `/api/v1/staff-leave/${mine[1]}/submit`, {})).status).toBe(200);
    expect((await t.call(admin, 'POST', `/api/v1/staff-leave/${mine[1]}/approve`, { comment: 'Đồng ý' })).status).toBe(200);
    const refused = await t.call(staff, 'POST', '/api/v1/staff-leave/bulk-delete', { ids: mine });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].field).toBe('ids[1]');
    expect(await active()).toBe(3);
    expect((await t.call(staff, 'POST', '/api/v1/staff-leave/bulk-delete', { ids: [mine[0]] })).status).toBe(200);
    expect(await active()).toBe(2);
  });

  it('two bulk deletes of the same records at once: one deletes them, the other finds them gone (hard and soft)', async () => {
    const admin = await t.login('admin');
    const made = await t.call(admin, 'POST', '/api/v1/sensitive_words/bulk', { items: Array.from({ length: 20 }, (_, i) => ({ word: `đua xoá ${i}` })) });
    const ids = made.body.data.items.map((x: { id: number }) => x.id) as number[];
    const [a, b] = await Promise.all([
      t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids }),
      t.call(admin, 'POST', '/api/v1/sensitive_words/bulk-delete', { ids: [...ids].reverse() }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expect(await count('sensitive_word WHERE id = ANY($1)', [ids])).toBe(0);
    expect(await count("activity_log WHERE table_name = 'sensitive_word' AND action = 'delete' AND record_id = ANY($1)", [ids])).toBe(20);

    // Soft delete: the second call finds them INACTIVE (not deleted twice, one log entry each).
    const staffId = Number((await q<{ id: string }>("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'staff'"))[0]?.id);
    const contracts = await t.call(admin, 'POST', '/api/v1/labor-contract/bulk', {
      items: Array.from({ length: 10 }, (_, i) => ({ staff_id: staffId, code: `HĐ-ĐUA-${i}`, type: 2, sign_date: '2027-01-01', start_date: '2027-01-02' })),
    });
    const cids = contracts.body.data.items.map((x: { id: number }) => x.id) as number[];
    const [c, d] = await Promise.all([
      t.call(admin, 'POST', '/api/v1/labor-contract/bulk-delete', { ids: cids }),
      t.call(admin, 'POST', '/api/v1/labor-contract/bulk-delete', { ids: [...cids].reverse() }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 404]);
    expect(await count("labor_contract WHERE id = ANY($1) AND state = 'INACTIVE'", [cids])).toBe(10);
    expect(await count("activity_log WHERE table_name = 'labor_contract' AND action = 'delete' AND record_id = ANY($1)", [cids])).toBe(10);
    expect((await t.call(admin, 'POST', '/api/v1/labor-contract/bulk-delete', { ids: [cids[0]] })).status).toBe(404);
  });
});

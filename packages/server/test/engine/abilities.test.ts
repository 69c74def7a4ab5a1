/**
 * Per-record abilities (issue 34, ADR 0018) through the API: what the caller may do with a record,
 * as the writes would decide it, for the owner, an approver, another staff member and a wrong id;
 * the batch route leaves out what the caller does not read and refuses a bad list. The ticket's
 * portal detail carries them instead of its old `can_move`.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('per-record abilities on %s', (kind) => {
  const t = useTestApp(kind);
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};

  it('leave: the owner edits and submits a draft, the approver decides, the owner withdraws; others read nothing', async () => {
    t.clock.set('2027-02-01T02:00:00Z');
    const [staff, admin, editor] = [await t.login('staff'), await t.login('admin'), await t.login('editor')];
    const annual = Number((await q1("SELECT id FROM staff_setting_leave_type WHERE code = 'ANNUAL'")).id);
    const made = await t.call(staff, 'POST', '/api/v1/staff-leave', { leave_type_id: annual, from_date: '2027-05-11', to_date: '2027-05-12', reason: 'Về quê' });
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    const can = async (who: string) => t.call(who, 'GET', `/api/v1/staff-leave/${id}/abilities`);

    const draft = (await can(staff)).body.data;
    expect(draft).toMatchObject({ update: true, delete: true, actions: [], approval: { submit: true, decide: false, withdraw: false } });
    // The wrong role (no HR right) is refused.
    expect((await can(editor)).status).toBe(403);

    expect((await t.call(staff, 'POST', `/api/v1/staff-leave/${id}/submit`, {})).status).toBe(200);
    const pending = (await can(staff)).body.data;
    // Pending: no longer editable, withdrawn by its requester; the revoke action waits for APPROVED.
    expect(pending).toMatchObject({ update: false, actions: [], approval: { submit: false, decide: false, withdraw: true } });
    const approver = (await can(admin)).body.data;
    expect(approver.approval.decide).toBe(true);
    expect((await t.call(admin, 'POST', `/api/v1/staff-leave/${id}/approve`, { comment: 'Đồng ý' })).status).toBe(200);
    const approved = (await can(staff)).body.data;
    // An approved leave is revoked, not deleted: the module refuses it, and the abilities say so.
    expect(approved).toMatchObject({ update: false, delete: false, actions: ['revoke'], approval: { submit: false, decide: false, withdraw: false } });
    expect((await t.call(staff, 'DELETE', `/api/v1/staff-leave/${id}`)).status).toBe(409);

    // The batch route: what the caller reads, by id; a forged list is refused before any query.
    const other = await t.call(admin, 'POST', '/api/v1/staff-leave', { leave_type_id: annual, staff_id: Number((await q1("SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = 'hr'")).id), from_date: '2027-06-01', to_date: '2027-06-01' });
    expect(other.status).toBe(200);
    const batch = await t.call(staff, 'GET', `/api/v1/staff-leave/abilities?ids=${id},${other.body.data.id},999999`);
    expect(batch.status).toBe(200);
    expect(Object.keys(batch.body.data)).toEqual([String(id)]);
    expect((await t.call(staff, 'GET', '/api/v1/staff-leave/abilities?ids=1,abc')).status).toBe(400);
    expect((await t.call(staff, 'GET', `/api/v1/staff-leave/abilities?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
    // The action the abilities refuse is refused by the server too (a draft cannot be revoked).
    const draft2 = await t.call(staff, 'POST', '/api/v1/staff-leave', { leave_type_id: annual, from_date: '2027-07-06', to_date: '2027-07-06' });
    expect((await t.call(staff, 'POST', `/api/v1/staff-leave/${draft2.body.data.id}/revoke`, {})).status).toBe(409);
  });

  it("a ticket's detail says who may move it: its parties and who processes tickets, not others", async () => {
    const [staff, admin, editor] = [await t.login('staff'), await t.login('admin'), await t.login('editor')];
    const category = Number((await q1('SELECT id FROM ticket_category ORDER BY id LIMIT 1')).id);
    const made = await t.call(staff, 'POST', '/api/v1/ticket', { title: 'Máy in tầng 3 kẹt giấy', content: 'Kẹt giấy liên tục từ sáng.', category_id: category });
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    const detail = async (who: string) => t.call(who, 'GET', `/api/v1/ticket-detail/${id}`);
    expect((await detail(staff)).body.data.abilities.actions).toContain('changeStatus');
    expect((await detail(admin)).body.data.abilities.actions).toContain('changeStatus');
    expect((await detail(editor)).status).toBe(404);
    expect((await detail(staff)).body.data).not.toHaveProperty('can_move');
  });
});

/**
 * The list cache follows the tables an access rule reads (issue 34, ADR 0018): a cached list is
 * filed under its own table, its computed fields' tables and every table its read scope reads, so
 * a change of the access it depends on (a ticket reassigned, a staff file moved) empties it at once.
 * Both directions: access given (the list must show the records) and access taken away (the
 * cached list must not keep showing them: a leak).
 */
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';

describe.each(DB_KINDS)('the list cache follows access changes on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const staffOf = async (username: string) =>
    Number((await q<{ id: string }>('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]))[0]?.id);

  /** A ticket the admin files, assigned to `assignee`, with one comment of the admin's. */
  async function ticketWithComment(admin: string, assignee: string, title: string): Promise<number> {
    const [cat] = await q<{ id: string }>('SELECT id FROM ticket_category ORDER BY id LIMIT 1');
    const created = await t.call(admin, 'POST', '/api/v1/ticket', {
      title,
      category_id: Number(cat?.id),
      priority: 'LOW',
      request_staff_id: await staffOf('admin'),
      assignee_id: await staffOf(assignee),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const comment = await t.call(admin, 'POST', '/api/v1/ticket-comment', { ticket_id: id, content: `Ghi chú cho ${title}` });
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);
    return id;
  }

  const comments = async (token: string, ticketId: number) => {
    const res = await t.call(token, 'GET', `/api/v1/ticket-comment?f_ticket_id=${ticketId}`);
    expect(res.status).toBe(200);
    return res.body.data.items.length as number;
  };

  it('a ticket reassigned to staff: its comments appear in the same cached list at once', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const id = await ticketWithComment(admin, 'editor', 'Cache: quyền được cấp');
    // Twice: the second answer comes from the cache.
    expect(await comments(staff, id)).toBe(0);
    expect(await comments(staff, id)).toBe(0);
    expect((await t.call(staff, 'GET', `/api/v1/ticket/${id}`)).status).toBe(404);

    const moved = await t.call(admin, 'PUT', `/api/v1/ticket/${id}`, { assignee_id: await staffOf('staff') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.call(staff, 'GET', `/api/v1/ticket/${id}`)).status).toBe(200);
    expect(await comments(staff, id)).toBe(1);
  });

  it('a ticket taken away from staff: its comments leave the same cached list at once', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const id = await ticketWithComment(admin, 'staff', 'Cache: quyền bị thu hồi');
    expect(await comments(staff, id)).toBe(1);
    expect(await comments(staff, id)).toBe(1);

    const moved = await t.call(admin, 'PUT', `/api/v1/ticket/${id}`, { assignee_id: await staffOf('editor') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.call(staff, 'GET', `/api/v1/ticket/${id}`)).status).toBe(404);
    expect(await comments(staff, id)).toBe(0);
  });

  it('a scope read through another table: a staff file moved to another account takes its tickets out of the cached list', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const id = await ticketWithComment(admin, 'staff', 'Cache: hồ sơ đổi tài khoản');
    const listed = async () => ((await t.call(staff, 'GET', '/api/v1/ticket?limit=200')).body.data.items as { id: number }[]).some((x) => x.id === id);
    expect(await listed()).toBe(true);
    expect(await listed()).toBe(true);
    // The assignee is a staff file; staff reads tickets assigned to the file of their account.
    // Unlinking the file (a write to the staff table, not to ticket) takes the ticket away.
    const file = await staffOf('staff');
    await t.database.query('UPDATE staff SET account_id = NULL WHERE id = $1', [file]);
    try {
      expect(await listed()).toBe(false);
    } finally {
      await t.database.query('UPDATE staff SET account_id = (SELECT id FROM account WHERE username = $1) WHERE id = $2', ['staff', file]);
    }
    expect(await listed()).toBe(true);
  });

  it("the operating range: a person moved out of an HR officer's range leaves their cached lists at once, and back (issue 36, class 8)", async () => {
    const admin = await t.login('admin');
    const hrAuto = await t.login('hr.auto');
    const unit = async (code: string) => Number((await q<{ id: string }>('SELECT id FROM organization WHERE code = $1', [code]))[0]?.id);
    const [auto, agri] = [await unit('THACO-AUTO'), await unit('THACO-AGRI')];
    // Someone in THACO AUTO (in hr.auto's range), not hr.auto, with a record of their own under the
    // staff file's rule (a sub-record: the first kind the demo gives them).
    const [person] = await q<{ id: string; unit_id: string }>(
      `SELECT s.id, s.unit_id FROM staff s JOIN organization o ON o.id = s.unit_id
        WHERE s.state = 'ACTIVE' AND o.tree_path <@ (SELECT tree_path FROM organization WHERE id = $1)
          AND s.account_id IS DISTINCT FROM (SELECT id FROM account WHERE username = 'hr.auto') ORDER BY s.id LIMIT 1`,
      [auto],
    );
    expect(person).toBeDefined();
    const staffId = Number(person?.id);
    const made = await t.call(admin, 'POST', '/api/v1/family-relationship', { staff_id: staffId, full_name: 'Nguyễn Văn Cha', relation: 'FATHER' });
    const seen = async (path: string, id: number) =>
      ((await t.call(hrAuto, 'GET', `/api/v1/${path}?limit=500&f_is_get_all_cms=1`)).body.data.items as { id: number }[]).some((x) => x.id === id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const contractId = Number(made.body.data.id);
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect(await seen('staff', staffId)).toBe(true);
      expect(await seen('family-relationship', contractId)).toBe(true);
    }
    // The administrator moves the person to THACO AGRI (outside the range): gone from both cached lists.
    expect((await t.call(admin, 'PUT', `/api/v1/staff/${staffId}`, { unit_id: agri })).status).toBe(200);
    try {
      expect(await seen('staff', staffId)).toBe(false);
      expect(await seen('family-relationship', contractId)).toBe(false);
      expect((await t.call(hrAuto, 'GET', `/api/v1/family-relationship/${contractId}`)).status).toBe(404);
    } finally {
      expect((await t.call(admin, 'PUT', `/api/v1/staff/${staffId}`, { unit_id: Number(person?.unit_id) })).status).toBe(200);
    }
    expect(await seen('staff', staffId)).toBe(true);
    expect(await seen('family-relationship', contractId)).toBe(true);
  });
});

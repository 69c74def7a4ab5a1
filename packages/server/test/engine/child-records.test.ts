/**
 * Child records and side lists follow the parent's read rule (issue 36, class 4), through the API:
 * a staff member lists no checklist item or stationery line of a ticket or request they do not
 * read, and a draft activity's poll is not read, voted on or downloaded by them (404), while the
 * organisers keep it. The rule itself is walked over every resource in engine/parent-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('child records on %s', (kind) => {
  const t = useTestApp(kind);
  const q = <T>(sql: string, p: unknown[] = []) => t.database.query<T>(sql, p);

  it("lists no line of a parent the caller does not read; a draft activity's poll stays with its organisers", async () => {
    const [staff, admin] = [await t.login('staff'), await t.login('admin')];
    // Lines of tickets and stationery requests: one parent the staff member does not read, each.
    for (const [path, table, parentPath, field] of [
      ['ticket-checklist', 'ticket_checklist', 'ticket', 'ticket_id'],
      ['stationery-request-line', 'stationery_request_line', 'stationery-request', 'request_id'],
    ] as const) {
      const parents = await q<{ p: string }>(`SELECT DISTINCT ${field} AS p FROM ${table} WHERE state = 'ACTIVE' ORDER BY 1`);
      let hidden: number | null = null;
      for (const { p } of parents) {
        if ((await t.call(staff, 'GET', `/api/v1/${parentPath}/${p}`)).status === 404) {
          hidden = Number(p);
          break;
        }
      }
      expect(hidden, `${table}: a parent the staff member does not read`).not.toBeNull();
      expect((await t.call(admin, 'GET', `/api/v1/${path}?f_${field}=${hidden}`)).body.data.totalRows, table).toBeGreaterThan(0);
      const mine = await t.call(staff, 'GET', `/api/v1/${path}?f_${field}=${hidden}`);
      expect([200, 403], table).toContain(mine.status);
      if (mine.status === 200) expect(mine.body.data.items, table).toEqual([]);
      // The whole list holds only lines of parents they read.
      const all = await t.call(staff, 'GET', `/api/v1/${path}?limit=50`);
      if (all.status === 200) for (const line of all.body.data.items as Record<string, number>[]) expect((await t.call(staff, 'GET', `/api/v1/${parentPath}/${line[field]}`)).status, table).toBe(200);
    }
    // A poll of an activity taken back to draft: staff get 404 on read, vote and download.
    const [poll] = await q<{ id: string; activity_id: string; answer: string }>(
      "SELECT p.id, p.activity_id, (SELECT a.id FROM poll_answer a WHERE a.poll_id = p.id LIMIT 1) AS answer FROM poll p WHERE p.activity_id IS NOT NULL AND p.state = 'ACTIVE' ORDER BY p.id LIMIT 1",
    );
    expect(poll).toBeDefined();
    const [was] = await q<{ status: string }>('SELECT status FROM internal_activity WHERE id = $1', [poll?.activity_id]);
    await q("UPDATE internal_activity SET status = 'DRAFT' WHERE id = $1", [poll?.activity_id]);
    const votes = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM poll_vote WHERE poll_id = $1', [poll?.id]))[0]?.n;
    const before = await votes();
    try {
      expect((await t.call(staff, 'GET', `/api/v1/polls/${poll?.id}`)).status).toBe(404);
      expect((await t.call(staff, 'POST', `/api/v1/polls/${poll?.id}/vote`, { answer_id: Number(poll?.answer) })).status).toBe(404);
      expect((await t.call(staff, 'GET', `/api/v1/polls/download/${poll?.id}`)).status).toBe(404);
      const listed = await t.call(staff, 'GET', `/api/v1/polls?f_activity_id=${poll?.activity_id}`);
      expect(listed.body.data.items).toEqual([]);
      expect((await t.call(staff, 'GET', `/api/v1/poll-answers?f_poll_id=${poll?.id}`)).body.data?.items ?? []).toEqual([]);
      // The organisers read it in the admin view.
      expect((await t.call(admin, 'GET', `/api/v1/polls/${poll?.id}?f_is_get_all_cms=1`)).status).toBe(200);
      expect(await votes()).toBe(before);
    } finally {
      await q('UPDATE internal_activity SET status = $1 WHERE id = $2', [was?.status, poll?.activity_id]);
    }
  });
});

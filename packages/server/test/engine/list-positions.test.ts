/**
 * Deep pages of the released news from the day roll-up (ADR 0014, engine/positions.ts): for offsets
 * past POSITIONS_FROM the page starts in the day the roll-up points at, and must be exactly the
 * plain walk's page, with news not yet released, expired, hidden, not shown or drafts mixed in
 * among every day; the roll-up follows inserts, status changes, soft and hard deletes and moved
 * creation dates (its trigger); the staff's API answers the same rows.
 */
import { type ListQuery, news } from '@portal/domain';
import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../../src/db/tables.js';
import { POSITIONS_FROM, positionStart } from '../../src/engine/positions.js';
import { deepPage, pageQuery, whereFor } from '../../src/engine/service.js';
import { accessScope } from '../../src/engine/access.js';
import { dbKinds, newsReaderCtx, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('released news pages from the day roll-up on %s', (kind) => {
  const t = useTestApp(kind);
  const tb = tableFor(news);
  const order = [desc(tb.created_date as AnyPgColumn), desc(tb.id as AnyPgColumn)];
  const staffCtx = () => newsReaderCtx(t);
  const query = (offset: number, take: number): ListQuery => ({
    page: 1,
    limit: take,
    offset,
    take,
    order: [
      { field: 'created_date', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ],
    q: '',
    filters: [],
    state: 'ACTIVE',
  });
  /** Every checked offset gives the plain walk's page, and the roll-up was used for it. */
  const expectSamePages = async () => {
    const scope = accessScope(staffCtx(), news, tb, 'read');
    expect(scope.positions).toBeDefined();
    const where = whereFor(news, tb, { filters: [], q: '', state: 'ACTIVE' }, scope.conditions);
    const [{ n = 0 } = {}] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tb).where(where);
    expect(n).toBeGreaterThan(POSITIONS_FROM + 100);
    for (const [offset, take] of [
      [POSITIONS_FROM, 40],
      [POSITIONS_FROM + 1, 7],
      [POSITIONS_FROM + 37, 40],
      [n - 3, 40],
      [n - 1, 1],
      [n + 5, 40],
    ] as const) {
      const plain = await pageQuery(t.database.db, news, tb, where, order, take, offset, Number.POSITIVE_INFINITY);
      const fromDays = await deepPage(t.database.db, news, tb, query(offset, take), where, order, scope.positions, 0);
      expect(fromDays.map((x) => x.id)).toEqual(plain.map((x) => x.id));
      expect(plain.length).toBe(Math.max(0, Math.min(take, n - offset)));
      if (offset < n) expect(await positionStart(t.database.db, news, tb, scope.positions as NonNullable<typeof scope.positions>, offset)).not.toBeNull();
    }
    // The roll-up agrees with the records it counts.
    const [rolled] = await t.database.query<{ n: string }>(`SELECT coalesce(sum(n), 0) AS n FROM report_list_news WHERE status = 'PUBLISH' AND is_hide = 'false' AND is_show = 'true'`);
    const [records] = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM news WHERE state = 'ACTIVE' AND status = 'PUBLISH' AND NOT is_hide AND is_show`);
    expect(Number(rolled?.n)).toBe(Number(records?.n));
    return n;
  };

  it('gives the plain walk’s pages, before and after writes of every kind', async () => {
    const now = t.clock.now.toISOString();
    // 4,000 news over about 100 days: drafts, hidden, not shown, not released yet and expired among them.
    await t.database.query(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, expiration_date, publish_date, created_date, updated_date, state)
       SELECT 'Tin vị trí ' || g, x.type_id, x.realm_id, CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'PUBLISH' END, g % 13 = 0, g % 17 <> 0,
              CASE WHEN g % 29 = 0 THEN $1::timestamptz + interval '1 day' ELSE $1::timestamptz - interval '1 hour' END,
              CASE WHEN g % 31 = 0 THEN $1::timestamptz - interval '1 minute' WHEN g % 37 = 0 THEN $1::timestamptz + interval '3 days' ELSE NULL END,
              $1::timestamptz - interval '2 hours', $1::timestamptz - g * interval '37 minutes', $1::timestamptz, 'ACTIVE'
         FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x, generate_series(1, 4000) g`,
      [now],
    );
    const before = await expectSamePages();
    // Writes the trigger must follow: unpublish, soft delete, hard delete, a moved creation date, a new one.
    await t.database.query(`UPDATE news SET status = 'DRAFT' WHERE title LIKE 'Tin vị trí %' AND (substring(title from 12))::int % 41 = 0`);
    await t.database.query(`UPDATE news SET state = 'INACTIVE' WHERE title LIKE 'Tin vị trí %' AND (substring(title from 12))::int % 43 = 0`);
    await t.database.query(`DELETE FROM news WHERE title LIKE 'Tin vị trí %' AND (substring(title from 12))::int % 47 = 0`);
    await t.database.query(`UPDATE news SET created_date = created_date - interval '20 days' WHERE title LIKE 'Tin vị trí %' AND (substring(title from 12))::int % 53 = 0`);
    await t.database.query(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state)
       SELECT 'Tin mới', type_id, realm_id, 'PUBLISH', false, true, $1::timestamptz - interval '1 hour', $1::timestamptz, $1::timestamptz - interval '50 days', $1::timestamptz, 'ACTIVE' FROM news ORDER BY id LIMIT 1`,
      [now],
    );
    const after = await expectSamePages();
    expect(after).toBeLessThan(before);
    // The staff's list answers the same page (page 51 of 40: offset 2,000).
    const staff = await t.login('staff');
    const res = await t.call(staff, 'GET', '/api/v1/news?page=51&limit=40');
    expect(res.status).toBe(200);
    const scope = accessScope(staffCtx(), news, tb, 'read');
    const where = whereFor(news, tb, { filters: [], q: '', state: 'ACTIVE' }, scope.conditions);
    const plain = await pageQuery(t.database.db, news, tb, where, order, 40, 2000, Number.POSITIVE_INFINITY);
    expect(res.body.data.items.map((x: { id: number }) => x.id)).toEqual(plain.map((x) => x.id));
  });
});

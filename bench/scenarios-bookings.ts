/**
 * Booking load scenarios (issue 16 "Scale"), names starting "bookings " (`--only bookings`), on the
 * data of generate-bookings.ts, each with its floor (the same work through the driver):
 * - the week's calendar of every room, as the portal reads it (GET /apps/calendar/events), for a
 *   past week that rotates over the last 52;
 * - a room booking created under contention: every request books its own free hour on one of four
 *   rooms, so concurrent requests queue on the same rooms' locks and exclusion index; the floor is
 *   the same transaction through the driver (room lock, overlap check, insert, confirm);
 * - the 12-month room-booking report (GET /report/book-room?period=12m), breakdown rotating over
 *   status, unit and area; its floor is the roll-up query itself, and its note gives the time of
 *   the same figures computed from the bookings (what the roll-up saves).
 */
import { bookRoomReport, reportWindow } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { rollupTable } from '../packages/server/src/engine/reports.js';
import { calendarJson } from '../packages/server/src/modules/administration/bookings.js';
import { lastMonday } from './generate-bookings.js';
import type { Scenario } from './scenarios.js';

const WEEK = 7 * 86_400_000;
/** The week `n % 52` weeks before last week (Monday 00:00 Vietnam to the next Monday). */
const weekOf = (n: number) => {
  const from = new Date(lastMonday(new Date()).getTime() - (n % 52) * WEEK);
  return { from: from.toISOString(), to: new Date(from.getTime() + WEEK).toISOString() };
};

/** The calendar read as bookings.ts issues it: slot-holding bookings overlapping the week, compact, with the organiser, as PostgreSQL's JSON text. */
const calendarSql = (db: Database, from: string, to: string) => calendarJson(db, 'room', { user: 1, from, to, targets: '', travel: false });

/** Future hours used by the create scenario: the server's from 2040, the floor's from 2045 (never overlapping each other). */
const HTTP_BASE = Date.UTC(2040, 0, 1, 1);
const FLOOR_BASE = Date.UTC(2045, 0, 1, 1);
const slotOf = (base: number, n: number) => {
  const start = base + Math.floor(n / 4) * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
};

export function bookingScenarios(): Scenario[] {
  let rooms: number[] = [];
  let noteReport = '';
  const BY = ['status', 'unit', 'area'];
  const list: Scenario[] = [];
  list.push({
    name: 'bookings calendar week (all rooms)',
    note: 'GET /apps/calendar/events for one past week, every room (issue 16: p99 < 50 ms)',
    request: (n) => {
      const w = weekOf(n);
      return { path: `/api/v1/apps/calendar/events?from=${encodeURIComponent(w.from)}&to=${encodeURIComponent(w.to)}` };
    },
    sql: (db, n) => {
      const w = weekOf(n);
      return calendarSql(db, w.from, w.to);
    },
  });
  list.push({
    name: 'bookings create under contention',
    note: 'POST /book-room: each request its own free hour on one of 4 rooms, all requests at once (issue 16: within 3x of the floor)',
    prepare: async (db) => {
      rooms = (await db.query<{ id: string }>(`SELECT id FROM room WHERE state = 'ACTIVE' AND is_approval_required = false ORDER BY id LIMIT 4`)).map((r) => Number(r.id));
      // Bookings of earlier runs in the scenario's future hours go, so every hour is free again.
      await db.exec(`DELETE FROM book_room WHERE start_time >= '2040-01-01'`);
      // As autovacuum would (it is off on the bench's server): the dead rows of earlier passes
      // otherwise stay in the overlap index, and each pass started slower than the one before.
      await db.exec('VACUUM book_room');
    },
    request: (n) => {
      const s = slotOf(HTTP_BASE, n);
      return { method: 'POST', path: '/api/v1/book-room', body: { title: 'Họp bench', room_id: rooms[n % rooms.length], start_time: s.start, end_time: s.end, attendee_count: 4 } };
    },
    sql: async (db, n) => {
      const s = slotOf(FLOOR_BASE, n);
      const room = rooms[n % rooms.length] as number;
      await db.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`book_room:${room}`}))`);
        await tx.execute(sql`SELECT b.id FROM book_room b WHERE b.room_id = ${room} AND b.state = 'ACTIVE' AND b.status IN ('NEW', 'PENDING', 'APPROVED')
          AND tstzrange(b.start_time, b.end_time, '[)') && tstzrange(${s.start}::timestamptz, ${s.end}::timestamptz, '[)') LIMIT 1`);
        const res = (await tx.execute(sql`INSERT INTO book_room (title, room_id, start_time, end_time, attendee_count, status, created_by)
          VALUES ('Họp bench', ${room}, ${s.start}::timestamptz, ${s.end}::timestamptz, 4, 'NEW', 1) RETURNING id`)) as unknown as { rows: { id: number }[] };
        await tx.execute(sql`UPDATE book_room SET status = 'APPROVED' WHERE id = ${res.rows[0]?.id}`);
      });
    },
  });
  list.push({
    name: 'bookings report 12 months',
    get note() {
      return `GET /report/book-room?period=12m (issue 16: < 200 ms); floor: the roll-up query${noteReport}`;
    },
    prepare: async (db) => {
      // What the roll-up saves: the same figures computed from the bookings, once.
      const w = reportWindow('12m', new Date());
      const started = performance.now();
      await db.query(
        `SELECT to_char(date_trunc('month', (b.start_time AT TIME ZONE 'Asia/Ho_Chi_Minh')::date), 'YYYY-MM') AS b, b.status, count(*)
           FROM book_room b WHERE b.state = 'ACTIVE' AND (b.start_time AT TIME ZONE 'Asia/Ho_Chi_Minh')::date BETWEEN $1::date AND $2::date GROUP BY 1, 2`,
        [w.from, w.to],
      );
      noteReport = `; the same figures from the bookings themselves: ${Math.round(performance.now() - started)} ms`;
    },
    request: (n) => ({ path: `/api/v1/report/book-room?period=12m&by=${BY[n % BY.length]}` }),
    sql: (db, n) => {
      const w = reportWindow('12m', new Date());
      const by = BY[n % BY.length] as string;
      return db.query(
        `SELECT to_char(g.b, 'YYYY-MM-DD') AS b, g.k, g.n, g.hours, g.attendees FROM (
           SELECT date_trunc('month', "day"::timestamp)::date AS b, "${by}" AS k, sum(n)::float8 AS n, sum(m_hours)::float8 AS hours, sum(m_attendees)::float8 AS attendees
             FROM "${rollupTable(bookRoomReport)}" WHERE "day" >= $1::date AND "day" <= $2::date GROUP BY 1, 2) g`,
        [w.from, w.to],
      );
    },
  });
  return list;
}

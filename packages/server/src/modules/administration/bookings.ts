/**
 * Bookings of meeting rooms and service cars (issue 16).
 *
 * - No overlap: the database holds an exclusion constraint per room (per car) over the booking's
 *   time range among the bookings that hold their slot (declared `noOverlap`). Before writing, a
 *   booking takes a transaction lock on its room (car) and looks for the booking in the way, so the
 *   409 names it (its time, title and organiser) in the caller's language; the constraint stays
 *   the guarantee (a write that raced past the check is still refused, with the generic message).
 * - On create a booking is submitted to the approval engine (rooms that require approval; every car
 *   when a BOOK_CAR process is configured) or confirmed at once, as the system: declared in the
 *   approval blocks (`submitOnCreate`, `requiredWhen`, `whenNoProcess`).
 * - Deleting a booking (the portal's cancel, DELETE with f_portal) cancels it first (its pending
 *   approval too), then inactivates it: its slot is free at once.
 * - Weekly recurring room bookings (`POST /book-room/recurring`): each week is booked on its own;
 *   the weeks that are taken are reported with the booking in the way.
 * - Calendars (`/apps/calendar`, `/apps/booking_car`, `/apps/business-travel`): the events of a
 *   bounded period (at most 42 days) for every room or car in one indexed query, and add, update
 *   and remove through the same generic writes; `free-slots` finds the free windows of a period
 *   (duration, working hours, capacity, equipment) from that one read.
 */
import { account, bookCar, bookRoom, type Resource, room, type Row, serviceCar, staff, translate } from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest } from '../../engine/errors.js';
import { type BeforeChangeHook, type BeforeDeleteHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { cacheOf, cachedResult } from '../../engine/query-cache.js';
import { changeStatus, createRecord, deleteRecord, listRecords, updateRecord } from '../../engine/service.js';
import { answerEncoding } from '../../engine/routes.js';
import { parseListQuery } from '@portal/domain';
import { idFrom, isId } from '../../http/kit.js';

/** Statuses that hold the slot (as the declared constraint says). */
const HOLDS = ['NEW', 'PENDING', 'APPROVED'];
/** The longest booking: a room for a day, a car for a month (so a calendar read stays bounded). */
const MAX_HOURS: Record<string, number> = { book_room: 24, book_car: 24 * 31 };
/** The longest calendar period one call reads. */
const MAX_PERIOD_DAYS = 42;
const MAX_EVENTS = 5000;
/** The most bookings one calendar read takes from the database (42 days of 200 rooms is about 25,000). */
const MAX_SCANNED = 30_000;

type Kind = { r: Resource; key: 'room_id' | 'car_id'; target: Resource; takenKey: 'booking.roomTaken' | 'booking.carTaken' };
const ROOM: Kind = { r: bookRoom, key: 'room_id', target: room, takenKey: 'booking.roomTaken' };
const CAR: Kind = { r: bookCar, key: 'car_id', target: serviceCar, takenKey: 'booking.carTaken' };

const fmt = (d: unknown): string => {
  const date = d instanceof Date ? d : new Date(String(d));
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', hour12: false }).formatToParts(date);
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${p('hour')}:${p('minute')} ${p('day')}/${p('month')}/${p('year')}`;
};

const q = (n: string) => sql.raw(`"${n}"`);

/** The staff file of an account (its organiser by default). */
export async function staffOf(tx: Drizzle, accountId: number): Promise<number | null> {
  const t = tableFor(staff);
  const [row] = (await tx
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(and(eq(t.account_id as AnyPgColumn, accountId), eq(t.state as AnyPgColumn, 'ACTIVE')))
    .limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

/** Locks the room (car) for this transaction and refuses a time taken by another booking. */
function checkSlot(k: Kind): BeforeChangeHook {
  return async ({ ctx, tx, mode, data, existing }) => {
    const merged = { ...(existing ?? {}), ...data };
    const more: Row = {};
    if (mode === 'create' && (data.organizer_id === undefined || data.organizer_id === null) && ctx.user) {
      const own = await staffOf(tx, ctx.user.id);
      if (own) more.organizer_id = own;
    }
    const target = Number(merged[k.key]);
    const start = new Date(String(merged.start_time));
    const end = new Date(String(merged.end_time));
    if (!Number.isFinite(target) || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return more;
    if (end.getTime() - start.getTime() > (MAX_HOURS[k.r.name] ?? 24) * 3_600_000)
      throw badRequest([{ field: 'end_time', key: 'booking.tooLong', params: { hours: MAX_HOURS[k.r.name] ?? 24 } }], k.r);
    if (existing && !HOLDS.includes(String(existing.status))) return more;
    // Capacity: a room for more people than it seats, a car for more passengers than its seats.
    const tt = tableFor(k.target);
    const [t] = (await tx
      .select({
        cap: (k.r === bookRoom ? tt.capacity : tt.seats) as AnyPgColumn,
        state: tt.state as AnyPgColumn,
        ...(k.r === bookRoom && { isApprovalRequired: tt.is_approval_required as AnyPgColumn }),
      })
      .from(tt)
      .where(eq(tt.id as AnyPgColumn, target))
      .limit(1)) as { cap: number | null; state: string; isApprovalRequired?: boolean }[];
    if (t && t.state !== 'ACTIVE') throw badRequest([{ field: k.key, key: 'booking.inactive' }], k.r);
    // A new booking of a room that needs no approval is written confirmed (its create entry in the
    // history says so): no second write, and the slot is held by a confirmed booking from the start.
    if (mode === 'create' && t && t.isApprovalRequired === false && (merged.status === undefined || merged.status === 'NEW')) more.status = 'APPROVED';
    const asked = Number(merged[k.r === bookRoom ? 'attendee_count' : 'passenger_count']);
    if (t?.cap && Number.isFinite(asked) && asked > Number(t.cap))
      throw badRequest([{ field: k.r === bookRoom ? 'attendee_count' : 'passenger_count', key: 'booking.overCapacity', params: { max: Number(t.cap) } }], k.r);
    // One booking of this room (car) at a time decides: the others wait here, then see its row.
    // The overlap is read through the no-overlap constraint's GiST index (same range, same
    // predicate); compared column by column, the planner walked every later booking's end time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${k.r.name}:${target}`}))`);
    const b = tableFor(k.r);
    const s = tableFor(staff);
    const rows = (await tx.execute(sql`
      SELECT b.id, b.title, b.start_time, b.end_time, coalesce(s.full_name, a.full_name) AS organizer
      FROM ${b} b LEFT JOIN ${s} s ON s.id = b.organizer_id LEFT JOIN account a ON a.id = b.created_by
      WHERE b.${q(k.key)} = ${target} AND b.state = 'ACTIVE' AND b.status IN ('NEW', 'PENDING', 'APPROVED')
        AND tstzrange(b.start_time, b.end_time, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')
        ${existing ? sql`AND b.id <> ${Number(existing.id)}` : sql``}
      ORDER BY b.start_time LIMIT 1`)) as unknown as { rows?: Row[] } | Row[];
    const hit = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0];
    if (hit) {
      const params = { from: fmt(hit.start_time), to: fmt(hit.end_time), title: String(hit.title ?? ''), organizer: String(hit.organizer ?? '?'), id: Number(hit.id) };
      throw new AppError(409, k.takenKey, params, [{ field: 'start_time', key: k.takenKey, params }], k.r);
    }
    return more;
  };
}

/**
 * Deleting a booking cancels it first, so its history says so (a pending one has had its approval
 * withdrawn already: the declared `withdrawOnDelete`).
 */
function cancelOnDelete(k: Kind): BeforeDeleteHook {
  return async ({ ctx, existing }) => {
    if (existing.status !== 'NEW' && existing.status !== 'APPROVED') return;
    await changeStatus(ctx, k.r, Number(existing.id), 'CANCELLED', { asSystem: true });
  };
}

const hooksOf = (k: Kind) => ({ beforeChange: [checkSlot(k)], beforeDelete: [cancelOnDelete(k)] });

/** The period of a calendar read: from, to (ISO), at most MAX_PERIOD_DAYS apart; this week by default. */
function periodOf(query: Record<string, unknown>, now: Date): { from: Date; to: Date } {
  const parse = (v: unknown) => (typeof v === 'string' && v ? new Date(v) : null);
  let from = parse(query.from ?? query.start);
  let to = parse(query.to ?? query.end);
  if (from && Number.isNaN(from.getTime())) throw badRequest([{ field: 'from', key: 'error.invalidFilter', params: { field: 'from' } }]);
  if (to && Number.isNaN(to.getTime())) throw badRequest([{ field: 'to', key: 'error.invalidFilter', params: { field: 'to' } }]);
  if (!from) {
    const d = new Date(now);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    d.setUTCHours(-7, 0, 0, 0);
    from = d;
  }
  if (!to) to = new Date(from.getTime() + 7 * 86_400_000);
  if (to <= from || to.getTime() - from.getTime() > MAX_PERIOD_DAYS * 86_400_000)
    throw badRequest([{ field: 'to', key: 'booking.periodTooLong', params: { days: MAX_PERIOD_DAYS } }]);
  return { from, to };
}

const idsOf = (raw: unknown): number[] =>
  typeof raw === 'string' && raw
    ? raw
        .split(/[|,]/)
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
        .slice(0, 500)
    : [];

/**
 * The events of a period: every booking holding its slot (and, with f_all=1, the cancelled and
 * rejected too) that overlaps it, with its organiser, in a compact form (the room or car is named
 * by its id: the calendar has their list): id, title, start_time, end_time (ISO), status,
 * target_id, organizer, is_mine; car trips add pick_up, destination, passenger_count,
 * is_business_travel. Earliest first, at most MAX_EVENTS.
 *
 * - The slot-holding read (the calendar's) asks the GiST index of the no-overlap constraint
 *   (`tstzrange(start_time, end_time) && the period`, its partial predicate written out so the
 *   planner may use it): about 3,000 entries for a week of 200 rooms however old the week, where
 *   two b-tree ranges on start and end time met in a bitmap AND over every later booking. The
 *   f_all read (rare, the admin's) bounds the start time instead: a booking starts at most
 *   MAX_HOURS before the period.
 * - The match is fenced (a LIMIT of its own) before it is ordered: ordered and limited in one
 *   step, a plan may walk the start-time index from the oldest booking (a second per call over
 *   1.5M bookings; PostgreSQL's generic plan of a prepared statement did).
 * - PostgreSQL builds the JSON array (json_agg): turning 2,700 rows into objects and back into
 *   JSON took Node 20 ms of CPU a call, the text takes 3.
 */
function eventsSql(k: Kind, p: EventParams, isAll: boolean): SQL {
  const b = tableFor(k.r);
  const s = tableFor(staff);
  const a = tableFor(account);
  const iso = (c: string) => sql.raw(`to_char(b."${c}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const earliest = new Date(new Date(p.from).getTime() - (MAX_HOURS[k.r.name] ?? 24) * 3_600_000).toISOString();
  const match = isAll
    ? sql`b.state = 'ACTIVE' AND b.start_time >= ${earliest}::timestamptz AND b.start_time < ${p.to}::timestamptz AND b.end_time > ${p.from}::timestamptz`
    : // The constraint's partial predicate, as literals (the planner proves the index usable from them).
      sql`tstzrange(b.start_time, b.end_time, '[)') && tstzrange(${p.from}::timestamptz, ${p.to}::timestamptz, '[)') AND b.state = 'ACTIVE' AND b.status IN ('NEW', 'PENDING', 'APPROVED')`;
  const targets = p.targets ? sql` AND b.${q(k.key)} = ANY(string_to_array(${p.targets}, ',')::bigint[])` : sql``;
  const travel = k.r === bookCar && p.travel ? sql` AND b.is_business_travel = true` : sql``;
  const more = k.r === bookCar ? sql`, b.pick_up, b.destination, b.passenger_count, b.is_business_travel` : sql``;
  const moreJson =
    k.r === bookCar ? sql`, 'pick_up', e.pick_up, 'destination', e.destination, 'passenger_count', e.passenger_count, 'is_business_travel', e.is_business_travel` : sql``;
  return sql`SELECT coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'start_time', e.start_time, 'end_time', e.end_time, 'status', e.status,
      'target_id', e.target_id, 'organizer', e.organizer, 'is_mine', e.is_mine${moreJson}) ORDER BY e.st, e.id), '[]')::text AS j
    FROM (
      SELECT m.* FROM (
        SELECT b.id, b.title, b.start_time AS st, ${iso('start_time')} AS start_time, ${iso('end_time')} AS end_time, b.status, b.${q(k.key)} AS target_id,
               coalesce(s.full_name, a.full_name) AS organizer, coalesce(b.created_by = ${p.user}::bigint, false) AS is_mine${more}
        FROM ${b} b LEFT JOIN ${s} s ON s.id = b.organizer_id LEFT JOIN ${a} a ON a.id = b.created_by
        WHERE ${match}${targets}${travel}
        LIMIT ${MAX_SCANNED}
      ) m ORDER BY m.st, m.id LIMIT ${MAX_EVENTS}
    ) e`;
}

export type EventParams = { user: number; from: string; to: string; targets: string; travel: boolean };

/** The events' JSON array as PostgreSQL writes it (the route sends it as is; the bench's floor). */
export async function calendarJson(database: Database, kind: 'room' | 'car', p: EventParams, isAll = false): Promise<string> {
  const res = (await database.db.execute(eventsSql(kind === 'car' ? CAR : ROOM, p, isAll))) as unknown as { rows?: { j: string }[] } | { j: string }[];
  const rows = Array.isArray(res) ? res : (res.rows ?? []);
  return rows[0]?.j ?? '[]';
}

type EventsQuery = { p: EventParams; isAll: boolean };
function eventsQuery(ctx: Ctx, k: Kind, query: Record<string, unknown>, isTravel: boolean): EventsQuery {
  const user = authorize(ctx, 'view', k.r.subject);
  const { from, to } = periodOf(query, ctx.now());
  const targets = idsOf(query[`f_${k.key}`]);
  const isAll = query.f_all === '1' || query.f_all === 'true';
  return { p: { user: user.id, from: from.toISOString(), to: to.toISOString(), targets: targets.join(','), travel: isTravel }, isAll };
}

/** The events as objects (the free-slot finder). */
async function events(ctx: Ctx, k: Kind, query: Record<string, unknown>, isTravel = false): Promise<{ from: string; to: string; items: Row[] }> {
  const { p, isAll } = eventsQuery(ctx, k, query, isTravel);
  return { from: p.from, to: p.to, items: JSON.parse(await calendarJson(ctx.database, k === CAR ? 'car' : 'room', p, isAll)) as Row[] };
}

/** The answer's JSON: the items spliced in as PostgreSQL wrote them. */
const eventsBody = async (ctx: Ctx, k: Kind, p: EventParams, isAll: boolean): Promise<string> =>
  `{"success":true,"data":{"from":${JSON.stringify(p.from)},"to":${JSON.stringify(p.to)},"items":${await calendarJson(ctx.database, k === CAR ? 'car' : 'room', p, isAll)}}}`;

/** A calendar answer kept compressed: gzip made with the entry, brotli on its first request. */
type Packed = { gzip: Buffer; br?: Buffer };
// Quality 9: 25 kB for a week in about 25 ms, once per week kept (quality 6: 29 kB in 8 ms, and
// fewer answers per second for the bytes). Synchronous: on libuv's threads the encoders' native
// memory took the server's RSS to 880 MB while a year of cold weeks filled.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

/**
 * Answers the events of a period as `{ success, data: { from, to, items } }`, the items spliced
 * in as PostgreSQL wrote them. Kept in the list cache (ADR 0003, ADR 0012) until the bookings or
 * the organisers' names change, per user (`is_mine`). What is kept is the body compressed: a week
 * of every room is about 600 kB of JSON, 33 kB as gzip and 25 kB as brotli, so a year of weeks
 * fits in the cache where the JSON pushed week after week out. Browsers take brotli; other
 * clients gzip, or the JSON inflated (rare, and cheap next to the query).
 */
async function sendEvents(req: FastifyRequest, reply: FastifyReply, k: Kind, isTravel = false): Promise<FastifyReply> {
  const ctx = req.ctx;
  const { p, isAll } = eventsQuery(ctx, k, req.query as Record<string, unknown>, isTravel);
  const key = `calendar\u0000${k.r.name}\u0000${JSON.stringify(p)}\u0000${isAll}`;
  const accepted = answerEncoding(req.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!cacheOf(ctx.database)?.live) {
    // Nothing will be kept (QUERY_CACHE=off, a lost listener): compress for this answer alone, cheaply.
    const body = await eventsBody(ctx, k, p, isAll);
    if (accepted === 'br')
      return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }));
    if (accepted === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body, { level: 1 }));
    return reply.send(body);
  }
  const packed = await cachedResult<Packed>(
    ctx.database,
    [k.r.name, staff.name, account.name],
    key,
    async () => ({ gzip: zlib.gzipSync(await eventsBody(ctx, k, p, isAll), { level: 6 }) }),
    // Brotli comes on top once asked for: counted ahead, at most the gzip's size.
    (v) => 256 + v.gzip.length * 2,
  );
  if (accepted === 'br') {
    packed.br ??= zlib.brotliCompressSync(zlib.gunzipSync(packed.gzip), BROTLI);
    return reply.header('content-encoding', 'br').send(packed.br);
  }
  if (accepted === 'gzip') return reply.header('content-encoding', 'gzip').send(packed.gzip);
  return reply.send(zlib.gunzipSync(packed.gzip));
}

/** The most free windows one search answers. */
const MAX_FREE = 200;
const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const VN_MS = 7 * 3_600_000;
const DAY = 86_400_000;

export type FreeSlot = { target_id: number; name: string; name_en: string | null; capacity: number | null; start_time: string; end_time: string };

/**
 * The free-slot finder: the windows of at least `duration` minutes (15 to the longest booking)
 * in the working hours (day_start to day_end, Vietnam time; 08:00 to 18:00 by default; Monday to
 * Friday unless weekend=1) of a period (from, to; from now to a week ahead by default, at most
 * MAX_PERIOD_DAYS) when a room (car) is free, among the active rooms seating `capacity` (cars
 * with `capacity` seats) that have all the `equipment` asked (rooms; `|` or `,` separated). The
 * bookings come from the calendar's one indexed read of the period; windows start on a quarter
 * hour, never in the past; at most MAX_FREE, earliest first.
 */
async function freeSlots(ctx: Ctx, k: Kind, query: Record<string, unknown>): Promise<{ from: string; to: string; duration: number; items: FreeSlot[] }> {
  authorize(ctx, 'view', k.r.subject);
  const now = ctx.now();
  const duration = query.duration === undefined || query.duration === '' ? 60 : Number(query.duration);
  const longest = (MAX_HOURS[k.r.name] ?? 24) * 60;
  if (!Number.isSafeInteger(duration) || duration < 15 || duration > longest)
    throw badRequest([{ field: 'duration', key: 'booking.duration', params: { max: longest } }]);
  const hm = (v: unknown, fallback: string, field: string): number => {
    const raw = typeof v === 'string' && v ? v : fallback;
    const m = HHMM_RE.exec(raw);
    if (!m) throw badRequest([{ field, key: 'error.invalidFilter', params: { field } }]);
    return (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  };
  const dayStart = hm(query.day_start, '08:00', 'day_start');
  const dayEnd = hm(query.day_end, '18:00', 'day_end');
  if (dayEnd <= dayStart) throw badRequest([{ field: 'day_end', key: 'error.invalidFilter', params: { field: 'day_end' } }]);
  const hasFrom = typeof query.from === 'string' && query.from !== '';
  const { from, to } = periodOf({ from: hasFrom ? query.from : now.toISOString(), to: query.to || new Date((hasFrom ? new Date(String(query.from)) : now).getTime() + 7 * DAY).toISOString() }, now);
  const capacity = query.capacity === undefined || query.capacity === '' ? null : Number(query.capacity);
  if (capacity !== null && (!Number.isSafeInteger(capacity) || capacity < 1)) throw badRequest([{ field: 'capacity', key: 'error.invalidFilter', params: { field: 'capacity' } }]);
  const equipment =
    k.r === bookRoom && typeof query.equipment === 'string' && query.equipment
      ? query.equipment
          .split(/[|,]/)
          .map((x) => x.trim())
          .filter(Boolean)
          .slice(0, 10)
      : [];
  const only = idsOf(query[`f_${k.key}`]);
  const isWeekend = query.weekend === '1' || query.weekend === 'true';
  const t = tableFor(k.target);
  const cap = k.r === bookRoom ? sql`t.capacity` : sql`t.seats`;
  const res = (await ctx.database.db.execute(sql`
    SELECT t.id, t.name, ${k.r === bookRoom ? sql`t.name_en` : sql`NULL AS name_en`}, ${cap} AS capacity
    FROM ${t} t
    WHERE t.state = 'ACTIVE'
      ${capacity !== null ? sql`AND ${cap} >= ${capacity}` : sql``}
      ${equipment.length > 0 ? sql`AND t.equipment @> ARRAY[${sql.join(equipment.map((x) => sql`${x}`), sql`, `)}]::text[]` : sql``}
      ${only.length > 0 ? sql`AND t.id IN (${sql.join(only.map((x) => sql`${x}`), sql`, `)})` : sql``}
    ORDER BY t.ordering, t.id
    LIMIT 500`)) as unknown as { rows?: Row[] } | Row[];
  const targets = Array.isArray(res) ? res : (res.rows ?? []);
  if (targets.length === 0) return { from: from.toISOString(), to: to.toISOString(), duration, items: [] };
  const booked = await events(ctx, k, { from: from.toISOString(), to: to.toISOString(), [`f_${k.key}`]: targets.map((x) => x.id).join(',') });
  const busy = new Map<number, [number, number][]>();
  for (const e of booked.items) {
    const list = busy.get(Number(e.target_id)) ?? [];
    list.push([new Date(String(e.start_time)).getTime(), new Date(String(e.end_time)).getTime()]);
    busy.set(Number(e.target_id), list);
  }
  const need = duration * 60_000;
  const quarter = 15 * 60_000;
  const earliest = Math.max(from.getTime(), Math.ceil(now.getTime() / quarter) * quarter);
  const items: FreeSlot[] = [];
  // Vietnam days of the period, each day's working hours, minus the bookings.
  for (let day = Math.floor((from.getTime() + VN_MS) / DAY) * DAY - VN_MS; day < to.getTime(); day += DAY) {
    const dow = new Date(day + VN_MS).getUTCDay();
    if (!isWeekend && (dow === 0 || dow === 6)) continue;
    const open = Math.max(day + dayStart, earliest);
    const close = Math.min(day + dayEnd, to.getTime());
    for (const x of targets) {
      let cursor = Math.ceil(open / quarter) * quarter;
      const taken = (busy.get(Number(x.id)) ?? []).filter(([s, e]) => s < close && e > cursor).sort((a, b) => a[0] - b[0]);
      for (const [s, e] of [...taken, [close, close] as [number, number]]) {
        if (s - cursor >= need)
          items.push({ target_id: Number(x.id), name: String(x.name), name_en: (x.name_en as string | null) ?? null, capacity: x.capacity === null ? null : Number(x.capacity), start_time: new Date(cursor).toISOString(), end_time: new Date(s).toISOString() });
        cursor = Math.max(cursor, Math.ceil(e / quarter) * quarter);
      }
    }
  }
  items.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.target_id - b.target_id);
  return { from: from.toISOString(), to: to.toISOString(), duration, items: items.slice(0, MAX_FREE) };
}

/** The booking's id from the path, body or query, once the caller may book at all (401/403 first). */
function bodyId(req: FastifyRequest, k: Kind): number {
  authorize(req.ctx, k.r.writeRight ?? 'edit', k.r.subject);
  const b = (req.body ?? {}) as { id?: unknown };
  const raw = String((req.params as { id?: string }).id ?? b.id ?? (req.query as { id?: string }).id ?? '');
  return idFrom(raw, 'id');
}
const withoutId = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { id: _id, ...rest } = body as Row;
  return rest;
};

/** The calendar calls of rooms (cars; business trips: `isTravel`, the car bookings marked business travel). */
function calendarRoutes(app: FastifyInstance, base: string, k: Kind, tag: string, isTravel = false): void {
  app.get(`/api/v1/apps/${base}/events`, {
    schema: { tags: [tag], summary: `${isTravel ? 'Business trips' : `${k.r.label.en}s`} of a period (from, to: ISO; at most ${MAX_PERIOD_DAYS} days; this week by default), every ${k.target.label.en.toLowerCase()} at once` },
    handler: async (req, reply) => sendEvents(req, reply, k, isTravel),
  });
  app.get(`/api/v1/apps/${base}/free-slots`, {
    schema: {
      tags: [tag],
      summary: `Free ${k.target.label.en.toLowerCase()}s: windows of at least \`duration\` minutes in the working hours (day_start, day_end; weekend=1) of a period (from, to), for a capacity${k.r === bookRoom ? ' and equipment' : ''}`,
    },
    handler: async (req) => ({ success: true, data: await freeSlots(req.ctx, k, req.query as Record<string, unknown>) }),
  });
  app.post(`/api/v1/apps/${base}/add-event`, {
    schema: { tags: [tag], summary: `Book (the same as POST /${k.r.path}${isTravel ? ', marked business travel' : ''})` },
    handler: async (req) => {
      const body = isTravel && typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? { ...(req.body as Row), is_business_travel: true } : req.body;
      return { success: true, data: await createRecord(req.ctx, k.r, body) };
    },
  });
  for (const method of ['post', 'put'] as const) {
    app[method](`/api/v1/apps/${base}/update-event`, {
      schema: { tags: [tag], summary: `Change a booking (body: id and the fields; the same as PUT /${k.r.path}/{id})` },
      handler: async (req) => ({ success: true, data: await updateRecord(req.ctx, k.r, bodyId(req, k), withoutId(req.body)) }),
    });
  }
  for (const method of ['post', 'delete'] as const) {
    app[method](`/api/v1/apps/${base}/remove-event`, {
      schema: { tags: [tag], summary: `Cancel a booking (id in the body or the query; the same as DELETE /${k.r.path}/{id})` },
      handler: async (req) => ({ success: true, data: await deleteRecord(req.ctx, k.r, bodyId(req, k)) }),
    });
  }
}

/** The most weeks a recurring booking repeats. */
const MAX_WEEKS = 26;

/**
 * Weekly recurring bookings: the same booking on `weeks` consecutive weeks (the first included),
 * each occurrence written on its own (its own lock, check, approval): the free ones are booked,
 * every taken one is reported with the message naming the booking in its way.
 */
async function bookWeekly(ctx: Ctx, k: Kind, body: unknown): Promise<{ created: Row[]; conflicts: { start_time: string; end_time: string; message: string }[] }> {
  authorize(ctx, k.r.writeRight ?? 'edit', k.r.subject);
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Row;
  const weeks = Number(b.weeks);
  if (!Number.isSafeInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS) throw badRequest([{ field: 'weeks', key: 'booking.weeks', params: { max: MAX_WEEKS } }]);
  const { weeks: _w, ...data } = b;
  const start = new Date(String(data.start_time));
  const end = new Date(String(data.end_time));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return { created: [await createRecord(ctx, k.r, data)], conflicts: [] };
  const created: Row[] = [];
  const conflicts: { start_time: string; end_time: string; message: string }[] = [];
  for (let w = 0; w < weeks; w++) {
    const s = new Date(start.getTime() + w * 7 * 86_400_000).toISOString();
    const e = new Date(end.getTime() + w * 7 * 86_400_000).toISOString();
    try {
      created.push(await createRecord(ctx, k.r, { ...data, start_time: s, end_time: e }));
    } catch (err) {
      // A taken slot is reported; anything else (no right, invalid input) stops the series.
      if (!(err instanceof AppError && err.status === 409)) throw err;
      conflicts.push({ start_time: s, end_time: e, message: translate(ctx.lang, err.key, err.params) });
    }
  }
  return { created, conflicts };
}

function registerRoutes(app: FastifyInstance): void {
  app.post('/api/v1/book-room/recurring', {
    schema: { tags: ['administrations.book_rooms'], summary: `Book a room weekly (the booking's fields and weeks, 1 to ${MAX_WEEKS}): free weeks are booked, taken ones reported` },
    handler: async (req) => ({ success: true, data: await bookWeekly(req.ctx, ROOM, req.body) }),
  });
  calendarRoutes(app, 'calendar', ROOM, 'administrations.book_rooms');
  // `/apps/calendar` itself: the rooms' events (the spec's calendar data call).
  app.get('/api/v1/apps/calendar', {
    schema: { tags: ['administrations.book_rooms'], summary: `Room bookings of a period (from, to; at most ${MAX_PERIOD_DAYS} days), every room at once` },
    handler: async (req, reply) => sendEvents(req, reply, ROOM),
  });
  calendarRoutes(app, 'booking_car', CAR, 'administrations.book_cars');
  // `/apps/booking_car` itself (spec §7 calendar data), like `/apps/calendar`: the cars' events.
  app.get('/api/v1/apps/booking_car', {
    schema: { tags: ['administrations.book_cars'], summary: `Car bookings of a period (from, to; at most ${MAX_PERIOD_DAYS} days), every car at once` },
    handler: async (req, reply) => sendEvents(req, reply, CAR),
  });
  calendarRoutes(app, 'business-travel', CAR, 'administrations.book_cars', true);
  app.get('/api/v1/apps/business-travel', {
    schema: { tags: ['administrations.book_cars'], summary: 'Business trips (car bookings marked business travel) of a period' },
    handler: async (req, reply) => sendEvents(req, reply, CAR, true),
  });
  // Rooms of a unit (spec: setting rooms, also by unit id).
  app.get<{ Params: { unitId: string } }>('/api/v1/room/unit/:unitId', {
    schema: { tags: ['administrations.rooms'], summary: 'Meeting rooms of a unit' },
    handler: async (req) => {
      requireUser(req.ctx);
      if (!isId(req.params.unitId)) throw new AppError(400, 'error.invalidId', {}, [{ field: 'unitId', key: 'error.invalidId' }]);
      const parsed = parseListQuery(room, { ...(req.query as Record<string, string>), f_unit_id: req.params.unitId });
      if (!parsed.ok) throw badRequest(parsed.issues, room);
      return { success: true, data: await listRecords(req.ctx, room, parsed.query) };
    },
  });
}

export const bookingModules: readonly ModuleDecl[] = [
  defineModule({ resource: bookRoom, hooks: hooksOf(ROOM), routes: registerRoutes }),
  defineModule({ resource: bookCar, hooks: hooksOf(CAR) }),
];

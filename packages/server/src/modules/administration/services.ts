/**
 * Administrative services (issue 16): lunch registrations and stationery.
 *
 * Lunch (`/meal-registration`, portal /administration/rice):
 * - one registration per staff member and day (the declared unique constraint: a second one is a
 *   409 in the caller's language, also when two race);
 * - made, changed or cancelled (deleted) only before the cut-off of its site: the `meal_setting`
 *   of the site, else the default one (no site), else 09:00; Asia/Ho_Chi_Minh time, the same day;
 *   and (staff) at most `days_ahead` days ahead. Past it the server refuses (400, `meal.pastCutoff`);
 * - staff register themselves; the kitchen (edit) registers anyone;
 * - `GET /meal-registration/counts` (kitchen: edit or view all): counts per day and site, of the
 *   staff within the caller's operating range when it is limited;
 *   `GET /meal-registration/mine` (portal): my registrations of a period and the cut-offs.
 *
 * Stationery (`/stationery-item`, `/stationery-request`, `/stationery-handout`):
 * - a request (with its lines) is submitted to the approval engine on create (source type
 *   STATIONERY), or approved at once when no process is configured; deleting a pending one
 *   withdraws it; an approved one only the administration (edit) may remove;
 * - a hand-out takes the item's stock down in one conditional UPDATE (`stock >= quantity`), which
 *   locks the item's row: of two hand-outs of the last item one wins, the other is refused with
 *   the stock left (409); the stock never goes below zero. Deleting a hand-out returns its items.
 *   A hand-out for a request needs it approved; when every line is handed out it is HANDED_OUT.
 */
import { area, canDo, mealRegistration, mealSetting, type Row, stationeryHandout, stationeryItem, stationeryRequest, stationeryRequestLine } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest, forbidden } from '../../engine/errors.js';
import { type BeforeChangeHook, type BeforeDeleteHook, defineModule, type HookOf, type ModuleDecl } from '../../engine/module.js';
import { changeStatus } from '../../engine/service.js';
import { unitInRange } from '../../engine/access.js';
import { staffFilesOf } from '../../engine/staff-file.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const SUBJECT = mealRegistration.subject;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_CUTOFF = '09:00';
const DEFAULT_DAYS_AHEAD = 14;
const MAX_COUNT_DAYS = 62;

const rowsOf = (res: unknown): Row[] => (Array.isArray(res) ? (res as Row[]) : ((res as { rows?: Row[] }).rows ?? []));

/** Today's date and the time of day in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function localNow(now: Date): { date: string; time: string } {
  const local = new Date(now.getTime() + 7 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
const addDays = (d: string, n: number) => new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + n)).toISOString().slice(0, 10);
const fmtDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const dateOf = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10));

const ownStaff = async (db: Drizzle, accountId: number): Promise<number | null> => (await staffFilesOf(db, accountId))[0]?.id ?? null;

/** The cut-off of a site: its own setting, else the default (no site), else 09:00. */
export async function cutoffOf(db: Drizzle, areaId: number | null): Promise<{ cutoff_time: string; days_ahead: number }> {
  const t = tableFor(mealSetting);
  const rows = (await db
    .select({ area_id: c(t, 'area_id'), cutoff_time: c(t, 'cutoff_time'), days_ahead: c(t, 'days_ahead') })
    .from(t)
    .where(and(eq(c(t, 'state'), 'ACTIVE'), areaId ? sql`(${c(t, 'area_id')} = ${areaId} OR ${c(t, 'area_id')} IS NULL)` : sql`${c(t, 'area_id')} IS NULL`))) as { area_id: number | null; cutoff_time: string; days_ahead: number }[];
  const best = rows.find((r) => r.area_id !== null) ?? rows[0];
  return { cutoff_time: best && TIME_RE.test(best.cutoff_time) ? best.cutoff_time : DEFAULT_CUTOFF, days_ahead: Number(best?.days_ahead ?? DEFAULT_DAYS_AHEAD) };
}

/** Refuses a day whose cut-off has passed (or, for staff, too far ahead; the kitchen plans further). */
async function requireOpen(ctx: Ctx, db: Drizzle, day: string, areaId: number | null, isNew: boolean): Promise<void> {
  const isKitchen = !!ctx.user && canDo(ctx.user.ability, 'edit', SUBJECT);
  const { cutoff_time, days_ahead } = await cutoffOf(db, areaId);
  const now = localNow(ctx.now());
  if (day < now.date || (day === now.date && now.time >= cutoff_time)) {
    const params = { date: fmtDate(day), time: cutoff_time };
    throw new AppError(400, 'meal.pastCutoff', params, [{ field: 'meal_date', key: 'meal.pastCutoff', params }], mealRegistration);
  }
  if (isNew && !isKitchen && day > addDays(now.date, days_ahead)) throw new AppError(400, 'meal.tooFarAhead', { days: days_ahead }, [{ field: 'meal_date', key: 'meal.tooFarAhead', params: { days: days_ahead } }], mealRegistration);
}

/** Own registration unless the kitchen; open days only (the old day too, when moved). */
const mealBeforeChange: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  const user = requireUser(ctx);
  const more: Row = {};
  const isKitchen = canDo(user.ability, 'edit', SUBJECT);
  const own = await ownStaff(tx, user.id);
  if (mode === 'create' && (data.staff_id === undefined || data.staff_id === null)) {
    if (!own) throw new AppError(400, 'meal.noStaffFile', {}, [{ field: 'staff_id', key: 'meal.noStaffFile' }], mealRegistration);
    more.staff_id = own;
  } else if (data.staff_id !== undefined && data.staff_id !== null && Number(data.staff_id) !== own && !isKitchen && (mode === 'create' || String(data.staff_id) !== String(existing?.staff_id))) {
    throw forbidden();
  }
  const merged = { ...(existing ?? {}), ...data };
  if (existing) await requireOpen(ctx, tx, dateOf(existing.meal_date), Number(existing.area_id) || null, false);
  const day = dateOf(merged.meal_date);
  if (DATE_RE.test(day)) await requireOpen(ctx, tx, day, Number(merged.area_id) || null, mode === 'create' || day !== dateOf(existing?.meal_date));
  return more;
};

/** Cancelling is deleting, before the cut-off. */
const mealBeforeDelete: BeforeDeleteHook = async ({ ctx, tx, existing }) => {
  await requireOpen(ctx, tx, dateOf(existing.meal_date), Number(existing.area_id) || null, false);
};

const settingBeforeChange: BeforeChangeHook = async ({ data }) => {
  if (data.cutoff_time !== undefined && data.cutoff_time !== null && !TIME_RE.test(String(data.cutoff_time)))
    throw badRequest([{ field: 'cutoff_time', key: 'meal.cutoffFormat' }], mealSetting);
  return undefined;
};

/** A period of days from the query (from, to: YYYY-MM-DD), this week by default, at most `max` days. */
function daysOf(query: Record<string, unknown>, now: Date, max: number): { from: string; to: string } {
  const today = localNow(now).date;
  const wd = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = typeof query.from === 'string' && query.from ? query.from : addDays(today, -wd);
  const to = typeof query.to === 'string' && query.to ? query.to : addDays(from, 6);
  if (!DATE_RE.test(from) || Number.isNaN(Date.parse(from))) throw badRequest([{ field: 'from', key: 'error.invalidFilter', params: { field: 'from' } }]);
  if (!DATE_RE.test(to) || Number.isNaN(Date.parse(to)) || to < from || addDays(from, max - 1) < to) throw badRequest([{ field: 'to', key: 'error.invalidFilter', params: { field: 'to' } }]);
  return { from, to };
}

/** Registrations per day and site (the kitchen's counts). */
async function mealCounts(ctx: Ctx, query: Record<string, unknown>): Promise<Row> {
  const user = authorize(ctx, 'view', SUBJECT);
  if (!canDo(user.ability, 'edit', SUBJECT) && !canDo(user.ability, 'viewAll', SUBJECT)) throw forbidden();
  const { from, to } = daysOf(query, ctx.now(), MAX_COUNT_DAYS);
  const m = tableFor(mealRegistration);
  const a = tableFor(area);
  // A kitchen account limited to an operating range counts the lunches of that range's staff only
  // (the declared access.unit rule, as the registrations' list applies it).
  const unitRule = mealRegistration.access?.unit;
  const inRange = user.unitRange && unitRule ? unitInRange(mealRegistration, unitRule, sql`m.staff_id`, user.unitRange) : sql`true`;
  const res = await ctx.database.db.execute(sql`
    SELECT to_char(m.meal_date, 'YYYY-MM-DD') AS meal_date, m.area_id, a.name, a.name_en,
           count(*)::int AS total, (count(*) FILTER (WHERE m.is_vegetarian))::int AS vegetarian
    FROM ${m} m JOIN ${a} a ON a.id = m.area_id
    WHERE m.state = 'ACTIVE' AND m.meal_date BETWEEN ${from}::date AND ${to}::date AND ${inRange}
    GROUP BY m.meal_date, m.area_id, a.name, a.name_en
    ORDER BY m.meal_date, a.name`);
  const items = rowsOf(res).map((r) => ({ ...r, area_id: Number(r.area_id), total: Number(r.total), vegetarian: Number(r.vegetarian) }));
  return { from, to, items, total: items.reduce((s, r) => s + r.total, 0) };
}

/** The portal's view: my registrations of a period, the sites and their cut-offs, today and now. */
async function myMeals(ctx: Ctx, query: Record<string, unknown>): Promise<Row> {
  const user = authorize(ctx, 'view', SUBJECT);
  const db = ctx.database.db;
  const { from, to } = daysOf(query, ctx.now(), MAX_COUNT_DAYS);
  const own = await ownStaff(db, user.id);
  const m = tableFor(mealRegistration);
  const items = own
    ? rowsOf(
        await db.execute(sql`
          SELECT m.id, to_char(m.meal_date, 'YYYY-MM-DD') AS meal_date, m.area_id, m.is_vegetarian, m.note
          FROM ${m} m WHERE m.staff_id = ${own} AND m.state = 'ACTIVE' AND m.meal_date BETWEEN ${from}::date AND ${to}::date
          ORDER BY m.meal_date`),
      ).map((r) => ({ ...r, id: Number(r.id), area_id: Number(r.area_id) }))
    : [];
  const a = tableFor(area);
  const sites = (await db
    .select({ id: c(a, 'id'), name: c(a, 'name'), name_en: c(a, 'name_en') })
    .from(a)
    .where(eq(c(a, 'state'), 'ACTIVE'))
    .orderBy(c(a, 'ordering'), c(a, 'id'))) as Row[];
  const withCutoff = [];
  for (const s of sites) withCutoff.push({ ...s, id: Number(s.id), ...(await cutoffOf(db, Number(s.id))) });
  const now = localNow(ctx.now());
  return { staff_id: own, from, to, today: now.date, time: now.time, default: await cutoffOf(db, null), sites: withCutoff, items };
}

// ---- Stationery ----

/** The author's staff file as requester unless given; for someone else, "edit". */
const requestBeforeChange: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  const user = requireUser(ctx);
  const own = await ownStaff(tx, user.id);
  const more: Row = {};
  if (mode === 'create' && (data.staff_id === undefined || data.staff_id === null) && own) more.staff_id = own;
  const asked = data.staff_id;
  if (asked !== undefined && asked !== null && Number(asked) !== own && !canDo(user.ability, 'edit', SUBJECT) && (mode === 'create' || String(asked) !== String(existing?.staff_id))) throw forbidden();
  return more;
};

const requestBeforeDelete: HookOf<typeof stationeryRequest, 'beforeDelete'> = async ({ ctx, existing }) => {
  const status = existing.status;
  // A pending one has had its approval withdrawn already (declared `withdrawOnDelete`).
  if (status === 'NEW') await changeStatus(ctx, stationeryRequest, existing.id, 'CANCELLED', { asSystem: true });
  else if ((status === 'APPROVED' || status === 'HANDED_OUT') && !canDo(requireUser(ctx).ability, 'edit', SUBJECT)) throw new AppError(409, 'stationery.notCancellable');
};

/**
 * Takes `quantity` of an item off the stock in one conditional UPDATE: the row lock it takes makes
 * concurrent hand-outs of one item wait, and each sees the stock the other left.
 */
async function takeStock(tx: Drizzle, ctx: Ctx, itemId: number, quantity: number): Promise<void> {
  const t = tableFor(stationeryItem);
  const taken = await tx
    .update(t)
    .set({ stock: sql`${c(t, 'stock')} - ${quantity}`, updated_date: ctx.now() })
    .where(and(eq(c(t, 'id'), itemId), eq(c(t, 'state'), 'ACTIVE'), sql`${c(t, 'stock')} >= ${quantity}`))
    .returning({ id: c(t, 'id') });
  if (taken.length > 0) return;
  const [item] = (await tx
    .select({ name: c(t, 'name'), name_en: c(t, 'name_en'), stock: c(t, 'stock') })
    .from(t)
    .where(eq(c(t, 'id'), itemId))
    .limit(1)) as { name: string; name_en: string | null; stock: number }[];
  const params = { name: (ctx.lang === 'en' && item?.name_en) || item?.name || String(itemId), stock: Number(item?.stock ?? 0), quantity };
  throw new AppError(409, 'stationery.outOfStock', params, [{ field: 'quantity', key: 'stationery.outOfStock', params }], stationeryHandout);
}

const handoutBeforeChange: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  if (mode === 'update') {
    const changes = (k: string) => data[k] !== undefined && String(data[k]) !== String(existing?.[k]);
    if (changes('item_id') || changes('quantity')) throw new AppError(409, 'stationery.handoutFixed');
    return undefined;
  }
  const more: Row = { handed_date: ctx.now() };
  if (data.request_id !== undefined && data.request_id !== null) {
    const r = tableFor(stationeryRequest);
    const [req] = (await tx
      .select({ status: c(r, 'status'), staff_id: c(r, 'staff_id') })
      .from(r)
      .where(and(eq(c(r, 'id'), Number(data.request_id)), eq(c(r, 'state'), 'ACTIVE')))
      .limit(1)) as { status: string; staff_id: number | null }[];
    if (!req || (req.status !== 'APPROVED' && req.status !== 'HANDED_OUT')) throw new AppError(409, 'stationery.notApproved', {}, [{ field: 'request_id', key: 'stationery.notApproved' }], stationeryHandout);
    if ((data.staff_id === undefined || data.staff_id === null) && req.staff_id) more.staff_id = Number(req.staff_id);
  }
  await takeStock(tx, ctx, Number(data.item_id), Number(data.quantity));
  return more;
};

/** When every line of its request is handed out, the request is HANDED_OUT. */
const handoutAfterChange: HookOf<typeof stationeryHandout, 'afterChange'> = async ({ ctx, tx, mode, row }) => {
  if (mode !== 'create' || row.request_id === null || row.request_id === undefined) return;
  const requestId = row.request_id;
  const l = tableFor(stationeryRequestLine);
  const h = tableFor(stationeryHandout);
  const open = rowsOf(
    await tx.execute(sql`
      SELECT l.item_id FROM ${l} l
      WHERE l.request_id = ${requestId}
      GROUP BY l.item_id
      HAVING sum(l.quantity) > coalesce((SELECT sum(h.quantity) FROM ${h} h WHERE h.request_id = ${requestId} AND h.item_id = l.item_id AND h.state = 'ACTIVE'), 0)
      LIMIT 1`),
  );
  const r = tableFor(stationeryRequest);
  const [req] = (await tx.select({ status: c(r, 'status') }).from(r).where(eq(c(r, 'id'), requestId)).limit(1)) as { status: string }[];
  if (open.length === 0 && req?.status === 'APPROVED') await changeStatus(ctx, stationeryRequest, requestId, 'HANDED_OUT', { asSystem: true });
};

/** Deleting a hand-out puts its items back. */
const handoutBeforeDelete: HookOf<typeof stationeryHandout, 'beforeDelete'> = async ({ ctx, tx, existing }) => {
  const t = tableFor(stationeryItem);
  await tx
    .update(t)
    .set({ stock: sql`${c(t, 'stock')} + ${existing.quantity}`, updated_date: ctx.now() })
    .where(eq(c(t, 'id'), existing.item_id));
};

function registerRoutes(app: FastifyInstance): void {
  app.get('/api/v1/meal-registration/counts', {
    schema: { tags: ['administrations.meals'], summary: `Lunch registrations per day and site (from, to: YYYY-MM-DD, at most ${MAX_COUNT_DAYS} days; this week by default). The kitchen: edit or view all` },
    handler: async (req) => ({ success: true, data: await mealCounts(req.ctx, req.query as Record<string, unknown>) }),
  });
  app.get('/api/v1/meal-registration/mine', {
    schema: { tags: ['administrations.meals'], summary: 'My lunch registrations of a period (from, to; this week by default), the sites and their cut-offs' },
    handler: async (req) => ({ success: true, data: await myMeals(req.ctx, req.query as Record<string, unknown>) }),
  });
}

export const serviceModules: readonly ModuleDecl[] = [
  defineModule({ resource: mealRegistration, hooks: { beforeChange: [mealBeforeChange], beforeDelete: [mealBeforeDelete] }, routes: registerRoutes }),
  defineModule({ resource: mealSetting, hooks: { beforeChange: [settingBeforeChange] } }),
  defineModule({ resource: stationeryRequest, hooks: { beforeChange: [requestBeforeChange], beforeDelete: [requestBeforeDelete] } }),
  defineModule({ resource: stationeryHandout, hooks: { beforeChange: [handoutBeforeChange], afterChange: [handoutAfterChange], beforeDelete: [handoutBeforeDelete] } }),
];

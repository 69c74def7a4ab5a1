/**
 * Leave (issue 15): the rules of leave requests and balances that declarations cannot say.
 * - A request's working days are counted by the server (by the person's working-day pattern: Monday
 *   to Friday, or with Saturdays or Saturday mornings where their unit says so; not a public holiday;
 *   half days 0.5) and its title is made from the staff member, the type and the dates; a request
 *   must fall within one year and hold at least one working day; half days only where the type
 *   allows them. Staff file their own requests; someone else's needs the HR "edit" right.
 * - Overlapping requests of one person (draft, pending, approved) are refused by the database's
 *   exclusion constraint (declared `noOverlap`): a 409 in the caller's language, also when two
 *   requests race.
 * - Balances move with the request's status, in the status change's transaction, with the balance
 *   row locked (`SELECT ... FOR UPDATE`), so two submissions at once cannot overspend: on submit the
 *   days move into `pending` (refused when the type may not go negative and too few are left), on
 *   the final approval into `taken`, back out on reject or cancel; cancelling an approved leave
 *   (`revoke`, or POST /staff-leave/cancel/{id}) returns them. A missing balance row is made on
 *   first use from the type's days a year and the seniority increases.
 * - Spec §7 paths: /staff-leave/submit/{leaveId}, /approve/{id}, /cancel/{id},
 *   /approve-add-flow/{id} (the approval engine's moves), /staff-leave-day POST/{id} (adjust), and
 *   /staff-setting-leave-approval (the STAFF_LEAVE approval processes, configured at /approval-process).
 * - Portal reads: /staff-leave/working-days (the form's preview), /staff-leave/approval-choice
 *   (the steps whose approvers the requester picks at submit), /staff-leave/my-balance,
 *   /staff-leave/team-calendar (approved and pending leave of a month or a year: mine and my
 *   direct reports'; HR, with "view all", a department or unit and the units under it).
 */
import {
  approvalDecision,
  approvalProcess,
  approvalRequest,
  approvalStep,
  canDo,
  countLeaveDays,
  type DateRange,
  formatDate,
  LEAVE_ACTIVE_STATUS,
  organization,
  type Row,
  seniorityIncrease,
  staff,
  staffLeave,
  staffLeaveDay,
  staffSettingHoliday,
  staffSettingIncreaseAnnualLeaving,
  staffSettingLeaveType,
  type WorkingPattern,
  workingPatternOf,
} from '@portal/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, } from 'fastify';
import { cancelApproval, requesterChoice } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { requireUnitParamInRange } from '../../engine/access.js';
import { AppError, badRequest, forbidden, notFound } from '../../engine/errors.js';
import { noDeleteIn } from '../../engine/abilities.js';
import { type ActionRun, type AfterTransitionHook, type BeforeChangeHook, type BeforeDeleteHook, defineModule, type PrepareHook } from '../../engine/module.js';
import { changeStatus, findRow, updateRecord } from '../../engine/service.js';
import { runAction } from '../../engine/actions.js';
import { isId, ok, parseId } from '../../http/kit.js';
import { type StaffFile, staffFileById, staffFilesOf } from '../../engine/staff-file.js';

const SUBJECT = staffLeave.subject;
const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const today = (ctx: Ctx) => ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const round1 = (n: number) => Math.round(n * 10) / 10;


/** An active staff file by its id or by its account. */
export const staffFile = async (db: Drizzle, where: { id?: number; account?: number }): Promise<StaffFile | null> =>
  where.id !== undefined ? staffFileById(db, where.id) : ((await staffFilesOf(db, Number(where.account)))[0] ?? null);

type LeaveType = { id: number; name: string; name_en: string | null; days_per_year: number; is_negative_allowed: boolean; is_half_day_allowed: boolean; is_paid: boolean };

async function leaveType(db: Drizzle, id: number): Promise<LeaveType | null> {
  const t = tableFor(staffSettingLeaveType);
  const [row] = (await db
    .select()
    .from(t)
    .where(and(eq(c(t, 'id'), id), eq(c(t, 'state'), 'ACTIVE')))
    .limit(1)) as LeaveType[];
  return row ? { ...row, id: Number(row.id), days_per_year: Number(row.days_per_year) } : null;
}

/**
 * The working-day pattern of each of `staffIds`: that of their department (else unit), or of the
 * nearest unit above it that sets one; Monday to Friday when none does.
 */
export async function workingPatterns(db: Drizzle, staffIds: readonly number[]): Promise<Map<number, WorkingPattern>> {
  const out = new Map<number, WorkingPattern>();
  if (staffIds.length === 0) return out;
  const s = tableFor(staff);
  const o = tableFor(organization);
  const rows = (await db
    .select({
      id: c(s, 'id'),
      pattern: sql<string | null>`(SELECT g.working_pattern FROM ${o} u JOIN ${o} g ON u.tree_path <@ g.tree_path
        WHERE u.id = coalesce(${c(s, 'department_id')}, ${c(s, 'unit_id')}) AND g.working_pattern IS NOT NULL AND g.state = 'ACTIVE'
        ORDER BY nlevel(g.tree_path) DESC LIMIT 1)`,
    })
    .from(s)
    .where(inArray(c(s, 'id'), [...staffIds]))) as { id: number | string; pattern: string | null }[];
  for (const id of staffIds) out.set(id, workingPatternOf(null));
  for (const r of rows) out.set(Number(r.id), workingPatternOf(r.pattern));
  return out;
}
export const workingPatternOfStaff = async (db: Drizzle, staffId: number | null | undefined): Promise<WorkingPattern> =>
  staffId ? ((await workingPatterns(db, [staffId])).get(staffId) ?? workingPatternOf(null)) : workingPatternOf(null);

/** Active public holidays touching `from`..`to`. */
export async function holidaysBetween(db: Drizzle, from: string, to: string): Promise<(DateRange & { name: string; name_en: string | null })[]> {
  const t = tableFor(staffSettingHoliday);
  return (await db
    .select({ from: c(t, 'from_date'), to: c(t, 'to_date'), name: c(t, 'name'), name_en: c(t, 'name_en') })
    .from(t)
    .where(and(eq(c(t, 'state'), 'ACTIVE'), lte(c(t, 'from_date'), to), gte(c(t, 'to_date'), from)))
    .orderBy(asc(c(t, 'from_date')))) as (DateRange & { name: string; name_en: string | null })[];
}

/** Days a year of a type for one staff member and year: the type's days and the seniority increases. */
async function defaultsFor(db: Drizzle, type: LeaveType, file: StaffFile | null, year: number): Promise<{ entitled: number; increase: number }> {
  const t = tableFor(staffSettingIncreaseAnnualLeaving);
  const rules = (await db
    .select({ years_of_service: c(t, 'years_of_service'), days: c(t, 'days'), max_days: c(t, 'max_days') })
    .from(t)
    .where(and(eq(c(t, 'state'), 'ACTIVE'), eq(c(t, 'leave_type_id'), type.id)))) as { years_of_service: number; days: number; max_days: number | null }[];
  return {
    entitled: type.days_per_year,
    increase: seniorityIncrease(file?.start_date ?? null, year, rules.map((r) => ({ years_of_service: Number(r.years_of_service), days: Number(r.days), max_days: r.max_days === null ? null : Number(r.max_days) }))),
  };
}

type Balance = { id: number; entitled: number; carried_over: number; increase: number; adjustment: number; taken: number; pending: number };
const BALANCE_COLS = ['id', 'entitled', 'carried_over', 'increase', 'adjustment', 'taken', 'pending'] as const;
const asBalance = (r: Row): Balance => Object.fromEntries(BALANCE_COLS.map((k) => [k, Number(r[k] ?? 0)])) as Balance;
export const remainingOf = (b: Omit<Balance, 'id'>): number => round1(b.entitled + b.carried_over + b.increase + b.adjustment - b.taken - b.pending);

/** The balance row of (staff, type, year), made on first use, locked for this transaction. */
async function lockBalance(tx: Drizzle, ctx: Ctx, staffId: number, type: LeaveType, year: number): Promise<Balance> {
  const t = tableFor(staffLeaveDay);
  const key = and(eq(c(t, 'staff_id'), staffId), eq(c(t, 'leave_type_id'), type.id), eq(c(t, 'year'), year));
  const read = async () => (await tx.select().from(t).where(key).for('update').limit(1)) as Row[];
  let [row] = await read();
  if (!row) {
    const d = await defaultsFor(tx, type, await staffFile(tx, { id: staffId }), year);
    await tx
      .insert(t)
      .values({ staff_id: staffId, leave_type_id: type.id, year, entitled: d.entitled, increase: d.increase, carried_over: 0, adjustment: 0, taken: 0, pending: 0, created_by: ctx.user?.id ?? null, updated_by: ctx.user?.id ?? null })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new AppError(500, 'error.internal');
  return asBalance(row);
}

/** Fills the caller's own staff file when none is named; someone else's request needs the HR "edit" right. */
const ownOrHr: PrepareHook = async ({ ctx, tx, input, mode, existing }) => {
  const user = requireUser(ctx);
  const { f_portal: _portal, ...rest } = input;
  const out: Row = { ...rest };
  const isHr = canDo(user.ability, 'edit', SUBJECT);
  if (mode === 'create' && (out.staff_id === undefined || out.staff_id === null || out.staff_id === '')) {
    const me = await staffFile(tx, { account: user.id });
    if (!me) throw new AppError(409, 'leave.noStaffFile');
    out.staff_id = me.id;
  }
  if (!isHr) {
    const me = await staffFile(tx, { account: user.id });
    const target = Object.hasOwn(out, 'staff_id') ? out.staff_id : existing?.staff_id;
    if (!me || Number(target) !== me.id || (existing && Number(existing.staff_id) !== me.id)) throw new AppError(403, 'leave.notOwn');
  }
  return { input: out };
};

/** Working days, title, one year, half days where the type allows, and (early) enough days left. */
const countDays: BeforeChangeHook = async ({ tx, data, existing }) => {
  const m = { ...(existing ?? {}), ...data };
  const from = String(m.from_date);
  const to = String(m.to_date);
  if (from.slice(0, 4) !== to.slice(0, 4)) throw badRequest([{ field: 'to_date', key: 'leave.spansYears' }], staffLeave);
  const type = await leaveType(tx, Number(m.leave_type_id));
  if (!type) throw badRequest([{ field: 'leave_type_id', key: 'validation.refNotFound', params: { label: 'leave_type_id' } }], staffLeave);
  const isFromHalf = m.is_from_half === true;
  const isToHalf = m.is_to_half === true;
  if (!type.is_half_day_allowed && (isFromHalf || isToHalf)) throw badRequest([{ field: isFromHalf ? 'is_from_half' : 'is_to_half', key: 'leave.halfDayNotAllowed' }], staffLeave);
  const days = countLeaveDays(from, to, isFromHalf, isToHalf, await holidaysBetween(tx, from, to), await workingPatternOfStaff(tx, Number(m.staff_id)));
  if (days <= 0) throw badRequest([{ field: 'from_date', key: 'leave.noWorkingDays' }], staffLeave);
  const file = await staffFile(tx, { id: Number(m.staff_id) });
  if (!type.is_negative_allowed) {
    const year = Number(from.slice(0, 4));
    const t = tableFor(staffLeaveDay);
    const [row] = (await tx
      .select()
      .from(t)
      .where(and(eq(c(t, 'staff_id'), Number(m.staff_id)), eq(c(t, 'leave_type_id'), type.id), eq(c(t, 'year'), year)))
      .limit(1)) as Row[];
    const left = row ? remainingOf(asBalance(row)) : await defaultsFor(tx, type, file, year).then((d) => d.entitled + d.increase);
    if (left < days) throw new AppError(409, 'leave.insufficientBalance', { left, days }, [{ field: 'to_date', key: 'leave.insufficientBalance', params: { left, days } }], staffLeave);
  }
  // The title in both languages (the type's English name when it has one): readers see their own.
  const titleIn = (typeName: string) => `${file?.full_name ?? `#${String(m.staff_id)}`}: ${typeName} ${formatDate(from, 'DD/MM/YYYY')}${from === to ? '' : ` - ${formatDate(to, 'DD/MM/YYYY')}`}`.slice(0, 300);
  return { days, title: titleIn(type.name), title_en: titleIn(type.name_en || type.name) };
};

/** Balances follow the status: pending on submit (checked), taken on approval, returned on reject or cancel. */
const moveDays: AfterTransitionHook = async ({ ctx, tx, row, from, to }) => {
  const days = Number(row.days ?? 0);
  if (!(days > 0)) return;
  let dPending = 0;
  let dTaken = 0;
  if (to === 'PENDING') dPending = days;
  else if (from === 'PENDING' && to === 'APPROVED') [dPending, dTaken] = [-days, days];
  else if (from === 'PENDING' && (to === 'REJECTED' || to === 'CANCELLED')) dPending = -days;
  else if (from === 'APPROVED' && to === 'CANCELLED') dTaken = -days;
  else return;
  const type = await leaveType(tx, Number(row.leave_type_id));
  if (!type) throw new AppError(409, 'error.conflict');
  const b = await lockBalance(tx, ctx, Number(row.staff_id), type, Number(String(row.from_date).slice(0, 4)));
  if (dPending > 0 && !type.is_negative_allowed) {
    const left = remainingOf(b);
    if (left < days) throw new AppError(409, 'leave.insufficientBalance', { left, days }, [{ field: 'to_date', key: 'leave.insufficientBalance', params: { left, days } }], staffLeave);
  }
  const t = tableFor(staffLeaveDay);
  await tx
    .update(t)
    .set({ pending: round1(b.pending + dPending), taken: round1(b.taken + dTaken), updated_date: ctx.now() })
    .where(eq(c(t, 'id'), b.id));
};

/** A pending request has had its approval withdrawn (declared; its days return); an approved one is cancelled instead (revoke). */
const onDelete: BeforeDeleteHook = async ({ ctx, tx, existing }) => {
  const user = requireUser(ctx);
  if (!canDo(user.ability, 'edit', SUBJECT)) {
    const me = await staffFile(tx, { account: user.id });
    if (!me || me.id !== Number(existing.staff_id)) throw new AppError(403, 'leave.notOwn');
  }
  if (existing.status === 'APPROVED') throw new AppError(409, 'leave.notDeletable');
};

/** Cancels an approved leave: its requester before it starts, HR at any time; the days return. */
const revoke: ActionRun = async ({ ctx, tx, record, body }) => {
  const user = requireUser(ctx);
  if (!record) throw notFound();
  if (record.status !== 'APPROVED') throw new AppError(409, 'error.transition', { from: String(record.status), to: 'CANCELLED' });
  if (!canDo(user.ability, 'edit', SUBJECT)) {
    const me = await staffFile(tx, { account: user.id });
    if (!me || me.id !== Number(record.staff_id)) throw forbidden();
    if (String(record.from_date) <= today(ctx)) throw new AppError(409, 'leave.alreadyStarted');
  }
  const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
  // The cancellation joins the approval's timeline.
  const rq = tableFor(approvalRequest);
  const [req] = (await tx
    .select({ id: c(rq, 'id'), step: c(rq, 'current_step') })
    .from(rq)
    .where(and(eq(c(rq, 'target_type'), staffLeave.name), eq(c(rq, 'target_id'), Number(record.id))))
    .limit(1)) as { id: number; step: number }[];
  if (req) {
    await tx.insert(tableFor(approvalDecision)).values({
      request_id: Number(req.id),
      step: Number(req.step),
      actor_id: user.id,
      decision: 'CANCELLED',
      comment: reason,
      created_by: user.id,
      updated_by: user.id,
      created_date: ctx.now(),
      updated_date: ctx.now(),
    });
    await tx.update(rq).set({ approval_status: 'CANCELLED', updated_by: user.id, updated_date: ctx.now() }).where(eq(c(rq, 'id'), Number(req.id)));
  }
  return changeStatus(ctx, staffLeave, Number(record.id), 'CANCELLED', { asSystem: true, ...(reason ? { reason } : {}) });
};

const boolParam = (v: unknown) => v === true || v === 'true' || v === '1';
const yearParam = (v: unknown, ctx: Ctx): number => {
  const n = Number(v ?? today(ctx).slice(0, 4));
  if (!Number.isInteger(n) || n < 2000 || n > 2100) throw badRequest([{ field: 'year', key: 'validation.type', params: { label: 'year' } }]);
  return n;
};

/** Most leave entries one calendar answer holds (a year of a 500-person unit is about 3,000). */
const CALENDAR_MAX = 5000;

/**
 * One leave in a calendar answer, as a tuple: [leave id, first day, last day, working days, leave
 * type id, status ('APPROVED' | 'PENDING'), half days (0 none, 1 the first day is a half day, 2
 * the last day is, 3 both)].
 */
export type CalendarRun = [number, string, string, number, number, 'APPROVED' | 'PENDING', 0 | 1 | 2 | 3];
/** A team calendar: each person once (by name), with their leave as runs of days; the leave types named once. */
export type TeamCalendar = {
  people: { staff_id: number; full_name: string; runs: CalendarRun[] }[];
  types: { id: number; name: string; name_en: string | null }[];
  /** True when more than CALENDAR_MAX leave entries matched (the earliest are kept). */
  isTruncated: boolean;
};

/**
 * Approved and pending leave touching `first`..`last`: of the people of a unit and the units under
 * it (by their department, else their unit), or of one person and their direct reports. The answer
 * is built by PostgreSQL as one JSON value (people by name, each with their runs by date), so a
 * year of a 500-person company (about 3,000 leave entries) is one value parsed once instead of
 * 3,000 rows turned into objects (docs/performance.md, "Leave and approvals at scale").
 */
/**
 * The person's requests whose days a leave from `from` to `to` would share (the statuses the
 * database's exclusion constraint holds): the form names the one in the way before sending
 * (issue 38 item 12) instead of a refusal after it.
 */
async function overlapping(db: Drizzle, staffId: number, from: string, to: string): Promise<Row[]> {
  const t = tableFor(staffLeave);
  const c = (n: string) => t[n] as AnyPgColumn;
  const lt = tableFor(staffSettingLeaveType);
  return (await db
    .select({ id: c('id'), from_date: c('from_date'), to_date: c('to_date'), status: c('status'), days: c('days'), leave_type: lt.name as AnyPgColumn, leave_type_en: lt.name_en as AnyPgColumn })
    .from(t)
    .leftJoin(lt, eq(lt.id as AnyPgColumn, c('leave_type_id')))
    .where(and(eq(c('staff_id'), staffId), eq(c('state'), 'ACTIVE'), inArray(c('status'), [...LEAVE_ACTIVE_STATUS]), lte(c('from_date'), to), gte(c('to_date'), from)))
    .orderBy(asc(c('from_date')))
    .limit(5)) as Row[];
}

export async function teamCalendar(db: Drizzle, who: { unitId: number } | { managerStaffId: number }, first: string, last: string): Promise<TeamCalendar> {
  const s = tableFor(staff);
  const l = tableFor(staffLeave);
  const lt = tableFor(staffSettingLeaveType);
  const o = tableFor(organization);
  // A person belongs to their department, else their unit. Joined as coalesce(department, unit),
  // PostgreSQL read every staff file (a 50,000-row scan, most of the SQL's time); as two joins, one
  // by department and one by unit where no department is set, each is a probe of its index per unit.
  const units = sql`(SELECT u.id FROM ${o} u WHERE u.tree_path <@ (SELECT g.tree_path FROM ${o} g WHERE g.id = ${'unitId' in who ? who.unitId : 0}))`;
  const people =
    'unitId' in who
      ? sql`SELECT x.id FROM ${s} x WHERE x.department_id IN ${units} AND x.state = 'ACTIVE'
          UNION ALL SELECT x.id FROM ${s} x WHERE x.department_id IS NULL AND x.unit_id IN ${units} AND x.state = 'ACTIVE'`
      : sql`SELECT x.id FROM ${s} x WHERE (x.id = ${who.managerStaffId} OR x.manager_id = ${who.managerStaffId}) AND x.state = 'ACTIVE'`;
  const res = (await db.execute(sql`
    WITH e AS MATERIALIZED (
      SELECT v.id, v.staff_id, v.leave_type_id, v.from_date, v.to_date, v.days, v.status,
             (CASE WHEN v.is_from_half THEN 1 ELSE 0 END) + (CASE WHEN v.is_to_half THEN 2 ELSE 0 END) AS half
        FROM ${l} v
       WHERE v.state = 'ACTIVE' AND v.status IN ('PENDING', 'APPROVED') AND v.from_date <= ${last}::date AND v.to_date >= ${first}::date
         AND v.staff_id IN (${people})
       ORDER BY v.from_date, v.id
       LIMIT ${CALENDAR_MAX + 1}
    ), k AS (SELECT * FROM e ORDER BY from_date, id LIMIT ${CALENDAR_MAX})
    SELECT json_build_object(
      'people', coalesce((
        SELECT json_agg(json_build_object('staff_id', p.id, 'full_name', p.full_name, 'runs', r.runs) ORDER BY p.full_name, p.id)
          FROM (SELECT k.staff_id, json_agg(json_build_array(k.id, k.from_date, k.to_date, k.days, k.leave_type_id, k.status, k.half) ORDER BY k.from_date, k.id) AS runs
                  FROM k GROUP BY k.staff_id) r
          JOIN ${s} p ON p.id = r.staff_id), '[]'::json),
      'types', coalesce((
        SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en) ORDER BY t.id)
          FROM ${lt} t WHERE t.id IN (SELECT k.leave_type_id FROM k)), '[]'::json),
      'isTruncated', (SELECT count(*) FROM e) > ${CALENDAR_MAX}
    ) AS cal`)) as unknown as { rows?: { cal: unknown }[] } | { cal: unknown }[];
  const rows = Array.isArray(res) ? res : (res.rows ?? []);
  const cal = rows[0]?.cal;
  return (typeof cal === 'string' ? JSON.parse(cal) : cal) as TeamCalendar;
}

function registerLeaveRoutes(app: FastifyInstance): void {
  const tags = [staffLeave.module];

  app.get('/api/v1/staff-leave/working-days', {
    schema: {
      tags,
      summary:
        'Working days of a leave (weekends and public holidays skipped, half days 0.5), and the requests of the same person (draft, pending, approved) whose days it would share: the request form shows both before submitting',
    },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      const q = (req.query ?? {}) as Record<string, unknown>;
      const from = String(q.from_date ?? '');
      const to = String(q.to_date ?? from);
      if (!DATE_RE.test(from) || !DATE_RE.test(to) || to < from) throw badRequest([{ field: 'to_date', key: 'validation.type', params: { label: 'to_date' } }]);
      const db = req.ctx.database.db;
      const holidays = await holidaysBetween(db, from, to);
      // The caller's working-day pattern (their unit's); HR counting for someone names staff_id.
      const user = requireUser(req.ctx);
      let staffId = (await staffFile(db, { account: user.id }))?.id ?? null;
      if (q.staff_id !== undefined && q.staff_id !== '' && canDo(user.ability, 'edit', SUBJECT)) {
        if (!isId(String(q.staff_id))) throw badRequest([{ field: 'staff_id', key: 'error.invalidId' }]);
        staffId = Number(q.staff_id);
      }
      const [pattern, overlaps] = await Promise.all([workingPatternOfStaff(db, staffId), staffId === null ? [] : overlapping(db, staffId, from, to)]);
      return ok({ days: countLeaveDays(from, to, boolParam(q.is_from_half), boolParam(q.is_to_half), holidays, pattern), holidays, pattern, isSameYear: from.slice(0, 4) === to.slice(0, 4), overlaps });
    },
  });

  app.get('/api/v1/staff-leave/approval-choice', {
    schema: {
      tags,
      summary:
        "The leave approval process that applies to the caller and its steps whose approvers the requester chooses at submit (each with whether it applies to a leave of `days` working days and whether a choice is required): the request form shows a people picker from it",
    },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const q = (req.query ?? {}) as { days?: unknown; leave_type_id?: unknown };
      const days = q.days === undefined || q.days === '' ? null : Number(q.days);
      if (days !== null && !(Number.isFinite(days) && days >= 0 && days <= 366)) throw badRequest([{ field: 'days', key: 'validation.type', params: { label: 'days' } }]);
      const typeId = q.leave_type_id === undefined || q.leave_type_id === '' ? null : String(q.leave_type_id);
      if (typeId !== null && !isId(typeId)) throw badRequest([{ field: 'leave_type_id', key: 'error.invalidId' }]);
      return ok(await requesterChoice(req.ctx.database.db, staffLeave, user.id, { days, leave_type_id: typeId === null ? null : Number(typeId) }));
    },
  });

  app.get('/api/v1/staff-leave/my-balance', {
    schema: { tags, summary: "The caller's leave balance per leave type for a year (rows not yet made show the type's days and seniority increase)" },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const year = yearParam((req.query as { year?: unknown }).year, req.ctx);
      const me = await staffFile(db, { account: user.id });
      const lt = tableFor(staffSettingLeaveType);
      const types = (await db
        .select()
        .from(lt)
        .where(eq(c(lt, 'state'), 'ACTIVE'))
        .orderBy(asc(c(lt, 'ordering')), asc(c(lt, 'id')))) as LeaveType[];
      if (!me) return ok({ staff: null, year, items: [] });
      const bt = tableFor(staffLeaveDay);
      const rows = (await db
        .select()
        .from(bt)
        .where(and(eq(c(bt, 'staff_id'), me.id), eq(c(bt, 'year'), year), eq(c(bt, 'state'), 'ACTIVE')))) as Row[];
      const items = [];
      for (const ty of types) {
        const type = { ...ty, id: Number(ty.id), days_per_year: Number(ty.days_per_year) };
        const row = rows.find((r) => Number(r.leave_type_id) === type.id);
        const b = row ? asBalance(row) : { id: 0, ...(await defaultsFor(db, type, me, year)), carried_over: 0, adjustment: 0, taken: 0, pending: 0 };
        items.push({
          leave_type_id: type.id,
          name: type.name,
          name_en: type.name_en,
          is_paid: type.is_paid,
          is_negative_allowed: type.is_negative_allowed,
          is_half_day_allowed: type.is_half_day_allowed,
          ...b,
          id: row ? b.id : null,
          remaining: remainingOf(b),
        });
      }
      return ok({ staff: { id: me.id, full_name: me.full_name }, year, items, working_pattern: await workingPatternOfStaff(db, me.id) });
    },
  });

  app.get('/api/v1/staff-leave/team-calendar', {
    schema: {
      tags,
      summary:
        "Approved and pending leave of one month (month=YYYY-MM) or one year (year=YYYY): the caller's own and their direct reports'; HR (view all) sees its department, or names unit_id (the unit and the units under it). Compact: `people` (each once: staff_id, full_name, runs by date; a run is [leave id, from_date, to_date, days, leave_type_id, status, half days: 0 none, 1 first day half, 2 last day half, 3 both]) and `types` (the leave types named once)",
    },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const q = (req.query ?? {}) as { month?: unknown; year?: unknown; unit_id?: unknown };
      let first: string;
      let last: string;
      let month: string | null = null;
      if (q.year !== undefined && q.month === undefined) {
        const year = yearParam(q.year, req.ctx);
        [first, last] = [`${year}-01-01`, `${year}-12-31`];
      } else {
        month = String(q.month ?? today(req.ctx).slice(0, 7));
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest([{ field: 'month', key: 'validation.type', params: { label: 'month' } }]);
        first = `${month}-01`;
        last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
      }
      const me = await staffFile(db, { account: user.id });
      // HR (view all) sees a department or unit with the units under it; everyone else their own
      // leave and their direct reports'.
      const isHr = canDo(user.ability, 'viewAll', SUBJECT);
      let unitId = isHr && me ? (me.department_id ?? me.unit_id) : null;
      if (q.unit_id !== undefined && isHr) {
        if (!isId(String(q.unit_id))) throw badRequest([{ field: 'unit_id', key: 'error.invalidId' }]);
        unitId = Number(q.unit_id);
        // A unit named outside the caller's operating range is refused (issue 36, class 1: before, the whole group's calendar).
        await requireUnitParamInRange(db, user, unitId);
      }
      const holidays = await holidaysBetween(db, first, last);
      const base = { month, from: first, to: last, scope: isHr ? 'unit' : 'team', holidays };
      if (isHr ? !unitId : !me) return ok({ ...base, unit: null, people: [], types: [], isTruncated: false });
      const o = tableFor(organization);
      const [unit] = unitId
        ? ((await db
            .select({ id: c(o, 'id'), name: c(o, 'name'), name_en: c(o, 'name_en') })
            .from(o)
            .where(eq(c(o, 'id'), unitId))
            .limit(1)) as Row[])
        : [];
      const cal = await teamCalendar(db, unitId ? { unitId } : { managerStaffId: Number(me?.id) }, first, last);
      return ok({ ...base, unit: unit ?? null, ...cal });
    },
  });

  // Spec §7 names /staff-leave/{action}/{leaveId}: submit, approve and approve-add-flow are the
  // approval block's aliases; cancel also revokes an approved request.
  app.post('/api/v1/staff-leave/cancel/:id', {
    schema: { tags, summary: 'Cancel a leave request: a pending one is withdrawn, an approved one cancelled (its days return)' },
    handler: async (req) => {
      const id = parseId(req);
      const row = await findRow(req.ctx, staffLeave, id, req.ctx.database.db, 'read');
      if (row.status === 'APPROVED') {
        const action = staffLeave.actions?.find((a) => a.name === 'revoke');
        if (!action) throw notFound();
        return ok(await runAction(req.ctx, staffLeave, action, id, { reason: (req.body as { reason?: unknown } | null)?.reason ?? (req.body as { comment?: unknown } | null)?.comment ?? null }));
      }
      return ok(await cancelApproval(req.ctx, staffLeave, id, req.body));
    },
  });

  app.post('/api/v1/staff-leave-day/:id', {
    schema: { tags: [staffLeaveDay.module], summary: 'Adjust a leave balance (spec POST /staff-leave-day/{id}; same as PUT)' },
    handler: async (req) => ok(await updateRecord(req.ctx, staffLeaveDay, parseId(req), req.body)),
  });

  app.get('/api/v1/staff-setting-leave-approval', {
    schema: { tags: [staffSettingLeaveType.module], summary: 'The leave approval processes (approval processes of source STAFF_LEAVE, with their steps; edited at /approval-process)' },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const p = tableFor(approvalProcess);
      const st = tableFor(approvalStep);
      const processes = (await db
        .select()
        .from(p)
        .where(and(eq(c(p, 'source_type'), 'STAFF_LEAVE'), eq(c(p, 'state'), 'ACTIVE')))
        .orderBy(asc(c(p, 'ordering')), asc(c(p, 'id')))) as Row[];
      const steps = processes.length
        ? ((await db
            .select()
            .from(st)
            .where(and(inArray(c(st, 'process_id'), processes.map((x) => Number(x.id))), eq(c(st, 'state'), 'ACTIVE')))
            .orderBy(asc(c(st, 'ordering')), asc(c(st, 'id')))) as Row[])
        : [];
      return ok({ items: processes.map((x) => ({ ...x, steps: steps.filter((s) => Number(s.process_id) === Number(x.id)) })), totalRows: processes.length });
    },
  });
}

/** A new balance starts with nothing taken or pending (those two are the server's). */
const startEmpty: BeforeChangeHook = async ({ mode }) => (mode === 'create' ? { taken: 0, pending: 0 } : undefined);

export const leaveModules = [
  defineModule({ resource: staffLeaveDay, hooks: { beforeChange: [startEmpty] } }),
  defineModule({
    resource: staffLeave,
    hooks: { prepare: [ownOrHr], beforeChange: [countDays], afterTransition: [moveDays], beforeDelete: [onDelete], abilities: [noDeleteIn(['APPROVED'])] },
    actions: { revoke },
    routes: registerLeaveRoutes,
  }),
] as const;

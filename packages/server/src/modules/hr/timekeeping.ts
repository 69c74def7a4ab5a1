/**
 * Timekeeping (issue 15): what the declarations of hr/timekeeping.ts cannot say.
 * - The monthly timesheet of a person, computed (not stored): each day's state (weekend, public
 *   holiday, approved leave, worked, late, left early, a punch missing, absent, not yet), with the
 *   leave module's rules for working days (`countLeaveDays` over `holidaysBetween`, by the person's
 *   working-day pattern: Monday to Friday, or with Saturdays or Saturday mornings), and its totals.
 *   GET /time-keeping/my-month (the caller's), GET /time-keeping/timesheet (a unit's people × days:
 *   HR with "view all" for any unit in its operating range; a line manager for the people they
 *   manage; anyone else is refused) and GET /time-keeping/timesheet/export (the same as xlsx).
 * - POST /time-keeping/import-clock?dryRun=1: the attendance machine's file through the time-clock
 *   adapter (time-clock.ts) and the engine's generic import.
 * - Explanations: staff explain their own days (HR anyone's), never a day to come; the line manager
 *   approves through the approval engine (source TIME_KEEPING); an approved explanation completes
 *   the day's attendance record (the times it gives, a full work day, no late or early minutes).
 */
import {
  type AttendanceInput,
  canDo,
  computeMonth,
  type DayCell,
  type DayState,
  type LeaveInput,
  type MonthDay,
  type MonthTotals,
  countLeaveDays,
  type DateRange,
  type WorkingPattern,
  workingPatternOf,
  formatDate,
  measureAttendance,
  organization,
  type Row,
  staff,
  staffLeave,
  staffSettingLeaveType,
  timeKeeping,
  timeKeepingExplanation,
  translate,
} from '@portal/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { requireUnitParamInRange } from '../../engine/access.js';
import { AppError, badRequest } from '../../engine/errors.js';
import { type AfterTransitionHook, type BeforeChangeHook, defineModule, type PrepareHook } from '../../engine/module.js';
import { IMPORT_MAX_BYTES, readUpload } from '../../engine/transfer.js';
import { sendXlsx } from '../../engine/xlsx.js';
import { holidaysBetween, staffFile, workingPatterns } from './leave.js';
import { WORK_SHIFT } from './shift.js';
import { importTimeClock, XlsxTimeClockFile } from './time-clock.js';
import { isId, ok } from '../../http/kit.js';

const SUBJECT = timeKeeping.subject;
const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const MS_DAY = 86_400_000;
const today = (ctx: Ctx) => ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
/** How many people one timesheet shows at most. */
const TIMESHEET_MAX = 500;

export type { DayCell, DayState, MonthTotals } from '@portal/domain';


const monthParam = (v: unknown, ctx: Ctx): string => {
  const m = v === undefined || v === '' ? today(ctx).slice(0, 7) : String(v);
  if (!MONTH_RE.test(m)) throw new AppError(400, 'timekeeping.badMonth', {}, [{ field: 'month', key: 'timekeeping.badMonth' }]);
  return m;
};
const monthBounds = (month: string) => {
  const first = `${month}-01`;
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { first, last };
};

/** The month of each of `staffIds`: day cells and totals (one query per source, whatever the number of people). */
export async function buildMonths(db: Drizzle, staffIds: readonly number[], month: string, todayIso: string): Promise<{ days: { date: string; isWorking: boolean; holiday: string | null; holiday_en: string | null }[]; months: Map<number, { days: DayCell[]; totals: MonthTotals }> }> {
  const { first, last } = monthBounds(month);
  const holidays = await holidaysBetween(db, first, last);
  const ranges: DateRange[] = holidays.map((h) => ({ from: String(h.from), to: String(h.to) }));
  // The leave module's rule: a working day is one a one-day leave would count, by the person's
  // working-day pattern (their unit's: Monday to Friday, or with Saturdays or Saturday mornings).
  const datesOf = (pattern: WorkingPattern) => {
    const out: { date: string; isWorking: boolean; value: number; holiday: (typeof holidays)[number] | null }[] = [];
    for (let d = utc(first); d <= utc(last); d += MS_DAY) {
      const date = iso(d);
      const value = countLeaveDays(date, date, false, false, ranges, pattern);
      out.push({ date, isWorking: value > 0, value, holiday: holidays.find((h) => String(h.from) <= date && String(h.to) >= date) ?? null });
    }
    return out;
  };
  const patterns = await workingPatterns(db, staffIds);
  // The grid's days: the pattern most of its people work (the group's default when none).
  const counts = new Map<WorkingPattern, number>();
  for (const p of patterns.values()) counts.set(p, (counts.get(p) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? workingPatternOf(null);
  const dates = datesOf(common);
  const byPattern = new Map<WorkingPattern, ReturnType<typeof datesOf>>([[common, dates]]);
  const months = new Map<number, { days: DayCell[]; totals: MonthTotals }>();
  if (staffIds.length === 0) return { days: dates.map((d) => ({ date: d.date, isWorking: d.isWorking, holiday: d.holiday?.name ?? null, holiday_en: d.holiday?.name_en ?? null })), months };
  const tk = tableFor(timeKeeping);
  const records = (await db
    .select()
    .from(tk)
    .where(and(inArray(c(tk, 'staff_id'), [...staffIds]), gte(c(tk, 'work_date'), first), lte(c(tk, 'work_date'), last), eq(c(tk, 'state'), 'ACTIVE')))) as Row[];
  const l = tableFor(staffLeave);
  const lt = tableFor(staffSettingLeaveType);
  const leaves = (await db
    .select({ staff_id: c(l, 'staff_id'), from_date: c(l, 'from_date'), to_date: c(l, 'to_date'), is_from_half: c(l, 'is_from_half'), is_to_half: c(l, 'is_to_half'), name: c(lt, 'name'), name_en: c(lt, 'name_en'), is_paid: c(lt, 'is_paid') })
    .from(l)
    .innerJoin(lt, eq(c(lt, 'id'), c(l, 'leave_type_id')))
    .where(and(inArray(c(l, 'staff_id'), [...staffIds]), eq(c(l, 'status'), 'APPROVED'), eq(c(l, 'state'), 'ACTIVE'), lte(c(l, 'from_date'), last), gte(c(l, 'to_date'), first)))) as Row[];
  const ex = tableFor(timeKeepingExplanation);
  const explanations = (await db
    .select({ id: c(ex, 'id'), staff_id: c(ex, 'staff_id'), work_date: c(ex, 'work_date'), status: c(ex, 'status'), kind: c(ex, 'kind') })
    .from(ex)
    .where(and(inArray(c(ex, 'staff_id'), [...staffIds]), gte(c(ex, 'work_date'), first), lte(c(ex, 'work_date'), last), eq(c(ex, 'state'), 'ACTIVE'), inArray(c(ex, 'status'), ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'])))) as Row[];
  const key = (id: unknown, date: unknown) => `${Number(id)}|${String(date)}`;
  const recordOf = new Map(records.map((r) => [key(r.staff_id, r.work_date), r]));
  const explanationOf = new Map<string, Row>();
  for (const e of explanations.sort((a, b) => Number(a.id) - Number(b.id))) explanationOf.set(key(e.staff_id, e.work_date), e);
  const monthDaysOf = (pattern: WorkingPattern): { days: MonthDay[]; standard: number } => {
    const list = byPattern.get(pattern) ?? datesOf(pattern);
    byPattern.set(pattern, list);
    return {
      days: list.map((d) => ({ date: d.date, isWorking: d.isWorking, value: d.value, holiday: d.holiday ? { name: String(d.holiday.name), name_en: d.holiday.name_en ?? null } : null })),
      standard: countLeaveDays(first, last, false, false, ranges, pattern),
    };
  };
  for (const id of staffIds) {
    const { days: monthDays, standard } = monthDaysOf(patterns.get(id) ?? common);
    const mine: LeaveInput[] = leaves
      .filter((x) => Number(x.staff_id) === id)
      .map((x) => ({ from_date: String(x.from_date), to_date: String(x.to_date), is_from_half: x.is_from_half === true, is_to_half: x.is_to_half === true, name: String(x.name), name_en: (x.name_en as string | null) ?? null, is_paid: x.is_paid === true }));
    months.set(
      id,
      computeMonth(
        monthDays,
        standard,
        todayIso,
        (date) => (recordOf.get(key(id, date)) as AttendanceInput | undefined) ?? null,
        mine,
        (date) => {
          const e = explanationOf.get(key(id, date));
          return e ? { id: Number(e.id), status: String(e.status), kind: String(e.kind) } : null;
        },
      ),
    );
  }
  return { days: dates.map((d) => ({ date: d.date, isWorking: d.isWorking, holiday: d.holiday?.name ?? null, holiday_en: d.holiday?.name_en ?? null })), months };
}

type Person = { id: number; code: string; full_name: string };

/** The people of a timesheet the caller may see: HR ("view all") a unit's, in its range; a line manager theirs; else refused. */
async function timesheetPeople(ctx: Ctx, unitParam: unknown): Promise<{ unit: Row | null; people: Person[] }> {
  const user = authorize(ctx, 'view', SUBJECT);
  const db = ctx.database.db;
  const me = await staffFile(db, { account: user.id });
  const s = tableFor(staff);
  const o = tableFor(organization);
  const cols = { id: c(s, 'id'), code: c(s, 'code'), full_name: c(s, 'full_name') };
  const active = and(eq(c(s, 'state'), 'ACTIVE'), inArray(c(s, 'employee_status'), ['WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT']));
  const asPeople = (rows: Row[]) => rows.map((r) => ({ id: Number(r.id), code: String(r.code), full_name: String(r.full_name) }));
  if (unitParam !== undefined && unitParam !== '' && !isId(String(unitParam))) throw badRequest([{ field: 'unit_id', key: 'error.invalidId' }]);
  const requested = unitParam !== undefined && unitParam !== '' ? Number(unitParam) : null;
  const own = me ? (me.department_id ?? me.unit_id) : null;
  const unitRow = async (id: number) =>
    ((await db
      .select({ id: c(o, 'id'), name: c(o, 'name'), name_en: c(o, 'name_en') })
      .from(o)
      .where(eq(c(o, 'id'), id))
      .limit(1)) as Row[])[0] ?? null;
  if (canDo(user.ability, 'viewAll', SUBJECT)) {
    const unitId = requested ?? own;
    if (!unitId) return { unit: null, people: [] };
    const unit = await unitRow(unitId);
    if (!unit) throw new AppError(404, 'error.notFound');
    await requireUnitParamInRange(db, user, unitId, () => new AppError(403, 'timekeeping.unitForbidden'));
    const rows = (await db
      .select(cols)
      .from(s)
      .where(and(active, sql`(SELECT u.tree_path FROM organization u WHERE u.id = coalesce(${c(s, 'department_id')}, ${c(s, 'unit_id')})) <@ (SELECT g.tree_path FROM organization g WHERE g.id = ${unitId})`))
      .orderBy(asc(c(s, 'full_name')), asc(c(s, 'id')))
      .limit(TIMESHEET_MAX)) as Row[];
    return { unit, people: asPeople(rows) };
  }
  // A line manager: the people whose line manager they are (and themselves), in their own unit only.
  if (!me || (requested !== null && requested !== own)) throw new AppError(403, 'timekeeping.unitForbidden');
  const rows = (await db
    .select(cols)
    .from(s)
    .where(and(active, eq(c(s, 'manager_id'), me.id)))
    .orderBy(asc(c(s, 'full_name')), asc(c(s, 'id')))
    .limit(TIMESHEET_MAX)) as Row[];
  if (rows.length === 0) throw new AppError(403, 'timekeeping.unitForbidden');
  return { unit: own ? await unitRow(own) : null, people: [{ id: me.id, code: '', full_name: me.full_name }, ...asPeople(rows)] };
}

/** Staff explain their own days; someone else's needs "edit" on TIME_KEEPING. */
const ownOrHr: PrepareHook = async ({ ctx, tx, input, mode, existing }) => {
  const user = requireUser(ctx);
  const out: Row = { ...input };
  delete out.f_portal;
  const isHr = canDo(user.ability, 'edit', SUBJECT);
  const me = await staffFile(tx, { account: user.id });
  if (mode === 'create' && (out.staff_id === undefined || out.staff_id === null || out.staff_id === '')) {
    if (!me) throw new AppError(409, 'leave.noStaffFile');
    out.staff_id = me.id;
  }
  if (!isHr) {
    const target = Object.hasOwn(out, 'staff_id') ? out.staff_id : existing?.staff_id;
    if (!me || Number(target) !== me.id || (existing && Number(existing.staff_id) !== me.id)) throw new AppError(403, 'timekeeping.notOwn');
  }
  return { input: out };
};

const KIND_LABEL: Record<string, string> = { MISSING_CHECK_IN: 'quên chấm công vào', MISSING_CHECK_OUT: 'quên chấm công ra', LATE: 'đi muộn', EARLY: 'về sớm', ABSENT: 'không có dữ liệu chấm công' };
const KIND_LABEL_EN: Record<string, string> = { MISSING_CHECK_IN: 'missed check-in', MISSING_CHECK_OUT: 'missed check-out', LATE: 'late arrival', EARLY: 'early leave', ABSENT: 'no attendance record' };

/** Never a day to come; the title names the person, the day and what is explained. */
const titled: BeforeChangeHook = async ({ ctx, tx, data, existing }) => {
  const m = { ...(existing ?? {}), ...data };
  const date = String(m.work_date);
  if (date > today(ctx)) throw badRequest([{ field: 'work_date', key: 'timekeeping.future' }], timeKeepingExplanation);
  const file = await staffFile(tx, { id: Number(m.staff_id) });
  const who = file?.full_name ?? `#${String(m.staff_id)}`;
  return {
    title: `${who}: giải trình ${KIND_LABEL[String(m.kind)] ?? ''} ngày ${formatDate(date)}`.slice(0, 300),
    title_en: `${who}: explanation of ${KIND_LABEL_EN[String(m.kind)] ?? ''} on ${formatDate(date)}`.slice(0, 300),
  };
};

/** An approved explanation completes the day's record: the times it gives, a full work day, nothing late or early. */
const completeDay: AfterTransitionHook = async ({ ctx, tx, row, to }) => {
  if (to !== 'APPROVED') return;
  const t = tableFor(timeKeeping);
  const staffId = Number(row.staff_id);
  const date = String(row.work_date);
  const [rec] = (await tx
    .select()
    .from(t)
    .where(and(eq(c(t, 'staff_id'), staffId), eq(c(t, 'work_date'), date)))
    .for('update')
    .limit(1)) as Row[];
  const asIso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const checkIn = asIso(row.check_in) ?? asIso(rec?.check_in);
  const checkOut = asIso(row.check_out) ?? asIso(rec?.check_out);
  const measured = measureAttendance(checkIn, checkOut, WORK_SHIFT);
  const values = {
    check_in: checkIn ? new Date(checkIn) : null,
    check_out: checkOut ? new Date(checkOut) : null,
    work_value: 1,
    late_minutes: row.kind === 'LATE' ? 0 : measured.late_minutes,
    early_minutes: row.kind === 'EARLY' ? 0 : measured.early_minutes,
    source: 'EXPLANATION',
    note: `Giải trình #${String(row.id)} được duyệt`,
    updated_by: ctx.user?.id ?? null,
    updated_date: ctx.now(),
  };
  if (row.kind !== 'LATE' && row.kind !== 'EARLY') Object.assign(values, { late_minutes: 0, early_minutes: 0 });
  if (rec) await tx.update(t).set(values).where(eq(c(t, 'id'), Number(rec.id)));
  else await tx.insert(t).values({ ...values, staff_id: staffId, work_date: date, created_by: ctx.user?.id ?? null, created_date: ctx.now() });
};

const STATE_MARK: Record<DayState, string> = { WEEKEND: '', HOLIDAY: 'L', LEAVE: 'P', WORK: 'X', LATE: 'M', EARLY: 'S', MISSING: '?', ABSENT: 'V', FUTURE: '' };

function registerTimekeepingRoutes(app: FastifyInstance): void {
  const tags = [timeKeeping.module];

  app.get('/api/v1/time-keeping/my-month', {
    schema: { tags, summary: "The caller's timesheet for a month (month=YYYY-MM): each day's state, times, leave and holiday, the totals, and the work shift they are measured against" },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const month = monthParam((req.query as { month?: unknown }).month, req.ctx);
      const me = await staffFile(db, { account: user.id });
      const built = await buildMonths(db, me ? [me.id] : [], month, today(req.ctx));
      const mine = me ? built.months.get(me.id) : undefined;
      return ok({ month, today: today(req.ctx), shift: WORK_SHIFT, staff: me ? { id: me.id, full_name: me.full_name } : null, days: mine?.days ?? [], totals: mine?.totals ?? null });
    },
  });

  app.get('/api/v1/time-keeping/timesheet', {
    schema: { tags, summary: "A unit's timesheet (people × days) for a month: HR for a unit in its range (unit_id), a line manager for the people they manage" },
    handler: async (req) => {
      const q = (req.query ?? {}) as { month?: unknown; unit_id?: unknown };
      const month = monthParam(q.month, req.ctx);
      const { unit, people } = await timesheetPeople(req.ctx, q.unit_id);
      const built = await buildMonths(req.ctx.database.db, people.map((p) => p.id), month, today(req.ctx));
      const items = people.map((p) => {
        const m = built.months.get(p.id);
        return { staff: p, cells: (m?.days ?? []).map((d) => ({ date: d.date, state: d.state, value: d.value, leave: d.leave, late_minutes: d.late_minutes, early_minutes: d.early_minutes })), totals: m?.totals ?? null };
      });
      return ok({ month, unit, shift: WORK_SHIFT, days: built.days, items, totalRows: items.length });
    },
  });

  app.get('/api/v1/time-keeping/timesheet/export', {
    schema: { tags, summary: 'The same timesheet as an xlsx file (the same month and unit)' },
    handler: async (req, reply) => {
      const q = (req.query ?? {}) as { month?: unknown; unit_id?: unknown };
      const month = monthParam(q.month, req.ctx);
      const { people } = await timesheetPeople(req.ctx, q.unit_id);
      const built = await buildMonths(req.ctx.database.db, people.map((p) => p.id), month, today(req.ctx));
      const en = req.ctx.lang === 'en';
      const columns = [
        { key: 'code', header: en ? 'Staff code' : 'Mã NV', width: 12 },
        { key: 'full_name', header: en ? 'Full name' : 'Họ và tên', width: 26 },
        ...built.days.map((d) => ({ key: d.date, header: d.date.slice(8, 10), width: 5 })),
        { key: 'standard_days', header: en ? 'Standard days' : 'Công chuẩn', width: 12 },
        { key: 'worked_days', header: en ? 'Worked' : 'Công thực tế', width: 12 },
        { key: 'leave_days', header: en ? 'Leave' : 'Nghỉ phép', width: 10 },
        { key: 'holidays', header: en ? 'Holidays' : 'Nghỉ lễ', width: 10 },
        { key: 'late_count', header: en ? 'Times late' : 'Số lần đi muộn', width: 14 },
        { key: 'absent_days', header: en ? 'Absent' : 'Vắng', width: 10 },
        { key: 'paid_days', header: en ? 'Paid days' : 'Công hưởng lương', width: 14 },
      ];
      const rows = people.map((p) => {
        const m = built.months.get(p.id);
        const row: Record<string, unknown> = { code: p.code, full_name: p.full_name, ...(m?.totals ?? {}) };
        for (const d of m?.days ?? []) row[d.date] = d.state === 'WORK' || d.state === 'LATE' || d.state === 'EARLY' ? (d.value === 1 ? STATE_MARK[d.state] : d.value) : STATE_MARK[d.state];
        return row;
      });
      async function* once() {
        yield rows;
      }
      return sendXlsx(reply, `bang_cong_${month}`, columns, once(), req.ctx.now());
    },
  });

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });
    scope.post('/api/v1/time-keeping/import-clock', {
      schema: {
        tags,
        summary: "Import the attendance machine's xlsx (columns Mã NV / Staff code, Ngày / Date, Giờ vào / Check-in, Giờ ra / Check-out, optional Mã máy): dryRun=1 (default) checks, dryRun=0 writes all or nothing",
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: { dryRun: { type: 'string', enum: ['0', '1'] } } },
      },
      handler: async (req, reply) => {
        authorize(req.ctx, 'edit', SUBJECT);
        const isDryRun = (req.query as { dryRun?: string }).dryRun !== '0';
        const { fileName, buffer } = await readUpload(req);
        const data = await importTimeClock(req.ctx, new XlsxTimeClockFile(buffer, fileName), isDryRun);
        if (!isDryRun && data.errorRows > 0) return reply.status(400).send({ success: false, message: translate(req.ctx.lang, 'transfer.rowErrors', { count: data.errorRows }), errors: data.errors, data });
        return ok(data, isDryRun ? translate(req.ctx.lang, 'transfer.checked', { total: data.totalRows, ok: data.okRows, errors: data.errorRows }) : translate(req.ctx.lang, 'transfer.imported', { count: data.okRows }));
      },
    });
  });
}

export const timekeepingModules = [
  defineModule({ resource: timeKeeping, routes: registerTimekeepingRoutes }),
  defineModule({ resource: timeKeepingExplanation, hooks: { prepare: [ownOrHr], beforeChange: [titled], afterTransition: [completeDay] } }),
] as const;

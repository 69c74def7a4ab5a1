/**
 * Timesheet rules shared by the server and the web (issue 15, timekeeping): the one work shift
 * (declared here; the server may set another through WORK_SHIFT and tells the web which one it
 * uses), a day's attendance measured against it, and the month of one person (each day's state
 * and the totals) computed from their attendance records, approved leave, explanations and the
 * public holidays. The server computes; the web reads the same types (and shows the shift).
 */

/**
 * Working-day patterns (issue 15: factories work Saturdays): which weekdays are worked, and how
 * much of each (a morning or an afternoon is half a day). Set per organisation unit
 * (`organization.working_pattern`, inherited down the tree; the group's offices MON_FRI) and used
 * by both the leave's working days and the monthly timesheet.
 */
export const WORKING_PATTERNS = ['MON_FRI', 'MON_SAT', 'MON_SAT_AM'] as const;
export type WorkingPattern = (typeof WORKING_PATTERNS)[number];
export const DEFAULT_WORKING_PATTERN: WorkingPattern = 'MON_FRI';

/** Morning and afternoon worked (0 or 0.5 each) by weekday (0 Sunday .. 6 Saturday). */
const PATTERN_HALVES: Record<WorkingPattern, readonly (readonly [number, number])[]> = {
  MON_FRI: [[0, 0], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0, 0]],
  MON_SAT: [[0, 0], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5]],
  MON_SAT_AM: [[0, 0], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0]],
};

/** A known pattern, else the default (a stored value the code no longer knows stays harmless). */
export const workingPatternOf = (v: unknown): WorkingPattern => ((WORKING_PATTERNS as readonly string[]).includes(String(v)) ? (v as WorkingPattern) : DEFAULT_WORKING_PATTERN);

/**
 * How much of `date` (YYYY-MM-DD) the pattern works: the whole day (1), a morning (0.5) or none;
 * `part` asks for the morning or the afternoon only.
 */
export function workingValue(date: string, pattern: WorkingPattern = DEFAULT_WORKING_PATTERN, part: 'day' | 'am' | 'pm' = 'day'): number {
  const wd = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();
  const [am, pm] = PATTERN_HALVES[workingPatternOf(pattern)][wd] ?? [0, 0];
  return part === 'am' ? am : part === 'pm' ? pm : am + pm;
}

/** Office hours in Asia/Ho_Chi_Minh (HH:mm), with the lunch break, which is not worked. */
export type WorkShift = { start: string; end: string; breakStart: string; breakEnd: string };

/** The group's office shift: 08:00 to 17:00, lunch 12:00 to 13:00. */
export const DEFAULT_SHIFT: WorkShift = { start: '08:00', end: '17:00', breakStart: '12:00', breakEnd: '13:00' };

const HM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const hm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

/** Minutes of the break (0 when it lies outside the shift). */
export const breakMinutesOf = (s: WorkShift): number => Math.max(0, Math.min(hm(s.breakEnd), hm(s.end)) - Math.max(hm(s.breakStart), hm(s.start)));

/**
 * A shift written `08:00-17:00` or `08:00-17:00/12:00-13:00` (start-end/break start-break end);
 * null when malformed or out of order.
 */
export function parseShift(text: string): WorkShift | null {
  const m = /^\s*(\d\d:\d\d)\s*-\s*(\d\d:\d\d)\s*(?:\/\s*(\d\d:\d\d)\s*-\s*(\d\d:\d\d)\s*)?$/.exec(text);
  if (!m) return null;
  const start = m[1] as string;
  const end = m[2] as string;
  const breakStart = m[3] ?? end;
  const breakEnd = m[4] ?? end;
  if (![start, end, breakStart, breakEnd].every((x) => HM_RE.test(x))) return null;
  if (!(hm(start) < hm(end)) || hm(breakStart) > hm(breakEnd) || hm(breakStart) < hm(start) || hm(breakEnd) > hm(end)) return null;
  const s = { start, end, breakStart, breakEnd };
  return hm(end) - hm(start) - breakMinutesOf(s) > 0 ? s : null;
}

/** Minutes since midnight in Asia/Ho_Chi_Minh of an instant. */
export function vnMinutes(at: string | Date): number {
  const d = typeof at === 'string' ? new Date(at) : at;
  const ms = d.getTime() + 7 * 3_600_000;
  return Math.floor((((ms % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** HH:mm in Asia/Ho_Chi_Minh of an instant, whatever the browser's zone ('' for none). */
export function vnClock(at: string | null | undefined): string {
  if (!at) return '';
  const m = vnMinutes(at);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A day's attendance measured against the shift: minutes late after its start, left early before
 * its end, and the work-day value (time worked within the shift, less the part of the break it
 * covers, over the shift's working time; 0 without both punches, capped at 1, in quarters).
 */
export function measureAttendance(checkIn: string | null, checkOut: string | null, shift: WorkShift = DEFAULT_SHIFT): { late_minutes: number; early_minutes: number; work_value: number } {
  const s = hm(shift.start);
  const e = hm(shift.end);
  const a = checkIn ? vnMinutes(checkIn) : null;
  const b = checkOut ? vnMinutes(checkOut) : null;
  const late = a !== null && a > s ? a - s : 0;
  const early = b !== null && b < e ? e - b : 0;
  if (a === null || b === null || b <= a) return { late_minutes: late, early_minutes: early, work_value: 0 };
  const from = Math.max(a, s);
  const to = Math.min(b, e);
  const onBreak = Math.max(0, Math.min(to, hm(shift.breakEnd)) - Math.max(from, hm(shift.breakStart)));
  const worked = to - from - onBreak;
  const full = e - s - breakMinutesOf(shift);
  const value = Math.max(0, Math.min(1, Math.round((worked / full) * 4) / 4));
  return { late_minutes: late, early_minutes: early, work_value: value };
}

export type DayState = 'WEEKEND' | 'HOLIDAY' | 'LEAVE' | 'WORK' | 'LATE' | 'EARLY' | 'MISSING' | 'ABSENT' | 'FUTURE';

export type DayCell = {
  date: string;
  state: DayState;
  /** Work-day value counted on this day (0..1). */
  value: number;
  /** Leave taken on this day (0, 0.5 or 1). */
  leave: number;
  check_in: string | null;
  check_out: string | null;
  late_minutes: number;
  early_minutes: number;
  source: string | null;
  holiday: string | null;
  holiday_en: string | null;
  leave_type: string | null;
  leave_type_en: string | null;
  explanation: { id: number; status: string; kind: string } | null;
};

export type MonthTotals = {
  standard_days: number;
  worked_days: number;
  leave_days: number;
  holidays: number;
  late_count: number;
  late_minutes: number;
  early_count: number;
  early_minutes: number;
  absent_days: number;
  missing_days: number;
  paid_days: number;
};

/** A day of the month: working (by the person's working-day pattern, not a holiday) or not, and its holiday. */
export type MonthDay = { date: string; isWorking: boolean; holiday: { name: string; name_en: string | null } | null; /** Part of the day worked (1, or 0.5 for a Saturday morning); 1 when not given. */ value?: number };
/** One person's attendance record of a day, as stored. */
export type AttendanceInput = { check_in: string | Date | null; check_out: string | Date | null; late_minutes: number | string | null; early_minutes: number | string | null; work_value: number | string | null; source: string | null };
/** One person's approved leave touching the month. */
export type LeaveInput = { from_date: string; to_date: string; is_from_half: boolean | null; is_to_half: boolean | null; name: string; name_en: string | null; is_paid: boolean | null };

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoOf = (v: string | Date | null): string | null => (v ? new Date(v).toISOString() : null);

/** One person's month: each day's state and value, and the totals (worked, leave, late, absent, paid days). */
export function computeMonth(
  days: readonly MonthDay[],
  standardDays: number,
  todayIso: string,
  recordOf: (date: string) => AttendanceInput | null,
  leaves: readonly LeaveInput[],
  explanationOf: (date: string) => { id: number; status: string; kind: string } | null,
): { days: DayCell[]; totals: MonthTotals } {
  const out: DayCell[] = [];
  const totals: MonthTotals = { standard_days: standardDays, worked_days: 0, leave_days: 0, holidays: 0, late_count: 0, late_minutes: 0, early_count: 0, early_minutes: 0, absent_days: 0, missing_days: 0, paid_days: 0 };
  let paidLeave = 0;
  for (const d of days) {
    const rec = recordOf(d.date);
    const lv = leaves.find((x) => x.from_date <= d.date && x.to_date >= d.date) ?? null;
    const cell: DayCell = {
      date: d.date,
      state: 'FUTURE',
      value: 0,
      leave: 0,
      check_in: isoOf(rec?.check_in ?? null),
      check_out: isoOf(rec?.check_out ?? null),
      late_minutes: Number(rec?.late_minutes ?? 0),
      early_minutes: Number(rec?.early_minutes ?? 0),
      source: rec ? String(rec.source) : null,
      holiday: d.holiday?.name ?? null,
      holiday_en: d.holiday?.name_en ?? null,
      leave_type: lv ? lv.name : null,
      leave_type_en: lv ? lv.name_en : null,
      explanation: explanationOf(d.date),
    };
    if (!d.isWorking) {
      cell.state = d.holiday ? 'HOLIDAY' : 'WEEKEND';
      if (d.holiday) totals.holidays += 1;
    } else if (lv) {
      const isHalf = (lv.is_from_half === true && lv.from_date === d.date) || (lv.is_to_half === true && lv.to_date === d.date);
      cell.state = 'LEAVE';
      cell.leave = Math.min(isHalf ? 0.5 : 1, d.value ?? 1);
      cell.value = rec ? Math.min(Number(rec.work_value ?? 0), 1 - cell.leave) : 0;
      totals.leave_days += cell.leave;
      if (lv.is_paid === true) paidLeave += cell.leave;
    } else if (rec) {
      cell.value = Math.min(Number(rec.work_value ?? 0), d.value ?? 1);
      if (!rec.check_in || !rec.check_out) {
        cell.state = rec.source === 'MANUAL' && cell.value > 0 ? 'WORK' : 'MISSING';
        if (cell.state === 'MISSING') totals.missing_days += 1;
      } else if (cell.late_minutes > 0) cell.state = 'LATE';
      else if (cell.early_minutes > 0) cell.state = 'EARLY';
      else cell.state = 'WORK';
    } else cell.state = d.date < todayIso ? 'ABSENT' : 'FUTURE';
    if (d.isWorking) {
      totals.worked_days += cell.value;
      if (cell.late_minutes > 0) {
        totals.late_count += 1;
        totals.late_minutes += cell.late_minutes;
      }
      if (cell.early_minutes > 0) {
        totals.early_count += 1;
        totals.early_minutes += cell.early_minutes;
      }
      if (cell.state === 'ABSENT') totals.absent_days += 1;
    }
    out.push(cell);
  }
  totals.worked_days = round2(totals.worked_days);
  // Paid: worked days, paid leave and public holidays falling on working days.
  totals.paid_days = round2(totals.worked_days + paidLeave + totals.holidays);
  return { days: out, totals };
}

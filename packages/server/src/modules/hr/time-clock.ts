/**
 * The time-clock source of attendance records (issue 15, timekeeping): an adapter interface, so
 * another source (a device's API, a vendor's cloud) can be added without touching the import, and
 * its file implementation, the xlsx export of the attendance machine (one row per staff member and
 * day: staff code, date, check-in, check-out, optional machine ID; labels in Vietnamese or English).
 * The punches become `time_keeping` inputs (late and early minutes and the work-day value measured
 * against the shift) and go through the engine's generic import (`createAll`: validation,
 * uniqueness per staff member and day, all or nothing, per-row errors; an `import_run` is kept).
 * A day already recorded, or repeated in the file, is an error row of its own (dry run included):
 * an import never overwrites a day.
 */
import { importRun, type Issue, measureAttendance, type Row, staff, timeKeeping, translate } from '@portal/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type ExcelJS from 'exceljs';
import { tableFor } from '../../db/tables.js';
import { authorize, type Ctx } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import { WORK_SHIFT } from './shift.js';
import { withXlsx } from '../../engine/office-zip.js';
import { createAll, IMPORT_MAX_ROWS, type ImportError, type ImportResult } from '../../engine/transfer.js';

/** One day of one person as the clock saw it; `issues` when the source could not read the row. */
export type ClockPunch = { line: number; staffCode: string; date: string; checkIn: string | null; checkOut: string | null; machine: string | null; issues: Issue[] };

/** A source of punches: the import reads them, whatever the clock. */
export interface TimeClockSource {
  readonly name: string;
  punches(): Promise<ClockPunch[]>;
}

const norm = (s: unknown) => String(s ?? '').normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
const pad = (n: number) => String(n).padStart(2, '0');
const HEADERS: Record<'code' | 'date' | 'in' | 'out' | 'machine', string[]> = {
  code: ['mã nv', 'mã nhân viên', 'staff code', 'code', 'employee code'],
  date: ['ngày', 'ngày chấm công', 'date', 'work date'],
  in: ['giờ vào', 'vào', 'check-in', 'check in', 'in'],
  out: ['giờ ra', 'ra', 'check-out', 'check out', 'out'],
  machine: ['mã máy', 'máy chấm công', 'machine', 'time clock id', 'device'],
};

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((x) => x.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
  return null;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A date cell to 'YYYY-MM-DD' (Excel dates, DD/MM/YYYY, YYYY-MM-DD), or null. */
export function clockDate(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  const s = String(v ?? '').trim();
  let y: number;
  let m: number;
  let d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** A time cell to 'HH:MM' (Excel times are dates of 1899-12-30 or fractions of a day; text 'H:MM'), or null. */
export function clockTime(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : `${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}`;
  if (typeof v === 'number') {
    if (!(v >= 0 && v < 1)) return null;
    const mins = Math.round(v * 1440);
    return `${pad(Math.floor(mins / 60))}:${pad(mins % 60)}`;
  }
  const m = /^(\d{1,2})[:h](\d{2})(?::\d{2})?$/.exec(String(v ?? '').trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${pad(Number(m[1]))}:${m[2]}`;
}

/** The attendance machine's xlsx export (the first sheet, a header row then one row per person and day). */
export class XlsxTimeClockFile implements TimeClockSource {
  readonly name: string;
  constructor(
    private readonly buffer: Buffer,
    fileName = 'time-clock.xlsx',
  ) {
    this.name = fileName;
  }

  async punches(): Promise<ClockPunch[]> {
    const bad = () => new AppError(400, 'transfer.notXlsx', {}, [{ field: 'file', key: 'transfer.notXlsx' }]);
    // Unpacked within bounds and parsed one file at a time (engine/office-zip.ts): a bomb is a 400.
    return withXlsx(this.buffer, (wb) => {
      const ws = wb.worksheets[0];
      if (!ws) throw bad();
      const at: Partial<Record<keyof typeof HEADERS, number>> = {};
      const header = ws.findRow(1);
      for (let i = 1; i <= (header?.cellCount ?? 0); i++) {
        const h = norm(cellValue(header?.findCell(i)?.value ?? null));
        for (const [k, names] of Object.entries(HEADERS)) if (names.includes(h) && at[k as keyof typeof HEADERS] === undefined) at[k as keyof typeof HEADERS] = i;
      }
      if (!at.code || !at.date || !at.in || !at.out) throw new AppError(400, 'timekeeping.noColumns', {}, [{ field: 'file', key: 'timekeeping.noColumns' }]);
      const out: ClockPunch[] = [];
      // Only the rows the file holds, and only their cells: nothing is created for a far-off last row.
      ws.eachRow((row, line) => {
        if (line < 2) return;
        const get = (k: keyof typeof HEADERS) => (at[k] ? cellValue(row.findCell(at[k] as number)?.value ?? null) : null);
        const raw = { code: get('code'), date: get('date'), in: get('in'), out: get('out'), machine: get('machine') };
        if (Object.values(raw).every(isBlank)) return;
        if (out.length >= IMPORT_MAX_ROWS) throw new AppError(400, 'transfer.tooManyRows', { max: IMPORT_MAX_ROWS });
        const issues: Issue[] = [];
        const date = clockDate(raw.date);
        if (!date) issues.push({ field: 'work_date', key: 'timekeeping.badDate', params: { value: String(raw.date ?? '') } });
        const time = (v: unknown, field: string) => {
          if (isBlank(v)) return null;
          const t = clockTime(v);
          if (!t) issues.push({ field, key: 'timekeeping.badTime', params: { value: String(v) } });
          return t;
        };
        const checkIn = time(raw.in, 'check_in');
        const checkOut = time(raw.out, 'check_out');
        out.push({ line, staffCode: String(raw.code ?? '').trim(), date: date ?? '', checkIn, checkOut, machine: isBlank(raw.machine) ? null : String(raw.machine).trim().slice(0, 50), issues });
      });
      if (out.length === 0) throw new AppError(400, 'transfer.noRows');
      return out;
    });
  }
}

const atVn = (date: string, hm: string | null) => (hm ? `${date}T${hm}:00+07:00` : null);

/**
 * Imports the punches of `source` as attendance records: staff codes resolved, each day measured
 * against the shift, then the engine's `createAll` (a dry run checks only). Returns the generic
 * import's result (row numbers are the source's lines) and keeps an `import_run`.
 */
export async function importTimeClock(ctx: Ctx, source: TimeClockSource, isDryRun: boolean): Promise<ImportResult> {
  const user = authorize(ctx, 'edit', timeKeeping.subject);
  const punches = await source.punches();
  const db = ctx.database.db;
  const s = tableFor(staff);
  const codes = [...new Set(punches.map((p) => p.staffCode).filter(Boolean))];
  const ids = new Map<string, number>();
  for (let k = 0; k < codes.length; k += 1000) {
    const found = (await db
      .select({ id: s.id as AnyPgColumn, code: s.code as AnyPgColumn })
      .from(s)
      .where(and(inArray(s.code as AnyPgColumn, codes.slice(k, k + 1000)), eq(s.state as AnyPgColumn, 'ACTIVE')))) as { id: number; code: string }[];
    for (const f of found) ids.set(String(f.code), Number(f.id));
  }
  // Days already recorded, and days repeated in the file: each is an error row (never overwritten).
  const tk = tableFor(timeKeeping);
  const known = new Set<string>();
  const staffIds = [...new Set(ids.values())];
  const dates = punches.map((p) => p.date).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort();
  if (staffIds.length > 0 && dates.length > 0) {
    for (let k = 0; k < staffIds.length; k += 1000) {
      const rows = (await db
        .select({ staff: tk.staff_id as AnyPgColumn, date: tk.work_date as AnyPgColumn })
        .from(tk)
        .where(and(inArray(tk.staff_id as AnyPgColumn, staffIds.slice(k, k + 1000)), gte(tk.work_date as AnyPgColumn, dates[0] as string), lte(tk.work_date as AnyPgColumn, dates.at(-1) as string)))) as { staff: number; date: string }[];
      for (const r of rows) known.add(`${Number(r.staff)}|${String(r.date).slice(0, 10)}`);
    }
  }
  const firstLine = new Map<string, number>();
  const runs = tableFor(importRun);
  const [run] = (await db
    .insert(runs)
    .values({ resource_name: timeKeeping.name, file_name: source.name.slice(0, 255), run_status: 'IN_PROGRESS', is_dry_run: isDryRun, total_rows: punches.length, created_by: user.id, updated_by: user.id })
    .returning({ id: runs.id as AnyPgColumn })) as { id: number }[];
  const runId = Number(run?.id);
  const finish = (status: 'COMPLETED' | 'FAILED', ok: number, errs: ImportError[], errorRows: number) =>
    db
      .update(runs)
      .set({ run_status: status, ok_rows: ok, error_rows: errorRows, errors: errs.slice(0, 1000), updated_date: ctx.now() })
      .where(eq(runs.id as AnyPgColumn, runId));
  let outcome: Awaited<ReturnType<typeof createAll>>;
  try {
    outcome = await createAll(ctx, timeKeeping, punches, !isDryRun, (p) => {
      const punch = p as ClockPunch;
      const issues = [...punch.issues];
      const staffId = ids.get(punch.staffCode);
      if (staffId === undefined) issues.push({ field: 'staff_id', key: 'timekeeping.unknownStaff', params: { code: punch.staffCode } });
      else if (punch.date) {
        const key = `${staffId}|${punch.date}`;
        const date = `${punch.date.slice(8, 10)}/${punch.date.slice(5, 7)}/${punch.date.slice(0, 4)}`;
        if (known.has(key)) issues.push({ field: 'work_date', key: 'timekeeping.dayExists', params: { code: punch.staffCode, date } });
        else if (firstLine.has(key)) issues.push({ field: 'work_date', key: 'timekeeping.dayRepeated', params: { code: punch.staffCode, date, row: firstLine.get(key) ?? 0 } });
        else firstLine.set(key, punch.line);
      }
      if (issues.length > 0) return { issues };
      const check_in = atVn(punch.date, punch.checkIn);
      const check_out = atVn(punch.date, punch.checkOut);
      const input: Row = { staff_id: staffId, work_date: punch.date, check_in, check_out, ...measureAttendance(check_in, check_out, WORK_SHIFT), source: 'MACHINE', machine_code: punch.machine };
      return { input };
    });
  } catch (e) {
    await finish('FAILED', 0, [{ row: 0, field: '', message: e instanceof AppError ? translate(ctx.lang, e.key, e.params) : translate(ctx.lang, 'error.internal', { action: 'import' }) }], 0);
    throw e;
  }
  const errors: ImportError[] = [];
  for (const [i, list] of [...outcome.errors.entries()].sort((a, b) => a[0] - b[0])) for (const fe of list) errors.push({ row: punches[i]?.line ?? 0, field: fe.field, message: fe.message });
  const errorRows = outcome.errors.size;
  const okRows = punches.length - errorRows;
  await finish(errorRows > 0 ? 'FAILED' : 'COMPLETED', okRows, errors, errorRows);
  return { importRunId: runId, isDryRun, totalRows: punches.length, okRows, errorRows, errors };
}

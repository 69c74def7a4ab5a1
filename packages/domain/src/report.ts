/**
 * `defineReport`: a declared report (issue 16 "Reports", ADR 0008). A report names a resource, the
 * date that places its records in time, what it measures (a count, sums of a numeric field, hours
 * between two times) and what it breaks the figures down by (status, unit, category, ...). The
 * server derives from this alone the route (GET /api/v1/report/<name>, its xlsx export), the
 * permission and read-scope checks (the resource's), the daily roll-up table that keeps the
 * figures (kept by a trigger, so a 12-month report reads a few thousand roll-up rows instead of a
 * year of records) and the admin screen's choices. No report has hand-written SQL.
 */
import type { Label } from './fields.js';
import { REPORT_PERIODS } from './constants.js';

export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type ReportBucket = 'day' | 'week' | 'month';

/** A figure: how many records, the sum of a numeric field, or the hours between two times. */
export type ReportMeasure = { label: Label } & ({ kind: 'count' } | { kind: 'sum'; field: string } | { kind: 'hours'; from: string; to: string });

/**
 * A breakdown of the figures: the record's `field` (the workflow's `status`, an enum, a flag, a
 * reference), or, with `through`, a field of the record that `field` references (a room
 * booking's unit is its room's unit). Keep dimensions of few values: each combination of values
 * is one roll-up row per day.
 */
export type ReportDimension = { label: Label; field: string; through?: { resource: string; field: string } };

export type ReportConfig = {
  /** URL segment (GET /api/v1/report/<name>), kebab-case as spec §7 names the family. */
  name: string;
  label: Label;
  /** The declared resource the report counts (its read right and read scope apply). */
  resource: string;
  /**
   * 'period' (the default): figures per bucket of a period, the records placed in time by `date`
   * and kept in a daily roll-up. 'summary': totals of the records as they stand, grouped by a
   * dimension, with no period and no `date` (assets by condition, tasks by project); read from the
   * records under the caller's scope and cached like the others (ADR 0008, ADR 0018).
   */
  kind?: 'period' | 'summary';
  /** The date or datetime column (or created_date) that places a record in a period, in Vietnam time; not for a summary. */
  date?: string;
  measures: Record<string, ReportMeasure>;
  dimensions: Record<string, ReportDimension>;
  /** The dimension that is the record's organisation unit: `f_unit_id` keeps that unit's subtree. */
  unit?: string;
  /**
   * Top-level paths answering the same report as spec §7 names them (`report-market`:
   * GET /api/v1/report-market and /api/v1/report-market/export), beside /report/<name>.
   */
  paths?: readonly string[];
};

export type Report = ReportConfig & { kind: 'period' | 'summary'; measureKeys: readonly string[]; dimensionKeys: readonly string[] };

/** Whether `x` is a declared report (the areas' files export theirs beside their resources). */
export const isReport = (x: unknown): x is Report => typeof x === 'object' && x !== null && 'measureKeys' in x && 'dimensionKeys' in x && 'resource' in x;

const NAME = /^[a-z][a-z0-9-]*$/;
const KEY = /^[a-z][a-z0-9_]*$/;

export function defineReport(config: ReportConfig): Report {
  if (!NAME.test(config.name)) throw new Error(`report name ${config.name} must be kebab-case`);
  const measureKeys = Object.keys(config.measures);
  const dimensionKeys = Object.keys(config.dimensions);
  if (measureKeys.length === 0) throw new Error(`report ${config.name}: at least one measure`);
  for (const k of [...measureKeys, ...dimensionKeys]) if (!KEY.test(k)) throw new Error(`report ${config.name}: key ${k} must be snake_case`);
  if (config.unit && !config.dimensions[config.unit]) throw new Error(`report ${config.name}: unit names unknown dimension ${config.unit}`);
  const kind = config.kind ?? 'period';
  if (kind === 'period' && !config.date) throw new Error(`report ${config.name}: a period report names its date`);
  for (const p of config.paths ?? []) if (!NAME.test(p)) throw new Error(`report ${config.name}: path ${p} must be kebab-case`);
  if (kind === 'summary' && config.date) throw new Error(`report ${config.name}: a summary has no period, hence no date`);
  return { ...config, kind, measureKeys, dimensionKeys };
}

/** The span of a period, in Vietnam dates (inclusive), and the bucket its chart uses (spec §9). */
export type ReportWindow = { from: string; to: string; bucket: ReportBucket };

export const isReportPeriod = (p: unknown): p is ReportPeriod => typeof p === 'string' && (REPORT_PERIODS as readonly string[]).includes(p);

/** The Vietnam calendar date (YYYY-MM-DD) of an instant. */
export const vnDate = (at: Date): string => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMonths = (d: string, n: number): string => {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))).toISOString().slice(0, 10);
};

/**
 * today: today, by day; 7 and 30 days: ending today, by day; 3 and 6 months: by week (Monday);
 * 12 months and 2 years: by month. A span ends today and starts the day after the same date of
 * the period before (30 days = today and the 29 before).
 */
export function reportWindow(period: ReportPeriod, now: Date): ReportWindow {
  const to = vnDate(now);
  switch (period) {
    case 'today':
      return { from: to, to, bucket: 'day' };
    case '7d':
      return { from: addDays(to, -6), to, bucket: 'day' };
    case '30d':
      return { from: addDays(to, -29), to, bucket: 'day' };
    case '3m':
      return { from: addDays(addMonths(to, -3), 1), to, bucket: 'week' };
    case '6m':
      return { from: addDays(addMonths(to, -6), 1), to, bucket: 'week' };
    case '12m':
      return { from: addDays(addMonths(to, -12), 1), to, bucket: 'month' };
    case '2y':
      return { from: addDays(addMonths(to, -24), 1), to, bucket: 'month' };
  }
}

/** The start of the bucket a date falls in (weeks start on Monday). */
export function bucketStart(d: string, bucket: ReportBucket): string {
  if (bucket === 'day') return d;
  if (bucket === 'month') return `${d.slice(0, 7)}-01`;
  const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
  return addDays(d, -((dow + 6) % 7));
}

/** Every bucket of a window, in order (empty ones too, so a chart has no holes). */
export function reportBuckets(w: ReportWindow): string[] {
  const out: string[] = [];
  let b = bucketStart(w.from, w.bucket);
  while (b <= w.to) {
    out.push(b);
    b = w.bucket === 'day' ? addDays(b, 1) : w.bucket === 'week' ? addDays(b, 7) : addMonths(b, 1);
  }
  return out;
}

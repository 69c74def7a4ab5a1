/**
 * Declared reports (ADR 0008): one route family for every `defineReport` declaration
 * (packages/domain/src/reports.ts):
 *   GET /api/v1/report                    the reports the caller may read
 *   GET /api/v1/report/<name>?period=30d&by=status&f_unit_id=12
 *   GET /api/v1/report/<name>/export?...  the same figures as an xlsx with localized headers
 * A summary report (`kind: 'summary'`) has no period: totals of the records as they stand, by a
 * dimension, read from the records under the caller's scope (no roll-up) and cached the same way.
 *
 * Figures live in a roll-up table per report (`report_<name>`: one row per Vietnam day and
 * combination of dimension values, with the count and the sums), kept by a row trigger on the
 * resource's table in the write's own transaction, and filled from the existing rows when the
 * migration creates it. A 12-month report of 2M bookings reads about a year of daily roll-up rows
 * (days x statuses x units), never the bookings. A caller whose read scope is limited (a staff
 * member's own tickets, an operating range of units) is answered from the records themselves under
 * that scope (the resource's access rule and module hook, as its list), which the scope keeps small.
 */
import type { Field, Lang, Report, ReportBucket, Resource } from '@portal/domain';
import { canDo, isReportPeriod, REPORT_PERIODS, REPORT_STATUS_LABELS, reportBuckets, reportByName, reports, reportWindow, resourceByName, STATUS_COLORS, translate, vnDate } from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomDdl } from '../db/custom-ddl.js';
import { tableFor } from '../db/tables.js';
import { authorize, type Ctx, requireUser } from './context.js';
import { AppError, forbidden } from './errors.js';
import { scopeKey } from './service.js';
import { accessConditions, scopeReads } from './access.js';
import { cachedResult, deepFreeze } from './query-cache.js';
import { sendXlsx } from './xlsx.js';

const q = (n: string) => `"${n.replace(/"/g, '""')}"`;
const snake = (name: string) => name.replace(/-/g, '_');
export const rollupTable = (rep: Report) => `report_${snake(rep.name)}`;

type DimInfo = {
  key: string;
  /** The column of the record the value comes from (a reference when the dimension goes through it). */
  source: string;
  through?: { resource: Resource; field: string };
  /** The field that holds the value (on the record, or on the referenced record). */
  def: Field | { kind: 'status' };
  /** How the roll-up stores it: references as bigint (0 = none), the rest as text ('' = none). */
  type: 'bigint' | 'text';
};

/** `date`: the period report's date column ('' for a summary, which has none). */
type Compiled = { report: Report; resource: Resource; dims: DimInfo[]; date: string; dateIsDay: boolean };
const compiled = new Map<string, Compiled>();

/** Resolves a declaration against the resources, failing loudly on a name that does not exist. */
export function compileReport(rep: Report): Compiled {
  const done = compiled.get(rep.name);
  if (done) return done;
  const resource = resourceByName.get(rep.resource);
  if (!resource) throw new Error(`report ${rep.name}: unknown resource ${rep.resource}`);
  const fieldDef = (r: Resource, f: string): Field | { kind: 'status' } => {
    if (f === 'status' && r.workflow) return { kind: 'status' };
    const def = r.columnByName.get(f)?.def;
    if (!def) throw new Error(`report ${rep.name}: ${r.name} has no field ${f}`);
    return def;
  };
  const dims = rep.dimensionKeys.map((key): DimInfo => {
    const d = rep.dimensions[key];
    if (!d) throw new Error(`report ${rep.name}: dimension ${key}`);
    const src = fieldDef(resource, d.field);
    let def = src;
    let through: DimInfo['through'];
    if (d.through) {
      const target = resourceByName.get(d.through.resource);
      if (src.kind !== 'ref' || !target || src.target !== target.name) throw new Error(`report ${rep.name}: ${d.field} must reference ${d.through.resource}`);
      through = { resource: target, field: d.through.field };
      def = fieldDef(target, d.through.field);
    }
    if (!['status', 'ref', 'enum', 'flag'].includes(def.kind)) throw new Error(`report ${rep.name}: dimension ${key} must be a status, reference, enum or flag`);
    return { key, source: d.field, ...(through && { through }), def, type: def.kind === 'ref' ? 'bigint' : 'text' };
  });
  for (const m of Object.values(rep.measures)) {
    for (const f of m.kind === 'sum' ? [m.field] : m.kind === 'hours' ? [m.from, m.to] : []) fieldDef(resource, f);
  }
  const date = rep.date ?? '';
  const dateDef = date === 'created_date' || date === 'updated_date' ? undefined : resource.columnByName.get(date)?.def;
  if (rep.kind === 'period' && date !== 'created_date' && date !== 'updated_date' && dateDef?.kind !== 'date' && dateDef?.kind !== 'datetime') throw new Error(`report ${rep.name}: date must be a date field`);
  if (rep.unit) {
    const u = dims.find((d) => d.key === rep.unit);
    const target = u?.def.kind === 'ref' ? resourceByName.get(u.def.target) : undefined;
    if (!target?.tree) throw new Error(`report ${rep.name}: the unit dimension must reference a tree (the organisation)`);
  }
  const out = { report: rep, resource, dims, date, dateIsDay: dateDef?.kind === 'date' };
  compiled.set(rep.name, out);
  return out;
}

// ---------------------------------------------------------------- the roll-up (DDL, trigger)

/** SQL of a record's value (`row` is NEW, OLD or a table alias). */
const dayOf = (c: Compiled, row: string) => (c.dateIsDay ? `${row}.${q(c.date)}` : `(${row}.${q(c.date)} AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`);
const dimOf = (d: DimInfo, row: string) => {
  const raw = d.through
    ? `(SELECT s.${q(d.through.field)} FROM ${q(d.through.resource.name)} s WHERE s.id = ${row}.${q(d.source)})`
    : `${row}.${q(d.source)}`;
  return d.type === 'bigint' ? `coalesce(${raw}, 0)` : `coalesce(${raw}::text, '')`;
};
const measureOf = (c: Compiled, key: string, row: string) => {
  const m = c.report.measures[key];
  if (!m || m.kind === 'count') return '1';
  if (m.kind === 'sum') return `coalesce(${row}.${q(m.field)}, 0)::float8`;
  return `coalesce(extract(epoch from (${row}.${q(m.to)} - ${row}.${q(m.from)})) / 3600.0, 0)::float8`;
};
const sumCols = (c: Compiled) => c.report.measureKeys.filter((k) => c.report.measures[k]?.kind !== 'count');

/**
 * The roll-up of a period report as one custom schema object (db/custom-ddl.ts): its table (rebuilt
 * and refilled from the records when the declaration changes), the trigger function and the
 * trigger. A summary has none: it reads the records as they stand.
 */
export function reportDdl(list: readonly Report[] = reports): CustomDdl[] {
  return list.filter((rep) => rep.kind === 'period').map((rep) => {
    const c = compileReport(rep);
    const date = c.date;
    const table = rollupTable(rep);
    const src = q(c.resource.name);
    const dimCols = c.dims.map((d) => q(d.key));
    const sums = sumCols(c);
    const key = ['"day"', ...dimCols].join(', ');
    const cols = [
      '"day" date NOT NULL',
      ...c.dims.map((d) => `${q(d.key)} ${d.type === 'bigint' ? "bigint NOT NULL DEFAULT 0" : "text NOT NULL DEFAULT ''"}`),
      '"n" bigint NOT NULL DEFAULT 0',
      ...sums.map((k) => `${q(`m_${k}`)} float8 NOT NULL DEFAULT 0`),
    ];
    const insert = (row: string, sign: '' | '-') =>
      `INSERT INTO ${q(table)} AS r (${key}, "n"${sums.map((k) => `, ${q(`m_${k}`)}`).join('')}) VALUES (${[dayOf(c, row), ...c.dims.map((d) => dimOf(d, row))].join(', ')}, ${sign}1${sums.map((k) => `, ${sign}${measureOf(c, k, row)}`).join('')})
      ON CONFLICT (${key}) DO UPDATE SET "n" = r."n" + EXCLUDED."n"${sums.map((k) => `, ${q(`m_${k}`)} = r.${q(`m_${k}`)} + EXCLUDED.${q(`m_${k}`)}`).join('')};`;
    // The record's columns the figures depend on: an update that changes none of them changes nothing.
    const watched = [...new Set(['state', date, ...c.dims.map((d) => d.source), ...Object.values(rep.measures).flatMap((m) => (m.kind === 'sum' ? [m.field] : m.kind === 'hours' ? [m.from, m.to] : []))])];
    const tuple = (row: string) => `(${watched.map((w) => `${row}.${q(w)}`).join(', ')})`;
    const fn = `${table}_roll`;
    const backfillDims = c.dims.map((d) => dimOf(d, 't'));
    const sql = `DROP TABLE IF EXISTS ${q(table)};
CREATE TABLE ${q(table)} (${cols.join(', ')}, PRIMARY KEY (${key}));
CREATE OR REPLACE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $roll$
BEGIN
  IF TG_OP = 'UPDATE' AND ${tuple('OLD')} IS NOT DISTINCT FROM ${tuple('NEW')} THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."state" = 'ACTIVE' AND OLD.${q(date)} IS NOT NULL THEN
    ${insert('OLD', '-')}
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."state" = 'ACTIVE' AND NEW.${q(date)} IS NOT NULL THEN
    ${insert('NEW', '')}
  END IF;
  RETURN NULL;
END
$roll$;
CREATE TRIGGER ${q(`${table}_trg`)} AFTER INSERT OR UPDATE OR DELETE ON ${src} FOR EACH ROW EXECUTE FUNCTION ${q(fn)}();
INSERT INTO ${q(table)} (${key}, "n"${sums.map((k) => `, ${q(`m_${k}`)}`).join('')})
  SELECT ${dayOf(c, 't')}, ${backfillDims.join(', ')}, count(*)${sums.map((k) => `, sum(${measureOf(c, k, 't')})`).join('')}
  FROM ${src} t WHERE t."state" = 'ACTIVE' AND t.${q(date)} IS NOT NULL GROUP BY ${[dayOf(c, 't'), ...backfillDims].map((_, i) => i + 1).join(', ')};`;
    return { name: fn, table: c.resource.name, kind: 'function' as const, sql };
  });
}

/**
 * Refills a report's roll-up from the records (what the migration does once): for bulk loads that
 * write with the trigger disabled (bench/generate-bookings.ts), or to repair a roll-up by hand.
 */
export function rollupRefillSql(rep: Report): string {
  const ddl = reportDdl([rep])[0]?.sql ?? '';
  return `DELETE FROM ${q(rollupTable(rep))};\n${ddl.slice(ddl.lastIndexOf(`INSERT INTO ${q(rollupTable(rep))} (`))}`;
}

// ---------------------------------------------------------------- reading

export type ReportGroup = { key: string | number | null; label: string; color?: string; values: Record<string, number[]>; totals: Record<string, number> };
/**
 * A report's figures. A summary (`kind: 'summary'`) has no period: `period`, `bucket` and `from` are
 * null, `to` is today and its one bucket (the figures as they stand today).
 */
export type ReportResult = {
  report: string;
  kind: 'period' | 'summary';
  label: string;
  period: string | null;
  bucket: ReportBucket | null;
  from: string | null;
  to: string;
  by: string | null;
  unitId: number | null;
  measures: { key: string; label: string }[];
  dimensions: { key: string; label: string }[];
  buckets: string[];
  groups: ReportGroup[];
  totals: Record<string, number>;
  /** Where the figures came from: the roll-up (whole read scope) or the records under a limited scope. */
  source: 'rollup' | 'records';
};

const issue = (field: string, key: 'report.period' | 'report.dimension' | 'report.unit' | 'report.unknown', params: Record<string, string> = {}) =>
  new AppError(400, 'error.validation', {}, [{ field, key, params }]);

export function findReport(name: string): Report {
  const rep = reportByName.get(name);
  if (!rep) throw issue('report', 'report.unknown', { name: name.slice(0, 60) });
  return rep;
}

/** A summary's `period` is null (any given is ignored: the admin screen sends its picker's). */
type Params = { period: (typeof REPORT_PERIODS)[number] | null; by: string | null; unitId: number | null };

export function parseReportQuery(rep: Report, query: Record<string, unknown>): Params {
  const period = rep.kind === 'summary' ? null : (query.period ?? '30d');
  if (period !== null && !isReportPeriod(period)) throw issue('period', 'report.period', { periods: REPORT_PERIODS.join(', ') });
  const rawBy = query.by;
  let by: string | null = rep.dimensionKeys[0] ?? null;
  if (rawBy === 'none') by = null;
  else if (rawBy !== undefined && rawBy !== '') {
    if (typeof rawBy !== 'string' || !rep.dimensionKeys.includes(rawBy)) throw issue('by', 'report.dimension', { by: String(rawBy).slice(0, 40), dimensions: rep.dimensionKeys.join(', ') });
    by = rawBy;
  }
  const rawUnit = query.f_unit_id;
  let unitId: number | null = null;
  if (rawUnit !== undefined && rawUnit !== '') {
    if (!rep.unit || typeof rawUnit !== 'string' || !/^[1-9]\d{0,14}$/.test(rawUnit)) throw issue('f_unit_id', 'report.unit');
    unitId = Number(rawUnit);
  }
  return { period, by, unitId };
}

/**
 * The first day of a Vietnam day's bucket, as a date. `date_trunc` of a timestamp without time
 * zone (the day is already local): the timestamptz form looked the zone up for every row, and
 * formatting every row before grouping (to_char) cost as much again; the few groups are
 * formatted after (`grouped`).
 */
const bucketSql = (bucket: ReportBucket, day: SQL): SQL => (bucket === 'day' ? day : sql`date_trunc(${bucket}, ${day}::timestamp)::date`);
/** Groups `inner` (bucket b, key k, figures) and formats the bucket once per group. */
const grouped = (inner: SQL, figures: string[]): SQL =>
  sql`SELECT to_char(g.b, 'YYYY-MM-DD') AS b, g.k AS k${sql.raw(figures.map((f) => `, g.${q(f)}`).join(''))} FROM (${inner}) g`;

/** The units of the subtree of `unitId` (the organisation tree's GiST-indexed path). */
const subtree = (tree: Resource, unitId: number): SQL => {
  const tt = sql.raw(q(tree.name));
  return sql`SELECT u.id FROM ${tt} u WHERE u.tree_path <@ (SELECT g.tree_path FROM ${tt} g WHERE g.id = ${unitId})`;
};

type Raw = { b: string; k: string | number | null; n: number; [m: string]: unknown };

export async function runReport(ctx: Ctx, rep: Report, p: Params): Promise<ReportResult> {
  const c = compileReport(rep);
  const r = c.resource;
  authorize(ctx, 'view', r.subject);
  const t = tableFor(r);
  // The admin view of the records: what the caller's list of them would show.
  const scope = accessConditions(ctx, r, t, 'read', { isCms: true });
  // A summary: one bucket, today (the records as they stand).
  const today = vnDate(ctx.now());
  const w = p.period ? reportWindow(p.period, ctx.now()) : { from: today, to: today, bucket: 'day' as const };
  const dim = p.by ? c.dims.find((d) => d.key === p.by) : undefined;
  const unitDim = rep.unit ? c.dims.find((d) => d.key === rep.unit) : undefined;
  const unitTree = unitDim?.def.kind === 'ref' ? resourceByName.get(unitDim.def.target) : undefined;
  const sums = sumCols(c);
  let rows: Raw[];
  if (rep.kind === 'summary') {
    // The records as they stand under the caller's scope, grouped by the dimension: no roll-up.
    const alias = q(r.name);
    const where: SQL[] = [sql`${sql.raw(alias)}."state" = 'ACTIVE'`, ...scope];
    if (p.unitId !== null && unitDim && unitTree) where.push(sql`${sql.raw(dimOf(unitDim, alias))} IN (${subtree(unitTree, p.unitId)})`);
    const k = dim ? sql.raw(dimOf(dim, alias)) : sql`NULL`;
    const res = await ctx.database.db.execute(
      sql`SELECT ${today}::text AS b, g.k AS k, g.n${sql.raw(sums.map((m) => `, g.${q(m)}`).join(''))} FROM (SELECT ${k} AS k, count(*)::float8 AS n${sql.raw(sums.map((m) => `, sum(${measureOf(c, m, alias)})::float8 AS ${q(m)}`).join(''))}
        FROM ${sql.raw(alias)} WHERE ${and(...where)} GROUP BY 1) g`,
    );
    rows = (res as unknown as { rows: Raw[] }).rows;
  } else if (scope.length === 0) {
    const rt = sql.raw(q(rollupTable(rep)));
    const day = sql.raw('"day"');
    const where: SQL[] = [sql`"day" >= ${w.from}::date`, sql`"day" <= ${w.to}::date`];
    if (p.unitId !== null && unitDim && unitTree) where.push(sql`${sql.raw(q(unitDim.key))} IN (${subtree(unitTree, p.unitId)})`);
    const k = dim ? sql.raw(q(dim.key)) : sql`NULL`;
    const res = await ctx.database.db.execute(
      grouped(
        sql`SELECT ${bucketSql(w.bucket, day)} AS b, ${k} AS k, sum("n")::float8 AS n${sql.raw(sums.map((m) => `, sum(${q(`m_${m}`)})::float8 AS ${q(m)}`).join(''))}
          FROM ${rt} WHERE ${and(...where)} GROUP BY 1, 2`,
        ['n', ...sums],
      ),
    );
    rows = (res as unknown as { rows: Raw[] }).rows;
  } else {
    // The records themselves, under the caller's scope (as their list): the same expressions as the trigger's.
    const alias = q(r.name);
    const dayExpr = sql.raw(dayOf(c, alias));
    const where: SQL[] = [sql`${sql.raw(alias)}."state" = 'ACTIVE'`, sql`${dayExpr} >= ${w.from}::date`, sql`${dayExpr} <= ${w.to}::date`, ...scope];
    if (c.dateIsDay === false) {
      // On the date column itself too, so its index bounds the scan (the day expression alone cannot use it).
      const col = sql.raw(`${alias}.${q(c.date)}`);
      where.push(sql`${col} >= (${w.from}::date - 1)::timestamp AT TIME ZONE 'UTC'`, sql`${col} < (${w.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
    }
    if (p.unitId !== null && unitDim && unitTree) where.push(sql`${sql.raw(dimOf(unitDim, alias))} IN (${subtree(unitTree, p.unitId)})`);
    const k = dim ? sql.raw(dimOf(dim, alias)) : sql`NULL`;
    const res = await ctx.database.db.execute(
      grouped(
        sql`SELECT ${bucketSql(w.bucket, dayExpr)} AS b, ${k} AS k, count(*)::float8 AS n${sql.raw(sums.map((m) => `, sum(${measureOf(c, m, alias)})::float8 AS ${q(m)}`).join(''))}
          FROM ${sql.raw(alias)} WHERE ${and(...where)} GROUP BY 1, 2`,
        ['n', ...sums],
      ),
    );
    rows = (res as unknown as { rows: Raw[] }).rows;
  }
  const buckets = p.period ? reportBuckets(w) : [today];
  const index = new Map(buckets.map((b, i) => [b, i]));
  const byKey = new Map<string, ReportGroup>();
  const lang = ctx.lang;
  for (const row of rows) {
    const n = Number(row.n);
    if (n === 0) continue;
    const raw = row.k === null || row.k === undefined || row.k === '' || (dim?.type === 'bigint' && Number(row.k) === 0) ? null : dim?.type === 'bigint' ? Number(row.k) : String(row.k);
    const id = String(raw);
    let g = byKey.get(id);
    if (!g) {
      g = { key: raw, label: '', values: {}, totals: {} };
      for (const m of rep.measureKeys) {
        g.values[m] = buckets.map(() => 0);
        g.totals[m] = 0;
      }
      byKey.set(id, g);
    }
    const i = index.get(String(row.b));
    if (i === undefined) continue;
    for (const m of rep.measureKeys) {
      const v = rep.measures[m]?.kind === 'count' ? n : Number(row[m] ?? 0);
      (g.values[m] as number[])[i] = round((g.values[m] as number[])[i] as number + v);
      g.totals[m] = round((g.totals[m] as number) + v);
    }
  }
  const groups = [...byKey.values()];
  await labelGroups(ctx.database.db, lang, dim, groups);
  const first = rep.measureKeys[0] as string;
  groups.sort((a, b) => (b.totals[first] as number) - (a.totals[first] as number) || a.label.localeCompare(b.label));
  const totals: Record<string, number> = {};
  for (const m of rep.measureKeys) totals[m] = round(groups.reduce((s, g) => s + (g.totals[m] as number), 0));
  return {
    report: rep.name,
    kind: rep.kind,
    label: rep.label[lang],
    period: p.period,
    bucket: p.period ? w.bucket : null,
    from: p.period ? w.from : null,
    to: w.to,
    by: dim?.key ?? null,
    unitId: p.unitId,
    measures: rep.measureKeys.map((k) => ({ key: k, label: rep.measures[k]?.label[lang] ?? k })),
    dimensions: rep.dimensionKeys.map((k) => ({ key: k, label: rep.dimensions[k]?.label[lang] ?? k })),
    buckets,
    groups,
    totals,
    source: scope.length === 0 && rep.kind === 'period' ? 'rollup' : 'records',
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A report as `runReport` answers it, kept in the list cache (ADR 0003) until its records or a
 * table its labels come from change. The key holds everything the answer depends on: the report,
 * its parameters, the period's days (today moves them), the language and the caller's read scope
 * (as SQL, so callers with the same scope share an entry). The value is frozen: it is shared.
 */
export async function cachedReport(ctx: Ctx, rep: Report, p: Params): Promise<ReportResult> {
  const c = compileReport(rep);
  const r = c.resource;
  authorize(ctx, 'view', r.subject);
  const scope = accessConditions(ctx, r, tableFor(r), 'read', { isCms: true });
  const today = vnDate(ctx.now());
  const w = p.period ? reportWindow(p.period, ctx.now()) : { from: today, to: today };
  const tables = [...new Set([r.name, ...scopeReads(r), ...c.dims.flatMap((d) => [d.through?.resource.name, d.def.kind === 'ref' ? d.def.target : undefined]).filter((x): x is string => !!x)])];
  const key = `report\u0000${rep.name}\u0000${JSON.stringify(p)}\u0000${w.from}\u0000${w.to}\u0000${ctx.lang}\u0000${scopeKey(scope)}`;
  return cachedResult(ctx.database, tables, key, async () => deepFreeze(await runReport(ctx, rep, p)), (v) => 512 + JSON.stringify(v).length * 2);
}

/** Names the groups in the caller's language: statuses, enum options, yes/no, the referenced records' titles (and colours). */
async function labelGroups(db: Ctx['database']['db'], lang: Lang, dim: DimInfo | undefined, groups: ReportGroup[]): Promise<void> {
  const none = translate(lang, 'report.none');
  if (!dim) {
    for (const g of groups) g.label = translate(lang, 'report.total');
    return;
  }
  const def = dim.def;
  if (def.kind === 'ref') {
    const target = resourceByName.get(def.target);
    const ids = groups.map((g) => g.key).filter((k): k is number => typeof k === 'number');
    const titles = new Map<number, { label: string; color?: string }>();
    if (target?.titleField && ids.length > 0) {
      const title = target.titleField;
      const hasEn = target.columnByName.has(`${title}_en`);
      const hasColor = target.columnByName.get('color')?.def.kind === 'enum';
      const res = await db.execute(
        sql`SELECT id, ${sql.raw(q(title))} AS t${sql.raw(hasEn ? `, ${q(`${title}_en`)} AS t_en` : '')}${sql.raw(hasColor ? ', "color" AS color' : '')} FROM ${sql.raw(q(target.name))} WHERE id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      for (const row of (res as unknown as { rows: { id: number; t: string; t_en?: string | null; color?: string | null }[] }).rows) {
        titles.set(Number(row.id), { label: (lang === 'en' && row.t_en) || row.t, ...(row.color && { color: row.color }) });
      }
    }
    for (const g of groups) {
      const found = typeof g.key === 'number' ? titles.get(g.key) : undefined;
      g.label = g.key === null ? none : (found?.label ?? `#${g.key}`);
      if (found?.color) g.color = found.color;
    }
    return;
  }
  for (const g of groups) {
    const k = g.key === null ? null : String(g.key);
    if (k === null) g.label = none;
    else if (def.kind === 'status') {
      g.label = REPORT_STATUS_LABELS[k]?.[lang] ?? k;
      g.color = STATUS_COLORS[k] ?? (k === 'PENDING' ? 'gold' : k === 'REJECTED' ? 'purple' : 'blue');
    } else if (def.kind === 'enum') {
      const opt = def.options?.[k];
      g.label = opt?.label[lang] ?? k;
      if (opt?.color) g.color = opt.color;
    } else if (def.kind === 'flag') g.label = translate(lang, k === 'true' ? 'report.yes' : 'report.no');
    else g.label = k;
  }
}

// ---------------------------------------------------------------- routes

const errorEnvelope = { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } }, additionalProperties: true };
const querySchema = {
  type: 'object',
  properties: {
    period: { type: 'string', description: `One of ${REPORT_PERIODS.join(', ')} (spec §9); 30d by default; ignored by a summary (kind 'summary': the records as they stand)` },
    by: { type: 'string', description: "A dimension of the report, or 'none'; its first dimension by default" },
    f_unit_id: { type: 'string', description: 'Only this organisation unit and the units under it' },
  },
};

/** The reports the caller may read (their resource's view right). */
export function visibleReports(ctx: Ctx) {
  const user = ctx.user;
  return reports
    .filter((rep) => {
      const r = resourceByName.get(rep.resource);
      return !!user && !!r && canDo(user.ability, 'view', r.subject);
    })
    .map((rep) => ({
      name: rep.name,
      kind: rep.kind,
      label: rep.label[ctx.lang],
      measures: rep.measureKeys.map((k) => ({ key: k, label: rep.measures[k]?.label[ctx.lang] ?? k })),
      dimensions: rep.dimensionKeys.map((k) => ({ key: k, label: rep.dimensions[k]?.label[ctx.lang] ?? k })),
      hasUnit: !!rep.unit,
    }));
}

/** 401 without a session, 403 for a caller who may read no report at all (before any other answer). */
function requireSomeReport(ctx: Ctx) {
  requireUser(ctx);
  const list = visibleReports(ctx);
  if (list.length === 0) throw forbidden();
  return list;
}

export function registerReportRoutes(app: FastifyInstance): void {
  for (const rep of reports) compileReport(rep);
  const tags = ['administrations.reports'];
  const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
  app.get('/api/v1/report', {
    schema: { tags, summary: 'The declared reports the caller may read', response: errors },
    handler: async (req) => {
      return { success: true, data: { items: requireSomeReport(req.ctx), periods: REPORT_PERIODS } };
    },
  });
  const read = async (req: FastifyRequest, named?: Report) => {
    requireSomeReport(req.ctx);
    const rep = named ?? findReport((req.params as { name: string }).name);
    return { rep, result: await cachedReport(req.ctx, rep, parseReportQuery(rep, req.query as Record<string, unknown>)) };
  };
  app.get('/api/v1/report/:name', {
    schema: { tags, summary: 'Figures of a declared report per period bucket and dimension value', querystring: querySchema, response: errors },
    handler: async (req) => ({ success: true, data: (await read(req)).result }),
  });
  app.get('/api/v1/report/:name/export', {
    schema: { tags, summary: 'A declared report as an xlsx file (localized headers)', querystring: querySchema, response: errors },
    handler: async (req, reply) => exportReport(req, reply),
  });
  // The spec's own paths of a report (declared `paths`): the same figures and export.
  for (const rep of reports) {
    for (const path of rep.paths ?? []) {
      app.get(`/api/v1/${path}`, {
        schema: { tags, summary: `${rep.label.en}: the declared report ${rep.name} (as GET /report/${rep.name})`, querystring: querySchema, response: errors },
        handler: async (req) => ({ success: true, data: (await read(req, rep)).result }),
      });
      app.get(`/api/v1/${path}/export`, {
        schema: { tags, summary: `${rep.label.en} as an xlsx file (as GET /report/${rep.name}/export)`, querystring: querySchema, response: errors },
        handler: async (req, reply) => exportReport(req, reply, rep),
      });
    }
  }
  async function exportReport(req: FastifyRequest, reply: FastifyReply, named?: Report) {
    const { rep, result } = await read(req, named);
    const lang = req.ctx.lang;
    const dimLabel = result.by ? (result.dimensions.find((d) => d.key === result.by)?.label ?? result.by) : rep.label[lang];
    const columns = [
      { key: 'bucket', header: translate(lang, 'report.bucket'), width: 14 },
      { key: 'group', header: dimLabel, width: 32 },
      ...result.measures.map((m) => ({ key: m.key, header: m.label, width: 16 })),
    ];
    const rows: Record<string, unknown>[] = [];
    result.buckets.forEach((b, i) => {
      for (const g of result.groups) {
        if (!result.measures.some((m) => (g.values[m.key]?.[i] ?? 0) !== 0)) continue;
        rows.push({ bucket: b, group: g.label, ...Object.fromEntries(result.measures.map((m) => [m.key, g.values[m.key]?.[i] ?? 0])) });
      }
    });
    rows.push({ bucket: translate(lang, 'report.total'), group: '', ...result.totals });
    async function* once() {
      yield rows;
    }
    return sendXlsx(reply, `report_${snake(rep.name)}`, columns, once(), req.ctx.now());
  }
}

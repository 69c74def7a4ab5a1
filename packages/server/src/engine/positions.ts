/**
 * Deep pages of a released list without walking to them (ADR 0014). A page at offset N of a
 * released list (news for staff: page 10,000 is offset 399,960) was found by walking N entries of
 * the list index: 70 to 80 ms of CPU alone, seconds under load. The database keeps how many records
 * of each scope partition (the `list.scopeKeys` values: status, is_hide, is_show) were created on
 * each day, in a roll-up kept by a row trigger as the declared reports' are (engine/reports.ts).
 * From it the engine finds the day the page starts in and how many visible records come before
 * that day, then walks only inside that day:
 *   before   = records of the partition created on later days (the roll-up, one row per day)
 *   excluded = of those, the ones the scope leaves out (not yet released, expired): few, found
 *              through their own indexes
 *   the page = the scope's records created before the end of that day, from offset
 *              N - (before - excluded).
 * Exact (the roll-up changes in the writing transaction); used for the default order (newest
 * first), no filter or search, offsets from POSITIONS_FROM, and a scope that says which partition
 * it reads and which of its records it leaves out (the module's access hook, `positions`).
 */
import { defineReport, type Report, type Resource } from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Drizzle, databaseOf } from '../db/client.js';
import { rendered } from './count.js';
import type { CustomDdl } from '../db/custom-ddl.js';
import { scopeColumns } from './constraints.js';
import { rollupTable } from './reports.js';
import type { AnyTable } from '../db/tables.js';

/** From this offset on, a released list's page starts from the day roll-up. */
export const POSITIONS_FROM = 2_000;
/** Past this many left-out records of a kind (not released yet, expired), the plain walk is used. */
const EXCLUDED_MAX = 10_000;

/**
 * What a scope tells the engine about itself: the partition it reads, and the records of it that
 * it leaves out as disjoint conditions, each answered by an index on (state, partition, column)
 * that `positionDdl` adds for the scope's other columns.
 */
export type ScopePositions = { partition: Readonly<Record<string, string | boolean>>; excluded: readonly { where: SQL; column: string }[] };

const positionReports = new Map<string, Report | null>();

/**
 * The day roll-up of a resource's released list, as a report declaration (its table, trigger and
 * first fill come from the reports' DDL): a resource with `list.scopeKeys` whose default order
 * starts with created_date descending. Null for the others.
 */
export function positionReport(r: Resource): Report | null {
  let rep = positionReports.get(r.name);
  if (rep !== undefined) return rep;
  const keys = r.list?.scopeKeys ?? [];
  const first = r.order.split(',')[0]?.trim().split(/\s+/) ?? [];
  rep =
    keys.length > 0 && first[0] === 'created_date' && first[1]?.toLowerCase() === 'desc'
      ? defineReport({
          name: `list-${r.name.replace(/_/g, '-')}`,
          label: { vi: `Vị trí danh sách ${r.label.vi}`, en: `${r.label.en} list positions` },
          resource: r.name,
          date: 'created_date',
          measures: { count: { kind: 'count', label: { vi: 'Số bản ghi', en: 'Records' } } },
          dimensions: Object.fromEntries(keys.map((k) => [k, { field: k, label: { vi: k, en: k } }])),
        })
      : null;
  positionReports.set(r.name, rep);
  return rep;
}


/**
 * Where a page at `offset` of the scope's default order starts: before the end of a day (`bound`,
 * exclusive) at `offset` among the scope's records created before it. Null when the roll-up does
 * not apply (the offset is past the records, or too many records are left out).
 */
export async function positionStart(db: Drizzle, r: Resource, t: AnyTable, p: ScopePositions, offset: number): Promise<{ bound: Date; offset: number } | null> {
  const rep = positionReport(r);
  if (!rep) return null;
  const keys = rep.dimensionKeys;
  if (keys.some((k) => !(k in p.partition))) return null;
  const table = sql.raw(`"${rollupTable(rep)}"`);
  const inPartition = sql.join(
    keys.map((k) => sql`${sql.raw(`"${k}"`)} = ${String(p.partition[k])}`),
    sql` AND `,
  );
  const c = (n: string) => t[n] as AnyPgColumn;
  const partition = and(eq(c('state'), 'ACTIVE'), ...keys.map((k) => eq(c(k), p.partition[k] as string | boolean)));
  // One statement (each round trip costs the server more than these reads cost the database):
  // - the first day, newest first, by whose end more than `offset` records of the partition were
  //   created; the running sum stops there (the partition's index gives the days in order), and
  //   the end of that Vietnam day (what the roll-up's day means: created_date in Asia/Ho_Chi_Minh);
  //   The running sum counts rows, not peers (a day is one row of the partition: the roll-up's key
  //   is the day and every dimension), in int4 (a day's count) summed as int8, not numeric: a
  //   quarter less time than the default frame's numeric sum over 2,000 days.
  // - each part of what the scope leaves out, read in the order of its own index (the partition,
  //   then the column), at most EXCLUDED_MAX + 1 of them, counted when created after that end.
  //   Written so because PostgreSQL cannot know that few published news are released later: asked
  //   for a count with the bound in the WHERE, it walked the list index instead (0.1 to 0.2 s).
  const parts = p.excluded.map(
    (part, i) =>
      sql`CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE x.created_date >= b.bound) AS newer, count(*) AS n FROM (SELECT ${c('created_date')} AS created_date FROM ${t} WHERE ${and(partition, part.where)} ORDER BY ${c(part.column)} LIMIT ${EXCLUDED_MAX + 1}) x) ${sql.raw(`p${i}`)}`,
  );
  const statement = sql`WITH d AS (SELECT x."day", (x.upto - x.n)::bigint AS before FROM (SELECT "day", "n", sum("n"::int) OVER (ORDER BY "day" DESC ROWS UNBOUNDED PRECEDING) AS upto FROM ${table} WHERE ${inPartition}) x WHERE x.upto > ${offset} ORDER BY x."day" DESC LIMIT 1),
        b AS (SELECT d.before, ((d."day" + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh') AS bound FROM d)
        SELECT b.before, (extract(epoch FROM b.bound) * 1000)::float8 AS bound_ms${sql.raw(p.excluded.map((_, i) => `, p${i}.newer AS newer${i}, p${i}.n AS n${i}`).join(''))}
          FROM b ${sql.join(parts, sql` `)}`;
  // Planning it (three subqueries on a table of 29 indexes) cost more than running it: the same
  // deep page asked again is planned once per connection (hot-statements.ts).
  const database = databaseOf(db);
  const q = database?.queryHot ? rendered(statement) : undefined;
  const found = (q && database?.queryHot ? await database.queryHot<Record<string, string>>(q.sql, q.params) : rowsOf<Record<string, string>>(await db.execute(statement)))[0];
  if (!found) return null;
  const before = Number(found.before);
  const bound = new Date(Number(found.bound_ms));
  let excluded = 0;
  for (let i = 0; i < p.excluded.length; i++) {
    if (Number(found[`n${i}`] ?? 0) > EXCLUDED_MAX) return null;
    excluded += Number(found[`newer${i}`] ?? 0);
  }
  if (excluded > EXCLUDED_MAX) return null;
  return { bound, offset: offset - (before - excluded) };
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []));

/** The day roll-ups of every released list (their tables are `report_list_<resource>`). */
export const positionReportsOf = (list: readonly Resource[]): Report[] => list.map(positionReport).filter((x): x is Report => x !== null);

/**
 * The schema of the day roll-ups (db/custom-ddl.ts): the reports' roll-up (table, trigger, first
 * fill) with an index on the partition then the day, which `positionStart` reads newest first; and
 * per scope column outside the partition (news: release and expiry dates) an index on the partition
 * then that column, on which the records the scope leaves out are counted.
 */
export function positionDdl(list: readonly Resource[], ddlOf: (reps: readonly Report[]) => CustomDdl[]): CustomDdl[] {
  const out: CustomDdl[] = [];
  for (const r of list) {
    const rep = positionReport(r);
    if (!rep) continue;
    const [roll] = ddlOf([rep]);
    if (!roll) continue;
    const table = rollupTable(rep);
    const keys = rep.dimensionKeys.map((k) => `"${k}"`);
    out.push({ ...roll, sql: `${roll.sql}\nCREATE INDEX "${table}_scan" ON "${table}" (${[...keys, '"day"'].join(', ')}) INCLUDE ("n");` });
    for (const c of scopeColumns(r).filter((x) => !rep.dimensionKeys.includes(x))) {
      const name = `${r.name}_scope_${c}_idx`.slice(0, 63);
      out.push({ name, table: r.name, kind: 'index', sql: `CREATE INDEX IF NOT EXISTS "${name}" ON "${r.name}" ("state", ${[...keys, `"${c}"`].join(', ')});` });
    }
  }
  return out;
}

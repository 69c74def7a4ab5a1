/**
 * Comparison matrices (ADR 0018), from the declaration's `comparisons`: quotations side by side per
 * item. `GET /<path>/{id}/comparison/<name>` reads the record under its read rule (404 otherwise),
 * then its rows, columns and cells, each under their own read rule, in three queries whatever the
 * size; each row's best value is marked (`min` or `max`; ties all marked), each column totalled
 * exactly (`sumExact`). Rows up to `MAX_ROWS`, columns up to `MAX_COLUMNS`.
 */
import type { ComparisonDecl, Resource, Row } from '@portal/domain';
import { resourceByName, sumExact } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../db/tables.js';
import { accessConditions } from './access.js';
import { authorize, type Ctx } from './context.js';
import { notFound } from './errors.js';
import { findRow } from './read.js';
import { parseId } from '../http/kit.js';

export const MAX_ROWS = 2000;
export const MAX_COLUMNS = 100;

type Cell = { column: number; value: number | null; isBest: boolean };
export type Comparison = {
  name: string;
  rows: { id: number; title: string; best: number | null; cells: Cell[] }[];
  columns: { id: number; title: string; total: number; bestCount: number }[];
};

const titleOf = (r: Resource, row: Row, lang: string): string => {
  const f = r.titleField;
  const en = f && lang === 'en' ? row[`${f}_en`] : null;
  return String((en || (f && row[f])) ?? `#${row.id}`);
};

/** The rows (or columns) of a comparison: their id and title only, under their own read rule. */
async function children(ctx: Ctx, of: Resource, by: string, parentId: number, max: number): Promise<Row[]> {
  const t = tableFor(of);
  const f = of.titleField;
  const pick: Record<string, AnyPgColumn> = { id: t.id as AnyPgColumn };
  if (f && t[f]) pick[f] = t[f] as AnyPgColumn;
  if (f && t[`${f}_en`]) pick[`${f}_en`] = t[`${f}_en`] as AnyPgColumn;
  return (await ctx.database.db
    .select(pick)
    .from(t)
    .where(and(eq(t[by] as AnyPgColumn, parentId), eq(t.state as AnyPgColumn, 'ACTIVE'), ...accessConditions(ctx, of, t, 'read')))
    .orderBy(asc(t.ordering as AnyPgColumn), asc(t.id as AnyPgColumn))
    .limit(max)) as Row[];
}

/** The matrix `c` of record `id` of `r`, as the caller may read it. */
export async function compare(ctx: Ctx, r: Resource, id: number, c: ComparisonDecl): Promise<Comparison> {
  authorize(ctx, 'view', r.subject);
  await findRow(ctx, r, id, ctx.database.db, 'read');
  const [rowsR, colsR, cellsR] = [c.rows.of, c.columns.of, c.cells.of].map((n) => resourceByName.get(n) as Resource) as [Resource, Resource, Resource];
  const rows = await children(ctx, rowsR, c.rows.by, id, MAX_ROWS);
  const cols = await children(ctx, colsR, c.columns.by, id, MAX_COLUMNS);
  const ct = tableFor(cellsR);
  const rowIds = rows.map((x) => Number(x.id));
  const colIds = cols.map((x) => Number(x.id));
  // Ids as two array parameters, not a parameter per id (a 500 x 20 comparison was 520 of them).
  const cells =
    rows.length && cols.length
      ? ((await ctx.database.db
          .select({ row: ct[c.cells.row] as AnyPgColumn, column: ct[c.cells.column] as AnyPgColumn, value: ct[c.cells.value] as AnyPgColumn })
          .from(ct)
          .where(
            and(
              sql`${ct[c.cells.row] as AnyPgColumn} = ANY(${sql.param(rowIds)}::bigint[])`,
              sql`${ct[c.cells.column] as AnyPgColumn} = ANY(${sql.param(colIds)}::bigint[])`,
              eq(ct.state as AnyPgColumn, 'ACTIVE'),
              ...accessConditions(ctx, cellsR, ct, 'read'),
            ),
          )) as { row: unknown; column: unknown; value: unknown }[])
      : [];
  // One flat grid by position (row-major), no key strings per cell.
  const rowAt = new Map(rowIds.map((id, i) => [id, i]));
  const colAt = new Map(colIds.map((id, i) => [id, i]));
  const width = cols.length;
  const grid: (number | null)[] = new Array(rows.length * width).fill(null);
  for (const x of cells) {
    const ri = rowAt.get(Number(x.row));
    const ci = colAt.get(Number(x.column));
    if (ri !== undefined && ci !== undefined && x.value !== null) grid[ri * width + ci] = Number(x.value);
  }
  const isMin = c.best === 'min';
  const bestCount = new Array<number>(width).fill(0);
  const matrix = rows.map((row, ri) => {
    let best: number | null = null;
    for (let ci = 0; ci < width; ci++) {
      const v = grid[ri * width + ci] ?? null;
      if (v !== null && (best === null || (isMin ? v < best : v > best))) best = v;
    }
    const marked: Cell[] = new Array(width);
    for (let ci = 0; ci < width; ci++) {
      const value = grid[ri * width + ci] ?? null;
      const isBest = best !== null && value === best;
      if (isBest) bestCount[ci] = (bestCount[ci] ?? 0) + 1;
      marked[ci] = { column: colIds[ci] as number, value, isBest };
    }
    return { id: rowIds[ri] as number, title: titleOf(rowsR, row, ctx.lang), best, cells: marked };
  });
  const columns = cols.map((col, ci) => {
    const values: (number | null)[] = new Array(rows.length);
    for (let ri = 0; ri < rows.length; ri++) values[ri] = grid[ri * width + ci] ?? null;
    return { id: colIds[ci] as number, title: titleOf(colsR, col, ctx.lang), total: sumExact(values), bestCount: bestCount[ci] ?? 0 };
  });
  return { name: c.name, rows: matrix, columns };
}

export function registerComparisonRoutes(app: FastifyInstance, r: Resource, base: string, tags: string[]): void {
  if (!r.comparisons?.length) return;
  app.get(`${base}/:id/comparison/:name`, {
    schema: { tags, summary: `A comparison matrix of a ${r.label.en} (${r.comparisons.map((c) => c.name).join(', ')}): rows x columns, the best of each row marked, column totals` },
    handler: async (req) => {
      const id = parseId(req);
      const c = r.comparisons?.find((x) => x.name === (req.params as { name?: string }).name);
      if (!c) {
        // Who may not read the resource learns nothing about its comparisons (401/403 first).
        authorize(req.ctx, 'view', r.subject);
        throw notFound();
      }
      return { success: true, data: await compare(req.ctx, r, id, c) };
    },
  });
}

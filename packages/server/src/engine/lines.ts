/**
 * Lines edited with their parent (ADR 0004): poll answers, quotation lines, and lines of lines (a
 * quotation's items, an item's parts; at most MAX_LINE_DEPTH levels, checked at load). The parent's
 * payload carries them under the line key, each line its own lines under theirs; they are validated
 * with the line resource's declaration, and written in the parent's transaction: created, updated by
 * id, and removed (with everything below them) when left out. A bad line at any level refuses the
 * whole write, naming its path (`items[1].parts[0].unit_price`). Reads and checks go level by level:
 * one query per declaration and level, whatever the number of lines.
 */
import type { Issue, LinesDecl, Resource, Row } from '@portal/domain';
import { MAX_LINE_ROWS, resourceByName, validateInput } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { referenceIssues } from './checks.js';
import type { Ctx } from './context.js';
import { badRequest } from './errors.js';

export const lineKey = (l: LinesDecl): string => l.key ?? l.resource;
const lineResource = (l: LinesDecl): Resource => resourceByName.get(l.resource) as Resource;
const col = (r: Resource, n: string) => tableFor(r)[n] as AnyPgColumn;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

export type SplitInput = { input: unknown; lines: Map<LinesDecl, unknown[]> };

/** Takes the line arrays out of a payload (its own validation would refuse their keys); `at` prefixes the issues' fields. */
function takeLines(r: Resource, input: unknown, at: string, issues: Issue[]): SplitInput {
  const lines = new Map<LinesDecl, unknown[]>();
  if (!r.lines?.length || !isObject(input)) return { input, lines };
  const rest = { ...input };
  for (const l of r.lines) {
    const key = lineKey(l);
    if (!Object.hasOwn(rest, key)) continue;
    const v = rest[key];
    delete rest[key];
    if (!Array.isArray(v)) issues.push({ field: `${at}${key}`, key: 'validation.type' });
    else lines.set(l, v);
  }
  return { input: rest, lines };
}

/** Takes the line arrays out of a record's payload. */
export function splitLines(r: Resource, input: unknown): SplitInput {
  const issues: Issue[] = [];
  const split = takeLines(r, input, '', issues);
  if (issues.length > 0) throw badRequest(issues, r);
  return split;
}

type PreparedRow = { id?: number; data: Row; lines: Prepared[] };
type Prepared = { decl: LinesDecl; rows: PreparedRow[] };

/** One record or line whose lines are checked on this level: its path, id (null when new) and the lines given. */
type Holder = { at: string; parentId: number | null; lines: Map<LinesDecl, unknown[]>; out: Prepared[] };

/**
 * Validates every line at every level (counts, shape, fields, references, ids belonging to their
 * parent); on create (and under a new line) a declaration with `min` needs its lines. Throws one
 * 400 with every issue, so nothing is written.
 */
export async function validateLines(ctx: Ctx, tx: Drizzle, r: Resource, split: SplitInput, parentId: number | null): Promise<Prepared[]> {
  const issues: Issue[] = [];
  const top: Holder = { at: '', parentId, lines: split.lines, out: [] };
  const count = { rows: 0 };
  await validateLevel(ctx, tx, r, [top], issues, count);
  if (count.rows > MAX_LINE_ROWS) issues.unshift({ field: lineKey((r.lines ?? [])[0] as LinesDecl), key: 'validation.maxLinesTotal', params: { max: MAX_LINE_ROWS, count: count.rows } });
  if (issues.length > 0) throw badRequest(issues, r);
  return top.out;
}

/** One level: the lines of every holder of resource `r`, with one query per declaration for the existing rows. */
async function validateLevel(ctx: Ctx, tx: Drizzle, r: Resource, holders: Holder[], issues: Issue[], count: { rows: number }): Promise<void> {
  for (const l of r.lines ?? []) {
    const key = lineKey(l);
    const lr = lineResource(l);
    const min = l.min ?? 0;
    const max = l.max ?? 500;
    // The existing lines of every holder that exists, in one query.
    const parentIds = holders.flatMap((h) => (h.parentId !== null && h.lines.has(l) ? [h.parentId] : []));
    const existing = new Map<number, Row>();
    if (parentIds.length > 0) {
      for (const row of (await tx.select().from(tableFor(lr)).where(inArray(col(lr, l.field), parentIds))) as Row[]) existing.set(Number(row.id), row);
    }
    const next: Holder[] = [];
    const checked: { at: string; row: PreparedRow }[] = [];
    for (const h of holders) {
      const given = h.lines.get(l);
      const field = `${h.at}${key}`;
      if (!given) {
        if (h.parentId === null && min > 0) issues.push({ field, key: 'validation.minItems', params: { min } });
        continue;
      }
      count.rows += given.length;
      if (given.length < min) issues.push({ field, key: 'validation.minItems', params: { min } });
      if (given.length > max) issues.push({ field, key: 'validation.maxItems', params: { max } });
      // Past the cap nothing more is looked at (the count is reported once, by validateLines).
      if (count.rows > MAX_LINE_ROWS) return;
      const rows: PreparedRow[] = [];
      given.forEach((raw, i) => {
        const at = `${field}[${i}].`;
        if (!isObject(raw)) {
          issues.push({ field: `${field}[${i}]`, key: 'validation.type' });
          return;
        }
        const nested = takeLines(lr, raw, at, issues);
        const { id, [l.field]: _parent, ...body } = nested.input as Row;
        const lineId = id === undefined || id === null ? undefined : Number(id);
        const old = lineId === undefined ? undefined : existing.get(lineId);
        // An id must be a line of this very parent (not another's, not one under a new line).
        if (lineId !== undefined && (!old || h.parentId === null || Number(old[l.field]) !== h.parentId)) {
          issues.push({ field: `${at}id`, key: 'validation.refNotFound' });
          return;
        }
        // The parent reference is the engine's to set: validate with a stand-in, then drop it.
        const v = validateInput(lr, { ...body, [l.field]: h.parentId ?? 1 }, old ? { mode: 'update', existing: old, now: ctx.now() } : { mode: 'create', now: ctx.now() });
        if (!v.ok) {
          for (const is of v.issues) issues.push({ ...is, field: `${at}${is.field}` });
          return;
        }
        const { [l.field]: _set, ...data } = v.data;
        const row: PreparedRow = { ...(lineId !== undefined ? { id: lineId } : {}), data, lines: [] };
        rows.push(row);
        checked.push({ at, row });
        if (lr.lines?.length) next.push({ at, parentId: lineId ?? null, lines: nested.lines, out: row.lines });
      });
      h.out.push({ decl: l, rows });
    }
    // References of every line of this level, set-wise.
    if (checked.length > 0) {
      const refs = await referenceIssues(tx, lr, checked.map((x) => x.row.data));
      refs.forEach((list, k) => {
        for (const is of list) issues.push({ ...is, field: `${checked[k]?.at ?? ''}${is.field}` });
      });
    }
    if (next.length > 0) await validateLevel(ctx, tx, lr, next, issues, count);
  }
}

/** Writes the lines in the parent's transaction: updates by id, inserts new ones, removes the rest (and their lines); then their own lines. */
export async function writeLines(
  ctx: Ctx,
  tx: Drizzle,
  prepared: Prepared[],
  parentId: number,
  toDb: (r: Resource, data: Row) => Row,
  sanitize: (r: Resource, data: Row) => Row,
): Promise<void> {
  const userId = ctx.user?.id ?? null;
  for (const { decl, rows } of prepared) {
    const lr = lineResource(decl);
    const t = tableFor(lr);
    const keep = new Set(rows.flatMap((x) => (x.id !== undefined ? [x.id] : [])));
    const had = (await tx
      .select({ id: col(lr, 'id') })
      .from(t)
      .where(eq(col(lr, decl.field), parentId))) as { id: number }[];
    const removed = had.map((g) => Number(g.id)).filter((id) => !keep.has(id));
    if (removed.length > 0) {
      await deleteLinesOf(tx, lr, removed);
      await tx.delete(t).where(inArray(col(lr, 'id'), removed));
    }
    for (const [i, row] of rows.entries()) {
      const values = { ...toDb(lr, sanitize(lr, row.data)), ordering: i, updated_by: userId };
      let id = row.id;
      if (id !== undefined) await tx.update(t).set({ ...values, updated_date: ctx.now() }).where(eq(col(lr, 'id'), id));
      else {
        const [made] = (await tx
          .insert(t)
          .values({ ...values, [decl.field]: parentId, created_by: userId })
          .returning({ id: col(lr, 'id') })) as { id: number }[];
        id = Number(made?.id);
      }
      if (row.lines.length > 0) await writeLines(ctx, tx, row.lines, id, toDb, sanitize);
    }
  }
}

type Selection = (r: Resource) => Record<string, AnyPgColumn>;

/** The lines of one parent record, in their order, each with its own lines, for GET and write responses. */
export async function readLines(db: Drizzle, r: Resource, parentId: number, selection: Selection): Promise<Row> {
  return (await readLinesOf(db, r, [parentId], selection)).get(parentId) ?? {};
}

/** The lines of many parents (one query per declaration and level), keyed by parent id. */
async function readLinesOf(db: Drizzle, r: Resource, parentIds: readonly number[], selection: Selection): Promise<Map<number, Row>> {
  const out = new Map<number, Row>(parentIds.map((id) => [id, {}]));
  for (const l of r.lines ?? []) {
    const lr = lineResource(l);
    const key = lineKey(l);
    for (const holder of out.values()) holder[key] = [];
    if (parentIds.length === 0) continue;
    const rows = (await db
      .select({ ...selection(lr), __parent: col(lr, l.field) })
      .from(tableFor(lr))
      .where(and(inArray(col(lr, l.field), [...parentIds]), eq(col(lr, 'state'), 'ACTIVE')))
      .orderBy(asc(col(lr, 'ordering')), asc(col(lr, 'id')))) as Row[];
    const nested = lr.lines?.length ? await readLinesOf(db, lr, rows.map((x) => Number(x.id)), selection) : undefined;
    for (const { __parent, ...row } of rows) {
      const line = nested ? { ...row, ...nested.get(Number(row.id)) } : row;
      (out.get(Number(__parent))?.[key] as Row[] | undefined)?.push(line);
    }
  }
  return out;
}

/** Removes a parent's lines, and theirs, before the parent itself is removed (they have no life of their own). */
export async function deleteLines(tx: Drizzle, r: Resource, parentId: number): Promise<void> {
  await deleteLinesOf(tx, r, [parentId]);
}

/** Removes the lines (at every level) of many parents of resource `r`: the deepest first. */
async function deleteLinesOf(tx: Drizzle, r: Resource, parentIds: readonly number[]): Promise<void> {
  if (parentIds.length === 0) return;
  for (const l of r.lines ?? []) {
    const lr = lineResource(l);
    if (lr.lines?.length) {
      const below = (await tx
        .select({ id: col(lr, 'id') })
        .from(tableFor(lr))
        .where(inArray(col(lr, l.field), [...parentIds]))) as { id: number }[];
      await deleteLinesOf(
        tx,
        lr,
        below.map((x) => Number(x.id)),
      );
    }
    await tx.delete(tableFor(lr)).where(inArray(col(lr, l.field), [...parentIds]));
  }
}

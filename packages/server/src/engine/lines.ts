/**
 * Lines edited with their parent (ADR 0004): poll answers, quotation lines. The parent's payload
 * carries them under the line key; they are validated with the line resource's declaration, and
 * written in the parent's transaction: created, updated by id, and removed when left out. A bad
 * line refuses the whole write, naming `<key>[<index>].<field>`.
 */
import type { Issue, LinesDecl, Resource, Row } from '@portal/domain';
import { resourceByName, validateInput } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import type { Ctx } from './context.js';
import { badRequest } from './errors.js';

export const lineKey = (l: LinesDecl): string => l.key ?? l.resource;
const lineResource = (l: LinesDecl): Resource => resourceByName.get(l.resource) as Resource;
const col = (r: Resource, n: string) => tableFor(r)[n] as AnyPgColumn;

export type SplitInput = { input: unknown; lines: Map<LinesDecl, unknown[]> };

/** Takes the line arrays out of a payload (the parent's own validation would refuse their keys). */
export function splitLines(r: Resource, input: unknown): SplitInput {
  const lines = new Map<LinesDecl, unknown[]>();
  if (!r.lines?.length || typeof input !== 'object' || input === null || Array.isArray(input)) return { input, lines };
  const rest = { ...(input as Row) };
  const issues: Issue[] = [];
  for (const l of r.lines) {
    const key = lineKey(l);
    if (!Object.hasOwn(rest, key)) continue;
    const v = rest[key];
    delete rest[key];
    if (!Array.isArray(v)) issues.push({ field: key, key: 'validation.type' });
    else lines.set(l, v);
  }
  if (issues.length > 0) throw badRequest(issues, r);
  return { input: rest, lines };
}

type Prepared = { decl: LinesDecl; rows: { id?: number; data: Row }[] };

/** Validates every line (count, shape, fields); on create a declaration with `min` needs its lines. */
export async function validateLines(ctx: Ctx, tx: Drizzle, r: Resource, split: SplitInput, parentId: number | null): Promise<Prepared[]> {
  const issues: Issue[] = [];
  const out: Prepared[] = [];
  for (const l of r.lines ?? []) {
    const key = lineKey(l);
    const given = split.lines.get(l);
    if (!given) {
      if (parentId === null && (l.min ?? 0) > 0) issues.push({ field: key, key: 'validation.minItems', params: { min: l.min ?? 0 } });
      continue;
    }
    if (given.length < (l.min ?? 0)) issues.push({ field: key, key: 'validation.minItems', params: { min: l.min ?? 0 } });
    if (given.length > (l.max ?? 500)) issues.push({ field: key, key: 'validation.maxItems', params: { max: l.max ?? 500 } });
    const lr = lineResource(l);
    const existing = new Map<number, Row>();
    if (parentId !== null) {
      const t = tableFor(lr);
      for (const row of (await tx.select().from(t).where(eq(col(lr, l.field), parentId))) as Row[]) existing.set(Number(row.id), row);
    }
    const rows: Prepared['rows'] = [];
    given.forEach((raw, i) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        issues.push({ field: `${key}[${i}]`, key: 'validation.type' });
        return;
      }
      const { id, [l.field]: _parent, ...body } = raw as Row;
      const lineId = id === undefined || id === null ? undefined : Number(id);
      const old = lineId === undefined ? undefined : existing.get(lineId);
      if (lineId !== undefined && !old) {
        issues.push({ field: `${key}[${i}].id`, key: 'validation.refNotFound' });
        return;
      }
      // The parent reference is the engine's to set: validate with a stand-in, then drop it.
      const v = validateInput(lr, { ...body, [l.field]: parentId ?? 1 }, old ? { mode: 'update', existing: old, now: ctx.now() } : { mode: 'create', now: ctx.now() });
      if (!v.ok) for (const is of v.issues) issues.push({ ...is, field: `${key}[${i}].${is.field}` });
      else {
        const { [l.field]: _set, ...data } = v.data;
        rows.push({ ...(lineId !== undefined ? { id: lineId } : {}), data });
      }
    });
    out.push({ decl: l, rows });
  }
  if (issues.length > 0) throw badRequest(issues, r);
  return out;
}

/** Writes the lines in the parent's transaction: updates by id, inserts new ones, removes the rest. */
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
    const keep = rows.flatMap((x) => (x.id !== undefined ? [x.id] : []));
    const gone = (await tx
      .select({ id: col(lr, 'id') })
      .from(t)
      .where(eq(col(lr, decl.field), parentId))) as { id: number }[];
    const removed = gone.map((g) => Number(g.id)).filter((id) => !keep.includes(id));
    if (removed.length > 0) await tx.delete(t).where(inArray(col(lr, 'id'), removed));
    for (const [i, row] of rows.entries()) {
      const values = { ...toDb(lr, sanitize(lr, row.data)), ordering: i, updated_by: userId };
      if (row.id !== undefined) await tx.update(t).set({ ...values, updated_date: ctx.now() }).where(eq(col(lr, 'id'), row.id));
      else await tx.insert(t).values({ ...values, [decl.field]: parentId, created_by: userId });
    }
  }
}

/** The lines of one parent record, in their order, for GET and write responses. */
export async function readLines(db: Drizzle, r: Resource, parentId: number, selection: (r: Resource) => Record<string, AnyPgColumn>): Promise<Row> {
  const out: Row = {};
  for (const l of r.lines ?? []) {
    const lr = lineResource(l);
    out[lineKey(l)] = await db
      .select(selection(lr))
      .from(tableFor(lr))
      .where(and(eq(col(lr, l.field), parentId), eq(col(lr, 'state'), 'ACTIVE')))
      .orderBy(asc(col(lr, 'ordering')), asc(col(lr, 'id')));
  }
  return out;
}

/** Removes a parent's lines before the parent itself is removed (they have no life of their own). */
export async function deleteLines(tx: Drizzle, r: Resource, parentId: number): Promise<void> {
  for (const l of r.lines ?? []) {
    const lr = lineResource(l);
    await tx.delete(tableFor(lr)).where(eq(col(lr, l.field), parentId));
  }
}

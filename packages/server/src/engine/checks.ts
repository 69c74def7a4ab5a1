/**
 * The checks every write makes against the database, for many rows at once: references that must
 * point at existing records (and media of the right kind and size), and unique columns. One query
 * per target resource or unique column whatever the number of rows, so an import of thousands of
 * rows costs a handful of round trips; a single write is the batch of one.
 */
import type { Issue, Resource, Row } from '@portal/domain';
import { referencedIds, resourceByName } from '@portal/domain';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { type AnyTable, tableFor } from '../db/tables.js';
import { mediaTable } from '../media/table.js';

type Column = Resource['columns'][number];
type Use = { column: Column; ids: number[] };
type MediaRow = { id: number; kind: string; width: number | null; height: number | null };

const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;
/** Values per query: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The issues of each row's references (ids that point at nothing, media of the wrong kind or size), by position. */
export async function referenceIssues(db: Drizzle, r: Resource, rows: readonly Row[]): Promise<Issue[][]> {
  const perRow = rows.map((data) => referencedIds(r, data));
  const idsByTarget = new Map<string, Set<number>>();
  for (const m of perRow) {
    for (const [target, uses] of m) {
      const set = idsByTarget.get(target) ?? new Set<number>();
      for (const u of uses) for (const id of u.ids) set.add(id);
      idsByTarget.set(target, set);
    }
  }
  const found = await existingByTarget(db, idsByTarget);
  const media = new Map<number, MediaRow>();
  for (const [target, ids] of idsByTarget) {
    if (target === 'media' && !resourceByName.get(target)) {
      for (const part of chunks([...ids])) {
        const got = await db
          .select({ id: mediaTable.id, kind: mediaTable.kind, width: mediaTable.width, height: mediaTable.height })
          .from(mediaTable)
          .where(inArray(mediaTable.id, part));
        for (const m of got) media.set(Number(m.id), { id: Number(m.id), kind: m.kind, width: m.width, height: m.height });
      }
    }
  }
  // A reference limited to some target records (`where`): the ids each such column uses that qualify.
  const qualified = new Map<Column, Set<number>>();
  for (const c of r.columns) {
    const where = c.def.kind === 'ref' ? c.def.where : undefined;
    if (!where || c.def.kind !== 'ref') continue;
    const targetRes = resourceByName.get(c.def.target);
    const ids = [...new Set(rows.map((row) => row[c.name]).filter((v): v is number => typeof v === 'number'))];
    if (!targetRes || ids.length === 0) continue;
    const tt = tableFor(targetRes);
    qualified.set(c, await existingIds(db, targetRes, ids, Object.entries(where).map(([k, v]) => eq(col(tt, k), v))));
  }
  return perRow.map((m) => {
    const issues: Issue[] = [];
    for (const [target, uses] of m) {
      if (target === 'media' && !resourceByName.get(target)) {
        issues.push(...mediaUseIssues(uses, media));
        continue;
      }
      const have = found.get(target);
      if (!have) continue;
      for (const u of uses) {
        const ok = qualified.get(u.column) ?? have;
        if (u.ids.some((id) => !ok.has(id))) issues.push({ field: u.column.name, key: 'validation.refNotFound' });
      }
    }
    return issues;
  });
}

/**
 * The ids that exist of each target resource, in one statement when the targets' ids are few (a
 * single write referencing a project and a contract: one round trip, not one per target); an
 * import's many ids go per target in chunks (`existingIds`).
 */
async function existingByTarget(db: Drizzle, idsByTarget: ReadonlyMap<string, Set<number>>): Promise<Map<string, Set<number>>> {
  const found = new Map<string, Set<number>>();
  const targets = [...idsByTarget].flatMap(([name, ids]) => {
    const target = resourceByName.get(name);
    return target && ids.size > 0 ? [{ name, target, ids: [...ids] }] : [];
  });
  if (targets.length < 2 || targets.some((x) => x.ids.length > 100)) {
    for (const x of targets) found.set(x.name, await existingIds(db, x.target, x.ids));
    return found;
  }
  const parts = targets.map(
    (x, i) =>
      sql`SELECT ${i}::int AS k, ${col(tableFor(x.target), 'id')} AS id FROM ${tableFor(x.target)} WHERE ${inArray(col(tableFor(x.target), 'id'), x.ids)}`,
  );
  const res = await db.execute(sql.join(parts, sql` UNION ALL `));
  const rows = (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as { k: number | string; id: number | string }[];
  for (const x of targets) found.set(x.name, new Set());
  for (const row of rows) found.get(targets[Number(row.k)]?.name ?? '')?.add(Number(row.id));
  return found;
}

async function existingIds(db: Drizzle, target: Resource, ids: number[], conds: SQL[] = []): Promise<Set<number>> {
  const tt = tableFor(target);
  const out = new Set<number>();
  for (const part of chunks(ids)) {
    const got = await db
      .select({ id: col(tt, 'id') })
      .from(tt)
      .where(and(inArray(col(tt, 'id'), part), ...conds));
    for (const x of got) out.add(Number((x as { id: number }).id));
  }
  return out;
}

/** Media ids must exist; image fields take images no larger than the field's recommended size (spec §5). */
function mediaUseIssues(uses: readonly Use[], byId: ReadonlyMap<number, MediaRow>): Issue[] {
  const issues: Issue[] = [];
  for (const u of uses) {
    const d = u.column.def;
    const accept = d.kind === 'media' || d.kind === 'mediaList' ? d.accept : 'any';
    const found = u.ids.map((id) => byId.get(id));
    if (found.some((m) => !m)) {
      issues.push({ field: u.column.name, key: 'validation.refNotFound' });
      continue;
    }
    if ((accept === 'image' || accept === 'logo' || accept === 'favicon') && found.some((m) => m?.width === null)) {
      issues.push({ field: u.column.name, key: 'media.invalidType' });
      continue;
    }
    const size = d.kind === 'media' ? d.size : undefined;
    if (size && found.some((m) => (m?.width ?? 0) > size[0] || (m?.height ?? 0) > size[1])) {
      // Spec §8 "Scale not match": the image is bigger than the slot it is put in.
      issues.push({ field: u.column.name, key: 'media.scaleNotMatch', params: { width: size[0], height: size[1] } });
    }
  }
  return issues;
}

/**
 * The issues of each row's unique columns, by position: a value another record holds (text
 * compared case-insensitively; an inactivated record does not block its value, as the partial
 * unique index says), or one an earlier row of the same batch already took.
 */
export async function uniqueIssues(db: Drizzle, r: Resource, rows: readonly Row[], exceptId?: number): Promise<Issue[][]> {
  const t = tableFor(r);
  const out: Issue[][] = rows.map(() => []);
  for (const c of r.columns) {
    if (!c.def.unique) continue;
    const key = (v: unknown) => (typeof v === 'string' ? `s:${v.toLowerCase()}` : `v:${String(v)}`);
    const values = rows.map((row) => row[c.name]).filter((v) => v !== undefined && v !== null);
    if (values.length === 0) continue;
    const taken = new Set<string>();
    const texts = [...new Set(values.filter((v): v is string => typeof v === 'string'))];
    const others = [...new Set(values.filter((v) => typeof v !== 'string'))];
    const scope = (cond: SQL): SQL => {
      const active = r.deleteMode === 'soft' ? (and(cond, eq(col(t, 'state'), 'ACTIVE')) as SQL) : cond;
      return exceptId ? (and(active, ne(col(t, 'id'), exceptId)) as SQL) : active;
    };
    for (const part of chunks(texts)) {
      const got = await db
        .select({ v: sql<string>`lower(${col(t, c.name)})` })
        .from(t)
        .where(scope(sql`lower(${col(t, c.name)}) IN (${sql.join(part.map((v) => sql`lower(${v})`), sql`, `)})`));
      for (const x of got) taken.add(`s:${x.v}`);
    }
    for (const part of chunks(others)) {
      const got = await db
        .select({ v: col(t, c.name) })
        .from(t)
        .where(scope(inArray(col(t, c.name), part)));
      for (const x of got) taken.add(`v:${String((x as { v: unknown }).v)}`);
    }
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const v = row[c.name];
      if (v === undefined || v === null) return;
      const k = key(v);
      if (taken.has(k) || seen.has(k)) (out[i] as Issue[]).push({ field: c.name, key: 'validation.unique' });
      seen.add(k);
    });
  }
  return out;
}

/** Column kinds a declared unique constraint compares case-insensitively (constraints.ts builds its index on lower()). */
const TEXT_KINDS = new Set(['text', 'email', 'phone', 'url']);

/**
 * The declared unique constraints (ADR 0004: `constraints: [{ kind: 'unique', ... }]`, e.g. a staff
 * code among active files) checked for many new rows at once, against the table and within the
 * rows, by position: one query per constraint and chunk. Without it a bulk create saw such a
 * conflict only when the database refused the insert, and fell back to creating the rows one by
 * one (an import of 5,000 staff rows with one taken code: 45 s instead of 9 s). A row missing a
 * constrained value (set by the server, e.g. `created_by`) is left to the database.
 */
export async function constraintIssues(db: Drizzle, r: Resource, rows: readonly Row[]): Promise<Issue[][]> {
  const t = tableFor(r);
  const out: Issue[][] = rows.map(() => []);
  for (const c of r.constraints ?? []) {
    if (c.kind !== 'unique') continue;
    const isText = (f: string) => TEXT_KINDS.has(r.columnByName.get(f)?.def.kind ?? '');
    const norm = (f: string, v: unknown) => (isText(f) && typeof v === 'string' ? `s:${v.toLowerCase()}` : `v:${String(v)}`);
    const keyOf = (vals: readonly unknown[]) => JSON.stringify(c.fields.map((f, i) => norm(f, vals[i])));
    const candidates: { k: number; vals: unknown[] }[] = [];
    rows.forEach((row, k) => {
      if (c.where && Object.entries(c.where).some(([f, v]) => row[f] !== v)) return;
      const vals = c.fields.map((f) => row[f]);
      if (c.isEmptyEqual) candidates.push({ k, vals: vals.map((v) => v ?? null) });
      else if (!vals.some((v) => v === undefined || v === null)) candidates.push({ k, vals });
    });
    if (candidates.length === 0) continue;
    // The existing rows sharing the first field's value (one scalar IN list, as uniqueIssues: a list of
    // row constructors with thousands of entries overflows PGlite's stack), then whole keys compared here.
    const exprs = c.fields.map((f) => (isText(f) ? sql`lower(${col(t, f)})` : sql`${col(t, f)}`));
    const first = c.fields[0] as string;
    const firstValues = [...new Set(candidates.map((p) => p.vals[0]))];
    const taken = new Set<string>();
    // An empty first value (isEmptyEqual) is asked with IS NULL, in a chunk of its own.
    const given = firstValues.filter((v) => v !== null);
    for (const part of [...chunks(given), ...(given.length < firstValues.length ? [null] : [])]) {
      const conds: SQL[] = [
        part === null
          ? isNull(col(t, first))
          : isText(first)
            ? sql`lower(${col(t, first)}) IN (${sql.join(part.map((v) => sql`lower(${v})`), sql`, `)})`
            : inArray(col(t, first), part),
      ];
      if (c.isActiveOnly) conds.push(eq(col(t, 'state'), 'ACTIVE'));
      for (const [f, v] of Object.entries(c.where ?? {})) conds.push(eq(col(t, f), v));
      const got = (await db
        .select(Object.fromEntries(exprs.map((e, i) => [`c${i}`, e])))
        .from(t)
        .where(and(...conds))) as Record<string, unknown>[];
      for (const g of got) taken.add(keyOf(c.fields.map((_, i) => g[`c${i}`])));
    }
    const field = c.errorField ?? (c.fields[c.fields.length - 1] as string);
    const seen = new Set<string>();
    for (const { k, vals } of candidates) {
      const key = keyOf(vals);
      if (taken.has(key) || seen.has(key)) (out[k] as Issue[]).push({ field, key: 'validation.unique' });
      seen.add(key);
    }
  }
  return out;
}


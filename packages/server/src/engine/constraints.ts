/**
 * Integrity declared with the entity (ADR 0004): unique combinations (partial to active rows where
 * asked), no-overlap of time ranges per key (an exclusion constraint), and trees (a stored ltree
 * path, cycles refused, subtrees moved with their root). The DDL is derived here and written into
 * migrations by the generator (db/custom-ddl.ts); violations surface as 409s naming the field.
 */
import type { ConstraintDecl, Resource, Row } from '@portal/domain';
import { resourceByName, resources, storedRollupDdl, storedRollups } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import type { CustomDdl } from '../db/custom-ddl.js';
import { type AnyTable, SEARCH_VEC, searchText, tableFor, wordVector } from '../db/tables.js';
import { AppError } from './errors.js';

const TEXT_KINDS = new Set(['text', 'email', 'phone', 'url']);
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** Postgres identifiers are cut at 63 bytes: long names keep a hash suffix so they stay unique. */
function ident(name: string): string {
  if (name.length <= 63) return name;
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return `${name.slice(0, 54)}_${(h >>> 0).toString(36)}`;
}

export function constraintName(r: Resource, c: ConstraintDecl): string {
  const cols = c.kind === 'unique' ? c.fields : [...c.key, c.from, c.to];
  return ident(`${r.name}_${cols.join('_')}_${c.kind === 'unique' ? 'uq' : 'excl'}`);
}

const errorFieldOf = (c: ConstraintDecl): string => c.errorField ?? (c.kind === 'unique' ? (c.fields[c.fields.length - 1] as string) : c.from);

function partialWhere(c: ConstraintDecl): string {
  const parts: string[] = [];
  if (c.isActiveOnly) parts.push(`"state" = 'ACTIVE'`);
  if (c.kind === 'unique' && c.where) for (const [k, v] of Object.entries(c.where)) parts.push(`${q(k)} = ${lit(v)}`);
  if (c.kind === 'noOverlap' && c.statuses) parts.push(`"status" IN (${c.statuses.map(lit).join(', ')})`);
  return parts.length > 0 ? ` WHERE (${parts.join(' AND ')})` : '';
}

/** The DDL of one declared constraint. */
export function constraintDdl(r: Resource, c: ConstraintDecl): CustomDdl {
  const name = constraintName(r, c);
  if (c.kind === 'unique') {
    const cols = c.fields.map((f) => {
      const kind = r.columnByName.get(f)?.def.kind;
      return kind && TEXT_KINDS.has(kind) ? `lower(${q(f)})` : q(f);
    });
    const nulls = c.isEmptyEqual ? ' NULLS NOT DISTINCT' : '';
    return { name, table: r.name, kind: 'index', sql: `CREATE UNIQUE INDEX IF NOT EXISTS ${q(name)} ON ${q(r.name)} (${cols.join(', ')})${nulls}${partialWhere(c)};` };
  }
  const isDate = r.columnByName.get(c.from)?.def.kind === 'date';
  const range = isDate ? `daterange(${q(c.from)}, ${q(c.to)}, '[]')` : `tstzrange(${q(c.from)}, ${q(c.to)}, '[)')`;
  const keys = c.key.map((k) => `${q(k)} WITH =`);
  return {
    name,
    table: r.name,
    kind: 'constraint',
    sql: `ALTER TABLE ${q(r.name)} ADD CONSTRAINT ${q(name)} EXCLUDE USING gist (${[...keys, `${range} WITH &&`].join(', ')})${partialWhere(c)};`,
  };
}

/** Every declared constraint's, tree's and stored roll-up's DDL, for the migration generator. */
export function declaredDdl(list: readonly Resource[] = resources): CustomDdl[] {
  const out: CustomDdl[] = [];
  const byName = new Map([...resourceByName, ...list.map((r) => [r.name, r] as const)]);
  for (const r of list) {
    for (const c of r.constraints ?? []) out.push(constraintDdl(r, c));
    // Stored roll-ups (ADR 0018): the triggers on the child that keep the column, and its fill.
    for (const [name, c] of storedRollups(r)) out.push(storedRollupDdl(r, name, c.rollup, byName));
    if (r.search.length > 0) {
      // The stored search document (tables.ts SEARCH_VEC: the words, unaccented) and its GIN index, as one object (ADR 0011).
      const index = ident(`${r.name}_search_vec_gin`);
      out.push({
        name: `${r.name}_${SEARCH_VEC}`,
        table: r.name,
        kind: 'column',
        sql: `ALTER TABLE ${q(r.name)} ADD COLUMN IF NOT EXISTS ${q(SEARCH_VEC)} tsvector GENERATED ALWAYS AS (${wordVector(searchText(r))}) STORED;\nCREATE INDEX IF NOT EXISTS ${q(index)} ON ${q(r.name)} USING gin (${q(SEARCH_VEC)});`,
      });
      // Kept in the row (compressed if need be, out of line only as a last resort): a search walks
      // the list's order index and tests each row's document, and a document in the TOAST table cost
      // five more buffers a row (the common search on 1M news: 2,087 buffers and 3.2 ms -> 331 and
      // 0.3 ms). Rows written before take it when next written or rewritten (VACUUM FULL).
      out.push({
        name: `${r.name}_${SEARCH_VEC}_storage`,
        table: r.name,
        kind: 'storage',
        sql: `ALTER TABLE ${q(r.name)} ALTER COLUMN ${q(SEARCH_VEC)} SET STORAGE MAIN;`,
      });
    }
    const cover = scopeIndexDdl(r);
    if (cover) out.push(cover);
    if (r.tree) {
      const name = ident(`${r.name}_tree_path_gist`);
      out.push({ name, table: r.name, kind: 'index', sql: `CREATE INDEX IF NOT EXISTS ${q(name)} ON ${q(r.name)} USING gist ("tree_path");` });
    }
  }
  return out;
}

/**
 * The columns a portal read scope of `r` filters on: its declared `access.published` rule (status,
 * hide flag, release and expiry) and `list.scopeColumns` (a module hook's scope).
 */
export function scopeColumns(r: Resource): string[] {
  const pub = r.access?.published;
  const cols = [...(pub ? ['status', pub.hideField, pub.from, pub.to] : []), ...(r.list?.scopeColumns ?? [])];
  return [...new Set(cols.filter((c): c is string => !!c))];
}

/**
 * The list index of a scoped resource (ADR 0009): the default order's key (state, the scope's
 * one-value columns `list.scopeKeys` (ADR 0013), every order field in its direction, id) carrying
 * the scope's other columns, so the released list, its deep pages and its count are read from the
 * index alone (an index-only scan) instead of one table row per skipped row.
 */
export function scopeIndexDdl(r: Resource): CustomDdl | null {
  const include = scopeColumns(r);
  if (include.length === 0) return null;
  const keys = r.order.split(',').map((p) => {
    const [field = 'created_date', dir = 'asc'] = p.trim().split(/\s+/);
    return { field, dir: dir.toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
  });
  const idDir = keys[0]?.dir ?? 'DESC';
  const lead = r.list?.scopeKeys ?? [];
  const cols = [`"state"`, ...lead.map(q), ...keys.map((k) => `${q(k.field)} ${k.dir}`), ...(keys.some((k) => k.field === 'id') ? [] : [`"id" ${idDir}`])];
  const name = ident(`${r.name}_scope_list_idx`);
  const extra = include.filter((c) => !keys.some((k) => k.field === c) && !lead.includes(c));
  return {
    name,
    table: r.name,
    kind: 'index',
    sql: `CREATE INDEX IF NOT EXISTS ${q(name)} ON ${q(r.name)} (${cols.join(', ')})${extra.length > 0 ? ` INCLUDE (${extra.map(q).join(', ')})` : ''};`,
  };
}

let fieldByConstraint: Map<string, string> | undefined;

/** The field a violated constraint or unique index names (declared constraints and unique fields). */
export function constraintField(constraint: string, r?: Resource): string | undefined {
  for (const c of r?.constraints ?? []) if (r && constraintName(r, c) === constraint) return errorFieldOf(c);
  for (const c of r?.columns ?? []) if (c.def.unique && `${r?.name}_${c.name}_uq` === constraint) return c.name;
  if (!fieldByConstraint) {
    const m = new Map<string, string>();
    for (const r of resources) {
      for (const c of r.constraints ?? []) m.set(constraintName(r, c), errorFieldOf(c));
      for (const c of r.columns) if (c.def.unique) m.set(`${r.name}_${c.name}_uq`, c.name);
    }
    fieldByConstraint = m;
  }
  return fieldByConstraint.get(constraint);
}

const col = (t: AnyTable, n: string) => t[n] as AnyPgColumn;

/** Refuses a parent that is the record itself or lies below it (a cycle). */
export async function checkTree(db: Drizzle, r: Resource, data: Row, id?: number): Promise<void> {
  if (!r.tree || id === undefined) return;
  const parent = data[r.tree.parentField];
  if (parent === undefined || parent === null) return;
  const field = r.tree.parentField;
  const cycle = () => new AppError(400, 'error.validation', {}, [{ field, key: 'validation.cycle' }], r);
  if (Number(parent) === id) throw cycle();
  const t = tableFor(r);
  // One tree move at a time per table: two concurrent moves could otherwise close a loop together.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tree:${r.name}`}))`);
  const [row] = await db
    .select({ path: sql<string>`${col(t, 'tree_path')}::text` })
    .from(t)
    .where(eq(col(t, 'id'), Number(parent)))
    .limit(1);
  if (row?.path?.split('.').includes(String(id))) throw cycle();
}

/**
 * Stores the record's path (its ancestors' ids and its own, as an ltree) after an insert or a
 * change of parent; the record's subtree moves with it in the same statement.
 */
export async function setTreePath(db: Drizzle, r: Resource, id: number): Promise<void> {
  if (!r.tree) return;
  const table = sql.raw(q(r.name));
  const parent = sql.raw(q(r.tree.parentField));
  await db.execute(sql`
    WITH me AS (SELECT c.tree_path AS old_path,
                       coalesce(p.tree_path || ${String(id)}::text, ${String(id)}::ltree) AS new_path
                FROM ${table} c LEFT JOIN ${table} p ON p.id = c.${parent}
                WHERE c.id = ${id})
    UPDATE ${table} t SET tree_path = me.new_path || CASE WHEN me.old_path IS NULL OR nlevel(t.tree_path) <= nlevel(me.old_path) THEN ''::ltree
                                                          ELSE subpath(t.tree_path, nlevel(me.old_path)) END
    FROM me
    WHERE t.id = ${id} OR (me.old_path IS NOT NULL AND t.tree_path <@ me.old_path)`);
}

/** The condition "in the subtree of record `rootId`" (the root included). */
export function subtreeCondition(r: Resource, t: AnyTable, rootId: number) {
  const table = sql.raw(q(r.name));
  return sql`${col(t, 'tree_path')} <@ (SELECT s.tree_path FROM ${table} s WHERE s.id = ${rootId})`;
}

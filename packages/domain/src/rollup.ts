/**
 * Declared roll-ups (issue 34, ADR 0018): a figure of a record computed over its children, e.g.
 * `{ of: 'ticket_checklist', by: 'ticket_id', fn: 'count', where: { is_done: true } }`. Compiled here
 * to the scalar subquery the engine puts in the page's one query (no N+1) and to the tables it reads
 * (the list cache's keys), so no declaration writes SQL or keeps `reads` by hand for these.
 *
 * - count: the children; sum, avg, min, max: of `field` (sum is 0 over none; the others null);
 * - ratio: the share, in percent (0 to 100, two decimals; 0 over none), of the children matching
 *   `part`, weighted by `field` when given (progress: done items, or done value over all value).
 * `where` narrows the children first: a value, a list of values, or `{ isNull }`. Children of a
 * resource that soft-deletes count while active only.
 *
 * `stored: true` keeps the figure in a column of the record instead (issue 34): lists sort and
 * filter on it like any number. The column (`storedRollupColumn`, read-only to the API) is
 * maintained by statement triggers on the child (`storedRollupDdl`) that recompute the figure of
 * every parent a statement touched, with those parent rows locked, so concurrent writes all count.
 */
import type { Field, Label } from './fields.js';
import type { Column, ComputedDecl, Resource } from './resource.js';

export type RollupWhere = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | { readonly isNull: boolean }>>;
export type RollupDecl = {
  /** The child resource. */
  of: string;
  /** The child's reference to this record. */
  by: string;
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max' | 'ratio';
  /** The child's number field that sum, avg, min and max read, or that weighs a ratio. */
  field?: string;
  where?: RollupWhere;
  /** ratio: the children that count as done. */
  part?: RollupWhere;
  /** Kept in a column of the record by triggers on the child (sortable, filterable), not computed on read. */
  stored?: boolean;
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (v: string | number | boolean): string =>
  typeof v === 'number' ? String(Number(v)) : typeof v === 'boolean' ? String(v) : `'${v.replace(/'/g, "''")}'`;

function conditions(w: RollupWhere | undefined): string[] {
  return Object.entries(w ?? {}).map(([f, v]) => {
    const c = `x.${ident(f)}`;
    if (Array.isArray(v)) return v.length === 0 ? 'false' : `${c} IN (${v.map(literal).join(', ')})`;
    if (typeof v === 'object' && v !== null && 'isNull' in v) return `${c} IS ${v.isNull ? '' : 'NOT '}NULL`;
    return `${c} = ${literal(v as string | number | boolean)}`;
  });
}

/** What is wrong with roll-up `d` of `parent` given the declared resources, or null. */
export function rollupProblem(parent: Resource, d: RollupDecl, byName: ReadonlyMap<string, Resource>): string | null {
  const child = byName.get(d.of);
  if (!child) return `reads ${d.of}, which is not a declared resource`;
  const by = child.columnByName.get(d.by)?.def;
  if (by?.kind !== 'ref' || by.target !== parent.name) return `${d.of}.${d.by} must reference ${parent.name}`;
  const numeric = (f: string | undefined) => {
    const k = f ? child.columnByName.get(f)?.def.kind : undefined;
    return k === 'integer' || k === 'number' || k === 'money';
  };
  if (['sum', 'avg', 'min', 'max'].includes(d.fn) && !numeric(d.field)) return `${d.fn} needs a number field of ${d.of}, got ${String(d.field)}`;
  if (d.fn === 'ratio' && (!d.part || (d.field !== undefined && !numeric(d.field)))) return 'ratio needs `part` and, if weighted, a number field';
  for (const f of [...Object.keys(d.where ?? {}), ...Object.keys(d.part ?? {})]) {
    if (!child.columnByName.has(f) && !['state', 'status', 'created_by'].includes(f)) return `filters on ${f}, which ${d.of} lacks`;
  }
  return null;
}

/** What keeps stored roll-up `c` from being held exactly in its column, or null. */
export function storedProblem(c: { kind: string; rollup: RollupDecl }, byName: ReadonlyMap<string, Resource>): string | null {
  const d = c.rollup;
  const def = d.field ? byName.get(d.of)?.columnByName.get(d.field)?.def : undefined;
  const scale = def?.kind === 'number' ? def.scale : 0;
  if (c.kind === 'integer' && d.fn !== 'count' && !(['sum', 'min', 'max'].includes(d.fn) && def?.kind === 'integer'))
    return 'stored as an integer must count, or sum, min or max an integer field';
  if (c.kind === 'number' && ['sum', 'min', 'max'].includes(d.fn) && scale > STORED_SCALE) return `stored keeps ${STORED_SCALE} decimals; ${d.of}.${d.field} has ${scale}`;
  return null;
}

/** The decimals a stored `number` roll-up keeps (ratio and avg are rounded to 2; sums of money are whole). */
export const STORED_SCALE = 2;

/** The declared stored roll-ups of `r`, by name. */
export function storedRollups(r: Pick<Resource, 'computed'>): [string, Extract<ComputedDecl, { rollup: RollupDecl }>][] {
  return Object.entries(r.computed ?? {}).filter((e): e is [string, Extract<ComputedDecl, { rollup: RollupDecl }>] => 'rollup' in e[1] && e[1].rollup.stored === true);
}

/** Whether `name` of `r` is a stored roll-up (a column the triggers write). */
export const isStoredRollup = (r: Pick<Resource, 'computed'>, name: string): boolean => {
  const c = r.computed?.[name];
  return !!c && 'rollup' in c && c.rollup.stored === true;
};

/**
 * The column of a stored roll-up: read-only to the API (set by the triggers), shown in admin lists;
 * not null with 0 by default when the figure over no children is 0 (count, sum, ratio).
 */
export function storedRollupColumn(name: string, c: { label: Label; kind: 'integer' | 'number'; rollup: RollupDecl }): Column {
  const zero = ['count', 'sum', 'ratio'].includes(c.rollup.fn) ? { default: 0 } : {};
  const def: Field =
    c.kind === 'integer'
      ? { kind: 'integer', label: c.label, isReadonly: true, inList: true, ...zero }
      : { kind: 'number', scale: STORED_SCALE, label: c.label, isReadonly: true, inList: true, ...zero };
  return { name, field: name, def, required: false };
}

const shortIdent = (name: string): string => {
  if (name.length <= 63) return name;
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return `${name.slice(0, 54)}_${(h >>> 0).toString(36)}`;
};

/**
 * The schema object that keeps stored roll-up `name` of `parent` (a custom object of the migration
 * generator, db/custom-ddl.ts, named after its function): the function, its statement triggers on
 * the child (insert, update, delete, truncate; the changed rows in transition tables), and the fill
 * of the column from the rows already there. Dropped (CASCADE: the triggers go with it) and made
 * again when the declaration changes, so the fill follows a changed `where` too.
 *
 * Each statement recomputes the figure of every parent whose children it inserted, deleted, or
 * changed in a column the figure reads (the reference, `state`, `field`, `where` and `part` fields;
 * a move to another parent touches both), after locking those parent rows in id order
 * (FOR NO KEY UPDATE: it does not wait on the key-share locks of the children's foreign keys). A
 * concurrent write to the same parent waits for the first to commit, and its recompute, a new
 * statement, then sees the first one's children: both count.
 */
export function storedRollupDdl(parent: Resource, name: string, d: RollupDecl, byName: ReadonlyMap<string, Resource>): { name: string; table: string; kind: 'function'; sql: string } {
  const child = byName.get(d.of);
  const fn = shortIdent(`${parent.name}_${name}_rollup`);
  const [p, c, x, by] = [ident(parent.name), ident(d.of), ident(name), ident(d.by)];
  const figure = `(${rollupSql(d, byName).sql.replace(/\$id\b/g, 'p."id"')})`;
  // The child's columns the figure reads (a generated column: the ones it is computed from).
  const sources = (f: string): string[] => {
    const def = child?.columnByName.get(f)?.def;
    return (def?.kind === 'number' || def?.kind === 'money') && def.formula ? [f, ...def.formula.of] : [f];
  };
  const watched = [...new Set([d.by, ...(child?.deleteMode === 'soft' ? ['state'] : []), ...(d.field ? sources(d.field) : []), ...Object.keys(d.where ?? {}), ...Object.keys(d.part ?? {})])];
  const tuple = (row: string) => `(${watched.map((w) => `${row}.${ident(w)}`).join(', ')})`;
  const trigger = (suffix: string) => ident(shortIdent(`${parent.name}_${name}_${suffix}`));
  const run = `FOR EACH STATEMENT EXECUTE FUNCTION ${ident(fn)}()`;
  const sql = `CREATE OR REPLACE FUNCTION ${ident(fn)}() RETURNS trigger LANGUAGE plpgsql AS $rollup$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE ${p} p SET ${x} = ${figure} WHERE p.${x} IS DISTINCT FROM ${figure};
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.${by}) INTO ids FROM rollup_new n WHERE n.${by} IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.${by}) INTO ids FROM rollup_old o WHERE o.${by} IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.id) INTO ids FROM rollup_old o JOIN rollup_new n ON n."id" = o."id", LATERAL (VALUES (o.${by}), (n.${by})) v(id)
      WHERE v.id IS NOT NULL AND ${tuple('o')} IS DISTINCT FROM ${tuple('n')};
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM ${p} p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE ${p} p SET ${x} = ${figure} WHERE p."id" = ANY(ids);
  RETURN NULL;
END
$rollup$;
CREATE TRIGGER ${trigger('ins')} AFTER INSERT ON ${c} REFERENCING NEW TABLE AS rollup_new ${run};
CREATE TRIGGER ${trigger('upd')} AFTER UPDATE ON ${c} REFERENCING OLD TABLE AS rollup_old NEW TABLE AS rollup_new ${run};
CREATE TRIGGER ${trigger('del')} AFTER DELETE ON ${c} REFERENCING OLD TABLE AS rollup_old ${run};
CREATE TRIGGER ${trigger('trunc')} AFTER TRUNCATE ON ${c} ${run};
UPDATE ${p} p SET ${x} = ${figure} WHERE p.${x} IS DISTINCT FROM ${figure};`;
  return { name: fn, table: parent.name, kind: 'function', sql };
}

/** The scalar subquery of roll-up `d` (`$id` stands for the record's id) and the tables it reads. */
export function rollupSql(d: RollupDecl, byName: ReadonlyMap<string, Resource>): { sql: string; reads: string[] } {
  const child = byName.get(d.of);
  const where = [`x.${ident(d.by)} = $id`, ...(child?.deleteMode === 'soft' ? ['x."state" = \'ACTIVE\''] : []), ...conditions(d.where)].join(' AND ');
  const from = `FROM ${ident(d.of)} x WHERE ${where}`;
  const f = d.field ? `x.${ident(d.field)}` : '';
  const part = conditions(d.part).join(' AND ') || 'true';
  const weight = d.field ? f : '1';
  const body: Record<RollupDecl['fn'], string> = {
    count: `SELECT count(*)::int ${from}`,
    sum: `SELECT coalesce(sum(${f}), 0) ${from}`,
    avg: `SELECT round(avg(${f})::numeric, 2) ${from}`,
    min: `SELECT min(${f}) ${from}`,
    max: `SELECT max(${f}) ${from}`,
    ratio: `SELECT CASE WHEN coalesce(sum(${weight}), 0) = 0 THEN 0 ELSE round(100.0 * coalesce(sum(${weight}) FILTER (WHERE ${part}), 0) / sum(${weight}), 2) END ${from}`,
  };
  return { sql: body[d.fn], reads: [d.of] };
}

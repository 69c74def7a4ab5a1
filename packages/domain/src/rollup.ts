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
 */
import type { Resource } from './resource.js';

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

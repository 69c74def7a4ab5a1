/**
 * Generated demo records: every declared resource left without hand-written demo rows gets a few
 * sample records (sampleRecord from its declaration), inserted in the order their references need,
 * so a newly declared entity has demo data without seed code.
 */
import type { Resource, Row } from '@portal/domain';
import { resources as declared, sampleRecord, seededRandom, writableColumns } from '@portal/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { insertValidated } from './insert.js';

/** References a resource's records need first (other resources only; self references are trees). */
const targetsOf = (r: Resource): { target: string; required: boolean }[] =>
  r.columns.flatMap((c) => ((c.def.kind === 'ref' || c.def.kind === 'refs') && c.def.target !== r.name ? [{ target: c.def.target, required: c.required }] : []));

/**
 * The resources ordered so that every reference target comes before the resources pointing at it
 * (depth first). An optional reference is given up when following it would need a resource on the
 * current path first (a cycle); a cycle of required references throws.
 */
export function refOrder(list: readonly Resource[]): Resource[] {
  const byName = new Map(list.map((r) => [r.name, r]));
  const edges = (r: Resource) => targetsOf(r).filter((e) => byName.has(e.target));
  /** Everything `name` needs through required references (itself included). */
  const needs = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const e of edges(byName.get(name) as Resource)) if (e.required) needs(e.target, seen);
    return seen;
  };
  const out: Resource[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (r: Resource) => {
    if (done.has(r.name)) return;
    path.push(r.name);
    for (const { target, required } of edges(r).sort((a, b) => Number(b.required) - Number(a.required))) {
      if (done.has(target)) continue;
      if (path.includes(target)) {
        if (required) throw new Error(`sample seed: required references form a cycle: ${[...path.slice(path.indexOf(target)), target].join(' -> ')}`);
        continue;
      }
      if (!required && [...needs(target)].some((n) => path.includes(n))) continue;
      visit(byName.get(target) as Resource);
    }
    path.pop();
    done.add(r.name);
    out.push(r);
  };
  for (const r of list) visit(r);
  return out;
}

/** Ids of the active rows of `r` (matching `where`), for references. */
async function idsOf(db: Drizzle, r: Resource, where: Readonly<Record<string, string>> = {}): Promise<number[]> {
  const t = tableFor(r);
  const conds = [eq(t.state as AnyPgColumn, 'ACTIVE'), ...Object.entries(where).map(([k, v]) => eq(t[k] as AnyPgColumn, v))];
  const rows = await db
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.id as AnyPgColumn))
    .limit(500);
  return rows.map((x) => Number((x as { id: number }).id));
}

/**
 * Loads the reference pools the samples of `r` need, and returns them as the synchronous lookup
 * `sampleRecord` takes.
 */
export async function refPools(db: Drizzle, r: Resource, byName: ReadonlyMap<string, Resource>): Promise<(target: string, where?: Readonly<Record<string, string>>) => number[]> {
  const pools = new Map<string, number[]>();
  const key = (target: string, where?: Readonly<Record<string, string>>) => `${target}:${JSON.stringify(where ?? {})}`;
  for (const c of r.columns) {
    if (c.def.kind !== 'ref' && c.def.kind !== 'refs') continue;
    const where = c.def.kind === 'ref' ? c.def.where : undefined;
    const target = byName.get(c.def.target);
    if (target && !pools.has(key(c.def.target, where))) pools.set(key(c.def.target, where), await idsOf(db, target, where));
  }
  return (target, where) => pools.get(key(target, where)) ?? [];
}

export type SampleSeedOptions = {
  now?: Date;
  /** PRNG seed: the same seed gives the same demo records. */
  seed?: number;
  /** Records per resource (lines: this many per parent, at least their declared minimum). */
  perResource?: number;
  list?: readonly Resource[];
  /** Media ids the samples may use (by the field's accepted kind); none when not given. */
  media?: (accept: string, size?: readonly [number, number]) => number[];
};

/** A resource gets samples when clients may write it and its table is still empty. */
async function wantsSamples(db: Drizzle, r: Resource): Promise<boolean> {
  if (writableColumns(r).length === 0) return false;
  const [row] = await db.select({ n: count() }).from(tableFor(r));
  return Number(row?.n ?? 0) === 0;
}

/** Inserts sample records for every resource without demo rows; returns the new ids per resource. */
export async function seedSamples(db: Drizzle, opts: SampleSeedOptions = {}): Promise<Map<string, number[]>> {
  const list = opts.list ?? declared;
  const now = opts.now ?? new Date();
  const random = seededRandom(opts.seed ?? 20260310);
  const per = opts.perResource ?? 6;
  const byName = new Map(list.map((r) => [r.name, r]));
  // Line resources (poll answers) belong to a parent: a few per parent record.
  const lineOf = new Map(list.flatMap((p) => (p.lines ?? []).map((l) => [l.resource, { parent: p.name, field: l.field, min: l.min ?? 0 }] as const)));
  const todo = [];
  for (const r of refOrder(list)) if (await wantsSamples(db, r)) todo.push(r);
  const created = new Map<string, number[]>();
  for (const r of todo) {
    const ids: number[] = [];
    const line = lineOf.get(r.name);
    const parents = line ? await idsOf(db, byName.get(line.parent) as Resource) : [];
    const n = line ? parents.length * Math.max(line.min, 2) : (r.sampleCount ?? per);
    const isTree = r.columns.some((c) => (c.def.kind === 'ref' || c.def.kind === 'refs') && c.def.target === r.name);
    let pools = await refPools(db, r, byName);
    for (let i = 0; i < n; i++) {
      // A tree's records may hang under the ones just made.
      if (isTree && i > 0) pools = await refPools(db, r, byName);
      const fixed: Row = line ? { [line.field]: parents[i % parents.length] } : {};
      const rec = { ...sampleRecord(r, i, { random, now, refs: pools, fill: 'all', ...(opts.media && { media: opts.media }) }), ...fixed };
      // Published content: most records in the first published status, so the portal shows them;
      // the last one and every fifth stay in the workflow's initial status for the admin's work lists.
      const pub = r.access?.published;
      const isDraft = i % 5 === 4 || (n > 1 && i === n - 1);
      const extra: Row = pub && !isDraft ? { status: pub.statuses[0] } : {};
      // A declaration's sample may place its record in a status of its workflow (projects under way, contracts in force).
      const { status, ...fields } = rec as Row & { status?: unknown };
      if (typeof status === 'string' && r.workflow?.statuses.includes(status)) extra.status = status;
      ids.push(await insertValidated(db, r, fields, { ordering: i + 1, ...extra }, now));
    }
    created.set(r.name, ids);
  }
  return created;
}

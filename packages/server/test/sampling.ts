/**
 * Which resources a test run covers: a rotating seed (printed, repeatable with an env variable)
 * picks a few declared resources, so the cost of the breadth tests does not grow with the number
 * of entities while every entity is covered over many runs. Also tells the engine's generic routes
 * (derived from the declarations) from the hand-written ones.
 *
 * The seed is deterministic: derived from the commit under test (the day when there is no git), so
 * a failure on CI happens again on the same commit, and each landing covers other resources.
 * `TEST_SEED=<text>` moves every test's seed at once; `<TEST>_SEED=<n>` repeats one test's;
 * `TEST_SAMPLES=all` (or a number) sizes every sample at once, `<TEST>_RESOURCES` one test's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { APPROVAL_ACTIONS, resources, seededRandom } from '@portal/domain';
import { registerResource } from '../src/engine/routes.js';

let base: string | undefined;
/** What the run's seeds are derived from: TEST_SEED, else the commit, else the UTC day. */
export function seedBase(): string {
  base ??= process.env.TEST_SEED || commit() || new Date().toISOString().slice(0, 10);
  return base;
}

function commit(): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dirname(fileURLToPath(import.meta.url)), stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();
    return /^[0-9a-f]+$/.test(head) ? head : undefined;
  } catch {
    return undefined; // no git (an unpacked tarball): the day
  }
}

/** The run's seed for `label`: `env` when set (to repeat a run), else derived from seedBase(); printed either way. */
export function runSeed(env: string, label: string): number {
  const given = process.env[env];
  const from = given !== undefined && given !== '' ? undefined : seedBase();
  const seed = from === undefined ? Number(given) : createHash('sha256').update(`${from}:${label}`).digest().readUInt32BE(0) >>> 1;
  if (!Number.isSafeInteger(seed)) throw new Error(`${env} must be an integer, got ${given}`);
  console.info(`[${label}] seed ${seed}${from === undefined ? '' : ` (from ${from})`} (repeat with ${env}=${seed})`);
  return seed;
}

/** `items` in the order `seed` shuffles them to, independent of the order they come in. */
function shuffled<T>(seed: number, items: readonly T[], key: (t: T) => string): T[] {
  const pool = [...items].sort((a, b) => key(a).localeCompare(key(b)));
  const random = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool;
}

/** `n` of `items` picked by `seed` (all when `n` is 'all' or at least the count), independent of the items' order. */
export function pickSample<T>(seed: number, n: number | 'all', items: readonly T[], key: (t: T) => string): T[] {
  if (n === 'all' || n >= items.length) return [...items].sort((a, b) => key(a).localeCompare(key(b)));
  return shuffled(seed, items, key).slice(0, n);
}

/**
 * A sample that still reaches every feature: first, in the seed's order, each item that has a
 * feature (a field kind, a workflow, lines...) no item taken so far has, then more items up to `n`.
 * For a walk whose check depends on what a resource is made of, not on its name: its cost is
 * bounded by the number of features, not of resources.
 */
export function pickCovering<T>(seed: number, n: number | 'all', items: readonly T[], key: (t: T) => string, features: (t: T) => Iterable<string>): T[] {
  if (n === 'all') return pickSample(seed, n, items, key);
  const order = shuffled(seed, items, key);
  const covered = new Set<string>();
  const out: T[] = [];
  for (const t of order) {
    const fresh = [...features(t)].filter((f) => !covered.has(f));
    if (fresh.length === 0) continue;
    for (const f of fresh) covered.add(f);
    out.push(t);
  }
  for (const t of order) {
    if (out.length >= n) break;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * `n` resources picked by `seed` (all when `n` is 'all' or at least the count), deterministic for a
 * seed and independent of the declaration order. `keep` narrows the candidates first.
 */
export function pickResources(seed: number, n: number | 'all', keep: (r: Resource) => boolean = () => true): Resource[] {
  return pickSample(seed, n, resources.filter(keep), (r) => r.name);
}

/** How many resources a run covers: `env` ('all' or a number), else TEST_SAMPLES (`all` for every walk at once), else `fallback`. */
export function sampleSize(env: string, fallback: number): number | 'all' {
  const v = process.env[env] || process.env.TEST_SAMPLES;
  if (v === 'all') return 'all';
  return v && Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback;
}

const path = (p: string) => `/api/v1/${p.replace(/^\//, '')}`;

/** The routes the engine derives from a declaration, as 'METHOD url' (Fastify's `:param` form). */
export function genericRoutes(r: Resource): string[] {
  const base = path(r.path);
  const out = [`GET ${base}`, `GET ${base}/:id`, `POST ${base}`, `PUT ${base}/:id`, `DELETE ${base}/:id`];
  if (r.workflow) out.push(`POST ${base}/:id/status`);
  if (r.tree) out.push(`GET ${base}/tree`, `GET ${base}/tree/:id`);
  if (r.transfer?.isExport) out.push(`GET ${base}/export`);
  if (r.transfer?.isImport) out.push(`GET ${base}/import/template`, `POST ${base}/import`);
  out.push(`POST ${base}/bulk`, `POST ${base}/bulk-delete`);
  if (r.transfer?.isBulk && r.transfer.aliases?.bulk) out.push(`POST ${path(r.transfer.aliases.bulk)}`);
  for (const a of r.actions ?? []) {
    for (const m of a.methods ?? ['POST']) {
      out.push(`${m} ${a.target === 'record' ? `${base}/:id/${a.name}` : `${base}/${a.name}`}`);
      for (const alias of a.aliases ?? []) out.push(`${m} ${path(alias)}`);
    }
  }
  for (const s of r.statusAliases ?? []) for (const m of s.methods ?? ['POST']) out.push(`${m} ${path(s.path)}`);
  return out;
}

/**
 * Every route the engine registers for a declaration (engine/routes.ts `registerResource`: besides
 * the above its abilities, numbering, documents, votes and comparisons), as 'METHOD url', recorded
 * from the engine itself on a stand-in for the app, so a route the engine adds per resource later
 * counts as generic without being listed here.
 */
export function engineRoutes(r: Resource): string[] {
  const out: string[] = [];
  const record = (method: string | string[], url: string) => {
    for (const m of [method].flat()) if (m !== 'HEAD') out.push(`${m} ${url}`);
  };
  const verbs: Record<string, (url: string) => void> = {
    get: (url) => record('GET', url),
    post: (url) => record('POST', url),
    put: (url) => record('PUT', url),
    patch: (url) => record('PATCH', url),
    delete: (url) => record('DELETE', url),
  };
  const app: FastifyInstance = new Proxy({} as FastifyInstance, {
    get: (_, prop) => {
      if (typeof prop === 'string' && prop in verbs) return verbs[prop];
      if (prop === 'route') return (o: { method: string | string[]; url: string }) => record(o.method, o.url);
      return () => app;
    },
  });
  registerResource(app, r);
  return out;
}

/** The approval engine's routes of a resource with `approval` (modules/system/approval.ts `registerFor`: one code path for all of them). */
export function approvalRoutes(r: Resource): string[] {
  if (!r.approval) return [];
  const base = path(r.path);
  return [
    ...APPROVAL_ACTIONS.flatMap((a) => [`POST ${base}/:id/${a}`, ...(r.approval?.aliases?.includes(a) ? [`POST ${base}/${a}/:id`] : [])]),
    `GET ${base}/:id/approval`,
  ];
}

/** 'METHOD url' of every generic route -> its resource. Routes not in it are hand-written. */
export const genericRouteOwner: ReadonlyMap<string, Resource> = new Map(
  resources.flatMap((r) => [...genericRoutes(r), ...engineRoutes(r), ...approvalRoutes(r)].map((k) => [k, r] as const)),
);

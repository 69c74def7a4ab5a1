/**
 * Which resources a test run covers: a rotating seed (printed, repeatable with an env variable)
 * picks a few declared resources, so the cost of the breadth tests does not grow with the number
 * of entities while every entity is covered over many runs. Also tells the engine's generic routes
 * (derived from the declarations) from the hand-written ones.
 */
import type { Resource } from '@portal/domain';
import { resources, seededRandom } from '@portal/domain';

/** The run's seed: `env` when set (to repeat a run), else a new one; printed either way. */
export function runSeed(env: string, label: string): number {
  const given = process.env[env];
  const seed = given !== undefined && given !== '' ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`${env} must be an integer, got ${given}`);
  console.info(`[${label}] seed ${seed} (repeat with ${env}=${seed})`);
  return seed;
}

/**
 * `n` resources picked by `seed` (all when `n` is 'all' or at least the count), deterministic for a
 * seed and independent of the declaration order. `keep` narrows the candidates first.
 */
export function pickResources(seed: number, n: number | 'all', keep: (r: Resource) => boolean = () => true): Resource[] {
  const pool = resources.filter(keep).sort((a, b) => a.name.localeCompare(b.name));
  if (n === 'all' || n >= pool.length) return pool;
  const random = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Resource, pool[i] as Resource];
  }
  return pool.slice(0, n);
}

/** How many resources a run covers: `env` ('all' or a number), else `fallback`. */
export function sampleSize(env: string, fallback: number): number | 'all' {
  const v = process.env[env];
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

/** 'METHOD url' of every generic route -> its resource. Routes not in it are hand-written. */
export const genericRouteOwner: ReadonlyMap<string, Resource> = new Map(resources.flatMap((r) => genericRoutes(r).map((k) => [k, r] as const)));

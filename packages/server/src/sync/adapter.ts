/**
 * Where synchronised records come from (ADR 0005): an adapter reads every record of one kind
 * (people, departments, positions) from one source system. Two implementations:
 * - `HttpSyncAdapter`: the HR source's HTTP API (`<base>/<kind>?page=&limit=`, bearer token),
 *   paged, with a timeout per request; every failure is a `SyncSourceError` the caller shows;
 * - `FileSyncAdapter`: a JSON file `{ "<kind>": [ ... ] }` (the demo's source, an export handed over).
 * Nothing here knows the portal's tables: the sync engine (run.ts) maps records onto them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SyncSource, SyncTargetName } from '@portal/domain';

/** One record as the source gives it (keys vary by source; targets.ts normalises them). */
export type SourceRecord = Record<string, unknown>;

export interface SyncAdapter {
  readonly source: SyncSource;
  /** Every record of `kind`, or a `SyncSourceError`. */
  fetchAll(kind: SyncTargetName): Promise<SourceRecord[]>;
}

/** Why a source could not be read: unreachable (network, timeout), refused (HTTP status) or invalid (not the expected shape). */
export class SyncSourceError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'invalid' | 'notConfigured',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Limits that keep a broken source from holding a request or filling memory. */
const MAX_PAGES = 1000;
const MAX_RECORDS = 200_000;

export type HttpAdapterOptions = { baseUrl: string; token?: string; pageSize?: number; timeoutMs?: number; fetchImpl?: typeof fetch };

/**
 * The HR source's HTTP API. Page `n` of a kind is `GET <base>/<kind>?page=n&limit=<pageSize>`,
 * answered with `{ items: [...] }` or `{ data: { items: [...] } }` (optionally `totalPages` or
 * `totalRows`); pages are read until one comes back short or the stated total is reached.
 */
export class HttpSyncAdapter implements SyncAdapter {
  private readonly pageSize: number;
  private readonly timeoutMs: number;
  constructor(
    readonly source: SyncSource,
    private readonly opts: HttpAdapterOptions,
  ) {
    this.pageSize = opts.pageSize ?? 200;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
  }

  async fetchAll(kind: SyncTargetName): Promise<SourceRecord[]> {
    const out: SourceRecord[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, totalPages, totalRows } = await this.page(kind, page);
      out.push(...items);
      if (out.length > MAX_RECORDS) throw new SyncSourceError('invalid', `more than ${MAX_RECORDS} records`);
      const done = items.length < this.pageSize || (totalPages !== undefined && page >= totalPages) || (totalRows !== undefined && out.length >= totalRows);
      if (done) return out;
    }
    throw new SyncSourceError('invalid', `more than ${MAX_PAGES} pages`);
  }

  private async page(kind: SyncTargetName, page: number): Promise<{ items: SourceRecord[]; totalPages?: number; totalRows?: number }> {
    const url = new URL(`${this.opts.baseUrl.replace(/\/+$/, '')}/${kind}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(this.pageSize));
    let res: Response;
    try {
      res = await (this.opts.fetchImpl ?? fetch)(url, {
        headers: { accept: 'application/json', ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      const name = (e as Error).name;
      throw new SyncSourceError('unreachable', name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${this.timeoutMs} ms` : (e as Error).message);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new SyncSourceError('refused', `HTTP ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new SyncSourceError('invalid', `page ${page} is not JSON`);
    }
    return pageOf(body, page);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** The items of one page, whichever of the usual envelopes the source uses. */
export function pageOf(body: unknown, page = 1): { items: SourceRecord[]; totalPages?: number; totalRows?: number } {
  const holder = isObject(body) && isObject(body.data) ? body.data : body;
  const items = Array.isArray(holder) ? holder : isObject(holder) ? holder.items : undefined;
  if (!Array.isArray(items)) throw new SyncSourceError('invalid', `page ${page} has no list of records`);
  if (!items.every(isObject)) throw new SyncSourceError('invalid', `page ${page} has records that are not objects`);
  const meta = isObject(holder) ? holder : {};
  const totalPages = num(meta.totalPages);
  const totalRows = num(meta.totalRows ?? meta.total);
  return { items: items as SourceRecord[], ...(totalPages !== undefined && { totalPages }), ...(totalRows !== undefined && { totalRows }) };
}

/** A JSON file holding `{ "customer": [...], "departments": [...], "positions": [...] }`. */
export class FileSyncAdapter implements SyncAdapter {
  constructor(
    readonly source: SyncSource,
    private readonly file: string,
  ) {}

  async fetchAll(kind: SyncTargetName): Promise<SourceRecord[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (e) {
      throw new SyncSourceError('unreachable', `cannot read ${this.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SyncSourceError('invalid', `${this.file} is not JSON`);
    }
    if (!isObject(body)) throw new SyncSourceError('invalid', `${this.file} holds no lists`);
    return pageOf(body[kind] ?? [], 1).items;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
/** The demo's HR source (packages/server/src/seed/hr-source.json), from the sources or the built server. */
export const DEMO_SOURCE_FILE = [join(here, '..', 'seed', 'hr-source.json'), join(here, '..', 'src', 'seed', 'hr-source.json')].find((f) => existsSync(f)) ?? join(here, '..', 'seed', 'hr-source.json');

/**
 * The adapter of a source, from the environment: `<SOURCE>_SOURCE_URL` (+ `_TOKEN`, `_TIMEOUT_MS`,
 * `_PAGE_SIZE`) for the HTTP API, else `<SOURCE>_SOURCE_FILE` for a JSON file; outside production
 * HRM falls back to the demo file. Read at each call, so a changed setting applies without a restart.
 */
export function adapterFor(source: SyncSource, env: NodeJS.ProcessEnv = process.env): SyncAdapter {
  const url = env[`${source}_SOURCE_URL`];
  if (url) {
    return new HttpSyncAdapter(source, {
      baseUrl: url,
      ...(env[`${source}_SOURCE_TOKEN`] && { token: env[`${source}_SOURCE_TOKEN`] }),
      ...(Number(env[`${source}_SOURCE_TIMEOUT_MS`]) > 0 && { timeoutMs: Number(env[`${source}_SOURCE_TIMEOUT_MS`]) }),
      ...(Number(env[`${source}_SOURCE_PAGE_SIZE`]) > 0 && { pageSize: Number(env[`${source}_SOURCE_PAGE_SIZE`]) }),
    });
  }
  const file = env[`${source}_SOURCE_FILE`];
  if (file) return new FileSyncAdapter(source, file);
  if (source === 'HRM' && env.NODE_ENV !== 'production') return new FileSyncAdapter(source, DEMO_SOURCE_FILE);
  throw new SyncSourceError('notConfigured', source);
}

/** True when a source has an adapter configured (the scheduler syncs only those). */
export const isConfigured = (source: SyncSource, env: NodeJS.ProcessEnv = process.env): boolean => !!(env[`${source}_SOURCE_URL`] || env[`${source}_SOURCE_FILE`]);

/** Records held in memory (the demo seed's first snapshot, tests). */
export class MemorySyncAdapter implements SyncAdapter {
  constructor(
    readonly source: SyncSource,
    private readonly data: Partial<Record<SyncTargetName, SourceRecord[]>>,
  ) {}

  async fetchAll(kind: SyncTargetName): Promise<SourceRecord[]> {
    return [...(this.data[kind] ?? [])];
  }
}

/**
 * Sync runs (ADR 0005): a sync reads the source through its adapter, compares it with the mirror
 * records and stores the difference in a WAITING run, writing nothing else; applying a reviewed
 * run writes exactly that difference, in one transaction: the mirror rows, and the portal's own
 * records through the target's provisioning (targets.ts). Once across instances:
 * - an apply takes a per-target advisory lock, then moves its run WAITING -> PROCESSING by
 *   compare-and-set (a second apply of the same run finds it no longer WAITING: 409), and refuses a
 *   run computed before another run of the same target was applied (stale: 409, sync again);
 * - the scheduler claims its time slot by inserting the run (unique target, source, slot): the
 *   instance whose insert wins fetches; the others skip.
 */
import type { Row, SyncSource, SyncTargetName } from '@portal/domain';
import { SYNC_SOURCES, syncRun } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { writeActivity } from '../engine/activity.js';
import type { Ctx } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { inWrite, selection } from '../engine/service.js';
import { systemCtx } from '../jobs/content-schedule.js';
import { writeSystemError, writeSystemLog } from '../jobs/system-log.js';
import { adapterFor, isConfigured, type SyncAdapter, SyncSourceError } from './adapter.js';
import { diffRecords, isEmptyDiff, type MirrorRecord, type SyncDiff, type Values } from './diff.js';
import { type ApplyCtx, normalizeAll, type SyncTarget, TARGETS, targetByName } from './targets.js';

/** The advisory lock class of sync applies (the migrations use 727001). */
const LOCK_CLASS = 727_014;

const runs = () => tableFor(syncRun);
const rc = (n: string) => runs()[n] as AnyPgColumn;

/** The date in Vietnam (leaving dates, gone dates). */
export const vnDate = (d: Date): string => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

export function targetOf(name: string): SyncTarget {
  const t = targetByName.get(name);
  if (!t) throw new AppError(404, 'error.notFound');
  return t;
}

/** A source failure as the caller sees it: 502 (the source failed), or 400 when no source is configured. */
export function sourceError(e: unknown, source: SyncSource): never {
  if (!(e instanceof SyncSourceError)) throw e;
  if (e.reason === 'notConfigured') throw new AppError(400, 'sync.sourceNotConfigured', { source });
  const key = e.reason === 'unreachable' ? 'sync.sourceUnreachable' : e.reason === 'refused' ? 'sync.sourceRefused' : 'sync.sourceInvalid';
  throw new AppError(502, key, { source, detail: e.detail.slice(0, 300) });
}

/** The source's records of a target, normalised; a `SyncSourceError` when the source fails. */
async function fetchSource(t: SyncTarget, adapter: SyncAdapter) {
  return normalizeAll(t, await adapter.fetchAll(t.name));
}

/** The ACTIVE mirror rows of a target and source, as the diff reads them. */
async function mirrorOf(db: Drizzle, t: SyncTarget, source: SyncSource): Promise<MirrorRecord[]> {
  const mt = tableFor(t.mirror);
  const c = (n: string) => mt[n] as AnyPgColumn;
  const rows = (await db
    .select()
    .from(mt)
    .where(and(eq(c('source'), source), eq(c('state'), 'ACTIVE')))
    .orderBy(asc(c('id')))) as Row[];
  return rows.map((r) => ({ source_id: String(r.source_id), is_gone: r.is_gone === true, values: r as Values }));
}

/** The id of the last applied run of a target and source (0: none). */
async function lastApplied(db: Drizzle, target: SyncTargetName, source: SyncSource): Promise<number> {
  const [row] = await db
    .select({ id: rc('id') })
    .from(runs())
    .where(and(eq(rc('target'), target), eq(rc('source'), source), eq(rc('sync_status'), 'COMPLETED')))
    .orderBy(desc(rc('applied_date')), desc(rc('id')))
    .limit(1);
  return row ? Number(row.id) : 0;
}

const summaryOf = (t: SyncTarget, source: SyncSource, d: SyncDiff) => `${source} · ${t.name}: +${d.added.length} ~${d.changed.length} -${d.gone.length}`;

const countsOf = (d: SyncDiff) => ({ added_count: d.added.length, changed_count: d.changed.length, gone_count: d.gone.length, unchanged_count: d.unchanged });

/** A run as the API returns it (without its difference, which the review route serves). */
async function runRow(db: Drizzle, id: number): Promise<Row> {
  const [row] = (await db.select(selection(syncRun, runs())).from(runs()).where(eq(rc('id'), id)).limit(1)) as Row[];
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** JSON text with the keys of every object sorted (jsonb gives them back in its own order). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
const diffKey = (d: Partial<SyncDiff>) => canonical({ added: d.added ?? [], changed: d.changed ?? [], gone: d.gone ?? [], unchanged: d.unchanged ?? 0 });

/** The newest WAITING run of a target and source computed on `base` with the same difference, if any. */
async function sameWaiting(db: Drizzle, target: SyncTargetName, source: SyncSource, base: number, diff: SyncDiff): Promise<number | null> {
  const [row] = (await db
    .select({ id: rc('id'), base: rc('base_run_id'), diff: rc('diff') })
    .from(runs())
    .where(and(eq(rc('target'), target), eq(rc('source'), source), eq(rc('sync_status'), 'WAITING')))
    .orderBy(desc(rc('id')))
    .limit(1)) as { id: number; base: number | null; diff: unknown }[];
  if (!row || Number(row.base ?? 0) !== base) return null;
  return diffKey((row.diff ?? {}) as Partial<SyncDiff>) === diffKey(diff) ? Number(row.id) : null;
}

export type ComputeOptions = { trigger?: 'MANUAL' | 'SCHEDULED'; adapter?: SyncAdapter };

/**
 * Fetches the source and stores the difference as a WAITING run (nothing else is written). A run
 * with no difference is COMPLETED at once (nothing to review). A failing source writes nothing.
 */
export async function computeRun(ctx: Ctx, target: SyncTargetName, source: SyncSource, opts: ComputeOptions = {}): Promise<Row> {
  const t = targetOf(target);
  let fetched: Awaited<ReturnType<typeof fetchSource>>;
  try {
    fetched = await fetchSource(t, opts.adapter ?? adapterFor(source));
  } catch (e) {
    await writeSystemError(ctx.database.db, ctx.now(), { key: 'syslog.syncFailed', params: { target, source } }, e);
    sourceError(e, source);
  }
  return inWrite(ctx, syncRun, async (tx, txCtx) => {
    // One compute or apply of a target and source at a time: two syncs at once find the same waiting run.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${target}:${source}`}))`);
    const base = await lastApplied(tx, target, source);
    const diff = diffRecords(t.fields, t.titleField, await mirrorOf(tx, t, source), fetched.records);
    const isEmpty = isEmptyDiff(diff);
    // Nothing new since the run already waiting for review (same base, same difference): that run,
    // not another copy of it (issue 37).
    if (!isEmpty) {
      const waiting = await sameWaiting(tx, target, source, base, diff);
      if (waiting !== null) return { ...(await runRow(tx, waiting)), is_reused: true };
    }
    const [row] = await tx
      .insert(runs())
      .values({
        target,
        source,
        trigger: opts.trigger ?? 'MANUAL',
        sync_status: isEmpty ? 'COMPLETED' : 'WAITING',
        summary: summaryOf(t, source, diff),
        ...countsOf(diff),
        diff: { ...diff, warnings: fetched.warnings.slice(0, 200) },
        base_run_id: base,
        created_by: ctx.user?.id ?? null,
        updated_by: ctx.user?.id ?? null,
        ...(isEmpty && { applied_by: ctx.user?.id ?? null, applied_date: ctx.now() }),
      })
      .returning({ id: rc('id') });
    const id = Number((row as { id: number }).id);
    await writeActivity(tx, txCtx, { resource: syncRun, action: 'sync', recordId: id, origin: null, updated: { target, source, ...countsOf(diff) } });
    await writeSystemLog(tx, ctx.now(), 'info', { key: isEmpty ? 'syslog.syncNothing' : 'syslog.syncWaiting', params: { id, trigger: opts.trigger ?? 'MANUAL', summary: summaryOf(t, source, diff) } });
    return runRow(tx, id);
  });
}

/** The run's stored difference (the review screen). */
export async function runDiff(db: Drizzle, id: number): Promise<SyncDiff & { warnings: string[] }> {
  const [row] = (await db.select({ diff: rc('diff') }).from(runs()).where(eq(rc('id'), id)).limit(1)) as { diff: unknown }[];
  if (!row) throw new AppError(404, 'error.notFound');
  const d = (row.diff ?? {}) as Partial<SyncDiff & { warnings: string[] }>;
  return { added: d.added ?? [], changed: d.changed ?? [], gone: d.gone ?? [], unchanged: d.unchanged ?? 0, warnings: d.warnings ?? [] };
}

/** The newest WAITING run of a target and source, if any. */
export async function latestWaiting(db: Drizzle, target: SyncTargetName, source: SyncSource): Promise<number | null> {
  const [row] = await db
    .select({ id: rc('id') })
    .from(runs())
    .where(and(eq(rc('target'), target), eq(rc('source'), source), eq(rc('sync_status'), 'WAITING')))
    .orderBy(desc(rc('id')))
    .limit(1);
  return row ? Number(row.id) : null;
}

/**
 * Applies a reviewed run: exactly its stored difference, in one transaction (all or nothing).
 * `target`, when given, must be the run's (the route's path names it).
 */
export async function applyRun(ctx: Ctx, id: number, target?: SyncTargetName): Promise<Row> {
  return applyRunTx(ctx, id, target).catch(async (e) => {
    // A run the portal's rules refuse is a failure worth the system log (the refusals of a wrong call are not).
    if (e instanceof AppError && e.key === 'sync.applyFailed') await writeSystemError(ctx.database.db, ctx.now(), { key: 'syslog.syncApplyFailed', params: { id } }, e);
    throw e;
  });
}

function applyRunTx(ctx: Ctx, id: number, target?: SyncTargetName): Promise<Row> {
  return inWrite(ctx, syncRun, async (tx, txCtx) => {
    const [head] = (await tx.select({ target: rc('target'), source: rc('source') }).from(runs()).where(eq(rc('id'), id)).limit(1)) as { target: SyncTargetName; source: SyncSource }[];
    if (!head) throw new AppError(404, 'error.notFound');
    if (target && head.target !== target) throw new AppError(400, 'sync.wrongTarget', { target: head.target });
    // One apply per target and source at a time, across instances.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${head.target}:${head.source}`}))`);
    const claimed = await tx
      .update(runs())
      .set({ sync_status: 'PROCESSING', updated_by: ctx.user?.id ?? null, updated_date: ctx.now() })
      .where(and(eq(rc('id'), id), eq(rc('sync_status'), 'WAITING')))
      .returning({ base: rc('base_run_id') });
    if (claimed.length === 0) throw new AppError(409, 'sync.notWaiting');
    if (Number(claimed[0]?.base ?? 0) !== (await lastApplied(tx, head.target, head.source))) throw new AppError(409, 'sync.staleRun');
    const t = targetOf(head.target);
    const diff = await runDiff(tx, id);
    try {
      await applyDiff({ tx, ctx: txCtx, source: head.source, today: vnDate(ctx.now()) }, t, diff);
    } catch (e) {
      // A record the portal's rules refuse: nothing is applied (the transaction rolls back).
      if (e instanceof SyncSourceError) throw new AppError(409, 'sync.applyFailed', { detail: e.detail.slice(0, 300) });
      throw e;
    }
    await tx
      .update(runs())
      .set({ sync_status: 'COMPLETED', applied_by: ctx.user?.id ?? null, applied_date: ctx.now(), updated_date: ctx.now() })
      .where(eq(rc('id'), id));
    await writeActivity(tx, txCtx, { resource: syncRun, action: 'apply', recordId: id, origin: { sync_status: 'WAITING' }, updated: { sync_status: 'COMPLETED' } });
    await writeSystemLog(tx, ctx.now(), 'info', { key: 'syslog.syncApplied', params: { id, target: head.target, source: head.source, added: diff.added.length, changed: diff.changed.length, gone: diff.gone.length } });
    return runRow(tx, id);
  });
}

/** Writes a difference: mirror rows (with their change kind) and the provisioned records. */
async function applyDiff(a: ApplyCtx, t: SyncTarget, diff: SyncDiff): Promise<void> {
  const mt = tableFor(t.mirror);
  const c = (n: string) => mt[n] as AnyPgColumn;
  const now = a.ctx.now();
  const by = a.ctx.user?.id ?? null;
  // What the previous run added or changed is now simply as the source has it.
  await a.tx
    .update(mt)
    .set({ change_kind: 'CLIENT' })
    .where(and(eq(c('source'), a.source), eq(c('state'), 'ACTIVE'), inArray(c('change_kind'), ['ADD_NEW', 'CHANGED'])));
  const mirrorRow = async (sourceId: string) =>
    ((await a.tx
      .select()
      .from(mt)
      .where(and(eq(c('source'), a.source), eq(c('source_id'), sourceId), eq(c('state'), 'ACTIVE')))
      .limit(1)
      .for('update')) as Row[])[0];
  // Departments name their parents: a parent added by the same run goes first.
  const added = t.name === 'departments' ? parentsFirst(diff.added) : diff.added;
  for (const e of added) {
    const existing = await mirrorRow(e.source_id);
    if (existing) {
      await changeOne(a, t, existing, e.after, false);
      continue;
    }
    const localId = await t.add(a, { ...e.after, source_id: e.source_id });
    await a.tx.insert(mt).values({ ...e.after, source: a.source, source_id: e.source_id, change_kind: 'ADD_NEW', is_gone: false, synced_date: now, [t.linkField]: localId, created_by: by, updated_by: by });
  }
  for (const e of diff.changed) {
    const existing = await mirrorRow(e.source_id);
    if (!existing) {
      const localId = await t.add(a, { ...e.after, source_id: e.source_id });
      await a.tx.insert(mt).values({ ...e.after, source: a.source, source_id: e.source_id, change_kind: 'ADD_NEW', is_gone: false, synced_date: now, [t.linkField]: localId, created_by: by, updated_by: by });
      continue;
    }
    await changeOne(a, t, existing, e.after, e.isReturning === true);
  }
  for (const e of diff.gone) {
    const existing = await mirrorRow(e.source_id);
    if (!existing || existing.is_gone === true) continue;
    if (existing[t.linkField]) await t.gone(a, Number(existing[t.linkField]));
    await a.tx
      .update(mt)
      .set({ is_gone: true, gone_date: a.today, change_kind: 'CHANGED', synced_date: now, updated_by: by, updated_date: now })
      .where(eq(c('id'), Number(existing.id)));
  }
}

async function changeOne(a: ApplyCtx, t: SyncTarget, existing: Row, after: Values, isReturning: boolean): Promise<void> {
  const mt = tableFor(t.mirror);
  let localId = existing[t.linkField] ? Number(existing[t.linkField]) : null;
  if (localId) await t.change(a, localId, { ...after, source_id: existing.source_id }, isReturning || existing.is_gone === true);
  else localId = await t.add(a, { ...after, source_id: existing.source_id });
  const now = a.ctx.now();
  await a.tx
    .update(mt)
    .set({ ...after, change_kind: 'CHANGED', is_gone: false, gone_date: null, synced_date: now, [t.linkField]: localId, updated_by: a.ctx.user?.id ?? null, updated_date: now })
    .where(eq(mt.id as AnyPgColumn, Number(existing.id)));
}

/** Added departments ordered so that one whose parent is added too comes after it. */
function parentsFirst<E extends { source_id: string; after: Values }>(list: readonly E[]): E[] {
  const ids = new Set(list.map((e) => e.source_id));
  const done = new Set<string>();
  const out: E[] = [];
  let rest = [...list];
  while (rest.length > 0) {
    const ready = rest.filter((e) => {
      const p = e.after.parent_source_id;
      return typeof p !== 'string' || !ids.has(p) || done.has(p) || p === e.source_id;
    });
    // A cycle in the source: take the rest as they come (the tree check refuses a real cycle).
    const take = ready.length > 0 ? ready : rest;
    for (const e of take) {
      out.push(e);
      done.add(e.source_id);
    }
    rest = rest.filter((e) => !done.has(e.source_id));
  }
  return out;
}

// --- the schedule ---------------------------------------------------------------------------------

export type ScheduledResult = { started: number[]; skipped: string[]; failed: string[] };

/** The slot a time falls in, for an interval in minutes (one scheduled run per slot). */
export const slotOf = (now: Date, intervalMin: number): string => String(Math.floor(now.getTime() / (intervalMin * 60_000)));

/**
 * One scheduled pass at `now`: for every configured source and target (units, positions, people),
 * claims the slot by inserting a PROCESSING run (the unique slot lets one instance win), fetches,
 * and turns the claim into a WAITING run with the difference, or COMPLETED when nothing changed.
 * With `autoApply` the run is applied at once (as the system). A failing source drops its claim.
 */
export async function runScheduledSync(database: Database, now: () => Date, opts: { intervalMin: number; autoApply?: boolean; env?: NodeJS.ProcessEnv }): Promise<ScheduledResult> {
  const env = opts.env ?? process.env;
  const ctx = systemCtx(database, now);
  const slot = slotOf(now(), opts.intervalMin);
  const result: ScheduledResult = { started: [], skipped: [], failed: [] };
  for (const source of SYNC_SOURCES.filter((s) => isConfigured(s, env))) {
    for (const t of TARGETS) {
      const [claim] = await database.db
        .insert(runs())
        .values({ target: t.name, source, trigger: 'SCHEDULED', sync_status: 'PROCESSING', schedule_slot: slot, summary: `${source} · ${t.name}` })
        .onConflictDoNothing()
        .returning({ id: rc('id') });
      if (!claim) {
        result.skipped.push(`${source}:${t.name}`);
        continue;
      }
      const claimId = Number((claim as { id: number }).id);
      try {
        const fetched = await fetchSource(t, adapterFor(source, env));
        await database.db.transaction(async (tx) => {
          const diff = diffRecords(t.fields, t.titleField, await mirrorOf(tx, t, source), fetched.records);
          const isEmpty = isEmptyDiff(diff);
          await tx
            .update(runs())
            .set({
              sync_status: isEmpty ? 'COMPLETED' : 'WAITING',
              summary: summaryOf(t, source, diff),
              ...countsOf(diff),
              diff: { ...diff, warnings: fetched.warnings.slice(0, 200) },
              base_run_id: await lastApplied(tx, t.name, source),
              ...(isEmpty && { applied_date: now() }),
            })
            .where(eq(rc('id'), claimId));
        });
        result.started.push(claimId);
        const [done] = (await database.db.select({ summary: rc('summary'), s: rc('sync_status') }).from(runs()).where(eq(rc('id'), claimId))) as { summary: string; s: string }[];
        await writeSystemLog(database.db, now(), 'info', { key: done?.s === 'WAITING' ? 'syslog.syncWaiting' : 'syslog.syncNothing', params: { id: claimId, trigger: 'SCHEDULED', summary: done?.summary ?? '' } });
        if (opts.autoApply) {
          const [row] = await database.db.select({ s: rc('sync_status') }).from(runs()).where(eq(rc('id'), claimId));
          if (row?.s === 'WAITING') await applyRun(ctx, claimId);
        }
      } catch (e) {
        await database.db.delete(runs()).where(and(eq(rc('id'), claimId), eq(rc('sync_status'), 'PROCESSING')));
        result.failed.push(`${source}:${t.name}: ${(e as Error).message}`);
        await writeSystemError(database.db, now(), { key: 'syslog.scheduledSyncFailed', params: { target: t.name, source } }, e);
      }
    }
  }
  return result;
}

export type SyncScheduler = { stop: () => Promise<void>; runOnce: () => Promise<ScheduledResult> };

/**
 * Runs the scheduled sync every `HR_SYNC_INTERVAL_MIN` minutes (1440, daily, unless set; `off`
 * disables it) on every instance; the slot claim makes one instance do each slot's work.
 * `HR_SYNC_AUTO_APPLY=1` applies scheduled runs without review (off by default).
 */
export function startSyncScheduler(database: Database, now: () => Date, onError: (e: unknown) => void = () => undefined, env: NodeJS.ProcessEnv = process.env): SyncScheduler | null {
  if (env.HR_SYNC_INTERVAL_MIN === 'off' || !SYNC_SOURCES.some((s) => isConfigured(s, env))) return null;
  const intervalMin = Number(env.HR_SYNC_INTERVAL_MIN) > 0 ? Number(env.HR_SYNC_INTERVAL_MIN) : 1440;
  const autoApply = env.HR_SYNC_AUTO_APPLY === '1';
  let running: Promise<ScheduledResult> | null = null;
  const runOnce = () => {
    running ??= runScheduledSync(database, now, { intervalMin, autoApply, env }).finally(() => {
      running = null;
    });
    return running;
  };
  // Checked every minute (cheap: one insert that conflicts once the slot is taken).
  const timer = setInterval(() => {
    runOnce()
      .then((r) => {
        if (r.failed.length > 0) onError(new Error(`scheduled sync: ${r.failed.join('; ')}`));
      })
      .catch(onError);
  }, 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}

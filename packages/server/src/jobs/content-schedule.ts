/**
 * Scheduled moves (spec §4, scheduled variant), declared on each resource (`schedule`): e.g. news
 * SCHEDULED items are released (PUBLISH) at their release time and SCHEDULED/PUBLISH items expire
 * (EXPIRED) at their expiration time. Nothing here lists resources by hand.
 *
 * Exactly once with several server instances: each move is the engine's `changeStatus` as the
 * system, which is a compare-and-set on the old status (UPDATE ... WHERE status = 'SCHEDULED'),
 * so when two instances pick the same row only one UPDATE matches; the other gets a stale-status
 * error and skips it. The activity-log row is written in the same transaction as the winning
 * UPDATE, so there is one per move.
 */
import type { Resource, ScheduleMove } from '@portal/domain';
import { resources } from '@portal/domain';
import { and, asc, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { scheduleDue, tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { changeStatus } from '../engine/service.js';
import { remindApprovals } from '../approval/engine.js';
import { runAlertsInSlot } from './alerts.js';
import { pruneLogsHourly } from './log-retention.js';
import { maintainDense } from '../engine/search-dense.js';
import { writeSystemError, writeSystemLog } from './system-log.js';

export type ScheduleTarget = { resource: Resource; releaseField: string; expireField: string; releaseTo: string; expireFrom: readonly string[] };

/** Resources with a release and an expiry move, in the shape the benchmark's data generator reads. */
export const SCHEDULE_TARGETS: readonly ScheduleTarget[] = resources.flatMap((r) => {
  const release = r.schedule?.find((m) => m.kind === 'release');
  const expire = r.schedule?.find((m) => m.kind === 'expire');
  return release && expire ? [{ resource: r, releaseField: release.field, expireField: expire.field, releaseTo: release.to, expireFrom: expire.from }] : [];
});

export type ScheduleResult = { released: number[]; expired: number[]; moved: number[] };

const BATCH = 200;

export function systemCtx(database: Database, now: () => Date): Ctx {
  return { database, user: null, lang: 'vi', ip: 'scheduler', userAgent: 'scheduler', now };
}

/** Moves each id, skipping the ones another instance (or a person) moved first; ends early once `stopped()`. */
async function moveAll(ctx: Ctx, r: Resource, ids: number[], to: string, stopped: () => boolean): Promise<number[]> {
  const done: number[] = [];
  for (const id of ids) {
    if (stopped()) break;
    try {
      await changeStatus(ctx, r, id, to, { asSystem: true });
      done.push(id);
    } catch (e) {
      if (e instanceof AppError && (e.key === 'error.staleStatus' || e.key === 'error.transition' || e.key === 'error.notFound')) continue;
      throw e;
    }
  }
  return done;
}

/** The records a move is due for at `at`, oldest date first, at most BATCH (its own partial index: tables.ts `scheduleDue`). */
export function dueQuery(database: Database, r: Resource, m: ScheduleMove, at: Date) {
  const t = tableFor(r);
  const c = (n: string) => t[n] as AnyPgColumn;
  return database.db
    .select({ id: c('id') })
    .from(t)
    .where(and(scheduleDue(c, m), lte(c(m.field), at)))
    .orderBy(asc(c(m.field)))
    .limit(BATCH);
}

/**
 * One pass of the content scheduler at `now`. Safe to run on every instance at once. Once
 * `stopped()` (shutdown) it ends after the move in progress: each move is its own transaction,
 * and what is left is due for the next pass, on any instance.
 */
export async function runContentSchedule(database: Database, now: () => Date, stopped: () => boolean = () => false): Promise<ScheduleResult> {
  const ctx = systemCtx(database, now);
  const at = now();
  const result: ScheduleResult = { released: [], expired: [], moved: [] };
  for (const r of resources) {
    for (const m of r.schedule ?? []) {
      if (stopped()) return result;
      const due = await dueQuery(database, r, m, at);
      const moved = await moveAll(ctx, r, due.map((d) => Number(d.id)), m.to, stopped);
      (m.kind === 'release' ? result.released : m.kind === 'expire' ? result.expired : result.moved).push(...moved);
    }
  }
  return result;
}

export type Scheduler = {
  /** No new pass; resolves when the pass in progress has ended (after its current move). */
  stop: () => Promise<void>;
  runOnce: () => Promise<ScheduleResult>;
};

/**
 * One scheduler pass: the content schedule, then the approval reminders, the due-date alerts, the
 * dense search maintenance and the log retention. A pass that did something writes one system-log
 * row saying what; an idle pass writes nothing; a failure writes an error row and is rethrown.
 */
export async function runSchedulerPass(database: Database, now: () => Date, stopped: () => boolean = () => false): Promise<ScheduleResult> {
  try {
    const r = await runContentSchedule(database, now, stopped);
    // Each pass also reminds approvers of requests waiting too long (approval/notify.ts).
    const reminded = stopped() ? 0 : await remindApprovals(database, now);
    // And sends the declared due-date alerts (jobs/alerts.ts; once per 10-minute slot here, once per alert, record and due date across instances).
    const alerts = stopped() ? 0 : await runAlertsInSlot(database, now);
    // And keeps the dense search words' bitmaps (ADR 0015): merges what was written, hourly the word sets.
    if (!stopped()) await maintainDense(database, now);
    // And, hourly, drops log rows past their retention (jobs/log-retention.ts).
    const pruned = stopped() ? 0 : await pruneLogsHourly(database, now);
    const counts = { released: r.released.length, expired: r.expired.length, moved: r.moved.length, reminders: reminded, alerts, pruned };
    if (Object.values(counts).some((n) => n > 0)) await writeSystemLog(database.db, now(), 'info', { key: 'syslog.schedulerPass', counts });
    return r;
  } catch (e) {
    await writeSystemError(database.db, now(), { key: 'syslog.schedulerFailed' }, e);
    throw e;
  }
}

/** Runs the scheduler pass every `intervalMs` (30 s by default); a pass never overlaps the previous one. */
export function startScheduler(database: Database, now: () => Date, intervalMs = 30_000, onError: (e: unknown) => void = () => undefined): Scheduler {
  let running: Promise<ScheduleResult> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= runSchedulerPass(database, now, () => stopped).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) runOnce().catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // Its failure was reported by the interval (onError); shutdown goes on.
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}

/**
 * Scheduled content (spec §4, scheduled variant): SCHEDULED items are released (PUBLISH) at their
 * release time and SCHEDULED/PUBLISH items expire (EXPIRED) at their expiration time.
 *
 * Exactly once with several server instances: each move is the engine's `changeStatus` as the
 * system, which is a compare-and-set on the old status (UPDATE ... WHERE status = 'SCHEDULED'),
 * so when two instances pick the same row only one UPDATE matches; the other gets a stale-status
 * error and skips it. The activity-log row is written in the same transaction as the winning
 * UPDATE, so there is one per move.
 */
import type { Resource } from '@portal/domain';
import { news } from '@portal/domain';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { changeStatus } from '../engine/service.js';

export type ScheduleTarget = { resource: Resource; releaseField: string; expireField: string; releaseTo: string; expireFrom: readonly string[] };

/** What the content scheduler moves. Other scheduled content (greeting cards, activities) adds a line. */
export const SCHEDULE_TARGETS: readonly ScheduleTarget[] = [
  { resource: news, releaseField: 'release_date', expireField: 'expiration_date', releaseTo: 'PUBLISH', expireFrom: ['SCHEDULED', 'PUBLISH'] },
];

export type ScheduleResult = { released: number[]; expired: number[] };

const BATCH = 200;

export function systemCtx(database: Database, now: () => Date): Ctx {
  return { database, user: null, lang: 'vi', ip: 'scheduler', userAgent: 'scheduler', now };
}

/** Moves each id, skipping the ones another instance (or a person) moved first. */
async function moveAll(ctx: Ctx, r: Resource, ids: number[], to: string): Promise<number[]> {
  const done: number[] = [];
  for (const id of ids) {
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

/** One pass of the content scheduler at `now`. Safe to run on every instance at once. */
export async function runContentSchedule(database: Database, now: () => Date): Promise<ScheduleResult> {
  const ctx = systemCtx(database, now);
  const at = now();
  const result: ScheduleResult = { released: [], expired: [] };
  for (const target of SCHEDULE_TARGETS) {
    const t = tableFor(target.resource);
    const c = (n: string) => t[n] as AnyPgColumn;
    const due = await database.db
      .select({ id: c('id') })
      .from(t)
      .where(and(eq(c('status'), 'SCHEDULED'), lte(c(target.releaseField), at)))
      .orderBy(asc(c(target.releaseField)))
      .limit(BATCH);
    result.released.push(...(await moveAll(ctx, target.resource, due.map((d) => Number(d.id)), target.releaseTo)));
    const expiring = await database.db
      .select({ id: c('id') })
      .from(t)
      .where(and(inArray(c('status'), [...target.expireFrom]), isNotNull(c(target.expireField)), lte(c(target.expireField), at)))
      .orderBy(asc(c(target.expireField)))
      .limit(BATCH);
    result.expired.push(...(await moveAll(ctx, target.resource, expiring.map((d) => Number(d.id)), 'EXPIRED')));
  }
  return result;
}

export type Scheduler = { stop: () => void; runOnce: () => Promise<ScheduleResult> };

/** Runs the content schedule every `intervalMs` (30 s by default); a pass never overlaps the previous one. */
export function startScheduler(database: Database, now: () => Date, intervalMs = 30_000, onError: (e: unknown) => void = () => undefined): Scheduler {
  let running: Promise<ScheduleResult> | null = null;
  const runOnce = () => {
    running ??= runContentSchedule(database, now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch(onError);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}

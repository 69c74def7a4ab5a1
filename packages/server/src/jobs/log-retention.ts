/**
 * Log retention (issue 36: logs are never unbounded): request-log and system-log rows older than the
 * `log_retention_days` setting (the system settings screen; 180 days unless set) go, hourly, from
 * the scheduler's pass. The request log is also capped by count as it is written (system/logs.ts).
 */
import { loginSettings } from '../auth/settings.js';
import type { Database } from '../db/client.js';

/** Rows removed per statement when pruning by age: a long backlog goes in short transactions. */
const PRUNE_BATCH = 5000;

/**
 * Drops request-log and system-log rows older than the retention setting (`log_retention_days`,
 * issue 36: logs are never unbounded), oldest first, in batches read on the created_date index.
 * Returns how many rows went. Safe on every instance at once (a row deleted twice is deleted once).
 */
export async function pruneLogsByAge(database: Database, now: Date, maxBatches = 20): Promise<number> {
  const days = (await loginSettings(database.db, 0)).log_retention_days;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  for (const table of ['request_log', 'system_log']) {
    for (let i = 0; i < maxBatches; i++) {
      const gone = await database.query<{ id: string }>(
        `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE created_date < $1 ORDER BY created_date, id LIMIT ${PRUNE_BATCH}) RETURNING id`,
        [cutoff.toISOString()],
      );
      removed += gone.length;
      if (gone.length < PRUNE_BATCH) break;
    }
  }
  return removed;
}

const HOUR_MS = 3_600_000;
const lastPruneHour = new WeakMap<Database, number>();
/** `pruneLogsByAge` once per hour per process (the scheduler's pass runs every 30 s). */
export async function pruneLogsHourly(database: Database, now: () => Date): Promise<number> {
  const hour = Math.floor(now().getTime() / HOUR_MS);
  if (lastPruneHour.get(database) === hour) return 0;
  lastPruneHour.set(database, hour);
  return pruneLogsByAge(database, now());
}

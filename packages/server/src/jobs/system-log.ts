/**
 * What the system does, for the system log (spec §3 "request and system logs", issue 37): start and
 * stop, migrations applied, the demo seed, scheduler passes that did something (never an idle
 * pass: one row per pass would write 2,880 rows a day for nothing), scheduler and sync failures,
 * sync runs. Server errors are written by the error handler (modules/system/logs.ts). A write never
 * throws: the work it describes must go on when the log cannot be written.
 */
import type { Drizzle } from '../db/client.js';
import { systemLog } from '../auth/tables.js';

export type SystemLogLevel = 'info' | 'warn' | 'error';

/** One system-log row (message cut to the column's 1,000 characters). */
export async function writeSystemLog(db: Drizzle, at: Date, level: SystemLogLevel, message: string, stack?: string | null): Promise<void> {
  try {
    await db.insert(systemLog).values({ created_date: at, level, message: message.slice(0, 1000), stack: stack ? stack.slice(0, 10_000) : null });
  } catch {
    // The log is best effort; the caller's work is not undone for it.
  }
}

/** An error as a system-log row: its message after `what`, its stack kept. */
export function writeSystemError(db: Drizzle, at: Date, what: string, e: unknown): Promise<void> {
  const err = e as Error;
  // Driver errors quote the failed query's parameters: kept out, as for server errors.
  const redact = (s: string) => s.replace(/\bparams: [^\n]*/g, 'params: [redacted]');
  return writeSystemLog(db, at, 'error', `${what}: ${redact(String(err?.message ?? e))}`, typeof err?.stack === 'string' ? redact(err.stack) : null);
}

/** "released 2, expired 1" from counts, leaving out the zeros; '' when all are zero. */
export const countsText = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

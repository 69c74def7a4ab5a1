/**
 * What the system does, for the system log (spec §3 "request and system logs", issue 37): start and
 * stop, migrations applied, the demo seed, scheduler passes that did something (never an idle
 * pass: one row per pass would write 2,880 rows a day for nothing), scheduler and sync failures,
 * sync runs. Server errors are written by the error handler (modules/system/logs.ts). A write never
 * throws: the work it describes must go on when the log cannot be written.
 */
import type { Drizzle } from '../db/client.js';
import { type Lang, translate } from '@portal/domain';
import { systemLog } from '../auth/tables.js';

export type SystemLogLevel = 'info' | 'warn' | 'error';

/**
 * What a row says, as a message key of the system bundle and its values (issue 37: the log reads in
 * the reader's language). `counts` (a scheduler pass's figures) become the `did` value, each count
 * in words of its own key (`syslog.count<Name>`), zeros left out. The row keeps the English text
 * too, for search and for readers of the table itself.
 */
export type SystemText = { key: string; params?: Readonly<Record<string, string | number>>; counts?: Readonly<Record<string, number>> };

const COUNT_ORDER = ['released', 'expired', 'moved', 'reminders', 'alerts', 'pruned'];
const countRank = (k: string) => (COUNT_ORDER.includes(k) ? COUNT_ORDER.indexOf(k) : COUNT_ORDER.length);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A system-log row's text in `lang`. */
export function systemLogText(lang: Lang, text: SystemText): string {
  const params: Record<string, string | number> = { ...text.params };
  if (text.counts)
    params.did = Object.entries(text.counts)
      .filter(([, n]) => n > 0)
      // In the order they were written (jsonb keeps its keys in an order of its own).
      .sort(([a], [b]) => countRank(a) - countRank(b))
      .map(([k, n]) => translate(lang, `syslog.count${capital(k)}`, { n }))
      .join(', ');
  if (typeof params.trigger === 'string') params.trigger = translate(lang, `syslog.trigger${capital(params.trigger.toLowerCase())}`) || params.trigger;
  return translate(lang, text.key, params) || text.key;
}

/** One system-log row (message cut to the column's 1,000 characters). */
export async function writeSystemLog(db: Drizzle, at: Date, level: SystemLogLevel, text: SystemText, stack?: string | null): Promise<void> {
  try {
    const message = systemLogText('en', text);
    await db.insert(systemLog).values({ created_date: at, level, message: message.slice(0, 1000), message_key: text.key, message_params: { ...text.params, ...(text.counts && { counts: text.counts }) }, stack: stack ? stack.slice(0, 10_000) : null });
  } catch {
    // The log is best effort; the caller's work is not undone for it.
  }
}

/** An error as a system-log row: `what` with the error's message as its `error` value, its stack kept. */
export function writeSystemError(db: Drizzle, at: Date, what: SystemText, e: unknown): Promise<void> {
  const err = e as Error;
  // Driver errors quote the failed query's parameters: kept out, as for server errors.
  const redact = (s: string) => s.replace(/\bparams: [^\n]*/g, 'params: [redacted]');
  return writeSystemLog(db, at, 'error', { ...what, params: { ...what.params, error: redact(String(err?.message ?? e)).slice(0, 800) } }, typeof err?.stack === 'string' ? redact(err.stack) : null);
}

/** A stored row's text in `lang`: its key and values when it has them, else the text as written. */
export function storedSystemLogText(lang: Lang, row: { message: string; message_key?: string | null; message_params?: unknown }): string {
  if (!row.message_key) return row.message;
  const { counts, ...params } = (row.message_params ?? {}) as Record<string, string | number> & { counts?: Record<string, number> };
  return systemLogText(lang, { key: row.message_key, params, ...(counts && { counts }) });
}

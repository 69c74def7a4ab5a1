/**
 * Workflow helpers of the generic status change (service.ts `changeStatus`): the reason a move
 * may require, and the release a declared schedule would make at once because its time has come.
 */
import type { Resource, Row, ScheduleMove } from '@portal/domain';

/** Longest reason kept (activity log message width). */
export const REASON_MAX = 500;

/** The reason given with a status change: trimmed text, or '' when none (or not text) was given. */
export function reasonOf(v: unknown): string {
  return typeof v === 'string' ? v.trim().slice(0, REASON_MAX) : '';
}

/**
 * The declared release move that is already due for a record just moved by a user: approving
 * news whose release time has passed releases it at once (the scheduler would on its next pass).
 */
export function dueRelease(r: Resource, row: Row, now: Date): ScheduleMove | undefined {
  const status = String(row.status ?? '');
  return (r.schedule ?? []).find((m) => {
    if (m.kind !== 'release' || !m.from.includes(status)) return false;
    const v = row[m.field];
    const at = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : Number.NaN;
    return Number.isFinite(at) && at <= now.getTime();
  });
}

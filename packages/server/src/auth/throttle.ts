/**
 * Sign-in throttling. Keys are the lower-cased target username and the real client IP (req.ip;
 * X-Forwarded-For is believed only when trustProxy is configured), nothing else the caller sends.
 *
 * An attempt is reserved before the password is checked, so that parallel guesses cannot slip
 * past the limit; a success clears the username's counters.
 */
import { FAILED_LOGIN_PASSWORD_LIST } from '@portal/domain';
import { and, desc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import type { LoginSettings } from './settings.js';
import { loginFailure, loginThrottle } from './tables.js';

const IP_WINDOW_MS = 15 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

export const userKey = (username: string) => `user:${username.trim().toLowerCase()}`.slice(0, 200);
export const ipKey = (ip: string) => `ip:${ip}`.slice(0, 200);

/** A lock of a username: until when, and whether this very attempt imposed it (the owner is told once). */
export type Lock = { until: Date; isNew: boolean };
export type Gate = { ok: true } | { ok: false; kind: 'user' | 'ip'; until: Date; isNew?: boolean };

/** Refuses while the username or the IP is locked; otherwise reserves one attempt on both. */
export async function enterAttempt(db: Drizzle, username: string, ip: string, s: LoginSettings, now: Date): Promise<Gate> {
  const [ipRow] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, ipKey(ip)));
  if (ipRow?.locked_until && ipRow.locked_until > now) return { ok: false, kind: 'ip', until: ipRow.locked_until };
  // Reserve: failed_count counts failures plus attempts in flight.
  const [u] = await db
    .insert(loginThrottle)
    .values({ key: userKey(username), failed_count: 1, updated_date: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failed_count: sql`CASE WHEN ${loginThrottle.locked_until} > ${now} THEN ${loginThrottle.failed_count} ELSE ${loginThrottle.failed_count} + 1 END`,
        updated_date: now,
      },
    })
    .returning();
  if (u?.locked_until && u.locked_until > now) return { ok: false, kind: 'user', until: u.locked_until };
  if (u && u.failed_count > s.max_attempts) {
    // More attempts in flight than allowed: this one is refused and the account locked now.
    return { ok: false, kind: 'user', ...(await lockUser(db, username, s, now)) };
  }
  return { ok: true };
}

/** The length of the n-th lock in a row: `lock_minutes`, doubling, never above `max_lock_minutes` (nor a day). */
export const lockMs = (s: LoginSettings, lockCount: number): number =>
  Math.min(s.lock_minutes * 60_000 * 2 ** Math.min(lockCount - 1, 20), s.max_lock_minutes * 60_000, MAX_LOCK_MS);

async function lockUser(db: Drizzle, username: string, s: LoginSettings, now: Date): Promise<Lock> {
  const [row] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, userKey(username)));
  if (row?.locked_until && row.locked_until > now) return { until: row.locked_until, isNew: false };
  const lockCount = (row?.lock_count ?? 0) + 1;
  const until = new Date(now.getTime() + lockMs(s, lockCount));
  // Compare-and-set on the previous lock: of two failures racing here only one imposes (and reports) the lock.
  const set = await db
    .update(loginThrottle)
    .set({ failed_count: 0, lock_count: lockCount, locked_until: until, updated_date: now })
    .where(
      and(eq(loginThrottle.key, userKey(username)), row?.locked_until ? eq(loginThrottle.locked_until, row.locked_until) : isNull(loginThrottle.locked_until)),
    )
    .returning({ key: loginThrottle.key });
  if (set.length === 0) {
    const [other] = await db
      .select({ until: loginThrottle.locked_until })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, userKey(username)));
    return { until: other?.until ?? until, isNew: false };
  }
  return { until, isNew: true };
}

/**
 * A failed attempt (the reservation stays counted). Returns the lock when this failure locked the
 * account. Also counts the IP and keeps the last failures per username (no passwords kept).
 */
export async function failAttempt(
  db: Drizzle,
  username: string,
  ip: string,
  userAgent: string,
  reason: string,
  s: LoginSettings,
  now: Date,
): Promise<Lock | null> {
  const [u] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, userKey(username)));
  const lockedUntil = u && u.failed_count >= s.max_attempts ? await lockUser(db, username, s, now) : null;

  const [ipRow] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, ipKey(ip)));
  const isFreshWindow = !ipRow?.window_start || now.getTime() - ipRow.window_start.getTime() > IP_WINDOW_MS;
  const count = isFreshWindow ? 1 : (ipRow?.failed_count ?? 0) + 1;
  const ipLock = count >= s.ip_max_failures ? new Date(now.getTime() + IP_WINDOW_MS) : null;
  await db
    .insert(loginThrottle)
    .values({ key: ipKey(ip), failed_count: count, window_start: now, locked_until: ipLock, updated_date: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failed_count: count, ...(isFreshWindow ? { window_start: now } : {}), ...(ipLock ? { locked_until: ipLock } : {}), updated_date: now },
    });

  const name = username.trim().toLowerCase().slice(0, 100);
  await db.insert(loginFailure).values({ username: name, ip: ip.slice(0, 64), user_agent: userAgent.slice(0, 500), reason, created_date: now });
  const keep = db
    .select({ id: loginFailure.id })
    .from(loginFailure)
    .where(eq(loginFailure.username, name))
    .orderBy(desc(loginFailure.id))
    .limit(FAILED_LOGIN_PASSWORD_LIST);
  await db.delete(loginFailure).where(and(eq(loginFailure.username, name), notInArray(loginFailure.id, keep)));
  return lockedUntil;
}

/** A successful sign-in clears the username's failures and lock history. */
export async function clearUser(db: Drizzle, username: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, userKey(username)));
}

/** Housekeeping: throttle rows untouched for a day carry no information. */
export async function pruneThrottle(db: Drizzle, now: Date): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.updated_date, new Date(now.getTime() - MAX_LOCK_MS * 2)));
}

/** A right password with the second factor still to come: that attempt is no failure. */
export async function releaseAttempt(db: Drizzle, username: string, now: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failed_count: sql`greatest(${loginThrottle.failed_count} - 1, 0)`, updated_date: now })
    .where(eq(loginThrottle.key, userKey(username)));
}

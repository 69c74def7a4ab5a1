/**
 * Sessions: one per signed-in device, each a family of rotating opaque refresh tokens stored as
 * sha256. Presenting a token that was already rotated means it leaked: the whole family ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import { describeAgent } from '../engine/activity.js';
import { authSession, refreshToken } from './tables.js';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A readable device name from the User-Agent: "Chrome 120 · Windows". */
export function deviceName(ua: string): string {
  const { browser, device } = describeAgent(ua);
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : device;
  const b = browser.replace(/^(\S+) (\d+).*$/, '$1 $2');
  return `${b} · ${os}`.slice(0, 255);
}

export type NewSession = { sessionId: number; refreshToken: string };

/** Opens a session for a device; beyond `maxDevices` live sessions the oldest ones are ended (spec §9). */
export async function openSession(
  db: Drizzle,
  a: { accountId: number; userAgent: string; ip: string; maxDevices: number; refreshDays: number; now: Date },
): Promise<NewSession> {
  const token = newToken();
  const expires = new Date(a.now.getTime() + a.refreshDays * 86_400_000);
  return db.transaction(async (tx) => {
    const [s] = await tx
      .insert(authSession)
      .values({
        account_id: a.accountId,
        device_name: deviceName(a.userAgent),
        user_agent: a.userAgent.slice(0, 500),
        ip: a.ip.slice(0, 64),
        created_date: a.now,
        last_used_date: a.now,
        expires_at: expires,
        reauth_at: a.now,
      })
      .returning({ id: authSession.id });
    const sessionId = Number(s?.id);
    await tx.insert(refreshToken).values({ token_hash: sha256(token), session_id: sessionId, created_date: a.now });
    const live = await tx
      .select({ id: authSession.id })
      .from(authSession)
      .where(and(eq(authSession.account_id, a.accountId), isNull(authSession.revoked_at), gt(authSession.expires_at, a.now)))
      .orderBy(desc(authSession.created_date), desc(authSession.id));
    const extra = live.slice(a.maxDevices).map((r) => Number(r.id));
    if (extra.length > 0) {
      await tx.update(authSession).set({ revoked_at: a.now, revoke_reason: 'device_limit' }).where(inArray(authSession.id, extra));
    }
    return { sessionId, refreshToken: token };
  });
}

export type RotateResult =
  | { ok: true; sessionId: number; accountId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Swaps a refresh token for a new one in the same family. */
export async function rotate(db: Drizzle, token: string, a: { refreshDays: number; now: Date }): Promise<RotateResult> {
  const hash = sha256(token);
  const [row] = await db
    .select({
      used_at: refreshToken.used_at,
      session_id: refreshToken.session_id,
      account_id: authSession.account_id,
      revoked_at: authSession.revoked_at,
      expires_at: authSession.expires_at,
    })
    .from(refreshToken)
    .innerJoin(authSession, eq(authSession.id, refreshToken.session_id))
    .where(eq(refreshToken.token_hash, hash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  const sessionId = Number(row.session_id);
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (row.expires_at <= a.now) return { ok: false, reason: 'expired' };
  // Compare-and-set: of two requests with the same token only one wins; the other is a reuse.
  const used = await db
    .update(refreshToken)
    .set({ used_at: a.now })
    .where(and(eq(refreshToken.token_hash, hash), isNull(refreshToken.used_at)))
    .returning({ h: refreshToken.token_hash });
  if (row.used_at || used.length === 0) {
    await revokeSessions(db, { sessionIds: [sessionId] }, 'reuse', a.now);
    return { ok: false, reason: 'reused' };
  }
  const next = newToken();
  await db.insert(refreshToken).values({ token_hash: sha256(next), session_id: sessionId, created_date: a.now });
  await db
    .update(authSession)
    .set({ last_used_date: a.now, expires_at: new Date(a.now.getTime() + a.refreshDays * 86_400_000) })
    .where(eq(authSession.id, sessionId));
  return { ok: true, sessionId, accountId: Number(row.account_id), refreshToken: next };
}

/** The session a refresh token belongs to (for logout with a refresh token only). */
export async function sessionOfToken(db: Drizzle, token: string): Promise<{ sessionId: number; accountId: number } | null> {
  const [row] = await db
    .select({ session_id: refreshToken.session_id, account_id: authSession.account_id })
    .from(refreshToken)
    .innerJoin(authSession, eq(authSession.id, refreshToken.session_id))
    .where(and(eq(refreshToken.token_hash, sha256(token)), isNull(authSession.revoked_at)))
    .limit(1);
  return row ? { sessionId: Number(row.session_id), accountId: Number(row.account_id) } : null;
}

export async function revokeSessions(db: Drizzle, which: { sessionIds?: number[]; accountId?: number }, reason: string, now: Date): Promise<number> {
  const conds = [isNull(authSession.revoked_at)];
  if (which.sessionIds) conds.push(inArray(authSession.id, which.sessionIds.length > 0 ? which.sessionIds : [-1]));
  if (which.accountId !== undefined) conds.push(eq(authSession.account_id, which.accountId));
  const rows = await db
    .update(authSession)
    .set({ revoked_at: now, revoke_reason: reason })
    .where(and(...conds))
    .returning({ id: authSession.id });
  return rows.length;
}

export async function isSessionLive(db: Drizzle, sessionId: number, accountId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(and(eq(authSession.id, sessionId), eq(authSession.account_id, accountId), isNull(authSession.revoked_at), gt(authSession.expires_at, now)))
    .limit(1);
  return !!row;
}

/** A sensitive action may skip the password when it was proven on this device within this window. */
export const REAUTH_MINUTES = 5;

/** Whether the password was proven on this live session within the last REAUTH_MINUTES. */
export async function isRecentlyAuthenticated(db: Drizzle, sessionId: number, accountId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.account_id, accountId),
        isNull(authSession.revoked_at),
        gt(authSession.reauth_at, new Date(now.getTime() - REAUTH_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  return !!row;
}

/** Records that the password was just proven on this session. */
export async function markAuthenticated(db: Drizzle, sessionId: number, accountId: number, now: Date): Promise<void> {
  await db
    .update(authSession)
    .set({ reauth_at: now })
    .where(and(eq(authSession.id, sessionId), eq(authSession.account_id, accountId)));
}

/** "My devices": the live sessions of an account, newest use first. */
export async function listSessions(db: Drizzle, accountId: number, now: Date) {
  return db
    .select({
      id: authSession.id,
      device_name: authSession.device_name,
      ip: authSession.ip,
      user_agent: authSession.user_agent,
      created_date: authSession.created_date,
      last_used_date: authSession.last_used_date,
      expires_at: authSession.expires_at,
    })
    .from(authSession)
    .where(and(eq(authSession.account_id, accountId), isNull(authSession.revoked_at), gt(authSession.expires_at, now)))
    .orderBy(desc(authSession.last_used_date), asc(authSession.id));
}

/** Old revoked or expired sessions carry no value after a while; their tokens go with them. */
export async function pruneSessions(db: Drizzle, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 30 * 86_400_000);
  await db.delete(authSession).where(sql`coalesce(${authSession.revoked_at}, ${authSession.expires_at}) < ${cutoff}`);
}

/**
 * Sign-in and the signed-in user. Access tokens are short-lived JWTs carrying the account's token
 * version and the device session, so that bumping the version (password change or reset, lock,
 * role change) or ending the session (logout) cuts access at once.
 */
import { randomBytes } from 'node:crypto';
import { hash as argonHash, verify as verifyPassword } from '@node-rs/argon2';
import type { AbilityRule, Row } from '@portal/domain';
import { account, accountLabel, buildAbility, buildRules, passwordProblem, permission, publicColumns, role, PASSWORD_MAX, PASSWORD_MIN } from '@portal/domain';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import type { Ctx, SessionUser } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { cachedResult, deepFreeze } from '../engine/query-cache.js';
import { ADMIN_ROLE_NAME } from './abilities.js';
import { signToken, verifyToken } from './jwt.js';
import { notifyLocked } from './lock-notice.js';
import { type MailAdapter, outboxMailer } from './mail.js';
import { isRecentlyAuthenticated, markAuthenticated, openSession, revokeSessions } from './sessions.js';
import { authSession, spentToken } from './tables.js';
import { type LoginSettings, loginSettings } from './settings.js';
import { clearUser, enterAttempt, failAttempt, type Lock, releaseAttempt } from './throttle.js';
import { checkSecondFactor, totpOf } from './totp.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

/** `mailer`: where lock notices go (the outbox when not given). */
export type AuthConfig = { jwtSecret: string; mailer?: MailAdapter };

export const accounts = () => tableFor(account);
const roles = () => tableFor(role);
const perms = () => tableFor(permission);
export const c = (t: ReturnType<typeof tableFor>, n: string) => t[n] as AnyPgColumn;

export type AccountRow = Row & {
  id: number;
  username: string;
  password_hash: string | null;
  token_version: number;
  role_ids: number[] | null;
  account_status: string;
  state: string;
  operating_range: string | null;
  range_unit_ids?: number[] | null;
  email: string | null;
  full_name: string;
};

export type AbilityInfo = { rules: AbilityRule[]; isAdmin: boolean; isTwoFactorRequired: boolean };

/** Role features + decentralization of one account, through the one builder (the operating range is `unitRangeOf`). */
export async function loadAbility(
  db: Drizzle,
  a: { id: number; role_ids: number[] | null; operating_range?: string | null },
  opts: { freshSettings?: boolean } = {},
): Promise<AbilityInfo> {
  const roleIds = a.role_ids ?? [];
  const rt = roles();
  type RoleInfo = { name: string; is_system: boolean; permissions: unknown; is_two_factor_required: boolean };
  const pt = perms();
  // Both lookups at once (they run in parallel on a PostgreSQL pool).
  const [roleRows, decentral] = await Promise.all([
    roleIds.length === 0
      ? Promise.resolve([] as RoleInfo[])
      : (db
          .select({
            name: c(rt, 'name'),
            is_system: c(rt, 'is_system'),
            permissions: c(rt, 'permissions'),
            is_two_factor_required: c(rt, 'is_two_factor_required'),
          })
          .from(rt)
          .where(and(inArray(c(rt, 'id'), roleIds), eq(c(rt, 'state'), 'ACTIVE'))) as Promise<RoleInfo[]>),
    db
      .select({ permissions: c(pt, 'permissions') })
      .from(pt)
      .where(and(eq(c(pt, 'staff_id'), a.id), eq(c(pt, 'state'), 'ACTIVE'))) as Promise<{ permissions: unknown }[]>,
  ]);
  const isAdmin = roleRows.some((r) => r.is_system && r.name === ADMIN_ROLE_NAME);
  const rules = buildRules({
    isAdmin,
    roleMatrices: roleRows.map((r) => r.permissions),
    decentralization: decentral.map((d) => d.permissions),
  });
  const isTwoFactorRequired = roleRows.some((r) => r.is_two_factor_required) || (await loginSettings(db, opts.freshSettings ? 0 : undefined)).is_two_factor_required;
  return { rules, isAdmin, isTwoFactorRequired };
}

/**
 * The rules a session actually gets: when two-factor sign-in is required (by a role or the login
 * settings) and the account has not enrolled yet, only Auth, so the user can enrol and nothing more.
 */
export async function effectiveAbility(db: Drizzle, a: { id: number; role_ids: number[] | null; operating_range?: string | null }, opts: { freshSettings?: boolean } = {}) {
  const info = await loadAbility(db, a, opts);
  const totp = info.isTwoFactorRequired ? await totpOf(db, a.id) : null;
  const mustEnrol = info.isTwoFactorRequired && !totp?.is_enabled;
  return { ...info, rules: mustEnrol ? buildRules({ isAdmin: false, roleMatrices: [], decentralization: [] }) : info.rules, mustEnrol };
}

export async function findAccountByUsername(db: Drizzle, username: string): Promise<AccountRow | null> {
  const t = accounts();
  const rows = await db
    .select()
    .from(t)
    .where(sql`lower(${c(t, 'username')}) = lower(${username})`)
    .limit(1);
  return (rows[0] as AccountRow | undefined) ?? null;
}

export async function findAccountById(db: Drizzle, id: number): Promise<AccountRow | null> {
  const t = accounts();
  const rows = await db
    .select()
    .from(t)
    .where(eq(c(t, 'id'), id))
    .limit(1);
  return (rows[0] as AccountRow | undefined) ?? null;
}

/** A lock this attempt imposed is reported to the account's owner (notification and mail). */
async function reportLock(ctx: Ctx, cfg: AuthConfig, username: string, lock: Lock | null | undefined, s: LoginSettings): Promise<void> {
  if (lock?.isNew) await notifyLocked(ctx, cfg.mailer ?? outboxMailer, username, lock.until, s);
}

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

export type PasswordConfirmation = {
  /** The current password, when the caller sent one. */
  password: string | undefined;
  /** The field a refusal names (`password`, `old_password`). */
  field: string;
  /** Whether a password proven on this device within REAUTH_MINUTES is enough (else the password is required). */
  isRecentEnough: boolean;
  /** Told the seconds to wait when the account is locked (the route sets Retry-After). */
  retryAfter?: (seconds: number) => void;
};

/**
 * The signed-in account after proving its current password, before a sensitive action (change
 * password, two-factor set-up, enabling, disabling). A check is a sign-in attempt: it goes through
 * the same lockout (a wrong password counts, the third in a row locks the account for sign-in too)
 * and, while the account is locked, answers 423 whether the password is right or not. Without a
 * password, `isRecentEnough` accepts a sign-in or confirmation on this device in the last minutes.
 */
export async function confirmPassword(ctx: Ctx, cfg: AuthConfig, o: PasswordConfirmation): Promise<AccountRow> {
  if (!ctx.user) throw new AppError(401, 'error.unauthorized');
  const db = ctx.database.db;
  const now = ctx.now();
  const acc = await findAccountById(db, ctx.user.id);
  if (!acc) throw new AppError(401, 'error.unauthorized');
  const sessionId = ctx.user.sessionId;
  if (o.password === undefined) {
    if (o.isRecentEnough && sessionId !== undefined && (await isRecentlyAuthenticated(db, sessionId, acc.id, now))) return acc;
    throw new AppError(400, 'auth.reauthRequired', {}, [{ field: o.field, key: 'auth.reauthRequired' }]);
  }
  const s = await loginSettings(db);
  const locked = (until: Date, kind: 'user' | 'ip') => {
    const minutes = minutesLeft(until, now);
    o.retryAfter?.(minutes * 60);
    return kind === 'ip'
      ? new AppError(429, 'auth.tooManyAttempts', { minutes })
      : new AppError(423, 'auth.temporarilyLocked', { max: s.max_attempts, minutes });
  };
  const gate = await enterAttempt(db, acc.username, ctx.ip, s, now);
  if (!gate.ok) {
    if (gate.kind === 'user') await reportLock(ctx, cfg, acc.username, { until: gate.until, isNew: gate.isNew === true }, s);
    throw locked(gate.until, gate.kind);
  }
  const ok = acc.password_hash ? await verifyPassword(acc.password_hash, o.password).catch(() => false) : false;
  if (!ok) {
    const lock = await failAttempt(db, acc.username, ctx.ip, ctx.userAgent, 'confirm_password', s, now);
    if (lock) {
      await reportLock(ctx, cfg, acc.username, lock, s);
      throw locked(lock.until, 'user');
    }
    throw new AppError(400, 'auth.wrongPassword', {}, [{ field: o.field, key: 'auth.wrongPassword' }]);
  }
  await clearUser(db, acc.username);
  if (sessionId !== undefined) await markAuthenticated(db, sessionId, acc.id, now);
  return acc;
}

/** Only the declared public columns of an account: private ones never leave the server. */
export function publicAccount(row: Row): Row {
  const out: Row = {};
  for (const n of ['id', 'created_date', 'updated_date', 'created_by', 'updated_by', 'ordering', 'state']) out[n] = row[n];
  for (const col of publicColumns(account)) out[col.name] = row[col.name] ?? null;
  return out;
}

/** The public part of an account plus its ability list, as the login response and /user/me return it. */
export async function publicUser(db: Drizzle, row: AccountRow): Promise<Row & { ability: AbilityRule[] }> {
  const { rules, isAdmin, isTwoFactorRequired, mustEnrol } = await effectiveAbility(db, row);
  const totp = await totpOf(db, row.id);
  return {
    ...publicAccount(row),
    label: accountLabel(row),
    is_admin: isAdmin,
    is_two_factor_enabled: totp?.is_enabled === true,
    is_two_factor_required: isTwoFactorRequired,
    is_two_factor_setup_needed: mustEnrol,
    ability: rules,
  };
}

export type LoginResult =
  | { ok: true; user: Row; accessToken: string; refreshToken: string }
  | { ok: 'mfa'; challengeToken: string }
  | { ok: false; reason: 'invalid' | 'locked' | 'inactive' | 'throttled' | 'ipThrottled'; until?: Date; max?: number };

// A hash of a random password: verifying against it when the user does not exist keeps timing equal.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$A9aixNal37dHUFYnlavpKQ$xBZKZqIwCvfoXkww63ebKmJtP7l0U6iMeyaorDMfWP8';

export function issueAccess(cfg: AuthConfig, a: { id: number; token_version: number }, sessionId: number, now: Date): string {
  return signToken(cfg.jwtSecret, { sub: a.id, typ: 'access', ver: a.token_version, sid: String(sessionId) }, ACCESS_TTL_SECONDS, now.getTime());
}

export async function login(ctx: Ctx, cfg: AuthConfig, username: string, password: string): Promise<LoginResult> {
  const db = ctx.database.db;
  const now = ctx.now();
  const s = await loginSettings(db);
  const gate = await enterAttempt(db, username, ctx.ip, s, now);
  if (!gate.ok) {
    if (gate.kind === 'user') await reportLock(ctx, cfg, username, { until: gate.until, isNew: gate.isNew === true }, s);
    return { ok: false, reason: gate.kind === 'ip' ? 'ipThrottled' : 'throttled', until: gate.until, max: s.max_attempts };
  }
  const row = await findAccountByUsername(db, username);
  // The hash is always checked (a dummy one for unknown names): every answer below costs the same.
  const ok = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password).catch(() => false);
  const isUsable = !!row && row.account_status === 'ACTIVE' && row.state === 'ACTIVE';
  if (!row || !ok || !isUsable) {
    // An account locked by an administrator or not active answers the same whether the password
    // was right or not, and every try counts as a failure: nothing tells a right guess apart.
    const reason = !row ? 'unknown_user' : !isUsable ? `account_${String(row.account_status).toLowerCase()}`.slice(0, 40) : 'password';
    const lock = await failAttempt(db, username, ctx.ip, ctx.userAgent, reason, s, now);
    if (lock) {
      await reportLock(ctx, cfg, username, lock, s);
      return { ok: false, reason: 'throttled', until: lock.until, max: s.max_attempts };
    }
    if (row?.account_status === 'BLOCKED') return { ok: false, reason: 'locked' };
    if (row && !isUsable) return { ok: false, reason: 'inactive' };
    return { ok: false, reason: 'invalid' };
  }
  const totp = await totpOf(db, row.id);
  if (totp?.is_enabled) {
    // The password was right: that attempt is released; the counters clear only after the second factor.
    await releaseAttempt(db, username, now);
    const jti = randomBytes(16).toString('base64url');
    return { ok: 'mfa', challengeToken: signToken(cfg.jwtSecret, { sub: row.id, typ: 'mfa', ver: row.token_version, jti }, MFA_TTL_SECONDS, now.getTime()) };
  }
  return completeLogin(ctx, cfg, row, s);
}

export const MFA_TTL_SECONDS = 5 * 60;

type LoginOk = { ok: true; user: Row; accessToken: string; refreshToken: string };

/** Both factors passed: clears the failure counters and opens a device session. */
export async function completeLogin(ctx: Ctx, cfg: AuthConfig, row: AccountRow, s: LoginSettings): Promise<LoginOk> {
  const db = ctx.database.db;
  const now = ctx.now();
  await clearUser(db, row.username);
  const session = await openSession(db, {
    accountId: row.id,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    maxDevices: s.max_devices,
    refreshDays: s.refresh_days,
    now,
  });
  return { ok: true, user: await publicUser(db, row), accessToken: issueAccess(cfg, row, session.sessionId, now), refreshToken: session.refreshToken };
}

export type SecondFactorResult = LoginOk | { ok: false; reason: 'invalid' | 'expired' | 'throttled'; until?: Date; max?: number };

/** The second step of a sign-in with TOTP: the challenge from step one plus a code or recovery code. */
export async function loginSecondFactor(ctx: Ctx, cfg: AuthConfig, challengeToken: string, code: string): Promise<SecondFactorResult> {
  const db = ctx.database.db;
  const now = ctx.now();
  const claims = verifyToken(cfg.jwtSecret, challengeToken, now.getTime(), 'mfa');
  const row = claims?.jti ? await findAccountById(db, claims.sub) : null;
  if (!claims?.jti || !row || row.token_version !== claims.ver || row.account_status !== 'ACTIVE' || row.state !== 'ACTIVE') return { ok: false, reason: 'expired' };
  const totp = await totpOf(db, row.id);
  if (!totp?.is_enabled) return { ok: false, reason: 'expired' };
  const s = await loginSettings(db);
  const gate = await enterAttempt(db, row.username, ctx.ip, s, now);
  if (!gate.ok) {
    if (gate.kind === 'user') await reportLock(ctx, cfg, row.username, { until: gate.until, isNew: gate.isNew === true }, s);
    return { ok: false, reason: 'throttled', until: gate.until, max: s.max_attempts };
  }
  if (!(await checkSecondFactor(db, totp, code, now.getTime()))) {
    const lock = await failAttempt(db, row.username, ctx.ip, ctx.userAgent, 'second_factor', s, now);
    if (lock) await reportLock(ctx, cfg, row.username, lock, s);
    return lock ? { ok: false, reason: 'throttled', until: lock.until, max: s.max_attempts } : { ok: false, reason: 'invalid' };
  }
  // The challenge is one-time: spent here, in one statement only one request wins (issue 36, class 7).
  if (!(await spendToken(db, claims.jti, new Date(claims.exp * 1000), now))) return { ok: false, reason: 'expired' };
  return completeLogin(ctx, cfg, row, s);
}

/** Records one-time token `jti` as spent; false when it already was. Expired records are dropped first. */
export async function spendToken(db: Drizzle, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(spentToken).where(lt(spentToken.expires_at, now));
  const rows = await db.insert(spentToken).values({ jti, expires_at: expiresAt }).onConflictDoNothing().returning({ jti: spentToken.jti });
  return rows.length === 1;
}

const sessionUserQueries = new WeakMap<Database, ReturnType<typeof buildSessionUserQuery>>();

/**
 * The account, its live device session and the auth epoch in one round trip, built once per
 * database as a named prepared statement (planned once per connection on PostgreSQL).
 */
function buildSessionUserQuery(database: Database) {
  const t = accounts();
  return database.db
    .select({
      id: c(t, 'id'),
      username: c(t, 'username'),
      token_version: c(t, 'token_version'),
      role_ids: c(t, 'role_ids'),
      account_status: c(t, 'account_status'),
      operating_range: c(t, 'operating_range'),
      range_unit_ids: c(t, 'range_unit_ids'),
      epoch: sql`(SELECT v FROM auth_epoch WHERE id = 1)`,
      expires_at: authSession.expires_at,
    })
    .from(t)
    .innerJoin(
      authSession,
      and(
        eq(authSession.id, sql.placeholder('sid')),
        eq(authSession.account_id, c(t, 'id')),
        isNull(authSession.revoked_at),
      ),
    )
    .where(and(eq(c(t, 'id'), sql.placeholder('sub')), eq(c(t, 'state'), 'ACTIVE')))
    .limit(1)
    .prepare('session_user');
}

function sessionUserQuery(database: Database) {
  let q = sessionUserQueries.get(database);
  if (!q) {
    q = buildSessionUserQuery(database);
    sessionUserQueries.set(database, q);
  }
  return q;
}

type SessionRow = AccountRow & { epoch: number | string; expires_at: Date | string };

/** What a session check reads: the account, the session and the auth epoch (ADR 0012). */
export const SESSION_TABLES = [account.name, 'auth_session', 'auth_epoch'] as const;

/**
 * A live session's account row (null when there is none), through the list cache (ADR 0003, ADR
 * 0012): kept until the account, a session or the auth epoch changes (every instance hears of it
 * before its next read, as for lists), so most requests need no query of their own to prove who
 * calls. Expiry, the token version and the account's status are checked on every use. Without a
 * live cache (a lost listener, SESSION_CACHE=off) every call reads the database, as before;
 * QUERY_CACHE=off keeps no results but still keeps sessions (ADR 0013).
 */
async function sessionRow(database: Database, sid: number, sub: number, isFresh: boolean): Promise<SessionRow | null> {
  if (!Number.isSafeInteger(sub)) return null;
  if (isFresh || process.env.SESSION_CACHE === 'off') return ((await sessionUserQuery(database).execute({ sid, sub })) as unknown as SessionRow[])[0] ?? null;
  return cachedResult(
    database,
    SESSION_TABLES,
    `session\u0000${sid}\u0000${sub}`,
    async () => {
      const rows = (await sessionUserQuery(database).execute({ sid, sub })) as unknown as SessionRow[];
      return rows[0] ? deepFreeze(rows[0]) : null;
    },
    () => 512,
    { isCounted: false, isSession: true },
  );
}

/**
 * Resolves a bearer token to the signed-in user, or null when it is missing, forged, expired or
 * revoked. `isFresh`: read the session from the database, not the cache: a write request (ADR 0012)
 * proves who calls with its own query, and does not wait behind other writes' change notifications.
 */
export async function userFromToken(
  database: Database,
  cfg: AuthConfig,
  token: string,
  now: Date = new Date(),
  typ: 'access' | 'file' = 'access',
  isFresh = false,
): Promise<SessionUser | null> {
  const claims = verifyToken(cfg.jwtSecret, token, now.getTime(), typ);
  if (!claims) return null;
  const sessionId = claims.sid ? Number(claims.sid) : undefined;
  if (!sessionId || !Number.isSafeInteger(sessionId)) return null;
  const row = await sessionRow(database, sessionId, Number(claims.sub), isFresh);
  if (!row || !(new Date(row.expires_at).getTime() > now.getTime()) || row.token_version !== claims.ver || row.account_status !== 'ACTIVE') return null;
  const { ability, isAdmin } = await cachedAbility(database, row, Number(row.epoch));
  const unitRange = unitRangeOf(row);
  return { id: row.id, username: row.username, roleIds: row.role_ids ?? [], ability, sessionId, tokenVersion: claims.ver, isAdmin, ...(unitRange ? { unitRange } : {}) };
}

/**
 * The units a limited operating range covers (spec §3: related corporations, a designated
 * corporation): the account's chosen units, none when it chose none (its broad rights then cover
 * its own records only). The whole group, or no range set, is no limit.
 */
export function unitRangeOf(row: { operating_range?: string | null; range_unit_ids?: readonly (number | string)[] | null }): number[] | undefined {
  if (row.operating_range !== 'RELATED_CORPORATIONS' && row.operating_range !== 'DESIGNATED_CORPORATION') return undefined;
  return (row.range_unit_ids ?? []).map(Number);
}

type CachedAbility = { epoch: number; ability: SessionUser['ability']; isAdmin: boolean };
/** Built rights per database, valid for one auth epoch (migration 0007: bumped by every write to what rights are built from). */
const abilityCache = new WeakMap<Database, { epoch: number; byKey: Map<string, CachedAbility>; loading: Map<string, Promise<CachedAbility>> }>();
const ABILITY_CACHE_MAX = 10_000;

/**
 * The rights of an account as of `epoch`, built once per epoch and account shape (id, roles)
 * instead of three queries and a build on every request. The epoch is read in
 * the same query as the account, after the writer's commit, so a cached entry never outlives a
 * change to roles, per-staff rights, login settings or two-factor enrolment.
 */
async function cachedAbility(database: Database, row: AccountRow, epoch: number): Promise<CachedAbility> {
  let state = abilityCache.get(database);
  if (!state || epoch > state.epoch) {
    state = { epoch, byKey: new Map(), loading: new Map() };
    abilityCache.set(database, state);
  }
  const key = `${row.id}|${(row.role_ids ?? []).join(',')}`;
  const hit = state.byKey.get(key);
  if (hit && hit.epoch === epoch) return hit;
  // Concurrent requests of one account share one load (a cold start, or every request of a user
  // after a change to rights: 40 loads of the same rights in the first 100 ms were seen under load).
  const loadKey = `${epoch}|${key}`;
  const pending = state.loading.get(loadKey);
  if (pending) return pending;
  const s = state;
  const load = (async () => {
    const { rules, isAdmin } = await effectiveAbility(database.db, row, { freshSettings: true });
    const built: CachedAbility = { epoch, ability: buildAbility(rules), isAdmin };
    if (epoch === s.epoch) {
      if (s.byKey.size >= ABILITY_CACHE_MAX) s.byKey.clear();
      s.byKey.set(key, built);
    }
    return built;
  })().finally(() => s.loading.delete(loadKey));
  s.loading.set(loadKey, load);
  return load;
}

/** Refuses a password that breaks the policy, as a 400 with a field error in the caller's language. */
export function checkPasswordPolicy(password: unknown, username: string | undefined, field = 'password'): string {
  if (typeof password !== 'string' || password.length === 0)
    throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.required', params: { label: field } }]);
  const problem = passwordProblem(password, username);
  if (problem) throw new AppError(400, 'error.validation', {}, [{ field, key: `password.${problem}`, params: { min: PASSWORD_MIN, max: PASSWORD_MAX } }]);
  return password;
}

export const hashPassword = (password: string) => argonHash(password);

/**
 * Stores a new password hash and ends every session of the account: bumping the token version
 * kills access tokens at once, revoking the sessions kills refresh tokens.
 */
export async function setPassword(db: Drizzle, accountId: number, password: string, reason: string, now: Date): Promise<void> {
  const t = accounts();
  const hashed = await hashPassword(password);
  await db
    .update(t)
    .set({ password_hash: hashed, token_version: sql`${c(t, 'token_version')} + 1`, updated_date: now })
    .where(eq(c(t, 'id'), accountId));
  await revokeSessions(db, { accountId }, reason, now);
}

/** Cuts current access tokens of accounts (role change, lock) without touching their password. */
export async function bumpTokenVersion(db: Drizzle, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const t = accounts();
  await db
    .update(t)
    .set({ token_version: sql`${c(t, 'token_version')} + 1` })
    .where(inArray(c(t, 'id'), accountIds));
}

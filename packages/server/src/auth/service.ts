/**
 * Sign-in and the signed-in user. Access tokens are short-lived JWTs carrying the account's token
 * version, so that bumping the version (logout everywhere, lock, password change, role change)
 * cuts access at once.
 */
import { verify as verifyPassword } from '@node-rs/argon2';
import type { AbilityRule, Row } from '@portal/domain';
import { account, buildAbility, role } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import type { SessionUser } from '../engine/context.js';
import { signToken, verifyToken } from './jwt.js';
import { type RoleRow, rulesForRoles } from './abilities.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

export type AuthConfig = { jwtSecret: string };

const accounts = () => tableFor(account);
const roles = () => tableFor(role);
const c = (t: ReturnType<typeof tableFor>, n: string) => t[n] as AnyPgColumn;

export async function loadRules(db: Drizzle, roleIds: number[]): Promise<AbilityRule[]> {
  if (roleIds.length === 0) return [];
  const rt = roles();
  const rows = (await db
    .select({ id: c(rt, 'id'), name: c(rt, 'name'), is_system: c(rt, 'is_system'), permissions: c(rt, 'permissions'), state: c(rt, 'state') })
    .from(rt)
    .where(inArray(c(rt, 'id'), roleIds))) as RoleRow[];
  return rulesForRoles(rows);
}

type AccountRow = Row & { id: number; username: string; password_hash: string | null; token_version: number; role_ids: number[] | null; account_status: string; state: string };

export async function findAccountByUsername(db: Drizzle, username: string): Promise<AccountRow | null> {
  const t = accounts();
  const rows = await db
    .select()
    .from(t)
    .where(sql`lower(${c(t, 'username')}) = lower(${username})`)
    .limit(1);
  return (rows[0] as AccountRow | undefined) ?? null;
}

/** The public part of an account plus its ability list, as the login response and /user/me return it. */
export async function publicUser(db: Drizzle, row: AccountRow): Promise<Row & { ability: AbilityRule[] }> {
  const { password_hash: _h, token_version: _v, ...rest } = row;
  const rules = await loadRules(db, row.role_ids ?? []);
  return { ...rest, ability: rules.length > 0 ? rules : [{ action: 'read', subject: 'Auth' }] };
}

export type LoginResult = { ok: true; user: Row; accessToken: string } | { ok: false; reason: 'invalid' | 'locked' | 'inactive' };

// A hash of a random password: verifying against it when the user does not exist keeps timing equal.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$A9aixNal37dHUFYnlavpKQ$xBZKZqIwCvfoXkww63ebKmJtP7l0U6iMeyaorDMfWP8';

export async function login(database: Database, cfg: AuthConfig, username: string, password: string): Promise<LoginResult> {
  const db = database.db;
  const row = await findAccountByUsername(db, username);
  const ok = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password).catch(() => false);
  if (!row || !ok) return { ok: false, reason: 'invalid' };
  if (row.account_status === 'BLOCKED') return { ok: false, reason: 'locked' };
  if (row.account_status !== 'ACTIVE' || row.state !== 'ACTIVE') return { ok: false, reason: 'inactive' };
  const accessToken = signToken(cfg.jwtSecret, { sub: row.id, typ: 'access', ver: row.token_version }, ACCESS_TTL_SECONDS);
  return { ok: true, user: await publicUser(db, row), accessToken };
}

/** Resolves a bearer token to the signed-in user, or null when it is missing, forged, expired or revoked. */
export async function userFromToken(database: Database, cfg: AuthConfig, token: string): Promise<SessionUser | null> {
  const claims = verifyToken(cfg.jwtSecret, token);
  if (!claims) return null;
  const db = database.db;
  const t = accounts();
  const rows = (await db
    .select({ id: c(t, 'id'), username: c(t, 'username'), token_version: c(t, 'token_version'), role_ids: c(t, 'role_ids'), account_status: c(t, 'account_status') })
    .from(t)
    .where(and(eq(c(t, 'id'), claims.sub), eq(c(t, 'state'), 'ACTIVE')))
    .limit(1)) as AccountRow[];
  const row = rows[0];
  if (!row || row.token_version !== claims.ver || row.account_status !== 'ACTIVE') return null;
  const roleIds = row.role_ids ?? [];
  return { id: row.id, username: row.username, roleIds, ability: buildAbility(await loadRules(db, roleIds)) };
}

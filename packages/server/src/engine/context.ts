import type { Action, AppAbility, Lang, Subject } from '@portal/domain';
import { canDo } from '@portal/domain';
import type { Database } from '../db/client.js';
import { forbidden, unauthorized } from './errors.js';

export type SessionUser = {
  id: number;
  username: string;
  ability: AppAbility;
  roleIds: number[];
  /** The device session the access token belongs to (logout ends it). */
  sessionId?: number;
  /** The token version the session's token carries (a file cookie for the session carries it too). */
  tokenVersion?: number;
  /** Holds the built-in Admin role. */
  isAdmin?: boolean;
  /**
   * The organisation units of a limited operating range (designated or related corporations):
   * broad rights cover only records of their subtrees on resources that declare `access.unit`.
   * Absent for the whole group.
   */
  unitRange?: readonly number[];
};

/** Everything a command needs to know about who is asking, from where, and when. */
export type Ctx = {
  database: Database;
  user: SessionUser | null;
  lang: Lang;
  ip: string;
  userAgent: string;
  now: () => Date;
};

export function requireUser(ctx: Ctx): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/** Throws 401 without a user and 403 without the right; the server is the authority (DESIGN §6). */
export function authorize(ctx: Ctx, action: Action, subject: Subject): SessionUser {
  const user = requireUser(ctx);
  if (!canDo(user.ability, action, subject)) throw forbidden();
  return user;
}

/**
 * Who may change an administrator's account (issue 11): administrators only. Here, in auth, so that
 * two-factor reset (auth) and account management (modules/system) share it without auth importing
 * a module (issue 34's wrong-way import).
 */
import { role } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { isAdminRole } from './abilities.js';
import { c } from './service.js';

/** Ids of the built-in Admin role(s) among `ids`. */
export async function adminRoleIds(ctx: Ctx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rt = tableFor(role);
  const rows = (await ctx.database.db
    .select({ id: c(rt, 'id'), name: c(rt, 'name'), is_system: c(rt, 'is_system') })
    .from(rt)
    .where(inArray(c(rt, 'id'), ids))) as { id: number; name: string; is_system: boolean }[];
  return rows.filter(isAdminRole).map((r) => Number(r.id));
}

/**
 * An administrator account is changed by administrators only: otherwise an account manager could
 * move an administrator's email to their own mailbox and recover the password.
 */
export async function guardAdminAccount(ctx: Ctx, target: { role_ids?: unknown }): Promise<void> {
  if (ctx.user?.isAdmin) return;
  if ((await adminRoleIds(ctx, (target.role_ids as number[] | null) ?? [])).length > 0) throw new AppError(403, 'account.adminOnly');
}

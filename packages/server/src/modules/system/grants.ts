/**
 * Granting rights (issue 11): nobody but an administrator hands out a right they do not hold
 * themselves, whichever way it is handed out: a role's matrix (create, edit, copy), a role given
 * to accounts (assign, account create or update) or a decentralization rule. Taking rights away
 * needs no such check.
 */
import type { Action, Subject } from '@portal/domain';
import { canDo, rulesFromMatrix } from '@portal/domain';
import type { Ctx } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';

/**
 * Refuses (403, naming the rights) when `next` grants a right that `before` did not and the caller
 * does not hold. "Holding" is what the server enforces: "view" comes with "edit", "approve" or
 * "view all" of the same subject. Administrators hold everything.
 */
export function guardGrant(ctx: Ctx, next: unknown, before: unknown = null): void {
  if (ctx.user?.isAdmin) return;
  const had = new Set(rulesFromMatrix(before).map((r) => `${String(r.subject)}.${String(r.action)}`));
  const missing = rulesFromMatrix(next)
    .map((r) => ({ r, key: `${String(r.subject)}.${String(r.action)}` }))
    .filter(({ r, key }) => !had.has(key) && !(ctx.user && canDo(ctx.user.ability, r.action as Action, r.subject as Subject)))
    .map(({ key }) => key);
  if (missing.length > 0) throw new AppError(403, 'role.rightNotHeld', { value: [...new Set(missing)].join(', ') });
}

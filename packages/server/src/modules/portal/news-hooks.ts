/** News behaviour beyond the declaration: what staff may read (released news of everyone). */
import type { Resource } from '@portal/domain';
import { news } from '@portal/domain';
import { type SQL, and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import type { Ctx } from '../../engine/context.js';
import type { Drizzle } from '../../db/client.js';
import { type AccessHook, defineModule } from '../../engine/module.js';
import { releaseNow } from '../../engine/read-scope.js';
import { isCmsReader } from '../../engine/access.js';
import { workflowNotifications } from '../../engine/workflow-notify.js';

/** Released, shown, not hidden and not expired at `now`: what the portal shows to staff. */
/** When news becomes visible and invisible: the released scope changes only at these times (or a write). */
export const NEWS_BOUNDARIES = ['release_date', 'expiration_date'] as const;

/** The partition of the released news (news' `list.scopeKeys`: they lead its list index and its day roll-up). */
const RELEASED_PARTITION = { status: 'PUBLISH', is_hide: false, is_show: true } as const;

export function releasedNews(t: AnyTable, now: Date): SQL[] {
  const c = (n: string) => t[n] as AnyPgColumn;
  return [
    ...Object.entries(RELEASED_PARTITION).map(([k, v]) => eq(c(k), v)),
    lte(c('release_date'), now),
    or(isNull(c('expiration_date')), gt(c('expiration_date'), now)) as SQL,
  ];
}

/** Editors and approvers see the admin view only when they ask for it (f_is_get_all_cms=1). */
export { isCmsReader };

/**
 * Comments and reactions may only point at news the user can read: released news for staff, any
 * for editors and approvers (who preview before release).
 */
export async function assertNewsReadable(ctx: Ctx, db: Drizzle, id: number, field: string, resource: Resource): Promise<void> {
  if (isCmsReader(ctx, 'NEWS', true)) return;
  const t = tableFor(news);
  const rows = await db
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(and(eq(t.id as AnyPgColumn, id), eq(t.state as AnyPgColumn, 'ACTIVE'), ...releasedNews(t, ctx.now())))
    .limit(1);
  if (rows.length === 0) throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.refNotFound' }], resource);
}

/** Staff read released news of every author; the admin view (and every write) keeps the declared owner rule. */
export const releasedNewsAccess: AccessHook = (ctx, t, { op, isCms }) => {
  if (op !== 'read' || isCmsReader(ctx, 'NEWS', isCms)) return null;
  const now = releaseNow(ctx, t, 'news', NEWS_BOUNDARIES);
  // The same for every staff reader until the scope's moment moves: built once per moment (the
  // conditions are never changed by their users; a shared scope also shares its rendered key).
  const last = releasedScopes.get(t);
  if (last && last.at === now.getTime()) return last.scope;
  const scope = releasedScope(t, now);
  // Frozen: a caller that changed a shared scope would change every reader's.
  Object.freeze(scope.replace);
  Object.freeze(scope.positions.excluded);
  releasedScopes.set(t, { at: now.getTime(), scope });
  return scope;
};

const releasedScopes = new WeakMap<AnyTable, { at: number; scope: ReturnType<typeof releasedScope> }>();

function releasedScope(t: AnyTable, now: Date) {
  const c = (n: string) => t[n] as AnyPgColumn;
  // Deep pages start from the day roll-up (ADR 0014): the released news are the partition below
  // less its news not released yet or expired (few: the scheduler moves them at those times), as
  // disjoint parts: no release date, released later, released but expired.
  const excluded = [
    { where: isNull(c('release_date')), column: 'release_date' },
    { where: gt(c('release_date'), now), column: 'release_date' },
    { where: and(lte(c('release_date'), now), lte(c('expiration_date'), now)) as SQL, column: 'expiration_date' },
  ];
  return { replace: [and(...releasedNews(t, now)) as SQL], positions: { partition: RELEASED_PARTITION, excluded } };
}

/** Workflow notifications (engine/workflow-notify.ts); a released item's notification opens it in the portal. */
const notifyWorkflow = workflowNotifications({ sourceType: 'NEWS', link: (row, event) => (event === 'released' ? `/news/${row.id}` : `/admin/news/${row.id}`) });

export const newsModule = defineModule({ resource: news, access: { reads: [], rule: releasedNewsAccess }, hooks: { afterTransition: [notifyWorkflow] } });

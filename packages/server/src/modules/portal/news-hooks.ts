/** News behaviour beyond the declaration: sanitised rich text and what staff may read. */
import type { Resource, Row } from '@portal/domain';
import { canDo, news } from '@portal/domain';
import { type SQL, and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import type { Ctx } from '../../engine/context.js';
import type { ResourceHooks } from '../../engine/hooks.js';
import { type ReadScope, scopeNow } from '../../engine/read-scope.js';
import { sanitizeRichText } from './sanitize.js';

/** Sanitises every rich-text column of a payload (both languages). */
export function sanitizeRow(data: Row, names: readonly string[]): Row {
  const out = { ...data };
  for (const n of names) if (typeof out[n] === 'string') out[n] = sanitizeRichText(out[n] as string);
  return out;
}

const RICH = news.columns.filter((c) => c.def.kind === 'richText').map((c) => c.name);

/** Released, shown, not hidden and not expired at `now`: what the portal shows to staff. */
export function releasedNews(t: AnyTable, now: Date): SQL[] {
  const c = (n: string) => t[n] as AnyPgColumn;
  return [
    eq(c('status'), 'PUBLISH'),
    eq(c('is_hide'), false),
    eq(c('is_show'), true),
    lte(c('release_date'), now),
    or(isNull(c('expiration_date')), gt(c('expiration_date'), now)) as SQL,
  ];
}

/** Editors and approvers see the admin view only when they ask for it (f_is_get_all_cms=1). */
export const isCmsReader = (ctx: Ctx, subject: 'NEWS' | 'DIGITAL_LIBRARY', isCms: boolean): boolean =>
  isCms && !!ctx.user && (canDo(ctx.user.ability, 'edit', subject) || canDo(ctx.user.ability, 'approve', subject) || canDo(ctx.user.ability, 'viewAll', subject));

/**
 * Comments and reactions may only point at news the user can read: released news for staff, any
 * for editors and approvers (who preview before release).
 */
export async function assertNewsReadable(ctx: Ctx, id: number, field: string, resource: Resource): Promise<void> {
  if (isCmsReader(ctx, 'NEWS', true)) return;
  const t = tableFor(news);
  const rows = await ctx.database.db
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(and(eq(t.id as AnyPgColumn, id), eq(t.state as AnyPgColumn, 'ACTIVE'), ...releasedNews(t, ctx.now())))
    .limit(1);
  if (rows.length === 0) throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.refNotFound' }], resource);
}

export const newsHooks: ResourceHooks = {
  // Returned columns overwrite the validated ones: the stored rich text is the sanitised one.
  beforeWrite: async (_ctx, _mode, data) => sanitizeRow(Object.fromEntries(RICH.filter((n) => Object.hasOwn(data, n)).map((n) => [n, data[n]])), RICH),
};

export const newsReadScope: ReadScope = (ctx, t, { isCms }) => (isCmsReader(ctx, 'NEWS', isCms) ? null : [and(...releasedNews(t, scopeNow(ctx))) as SQL]);

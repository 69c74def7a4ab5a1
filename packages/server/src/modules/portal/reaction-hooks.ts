/** Reactions: one per user and target; a news reaction names the news, a comment reaction the comment. */
import { reaction } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import type { ResourceHooks } from '../../engine/hooks.js';
import { assertNewsReadable } from './news-hooks.js';

export const reactionHooks: ResourceHooks = {
  beforeWrite: async (ctx, mode, data, existing) => {
    const merged = { ...(existing ?? {}), ...data };
    const targetField = merged.target_type === 'COMMENT' ? 'comment_id' : 'target_id';
    if (merged[targetField] === null || merged[targetField] === undefined) {
      throw new AppError(400, 'error.validation', {}, [{ field: targetField, key: 'validation.required' }], reaction);
    }
    if (targetField === 'target_id' && data.target_id !== undefined && data.target_id !== existing?.target_id) {
      await assertNewsReadable(ctx, Number(merged.target_id), 'target_id', reaction);
    }
    if (mode === 'create' && ctx.user) {
      const t = tableFor(reaction);
      const c = (n: string) => t[n] as AnyPgColumn;
      const dup = await ctx.database.db
        .select({ id: c('id') })
        .from(t)
        .where(and(eq(c('created_by'), ctx.user.id), eq(c('target_type'), merged.target_type), eq(c(targetField), merged[targetField]), eq(c('state'), 'ACTIVE')))
        .limit(1);
      if (dup.length > 0) throw new AppError(409, 'error.conflict');
    }
    return undefined;
  },
};

/**
 * Reactions: a news reaction names readable news, a comment reaction the comment. One reaction per
 * user and target is a unique constraint of the declaration (the database refuses the second of
 * two simultaneous requests), not a check before the insert.
 */
import { reaction } from '@portal/domain';
import { AppError } from '../../engine/errors.js';
import { defineModule } from '../../engine/module.js';
import { assertNewsReadable } from './news-hooks.js';

export const reactionModule = defineModule({
  resource: reaction,
  hooks: {
    beforeChange: [
      async ({ ctx, tx, data, existing }) => {
        const merged = { ...(existing ?? {}), ...data };
        const targetField = merged.target_type === 'COMMENT' ? 'comment_id' : 'target_id';
        if (merged[targetField] === null || merged[targetField] === undefined) {
          throw new AppError(400, 'error.validation', {}, [{ field: targetField, key: 'validation.required' }], reaction);
        }
        if (targetField === 'target_id' && data.target_id !== undefined && data.target_id !== existing?.target_id) {
          await assertNewsReadable(ctx, tx, Number(merged.target_id), 'target_id', reaction);
        }
        return undefined;
      },
    ],
  },
});

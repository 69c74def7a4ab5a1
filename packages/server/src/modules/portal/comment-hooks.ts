/** Comments: sensitive words masked before storing; readers see comments that are not hidden. */
import type { Row } from '@portal/domain';
import { canDo, comment, sensitiveWord } from '@portal/domain';
import { eq, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import type { Ctx } from '../../engine/context.js';
import { tableFor } from '../../db/tables.js';
import { defineModule } from '../../engine/module.js';
import { assertNewsReadable, } from './news-hooks.js';

export type SensitiveWord = { word: string; replacement: string | null };

export async function loadSensitiveWords(db: Drizzle): Promise<SensitiveWord[]> {
  const t = tableFor(sensitiveWord);
  const rows = await db
    .select({ word: t.word as AnyPgColumn, replacement: t.replacement as AnyPgColumn })
    .from(t)
    .where(eq(t.state as AnyPgColumn, 'ACTIVE'));
  return rows as SensitiveWord[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each listed word (case-insensitive, whole words, Vietnamese compared in NFC) with its
 * replacement, or with as many asterisks as it has letters. Longer words first, so that a phrase
 * wins over a word inside it.
 */
export function maskSensitive(text: string, words: readonly SensitiveWord[]): { text: string; isMasked: boolean } {
  let out = text.normalize('NFC');
  let isMasked = false;
  const sorted = [...words].filter((w) => w.word.trim()).sort((a, b) => b.word.length - a.word.length);
  for (const w of sorted) {
    const word = w.word.normalize('NFC').trim();
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(word)}(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(re, (m) => {
      isMasked = true;
      return w.replacement?.trim() ? w.replacement : '*'.repeat([...m].length);
    });
  }
  return { text: out, isMasked };
}

export const commentModule = defineModule({
  resource: comment,
  hooks: {
    beforeChange: [
      async ({ ctx, tx, data, existing }) => {
        if (data.news_id !== undefined && data.news_id !== existing?.news_id) await assertNewsReadable(ctx, tx, Number(data.news_id), 'news_id', comment);
        const out: Row = {};
        // Only moderators hide comments; an author's edit keeps what the moderator set.
        if (Object.hasOwn(data, 'is_hide') && !isModerator(ctx)) out.is_hide = existing?.is_hide ?? false;
        if (typeof data.content !== 'string') return out;
        const { text, isMasked } = maskSensitive(data.content, await loadSensitiveWords(tx));
        return { ...out, content: text, is_masked: isMasked };
      },
    ],
  },
  // Comments follow their news (the declared `access.parent`); readers see the visible ones, moderators all in the admin view.
  access: { reads: [], rule: (ctx, t, { op, isCms }) => (op !== 'read' || (isCms && isModerator(ctx)) ? null : [eq(t.is_hide as AnyPgColumn, false)]) },
});

const isModerator = (ctx: Ctx) => !!ctx.user && (canDo(ctx.user.ability, 'approve', 'NEWS') || canDo(ctx.user.ability, 'viewAll', 'NEWS'));

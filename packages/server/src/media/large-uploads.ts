/**
 * The 1 GB upload kind (spec §9 "uploads 1GB"; issue 11, class 4). It is for the records that hold
 * audio or video, so only a user who may edit such records gets it, never in an attachment context
 * (documents and comments take 30 MB, spec §5), and each user's stored large files stay within a
 * quota (MEDIA_LARGE_QUOTA_BYTES, 10 GiB by default). Anyone else asking for it gets the attachment
 * rule. The quota is checked before the upload is read and again, under a per-user lock, in the
 * transaction that records it, so two uploads at once cannot pass it together.
 */
import { canDo, formatBytes, resources } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import type { SessionUser } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import { UPLOAD_RULES, type UploadRule } from './rules.js';
import { mediaTable } from './table.js';

/** Subjects whose records hold audio or video (media fields accepting them), from the declarations. */
export const LARGE_MEDIA_SUBJECTS: readonly string[] = [
  ...new Set(
    resources
      .filter((r) => r.columns.some((c) => (c.def.kind === 'media' || c.def.kind === 'mediaList') && (c.def.accept === 'audio' || c.def.accept === 'video')))
      .map((r) => r.subject),
  ),
];

const DEFAULT_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;
/** Stored large files per user, in bytes (MEDIA_LARGE_QUOTA_BYTES). */
export const largeQuotaBytes = (): number => Number(process.env.MEDIA_LARGE_QUOTA_BYTES) || DEFAULT_QUOTA_BYTES;

/** The rule an upload gets: the large kind only where the context and the user's rights allow it. */
export function allowedRule(rule: UploadRule, user: SessionUser, context: string | undefined): UploadRule {
  if (rule.kind !== 'large') return rule;
  const mayEditLargeMedia = LARGE_MEDIA_SUBJECTS.some((s) => canDo(user.ability, 'edit', s as Parameters<typeof canDo>[2]));
  return context || !mayEditLargeMedia ? UPLOAD_RULES.attachment : rule;
}

/** Bytes of large files the user has stored. */
export async function largeBytesUsed(db: Drizzle, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${mediaTable.size}), 0)` })
    .from(mediaTable)
    .where(and(eq(mediaTable.created_by, userId), eq(mediaTable.kind, 'large')));
  return Number(row?.n ?? 0);
}

export const quotaExceeded = () => {
  const max = formatBytes(largeQuotaBytes());
  return new AppError(400, 'media.quotaExceeded', { max }, [{ field: 'file', key: 'media.quotaExceeded', params: { max } }]);
};

/**
 * In the transaction that records a large upload of `size` bytes: waits for the user's other large
 * uploads being recorded, then refuses this one if it would pass the quota.
 */
export async function checkLargeQuota(tx: Drizzle, userId: number, size: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`media.large:${userId}`}))`);
  if ((await largeBytesUsed(tx, userId)) + size > largeQuotaBytes()) throw quotaExceeded();
}

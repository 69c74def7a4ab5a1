/**
 * The content half of "waiting for me" (issue 38, one inbox): records of a workflow without an
 * approval chain (news, culture, brand and board content, internal activities, participation
 * tickets...) that wait in a status a reviewer decides. A status waits for a decision when the
 * workflow has an `approve` move out of it that needs the `approve` right; its `reject` move (if
 * any) is the refusal. The caller sees such a record when they hold `approve` on its subject and
 * read it in the admin view (its access rules apply, so a unit-limited editor sees their units).
 * Deciding is the record's own status move (`changeStatus`), with its checks and notifications.
 */
import type { Resource, Row } from '@portal/domain';
import { canDo, resourceByName, resources } from '@portal/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import { accessConditions } from '../engine/access.js';
import type { Ctx } from '../engine/context.js';
import { changeStatus } from '../engine/service.js';
import { adminLink } from './notify.js';

export type Review = { status: string; approveTo: string; rejectTo: string | null; isReasonRequired: boolean };

const reviewCache = new Map<string, Review[]>();

/** The statuses of `r` that wait for a reviewer's decision, with where approving and rejecting go. */
export function reviewsOf(r: Resource): Review[] {
  const hit = reviewCache.get(r.name);
  if (hit) return hit;
  const wf = r.workflow;
  const out: Review[] = [];
  if (wf && !r.approval) {
    for (const status of wf.statuses) {
      const approve = wf.transitions.find((x) => x.from === status && x.action === 'approve' && x.right === 'approve');
      if (!approve) continue;
      const reject = wf.transitions.find((x) => x.from === status && x.action === 'reject' && x.right === 'approve');
      out.push({ status, approveTo: approve.to, rejectTo: reject?.to ?? null, isReasonRequired: !!reject?.isReasonRequired });
    }
  }
  reviewCache.set(r.name, out);
  return out;
}

/** The resources whose waiting records the caller may decide. */
function reviewable(ctx: Ctx): Resource[] {
  const user = ctx.user;
  if (!user) return [];
  return resources.filter((r) => reviewsOf(r).length > 0 && canDo(user.ability, 'approve', r.subject));
}

/**
 * One SELECT per reviewable resource, each giving (kind, type, id, at, rid) like the approval
 * requests' part of the inbox, for a UNION ALL ordered by `at`.
 */
export function contentKeys(ctx: Ctx): SQL[] {
  return reviewable(ctx).map((r) => {
    const t = tableFor(r);
    const col = (n: string) => t[n] as AnyPgColumn;
    const statuses = reviewsOf(r).map((x) => x.status);
    const where = and(inArray(col('status'), statuses), ...accessConditions(ctx, r, t, 'read', { isCms: true }));
    return sql`SELECT 'content'::text AS kind, ${r.name}::text AS type, ${col('id')}::bigint AS id, coalesce(${col('updated_date')}, ${col('created_date')}) AS at, NULL::bigint AS rid FROM ${t} WHERE ${where}`;
  });
}

/** The inbox rows of the content records `ids` of `r` (the page's), keyed by id. */
export async function contentItems(ctx: Ctx, r: Resource, ids: number[]): Promise<Map<number, Row>> {
  const t = tableFor(r);
  const col = (n: string) => t[n] as AnyPgColumn;
  const acc = tableFor(resourceByName.get('account') as Resource);
  const title = r.titleField ? col(r.titleField) : null;
  // The English title for a reader of English where the record has one (a localized title field).
  const titleEn = r.titleField && t[`${r.titleField}_en`] ? col(`${r.titleField}_en`) : null;
  const rows = (await ctx.database.db
    .select({
      id: col('id'),
      title: title ?? sql<string | null>`NULL`,
      title_en: titleEn ?? sql<string | null>`NULL`,
      status: col('status'),
      created_by: col('created_by'),
      updated_date: col('updated_date'),
      created_date: col('created_date'),
    })
    .from(t)
    .where(inArray(col('id'), ids))) as Row[];
  const authors = [...new Set(rows.map((x) => Number(x.created_by)).filter((x) => x > 0))];
  const names = new Map<number, string>();
  if (authors.length > 0) {
    const found = (await ctx.database.db
      .select({ id: acc.id as AnyPgColumn, name: acc.full_name as AnyPgColumn })
      .from(acc)
      .where(inArray(acc.id as AnyPgColumn, authors))) as { id: unknown; name: string }[];
    for (const x of found) names.set(Number(x.id), x.name);
  }
  const reviews = reviewsOf(r);
  const out = new Map<number, Row>();
  for (const x of rows) {
    const review = reviews.find((v) => v.status === x.status);
    const id = Number(x.id);
    out.set(id, {
      id,
      kind: 'content',
      target_type: r.name,
      target_id: id,
      title: x.title == null ? null : String((ctx.lang === 'en' && x.title_en) || x.title),
      requester_name: names.get(Number(x.created_by)) ?? null,
      step_name: null,
      status: x.status,
      submitted_date: x.updated_date ?? x.created_date,
      label: r.label,
      path: r.path,
      link: adminLink(r, id),
      review: review ? { approveTo: review.approveTo, rejectTo: review.rejectTo, isReasonRequired: review.isReasonRequired } : null,
    });
  }
  return out;
}

/** Approves or rejects content record `id` of `r` by its review move (the move's own checks apply). */
export async function decideContent(ctx: Ctx, r: Resource, id: number, decision: 'APPROVED' | 'REJECTED', comment: unknown): Promise<Row> {
  const [row] = (await ctx.database.db
    .select({ status: (tableFor(r) as Record<string, AnyPgColumn>).status as AnyPgColumn })
    .from(tableFor(r))
    .where(inArray((tableFor(r) as Record<string, AnyPgColumn>).id as AnyPgColumn, [id]))
    .limit(1)) as { status: string }[];
  const review = reviewsOf(r).find((v) => v.status === row?.status) ?? reviewsOf(r)[0];
  // A record no longer waiting (decided meanwhile): its status move refuses with the usual reason.
  const to = decision === 'APPROVED' ? review?.approveTo : (review?.rejectTo ?? undefined);
  return changeStatus(ctx, r, id, to, { reason: comment });
}

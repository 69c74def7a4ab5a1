/**
 * Who hears of an approval and where they follow it (ADR 0006; split from `engine.ts`, issue 34):
 * the requester's and the approver's links (a kind's declared portal page, else the admin), the
 * requester of a record (the staff member it is about, else its author), the notifications of a
 * step waiting, an approval or a rejection (in-app, pushed to open browsers at commit), and the
 * reminders of requests waiting too long.
 */
import type { Resource, Row } from '@portal/domain';
import { approvalProcess, approvalRequest, resourceByName, staff, translate } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { sendNotifications } from '../notify/push.js';
import { approvalOf } from './resolve.js';

export const recordTitle = (r: Resource, row: Row): string => String((r.titleField && row[r.titleField]) || `#${row.id}`);
/**
 * A record's title in both languages, as an approval request keeps it (`title`, `title_en`): the
 * English one from the record's localized title field (or the English title the server made, e.g.
 * a leave request's), else the same as the Vietnamese one (a title people typed in one language).
 */
export const recordTitles = (r: Resource, row: Row): { title: string; title_en: string } => {
  const title = recordTitle(r, row).slice(0, 300);
  const en = r.titleField ? row[`${r.titleField}_en`] : null;
  return { title, title_en: (typeof en === 'string' && en ? en : title).slice(0, 300) };
};
export const adminLink = (r: Resource, id: number) => `/admin/${r.path}/${id}`;

/** Where a requester follows a record: its declared portal page (`approval.portalPage`), else the admin. */
export const requesterLink = (r: Resource, id: number): string => {
  const page = r.approval?.portalPage;
  return page ? `${page}?${new URLSearchParams({ type: r.name, id: String(id) })}` : adminLink(r, id);
};
/** Where an approver acts: /hr-tasks for kinds with a portal page (approve or reject there), else the admin. */
export const approverLink = (r: Resource, id: number): string => (r.approval?.portalPage ? `/hr-tasks?${new URLSearchParams({ type: r.name, id: String(id) })}` : adminLink(r, id));

export async function requesterOf(tx: Drizzle, r: Resource, record: Row, fallback: number): Promise<number> {
  // A record about a staff member (declared `approval.requesterField`): that person's account.
  const field = r.approval?.requesterField;
  if (field && record[field]) {
    const t = tableFor(staff);
    const [f] = (await tx
      .select({ account: t.account_id as AnyPgColumn })
      .from(t)
      .where(eq(t.id as AnyPgColumn, Number(record[field])))
      .limit(1)) as { account: number | null }[];
    if (f?.account) return Number(f.account);
  }
  return Number(record.created_by ?? fallback);
}

export async function notify(tx: Drizzle, ctx: Ctx, r: Resource, row: Row, to: number[], kind: 'waiting' | 'approved' | 'rejected', comment?: string | null) {
  const recipients = to.filter((id) => id !== ctx.user?.id);
  if (recipients.length === 0) return;
  // Each recipient reads the notification in their language: the record's English title in the English text.
  const { title, title_en: titleEn } = recordTitles(r, row);
  const params = { label: r.label.vi.toLowerCase(), title };
  const paramsEn = { label: r.label.en.toLowerCase(), title: titleEn };
  await sendNotifications(
    tx,
    ctx.now(),
    recipients.map((recipient_id) => ({
      recipient_id,
      title: translate('vi', `approval.notify${kind[0]?.toUpperCase()}${kind.slice(1)}` as const, params),
      title_en: translate('en', `approval.notify${kind[0]?.toUpperCase()}${kind.slice(1)}` as const, paramsEn),
      content: comment ?? null,
      content_en: comment ?? null,
      link: kind === 'waiting' ? approverLink(r, Number(row.id)) : requesterLink(r, Number(row.id)),
      source_type: approvalOf(r).sourceType,
      source_id: Number(row.id),
    })),
  );
}

/** Most requests one reminder pass handles (the rest wait for the next pass). */
const REMIND_BATCH = 200;

/**
 * Reminds the approvers of requests waiting past their process's `remind_after_hours` since the
 * current step began (or since the last reminder). Each request is claimed by one UPDATE that moves
 * its `reminded_date` (rows locked, skipped when another instance holds them), so with several
 * instances each reminder goes out once; the notifications are written in the same transaction.
 */
export async function remindApprovals(database: Database, now: () => Date): Promise<number> {
  const at = now();
  return database.db.transaction(async (tx) => {
    const t = tableFor(approvalRequest);
    const p = tableFor(approvalProcess);
    const c = (n: string) => t[n] as AnyPgColumn;
    const due = sql`SELECT q.id FROM ${t} q JOIN ${p} pr ON pr.id = q.process_id
      WHERE q.approval_status = 'PENDING' AND q.state = 'ACTIVE'
        AND greatest(coalesce(q.reminded_date, q.updated_date), q.updated_date) <= ${at}::timestamptz - make_interval(hours => coalesce(pr.remind_after_hours, 24))
      ORDER BY q.id LIMIT ${REMIND_BATCH} FOR UPDATE OF q SKIP LOCKED`;
    const claimed = (await tx
      .update(t)
      .set({ reminded_date: at })
      .where(sql`${c('id')} IN (${due})`)
      .returning({ id: c('id'), target_type: c('target_type'), target_id: c('target_id'), title: c('title'), title_en: c('title_en'), source_type: c('source_type'), approvers: c('current_approver_ids') })) as {
      id: number;
      target_type: string;
      target_id: number;
      title: string | null;
      title_en: string | null;
      source_type: string | null;
      approvers: number[] | null;
    }[];
    const list = claimed.flatMap((q) => {
      const r = resourceByName.get(q.target_type);
      if (!r) return [];
      const title = q.title ?? `#${q.target_id}`;
      return (q.approvers ?? []).map((recipient) => ({
        recipient_id: Number(recipient),
        title: translate('vi', 'approval.notifyReminder', { label: r.label.vi.toLowerCase(), title }),
        title_en: translate('en', 'approval.notifyReminder', { label: r.label.en.toLowerCase(), title: q.title_en || title }),
        link: approverLink(r, Number(q.target_id)),
        source_type: q.source_type,
        source_id: Number(q.target_id),
      }));
    });
    await sendNotifications(tx as unknown as Drizzle, at, list);
    return claimed.length;
  });
}

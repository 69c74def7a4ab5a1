/**
 * Workflow notifications, a declared hook any resource with an approval workflow can use
 * (`hooks: { afterTransition: [workflowNotifications({ ... })] }` in its module):
 * - submitted -> every active account that may approve this record (approve on the subject, or a
 *   narrower subject covering it, or the Admin role), except the one who submitted;
 * - approved, rejected or unpublished (with the reason), cancelled (with the reason), released ->
 *   the author (the record's creator), unless the author made the move.
 * Each notification is in Vietnamese and English and links to the record; it is written in the
 * transition's transaction and pushed to the recipients' open streams at commit (notify/push.ts).
 */
import type { Resource, Row, SubjectName } from '@portal/domain';
import { account, buildAbility, canDoRow, permission, role, SUBJECT_DEFS, translate } from '@portal/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_ROLE_NAME } from '../auth/abilities.js';
import { loadAbility } from '../auth/service.js';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { sendNotifications } from '../notify/push.js';
import type { AfterTransitionHook } from './module.js';

/** What happened, as the notification tells it. */
export type WorkflowEvent = 'submitted' | 'approved' | 'rejected' | 'unpublished' | 'canceled' | 'released';

export type WorkflowNotifyOptions = {
  /** The notification's source type (spec §3 source types), e.g. 'NEWS'. */
  sourceType?: string;
  /** Where the notification leads; the record's admin page unless given. */
  link?: (row: Row, event: WorkflowEvent, resource: Resource) => string;
};

const PUBLISHED = new Set(['PUBLISH', 'RELEASE']);

/** The event of a move, or null when nobody is told about it. */
export function workflowEvent(from: string, to: string, action: string): WorkflowEvent | null {
  if (action === 'submit') return 'submitted';
  if (PUBLISHED.has(to)) return 'released';
  if (action === 'approve') return 'approved';
  if (action === 'reject') return PUBLISHED.has(from) ? 'unpublished' : 'rejected';
  if (action === 'cancel') return 'canceled';
  return null;
}

const col = (t: ReturnType<typeof tableFor>, n: string) => t[n] as AnyPgColumn;

/** The subjects whose approve right covers records of `subject` (itself and the narrower ones). */
function approvingSubjects(subject: string): string[] {
  const out = [subject];
  for (const [name, def] of Object.entries(SUBJECT_DEFS)) {
    if ((def as { narrows?: { subject: string } }).narrows?.subject === subject) out.push(name);
  }
  return out;
}

/** Active accounts that may approve `row` of `r`: candidates by their role or direct rights, checked with their full ability. */
export async function approversOf(tx: Drizzle, r: Resource, row: Row): Promise<number[]> {
  const a = tableFor(account);
  const ro = tableFor(role);
  const p = tableFor(permission);
  const subjects = approvingSubjects(String(r.subject));
  const mentions = (c: AnyPgColumn): SQL => sql`(${sql.join(
    subjects.map((s) => sql`${c} ? ${s}`),
    sql` OR `,
  )})`;
  const roleIds = tx
    .select({ id: col(ro, 'id') })
    .from(ro)
    .where(and(eq(col(ro, 'state'), 'ACTIVE'), or(and(eq(col(ro, 'is_system'), true), eq(col(ro, 'name'), ADMIN_ROLE_NAME)), mentions(col(ro, 'permissions')))));
  const direct = tx
    .select({ id: col(p, 'staff_id') })
    .from(p)
    .where(and(eq(col(p, 'state'), 'ACTIVE'), mentions(col(p, 'permissions'))));
  const candidates = (await tx
    .select({ id: col(a, 'id'), role_ids: col(a, 'role_ids'), operating_range: col(a, 'operating_range') })
    .from(a)
    .where(
      and(
        eq(col(a, 'state'), 'ACTIVE'),
        eq(col(a, 'account_status'), 'ACTIVE'),
        or(sql`${col(a, 'role_ids')} && ARRAY(${roleIds})::bigint[]`, inArray(col(a, 'id'), direct)),
      ),
    )) as { id: number | string; role_ids: (number | string)[] | null; operating_range: string | null }[];
  const out: number[] = [];
  for (const c of candidates) {
    const info = await loadAbility(tx, { id: Number(c.id), role_ids: (c.role_ids ?? []).map(Number), operating_range: c.operating_range });
    if (canDoRow(buildAbility(info.rules), 'approve', r.subject as SubjectName, row)) out.push(Number(c.id));
  }
  return out;
}

async function nameOf(tx: Drizzle, id: number | undefined): Promise<string> {
  if (!id) return '';
  const a = tableFor(account);
  const [row] = (await tx
    .select({ full_name: col(a, 'full_name'), username: col(a, 'username') })
    .from(a)
    .where(eq(col(a, 'id'), id))
    .limit(1)) as { full_name: string | null; username: string }[];
  return row?.full_name || row?.username || '';
}

/** The afterTransition hook that tells approvers and authors about a record's workflow moves. */
export function workflowNotifications(opts: WorkflowNotifyOptions = {}): AfterTransitionHook {
  return async ({ ctx, tx, resource: r, row, from, to, action, reason }) => {
    const event = workflowEvent(from, to, action);
    if (!event) return;
    const actor = ctx.user?.id;
    const author = Number(row.created_by) || undefined;
    const recipients = event === 'submitted' ? await approversOf(tx, r, row) : author ? [author] : [];
    const to_ = recipients.filter((id) => id !== actor);
    if (to_.length === 0) return;
    const user = await nameOf(tx, actor);
    const titleField = r.titleField ?? 'title';
    const vi = String(row[titleField] ?? `#${row.id}`);
    const en = String(row[`${titleField}_en`] || vi);
    const text = (lang: 'vi' | 'en', title: string) => {
      const params = { resource: r.label[lang], title, user, reason: reason ?? '' };
      const content =
        event === 'submitted' || event === 'approved'
          ? translate(lang, `notify.${event}Text`, params)
          : event === 'released'
            ? translate(lang, 'notify.releasedText', params)
            : reason
              ? translate(lang, 'notify.rejectedText', params)
              : null;
      return { title: translate(lang, `notify.${event}`, params), content };
    };
    const v = text('vi', vi);
    const e = text('en', en);
    const link = opts.link?.(row, event, r) ?? `/admin/${r.path}/${row.id}`;
    await sendNotifications(
      tx,
      ctx.now(),
      to_.map((recipient_id) => ({
        recipient_id,
        title: v.title,
        title_en: e.title,
        content: v.content,
        content_en: e.content,
        link,
        source_type: opts.sourceType ?? null,
        source_id: Number(row.id),
      })),
    );
  };
}

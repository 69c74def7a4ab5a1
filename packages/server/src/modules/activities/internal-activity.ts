/**
 * Internal activities (spec §3, §4, §7 /internal-activity + member, sent, sent-noti, status,
 * setting limit):
 * - staff register themselves while the activity is released and its registration window is open;
 *   the registration limit is held under the activity's row lock (every action locks its record,
 *   engine/actions.ts, and a member written through the generic routes locks it here), so two
 *   racing registrations for the last place cannot both win; one person has one membership
 *   (a unique constraint), re-registering after a cancellation reuses it;
 * - organisers invite staff only in the same state (spec §4: "Invitations may be sent only when
 *   the activity is released and waiting for registration"), check members in, change their status;
 * - `sendNotification` sends the activity's notification text to its members through the
 *   notification engine (bell, push); cancelling an activity tells its members.
 * Staff read released activities that are shown (published rule plus `is_show`, below).
 */
import { ACTIVITY_OPEN_STATUSES, internalActivity, internalActivityMember, MEMBER_SEAT_STATUSES, type Row } from '@portal/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import { type ActionRun, type AfterTransitionHook, type BeforeChangeHook, defineModule } from '../../engine/module.js';
import { isCmsReader } from '../../engine/access.js';
import { sendNotifications } from '../../notify/push.js';

const A = tableFor(internalActivity);
const M = tableFor(internalActivityMember);
const ac = (n: string) => A[n] as AnyPgColumn;
const mc = (n: string) => M[n] as AnyPgColumn;

/** Released, and `now` inside the registration window. */
export function isRegistrationOpen(activity: Row, now: Date): boolean {
  if (!(ACTIVITY_OPEN_STATUSES as readonly string[]).includes(String(activity.status))) return false;
  const from = new Date(String(activity.start_registration_date));
  const to = new Date(String(activity.end_registration_date));
  return now.getTime() >= from.getTime() && now.getTime() <= to.getTime();
}

/** Places taken (members holding a seat). */
async function seatsTaken(tx: Drizzle, activityId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(M)
    .where(and(eq(mc('activity_id'), activityId), inArray(mc('status'), [...MEMBER_SEAT_STATUSES]), eq(mc('state'), 'ACTIVE')));
  return Number(row?.n ?? 0);
}

/** Refuses `wanted` more places when they would pass the limit (the activity row must be locked). */
async function requireSeats(tx: Drizzle, activity: Row, wanted: number): Promise<void> {
  const limit = Number(activity.registration_limit ?? 0);
  if (!limit || wanted <= 0) return;
  if ((await seatsTaken(tx, Number(activity.id))) + wanted > limit) throw new AppError(409, 'activity.full', { limit });
}

/** The activity row, locked for this transaction (serialises registrations of one activity). */
export async function lockActivity(tx: Drizzle, id: number): Promise<Row> {
  const [row] = (await tx.select().from(A).where(eq(ac('id'), id)).for('update')) as Row[];
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

async function membershipOf(tx: Drizzle, activityId: number, accountId: number): Promise<Row | undefined> {
  const [row] = (await tx
    .select()
    .from(M)
    .where(and(eq(mc('activity_id'), activityId), eq(mc('account_id'), accountId)))
    .limit(1)) as Row[];
  return row;
}

/** Adds (or re-activates a cancelled) membership. */
async function putMember(tx: Drizzle, ctx: Ctx, activityId: number, accountId: number, status: string, source: 'REGISTER' | 'INVITE', existing: Row | undefined): Promise<Row> {
  const now = ctx.now();
  const by = ctx.user?.id ?? null;
  if (existing) {
    const [row] = (await tx
      .update(M)
      .set({ status, source, state: 'ACTIVE', check_in_date: null, updated_date: now, updated_by: by })
      .where(eq(mc('id'), Number(existing.id)))
      .returning()) as Row[];
    return row as Row;
  }
  const [row] = (await tx
    .insert(M)
    .values({ activity_id: activityId, account_id: accountId, status, source, created_by: by, updated_by: by, created_date: now, updated_date: now })
    .returning()) as Row[];
  return row as Row;
}

const holdsSeat = (m: Row | undefined) => !!m && m.state === 'ACTIVE' && (MEMBER_SEAT_STATUSES as readonly string[]).includes(String(m.status));

const register: ActionRun = async ({ ctx, tx, record }) => {
  const user = requireUser(ctx);
  const activity = record as Row;
  if (!isRegistrationOpen(activity, ctx.now())) throw new AppError(409, 'activity.registrationClosed');
  const mine = await membershipOf(tx, Number(activity.id), user.id);
  if (holdsSeat(mine)) throw new AppError(409, 'activity.alreadyRegistered');
  await requireSeats(tx, activity, 1);
  return putMember(tx, ctx, Number(activity.id), user.id, 'APPROVED', 'REGISTER', mine);
};

const unregister: ActionRun = async ({ ctx, tx, record }) => {
  const user = requireUser(ctx);
  const activity = record as Row;
  const mine = await membershipOf(tx, Number(activity.id), user.id);
  // A checked-in member took part: that stays.
  if (!holdsSeat(mine) || mine?.status === 'CHECK_IN') throw new AppError(409, 'activity.notRegistered');
  const [row] = (await tx
    .update(M)
    .set({ status: 'CANCELED', updated_date: ctx.now(), updated_by: user.id })
    .where(eq(mc('id'), Number(mine?.id)))
    .returning()) as Row[];
  return row;
};

const link = (id: unknown) => `/internal-activity?id=${Number(id)}`;

const invite: ActionRun = async ({ ctx, tx, record, body }) => {
  const activity = record as Row;
  if (!isRegistrationOpen(activity, ctx.now())) throw new AppError(409, 'activity.inviteClosed');
  const ids = [...new Set(((body.account_ids as number[] | undefined) ?? []).map(Number))];
  const existing = new Map<number, Row>();
  for (const id of ids) {
    const m = await membershipOf(tx, Number(activity.id), id);
    if (m) existing.set(id, m);
  }
  const fresh = ids.filter((id) => !holdsSeat(existing.get(id)));
  await requireSeats(tx, activity, fresh.length);
  const invited: Row[] = [];
  for (const id of fresh) invited.push(await putMember(tx, ctx, Number(activity.id), id, 'SENT_TICKET', 'INVITE', existing.get(id)));
  await sendNotifications(
    tx,
    ctx.now(),
    fresh.map((recipient_id) => ({
      recipient_id,
      title: `Lời mời tham gia: ${String(activity.title)}`,
      title_en: `Invitation: ${String(activity.title_en ?? activity.title)}`,
      content: (activity.notification_content as string | null) ?? String(activity.location ?? ''),
      content_en: (activity.notification_content as string | null) ?? String(activity.location ?? ''),
      link: link(activity.id),
      source_type: 'INTERNAL_ACTIVITY',
      source_id: Number(activity.id),
    })),
  );
  if (fresh.length > 0) await tx.update(M).set({ notified_date: ctx.now() }).where(and(eq(mc('activity_id'), Number(activity.id)), inArray(mc('account_id'), fresh)));
  return { invited: invited.length, skipped: ids.length - fresh.length };
};

/** The members holding a seat, notified (and their notified date set). */
async function notifyMembers(tx: Drizzle, ctx: Ctx, activity: Row, title: string, titleEn: string): Promise<number> {
  const members = (await tx
    .select({ account_id: mc('account_id') })
    .from(M)
    .where(and(eq(mc('activity_id'), Number(activity.id)), inArray(mc('status'), [...MEMBER_SEAT_STATUSES]), eq(mc('state'), 'ACTIVE')))) as { account_id: number }[];
  const ids = [...new Set(members.map((m) => Number(m.account_id)))];
  const text = (activity.notification_content as string | null) || String(activity.title);
  await sendNotifications(
    tx,
    ctx.now(),
    ids.map((recipient_id) => ({ recipient_id, title, title_en: titleEn, content: text, content_en: text, link: link(activity.id), source_type: 'INTERNAL_ACTIVITY', source_id: Number(activity.id) })),
  );
  if (ids.length > 0)
    await tx
      .update(M)
      .set({ notified_date: ctx.now() })
      .where(and(eq(mc('activity_id'), Number(activity.id)), inArray(mc('status'), [...MEMBER_SEAT_STATUSES])));
  return ids.length;
}

const NOTIFIABLE = ['PUBLISH', 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END'];

const sendNotification: ActionRun = async ({ ctx, tx, record }) => {
  const activity = record as Row;
  if (!NOTIFIABLE.includes(String(activity.status))) throw new AppError(409, 'activity.notReleased');
  const sent = await notifyMembers(tx, ctx, activity, String(activity.title), String(activity.title_en ?? activity.title));
  if (sent === 0) throw new AppError(409, 'activity.noMembers');
  return { sent };
};

const settingLimit: ActionRun = async ({ ctx, tx, record, body }) => {
  const [row] = (await tx
    .update(A)
    .set({ registration_limit: Number(body.registration_limit), updated_date: ctx.now(), updated_by: ctx.user?.id ?? null })
    .where(eq(ac('id'), Number(record?.id)))
    .returning()) as Row[];
  return row;
};

/** Cancelling a running activity tells its members. */
const onCancel: AfterTransitionHook = async ({ ctx, tx, row, to, from }) => {
  if (to !== 'CANCELED' || !NOTIFIABLE.includes(from)) return;
  await notifyMembers(tx, ctx, row, `Hoạt động đã hủy: ${String(row.title)}`, `Activity cancelled: ${String(row.title_en ?? row.title)}`);
};

export const internalActivityModule = defineModule({
  resource: internalActivity,
  hooks: { afterTransition: [onCancel] },
  // Outside the admin view, a hidden activity (is_show off) is not read.
  access: { reads: [], rule: (ctx, t, o) => (o.op === 'read' && !isCmsReader(ctx, internalActivity.subject, o.isCms) ? [eq(t.is_show as AnyPgColumn, true)] : null) },
  actions: { register, unregister, invite, sendNotification, settingLimit },
});

/**
 * A member written through the generic routes (the admin's member list) is an invitation: the
 * same rules (released, registration open, the limit under the activity's lock).
 */
const memberRules: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  // A membership stays with its activity and person (the limit was counted for them).
  if (mode === 'update') return { activity_id: existing?.activity_id, account_id: existing?.account_id };
  const activity = await lockActivity(tx, Number(data.activity_id));
  if (!isRegistrationOpen(activity, ctx.now())) throw new AppError(409, 'activity.inviteClosed');
  await requireSeats(tx, activity, 1);
  return { source: 'INVITE', status: 'SENT_TICKET' };
};

const checkIn: ActionRun = async ({ ctx, tx, record }) => {
  const m = record as Row;
  if (!['WAITING', 'APPROVED', 'SENT_TICKET'].includes(String(m.status))) throw new AppError(409, 'activity.checkInNotAllowed');
  const [row] = (await tx
    .update(M)
    .set({ status: 'CHECK_IN', check_in_date: ctx.now(), updated_date: ctx.now(), updated_by: ctx.user?.id ?? null })
    .where(eq(mc('id'), Number(m.id)))
    .returning()) as Row[];
  return row;
};

export const internalActivityMemberModule = defineModule({
  resource: internalActivityMember,
  hooks: { beforeChange: [memberRules] },
  actions: { checkIn },
});


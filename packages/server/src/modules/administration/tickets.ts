/**
 * Tickets (issue 16): the rules of tickets that their declaration cannot say.
 * - Statuses are settings (`ticket_status` records: names, colour, order, final, reopen allowed).
 *   A new ticket takes the first status in order that is not final; only the change-status route
 *   (the declared action `changeStatus`: `POST /ticket/{id}/changeStatus` and the spec's
 *   `POST /ticket-change-status/{id}/{setting_status_id}`, §4) moves it: to a final status
 *   closes the ticket (`closed_date`), out of a final status only when that status allows
 *   reopening. Each move is compare-and-set on the old status and logs one "Update ticket status"
 *   row (spec §7, the action's declared activity) with the old and new status ids.
 * - Notifications (linking to the ticket's portal page): the assignee when a ticket is assigned to
 *   them; the requester and the assignee when its status changes; the requester when someone
 *   comments; never the one who did it.
 * - Who moves a ticket: its author, its requester, its assignee, or who holds edit, approve or
 *   view all on the administration (within their operating range).
 * - Staff read their own tickets, those they request and those assigned to them; "view all" or
 *   approve read their range's units (the declared rule). Comments follow their ticket.
 * - The requester is the author's staff file unless given; filing for someone else needs "edit".
 */
import { account, canDo, parseListQuery, type Row, staff, ticket, ticketCategory, ticketComment, ticketStatus, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { authorize, type Ctx, type SessionUser } from '../../engine/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../engine/errors.js';
import { recordAbilities } from '../../engine/abilities.js';
import { type AccessHook, type ActionRun, type AfterChangeHook, type BeforeChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { type NotificationInput, sendNotifications } from '../../notify/push.js';
import { findRow, getRecord, inWrite, listRecords } from '../../engine/service.js';
import { isRecordVisible } from '../../engine/access.js';
import { isId } from '../../http/kit.js';
import { staffFilesOf } from '../../engine/staff-file.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const SUBJECT = ticket.subject;

/** Holds a broad right on tickets (the administration processing them). */
const isProcessor = (u: SessionUser) => canDo(u.ability, 'edit', SUBJECT) || canDo(u.ability, 'approve', SUBJECT) || canDo(u.ability, 'viewAll', SUBJECT);
const isBroadReader = (u: SessionUser) => canDo(u.ability, 'approve', SUBJECT) || canDo(u.ability, 'viewAll', SUBJECT);

/** The ids of the active staff files of an account (one in practice). */
const staffIdsOf = async (db: Drizzle, accountId: number): Promise<number[]> => (await staffFilesOf(db, accountId)).map((f) => f.id);

type StatusRow = { id: number; name: string; name_en: string | null; is_final: boolean; is_reopen_allowed: boolean; state: string };
async function statusRow(db: Drizzle, id: number): Promise<StatusRow | null> {
  const t = tableFor(ticketStatus);
  const [row] = (await db
    .select({ id: c(t, 'id'), name: c(t, 'name'), name_en: c(t, 'name_en'), is_final: c(t, 'is_final'), is_reopen_allowed: c(t, 'is_reopen_allowed'), state: c(t, 'state') })
    .from(t)
    .where(eq(c(t, 'id'), id))
    .limit(1)) as StatusRow[];
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The first status in order that is not final: where new tickets start. */
async function initialStatus(db: Drizzle): Promise<number | null> {
  const t = tableFor(ticketStatus);
  const [row] = (await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(and(eq(c(t, 'state'), 'ACTIVE'), eq(c(t, 'is_final'), false)))
    .orderBy(c(t, 'ordering'), c(t, 'id'))
    .limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

/** The author's own staff file as requester unless given; new tickets start in the first status. */
const prepareTicket: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  const user = ctx.user;
  const more: Row = {};
  if (!user) return more;
  const mine = await staffIdsOf(tx, user.id);
  const asked = data.request_staff_id;
  if (mode === 'create' && (asked === undefined || asked === null) && mine[0]) more.request_staff_id = mine[0];
  // Filing for (or moving a ticket to) someone else is the administration's.
  const changed = asked !== undefined && asked !== null && (mode === 'create' || String(asked) !== String(existing?.request_staff_id ?? ''));
  if (changed && !mine.includes(Number(asked)) && !canDo(user.ability, 'edit', SUBJECT)) throw forbidden();
  if (mode === 'create') {
    const first = await initialStatus(tx);
    if (!first) throw new AppError(409, 'ticket.noStatus');
    more.setting_status_id = first;
  }
  return more;
};

/**
 * Staff (no broad right) read their own tickets, the ones they request and those assigned to
 * them; writes stay the author's (declared). Broad readers keep the declared rule (their range).
 */
const ticketAccess: AccessHook = (ctx, t, { op }) => {
  const user = ctx.user;
  if (!user || op !== 'read' || isBroadReader(user)) return null;
  const s = tableFor(staff);
  const mine = sql`(SELECT ${c(s, 'id')} FROM ${s} WHERE ${c(s, 'account_id')} = ${user.id})`;
  return { replace: [sql`(${c(t, 'created_by')} = ${user.id} OR ${c(t, 'request_staff_id')} IN ${mine} OR ${c(t, 'assignee_id')} IN ${mine})`] };
};

const commentOnVisibleTicket: BeforeChangeHook = async ({ ctx, mode, data }) => {
  if (mode !== 'create' || data.ticket_id === undefined || data.ticket_id === null) return undefined;
  if (!(await isRecordVisible(ctx, ticket, Number(data.ticket_id)))) throw notFound();
  return undefined;
};

/**
 * Moves a ticket to the status record `statusId` (spec §4 ticket change status; the declared
 * action `changeStatus`, also at /ticket-change-status/{id}/{setting_status_id}), in the action's
 * transaction with the ticket locked. Refuses a status that does not exist or is inactive (400),
 * leaving a final status that does not allow reopening (409), and a caller who is not a party to
 * the ticket nor processes tickets (403).
 */
async function moveTicket(ctx: Ctx, tx: Drizzle, existing: Row, statusId: number): Promise<Row> {
  const user = authorize(ctx, 'view', SUBJECT);
  const id = Number(existing.id);
  const mine = await staffIdsOf(tx, user.id);
  const isParty = Number(existing.created_by) === user.id || mine.includes(Number(existing.request_staff_id)) || mine.includes(Number(existing.assignee_id));
  if (!isParty && !isProcessor(user)) throw forbidden();
  const target = await statusRow(tx, statusId);
  if (target?.state !== 'ACTIVE') throw new AppError(400, 'ticket.statusUnknown', {}, [{ field: 'setting_status_id', key: 'ticket.statusUnknown' }], ticket);
  const fromId = existing.setting_status_id === null || existing.setting_status_id === undefined ? null : Number(existing.setting_status_id);
  if (fromId === target.id) return existing;
  const from = fromId === null ? null : await statusRow(tx, fromId);
  if (from?.is_final && !from.is_reopen_allowed) {
    const name = ctx.lang === 'en' && from.name_en ? from.name_en : from.name;
    throw new AppError(409, 'ticket.statusClosed', { status: name }, [{ field: 'setting_status_id', key: 'ticket.statusClosed', params: { status: name } }], ticket);
  }
  const t = tableFor(ticket);
  const changed = await tx
    .update(t)
    .set({ setting_status_id: target.id, closed_date: target.is_final ? ctx.now() : null, updated_by: user.id, updated_date: ctx.now() })
    .where(and(eq(c(t, 'id'), id), fromId === null ? sql`${c(t, 'setting_status_id')} IS NULL` : eq(c(t, 'setting_status_id'), fromId)))
    .returning({ id: c(t, 'id') });
  if (changed.length === 0) throw new AppError(409, 'error.staleStatus');
  const row = await findRow({ ...ctx, user: null }, ticket, id, tx, 'read');
  // The requester and the assignee hear of it (the activity-log row "Update ticket status" is the action's, declared).
  await notifyTicket(ctx, tx, row, 'status', { status: target });
  return row;
}

const changeStatusAction: ActionRun = async ({ ctx, tx, record, body }) => moveTicket(ctx, tx, record as Row, Number(body.setting_status_id));

/** Moves a ticket as `ctx`'s user (the demo seed; the same as the action, with its activity-log row). */
export async function changeTicketStatus(ctx: Ctx, id: number, statusId: number): Promise<Row> {
  return inWrite(ctx, ticket, async (tx, txCtx) => {
    const existing = await findRow(txCtx, ticket, id, tx, 'read', { isForUpdate: true });
    const row = await moveTicket(txCtx, tx, existing, statusId);
    await writeActivity(tx, txCtx, { resource: ticket, action: 'changeStatus', recordId: id, origin: existing, updated: row, suffix: 'status', description: 'Update ticket status' });
    return row;
  });
}

/** The portal page of a ticket (where its notifications lead). */
export const ticketLink = (id: unknown): string => `/administrative/ticket/${Number(id)}`;

/** The active accounts of staff files. */
async function accountsOf(db: Drizzle, staffIds: readonly unknown[]): Promise<number[]> {
  const ids = staffIds.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  if (ids.length === 0) return [];
  const t = tableFor(staff);
  const rows = (await db
    .select({ id: c(t, 'account_id') })
    .from(t)
    .where(and(inArray(c(t, 'id'), ids), eq(c(t, 'state'), 'ACTIVE')))) as { id: number | null }[];
  return rows.map((r) => Number(r.id)).filter((n) => n > 0);
}

async function nameOf(db: Drizzle, accountId: number | undefined): Promise<string> {
  if (!accountId) return '';
  const t = tableFor(account);
  const [row] = (await db
    .select({ full_name: c(t, 'full_name'), username: c(t, 'username') })
    .from(t)
    .where(eq(c(t, 'id'), accountId))
    .limit(1)) as { full_name: string | null; username: string }[];
  return row?.full_name || row?.username || '';
}

type TicketEvent = 'assigned' | 'status' | 'comment';

/**
 * Tells the people of a ticket what happened, in vi and en, linking to its portal page:
 * assigned -> the assignee; a status change -> the requester (the requester's account, else the
 * ticket's author) and the assignee, each with their own wording; a comment -> the requester.
 * Never the one who did it.
 */
async function notifyTicket(ctx: Ctx, tx: Drizzle, row: Row, event: TicketEvent, extra: { status?: StatusRow; comment?: string } = {}): Promise<void> {
  const actor = ctx.user?.id;
  const requester = async () => (await accountsOf(tx, [row.request_staff_id])).concat(row.request_staff_id ? [] : [Number(row.created_by)]).filter((n) => n > 0);
  // Who hears, and under which title key: the requester first (one message each, never twice).
  const audience: { to: number[]; key: 'notify.ticketAssigned' | 'notify.ticketStatus' | 'notify.ticketStatusAssigned' | 'notify.ticketComment' }[] =
    event === 'assigned'
      ? [{ to: await accountsOf(tx, [row.assignee_id]), key: 'notify.ticketAssigned' }]
      : event === 'status'
        ? [
            { to: await requester(), key: 'notify.ticketStatus' },
            { to: await accountsOf(tx, [row.assignee_id]), key: 'notify.ticketStatusAssigned' },
          ]
        : [{ to: await requester(), key: 'notify.ticketComment' }];
  const seen = new Set<number>(actor ? [actor] : []);
  const user = (await nameOf(tx, actor)) || 'THACO';
  const status = (lang: 'vi' | 'en') => (extra.status ? (lang === 'en' && extra.status.name_en ? extra.status.name_en : extra.status.name) : '');
  const out: NotificationInput[] = [];
  for (const { to, key } of audience) {
    const text = (lang: 'vi' | 'en') => {
      const params = { title: String(row.title ?? `#${row.id}`), user, status: status(lang) };
      const content = event === 'comment' ? (extra.comment ?? '').slice(0, 300) : translate(lang, 'notify.ticketByText', params);
      return { title: translate(lang, key, params), content };
    };
    const vi = text('vi');
    const en = text('en');
    for (const recipient_id of to) {
      if (seen.has(recipient_id)) continue;
      seen.add(recipient_id);
      out.push({ recipient_id, title: vi.title, title_en: en.title, content: vi.content, content_en: en.content, link: ticketLink(row.id), source_type: 'REQUEST', source_id: Number(row.id) });
    }
  }
  if (out.length > 0) await sendNotifications(tx, ctx.now(), out);
}

/** The assignee hears of a ticket given to them (on create, or when the assignee changes). */
const notifyAssignee: AfterChangeHook = async ({ ctx, tx, mode, row, existing }) => {
  if (mode === 'delete' || row.assignee_id === null || row.assignee_id === undefined) return;
  if (mode === 'update' && String(existing?.assignee_id ?? '') === String(row.assignee_id)) return;
  await notifyTicket(ctx, tx, row, 'assigned');
};

/** The requester hears of a new comment on their ticket. */
const notifyComment: AfterChangeHook = async ({ ctx, tx, mode, row }) => {
  if (mode !== 'create') return;
  const t = await findRow({ ...ctx, user: null }, ticket, Number(row.ticket_id), tx, 'read');
  await notifyTicket(ctx, tx, t, 'comment', { comment: String(row.content ?? '') });
};


/**
 * - `GET /ticket-assigned`: the tickets assigned to the caller (their staff file), a list like /ticket's.
 * - `GET /ticket-detail/{id}`: the portal's ticket page in one read, under the ticket's access rule
 *   (staff: theirs, requested by them or assigned to them; others 404): the ticket with its
 *   checklist, its status (name, colour, final), category, requester and assignee names, and its
 *   comments with their authors.
 */
function ticketRoutes(app: FastifyInstance): void {
  app.get('/api/v1/ticket-assigned', {
    schema: { tags: [ticket.module], summary: 'Tickets assigned to the caller (the list query of /ticket)' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const mine = await staffIdsOf(req.ctx.database.db, user.id);
      const parsed = parseListQuery(ticket, { ...(req.query as Record<string, string>), f_assignee_id: String(mine[0] ?? 0) });
      if (!parsed.ok) throw badRequest(parsed.issues, ticket);
      return { success: true, data: await listRecords(req.ctx, ticket, parsed.query) };
    },
  });
  app.get<{ Params: { id: string } }>('/api/v1/ticket-detail/:id', {
    schema: { tags: [ticket.module], summary: "A ticket for its portal page: status, category, people's names, checklist and comments" },
    handler: async (req) => {
      const ctx = req.ctx;
      if (!isId(req.params.id)) throw new AppError(400, 'error.invalidId', {}, [{ field: 'id', key: 'error.invalidId' }]);
      const id = Number(req.params.id);
      const row = await getRecord(ctx, ticket, id);
      const db = ctx.database.db;
      const st = row.setting_status_id ? await statusRow(db, Number(row.setting_status_id)) : null;
      const ts = tableFor(ticketStatus);
      const [color] = st ? ((await db.select({ color: c(ts, 'color') }).from(ts).where(eq(c(ts, 'id'), st.id)).limit(1)) as { color: string }[]) : [];
      const tc = tableFor(ticketCategory);
      const [category] = (await db
        .select({ id: c(tc, 'id'), name: c(tc, 'name'), name_en: c(tc, 'name_en') })
        .from(tc)
        .where(eq(c(tc, 'id'), Number(row.category_id)))
        .limit(1)) as Row[];
      const s = tableFor(staff);
      const people = [row.request_staff_id, row.assignee_id].map(Number).filter((n) => n > 0);
      const names = people.length
        ? ((await db.select({ id: c(s, 'id'), full_name: c(s, 'full_name') }).from(s).where(inArray(c(s, 'id'), people))) as { id: number; full_name: string }[])
        : [];
      const nameOf = (v: unknown) => names.find((n) => Number(n.id) === Number(v))?.full_name ?? null;
      const parsed = parseListQuery(ticketComment, { f_ticket_id: String(id), limit: '200' });
      if (!parsed.ok) throw badRequest(parsed.issues, ticketComment);
      const comments = await listRecords(ctx, ticketComment, parsed.query);
      const a = tableFor(account);
      const authors = [...new Set(comments.items.map((x) => Number(x.created_by)).filter((n) => n > 0))];
      const who = authors.length
        ? ((await db.select({ id: c(a, 'id'), full_name: c(a, 'full_name'), username: c(a, 'username') }).from(a).where(inArray(c(a, 'id'), authors))) as { id: number; full_name: string | null; username: string }[])
        : [];
      const user = ctx.user;
      return {
        success: true,
        data: {
          ticket: row,
          status: st ? { id: st.id, name: st.name, name_en: st.name_en, color: color?.color ?? 'default', is_final: st.is_final, is_reopen_allowed: st.is_reopen_allowed } : null,
          category: category ?? null,
          requester: nameOf(row.request_staff_id),
          assignee: nameOf(row.assignee_id),
          comments: comments.items.map((x) => {
            const au = who.find((w) => Number(w.id) === Number(x.created_by));
            return { id: x.id, content: x.content, created_date: x.created_date, created_by: x.created_by, author: au?.full_name || au?.username || null, is_mine: Number(x.created_by) === user?.id };
          }),
          // What the caller may do with it (update, delete, its actions: `changeStatus`), as the engine decides.
          abilities: (await recordAbilities(ctx, ticket, [id])).get(id) ?? null,
        },
      };
    },
  });
}

export const ticketModules: readonly ModuleDecl[] = [
  defineModule({ resource: ticket, hooks: { beforeChange: [prepareTicket], afterChange: [notifyAssignee] }, access: { reads: ['staff'], rule: ticketAccess }, actions: { changeStatus: changeStatusAction }, routes: ticketRoutes }),
  defineModule({ resource: ticketComment, hooks: { beforeChange: [commentOnVisibleTicket], afterChange: [notifyComment] } }),
];

/**
 * Tickets (issue 16): the rules of tickets that their declaration cannot say.
 * - Statuses are settings (`ticket_status` records: names, colour, order, final, reopen allowed).
 *   A new ticket takes the first status in order that is not final; only the change-status route
 *   (the declared action `changeStatus`: `POST /ticket/{id}/changeStatus` and the spec's
 *   `POST /ticket-change-status/{id}/{setting_status_id}`, §4) moves it: to a final status
 *   closes the ticket (`closed_date`), out of a final status only when that status allows
 *   reopening. Each move is compare-and-set on the old status and logs "Update ticket status"
 *   (spec §7) with the old and new status ids.
 * - Who moves a ticket: its author, its requester, its assignee, or who holds edit, approve or
 *   view all on the administration (within their operating range).
 * - Staff read their own tickets, those they request and those assigned to them; "view all" or
 *   approve read their range's units (the declared rule). Comments follow their ticket.
 * - The requester is the author's staff file unless given; filing for someone else needs "edit".
 */
import { canDo, type Row, staff, ticket, ticketComment, ticketStatus } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { authorize, type Ctx, type SessionUser } from '../../engine/context.js';
import { AppError, forbidden, notFound } from '../../engine/errors.js';
import { type AccessHook, type ActionRun, type BeforeChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { accessConditions, findRow, inWrite, isRecordVisible } from '../../engine/service.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const SUBJECT = ticket.subject;

/** Holds a broad right on tickets (the administration processing them). */
const isProcessor = (u: SessionUser) => canDo(u.ability, 'edit', SUBJECT) || canDo(u.ability, 'approve', SUBJECT) || canDo(u.ability, 'viewAll', SUBJECT);
const isBroadReader = (u: SessionUser) => canDo(u.ability, 'approve', SUBJECT) || canDo(u.ability, 'viewAll', SUBJECT);

/** The active staff files of an account (one in practice). */
async function staffIdsOf(db: Drizzle, accountId: number): Promise<number[]> {
  const t = tableFor(staff);
  const rows = (await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(and(eq(c(t, 'account_id'), accountId), eq(c(t, 'state'), 'ACTIVE')))) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

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

/** Comments are read and written by who may read their ticket. */
const commentAccess: AccessHook = (ctx, t) => {
  if (!ctx.user) return null;
  const tt = tableFor(ticket);
  const conds = accessConditions(ctx, ticket, tt, 'read');
  if (conds.length === 0) return null;
  return [sql`${c(t, 'ticket_id')} IN (SELECT ${c(tt, 'id')} FROM ${tt} WHERE ${and(...conds) as SQL})`];
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
  await writeActivity(tx, ctx, {
    resource: ticket,
    action: 'changeStatus',
    recordId: id,
    origin: { setting_status_id: fromId, closed_date: existing.closed_date ?? null },
    updated: { setting_status_id: target.id, closed_date: row.closed_date ?? null },
    suffix: 'status',
    description: 'Update ticket status',
  });
  return row;
}

const changeStatusAction: ActionRun = async ({ ctx, tx, record, body }) => moveTicket(ctx, tx, record as Row, Number(body.setting_status_id));

/** Moves a ticket as `ctx`'s user (the demo seed; the same as the action). */
export async function changeTicketStatus(ctx: Ctx, id: number, statusId: number): Promise<Row> {
  return inWrite(ctx, ticket, async (tx, txCtx) => moveTicket(txCtx, tx, await findRow(txCtx, ticket, id, tx, 'read', { isForUpdate: true }), statusId));
}

export const ticketModules: readonly ModuleDecl[] = [
  defineModule({ resource: ticket, hooks: { beforeChange: [prepareTicket] }, access: ticketAccess, actions: { changeStatus: changeStatusAction } }),
  defineModule({ resource: ticketComment, hooks: { beforeChange: [commentOnVisibleTicket] }, access: commentAccess }),
];

/**
 * The approval's commands (ADR 0006; split from `engine.ts`, issue 34): submit, approve, reject,
 * withdraw, add a step, decide many, and the approval part of each record's abilities.
 * - One row per record (`approval_request`) holds the resolved steps and who may act now
 *   (`current_approver_ids`); every decision is a row of `approval_decision`. Each decision locks
 *   the request row, so two approvals of one step at once make one decision (the second is told it
 *   is already decided). A delegate's decision names both them and the approver.
 * - The record's status moves through its workflow as the system, in the same transaction, with
 *   the activity-log entry of every status change; then the people who must act next, or the
 *   requester at the end, are notified (`notify.ts`).
 */
import type { Resource, Row } from '@portal/domain';
import { approvalDecision, approvalRequest, resourceByName, translate } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { authorize, type Ctx, requireUser } from '../engine/context.js';
import { AppError, badRequest, notFound } from '../engine/errors.js';
import { isRecordVisible } from '../engine/access.js';
import { changeStatus, findRow, inWrite } from '../engine/service.js';
import type { Abilities } from '../engine/module.js';
import { notify, recordTitles, requesterOf } from './notify.js';
import { decideContent, reviewsOf } from './content-inbox.js';
import { accountsOfStaff, advance, approvalOf, checkChosen, chosenOf, delegatorsOf, processFor, type RequestRow, requesterFile, resolveSteps, scopeOf, type StepState } from './resolve.js';

async function lockRequest(tx: Drizzle, r: Resource, id: number): Promise<RequestRow | null> {
  const t = tableFor(approvalRequest);
  const rows = (await tx
    .select()
    .from(t)
    .where(and(eq(t.target_type as AnyPgColumn, r.name), eq(t.target_id as AnyPgColumn, id)))
    .for('update')
    .limit(1)) as RequestRow[];
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), current_step: Number(row.current_step), steps: (row.steps as StepState[]) ?? [] } : null;
}

async function decide(tx: Drizzle, ctx: Ctx, requestId: number, step: number, decision: string, comment: string | null, onBehalfOf: number | null) {
  await tx.insert(tableFor(approvalDecision)).values({
    request_id: requestId,
    step,
    actor_id: ctx.user?.id ?? null,
    on_behalf_of_id: onBehalfOf,
    decision,
    comment,
    created_by: ctx.user?.id ?? null,
    updated_by: ctx.user?.id ?? null,
    created_date: ctx.now(),
    updated_date: ctx.now(),
  });
}

async function saveRequest(tx: Drizzle, ctx: Ctx, id: number, patch: Row): Promise<void> {
  const t = tableFor(approvalRequest);
  await tx
    .update(t)
    .set({ ...patch, updated_by: ctx.user?.id ?? null, updated_date: ctx.now() })
    .where(eq(t.id as AnyPgColumn, id));
}

/**
 * Submits record `id` of `r` for approval (again after a rejection). `body.approver_ids` names the
 * approvers of the process's REQUESTER_CHOICE steps (refused when the process has none);
 * `body.approver_staff_ids` names them by their staff files.
 */
export async function submitForApproval(ctx: Ctx, r: Resource, id: number, body: unknown = {}): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const a = approvalOf(r);
  const byAccount = chosenOf(body);
  const byStaff = chosenOf({ approver_ids: (body as { approver_staff_ids?: unknown } | null)?.approver_staff_ids });
  return inWrite(ctx, approvalRequest, async (tx, txCtx) => {
    // A people picker names staff files (approver_staff_ids); the engine's approvers are accounts.
    const chosen = byStaff ? [...new Set([...(byAccount ?? []), ...(await accountsOfStaff(tx, byStaff))])] : byAccount;
    const record = await findRow(txCtx, r, id, tx, 'write', { isForUpdate: true });
    if (!a.submitFrom.includes(String(record.status))) throw new AppError(409, 'error.transition', { from: String(record.status), to: a.pending });
    const requester = await requesterOf(tx, r, record, user.id);
    const file = await requesterFile(tx, requester);
    const scope = scopeOf(r, record);
    const process = await processFor(tx, a.sourceType, file.unitId, scope);
    if (!process) throw new AppError(409, 'approval.noProcess');
    if (chosen) await checkChosen(tx, chosen, requester);
    const steps = await resolveSteps(tx, Number(process.id), record, requester, process.is_self_approval === true, chosen, scope, ctx.lang);
    const current = advance(steps, 0);
    const approvers = (steps[current] as StepState).approvers;
    const existing = await lockRequest(tx, r, id);
    const values = {
      source_type: a.sourceType,
      // Both languages: each reader sees the request in theirs (inbox.ts).
      ...recordTitles(r, record),
      requester_id: requester,
      process_id: Number(process.id),
      approval_status: 'PENDING',
      current_step: current,
      steps,
      current_approver_ids: approvers,
      submitted_date: ctx.now(),
      decided_date: null,
    };
    let requestId: number;
    if (existing) {
      requestId = existing.id;
      await saveRequest(tx, ctx, requestId, values);
    } else {
      const t = tableFor(approvalRequest);
      const [inserted] = (await tx
        .insert(t)
        .values({ ...values, target_type: r.name, target_id: id, created_by: user.id, updated_by: user.id })
        .returning({ id: t.id as AnyPgColumn })) as { id: number }[];
      requestId = Number(inserted?.id);
    }
    await decide(tx, txCtx, requestId, current, 'SUBMITTED', null, null);
    const moved = await changeStatus(txCtx, r, id, a.pending, { asSystem: true });
    await notify(tx, txCtx, r, record, approvers, 'waiting');
    return moved;
  });
}

/** Who the caller acts for on the current step: themselves, or an approver who delegated to them. */
async function actingFor(tx: Drizzle, ctx: Ctx, req: RequestRow): Promise<number | null> {
  const me = requireUser(ctx).id;
  const current = req.current_approver_ids?.map(Number) ?? [];
  if (current.includes(me)) return me;
  // A delegation never lets the requester decide their own request (issue 36): where self-approval
  // is allowed, the requester is a current approver in their own right.
  if (Number(req.requester_id) === me) return null;
  const delegators = await delegatorsOf(tx, me, req.source_type, ctx.now());
  return current.find((id) => delegators.includes(id)) ?? null;
}

/**
 * Whether the caller may learn that the request exists. Records under a member rule (a project's
 * memos, supplies, payments: ADR 0018) are secret to non-members: only the requester, an approver
 * or a reader of the record is told it is not their turn; anyone else gets 404, as for the record.
 * Other records keep answering 403.
 */
async function mayKnow(ctx: Ctx, r: Resource, req: RequestRow, id: number): Promise<boolean> {
  if (!r.access?.member) return true;
  const me = requireUser(ctx).id;
  if (Number(req.requester_id) === me || ctx.user?.isAdmin) return true;
  if ((req.steps as StepState[]).some((s) => s.approvers.map(Number).includes(me))) return true;
  return isRecordVisible(ctx, r, id, { isCms: true });
}

async function refuseOutOfTurn(tx: Drizzle, ctx: Ctx, req: RequestRow, r: Resource, id: number): Promise<never> {
  if (!(await mayKnow(ctx, r, req, id))) throw notFound();
  const me = requireUser(ctx).id;
  const d = tableFor(approvalDecision);
  const mine = await tx
    .select({ id: d.id as AnyPgColumn })
    .from(d)
    .where(and(eq(d.request_id as AnyPgColumn, req.id), sql`(${d.actor_id as AnyPgColumn} = ${me} OR ${d.on_behalf_of_id as AnyPgColumn} = ${me})`, inArray(d.decision as AnyPgColumn, ['APPROVED', 'REJECTED'])))
    .limit(1);
  if (mine.length > 0 || req.approval_status !== 'PENDING') throw new AppError(409, 'approval.alreadyDecided');
  throw new AppError(403, 'approval.notYourTurn');
}

const commentOf = (body: unknown, required: boolean): string | null => {
  const c = (body as { comment?: unknown; reason?: unknown } | null)?.comment ?? (body as { reason?: unknown } | null)?.reason;
  if (c !== undefined && c !== null && typeof c !== 'string') throw badRequest([{ field: 'comment', key: 'validation.type', params: { label: 'comment' } }]);
  const text = typeof c === 'string' ? c.trim().slice(0, 1000) : '';
  if (required && !text) throw badRequest([{ field: 'comment', key: 'approval.reasonRequired' }]);
  return text || null;
};

/** Approves (or rejects) the current step of record `id`'s approval as the caller. */
export async function decideApproval(ctx: Ctx, r: Resource, id: number, decision: 'APPROVED' | 'REJECTED', body: unknown): Promise<Row> {
  requireUser(ctx);
  const a = approvalOf(r);
  const comment = commentOf(body, decision === 'REJECTED');
  return inWrite(ctx, approvalRequest, async (tx, txCtx) => {
    const req = await lockRequest(tx, r, id);
    if (!req) throw notFound();
    if (req.approval_status !== 'PENDING') throw new AppError(409, 'approval.alreadyDecided');
    const actor = await actingFor(tx, txCtx, req);
    if (actor === null) return refuseOutOfTurn(tx, txCtx, req, r, id);
    const record = await findRowAsSystemOf(tx, r, id);
    const step = req.steps[req.current_step] as StepState;
    const onBehalf = actor === txCtx.user?.id ? null : actor;
    await decide(tx, txCtx, req.id, req.current_step, decision, comment, onBehalf);
    if (decision === 'REJECTED') {
      step.status = 'DONE';
      await saveRequest(tx, txCtx, req.id, { approval_status: 'REJECTED', steps: req.steps, current_approver_ids: [], decided_date: ctx.now() });
      const moved = await changeStatus(txCtx, r, id, a.rejected, { asSystem: true, reason: comment ?? undefined });
      await notify(tx, txCtx, r, record, req.requester_id ? [Number(req.requester_id)] : [], 'rejected', comment);
      return moved;
    }
    step.approved = [...new Set([...step.approved, actor])];
    const isStepDone = step.mode === 'ANY' || step.approvers.every((p) => step.approved.includes(p));
    if (!isStepDone) {
      await saveRequest(tx, txCtx, req.id, { steps: req.steps, current_approver_ids: step.approvers.filter((p) => !step.approved.includes(p)) });
      return record;
    }
    step.status = 'DONE';
    const next = advance(req.steps, req.current_step + 1);
    if (next === -1) {
      await saveRequest(tx, txCtx, req.id, { approval_status: 'APPROVED', steps: req.steps, current_approver_ids: [], decided_date: ctx.now() });
      const moved = await changeStatus(txCtx, r, id, a.approved, { asSystem: true });
      await notify(tx, txCtx, r, record, req.requester_id ? [Number(req.requester_id)] : [], 'approved', comment);
      return moved;
    }
    const approvers = (req.steps[next] as StepState).approvers;
    await saveRequest(tx, txCtx, req.id, { steps: req.steps, current_step: next, current_approver_ids: approvers });
    await notify(tx, txCtx, r, record, approvers, 'waiting');
    return record;
  });
}

async function findRowAsSystemOf(tx: Drizzle, r: Resource, id: number): Promise<Row> {
  const t = tableFor(r);
  const [row] = (await tx
    .select()
    .from(t)
    .where(eq(t.id as AnyPgColumn, id))
    .limit(1)) as Row[];
  if (!row) throw notFound();
  return row;
}

/** The requester (or an administrator) withdraws a pending request. */
export async function cancelApproval(ctx: Ctx, r: Resource, id: number, body: unknown): Promise<Row> {
  const user = requireUser(ctx);
  const a = approvalOf(r);
  const comment = commentOf(body, false);
  return inWrite(ctx, approvalRequest, async (tx, txCtx) => {
    const req = await lockRequest(tx, r, id);
    if (!req) throw notFound();
    if (Number(req.requester_id) !== user.id && !user.isAdmin) throw (await mayKnow(txCtx, r, req, id)) ? new AppError(403, 'approval.notRequester') : notFound();
    if (req.approval_status !== 'PENDING') throw new AppError(409, 'approval.alreadyDecided');
    return withdraw(tx, txCtx, r, a, req, id, comment);
  });
}

async function withdraw(tx: Drizzle, ctx: Ctx, r: Resource, a: NonNullable<Resource['approval']>, req: RequestRow, id: number, comment: string | null): Promise<Row> {
  await decide(tx, ctx, req.id, req.current_step, 'CANCELLED', comment, null);
  await saveRequest(tx, ctx, req.id, { approval_status: 'CANCELLED', current_approver_ids: [], decided_date: ctx.now() });
  return changeStatus(ctx, r, id, a.cancelled, { asSystem: true, ...(comment ? { reason: comment } : {}) });
}

/**
 * Withdraws the pending approval of record `id` as part of a write the caller was allowed to make
 * (deleting the record: `approval.withdrawOnDelete`), in the caller's transaction: the decision is
 * theirs, the record moves to its cancelled status. Nothing happens when no approval is pending.
 */
export async function withdrawWithRecord(ctx: Ctx, tx: Drizzle, r: Resource, id: number): Promise<Row | null> {
  const a = approvalOf(r);
  const req = await lockRequest(tx, r, id);
  if (req?.approval_status !== 'PENDING') return null;
  return withdraw(tx, ctx, r, a, req, id, null);
}

/** A current approver (or an administrator) adds a step after the current one, for this request only. */
export async function addApprovalStep(ctx: Ctx, r: Resource, id: number, body: unknown): Promise<RequestRow> {
  const user = requireUser(ctx);
  const b = (body ?? {}) as { name?: unknown; name_en?: unknown; approver_ids?: unknown; mode?: unknown };
  const name = typeof b.name === 'string' ? b.name.trim().slice(0, 200) : '';
  // Its English name when given (else English readers see the name as typed).
  const nameEn = typeof b.name_en === 'string' && b.name_en.trim() ? b.name_en.trim().slice(0, 200) : null;
  const ids = Array.isArray(b.approver_ids) ? [...new Set(b.approver_ids.map(Number))] : [];
  const issues = [];
  if (!name) issues.push({ field: 'name', key: 'validation.required' as const, params: { label: 'name' } });
  if (ids.length === 0 || ids.length > 20 || ids.some((x) => !Number.isSafeInteger(x) || x <= 0)) issues.push({ field: 'approver_ids', key: 'validation.required' as const, params: { label: 'approver_ids' } });
  if (b.mode !== undefined && b.mode !== 'ANY' && b.mode !== 'ALL') issues.push({ field: 'mode', key: 'validation.enum' as const, params: { label: 'mode', values: 'ANY, ALL' } });
  if (issues.length > 0) throw badRequest(issues);
  return inWrite(ctx, approvalRequest, async (tx, txCtx) => {
    const req = await lockRequest(tx, r, id);
    if (!req) throw notFound();
    if (req.approval_status !== 'PENDING') throw new AppError(409, 'approval.alreadyDecided');
    if ((await actingFor(tx, txCtx, req)) === null && !user.isAdmin) return refuseOutOfTurn(tx, txCtx, req, r, id);
    const a = tableFor(resourceByName.get('account') as Resource);
    const found = (await tx
      .select({ id: a.id as AnyPgColumn })
      .from(a)
      .where(and(inArray(a.id as AnyPgColumn, ids), eq(a.state as AnyPgColumn, 'ACTIVE')))) as { id: number }[];
    if (found.length !== ids.length) throw badRequest([{ field: 'approver_ids', key: 'validation.refNotFound', params: { label: 'approver_ids' } }]);
    req.steps.splice(req.current_step + 1, 0, { name, name_en: nameEn, mode: b.mode === 'ALL' ? 'ALL' : 'ANY', approvers: ids, approved: [], status: 'WAITING', isAdded: true });
    await decide(tx, txCtx, req.id, req.current_step + 1, 'ADDED_STEP', name, null);
    await saveRequest(tx, txCtx, req.id, { steps: req.steps });
    return { ...req };
  });
}

/** Decides several requests at once; each in its own transaction, each reported. */
export async function decideMany(ctx: Ctx, body: unknown): Promise<{ type: string; id: number; ok: boolean; message?: string }[]> {
  requireUser(ctx);
  const b = (body ?? {}) as { items?: unknown; decision?: unknown; comment?: unknown };
  if (b.decision !== 'APPROVED' && b.decision !== 'REJECTED') throw badRequest([{ field: 'decision', key: 'validation.enum', params: { label: 'decision', values: 'APPROVED, REJECTED' } }]);
  if (!Array.isArray(b.items) || b.items.length === 0 || b.items.length > 100) throw badRequest([{ field: 'items', key: 'validation.required', params: { label: 'items' } }]);
  const out: { type: string; id: number; ok: boolean; message?: string }[] = [];
  for (const raw of b.items) {
    const item = raw as { target_type?: unknown; target_id?: unknown };
    const r = typeof item.target_type === 'string' ? resourceByName.get(item.target_type) : undefined;
    const id = Number(item.target_id);
    const isContent = !!r && !r.approval && reviewsOf(r).length > 0;
    if (!r || !(r.approval || isContent) || !Number.isSafeInteger(id) || id <= 0) {
      out.push({ type: String(item.target_type), id, ok: false, message: translate(ctx.lang, 'error.notFound') });
      continue;
    }
    try {
      // Content under review (issue 38, one inbox) is decided by its own status move.
      if (isContent) await decideContent(ctx, r, id, b.decision, b.comment);
      else await decideApproval(ctx, r, id, b.decision, { comment: b.comment });
      out.push({ type: r.name, id, ok: true });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      out.push({ type: r.name, id, ok: false, message: translate(ctx.lang, e.key, e.params) });
    }
  }
  return out;
}

/**
 * The approval part of each record's abilities (engine/abilities.ts): submit from a `submitFrom`
 * status on a record the caller writes, decide when the caller (or someone who delegated to them)
 * is a current approver, withdraw a pending one as its requester or an administrator.
 */
export async function approvalAbilities(ctx: Ctx, db: Drizzle, r: Resource, rows: readonly Row[], can: Map<number, Abilities>): Promise<void> {
  const a = approvalOf(r);
  const user = ctx.user;
  if (!user || rows.length === 0) return;
  const t = tableFor(approvalRequest);
  const requests = (await db
    .select({ id: t.target_id as AnyPgColumn, status: t.approval_status as AnyPgColumn, requester: t.requester_id as AnyPgColumn, current: t.current_approver_ids as AnyPgColumn })
    .from(t)
    .where(and(eq(t.target_type as AnyPgColumn, r.name), inArray(t.target_id as AnyPgColumn, rows.map((x) => Number(x.id)))))) as { id: unknown; status: string; requester: unknown; current: unknown[] | null }[];
  const byId = new Map(requests.map((x) => [Number(x.id), x]));
  const acting = requests.some((x) => x.status === 'PENDING') ? [user.id, ...(await delegatorsOf(db, user.id, a.sourceType, ctx.now()))] : [];
  for (const row of rows) {
    const cur = can.get(Number(row.id));
    if (!cur) continue;
    const req = byId.get(Number(row.id));
    const isPending = row.status === a.pending && req?.status === 'PENDING';
    cur.approval = {
      submit: a.submitFrom.includes(String(row.status)) && cur.delete,
      decide: isPending && (req?.current ?? []).map(Number).some((p) => p === user.id || (acting.includes(p) && Number(req?.requester) !== user.id)),
      withdraw: isPending && (Number(req?.requester) === user.id || user.isAdmin === true),
    };
  }
}

/**
 * The approval engine (ADR 0006): any resource declaring `approval` gets submit, approve, reject,
 * cancel, add-a-step, its approval's timeline, and a place in "waiting for me".
 *
 * - Submit resolves the process for the record's source type and the requester's unit (the most
 *   specific unit up the tree), drops steps whose condition does not hold, and resolves each step
 *   to people: named accounts, the holders of a position nearest the requester up the unit tree, or
 *   the requester's line manager. A step with nobody is refused before anything is written.
 * - One row per record (`approval_request`) holds the resolved steps and who may act now
 *   (`current_approver_ids`, GIN-indexed: "waiting for me" is an index probe); every decision is a
 *   row of `approval_decision`. Each decision locks the request row, so two approvals of one step
 *   at once make one decision (the second is told it is already decided).
 * - An approver's active delegation (period, optionally one source type) lets the delegate act on
 *   their behalf; the decision names both.
 * - The record's status moves through its workflow as the system, in the same transaction, with
 *   the activity-log entry of every status change; the people who must act next, or the requester
 *   at the end, are notified (in-app, pushed to open browsers at commit).
 */
import type { Resource, Row } from '@portal/domain';
import { approvalDecision, approvalDelegation, approvalProcess, approvalRequest, approvalStep, canDo, organization, resourceByName, resources, staff, translate } from '@portal/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { authorize, type Ctx, requireUser } from '../engine/context.js';
import { AppError, badRequest, notFound } from '../engine/errors.js';
import { changeStatus, findRow, inWrite } from '../engine/service.js';
import { isRecordVisible, memberAccounts } from '../engine/access.js';
import type { Abilities } from '../engine/module.js';
import { sendNotifications } from '../notify/push.js';
import { staffFilesOf } from '../engine/staff-file.js';

export type StepState = {
  name: string;
  mode: 'ANY' | 'ALL';
  approvers: number[];
  approved: number[];
  status: 'WAITING' | 'ACTIVE' | 'DONE' | 'SKIPPED';
  /** Added to this request only (approve-add-flow). */
  isAdded?: boolean;
};

type RequestRow = {
  id: number;
  target_type: string;
  target_id: number;
  source_type: string | null;
  title: string | null;
  requester_id: number | null;
  process_id: number | null;
  approval_status: string;
  current_step: number;
  steps: StepState[];
  current_approver_ids: number[] | null;
};

const ACTIVE_STAFF = ['WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT'];

/** Resources with an approval chain. */
export const approvalResources = (): Resource[] => resources.filter((r) => r.approval);

const approvalOf = (r: Resource) => {
  if (!r.approval) throw new Error(`${r.name} has no approval`);
  return r.approval;
};

/** The requester's staff file: unit (their department when set) and line manager. */
async function requesterFile(tx: Drizzle, accountId: number): Promise<{ unitId: number | null; managerAccount: number | null }> {
  const t = tableFor(staff);
  const c = (n: string) => t[n] as AnyPgColumn;
  const [own] = await staffFilesOf(tx, accountId);
  const file = own && { unit: own.unit_id, department: own.department_id, manager: own.manager_id };
  if (!file) return { unitId: null, managerAccount: null };
  let managerAccount: number | null = null;
  if (file.manager) {
    const [m] = (await tx
      .select({ account: c('account_id') })
      .from(t)
      .where(and(eq(c('id'), Number(file.manager)), eq(c('state'), 'ACTIVE')))
      .limit(1)) as { account: number | null }[];
    managerAccount = m?.account ? Number(m.account) : null;
  }
  const unit = file.department ?? file.unit;
  return { unitId: unit === null ? null : Number(unit), managerAccount };
}

/** The parent record a record's approval is configured for (declared `approval.scope`), if any. */
type ApprovalScope = { resource: Resource; id: number };
function scopeOf(r: Resource, record: Row): ApprovalScope | null {
  const field = r.approval?.scope?.field;
  const def = field ? r.columnByName.get(field)?.def : undefined;
  const target = def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
  const id = field ? Number(record[field]) : Number.NaN;
  return target && Number.isSafeInteger(id) && id > 0 ? { resource: target, id } : null;
}

/**
 * The active process for `sourceType`: the one configured for the record's parent (`scope`: a
 * project's own process), else the one of the nearest unit up the requester's unit, else the group's.
 */
async function processFor(tx: Drizzle, sourceType: string, unitId: number | null, scope: ApprovalScope | null = null): Promise<Row | null> {
  const p = tableFor(approvalProcess);
  const o = tableFor(organization);
  const pc = (n: string) => p[n] as AnyPgColumn;
  if (scope) {
    const [own] = (await tx
      .select({ id: pc('id'), is_self_approval: pc('is_self_approval'), unit_id: pc('unit_id') })
      .from(p)
      .where(and(eq(pc('state'), 'ACTIVE'), eq(pc('source_type'), sourceType), eq(pc('scope_resource'), scope.resource.name), eq(pc('scope_id'), scope.id)))
      .orderBy(asc(pc('id')))
      .limit(1)) as Row[];
    if (own) return own;
  }
  const inUnit = unitId
    ? sql`(${pc('unit_id')} IS NULL OR (SELECT u.tree_path FROM ${o} u WHERE u.id = ${unitId}) <@ (SELECT g.tree_path FROM ${o} g WHERE g.id = ${pc('unit_id')}))`
    : sql`${pc('unit_id')} IS NULL`;
  const rows = (await tx
    .select({ id: pc('id'), is_self_approval: pc('is_self_approval'), unit_id: pc('unit_id') })
    .from(p)
    .where(and(eq(pc('state'), 'ACTIVE'), eq(pc('source_type'), sourceType), isNull(pc('scope_id')), inUnit))
    .orderBy(sql`(SELECT nlevel(g.tree_path) FROM ${o} g WHERE g.id = ${pc('unit_id')}) DESC NULLS LAST`, asc(pc('id')))
    .limit(1)) as Row[];
  return rows[0] ?? null;
}

/** Holders of `positionId` in the requester's unit or, failing that, the nearest unit above it. */
async function positionHolders(tx: Drizzle, positionId: number, unitId: number | null): Promise<number[]> {
  if (!unitId) return [];
  const s = tableFor(staff);
  const o = tableFor(organization);
  const sc = (n: string) => s[n] as AnyPgColumn;
  const rows = (await tx
    .select({ account: sc('account_id'), depth: sql<number>`max(nlevel(o.tree_path))` })
    .from(s)
    .innerJoin(sql`${o} o`, sql`o.id IN (${sc('unit_id')}, ${sc('department_id')})`)
    .where(
      and(
        eq(sc('state'), 'ACTIVE'),
        eq(sc('position_id'), positionId),
        inArray(sc('employee_status'), ACTIVE_STAFF),
        sql`${sc('account_id')} IS NOT NULL`,
        sql`(SELECT u.tree_path FROM ${o} u WHERE u.id = ${unitId}) <@ o.tree_path`,
      ),
    )
    .groupBy(sc('account_id'))) as { account: number | string; depth: number | string }[];
  if (rows.length === 0) return [];
  const nearest = Math.max(...rows.map((x) => Number(x.depth)));
  return rows.filter((x) => Number(x.depth) === nearest).map((x) => Number(x.account));
}

const holds = (op: string | null, have: number, want: number): boolean =>
  op === 'GT' ? have > want : op === 'GTE' ? have >= want : op === 'LT' ? have < want : op === 'LTE' ? have <= want : op === 'EQ' ? have === want : true;

/** A step applies unless its condition compares a number of the record that does not satisfy it. */
export function stepApplies(step: Row, record: Row): boolean {
  const field = step.condition_field ? String(step.condition_field) : '';
  if (!field || step.condition_value === null || step.condition_value === undefined) return true;
  const have = Number(record[field]);
  if (!Number.isFinite(have)) return true;
  return holds(step.condition_op ? String(step.condition_op) : null, have, Number(step.condition_value));
}

/** The process's steps for `record`, resolved to people. */
async function resolveSteps(tx: Drizzle, processId: number, record: Row, requester: number, isSelfApproval: boolean, chosen: number[] | null = null, scope: ApprovalScope | null = null): Promise<StepState[]> {
  const st = tableFor(approvalStep);
  const steps = (await tx
    .select()
    .from(st)
    .where(and(eq(st.process_id as AnyPgColumn, processId), eq(st.state as AnyPgColumn, 'ACTIVE')))
    .orderBy(asc(st.ordering as AnyPgColumn), asc(st.id as AnyPgColumn))) as Row[];
  const file = await requesterFile(tx, requester);
  const out: StepState[] = [];
  let isChosenUsed = false;
  for (const s of steps) {
    const name = String(s.name);
    if (!stepApplies(s, record)) {
      out.push({ name, mode: s.mode === 'ALL' ? 'ALL' : 'ANY', approvers: [], approved: [], status: 'SKIPPED' });
      continue;
    }
    let people: number[] = [];
    if (s.approver_kind === 'REQUESTER_CHOICE') {
      // The requester names them at submit; the step's named people (if any) stand in otherwise.
      if (chosen) isChosenUsed = true;
      people = chosen ?? ((s.approver_ids as number[] | null) ?? []).map(Number);
      if (people.length === 0) throw new AppError(409, 'approval.chosenRequired', { step: name }, [{ field: 'approver_ids', key: 'approval.chosenRequired', params: { step: name } }]);
    } else if (s.approver_kind === 'STAFF') people = ((s.approver_ids as number[] | null) ?? []).map(Number);
    else if (s.approver_kind === 'POSITION' && s.position_id) people = await positionHolders(tx, Number(s.position_id), file.unitId);
    else if (s.approver_kind === 'LINE_MANAGER' && file.managerAccount) people = [file.managerAccount];
    else if (s.approver_kind === 'SCOPE_POSITION' && scope && s.scope_position) people = await memberAccounts(tx, scope.resource, scope.id, [String(s.scope_position)]);
    if (!isSelfApproval) people = people.filter((p) => p !== requester);
    people = [...new Set(people)];
    if (people.length === 0) throw new AppError(409, 'approval.noApprover', { step: name }, [{ field: 'steps', key: 'approval.noApprover', params: { step: name } }]);
    out.push({ name, mode: s.mode === 'ALL' ? 'ALL' : 'ANY', approvers: people, approved: [], status: 'WAITING' });
  }
  if (!out.some((s) => s.status === 'WAITING')) throw new AppError(409, 'approval.noSteps');
  if (chosen && !isChosenUsed) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenNotAllowed' }]);
  return out;
}

/** Makes the next waiting step active; returns its index, or -1 when none is left. */
function advance(steps: StepState[], from: number): number {
  for (let i = from; i < steps.length; i++) {
    const s = steps[i] as StepState;
    if (s.status === 'WAITING') {
      s.status = 'ACTIVE';
      return i;
    }
  }
  return -1;
}

const recordTitle = (r: Resource, row: Row): string => String((r.titleField && row[r.titleField]) || `#${row.id}`);
const adminLink = (r: Resource, id: number) => `/admin/${r.path}/${id}`;

/** Where a requester follows a record: its declared portal page (`approval.portalPage`), else the admin. */
export const requesterLink = (r: Resource, id: number): string => {
  const page = r.approval?.portalPage;
  return page ? `${page}?${new URLSearchParams({ type: r.name, id: String(id) })}` : adminLink(r, id);
};
/** Where an approver acts: /hr-tasks for kinds with a portal page (approve or reject there), else the admin. */
export const approverLink = (r: Resource, id: number): string => (r.approval?.portalPage ? `/hr-tasks?${new URLSearchParams({ type: r.name, id: String(id) })}` : adminLink(r, id));

async function requesterOf(tx: Drizzle, r: Resource, record: Row, fallback: number): Promise<number> {
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

async function notify(tx: Drizzle, ctx: Ctx, r: Resource, row: Row, to: number[], kind: 'waiting' | 'approved' | 'rejected', comment?: string | null) {
  const recipients = to.filter((id) => id !== ctx.user?.id);
  if (recipients.length === 0) return;
  const title = recordTitle(r, row);
  const params = { label: r.label.vi.toLowerCase(), title };
  const paramsEn = { label: r.label.en.toLowerCase(), title };
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

/** Accounts whose active delegation (today, for this source type or all) names `userId`. */
export async function delegatorsOf(db: Drizzle, userId: number, sourceType: string | null, now: Date): Promise<number[]> {
  const d = tableFor(approvalDelegation);
  const dc = (n: string) => d[n] as AnyPgColumn;
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  const rows = (await db
    .select({ id: dc('delegator_id') })
    .from(d)
    .where(
      and(
        eq(dc('delegate_id'), userId),
        eq(dc('state'), 'ACTIVE'),
        sql`${dc('from_date')} <= ${today}::date AND ${dc('to_date')} >= ${today}::date`,
        sourceType ? sql`(${dc('source_type')} IS NULL OR ${dc('source_type')} = ${sourceType})` : sql`true`,
      ),
    )) as { id: number | string }[];
  return rows.map((x) => Number(x.id));
}

/** The `approver_ids` a submit names (spec: leave submit with approvers): ids, or null when none are named. */
function chosenOf(body: unknown): number[] | null {
  const raw = (body as { approver_ids?: unknown } | null)?.approver_ids;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return null;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  const ids = [...new Set(list.map((x) => Number(x)))];
  if (ids.length > 20 || ids.some((x) => !Number.isSafeInteger(x) || x <= 0)) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenInvalid' }]);
  return ids;
}

/** Chosen approvers must be active accounts with an active staff file, and not the requester. */
async function checkChosen(tx: Drizzle, ids: number[], requester: number): Promise<void> {
  const acc = tableFor(resourceByName.get('account') as Resource);
  const s = tableFor(staff);
  const found = (await tx
    .select({ id: acc.id as AnyPgColumn })
    .from(acc)
    .where(
      and(
        inArray(acc.id as AnyPgColumn, ids),
        eq(acc.state as AnyPgColumn, 'ACTIVE'),
        sql`EXISTS (SELECT 1 FROM ${s} f WHERE f.account_id = ${acc.id as AnyPgColumn} AND f.state = 'ACTIVE' AND f.employee_status IN ('WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT'))`,
      ),
    )) as { id: number }[];
  if (ids.includes(requester) || found.length !== ids.length) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenInvalid' }]);
}

/**
 * The process that would apply to `requester`'s record of `r` and its steps the requester chooses
 * (REQUESTER_CHOICE): whether each applies to `record` (its condition) and whether a choice is
 * required (the step names nobody to stand in). The portal's forms show a people picker from it.
 */
export async function requesterChoice(db: Drizzle, r: Resource, requester: number, record: Row): Promise<{ process: { id: number; name: string; name_en: string | null } | null; steps: Row[] }> {
  const a = approvalOf(r);
  const file = await requesterFile(db, requester);
  const process = await processFor(db, a.sourceType, file.unitId, scopeOf(r, record));
  if (!process) return { process: null, steps: [] };
  const p = tableFor(approvalProcess);
  const [named] = (await db
    .select({ name: p.name as AnyPgColumn, name_en: p.name_en as AnyPgColumn })
    .from(p)
    .where(eq(p.id as AnyPgColumn, Number(process.id)))
    .limit(1)) as { name: string; name_en: string | null }[];
  const st = tableFor(approvalStep);
  const steps = (await db
    .select()
    .from(st)
    .where(and(eq(st.process_id as AnyPgColumn, Number(process.id)), eq(st.state as AnyPgColumn, 'ACTIVE'), eq(st.approver_kind as AnyPgColumn, 'REQUESTER_CHOICE')))
    .orderBy(asc(st.ordering as AnyPgColumn), asc(st.id as AnyPgColumn))) as Row[];
  return {
    process: { id: Number(process.id), name: String(named?.name ?? ''), name_en: named?.name_en ?? null },
    steps: steps.map((s) => ({
      id: Number(s.id),
      name: s.name,
      condition_field: s.condition_field ?? null,
      condition_op: s.condition_op ?? null,
      condition_value: s.condition_value ?? null,
      applies: stepApplies(s, record),
      isRequired: ((s.approver_ids as number[] | null) ?? []).length === 0,
    })),
  };
}

/** Accounts of the staff files `staffIds` (people pickers name staff); refused unless each has an active account. */
async function accountsOfStaff(tx: Drizzle, staffIds: number[]): Promise<number[]> {
  const s = tableFor(staff);
  const rows = (await tx
    .select({ id: s.id as AnyPgColumn, account: s.account_id as AnyPgColumn })
    .from(s)
    .where(and(inArray(s.id as AnyPgColumn, staffIds), eq(s.state as AnyPgColumn, 'ACTIVE'), sql`${s.account_id as AnyPgColumn} IS NOT NULL`))) as { id: number; account: number }[];
  if (rows.length !== staffIds.length) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenNoAccount' }]);
  return [...new Set(rows.map((x) => Number(x.account)))];
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
    const steps = await resolveSteps(tx, Number(process.id), record, requester, process.is_self_approval === true, chosen, scope);
    const current = advance(steps, 0);
    const approvers = (steps[current] as StepState).approvers;
    const existing = await lockRequest(tx, r, id);
    const values = {
      source_type: a.sourceType,
      title: recordTitle(r, record).slice(0, 300),
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
  const delegators = await delegatorsOf(tx, me, req.source_type, ctx.now());
  return current.find((id) => delegators.includes(id)) ?? null;
}

async function refuseOutOfTurn(tx: Drizzle, ctx: Ctx, req: RequestRow): Promise<never> {
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
    if (actor === null) return refuseOutOfTurn(tx, txCtx, req);
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
    if (Number(req.requester_id) !== user.id && !user.isAdmin) throw new AppError(403, 'approval.notRequester');
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
  if (!req || req.approval_status !== 'PENDING') return null;
  return withdraw(tx, ctx, r, a, req, id, null);
}

/** A current approver (or an administrator) adds a step after the current one, for this request only. */
export async function addApprovalStep(ctx: Ctx, r: Resource, id: number, body: unknown): Promise<RequestRow> {
  const user = requireUser(ctx);
  const b = (body ?? {}) as { name?: unknown; approver_ids?: unknown; mode?: unknown };
  const name = typeof b.name === 'string' ? b.name.trim().slice(0, 200) : '';
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
    if ((await actingFor(tx, txCtx, req)) === null && !user.isAdmin) return refuseOutOfTurn(tx, txCtx, req);
    const a = tableFor(resourceByName.get('account') as Resource);
    const found = (await tx
      .select({ id: a.id as AnyPgColumn })
      .from(a)
      .where(and(inArray(a.id as AnyPgColumn, ids), eq(a.state as AnyPgColumn, 'ACTIVE')))) as { id: number }[];
    if (found.length !== ids.length) throw badRequest([{ field: 'approver_ids', key: 'validation.refNotFound', params: { label: 'approver_ids' } }]);
    req.steps.splice(req.current_step + 1, 0, { name, mode: b.mode === 'ALL' ? 'ALL' : 'ANY', approvers: ids, approved: [], status: 'WAITING', isAdded: true });
    await decide(tx, txCtx, req.id, req.current_step + 1, 'ADDED_STEP', name, null);
    await saveRequest(tx, txCtx, req.id, { steps: req.steps });
    return { ...req };
  });
}

/** The approval of record `id`: the request, its decisions with names, who may act now. Readable by who reads the record, its requester and its approvers. */
export async function approvalTimeline(ctx: Ctx, r: Resource, id: number): Promise<Row> {
  const user = requireUser(ctx);
  const db = ctx.database.db;
  const t = tableFor(approvalRequest);
  const [req] = (await db
    .select()
    .from(t)
    .where(and(eq(t.target_type as AnyPgColumn, r.name), eq(t.target_id as AnyPgColumn, id)))
    .limit(1)) as RequestRow[];
  const steps = (req?.steps as StepState[] | undefined) ?? [];
  const delegators = req ? await delegatorsOf(db, user.id, req.source_type, ctx.now()) : [];
  const involved = !!req && (Number(req.requester_id) === user.id || steps.some((s) => s.approvers.some((p) => p === user.id || delegators.includes(p))));
  if (!involved && !(await isRecordVisible(ctx, r, id, { isCms: true }))) throw notFound();
  if (!req) return { request: null, decisions: [], mayAct: [] };
  const d = tableFor(approvalDecision);
  const acc = tableFor(resourceByName.get('account') as Resource);
  const decisions = await db
    .select({
      id: d.id as AnyPgColumn,
      step: d.step as AnyPgColumn,
      decision: d.decision as AnyPgColumn,
      comment: d.comment as AnyPgColumn,
      created_date: d.created_date as AnyPgColumn,
      actor_id: d.actor_id as AnyPgColumn,
      actor_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${d.actor_id as AnyPgColumn})`,
      on_behalf_of_id: d.on_behalf_of_id as AnyPgColumn,
      on_behalf_of_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${d.on_behalf_of_id as AnyPgColumn})`,
    })
    .from(d)
    .where(eq(d.request_id as AnyPgColumn, req.id))
    .orderBy(asc(d.created_date as AnyPgColumn), asc(d.id as AnyPgColumn))
    .limit(500);
  const ids = [...new Set(steps.flatMap((s) => s.approvers))];
  const names = ids.length
    ? ((await db
        .select({ id: acc.id as AnyPgColumn, name: acc.full_name as AnyPgColumn })
        .from(acc)
        .where(inArray(acc.id as AnyPgColumn, ids))) as { id: number; name: string }[])
    : [];
  const nameOf = new Map(names.map((n) => [Number(n.id), n.name]));
  // Whether the caller may decide now: a current approver, or their delegate within the period.
  const current = (req.current_approver_ids ?? []).map(Number);
  let actsFor: number | null = null;
  if (req.approval_status === 'PENDING') {
    if (current.includes(user.id)) actsFor = user.id;
    else actsFor = current.find((p) => delegators.includes(p)) ?? null;
  }
  return {
    request: { ...req, steps: steps.map((s) => ({ ...s, approver_names: s.approvers.map((p) => nameOf.get(p) ?? `#${p}`) })) },
    decisions,
    mayAct: current.map((p) => ({ id: p, name: nameOf.get(p) ?? `#${p}` })),
    canAct: actsFor !== null,
    onBehalfOf: actsFor !== null && actsFor !== user.id ? { id: actsFor, name: nameOf.get(actsFor) ?? `#${actsFor}` } : null,
  };
}

/**
 * One page of approval requests matching `where`, newest submitted first, with the columns both
 * lists show plus `extra`, and the total; each row then shaped by `shape` (its steps at hand).
 */
async function requestPage(
  ctx: Ctx,
  where: SQL | undefined,
  extra: (c: (n: string) => AnyPgColumn, acc: ReturnType<typeof tableFor>) => Record<string, unknown>,
  page: number,
  limit: number,
  shape: (x: Row, r: Resource | undefined, steps: StepState[]) => Row,
): Promise<{ items: Row[]; totalRows: number }> {
  const db = ctx.database.db;
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const acc = tableFor(resourceByName.get('account') as Resource);
  const [items, total] = await Promise.all([
    db
      .select({
        id: c('id'),
        target_type: c('target_type'),
        target_id: c('target_id'),
        source_type: c('source_type'),
        title: c('title'),
        current_step: c('current_step'),
        steps: c('steps'),
        submitted_date: c('submitted_date'),
        ...(extra(c, acc) as Record<string, AnyPgColumn>),
      })
      .from(t)
      .where(where)
      .orderBy(desc(c('submitted_date')), desc(c('id')))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return {
    items: (items as Row[]).map((x) => {
      const { steps, ...rest } = x;
      return shape(rest, resourceByName.get(String(x.target_type)), (steps as StepState[]) ?? []);
    }),
    totalRows: Number(total[0]?.n ?? 0),
  };
}

/** "Waiting for me": pending requests the caller (or someone who delegated to them) must act on now. */
export async function waitingForMe(ctx: Ctx, page: number, limit: number): Promise<{ items: Row[]; totalRows: number }> {
  const user = requireUser(ctx);
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const d = tableFor(approvalDelegation);
  const dc = (n: string) => d[n] as AnyPgColumn;
  const today = ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  // The caller's own id plus whoever delegated to them today (any source type), read once: the
  // GIN index on current_approver_ids answers `&&` with it. Only then, on those few rows, a
  // delegation must also cover the request's source type. (A delegation read per row, correlated
  // on the source type, made PostgreSQL walk every active request instead: 179 ms vs 12 ms at
  // 50,000 requests.)
  const delegation = (extra: SQL) => sql`FROM ${d} WHERE ${dc('delegate_id')} = ${user.id} AND ${dc('state')} = 'ACTIVE'
      AND ${dc('from_date')} <= ${today}::date AND ${dc('to_date')} >= ${today}::date${extra}`;
  const forMe: SQL = sql`(${c('current_approver_ids')} && (ARRAY[${user.id}]::bigint[] || ARRAY(SELECT ${dc('delegator_id')} ${delegation(sql``)})::bigint[])
    AND (${c('current_approver_ids')} @> ARRAY[${user.id}]::bigint[] OR EXISTS (SELECT 1 ${delegation(
      sql` AND ${dc('delegator_id')} = ANY(${c('current_approver_ids')}) AND (${dc('source_type')} IS NULL OR ${dc('source_type')} = "approval_request"."source_type")`,
    )})))`;
  const where = and(eq(c('approval_status'), 'PENDING'), eq(c('state'), 'ACTIVE'), forMe);
  return requestPage(
    ctx,
    where,
    (col, acc) => ({
      requester_id: col('requester_id'),
      requester_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${col('requester_id')})`,
    }),
    page,
    limit,
    (x, r, steps) => {
      // The admin record for who may read it there; others decide from the list (and the timeline).
      const isReadable = !!r && (user.isAdmin || canDo(user.ability, 'viewAll', r.subject) || canDo(user.ability, 'approve', r.subject));
      return { ...x, step_name: steps[Number(x.current_step)]?.name ?? null, label: r?.label ?? null, path: r?.path ?? null, link: r && isReadable ? adminLink(r, Number(x.target_id)) : null };
    },
  );
}

/**
 * "My requests" (/hr-tasks): the approvals the caller is the requester of (including what HR filed
 * for them), newest first, each with where it stands, its current step and who may act now.
 */
export async function myRequests(ctx: Ctx, page: number, limit: number): Promise<{ items: Row[]; totalRows: number }> {
  const user = requireUser(ctx);
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const where = and(eq(c('requester_id'), user.id), eq(c('state'), 'ACTIVE'));
  return requestPage(
    ctx,
    where,
    (col, acc) => ({
      approval_status: col('approval_status'),
      decided_date: col('decided_date'),
      waiting_for: sql<string | null>`(SELECT string_agg(x.full_name, ', ' ORDER BY x.full_name) FROM ${acc} x WHERE x.id = ANY(${col('current_approver_ids')}))`,
    }),
    page,
    limit,
    (x, r, steps) => ({
      ...x,
      step_name: x.approval_status === 'PENDING' ? (steps[Number(x.current_step)]?.name ?? null) : null,
      steps_total: steps.filter((st) => st.status !== 'SKIPPED').length,
      steps_done: steps.filter((st) => st.status === 'DONE').length,
      label: r?.label ?? null,
      path: r?.path ?? null,
      link: r ? requesterLink(r, Number(x.target_id)) : null,
    }),
  );
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
    if (!r?.approval || !Number.isSafeInteger(id) || id <= 0) {
      out.push({ type: String(item.target_type), id, ok: false, message: translate(ctx.lang, 'error.notFound') });
      continue;
    }
    try {
      await decideApproval(ctx, r, id, b.decision, { comment: b.comment });
      out.push({ type: r.name, id, ok: true });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      out.push({ type: r.name, id, ok: false, message: translate(ctx.lang, e.key, e.params) });
    }
  }
  return out;
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
      .returning({ id: c('id'), target_type: c('target_type'), target_id: c('target_id'), title: c('title'), source_type: c('source_type'), approvers: c('current_approver_ids') })) as {
      id: number;
      target_type: string;
      target_id: number;
      title: string | null;
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
        title_en: translate('en', 'approval.notifyReminder', { label: r.label.en.toLowerCase(), title }),
        link: approverLink(r, Number(q.target_id)),
        source_type: q.source_type,
        source_id: Number(q.target_id),
      }));
    });
    await sendNotifications(tx as unknown as Drizzle, at, list);
    return claimed.length;
  });
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
      decide: isPending && (req?.current ?? []).map(Number).some((p) => acting.includes(p)),
      withdraw: isPending && (Number(req?.requester) === user.id || user.isAdmin === true),
    };
  }
}

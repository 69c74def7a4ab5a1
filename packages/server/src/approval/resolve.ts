/**
 * Which approval applies and to whom (ADR 0006; split from `engine.ts`, issue 34): the process for
 * a record's source type (the record's parent's own process, else the nearest unit up the
 * requester's unit, else the group's), its steps whose condition holds, each resolved to people:
 * named accounts, the holders of a position nearest the requester up the unit tree, the requester's
 * line manager, a position among the parent's members, or the people the requester chose. Also who
 * acts for whom: an approver's active delegation (period, optionally one source type) lets the
 * delegate act on their behalf. Reads only; nothing here writes.
 */
import type { Resource, Row } from '@portal/domain';
import { approvalDelegation, approvalProcess, approvalStep, organization, resourceByName, resources, staff } from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { AppError, badRequest } from '../engine/errors.js';
import { memberAccounts } from '../engine/access.js';
import { staffFilesOf } from '../engine/staff-file.js';

export type StepState = {
  name: string;
  /** The step's English name (the process step's `name_en`); readers of English see it, else `name`. */
  name_en?: string | null;
  mode: 'ANY' | 'ALL';
  approvers: number[];
  approved: number[];
  status: 'WAITING' | 'ACTIVE' | 'DONE' | 'SKIPPED';
  /** Added to this request only (approve-add-flow). */
  isAdded?: boolean;
};

export type RequestRow = {
  id: number;
  target_type: string;
  target_id: number;
  source_type: string | null;
  title: string | null;
  title_en?: string | null;
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

export const approvalOf = (r: Resource) => {
  if (!r.approval) throw new Error(`${r.name} has no approval`);
  return r.approval;
};

/** The requester's staff file: unit (their department when set) and line manager. */
export async function requesterFile(tx: Drizzle, accountId: number): Promise<{ unitId: number | null; managerAccount: number | null }> {
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
export function scopeOf(r: Resource, record: Row): ApprovalScope | null {
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
export async function processFor(tx: Drizzle, sourceType: string, unitId: number | null, scope: ApprovalScope | null = null): Promise<Row | null> {
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

/** A step's name in `lang` (its English name when asked for English and it has one). */
export const stepName = (s: Pick<StepState, 'name' | 'name_en'> | undefined, lang: string): string | null => (s ? (lang === 'en' && s.name_en) || s.name : null);

/** The process's steps for `record`, resolved to people. */
export async function resolveSteps(
  tx: Drizzle,
  processId: number,
  record: Row,
  requester: number,
  isSelfApproval: boolean,
  chosen: number[] | null = null,
  scope: ApprovalScope | null = null,
  lang = 'vi',
): Promise<StepState[]> {
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
    const name_en = s.name_en ? String(s.name_en) : null;
    // Named in the caller's language when a step cannot be resolved.
    const shown = (lang === 'en' && name_en) || name;
    if (!stepApplies(s, record)) {
      out.push({ name, name_en, mode: s.mode === 'ALL' ? 'ALL' : 'ANY', approvers: [], approved: [], status: 'SKIPPED' });
      continue;
    }
    let people: number[] = [];
    if (s.approver_kind === 'REQUESTER_CHOICE') {
      // The requester names them at submit; the step's named people (if any) stand in otherwise.
      if (chosen) isChosenUsed = true;
      people = chosen ?? ((s.approver_ids as number[] | null) ?? []).map(Number);
      if (people.length === 0) throw new AppError(409, 'approval.chosenRequired', { step: shown }, [{ field: 'approver_ids', key: 'approval.chosenRequired', params: { step: shown } }]);
    } else if (s.approver_kind === 'STAFF') people = ((s.approver_ids as number[] | null) ?? []).map(Number);
    else if (s.approver_kind === 'POSITION' && s.position_id) people = await positionHolders(tx, Number(s.position_id), file.unitId);
    else if (s.approver_kind === 'LINE_MANAGER' && file.managerAccount) people = [file.managerAccount];
    else if (s.approver_kind === 'SCOPE_POSITION' && scope && s.scope_position) people = await memberAccounts(tx, scope.resource, scope.id, [String(s.scope_position)]);
    if (!isSelfApproval) people = people.filter((p) => p !== requester);
    people = [...new Set(people)];
    if (people.length === 0) throw new AppError(409, 'approval.noApprover', { step: shown }, [{ field: 'steps', key: 'approval.noApprover', params: { step: shown } }]);
    out.push({ name, name_en, mode: s.mode === 'ALL' ? 'ALL' : 'ANY', approvers: people, approved: [], status: 'WAITING' });
  }
  if (!out.some((s) => s.status === 'WAITING')) throw new AppError(409, 'approval.noSteps');
  if (chosen && !isChosenUsed) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenNotAllowed' }]);
  return out;
}

/** Makes the next waiting step active; returns its index, or -1 when none is left. */
export function advance(steps: StepState[], from: number): number {
  for (let i = from; i < steps.length; i++) {
    const s = steps[i] as StepState;
    if (s.status === 'WAITING') {
      s.status = 'ACTIVE';
      return i;
    }
  }
  return -1;
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
export function chosenOf(body: unknown): number[] | null {
  const raw = (body as { approver_ids?: unknown } | null)?.approver_ids;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return null;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  const ids = [...new Set(list.map((x) => Number(x)))];
  if (ids.length > 20 || ids.some((x) => !Number.isSafeInteger(x) || x <= 0)) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenInvalid' }]);
  return ids;
}

/** Chosen approvers must be active accounts with an active staff file, and not the requester. */
export async function checkChosen(tx: Drizzle, ids: number[], requester: number): Promise<void> {
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
      name_en: s.name_en ?? null,
      condition_field: s.condition_field ?? null,
      condition_op: s.condition_op ?? null,
      condition_value: s.condition_value ?? null,
      applies: stepApplies(s, record),
      isRequired: ((s.approver_ids as number[] | null) ?? []).length === 0,
    })),
  };
}

/** Accounts of the staff files `staffIds` (people pickers name staff); refused unless each has an active account. */
export async function accountsOfStaff(tx: Drizzle, staffIds: number[]): Promise<number[]> {
  const s = tableFor(staff);
  const rows = (await tx
    .select({ id: s.id as AnyPgColumn, account: s.account_id as AnyPgColumn })
    .from(s)
    .where(and(inArray(s.id as AnyPgColumn, staffIds), eq(s.state as AnyPgColumn, 'ACTIVE'), sql`${s.account_id as AnyPgColumn} IS NOT NULL`))) as { id: number; account: number }[];
  if (rows.length !== staffIds.length) throw badRequest([{ field: 'approver_ids', key: 'approval.chosenNoAccount' }]);
  return [...new Set(rows.map((x) => Number(x.account)))];
}

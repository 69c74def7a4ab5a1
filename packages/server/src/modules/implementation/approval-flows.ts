/**
 * A project's approval flows (ADR 0022): each `implementation_approval_flow` is kept as the
 * project's own `approval_process` (scope_resource `implementation_project`, scope_id the project)
 * with one SCOPE_POSITION step per flow step (the position's code), in the same transaction as the
 * flow's write. The approval engine reads only processes (approval/resolve.ts `processFor`: the
 * project's own first, else the requester's unit's, else the group's), so a memo, a supply, a
 * payment... of the project is resolved to the members holding those positions when submitted.
 * Deleting a flow inactivates its process (running requests keep their resolved steps).
 */
import { approvalProcess, approvalStep, implementationApprovalFlow, implementationApprovalStep, implementationSettingPosition, PROJECT_SCOPE, type Row } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { defineModule, type HookOf, type ModuleDecl } from '../../engine/module.js';

const col = (r: Parameters<typeof tableFor>[0], n: string) => tableFor(r)[n] as AnyPgColumn;

/** Writes the flow's process and steps as they now stand (or inactivates it when the flow is gone); returns the process id. */
export async function syncFlowProcess(tx: Drizzle, flowId: number, now: Date, deletedProcessId: number | null = null): Promise<number | null> {
  const f = tableFor(implementationApprovalFlow);
  const p = tableFor(approvalProcess);
  const [flow] = (await tx.select().from(f).where(eq(col(implementationApprovalFlow, 'id'), flowId)).limit(1)) as Row[];
  const processId = flow?.process_id ? Number(flow.process_id) : deletedProcessId;
  if (flow?.state !== 'ACTIVE') {
    if (processId) await tx.update(p).set({ state: 'INACTIVE', updated_date: now }).where(eq(col(approvalProcess, 'id'), processId));
    return null;
  }
  const values = {
    name: flow.name,
    name_en: flow.name_en ?? null,
    source_type: flow.source_type,
    unit_id: null,
    scope_resource: PROJECT_SCOPE,
    scope_id: Number(flow.project_id),
    is_self_approval: flow.is_self_approval === true,
    remind_after_hours: flow.remind_after_hours ?? 24,
    description: flow.description ?? null,
    state: 'ACTIVE',
    updated_by: flow.updated_by ?? null,
    updated_date: now,
  };
  let id = processId;
  if (id) await tx.update(p).set(values).where(eq(col(approvalProcess, 'id'), id));
  else {
    const [made] = (await tx
      .insert(p)
      .values({ ...values, created_by: flow.created_by ?? null })
      .returning({ id: col(approvalProcess, 'id') })) as { id: number }[];
    id = Number(made?.id);
    await tx.update(f).set({ process_id: id }).where(eq(col(implementationApprovalFlow, 'id'), flowId));
  }
  // The steps, replaced: a running request keeps the steps it was resolved with (ADR 0006).
  const s = tableFor(implementationApprovalStep);
  const steps = (await tx
    .select()
    .from(s)
    .where(and(eq(col(implementationApprovalStep, 'flow_id'), flowId), eq(col(implementationApprovalStep, 'state'), 'ACTIVE')))
    .orderBy(asc(col(implementationApprovalStep, 'ordering')), asc(col(implementationApprovalStep, 'id')))) as Row[];
  const positionIds = [...new Set(steps.map((x) => Number(x.position_id)))];
  const codes = new Map<number, string>();
  if (positionIds.length) {
    const pos = (await tx
      .select({ id: col(implementationSettingPosition, 'id'), code: col(implementationSettingPosition, 'code') })
      .from(tableFor(implementationSettingPosition))
      .where(inArray(col(implementationSettingPosition, 'id'), positionIds))) as { id: number; code: string }[];
    for (const x of pos) codes.set(Number(x.id), String(x.code));
  }
  await tx.delete(tableFor(approvalStep)).where(eq(col(approvalStep, 'process_id'), id));
  if (steps.length)
    await tx.insert(tableFor(approvalStep)).values(
      steps.map((x, i) => ({
        process_id: id,
        name: x.name,
        name_en: x.name_en ?? null,
        approver_kind: 'SCOPE_POSITION',
        scope_position: codes.get(Number(x.position_id)) ?? null,
        mode: x.mode ?? 'ANY',
        condition_field: x.condition_field ?? null,
        condition_op: x.condition_op ?? null,
        condition_value: x.condition_value ?? null,
        ordering: i + 1,
        state: 'ACTIVE',
        created_by: flow.updated_by ?? null,
        updated_by: flow.updated_by ?? null,
      })),
    );
  return id;
}

const flowWritten: HookOf<typeof implementationApprovalFlow, 'afterChange'> = async ({ tx, ctx, row, mode }) => {
  const id = await syncFlowProcess(tx, Number(row.id), ctx.now(), row.process_id ? Number(row.process_id) : null);
  if (mode !== 'delete') (row as Row).process_id = id;
};

/** A step written on its own path (not as a line of its flow) re-keeps its flow's process. */
const stepWritten: HookOf<typeof implementationApprovalStep, 'afterChange'> = async ({ tx, ctx, row }) => {
  await syncFlowProcess(tx, Number(row.flow_id), ctx.now());
};

export const implementationApprovalModules: readonly ModuleDecl[] = [
  defineModule({ resource: implementationApprovalFlow, hooks: { afterChange: [flowWritten] } }),
  defineModule({ resource: implementationApprovalStep, hooks: { afterChange: [stepWritten] } }),
];

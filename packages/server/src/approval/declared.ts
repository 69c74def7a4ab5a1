/**
 * What an approval block declares beyond the chain itself (ADR 0018), as hooks the engine adds to
 * the resource (`withDerivedHooks`), so no module writes this glue again:
 * - `submitOnCreate`: a record created in its workflow's initial status is submitted in the same
 *   transaction; with `requiredWhen`, only when the referenced record asks for approval (else it is
 *   approved at once); with `whenNoProcess: 'approve'`, approved at once when no process applies.
 * - `withdrawOnDelete`: deleting a pending record withdraws its approval first (the deleter's
 *   decision on the timeline, the record cancelled in its history), then the delete goes on.
 */
import type { Resource, Row } from '@portal/domain';
import { resourceByName } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { AppError } from '../engine/errors.js';
import type { ModuleHooks } from '../engine/module.js';
import { changeStatus } from '../engine/write.js';
import { approvalAbilities, submitForApproval, withdrawWithRecord } from './decide.js';

/** Whether the record needs approval: always, or as the referenced record's flag says (`requiredWhen`). */
async function isRequired(ctx: Ctx, r: Resource, row: Row): Promise<boolean> {
  const when = r.approval?.requiredWhen;
  if (!when) return true;
  const def = r.columnByName.get(when.field)?.def;
  const target = def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
  if (!target || row[when.field] === null || row[when.field] === undefined) return true;
  const t = tableFor(target);
  const [x] = (await ctx.database.db
    .select({ flag: t[when.flag] as AnyPgColumn })
    .from(t)
    .where(eq(t.id as AnyPgColumn, Number(row[when.field])))
    .limit(1)) as { flag: unknown }[];
  return x?.flag === true;
}

/**
 * Settles a record created in its initial status as its approval block says: submitted, or
 * approved at once (not required, or no process and `whenNoProcess: 'approve'`). The create hook;
 * the demo seed calls it for records it writes directly.
 */
export async function settleOnCreate(ctx: Ctx, r: Resource, row: Row): Promise<void> {
  const a = r.approval;
  if (!a || !r.workflow || row.status !== r.workflow.initial) return;
  const id = Number(row.id);
  if (await isRequired(ctx, r, row)) {
    try {
      await submitForApproval(ctx, r, id);
      return;
    } catch (e) {
      if (!(e instanceof AppError && e.key === 'approval.noProcess' && a.whenNoProcess === 'approve')) throw e;
    }
  }
  await changeStatus(ctx, r, id, a.approved, { asSystem: true });
}

/** The hooks a resource's approval block implies, or null. */
export function approvalHooks(r: Resource): ModuleHooks | null {
  const a = r.approval;
  if (!a) return null;
  return {
    abilities: [({ ctx, db, rows, can }) => approvalAbilities(ctx, db, r, rows, can)],
    ...(a.submitOnCreate && {
      afterChange: [
        async ({ ctx, mode, row }) => {
          if (mode === 'create') await settleOnCreate(ctx, r, row);
        },
      ],
    }),
    ...(a.withdrawOnDelete && {
      beforeDelete: [
        async ({ ctx, tx, existing }) => {
          if (existing.status === a.pending) await withdrawWithRecord(ctx, tx, r, Number(existing.id));
        },
      ],
    }),
  };
}

/**
 * The engine's `access.parent` lets whoever reads the parent write its children (comments on news:
 * every reader comments). A project's priced lines are not comments: a line of an additional item,
 * an item of a cost review, a quotation and its prices are written only by who may write the record
 * they belong to (its project's writing positions), also on their own paths. These hooks check it.
 */
import type { Resource, Row } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/client.js';
import type { Ctx } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import type { BeforeChangeHook, BeforeDeleteHook } from '../../engine/module.js';
import { findRow } from '../../engine/service.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));

/** How to find the record to check: its id from the child's `field`, optionally one hop further (`via`: a query giving the owner's id). */
export type Owner = { resource: Resource; field: string; via?: (tx: Drizzle, id: number) => Promise<number | null> };

/** `isEditing`: the owner must also be in an editable status of its workflow (an approved additional item's lines are final). */
export async function assertOwnerWritable(ctx: Ctx, tx: Drizzle, o: Owner, row: Row, isEditing = false): Promise<void> {
  if (!ctx.user) return; // the system (seed, jobs)
  let id: number | null = Number(row[o.field]);
  if (o.via && id) id = await o.via(tx, id);
  if (!id) throw new AppError(403, 'error.forbidden');
  let owner: Row;
  try {
    owner = await findRow(ctx, o.resource, id, tx, 'write');
  } catch {
    throw new AppError(403, 'error.forbidden');
  }
  const wf = o.resource.workflow;
  if (isEditing && wf && !wf.editable.includes(String(owner.status))) throw new AppError(409, 'implementation.ownerLocked');
}

export const ownerWritable = (o: Owner): { beforeChange: BeforeChangeHook; beforeDelete: BeforeDeleteHook } => ({
  beforeChange: async ({ ctx, tx, data, existing }) => {
    await assertOwnerWritable(ctx, tx, o, { ...(existing ?? {}), ...data }, true);
    return undefined;
  },
  beforeDelete: async ({ ctx, tx, existing }) => assertOwnerWritable(ctx, tx, o, existing, true),
});

/** A quotation's review (a price's owner is its quotation's review). */
export const reviewOfQuotation = async (tx: Drizzle, quotationId: number): Promise<number | null> => {
  const [r] = rowsOf<{ id: unknown }>(await tx.execute(sql`SELECT review_cost_id AS id FROM implementation_review_quotation WHERE id = ${quotationId}`));
  return r ? Number(r.id) : null;
};

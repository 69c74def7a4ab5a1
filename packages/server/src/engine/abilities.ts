/**
 * Per-record abilities (issue 34, ADR 0018): what the caller may do with each record, presented
 * with it so that the web shows the right buttons without recomputing the rules (and ad-hoc fields
 * like a ticket's `can_move` go). The same checks the writes make, asked without writing:
 * - update: the write right, the record under the write rule, the author rule, a status that is
 *   still editable, and a right held on some records only covering this one;
 * - delete: the same without the status;
 * - moves: the workflow's moves from the record's status whose right the caller holds (not the
 *   system's), on a record they may write;
 * - actions: the declared record actions whose right the caller holds, on a record in one of the
 *   action's `statuses` that they read (`view`) or write (the others).
 * Modules narrow or add through their `abilities` hooks (the approval block adds submit, decide and
 * withdraw). One query for the records under the read rule and one for the write rule, whatever
 * the number of records (at most `MAX_IDS`).
 */
import type { Resource, Row } from '@portal/domain';
import { canDo, canDoRow, isEditable } from '@portal/domain';
import { and, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { accessConditions } from './access.js';
import { authorize, type Ctx } from './context.js';
import { type Abilities, type AbilitiesHook, moduleFor } from './module.js';
import { selection } from './query.js';
import { isAuthorAllowed } from './write.js';

export const MAX_IDS = 100;

/** The abilities of each record of `ids` the caller reads (the others are left out). */
export async function recordAbilities(ctx: Ctx, r: Resource, ids: readonly number[]): Promise<Map<number, Abilities>> {
  const user = authorize(ctx, 'view', r.subject);
  const db: Drizzle = ctx.database.db;
  const t = tableFor(r);
  const id = t.id as AnyPgColumn;
  const wanted = [...new Set(ids)].slice(0, MAX_IDS);
  const can = new Map<number, Abilities>();
  if (wanted.length === 0) return can;
  const rows = (await db
    .select(selection(r, t))
    .from(t)
    .where(and(inArray(id, wanted), ...accessConditions(ctx, r, t, 'read')))) as Row[];
  if (rows.length === 0) return can;
  const writeRight = r.writeRight ?? 'edit';
  const hasWriteRight = canDo(user.ability, writeRight, r.subject);
  const writable = new Set(
    (
      (await db
        .select({ id })
        .from(t)
        .where(and(inArray(id, rows.map((x) => Number(x.id))), ...accessConditions(ctx, r, t, 'write')))) as { id: unknown }[]
    ).map((x) => Number(x.id)),
  );
  for (const row of rows) {
    const rid = Number(row.id);
    const isWritable = writable.has(rid);
    const mayWrite = isWritable && hasWriteRight && canDoRow(user.ability, writeRight, r.subject, row) && isAuthorAllowed(r, user, row);
    const status = typeof row.status === 'string' ? row.status : null;
    const moves =
      r.workflow && status && isWritable
        ? r.workflow.transitions
            .filter((x) => x.from === status && x.right !== 'system' && canDoRow(user.ability, x.right, r.subject, row))
            .map((x) => ({ action: x.action, to: x.to, ...(x.isReasonRequired && { isReasonRequired: true }) }))
        : [];
    const actions = (r.actions ?? [])
      .filter((a) => a.target === 'record' && (!a.statuses || a.statuses.includes(String(row.status))) && canDoRow(user.ability, a.right, r.subject, row) && (a.right === 'view' || isWritable))
      .map((a) => a.name);
    can.set(rid, {
      update: mayWrite && !(r.workflow && status && !isEditable(r.workflow, status)),
      delete: mayWrite,
      moves,
      actions,
    });
  }
  for (const h of moduleFor(r.name).hooks?.abilities ?? []) await h({ ctx, db, resource: r, rows, can });
  return can;
}

/**
 * An abilities hook for a module that refuses to delete records in `statuses` (its `beforeDelete`
 * throws there): the abilities say so too (an approved leave, a hired candidate).
 */
export const noDeleteIn =
  (statuses: readonly string[]): AbilitiesHook =>
  async ({ rows, can }) => {
    for (const row of rows) {
      const cur = can.get(Number(row.id));
      if (cur && statuses.includes(String(row.status))) cur.delete = false;
    }
  };

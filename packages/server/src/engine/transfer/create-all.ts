/**
 * Running rows through createRecord in one transaction, for an import and a bulk create
 * (engine/bulk.ts) alike: each row in a savepoint, so one bad row does not hide the errors of the
 * next ones (`createMany` at once for a resource without per-record hooks), and the whole
 * transaction rolled back on a dry run or any error.
 */
import type { Issue, Resource, Row } from '@portal/domain';
import { translate } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import { AppError, fieldErrors } from '../errors.js';
import { createMany, createRecord, inWrite, isBulkCreatable } from '../service.js';

class Rollback extends Error {}

export type RowError = { field: string; message: string };

/**
 * Creates every input with `createRecord` in one transaction, each in a savepoint: `prepare` may
 * turn an input into issues instead (conversion errors). Returns the created rows, or nothing and
 * the errors per position; the transaction is committed only when `commit` is true and no input
 * failed.
 */
export async function createAll(
  ctx: Ctx,
  r: Resource,
  inputs: readonly unknown[],
  commit: boolean,
  prepare: (input: unknown, index: number) => { input: unknown } | { issues: Issue[] } = (input) => ({ input }),
): Promise<{ created: Row[]; errors: Map<number, RowError[]>; isCommitted: boolean }> {
  if (isBulkCreatable(r)) {
    try {
      return await createAllAtOnce(ctx, r, inputs, commit, prepare);
    } catch (e) {
      // A constraint only the database saw (a composite unique, a race): one by one names the row.
      if (e instanceof AppError && (e.status === 401 || e.status === 403)) throw e;
    }
  }
  const errors = new Map<number, RowError[]>();
  const created: Row[] = [];
  let isCommitted = false;
  try {
    await ctx.database.db.transaction(async (tx) => {
      // The caller's context on this transaction: createRecord's own transaction becomes a savepoint.
      const txCtx: Ctx = { ...ctx, database: { ...ctx.database, db: tx } };
      // Deferred checks (a contract's payment ceiling, ADR 0025) run with each row's statements, in
      // its savepoint: a row that breaks one is named like any bad row, a dry run sees it too.
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      for (let i = 0; i < inputs.length; i++) {
        const p = prepare(inputs[i], i);
        if ('issues' in p) {
          errors.set(i, fieldErrors(p.issues, ctx.lang, r));
          continue;
        }
        try {
          created.push(await createRecord(txCtx, r, p.input));
        } catch (e) {
          if (!(e instanceof AppError) || e.status === 401 || e.status === 403) throw e;
          errors.set(i, e.issues.length > 0 ? fieldErrors(e.issues, ctx.lang, e.resource ?? r) : [{ field: '', message: translate(ctx.lang, e.key, e.params) }]);
        }
      }
      if (!commit || errors.size > 0) throw new Rollback();
    });
    isCommitted = true;
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return { created: isCommitted ? created : [], errors, isCommitted };
}

/** `createAll` for a resource without per-record hooks: `createMany` in one transaction. */
async function createAllAtOnce(
  ctx: Ctx,
  r: Resource,
  inputs: readonly unknown[],
  commit: boolean,
  prepare: (input: unknown, index: number) => { input: unknown } | { issues: Issue[] },
): Promise<{ created: Row[]; errors: Map<number, RowError[]>; isCommitted: boolean }> {
  const errors = new Map<number, RowError[]>();
  let created: Row[] = [];
  try {
    await inWrite(ctx, r, async (_tx, txCtx) => {
      const out = await createMany(txCtx, r, inputs.map((x, i) => prepare(x, i)));
      for (const [i, list] of out.issues) errors.set(i, fieldErrors(list, ctx.lang, r));
      created = out.created;
      if (!commit || errors.size > 0) throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
    return { created: [], errors, isCommitted: false };
  }
  return { created, errors, isCommitted: true };
}

/**
 * The write commands every declared resource gets: create (one and set-wise), update, delete and
 * status change, each in one transaction with its hooks, checks and activity-log row.
 */
import type { Issue, Resource, Row } from '@portal/domain';
import { canDo, canDoRow, checkTransition, isEditable, validateInput } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { type AnyPgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { type AnyTable, tableFor } from '../db/tables.js';
import { writeActivities, writeActivity } from './activity.js';
import { constraintIssues, referenceIssues, uniqueIssues } from './checks.js';
import { asRow, type HookArgs, moduleFor, type WriteMode } from './module.js';
import { deleteLines, type SplitInput, splitLines, validateLines, writeLines } from './lines.js';
import { checkTree, constraintField, setTreePath } from './constraints.js';
import { sanitizeRichText } from './sanitize.js';
import { type Ctx, type SessionUser, authorize } from './context.js';
import { requireRowRight, requireUnitInRange, requireUnitRefsInRange, requireWritable } from './access.js';
import { AppError, badRequest, checkViolationError, forbidden, notFound } from './errors.js';
import { dueRelease, reasonOf } from './workflow.js';
import { selection } from './query.js';
import { findRow, linesOf } from './read.js';
import { committedCode, nextCode, numberAtCommit, numberRecord, provisionalCode } from './numbering.js';

const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;

/** Validates lines given with a parent (at every level) and checks their references. */
const preparedLines = (a: HookArgs, split: SplitInput, parentId: number | null) => validateLines(a.ctx, a.tx, a.resource, split, parentId);

/** Authors change their own records; moderators (approve or view all) any (`isAuthorOnlyWrite`). */
export const isAuthorAllowed = (r: Resource, user: SessionUser, existing: Row): boolean =>
  !r.isAuthorOnlyWrite || Number(existing.created_by) === user.id || canDo(user.ability, 'approve', r.subject) || canDo(user.ability, 'viewAll', r.subject);

function checkAuthor(r: Resource, user: SessionUser, existing: Row): void {
  if (!isAuthorAllowed(r, user, existing)) throw forbidden();
}

/** Every rich-text column of every resource is sanitised before it is stored (stored XSS). */
export function sanitizeRichColumns(r: Resource, data: Row): Row {
  let out = data;
  for (const c of r.columns) {
    if (c.def.kind !== 'richText' || typeof data[c.name] !== 'string') continue;
    if (out === data) out = { ...data };
    out[c.name] = sanitizeRichText(data[c.name] as string);
  }
  return out;
}

/** Converts validated JSON values to what the driver stores (ISO strings to Date for timestamptz). */
function toDb(r: Resource, data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    const c = r.columnByName.get(k);
    out[k] = c?.def.kind === 'datetime' && typeof v === 'string' ? new Date(v.replace(' ', 'T')) : v;
  }
  return out;
}

/** Refuses ids that point at nothing (forged or deleted records), with the field's name. */
async function checkReferences(db: Drizzle, r: Resource, data: Row): Promise<void> {
  const [issues = []] = await referenceIssues(db, r, [data]);
  if (issues.length > 0) throw badRequest(issues, r);
}

async function checkUnique(db: Drizzle, r: Resource, data: Row, exceptId?: number): Promise<void> {
  const [issues = []] = await uniqueIssues(db, r, [data], exceptId);
  if (issues.length > 0) throw new AppError(409, 'error.conflict', {}, issues, r);
}

/**
 * Maps database constraint errors to client errors: a unique or no-overlap violation (a race the
 * pre-checks could not see) is a 409 naming the declared field; a used record cannot be deleted.
 */
function mapDbError(e: unknown, r?: Resource): never {
  let code: string | undefined;
  let constraint: string | undefined;
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    code ??= (cur as { code?: string }).code;
    constraint ??= (cur as { constraint?: string }).constraint;
  }
  if (code === '23505' || code === '23P01') {
    const field = constraint ? constraintField(constraint, r) : undefined;
    const key = code === '23P01' ? 'validation.overlap' : 'validation.unique';
    throw new AppError(409, code === '23P01' ? 'error.overlap' : 'error.conflict', {}, field ? [{ field, key }] : [], r);
  }
  // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT)
  if (code === '23503' || code === '23001') throw new AppError(409, 'error.referenced');
  // 23514 check_violation of a constraint a module turns into its own refusal (a deferred check)
  throw checkViolationError(e) ?? e;
}

/** Applies the prepare hooks to a payload that is a plain object (anything else is left for validation to refuse). */
async function prepareInput(a: HookArgs, input: unknown, mode: WriteMode, existing: Row | null): Promise<{ input: unknown; extra: Row }> {
  const hooks = moduleFor(a.resource.name).hooks?.prepare ?? [];
  let current = input;
  const extra: Row = {};
  for (const h of hooks) {
    const row = asRow(current);
    if (!row) break;
    const p = await h({ ...a, input: row, mode, existing });
    current = p.input;
    Object.assign(extra, p.extra);
  }
  return { input: current, extra };
}

/** Runs the beforeChange hooks in order; each sees the columns the earlier ones set. */
async function beforeChange(a: HookArgs, mode: WriteMode, data: Row, existing: Row | null): Promise<Row> {
  const more: Row = {};
  for (const h of moduleFor(a.resource.name).hooks?.beforeChange ?? []) Object.assign(more, await h({ ...a, mode, data: { ...data, ...more }, existing }));
  return more;
}

async function afterChange(a: HookArgs, mode: WriteMode | 'delete', row: Row, existing: Row | null): Promise<void> {
  for (const h of moduleFor(a.resource.name).hooks?.afterChange ?? []) await h({ ...a, mode, row, existing });
}

/** Validation, rich-text sanitising, references and tree moves: what every write checks, in its transaction. */
async function validated(a: HookArgs, input: unknown, mode: WriteMode, existing: Row | null, exceptId?: number): Promise<Row> {
  const { ctx, tx, resource: r } = a;
  const v = validateInput(r, input, { mode, ...(existing ? { existing } : {}), now: ctx.now() });
  if (!v.ok) throw badRequest(v.issues, r);
  const data = sanitizeRichColumns(r, v.data);
  if (ctx.user) {
    requireRowRight(ctx.user, r.writeRight ?? 'edit', r, { ...(existing ?? {}), ...data });
    await requireUnitInRange(tx, ctx.user, r, { ...(existing ?? {}), ...data }, existing);
    await requireUnitRefsInRange(tx, ctx.user, r, data, existing);
  }
  await checkReferences(tx, r, data);
  await checkTree(tx, r, data, exceptId);
  return data;
}

export async function createRecord(ctx: Ctx, r: Resource, input: unknown): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  // A create in a transaction of its own numbers its code at commit (ADR 0026); inside a caller's
  // (an import, a bulk create: a savepoint) it numbers at once.
  const isOwnTransaction = !(ctx.database.db instanceof PgTransaction);
  let atCommit: { field: string; id: number } | null = null;
  const memo = new Map<string, unknown>();
  // What the hooks asked to run once the transaction has ended (committed or not), when it is the create's own.
  const settled: (() => void)[] = [];
  const onSettled = isOwnTransaction ? (fn: () => void) => void settled.push(fn) : undefined;
  const settle = () => {
    for (const fn of settled.splice(0)) fn();
  };
  try {
    // Its prepare hooks (reads and refusals) run before a transaction of its own opens (READ COMMITTED:
    // what they read is the same): a request they refuse costs no BEGIN and ROLLBACK.
    const early = isOwnTransaction
      ? await beforeWrite(r, () => prepareInput({ ctx, tx: ctx.database.db, resource: r, memo, onSettled }, input, 'create', null))
      : null;
    const created = await inWrite(ctx, r, async (tx, txCtx) => {
      const a: HookArgs = { ctx: txCtx, tx, resource: r, memo, onSettled };
      const prepared = early ?? (await prepareInput(a, input, 'create', null));
      const code = provisional(ctx, r, prepared.input);
      const split = splitLines(r, code?.input ?? prepared.input);
      const data = await validated(a, split.input, 'create', null);
      const lines = await preparedLines(a, split, null);
      const more = await beforeChange(a, 'create', data, null);
      // The code counter's row lock is held to the commit (every create of the resource waits on it):
      // it is taken last, after every check and after the hooks' own locks; after the insert and the
      // log too when nothing else follows (`isNumberedLast`).
      const isLast = !!code && isNumberedLast(r, code.field);
      if (code) {
        await checkUnique(tx, r, omit(data, code.field));
        data[code.field] = isLast ? null : await nextCode(tx, r, code.values, ctx.now(), true);
      } else await checkUnique(tx, r, data);
      const values = { ...toDb(r, { ...data, ...more }), ...prepared.extra, created_by: user.id, updated_by: user.id };
      const [inserted] = await tx.insert(t).values(values).returning(selection(r, t));
      const id = Number((inserted as Row).id);
      await requireWritable(tx, ctx, r, [id]);
      let row = inserted as Row;
      if (code && isLast && isOwnTransaction) {
        // Logged with its code to come: the log statement leaves the code's parts for the trigger that numbers the record at commit.
        await writeActivity(tx, ctx, { resource: r, action: 'create', recordId: id, origin: null, updated: row }, (logId) =>
          numberAtCommit(r, code.values, ctx.now(), id, logId),
        );
        atCommit = { field: code.field, id };
        return row;
      }
      if (code && isLast) {
        // Logged with its code to come: the numbering's statement writes it into the log row too.
        const logId = await writeActivity(tx, ctx, { resource: r, action: 'create', recordId: id, origin: null, updated: row });
        return { ...row, [code.field]: await numberRecord(tx, r, code.values, ctx.now(), id, logId) };
      }
      if (r.tree) {
        await setTreePath(tx, r, id);
        row = await findRowAsSystem(tx, r, id);
      }
      if (r.lines?.length) {
        await writeLines(txCtx, tx, lines, id, toDb, sanitizeRichColumns);
        // Read again: the lines' triggers may have changed the record's stored roll-ups (a total).
        row = { ...(await findRowAsSystem(tx, r, id)), ...(await linesOf(tx, r, id)) };
      }
      await writeActivity(tx, ctx, { resource: r, action: 'create', recordId: id, origin: null, updated: row });
      await afterChange(a, 'create', row, null);
      return row;
    });
    const numbered = atCommit as { field: string; id: number } | null;
    if (!numbered) return created;
    settle();
    return { ...created, [numbered.field]: await committedCode(ctx.database.db, r, numbered.field, numbered.id) };
  } finally {
    settle();
  }
}

/**
 * Whether a create of `r` numbers its code after the insert and its log, as its last statement: the
 * code column takes a null meanwhile (not required), and nothing after the insert reads the record
 * (no tree path, no lines, no `afterChange` hook).
 */
function isNumberedLast(r: Resource, field: string): boolean {
  return !r.columnByName.get(field)?.required && !r.tree && !r.lines?.length && !moduleFor(r.name).hooks?.afterChange?.length;
}

const omit = (row: Row, key: string): Row => {
  const { [key]: _, ...rest } = row;
  return rest;
};

/**
 * A payload of a numbered resource that came without its code (declared `numbering`): validated
 * with a code of the pattern's shape in its place (no query, nothing counted); the create numbers it
 * after its checks and hooks (`nextCode`, from the payload's `values` as given). Null otherwise.
 */
function provisional(ctx: Ctx, r: Resource, input: unknown): { input: Row; field: string; values: Row } | null {
  const field = r.numbering?.field;
  const row = asRow(input);
  if (!field || !row) return null;
  const given = row[field];
  if (given !== undefined && given !== null && !(typeof given === 'string' && given.trim() === '')) return null;
  return { input: { ...row, [field]: provisionalCode(r, row, ctx.now()) }, field, values: row };
}

/** A payload of a numbered resource with its code filled in when it came without one (declared `numbering`). */
async function numbered(tx: Drizzle, ctx: Ctx, r: Resource, input: unknown): Promise<unknown> {
  const field = r.numbering?.field;
  const row = asRow(input);
  if (!field || !row) return input;
  const given = row[field];
  if (given !== undefined && given !== null && !(typeof given === 'string' && given.trim() === '')) return input;
  return { ...row, [field]: await nextCode(tx, r, row, ctx.now(), true) };
}

/**
 * Whether a resource's records can be created set-wise (`createMany`): no hook, line or tree runs per
 * record (a `beforeChange` hook with its set-wise form in `beforeCreateMany` does not).
 */
export function isBulkCreatable(r: Resource): boolean {
  const h = moduleFor(r.name).hooks ?? {};
  const replaced = new Set((h.beforeCreateMany ?? []).flatMap((m) => m.replaces));
  return !r.lines?.length && !r.tree && !h.prepare?.length && (h.beforeChange ?? []).every((b) => replaced.has(b)) && !h.afterChange?.length;
}

/**
 * Creates many records of a resource that `isBulkCreatable`, inside the caller's transaction
 * (`ctx.database.db`), set-wise: each input validated in memory, references and unique values
 * checked with one query per target or column for all rows, rows and their activity entries written
 * in multi-row inserts. Inputs with issues (given ones included) are left out and reported by
 * position. A database constraint the checks cannot see (a composite unique, a race) throws: the
 * caller rolls back and creates one by one to name the row.
 */
export async function createMany(
  ctx: Ctx,
  r: Resource,
  inputs: readonly ({ input: unknown } | { issues: Issue[] })[],
): Promise<{ created: Row[]; issues: Map<number, Issue[]> }> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const tx = ctx.database.db;
  const now = ctx.now();
  const issues = new Map<number, Issue[]>();
  const valid: { i: number; data: Row }[] = [];
  for (const [i, p] of inputs.entries()) {
    if ('issues' in p) {
      issues.set(i, p.issues);
      continue;
    }
    const v = validateInput(r, await numbered(tx, ctx, r, p.input), { mode: 'create', now });
    if (!v.ok) {
      issues.set(i, v.issues);
      continue;
    }
    const data = sanitizeRichColumns(r, v.data);
    requireRowRight(user, r.writeRight ?? 'edit', r, data);
    valid.push({ i, data });
  }
  // The module's set-wise checks (`beforeCreateMany`): rows refused, columns added.
  for (const m of moduleFor(r.name).hooks?.beforeCreateMany ?? []) {
    const out = await m.run({ ctx, tx, resource: r, rows: valid.map((x) => x.data) });
    const kept: typeof valid = [];
    valid.forEach((x, k) => {
      const refused = out.issues?.get(k);
      if (refused?.length) issues.set(x.i, refused);
      else kept.push({ i: x.i, data: { ...x.data, ...(out.extra?.get(k) ?? {}) } });
    });
    valid.splice(0, valid.length, ...kept);
  }
  // The operating range, once per unit the rows name.
  const unitField = r.access?.unit?.field;
  const units = new Set<string>();
  for (const x of valid) {
    const key = String(unitField ? x.data[unitField] : '');
    if (units.has(key)) continue;
    units.add(key);
    await requireUnitInRange(tx, user, r, x.data, null);
    await requireUnitRefsInRange(tx, user, r, x.data, null);
  }
  const rows = valid.map((x) => x.data);
  const [refs, uniq, cons] = [await referenceIssues(tx, r, rows), await uniqueIssues(tx, r, rows), await constraintIssues(tx, r, rows)];
  const clean: Row[] = [];
  valid.forEach((x, k) => {
    const list = [...(refs[k] ?? []), ...(uniq[k] ?? []), ...(cons[k] ?? [])];
    if (list.length > 0) issues.set(x.i, list);
    else clean.push({ ...toDb(r, x.data), created_by: user.id, updated_by: user.id });
  });
  const t = tableFor(r);
  const created: Row[] = [];
  // Rows per statement: their parameters stay far below PostgreSQL's 65,535.
  const per = Math.max(1, Math.floor(30_000 / (r.columns.length + 4)));
  for (let k = 0; k < clean.length; k += per) {
    created.push(
      ...((await tx
        .insert(t)
        .values(clean.slice(k, k + per))
        .returning(selection(r, t))) as Row[]),
    );
  }
  await requireWritable(
    tx,
    ctx,
    r,
    created.map((row) => Number(row.id)),
  );
  await writeActivities(
    tx,
    ctx,
    created.map((row) => ({ resource: r, action: 'create', recordId: Number(row.id), origin: null, updated: row })),
  );
  return { created, issues };
}

/** A record the caller just wrote but may not read back under its rule (e.g. a Limited record for others). */
async function findRowAsSystem(db: Drizzle, r: Resource, id: number): Promise<Row> {
  const t = tableFor(r);
  const [row] = await db
    .select(selection(r, t))
    .from(t)
    .where(eq(col(t, 'id'), id))
    .limit(1);
  if (!row) throw notFound();
  return row as Row;
}

export async function updateRecord(ctx: Ctx, r: Resource, id: number, input: unknown): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const a: HookArgs = { ctx: txCtx, tx, resource: r, memo: new Map() };
    const existing = await findRow(ctx, r, id, tx, 'write', { isForUpdate: true });
    checkAuthor(r, user, existing);
    if (r.workflow && typeof existing.status === 'string' && !isEditable(r.workflow, existing.status)) {
      throw new AppError(409, 'error.notEditable', { status: existing.status });
    }
    const prepared = await prepareInput(a, input, 'update', existing);
    const split = splitLines(r, prepared.input);
    const data = await validated(a, split.input, 'update', existing, id);
    const lines = await preparedLines(a, split, id);
    const more = await beforeChange(a, 'update', data, existing);
    await checkUnique(tx, r, data, id);
    const changed = await tx
      .update(t)
      .set({ ...toDb(r, { ...data, ...more }), ...prepared.extra, updated_by: user.id, updated_date: ctx.now() })
      .where(eq(col(t, 'id'), id))
      .returning({ id: col(t, 'id') });
    if (changed.length === 0) throw notFound();
    await requireWritable(tx, ctx, r, [id]);
    if (r.tree && Object.hasOwn(data, r.tree.parentField)) await setTreePath(tx, r, id);
    let row = await findRowAsSystem(tx, r, id);
    let origin = existing;
    if (r.lines?.length) {
      origin = { ...existing, ...(await linesOf(tx, r, id)) };
      await writeLines(txCtx, tx, lines, id, toDb, sanitizeRichColumns);
      row = { ...(await findRowAsSystem(tx, r, id)), ...(await linesOf(tx, r, id)) };
    }
    await writeActivity(tx, ctx, { resource: r, action: 'update', recordId: id, origin, updated: row });
    await afterChange(a, 'update', row, existing);
    return row;
  });
}

export async function deleteRecord(ctx: Ctx, r: Resource, id: number): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const a: HookArgs = { ctx: txCtx, tx, resource: r, memo: new Map() };
    const existing = await findRow(ctx, r, id, tx, 'write', { isForUpdate: true });
    checkAuthor(r, user, existing);
    requireRowRight(user, r.writeRight ?? 'edit', r, existing);
    await requireUnitRefsInRange(tx, user, r, {}, existing);
    for (const h of moduleFor(r.name).hooks?.beforeDelete ?? []) await h({ ...a, existing });
    if (r.deleteMode === 'soft') {
      await tx
        .update(t)
        .set({ state: 'INACTIVE', updated_by: user.id, updated_date: ctx.now() })
        .where(eq(col(t, 'id'), id));
    } else {
      await deleteLines(tx, r, id);
      const gone = await tx
        .delete(t)
        .where(eq(col(t, 'id'), id))
        .returning({ id: col(t, 'id') });
      if (gone.length === 0) throw new AppError(409, 'error.deleteFailed');
    }
    await writeActivity(tx, ctx, { resource: r, action: 'delete', recordId: id, origin: existing, updated: null });
    await afterChange(a, 'delete', existing, existing);
    return existing;
  });
}

export async function changeStatus(ctx: Ctx, r: Resource, id: number, to: unknown, opts: { asSystem?: boolean; reason?: unknown } = {}): Promise<Row> {
  if (!r.workflow) throw new AppError(400, 'error.noWorkflow');
  const reason = reasonOf(opts.reason);
  const wf = r.workflow;
  const user = opts.asSystem ? null : authorize(ctx, 'view', r.subject);
  if (typeof to !== 'string' || !wf.statuses.includes(to)) {
    throw badRequest([{ field: 'status', key: 'validation.enum', params: { values: wf.statuses.join(', '), label: 'status' } }]);
  }
  const sysCtx = opts.asSystem ? { ...ctx, user: null } : ctx;
  const t = tableFor(r);
  const moved = await inWrite(ctx, r, async (tx, txCtx) => {
    const existing = await findRow(sysCtx, r, id, tx, 'write');
    const from = String(existing.status);
    const can = (right: 'edit' | 'approve') => !!user && canDoRow(user.ability, right, r.subject, existing);
    const check = checkTransition(wf, from, to, can, opts.asSystem === true);
    if (!check.ok) {
      if (check.reason === 'forbidden') throw forbidden();
      throw new AppError(409, 'error.transition', { from, to });
    }
    if (check.transition.isReasonRequired && !reason) throw badRequest([{ field: 'reason', key: 'workflow.reasonRequired' }]);
    // Compare-and-set on the old status: two approvers clicking at once cannot both win.
    const changed = await tx
      .update(t)
      .set({ status: to, updated_by: user?.id ?? null, updated_date: ctx.now() })
      .where(and(eq(col(t, 'id'), id), eq(col(t, 'status'), from)))
      .returning({ id: col(t, 'id') });
    if (changed.length === 0) throw new AppError(409, 'error.staleStatus');
    const row = await findRowAsSystem(tx, r, id);
    await writeActivity(tx, ctx, {
      resource: r,
      action: check.transition.action,
      recordId: id,
      origin: { status: from },
      // The reason stays in the record's history (its activity log, read by the form's history).
      updated: { status: to, ...(reason && { reason }) },
      suffix: 'status',
    });
    for (const h of moduleFor(r.name).hooks?.afterTransition ?? [])
      await h({
        ctx: opts.asSystem ? { ...txCtx, user: null } : txCtx,
        tx,
        resource: r,
        row,
        from,
        to,
        action: check.transition.action,
        ...(reason && { reason }),
      });
    return row;
  });
  // Approved after its release time: released at once, not at the scheduler's next pass.
  const due = opts.asSystem ? undefined : dueRelease(r, moved, ctx.now());
  return due ? changeStatus(ctx, r, id, due.to, { asSystem: true }) : moved;
}

/**
 * Runs a write in one transaction; database constraint errors become client errors with the field
 * named. `fn` gets the transaction and a context whose database handle is that transaction, so a
 * hook's query never waits for a second connection (PGlite has one) or reads outside the write.
 */
/** What a write does before its transaction, its database errors answered as the write's would be. */
async function beforeWrite<T>(r: Resource, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError) throw e;
    return mapDbError(e, r);
  }
}

export async function inWrite<T>(ctx: Ctx, r: Resource, fn: (tx: Drizzle, txCtx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await ctx.database.db.transaction((tx) => fn(tx, { ...ctx, database: { ...ctx.database, db: tx } }));
  } catch (e) {
    if (e instanceof AppError) throw e;
    return mapDbError(e, r);
  }
}

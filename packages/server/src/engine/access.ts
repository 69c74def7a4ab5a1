/**
 * Who may read and write which records (ADR 0004, ADR 0018): the declared access rule of a
 * resource (owner, audience, published, unit, parent) plus its module's access hook, as SQL row
 * conditions for every operation (list, get, update, delete, status, export, counts, actions, files),
 * and the tables those conditions read (`scopeReads`), which the list cache files its entries under.
 */
import type { AccessRule, MemberRule, PublishedRule, Resource, Row } from '@portal/domain';
import { canDo, canDoRow, grantingActions, resourceByName } from '@portal/domain';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { type AnyTable, tableFor } from '../db/tables.js';
import type { Ctx, SessionUser } from './context.js';
import { forbidden, notFound } from './errors.js';
import { type AccessOp, moduleFor, modulesVersion } from './module.js';
import type { ScopePositions } from './positions.js';
import { releaseNow } from './read-scope.js';

/** Options of the read commands: `isCms` is the admin view (`f_is_get_all_cms=1`). */
export type ReadOptions = { isCms?: boolean };

const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;

/**
 * The declared access rule (ADR 0004, ADR 0018), for every operation: owner (own records unless
 * "view all" or approve), audience (Public, or Limited to chosen staff), published (outside the
 * admin view, released records only), unit (the operating range) and parent (the record follows
 * its parent's read rule). The system (scheduler) has no user and no rule.
 */
function declaredAccess(ctx: Ctx, r: Resource, t: AnyTable, op: AccessOp, isCms: boolean): SQL[] {
  const user = ctx.user;
  if (!user) return [];
  const rights = rightConditions(user, r, t);
  const rule = r.access ?? (r.isOwned ? { owner: true } : undefined);
  if (!rule) return rights;
  const out: SQL[] = [...rights];
  if (rule.parent) {
    const cond = parentCondition(ctx, r, rule.parent, t, op, isCms);
    if (cond) out.push(cond);
  }
  const isPortalRead = !!rule.published && op === 'read' && !isCmsReader(ctx, r.subject, isCms);
  if (rule.published && isPortalRead)
    out.push(
      ...publishedConditions(
        rule.published,
        t,
        releaseNow(
          ctx,
          t,
          r.name,
          [rule.published.from, rule.published.to].filter((x): x is string => !!x),
        ),
      ),
    );
  if (canDo(user.ability, 'viewAll', r.subject) || canDo(user.ability, 'approve', r.subject)) {
    // A limited operating range: the broad right covers the range's units (and still one's own).
    if (rule.unit && user.unitRange) {
      const inRange = unitInRange(r, rule.unit, col(t, rule.unit.field), user.unitRange);
      out.push(rule.owner && !isPortalRead ? (or(inRange, ownerCondition(rule.owner, t, user.id)) as SQL) : inRange);
    }
    return out;
  }
  if (rule.member) out.push(memberCondition(rule.member, t, user.id, op));
  if (rule.owner && !isPortalRead) out.push(ownerCondition(rule.owner, t, user.id));
  if (rule.audience) {
    const { scopeField, staffField, limitedValue = 'LIMITED' } = rule.audience;
    out.push(
      sql`(${col(t, scopeField)} IS DISTINCT FROM ${limitedValue} OR ${col(t, 'created_by')} = ${user.id} OR ${user.id}::bigint = ANY(${col(t, staffField)}))`,
    );
  }
  return out;
}

/**
 * `access.parent`: the record's parent (its `field` references it) must be readable by the caller
 * under the parent's own rule (declared and module hook), and active with `isActiveOnly`. A write
 * on the child reads the parent as the admin view would (a moderator hides a comment on news no
 * longer released); a read follows the view asked for. Undefined when the parent's rule sets no
 * condition (the caller sees every parent).
 */
function parentCondition(ctx: Ctx, r: Resource, rule: NonNullable<AccessRule['parent']>, t: AnyTable, op: AccessOp, isCms: boolean): SQL | undefined {
  const parent = parentOf(r, rule);
  const pt = tableFor(parent);
  const conds = accessConditions(ctx, parent, pt, 'read', { isCms: op === 'write' || isCms });
  if (rule.isActiveOnly) conds.push(eq(col(pt, 'state'), 'ACTIVE'));
  if (conds.length === 0) return undefined;
  const within = sql`${col(t, rule.field)} IN (SELECT ${col(pt, 'id')} FROM ${pt} WHERE ${and(...conds) as SQL})`;
  return rule.isOptional ? sql`(${col(t, rule.field)} IS NULL OR ${within})` : within;
}

/** The resource an `access.parent` rule's reference points at. */
function parentOf(r: Resource, rule: NonNullable<AccessRule['parent']>): Resource {
  const def = r.columnByName.get(rule.field)?.def;
  const parent = def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
  if (!parent) throw new Error(`access.parent of ${r.name}: ${rule.field} must reference a declared resource`);
  return parent;
}

/**
 * `access.member`: the record's parent has an active membership row for the caller (their account,
 * or a staff file of their account); for a write with `writePositions`, one holding such a position.
 */
function memberCondition(rule: MemberRule, t: AnyTable, userId: number, op: AccessOp): SQL {
  const m = memberParts(rule);
  const mt = tableFor(m.membership);
  const who = m.staff
    ? sql`${col(mt, rule.through.userField)} IN (SELECT ${col(tableFor(m.staff), 'id')} FROM ${tableFor(m.staff)} WHERE ${col(tableFor(m.staff), 'account_id')} = ${userId})`
    : eq(col(mt, rule.through.userField), userId);
  const parts: SQL[] = [eq(col(mt, 'state'), 'ACTIVE'), who];
  if (op === 'write' && rule.writePositions && rule.through.positionField) {
    const codes = [...rule.writePositions];
    if (m.position) {
      const pt = tableFor(m.position);
      parts.push(sql`${col(mt, rule.through.positionField)} IN (SELECT ${col(pt, 'id')} FROM ${pt} WHERE ${inArray(col(pt, 'code'), codes)})`);
    } else parts.push(inArray(col(mt, rule.through.positionField), codes));
  }
  return sql`${col(t, rule.field)} IN (SELECT ${col(mt, rule.through.parentField)} FROM ${mt} WHERE ${and(...parts) as SQL})`;
}

/** The resources a member rule reads: the membership, the staff files (a member named by staff file) and the positions (by reference). */
function memberParts(rule: MemberRule): { membership: Resource; staff?: Resource; position?: Resource } {
  const membership = resourceByName.get(rule.through.resource);
  if (!membership) throw new Error(`access.member names unknown resource ${rule.through.resource}`);
  const targetOf = (field: string | undefined) => {
    const def = field ? membership.columnByName.get(field)?.def : undefined;
    return def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
  };
  const userTarget = targetOf(rule.through.userField);
  if (!userTarget || (userTarget.name !== 'account' && userTarget.name !== 'staff'))
    throw new Error(`access.member: ${membership.name}.${rule.through.userField} must reference account or staff`);
  const position = targetOf(rule.through.positionField);
  if (position && !position.columnByName.has('code')) throw new Error(`access.member: positions of ${position.name} are found by their code, which it lacks`);
  return { membership, ...(userTarget.name === 'staff' && { staff: userTarget }), ...(position && { position }) };
}

/**
 * The accounts of the active members of record `parentId` of `parent` holding one of `positions`
 * (codes), through the parent's declared `access.member` (its `field` is `id`): a project's PM for
 * an approval step. [] when the parent declares no membership.
 */
export async function memberAccounts(db: Drizzle, parent: Resource, parentId: number, positions: readonly string[]): Promise<number[]> {
  const rule = parent.access?.member;
  if (!rule?.through.positionField) return [];
  const m = memberParts(rule);
  const mt = tableFor(m.membership);
  const pos = rule.through.positionField;
  const parts: SQL[] = [eq(col(mt, 'state'), 'ACTIVE'), eq(col(mt, rule.through.parentField), parentId)];
  if (m.position) {
    const pt = tableFor(m.position);
    parts.push(sql`${col(mt, pos)} IN (SELECT ${col(pt, 'id')} FROM ${pt} WHERE ${inArray(col(pt, 'code'), [...positions])})`);
  } else parts.push(inArray(col(mt, pos), [...positions]));
  const member = col(mt, rule.through.userField);
  const account = m.staff ? sql`(SELECT s.account_id FROM ${tableFor(m.staff)} s WHERE s.id = ${member} AND s.state = 'ACTIVE')` : sql`${member}`;
  const rows = (await db
    .select({ account: sql<number | null>`${account}` })
    .from(mt)
    .where(and(...parts))) as { account: number | string | null }[];
  return [...new Set(rows.flatMap((x) => (x.account === null ? [] : [Number(x.account)])))];
}

/** The caller's own records: by a column, or through a reference whose target names the caller. */
function ownerCondition(owner: true | { field: string; through?: { resource: string; field: string } }, t: AnyTable, userId: number): SQL {
  if (owner === true) return eq(col(t, 'created_by'), userId);
  if (!owner.through) return eq(col(t, owner.field), userId);
  const target = resourceByName.get(owner.through.resource);
  if (!target) throw new Error(`owner.through names unknown resource ${owner.through.resource}`);
  const tt = tableFor(target);
  return sql`${col(t, owner.field)} IN (SELECT ${col(tt, 'id')} FROM ${tt} WHERE ${col(tt, owner.through.field)} = ${userId})`;
}

/** The unit tree an `access.unit` rule points into: the reference target of its unit column. */
function unitTarget(r: Resource, unit: NonNullable<NonNullable<Resource['access']>['unit']>): { holder: Resource; field: string; tree: Resource } {
  const holder = unit.through ? resourceByName.get(unit.through.resource) : r;
  const field = unit.through ? unit.through.field : unit.field;
  const def = holder?.columnByName.get(field)?.def;
  const tree = def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
  if (!holder || !tree?.tree) throw new Error(`access.unit of ${r.name}: ${field} must reference a tree resource`);
  return { holder, field, tree };
}

/**
 * `value` (the record's unit column, or its reference through which the unit is found) lies in
 * the subtree of one of `range`'s units: one semi-join on the tree's GiST-indexed path.
 */
export function unitInRange(r: Resource, unit: NonNullable<NonNullable<Resource['access']>['unit']>, value: SQL | AnyPgColumn, range: readonly number[]): SQL {
  if (range.length === 0) return sql`false`;
  const { holder, field, tree } = unitTarget(r, unit);
  const ids = sql`ARRAY[${sql.join(
    range.map((id) => sql`${Number(id)}`),
    sql`, `,
  )}]::bigint[]`;
  const tt = sql.raw(`"${tree.name}"`);
  const units = sql`SELECT u.id FROM ${tt} u WHERE u.tree_path <@ ARRAY(SELECT g.tree_path FROM ${tt} g WHERE g.id = ANY(${ids}))`;
  if (!unit.through) return sql`${value} IN (${units})`;
  const ht = sql.raw(`"${holder.name}"`);
  return sql`${value} IN (SELECT h.id FROM ${ht} h WHERE h.${sql.raw(`"${field}"`)} IN (${units}))`;
}

/**
 * Refuses a write that would put a record outside the caller's operating range (a staff file
 * created in or moved to a unit outside it, a contract for someone outside it, one's own file
 * moved out). Only a create or a change of the unit column is checked: the rows a write may touch
 * are already limited by the row conditions. Applies where the range limits the user's broad
 * rights (view all, approve), as for reads.
 */
export async function requireUnitInRange(tx: Drizzle, user: SessionUser, r: Resource, row: Row, existing: Row | null): Promise<void> {
  const unit = r.access?.unit;
  if (!unit || !user.unitRange) return;
  if (!canDo(user.ability, 'viewAll', r.subject) && !canDo(user.ability, 'approve', r.subject)) return;
  const value = row[unit.field];
  if (value === null || value === undefined) return;
  if (existing && String(existing[unit.field]) === String(value)) return;
  const [res] = await tx
    .select({ ok: sql<boolean>`(${unitInRange(r, unit, sql`${Number(value)}::bigint`, user.unitRange)})` })
    .from(sql`(VALUES (1)) AS one(x)`);
  if (!res?.ok) throw forbidden();
}

/** The unit tree the operating range is made of. */
const UNIT_TREE = 'organization';

/**
 * A write may neither reach nor produce a record outside a limited operating range (issue 36,
 * class 1), whatever the resource: every unit it names (a reference to the unit tree, set on create
 * or changed on update: a process's unit, a tree move's new parent) and, for the unit tree itself,
 * the unit written or deleted must lie in the range. Before, an HR officer of one corporation could
 * move another corporation's unit under their own, or file an approval process for a unit outside
 * it. The administrator and callers without a limited range are not limited.
 */
export async function requireUnitRefsInRange(tx: Drizzle, user: SessionUser, r: Resource, row: Row, existing: Row | null): Promise<void> {
  const range = user.unitRange;
  if (!range || user.isAdmin === true) return;
  const ids = new Set<number>();
  for (const c of r.columns) {
    const d = c.def;
    if ((d.kind !== 'ref' && d.kind !== 'refs') || d.target !== UNIT_TREE || !Object.hasOwn(row, c.name)) continue;
    const v = row[c.name];
    if (v === null || v === undefined) continue;
    if (existing && JSON.stringify(existing[c.name]) === JSON.stringify(v)) continue;
    for (const x of Array.isArray(v) ? v : [v]) ids.add(Number(x));
  }
  if (r.name === UNIT_TREE && existing) ids.add(Number(existing.id));
  if (ids.size === 0) return;
  if (!(await unitsInRange(tx, range, ids))) throw forbidden();
}

/** Whether every unit of `ids` lies in the operating range `range` (its units and those under them). */
async function unitsInRange(db: Drizzle, range: readonly number[], ids: ReadonlySet<number>): Promise<boolean> {
  const tt = sql.raw(`"${UNIT_TREE}"`);
  const list = (xs: Iterable<number>) => sql`ARRAY[${sql.join([...xs].map((x) => sql`${x}`), sql`, `)}]::bigint[]`;
  const [res] = (await db
    .select({ n: sql<number>`(SELECT count(*)::int FROM ${tt} u WHERE u.id = ANY(${list(ids)}) AND ${range.length === 0 ? sql`false` : sql`u.tree_path <@ ARRAY(SELECT g.tree_path FROM ${tt} g WHERE g.id = ANY(${list(range.map(Number))}))`})` })
    .from(sql`(VALUES (1)) AS one(x)`)) as { n: number }[];
  return Number(res?.n ?? 0) === ids.size;
}

/**
 * A read that takes a unit parameter (a calendar, a timesheet of a unit) reads it only within the
 * caller's limited operating range (issue 36, class 1); `forbid` names the refusal. No limit for the
 * administrator or a caller without a limited range.
 */
export async function requireUnitParamInRange(db: Drizzle, user: SessionUser, unitId: number, forbid: () => Error = forbidden): Promise<void> {
  if (!user.unitRange || user.isAdmin === true) return;
  if (!(await unitsInRange(db, user.unitRange, new Set([unitId])))) throw forbid();
}

/**
 * The records a user's rights cover, when some of those rights hold on some records only (a
 * narrower subject such as ALBUMS: the digital library's records of kind ALBUM). No condition
 * when any right on the subject is unconditional; a condition on a field the table lacks (the
 * operating range's corporation before rows carry one) does not restrict here. Which right each
 * operation needs is checked per record (`canDoRow`).
 */
export function rightConditions(user: SessionUser, r: Resource, t: AnyTable): SQL[] {
  const parts: SQL[] = [];
  for (const a of grantingActions('view')) {
    for (const rule of user.ability.rulesFor(a, r.subject)) {
      if (rule.inverted) continue;
      const conditions = Object.entries((rule.conditions as Record<string, unknown> | undefined) ?? {}).filter(([f]) => r.columnByName.has(f));
      if (conditions.length === 0) return [];
      const each = conditions.map(([f, want]) => {
        const list = want && typeof want === 'object' ? (want as { $in?: unknown[] }).$in : undefined;
        return Array.isArray(list) ? inArray(col(t, f), list) : eq(col(t, f), want);
      });
      parts.push(and(...each) as SQL);
    }
  }
  return [parts.length === 0 ? sql`false` : parts.length === 1 ? (parts[0] as SQL) : (or(...parts) as SQL)];
}

/** Refuses a write whose record (as it is, or as it would become) the user's right does not cover. */
export function requireRowRight(user: SessionUser, right: 'edit' | 'view' | 'approve', r: Resource, row: Row): void {
  if (!canDoRow(user.ability, right, r.subject, row)) throw forbidden();
}

/** The admin view of content (`f_is_get_all_cms=1`) for a user who edits, approves or sees all of the subject. */
export const isCmsReader = (ctx: Ctx, subject: Resource['subject'], isCms: boolean): boolean =>
  isCms &&
  !!ctx.user &&
  (canDo(ctx.user.ability, 'edit', subject) || canDo(ctx.user.ability, 'approve', subject) || canDo(ctx.user.ability, 'viewAll', subject));

/** Released records: a published status, not hidden, inside their dates (to the whole second, see scopeNow). */
export function publishedConditions(p: PublishedRule, t: AnyTable, now: Date): SQL[] {
  const out: SQL[] = [p.statuses.length === 1 ? eq(col(t, 'status'), p.statuses[0]) : inArray(col(t, 'status'), [...p.statuses])];
  if (p.hideField) out.push(eq(col(t, p.hideField), false));
  if (p.from) out.push(or(isNull(col(t, p.from)), lte(col(t, p.from), now)) as SQL);
  if (p.to) out.push(or(isNull(col(t, p.to)), gt(col(t, p.to), now)) as SQL);
  return out;
}

/**
 * The row conditions of one operation on a resource: the declared rule plus the module's access
 * hook (which may stand instead of the rule for an operation, e.g. staff reading released news).
 * Every read and write of a record goes through this: list, get, update, delete, status, export,
 * counts, actions, and other views of a record's data (`isRecordVisible`).
 */
export function accessConditions(ctx: Ctx, r: Resource, t: AnyTable, op: AccessOp, opts: ReadOptions = {}): SQL[] {
  return accessScope(ctx, r, t, op, opts).conditions;
}

/** The access conditions and, when the module's hook says so, the partition the scope reads (ADR 0014). */
export function accessScope(ctx: Ctx, r: Resource, t: AnyTable, op: AccessOp, opts: ReadOptions = {}): { conditions: SQL[]; positions?: ScopePositions } {
  const extra = moduleFor(r.name).access?.rule(ctx, t, { op, isCms: opts.isCms === true }) ?? null;
  if (extra && !Array.isArray(extra)) return { conditions: extra.replace, ...(extra.positions && { positions: extra.positions }) };
  return { conditions: [...declaredAccess(ctx, r, t, op, opts.isCms === true), ...((extra as SQL[] | null) ?? [])] };
}

const readsMemo = new Map<string, { version: number; reads: readonly string[] }>();

/**
 * The tables other than its own that a read scope of `r` may read, for any caller and operation:
 * the declared rule's (the owner's `through` resource, the unit tree and its holder, the parent
 * and the tables the parent's scope reads) and those the module's access hook names. A cached
 * list or report of `r` is filed under them too, so a change of the access it depends on (a ticket
 * reassigned: its comments) empties it (issue 34). scope-tables.test.ts renders every resource's
 * scope and fails on a table it reads that is not listed here.
 */
export function scopeReads(r: Resource): readonly string[] {
  const version = modulesVersion();
  const known = readsMemo.get(r.name);
  if (known && known.version === version) return known.reads;
  const reads = new Set<string>();
  collectReads(r, reads, new Set());
  reads.delete(r.name);
  const out = Object.freeze([...reads].sort());
  readsMemo.set(r.name, { version, reads: out });
  return out;
}

function collectReads(r: Resource, into: Set<string>, seen: Set<string>): void {
  if (seen.has(r.name)) return;
  seen.add(r.name);
  const rule = r.access;
  if (typeof rule?.owner === 'object' && rule.owner.through) into.add(rule.owner.through.resource);
  if (rule?.unit) {
    const { holder, tree } = unitTarget(r, rule.unit);
    into.add(holder.name);
    into.add(tree.name);
  }
  if (rule?.member) {
    const m = memberParts(rule.member);
    for (const x of [m.membership, m.staff, m.position]) if (x) into.add(x.name);
  }
  if (rule?.parent) {
    const parent = parentOf(r, rule.parent);
    into.add(parent.name);
    collectReads(parent, into, seen);
  }
  // What a hook reads it names itself, exactly (its SQL reads those tables, not their scopes).
  for (const name of moduleFor(r.name).access?.reads ?? []) into.add(name);
}

/**
 * After a create or update of records whose rule follows another record (`member`, `parent`):
 * refuses the write unless every written record lies in the caller's write scope, so nobody files a
 * task in a project they do not belong to or a comment under a ticket they cannot read. Checked on
 * the rows as written, in the write's transaction (a refusal rolls it back): 404 when the caller
 * may not even read the record as written (its parent is invisible to them), 403 when they may read
 * but not write it (a member without a writing position).
 */
export async function requireWritable(tx: Drizzle, ctx: Ctx, r: Resource, ids: readonly number[]): Promise<void> {
  if (!ctx.user || ids.length === 0 || (!r.access?.member && !r.access?.parent)) return;
  const t = tableFor(r);
  // No condition for this caller (one who sees every project): the records are in scope, without asking.
  const write = accessConditions(ctx, r, t, 'write', { isCms: true });
  if (write.length === 0) return;
  const inScope = async (conditions: SQL[]) => {
    const [res] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(and(inArray(col(t, 'id'), [...ids]), ...conditions));
    return Number(res?.n ?? 0) === ids.length;
  };
  if (await inScope(write)) return;
  throw (await inScope(accessConditions(ctx, r, t, 'read', { isCms: true }))) ? forbidden() : notFound();
}

/** True when the caller may read record `id` of `r` (for views of its data elsewhere: logs, comments, files). */
export async function isRecordVisible(ctx: Ctx, r: Resource, id: number, opts: ReadOptions = {}): Promise<boolean> {
  if (!ctx.user || !canDo(ctx.user.ability, 'view', r.subject)) return false;
  const t = tableFor(r);
  const rows = await ctx.database.db
    .select({ id: col(t, 'id') })
    .from(t)
    .where(and(eq(col(t, 'id'), id), ...accessConditions(ctx, r, t, 'read', opts)))
    .limit(1);
  return rows.length > 0;
}

/**
 * What each synchronised target is (ADR 0005): its mirror resource (the source's view, matched on
 * the source id), the fields compared, how a source record is read (field names vary by source),
 * and how applying a run provisions the portal's own records:
 * - departments -> organisation units, positions -> positions, people -> staff files (and the
 *   account with the same e-mail or staff code, when there is one);
 * - a record gone from the source is deprovisioned, never deleted: a unit or position becomes
 *   INACTIVE; a person's staff file becomes LEAVED (with a leaving date and a LEAVED status record)
 *   and their account is locked, its sessions ended;
 * - a record the source has again (reviewed as "returning") is reactivated.
 * An existing local record with the same code is adopted (linked, then given the source's values)
 * instead of duplicated, so connecting a source to a running portal does not double everyone.
 */
import type { Resource, Row, SyncSource, SyncTargetName } from '@portal/domain';
import { account, customer, organization, position, staff, staffStatus, syncDepartment, syncPosition, validateInput } from '@portal/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { revokeSessions } from '../auth/sessions.js';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { writeActivity } from '../engine/activity.js';
import type { Ctx } from '../engine/context.js';
import { insertValidated } from '../seed/insert.js';
import type { SourceRecord } from './adapter.js';
import { SyncSourceError } from './adapter.js';
import type { IncomingRecord, Values } from './diff.js';
import { same } from './diff.js';

/** Where an apply runs: the write transaction and who applies (null: the scheduler). */
export type ApplyCtx = { tx: Drizzle; ctx: Ctx; source: SyncSource; today: string };

export type SyncTarget = {
  name: SyncTargetName;
  mirror: Resource;
  /** The mirror's column naming the provisioned record. */
  linkField: string;
  linked: Resource;
  /** Compared fields (the mirror's columns the source fills). */
  fields: readonly string[];
  titleField: string;
  /** Source field names accepted for each compared field (the first present wins). */
  aliases: Readonly<Record<string, readonly string[]>>;
  /** Creates or adopts the local record; returns its id. */
  add: (a: ApplyCtx, v: Values) => Promise<number>;
  /** Gives the local record the source's values (and reactivates it when `isReturning`). */
  change: (a: ApplyCtx, id: number, v: Values, isReturning: boolean) => Promise<void>;
  /** Deprovisions the local record (never deletes it). */
  gone: (a: ApplyCtx, id: number) => Promise<void>;
};

const col = (r: Resource, n: string) => tableFor(r)[n] as AnyPgColumn;

/** Updates the columns of `patch` that differ from the record, validated like the API; logs the change. */
async function patchRecord(a: ApplyCtx, r: Resource, id: number, patch: Row, action = 'sync'): Promise<void> {
  const t = tableFor(r);
  const [existing] = (await a.tx.select().from(t).where(eq(col(r, 'id'), id)).limit(1).for('update')) as Row[];
  if (!existing) return;
  const changed: Row = {};
  for (const [k, v] of Object.entries(patch)) if (!same(existing[k], v) || (v === null) !== (existing[k] === null)) changed[k] = v;
  if (Object.keys(changed).length === 0) return;
  const system: Row = {};
  const data: Row = {};
  // `state` is a standard column (not validated); the rest is checked as the API would.
  for (const [k, v] of Object.entries(changed)) (k === 'state' ? system : data)[k] = v;
  if (Object.keys(data).length > 0) {
    const v = validateInput(r, data, { mode: 'update', existing, now: a.ctx.now() });
    if (!v.ok) throw new SyncSourceError('invalid', `${r.name} ${id}: ${v.issues.map((i) => `${i.field} ${i.key}`).join(', ')}`);
    Object.assign(data, v.data);
  }
  await a.tx
    .update(t)
    .set({ ...data, ...system, updated_by: a.ctx.user?.id ?? null, updated_date: a.ctx.now() })
    .where(eq(col(r, 'id'), id));
  await writeActivity(a.tx, a.ctx, { resource: r, action, recordId: id, origin: pickKeys(existing, Object.keys(changed)), updated: changed });
}

const pickKeys = (row: Row, keys: string[]): Row => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** The id of an ACTIVE local record with this code that no ACTIVE mirror row of the target links yet. */
async function adoptable(a: ApplyCtx, t: SyncTarget, codeField: string, code: unknown): Promise<number | null> {
  if (typeof code !== 'string' || code.trim() === '') return null;
  const lt = tableFor(t.linked);
  const mt = tableFor(t.mirror);
  const [row] = (await a.tx
    .select({ id: lt.id as AnyPgColumn })
    .from(lt)
    .where(
      and(
        sql`lower(${lt[codeField] as AnyPgColumn}) = lower(${code.trim()})`,
        eq(lt.state as AnyPgColumn, 'ACTIVE'),
        sql`NOT EXISTS (SELECT 1 FROM ${mt} WHERE ${mt[t.linkField] as AnyPgColumn} = ${lt.id as AnyPgColumn} AND ${mt.state as AnyPgColumn} = 'ACTIVE')`,
      ),
    )
    .limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

/** The local record a mirror row of `mirror` (same source) links, by the source id. */
async function linkedBySourceId(a: ApplyCtx, mirror: Resource, linkField: string, sourceId: unknown): Promise<number | null> {
  if (typeof sourceId !== 'string' || !sourceId) return null;
  const [row] = (await a.tx
    .select({ id: col(mirror, linkField) })
    .from(tableFor(mirror))
    .where(and(eq(col(mirror, 'source'), a.source), eq(col(mirror, 'source_id'), sourceId), eq(col(mirror, 'state'), 'ACTIVE')))
    .limit(1)) as { id: number | null }[];
  return row?.id ? Number(row.id) : null;
}

const text = (v: unknown, max: number): string | null => {
  if (v === null || v === undefined) return null;
  const s = (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '').trim();
  return s ? s.slice(0, max) : null;
};

// --- departments -> organisation units --------------------------------------------------------

async function parentUnit(a: ApplyCtx, v: Values): Promise<number | null> {
  return linkedBySourceId(a, syncDepartment, 'organization_id', v.parent_source_id);
}

const departments: SyncTarget = {
  name: 'departments',
  mirror: syncDepartment,
  linkField: 'organization_id',
  linked: organization,
  fields: ['code', 'name', 'name_en', 'unit_type', 'parent_source_id'],
  titleField: 'name',
  aliases: { code: ['code', 'department_code'], name: ['name', 'department_name', 'title'], name_en: ['name_en'], unit_type: ['unit_type', 'type'], parent_source_id: ['parent_source_id', 'parent_id'] },
  async add(a, v) {
    const values = { code: text(v.code, 50) ?? text(`SRC-${v.source_id ?? ''}`, 50), name: v.name, name_en: v.name_en ?? null, type: v.unit_type ?? 'DEPARTMENT', parent_id: await parentUnit(a, v) };
    const found = await adoptable(a, this, 'code', values.code);
    if (found) {
      await patchRecord(a, organization, found, values);
      return found;
    }
    const id = await insertValidated(a.tx, organization, values, { created_by: a.ctx.user?.id ?? null, updated_by: a.ctx.user?.id ?? null }, a.ctx.now());
    await writeActivity(a.tx, a.ctx, { resource: organization, action: 'sync', recordId: id, origin: null, updated: values });
    return id;
  },
  async change(a, id, v, isReturning) {
    await patchRecord(a, organization, id, { ...(v.code ? { code: v.code } : {}), name: v.name, name_en: v.name_en ?? null, type: v.unit_type ?? 'DEPARTMENT', parent_id: await parentUnit(a, v), ...(isReturning && { state: 'ACTIVE' }) });
  },
  async gone(a, id) {
    await patchRecord(a, organization, id, { state: 'INACTIVE' });
  },
};

// --- positions ----------------------------------------------------------------------------------

const positions: SyncTarget = {
  name: 'positions',
  mirror: syncPosition,
  linkField: 'position_id',
  linked: position,
  fields: ['code', 'name', 'name_en', 'level'],
  titleField: 'name',
  aliases: { code: ['code', 'position_code'], name: ['name', 'position_name', 'title'], name_en: ['name_en'], level: ['level', 'grade'] },
  async add(a, v) {
    const values = { code: text(v.code, 50) ?? text(`SRC-${v.source_id ?? ''}`, 50), name: v.name, name_en: v.name_en ?? null, level: v.level ?? null };
    const found = await adoptable(a, this, 'code', values.code);
    if (found) {
      await patchRecord(a, position, found, values);
      return found;
    }
    const id = await insertValidated(a.tx, position, values, { created_by: a.ctx.user?.id ?? null, updated_by: a.ctx.user?.id ?? null }, a.ctx.now());
    await writeActivity(a.tx, a.ctx, { resource: position, action: 'sync', recordId: id, origin: null, updated: values });
    return id;
  },
  async change(a, id, v, isReturning) {
    await patchRecord(a, position, id, { ...(v.code ? { code: v.code } : {}), name: v.name, name_en: v.name_en ?? null, level: v.level ?? null, ...(isReturning && { state: 'ACTIVE' }) });
  },
  async gone(a, id) {
    await patchRecord(a, position, id, { state: 'INACTIVE' });
  },
};

// --- people -> staff files and accounts ---------------------------------------------------------

/** The unit a department belongs to: the nearest ancestor (or itself) that is not a department. */
async function unitOf(a: ApplyCtx, departmentId: number | null): Promise<number | null> {
  const o = tableFor(organization);
  if (departmentId) {
    const path = sql`(SELECT d.tree_path FROM ${o} d WHERE d.id = ${departmentId})`;
    const [unit] = (await a.tx
      .select({ id: o.id as AnyPgColumn })
      .from(o)
      .where(and(sql`${o.tree_path as AnyPgColumn} @> ${path}`, ne(o.type as AnyPgColumn, 'DEPARTMENT')))
      .orderBy(sql`nlevel(${o.tree_path as AnyPgColumn}) desc`)
      .limit(1)) as { id: number }[];
    if (unit) return Number(unit.id);
  }
  // No department (or one outside any unit): the organisation's root.
  const [root] = (await a.tx
    .select({ id: o.id as AnyPgColumn })
    .from(o)
    .where(and(isNull(o.parent_id as AnyPgColumn), eq(o.state as AnyPgColumn, 'ACTIVE')))
    .orderBy(asc(o.id as AnyPgColumn))
    .limit(1)) as { id: number }[];
  return root ? Number(root.id) : null;
}

/** The staff columns a person's source values set (references resolved through the other mirrors). */
async function staffValues(a: ApplyCtx, v: Values): Promise<Row> {
  const department_id = await linkedBySourceId(a, syncDepartment, 'organization_id', v.department_source_id);
  const position_id = await linkedBySourceId(a, syncPosition, 'position_id', v.position_source_id);
  return {
    full_name: v.full_name,
    email: v.email ?? null,
    phone: v.phone ?? null,
    department_id,
    unit_id: await unitOf(a, department_id),
    ...(position_id ? { position_id } : {}),
  };
}

/** An account with the person's e-mail or staff code that no active staff file holds yet. */
async function accountFor(a: ApplyCtx, staffId: number, v: Values): Promise<number | null> {
  const at = tableFor(account);
  const st = tableFor(staff);
  const byEmail = typeof v.email === 'string' && v.email ? sql`lower(${at.email as AnyPgColumn}) = lower(${v.email})` : sql`false`;
  const byCode = typeof v.staff_code === 'string' && v.staff_code ? sql`lower(${at.staff_code as AnyPgColumn}) = lower(${v.staff_code})` : sql`false`;
  const [row] = (await a.tx
    .select({ id: at.id as AnyPgColumn })
    .from(at)
    .where(
      and(
        sql`(${byEmail} OR ${byCode})`,
        eq(at.state as AnyPgColumn, 'ACTIVE'),
        sql`NOT EXISTS (SELECT 1 FROM ${st} WHERE ${st.account_id as AnyPgColumn} = ${at.id as AnyPgColumn} AND ${st.state as AnyPgColumn} = 'ACTIVE' AND ${st.id as AnyPgColumn} <> ${staffId})`,
      ),
    )
    .orderBy(asc(at.id as AnyPgColumn))
    .limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

async function staffRow(a: ApplyCtx, id: number): Promise<Row | null> {
  const [row] = (await a.tx.select().from(tableFor(staff)).where(eq(col(staff, 'id'), id)).limit(1)) as Row[];
  return row ?? null;
}

/** Links the person's account when the staff file has none yet. */
async function linkAccount(a: ApplyCtx, staffId: number, v: Values): Promise<void> {
  const row = await staffRow(a, staffId);
  if (!row || row.account_id) return;
  const acc = await accountFor(a, staffId, v);
  if (acc) await patchRecord(a, staff, staffId, { account_id: acc });
}

/** Sets an account's status (and employment status); a lock ends its sessions and cuts its tokens. */
async function setAccount(a: ApplyCtx, accountId: number, status: 'ACTIVE' | 'BLOCKED', employee: 'WORKING' | 'LEAVED'): Promise<void> {
  const at = tableFor(account);
  const changed = await a.tx
    .update(at)
    .set({ account_status: status, employee_status: employee, token_version: sql`${at.token_version as AnyPgColumn} + 1`, updated_by: a.ctx.user?.id ?? null, updated_date: a.ctx.now() })
    .where(and(eq(at.id as AnyPgColumn, accountId), ne(at.account_status as AnyPgColumn, status)))
    .returning({ id: at.id as AnyPgColumn });
  if (changed.length === 0) return;
  if (status === 'BLOCKED') await revokeSessions(a.tx, { accountId }, 'locked', a.ctx.now());
  await writeActivity(a.tx, a.ctx, { resource: account, action: status === 'BLOCKED' ? 'lock' : 'unlock', recordId: accountId, origin: null, updated: { account_status: status, employee_status: employee } });
}

const people: SyncTarget = {
  name: 'customer',
  mirror: customer,
  linkField: 'staff_id',
  linked: staff,
  fields: ['staff_code', 'full_name', 'email', 'phone', 'department_source_id', 'department', 'position_source_id', 'position', 'realm_department', 'officer_address', 'info'],
  titleField: 'full_name',
  aliases: {
    staff_code: ['staff_code', 'code', 'employee_code'],
    full_name: ['full_name', 'fullname', 'name'],
    email: ['email', 'company_email'],
    phone: ['phone', 'mobile'],
    department_source_id: ['department_source_id', 'department_id'],
    department: ['department', 'department_name'],
    position_source_id: ['position_source_id', 'position_id'],
    position: ['position', 'position_name'],
    realm_department: ['realm_department'],
    officer_address: ['officer_address'],
    info: ['info'],
  },
  async add(a, v) {
    const values = await staffValues(a, v);
    let id = await adoptable(a, this, 'code', v.staff_code);
    if (id) await patchRecord(a, staff, id, values);
    else {
      const row = { code: text(v.staff_code, 30) ?? text(v.source_id, 30), employee_status: 'WORKING', is_email: !!v.email, ...values };
      id = await insertValidated(a.tx, staff, row, { created_by: a.ctx.user?.id ?? null, updated_by: a.ctx.user?.id ?? null }, a.ctx.now());
      await writeActivity(a.tx, a.ctx, { resource: staff, action: 'sync', recordId: id, origin: null, updated: row });
    }
    await linkAccount(a, id, v);
    return id;
  },
  async change(a, id, v, isReturning) {
    await patchRecord(a, staff, id, { ...(await staffValues(a, v)), ...(v.staff_code ? { code: v.staff_code } : {}), ...(isReturning && { employee_status: 'WORKING', leave_date: null }) });
    await linkAccount(a, id, v);
    const row = await staffRow(a, id);
    if (isReturning && row?.account_id) await setAccount(a, Number(row.account_id), 'ACTIVE', 'WORKING');
  },
  async gone(a, id) {
    const row = await staffRow(a, id);
    if (!row) return;
    if (row.employee_status !== 'LEAVED') {
      // The leaving date is today, unless the file says they start later (a date the rule would refuse).
      const start = typeof row.start_date === 'string' ? row.start_date : row.start_date instanceof Date ? row.start_date.toISOString().slice(0, 10) : null;
      await patchRecord(a, staff, id, { employee_status: 'LEAVED', ...(!start || start < a.today ? { leave_date: a.today } : {}) });
      await insertValidated(a.tx, staffStatus, { staff_id: id, employee_status: 'LEAVED', from_date: a.today, reason: `Không còn trên nguồn ${a.source}` }, { created_by: a.ctx.user?.id ?? null, updated_by: a.ctx.user?.id ?? null }, a.ctx.now());
    }
    if (row.account_id) await setAccount(a, Number(row.account_id), 'BLOCKED', 'LEAVED');
  },
};

/** The targets in the order "apply all" takes them (units and positions before the people who name them). */
export const TARGETS: readonly SyncTarget[] = [departments, positions, people];
export const targetByName = new Map<string, SyncTarget>(TARGETS.map((t) => [t.name, t]));

/**
 * A source record as the mirror stores it: its id and the compared fields, read through the
 * aliases and validated with the mirror's declaration. An invalid optional value (a malformed
 * e-mail) is dropped with a warning; a record without an id or its title is refused with the
 * whole fetch (a clear error beats a half-applied source).
 */
export function normalize(t: SyncTarget, raw: SourceRecord, index: number, warnings: string[]): IncomingRecord {
  const sourceId = text(raw.source_id ?? raw.id, 100);
  if (!sourceId) throw new SyncSourceError('invalid', `${t.name} record ${index + 1} has no id`);
  const values: Row = {};
  for (const f of t.fields) {
    const key = (t.aliases[f] ?? [f]).find((k) => raw[k] !== undefined && raw[k] !== null && raw[k] !== '');
    if (key === undefined) continue;
    const v = raw[key];
    const kind = t.mirror.columnByName.get(f)?.def.kind;
    values[f] = kind === 'integer' ? (typeof v === 'number' ? v : Number(String(v).trim())) : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v;
    if (kind === 'phone' && typeof values[f] === 'string') values[f] = (values[f] as string).replace(/[\s.-]/g, '');
  }
  for (;;) {
    const v = validateInput(t.mirror, { source: 'HRM', source_id: sourceId, ...values }, { mode: 'create' });
    if (v.ok) {
      const out: Values = {};
      for (const f of t.fields) {
        // A column with a default (a unit's type) takes it when the source says nothing.
        const def = t.mirror.columnByName.get(f)?.def as { default?: unknown } | undefined;
        out[f] = v.data[f] ?? def?.default ?? null;
      }
      return { source_id: sourceId, values: out };
    }
    const fatal = v.issues.find((i) => !Object.hasOwn(values, i.field) || t.mirror.columnByName.get(i.field)?.required);
    if (fatal) throw new SyncSourceError('invalid', `${t.name} record ${sourceId}: ${fatal.field} ${fatal.key}`);
    for (const i of v.issues) {
      warnings.push(`${sourceId}: ${i.field}`);
      delete values[i.field];
    }
  }
}

/** Every source record normalised; a repeated id refuses the fetch. */
export function normalizeAll(t: SyncTarget, raws: readonly SourceRecord[]): { records: IncomingRecord[]; warnings: string[] } {
  const warnings: string[] = [];
  const records = raws.map((r, i) => normalize(t, r, i, warnings));
  const seen = new Set<string>();
  for (const r of records) {
    if (seen.has(r.source_id)) throw new SyncSourceError('invalid', `${t.name} id ${r.source_id} appears twice`);
    seen.add(r.source_id);
  }
  return { records, warnings };
}

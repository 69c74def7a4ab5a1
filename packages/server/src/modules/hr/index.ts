/**
 * Human resources, core (issue 14): the spec's extra reads around the declared HR resources.
 * - `/organization-tree/{id}`: a unit's subtree (the engine's tree read, under its access rule);
 *   `/organization-tree`: the whole tree in the caller's range;
 * - `/staff/user/{userId}`: the staff file of an account (own, or any with the HR "view all");
 * - `/staff-stats`: staff counts by employment status and by unit, under the caller's scope;
 * - `/staff-directory` and `/staff-directory/units`: the portal's phone book for every signed-in
 *   user: working people's public contact columns only (never salary, family, documents or
 *   personal data), searchable without diacritics by name, code, phone, email, unit and position.
 */
import { organization, parseListQuery, type Resource, resourceByName, type Row, staff, staffStatus } from '@portal/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { authorize, requireUser } from '../../engine/context.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { type AfterChangeHook, defineModule } from '../../engine/module.js';
import { createRecord, findRow, getRecord, inWrite, listRecords, selection, updateRecord } from '../../engine/service.js';
import { accessConditions } from '../../engine/access.js';
import { readTree, type TreeNode } from '../../engine/tree.js';
import { leaveModules } from './leave.js';
import { timekeepingModules } from './timekeeping.js';
import { trainingModules } from './training.js';
import { recruitmentModules } from './recruitment.js';
import { cachedStaffDirectory } from './directory.js';
import { sendData } from '../../engine/routes.js';
import { idFrom } from '../../http/kit.js';


/** Adds `<ref>_title` to rows for each reference column (the target's title field), in one query per column. */
async function withRefTitles(db: Drizzle, r: Resource, rows: Row[]): Promise<Row[]> {
  for (const c of r.columns) {
    if (c.def.kind !== 'ref') continue;
    const target = resourceByName.get(c.def.target);
    const title = target?.titleField;
    if (!target || !title) continue;
    const ids = [...new Set(rows.map((x) => x[c.name]).filter((v): v is number => typeof v === 'number'))];
    if (ids.length === 0) continue;
    const tt = tableFor(target);
    const found = (await db
      .select({ id: tt.id as AnyPgColumn, title: tt[title] as AnyPgColumn, ...(tt[`${title}_en`] ? { title_en: tt[`${title}_en`] as AnyPgColumn } : {}) })
      .from(tt)
      .where(inArray(tt.id as AnyPgColumn, ids))) as { id: number; title: unknown; title_en?: unknown }[];
    const byId = new Map(found.map((f) => [Number(f.id), f]));
    for (const row of rows) {
      const f = byId.get(Number(row[c.name]));
      if (f) {
        row[`${c.name}_title`] = f.title;
        if (f.title_en) row[`${c.name}_title_en`] = f.title_en;
      }
    }
  }
  return rows;
}

/** Active rows of `r` whose `field` is `id`, in the resource's default order (bounded). */
async function readOwn(db: Drizzle, r: Resource, field: string, id: number): Promise<Row[]> {
  const t = tableFor(r);
  const c = (n: string) => t[n] as AnyPgColumn;
  return (await db
    .select(selection(r, t, true))
    .from(t)
    .where(and(eq(c(field), id), eq(c('state'), 'ACTIVE')))
    .orderBy(sql`${c('created_date')} desc`, sql`${c('id')} desc`)
    .limit(50)) as Row[];
}

function registerHrRoutes(app: FastifyInstance): void {
  app.get('/api/v1/staff/me', {
    schema: { tags: ['staffs.staffs'], summary: "The caller's own staff file with its sub-records (self-service: any signed-in user, no HR right needed)" },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const db = req.ctx.database.db;
      const t = tableFor(staff);
      const c = (n: string) => t[n] as AnyPgColumn;
      const [file] = (await db
        .select(selection(staff, t))
        .from(t)
        .where(and(eq(c('account_id'), me.id), eq(c('state'), 'ACTIVE')))
        .limit(1)) as Row[];
      if (!file) throw notFound();
      const id = Number(file.id);
      const records: Record<string, Row[]> = {};
      for (const child of staff.children ?? []) {
        const r = resourceByName.get(child.resource) as Resource;
        records[r.name] = await withRefTitles(db, r, await readOwn(db, r, child.field, id));
      }
      return { success: true, data: { staff: (await withRefTitles(db, staff, [file]))[0], records } };
    },
  });

  // Spec §7 `/organization-tree` without an id: the whole tree the caller may read (their operating range).
  app.get('/api/v1/organization-tree', {
    schema: { tags: ['staffs.organizations'], summary: "The whole organisation as a tree, in the caller's read scope (operating range)" },
    handler: async (req) => {
      const range = req.ctx.user?.unitRange;
      if (!range) return { success: true, data: await readTree(req.ctx, organization) };
      // A limited range: the subtree of each of its units (a unit inside another's subtree once).
      const items: TreeNode[] = [];
      const seen = new Set<number>();
      let isTruncated = false;
      const walk = (n: TreeNode) => {
        seen.add(Number(n.id));
        n.children.forEach(walk);
      };
      for (const id of range) {
        if (seen.has(Number(id))) continue;
        const sub = await readTree(req.ctx, organization, Number(id)).catch((e: unknown) => {
          if ((e as { status?: number }).status === 404) return null;
          throw e;
        });
        if (!sub) continue;
        isTruncated ||= sub.isTruncated;
        for (const n of sub.items) if (!seen.has(Number(n.id))) {
          walk(n);
          items.push(n);
        }
      }
      // A range unit read first may lie inside one read later: kept once, in its place in the larger subtree.
      const inner = new Set<number>();
      const under = (n: TreeNode) => n.children.forEach((c) => {
        inner.add(Number(c.id));
        under(c);
      });
      items.forEach(under);
      return { success: true, data: { items: items.filter((n) => !inner.has(Number(n.id))), isTruncated } };
    },
  });

  app.get<{ Params: { id: string } }>('/api/v1/organization-tree/:id', {
    schema: { tags: ['staffs.organizations'], summary: "A unit and everything under it, as a tree (the caller's read scope)" },
    handler: async (req) => ({ success: true, data: await readTree(req.ctx, organization, idFrom(req.params.id)) }),
  });

  app.get<{ Params: { userId: string } }>('/api/v1/staff/user/:userId', {
    schema: { tags: ['staffs.staffs'], summary: 'The staff file of an account: the caller\'s own, or any with the HR "view all"' },
    handler: async (req) => {
      authorize(req.ctx, 'view', staff.subject);
      const t = tableFor(staff);
      const c = (n: string) => t[n] as AnyPgColumn;
      const [row] = await req.ctx.database.db
        .select()
        .from(t)
        .where(and(eq(c('account_id'), idFrom(req.params.userId, 'userId')), eq(c('state'), 'ACTIVE'), ...accessConditions(req.ctx, staff, t, 'read')))
        .limit(1);
      if (!row) throw notFound();
      return { success: true, data: row };
    },
  });

  app.get('/api/v1/staff-stats', {
    schema: { tags: ['staffs.staffs'], summary: "Staff counts by employment status and by unit, under the caller's read scope" },
    handler: async (req) => {
      authorize(req.ctx, 'view', staff.subject);
      const t = tableFor(staff);
      const c = (n: string) => t[n] as AnyPgColumn;
      const o = tableFor(organization);
      const scope = and(eq(c('state'), 'ACTIVE'), ...accessConditions(req.ctx, staff, t, 'read'));
      const db = req.ctx.database.db;
      const [byStatus, byUnit] = await Promise.all([
        db.select({ status: c('employee_status'), n: count() }).from(t).where(scope).groupBy(c('employee_status')),
        db
          .select({ unit_id: c('unit_id'), name: o.name as AnyPgColumn, name_en: o.name_en as AnyPgColumn, n: count() })
          .from(t)
          .innerJoin(o, eq(o.id as AnyPgColumn, c('unit_id')))
          .where(scope)
          .groupBy(c('unit_id'), o.name as AnyPgColumn, o.name_en as AnyPgColumn)
          .orderBy(asc(o.name as AnyPgColumn)),
      ]);
      const statuses = byStatus.map((x) => ({ status: String(x.status), count: Number(x.n) }));
      return {
        success: true,
        data: { total: statuses.reduce((s, x) => s + x.count, 0), byStatus: statuses, byUnit: byUnit.map((x) => ({ unit_id: Number(x.unit_id), name: x.name, name_en: x.name_en, count: Number(x.n) })) },
      };
    },
  });

  app.get<{ Querystring: Record<string, string> }>('/api/v1/staff-directory', {
    schema: { tags: ['staffs.staffs'], summary: 'The phone book: working people\'s public contact details (every signed-in user); q ignores diacritics; f_unit_id, f_department_id, f_position_id' },
    handler: async (req, reply) => {
      requireUser(req.ctx);
      const allowed = ['q', 'page', 'limit', 'f_unit_id', 'f_department_id', 'f_position_id'];
      const params = Object.fromEntries(Object.entries(req.query).filter(([k]) => allowed.includes(k)));
      const parsed = parseListQuery(staff, params);
      if (!parsed.ok) throw badRequest(parsed.issues, staff);
      // A cached page is frozen: its JSON and gzip are made once (sendData).
      return sendData(req, reply, await cachedStaffDirectory(req.ctx.database, parsed.query));
    },
  });

  app.get('/api/v1/staff-directory/units', {
    schema: { tags: ['staffs.organizations'], summary: "The organisation's units (names and parents only) for the phone book's filter and the org chart, for every signed-in user" },
    handler: async (req) => {
      requireUser(req.ctx);
      const o = tableFor(organization);
      const c = (n: string) => o[n] as AnyPgColumn;
      const items = await req.ctx.database.db
        .select({ id: c('id'), code: c('code'), name: c('name'), name_en: c('name_en'), type: c('type'), parent_id: c('parent_id') })
        .from(o)
        .where(eq(c('state'), 'ACTIVE'))
        .orderBy(sql`nlevel(${c('tree_path')})`, asc(c('ordering')), asc(c('id')))
        .limit(2000);
      return { success: true, data: { items } };
    },
  });
}

/** The newest active status record (by its date) sets the staff file's employment status. */
const statusFollows: AfterChangeHook = async ({ tx, row }) => {
  const st = tableFor(staffStatus);
  const c = (n: string) => st[n] as AnyPgColumn;
  const [latest] = await tx
    .select({ status: c('employee_status') })
    .from(st)
    .where(and(eq(c('staff_id'), Number(row.staff_id)), eq(c('state'), 'ACTIVE')))
    .orderBy(sql`${c('from_date')} desc`, sql`${c('id')} desc`)
    .limit(1);
  if (!latest) return;
  const t = tableFor(staff);
  await tx
    .update(t)
    .set({ employee_status: latest.status })
    .where(eq(t.id as AnyPgColumn, Number(row.staff_id)));
};

/** The spec's status paths around the generic /staff-status resource, and the other staff actions. */
function registerStaffActions(app: FastifyInstance): void {
  app.post<{ Params: { staffId: string } }>('/api/v1/staff/status/:staffId', {
    schema: { tags: ['staffs.statuses'], summary: 'Add a status record to a staff file (the newest sets its employment status)' },
    handler: async (req) => {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Row) : {};
      return { success: true, data: await createRecord(req.ctx, staffStatus, { ...body, staff_id: idFrom(req.params.staffId, 'staffId') }) };
    },
  });
  app.get<{ Params: { staffId: string; statusId: string } }>('/api/v1/staff/status/:staffId/:statusId', {
    schema: { tags: ['staffs.statuses'], summary: 'One status record of a staff file' },
    handler: async (req) => {
      const row = await getRecord(req.ctx, staffStatus, idFrom(req.params.statusId, 'statusId'));
      if (Number(row.staff_id) !== idFrom(req.params.staffId, 'staffId')) throw notFound();
      return { success: true, data: row };
    },
  });
  app.put<{ Params: { statusId: string } }>('/api/v1/staff/status/:statusId', {
    schema: { tags: ['staffs.statuses'], summary: 'Change a status record' },
    handler: async (req) => ({ success: true, data: await updateRecord(req.ctx, staffStatus, idFrom(req.params.statusId, 'statusId'), req.body ?? {}) }),
  });

  app.post('/api/v1/staff-quit', {
    schema: { tags: ['staffs.staffs'], summary: 'A staff member leaves: a LEAVED status record from the leaving date, the file marked LEAVED with its date and reason' },
    handler: async (req) => {
      authorize(req.ctx, 'edit', staff.subject);
      const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Row;
      const id = typeof body.staff_id === 'number' ? body.staff_id : Number.NaN;
      if (!Number.isInteger(id) || id < 1) throw badRequest([{ field: 'staff_id', key: 'validation.required' }], staff);
      // One transaction: the file's leaving date and reason, and the LEAVED record (which sets the status).
      const file = await inWrite(req.ctx, staff, async (_tx, txCtx) => {
        const updated = await updateRecord(txCtx, staff, id, { leave_date: body.leave_date, ...(body.leaving_reason_id !== undefined && { leaving_reason_id: body.leaving_reason_id }) });
        await createRecord(txCtx, staffStatus, { staff_id: id, employee_status: 'LEAVED', from_date: body.leave_date, ...(typeof body.reason === 'string' && { reason: body.reason }) });
        return updated;
      });
      return { success: true, data: { ...file, employee_status: 'LEAVED' } };
    },
  });

  app.put('/api/v1/staff-update-is-email', {
    schema: { tags: ['staffs.staffs'], summary: 'Mark staff files as having (or not) a company email: { ids: [..], is_email }' },
    handler: async (req) => {
      authorize(req.ctx, 'edit', staff.subject);
      const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Row;
      const ids = Array.isArray(body.ids) ? body.ids : [];
      if (ids.length === 0 || ids.length > 500 || !ids.every((x) => Number.isInteger(x) && (x as number) > 0)) throw badRequest([{ field: 'ids', key: 'validation.required' }], staff);
      if (typeof body.is_email !== 'boolean') throw badRequest([{ field: 'is_email', key: 'validation.flag' }], staff);
      // All or nothing, each under the caller's write rule (one hidden or missing id refuses the lot).
      const rows = await inWrite(req.ctx, staff, async (tx, txCtx) => {
        for (const id of ids as number[]) await findRow(txCtx, staff, id, tx, 'write');
        const t = tableFor(staff);
        return tx
          .update(t)
          .set({ is_email: body.is_email, updated_by: txCtx.user?.id ?? null, updated_date: txCtx.now() })
          .where(inArray(t.id as AnyPgColumn, ids as number[]))
          .returning({ id: t.id as AnyPgColumn });
      });
      return { success: true, data: { updated: rows.length } };
    },
  });

  // Organisation reads of spec §7 ("all with car", "departments") and the group-level units (/group).
  const orgList = (extra: Record<string, string>) => async (req: FastifyRequest) => {
    const parsed = parseListQuery(organization, { limit: '500', ...(req.query as Record<string, string>), ...extra });
    if (!parsed.ok) throw badRequest(parsed.issues, organization);
    return { success: true, data: await listRecords(req.ctx, organization, parsed.query) };
  };
  app.get('/api/v1/organization/all-with-car', { schema: { tags: ['staffs.organizations'], summary: 'Units with service cars' }, handler: orgList({ f_has_car: 'true' }) });
  app.get('/api/v1/organization/departments', { schema: { tags: ['staffs.organizations'], summary: 'Departments (f_parent_id joined by | narrows to units)' }, handler: orgList({ f_type: 'DEPARTMENT' }) });
  app.get('/api/v1/group', { schema: { tags: ['staffs.organizations'], summary: 'Group-level units (the group and its blocks)' }, handler: orgList({ f_type: 'GROUP|BLOCK' }) });
  app.post('/api/v1/group', {
    schema: { tags: ['staffs.organizations'], summary: 'Add a group-level unit (type GROUP or BLOCK; BLOCK unless stated)' },
    handler: async (req) => {
      const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Row;
      const type = body.type === 'GROUP' ? 'GROUP' : 'BLOCK';
      return { success: true, data: await createRecord(req.ctx, organization, { ...body, type }) };
    },
  });
}

export const staffModule = defineModule({
  resource: staff,
  routes: (app) => {
    registerHrRoutes(app);
    registerStaffActions(app);
  },
});
export const staffStatusModule = defineModule({ resource: staffStatus, hooks: { afterChange: [statusFollows] } });
export const hrModules = [staffModule, staffStatusModule, ...leaveModules, ...recruitmentModules, ...timekeepingModules, ...trainingModules] as const;

/**
 * Roles (/role) and decentralization (/permission) beyond the generic CRUD: unique names with the
 * spec's message, the protected built-in Admin role, a validated permission matrix, copy, assign
 * to accounts, and the matrix of subjects and actions for the web.
 */
import type { Row } from '@portal/domain';
import { ACTION_LABELS, ACTIONS, SUBJECT_LABELS, SUBJECTS, matrixProblem, permission, role, translate } from '@portal/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAdminRole } from '../../auth/abilities.js';
import { parseBody } from '../../auth/routes.js';
import { accounts, bumpTokenVersion, c } from '../../auth/service.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { type Ctx, authorize } from '../../engine/context.js';
import { setResourceHooks } from '../../engine/hooks.js';
import { AppError, notFound } from '../../engine/errors.js';
import { parseId } from '../../engine/routes.js';
import { guardAdminRole } from './accounts.js';

const nameExists = () => new AppError(409, 'role.nameExists', {}, [{ field: 'name', key: 'role.nameExists' }]);
const protectedRole = () => new AppError(403, 'role.systemProtected');

function checkMatrix(value: unknown): void {
  const bad = matrixProblem(value);
  if (bad) throw new AppError(400, 'error.validation', {}, [{ field: 'permissions', key: 'role.invalidPermission', params: { value: bad } }]);
}

async function nameTaken(db: Drizzle, name: string, exceptId?: number): Promise<boolean> {
  const t = tableFor(role);
  const cond = sql`lower(${c(t, 'name')}) = lower(${name.trim()})`;
  const rows = await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(exceptId ? and(cond, ne(c(t, 'id'), exceptId)) : cond)
    .limit(1);
  return rows.length > 0;
}

/** Accounts holding a role (to cut their access tokens when the role changes). */
async function holders(db: Drizzle, roleId: number): Promise<number[]> {
  const t = accounts();
  const rows = (await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(sql`${roleId} = ANY(${c(t, 'role_ids')})`)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** A non-administrator may not widen the rights of a role they hold themselves. */
function guardOwnRole(ctx: Ctx, roleId: number): void {
  if (!ctx.user?.isAdmin && ctx.user?.roleIds.includes(roleId)) throw new AppError(403, 'role.ownRole');
}

setResourceHooks(role.name, {
  beforeWrite: async (ctx, _mode, data, existing) => {
    if (data.permissions !== undefined) checkMatrix(data.permissions);
    if (typeof data.name === 'string' && (await nameTaken(ctx.database.db, data.name, existing ? Number(existing.id) : undefined))) throw nameExists();
    if (existing && isAdminRole(existing)) {
      const renamed = data.name !== undefined && data.name !== existing.name;
      const restricted = data.permissions !== undefined && JSON.stringify(data.permissions) !== JSON.stringify(existing.permissions);
      if (renamed || restricted || (data.state !== undefined && data.state !== 'ACTIVE')) throw protectedRole();
    }
    if (existing) guardOwnRole(ctx, Number(existing.id));
    return undefined;
  },
  afterWrite: async (tx, _ctx, mode, row, existing) => {
    // Only a change of what the role grants cuts its holders' tokens; a new description does not.
    const isGrantChange =
      mode === 'delete' || (existing && (JSON.stringify(row.permissions) !== JSON.stringify(existing.permissions) || row.state !== existing.state));
    if (!isGrantChange) return;
    const ids = await holders(tx, Number(row.id));
    if (mode === 'delete') {
      // The role disappears from every account that held it.
      const t = accounts();
      if (ids.length > 0) {
        await tx
          .update(t)
          .set({ role_ids: sql`array_remove(${c(t, 'role_ids')}, ${Number(row.id)}::bigint)` })
          .where(inArray(c(t, 'id'), ids));
      }
    }
    if (mode !== 'create') await bumpTokenVersion(tx, ids);
  },
  beforeDelete: async (ctx, existing) => {
    if (isAdminRole(existing)) throw protectedRole();
    guardOwnRole(ctx, Number(existing.id));
  },
});

setResourceHooks(permission.name, {
  beforeWrite: async (ctx, _mode, data, existing) => {
    if (data.permissions !== undefined) checkMatrix(data.permissions);
    const staff = Number(data.staff_id ?? existing?.staff_id);
    if (!ctx.user?.isAdmin && (staff === ctx.user?.id || Number(existing?.staff_id) === ctx.user?.id)) throw new AppError(403, 'role.ownRole');
    return undefined;
  },
  beforeDelete: async (ctx, existing) => {
    if (!ctx.user?.isAdmin && Number(existing.staff_id) === ctx.user?.id) throw new AppError(403, 'role.ownRole');
  },
});

const copyBody = z.object({ name: z.string().trim().min(1).max(100).optional() }).strict();
const assignBody = z.object({ account_ids: z.array(z.number().int().positive()).min(1).max(1000), replace: z.boolean().optional() }).strict();

async function findRole(db: Drizzle, id: number): Promise<Row & { id: number; name: string; is_system: boolean; permissions: unknown }> {
  const t = tableFor(role);
  const [row] = await db
    .select()
    .from(t)
    .where(eq(c(t, 'id'), id))
    .limit(1);
  if (!row) throw notFound();
  return row as Row & { id: number; name: string; is_system: boolean; permissions: unknown };
}

export function registerRoleRoutes(app: FastifyInstance): void {
  const tags = [role.module];
  const base = `/api/v1/${role.path}`;

  app.get(`${base}/matrix`, {
    schema: { tags, summary: 'Permission subjects and actions for the role matrix, with vi/en labels' },
    handler: async (req) => {
      authorize(req.ctx, 'view', role.subject);
      return {
        success: true,
        data: {
          subjects: SUBJECTS.map((s) => ({ subject: s, label: SUBJECT_LABELS[s] })),
          actions: ACTIONS.map((a) => ({ action: a, label: ACTION_LABELS[a] })),
        },
      };
    },
  });

  app.post(`${base}/:id/copy`, {
    schema: { tags, summary: 'Copy a role with its permissions under a new name' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'edit', role.subject);
      const db = req.ctx.database.db;
      const src = await findRole(db, parseId(req));
      const body = parseBody(copyBody, req.body);
      let name = body.name ?? `${src.name} (copy)`.slice(0, 100);
      if (body.name) {
        if (await nameTaken(db, name)) throw nameExists();
      } else {
        for (let i = 2; (await nameTaken(db, name)) && i < 100; i++) name = `${src.name} (copy ${i})`.slice(0, 100);
      }
      const t = tableFor(role);
      // The copy of Admin is an ordinary role: "manage all" stays with the built-in one.
      const [row] = await db
        .insert(t)
        .values({
          name,
          description: src.description ?? null,
          permissions: src.permissions ?? null,
          is_system: false,
          created_by: user.id,
          updated_by: user.id,
        })
        .returning();
      await writeActivity(db, req.ctx, {
        resource: role,
        action: 'copy',
        recordId: Number((row as Row).id),
        origin: null,
        updated: row as Row,
        description: `copy of role ${src.id}`,
      });
      return { success: true, data: row, message: translate(req.ctx.lang, 'success.created') };
    },
  });

  app.post(`${base}/:id/assign`, {
    schema: { tags, summary: 'Give a role to accounts' },
    handler: async (req) => {
      authorize(req.ctx, 'edit', role.subject);
      authorize(req.ctx, 'edit', 'ACCOUNT_MANAGEMENT');
      const db = req.ctx.database.db;
      const r = await findRole(db, parseId(req));
      const body = parseBody(assignBody, req.body);
      if (body.account_ids.includes(req.ctx.user?.id ?? -1)) throw new AppError(403, 'account.ownRoles');
      await guardAdminRole(req.ctx, [], [r.id]);
      const t = accounts();
      const found = (await db
        .select({ id: c(t, 'id') })
        .from(t)
        .where(inArray(c(t, 'id'), body.account_ids))) as { id: number }[];
      if (found.length !== new Set(body.account_ids).size)
        throw new AppError(400, 'error.validation', {}, [{ field: 'account_ids', key: 'validation.refNotFound', params: { label: 'account_ids' } }]);
      await db
        .update(t)
        .set({
          role_ids: sql`array_append(array_remove(coalesce(${c(t, 'role_ids')}, '{}'::bigint[]), ${r.id}::bigint), ${r.id}::bigint)`,
          token_version: sql`${c(t, 'token_version')} + 1`,
        })
        .where(inArray(c(t, 'id'), body.account_ids));
      for (const id of body.account_ids) {
        await writeActivity(db, req.ctx, {
          resource: role,
          action: 'assign',
          recordId: r.id,
          origin: null,
          updated: { account_id: id, role_id: r.id },
          description: `role ${r.id} given to account ${id}`,
        });
      }
      return { success: true, data: { role_id: r.id, account_ids: body.account_ids }, message: translate(req.ctx.lang, 'role.assigned') };
    },
  });
}

/**
 * Roles (/role) and decentralization (/permission) beyond the generic CRUD: unique names with the
 * spec's message, the protected built-in Admin role (changed by administrators only, its rights by
 * nobody), a validated permission matrix, copy, assign to accounts, and the matrix of subjects and
 * actions for the web. A non-administrator grants only rights they hold (grants.ts).
 */
import type { Row } from '@portal/domain';
import { ACTION_LABELS, ACTIONS, SUBJECT_DEFS, SUBJECT_LABELS, SUBJECTS, matrixProblem, permission, role } from '@portal/domain';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAdminRole } from '../../auth/abilities.js';
import { accounts, bumpTokenVersion, c } from '../../auth/service.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { type Ctx, authorize } from '../../engine/context.js';
import { defineModule } from '../../engine/module.js';
import { AppError } from '../../engine/errors.js';
import { guardRoleChange } from './accounts.js';
import { guardGrant } from './grants.js';

const nameExists = () => new AppError(409, 'role.nameExists', {}, [{ field: 'name', key: 'role.nameExists' }]);
const protectedRole = () => new AppError(403, 'role.systemProtected');
const adminOnly = () => new AppError(403, 'role.adminOnly');

/** What a role or rule grants: its matrix while active, nothing while inactive. */
const granted = (permissions: unknown, state: unknown) => (state === undefined || state === 'ACTIVE' ? permissions : null);

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

export const roleModule = defineModule({
  resource: role,
  actions: {
    /** A copy of a role with its permissions under a new (or numbered) name; never the built-in flag. */
    copy: async ({ ctx, tx, record, body }) => {
      const src = record as Row & { id: number; name: string };
      // The copy hands out the source's rights under a new name.
      guardGrant(ctx, src.permissions);
      let name = typeof body.name === 'string' && body.name ? body.name : `${src.name} (copy)`.slice(0, 100);
      if (body.name) {
        if (await nameTaken(tx, name)) throw nameExists();
      } else {
        for (let i = 2; (await nameTaken(tx, name)) && i < 100; i++) name = `${src.name} (copy ${i})`.slice(0, 100);
      }
      const t = tableFor(role);
      // The copy of Admin is an ordinary role: "manage all" stays with the built-in one.
      const [row] = await tx
        .insert(t)
        .values({ name, description: src.description ?? null, permissions: src.permissions ?? null, is_system: false, created_by: ctx.user?.id, updated_by: ctx.user?.id })
        .returning();
      return row as Row;
    },
    /** Gives the role to accounts (also needs edit on accounts); their tokens are cut. */
    assign: async ({ ctx, tx, record, body }) => {
      authorize(ctx, 'edit', 'ACCOUNT_MANAGEMENT');
      const roleId = Number((record as Row).id);
      const ids = [...new Set(body.account_ids as number[])];
      if (ids.includes(ctx.user?.id ?? -1)) throw new AppError(403, 'account.ownRoles');
      await guardRoleChange(ctx, [], [roleId]);
      const t = accounts();
      const found = (await tx
        .select({ id: c(t, 'id') })
        .from(t)
        .where(inArray(c(t, 'id'), ids))) as { id: number }[];
      if (found.length !== ids.length) throw new AppError(400, 'error.validation', {}, [{ field: 'account_ids', key: 'validation.refNotFound', params: { label: 'account_ids' } }]);
      await tx
        .update(t)
        .set({
          role_ids: sql`array_append(array_remove(coalesce(${c(t, 'role_ids')}, '{}'::bigint[]), ${roleId}::bigint), ${roleId}::bigint)`,
          token_version: sql`${c(t, 'token_version')} + 1`,
        })
        .where(inArray(c(t, 'id'), ids));
      return { role_id: roleId, account_ids: ids };
    },
  },
  hooks: {
    beforeChange: [
      async ({ ctx, tx, data, existing }) => {
        // The built-in Admin role, its description and two-factor flag included, is the administrators' alone.
        if (existing && isAdminRole(existing) && !ctx.user?.isAdmin) throw adminOnly();
        if (data.permissions !== undefined) checkMatrix(data.permissions);
        if (typeof data.name === 'string' && (await nameTaken(tx, data.name, existing ? Number(existing.id) : undefined))) throw nameExists();
        guardGrant(
          ctx,
          granted(data.permissions !== undefined ? data.permissions : existing?.permissions, data.state ?? existing?.state),
          existing ? granted(existing.permissions, existing.state) : null,
        );
        if (existing && isAdminRole(existing)) {
          const renamed = data.name !== undefined && data.name !== existing.name;
          const restricted = data.permissions !== undefined && JSON.stringify(data.permissions) !== JSON.stringify(existing.permissions);
          if (renamed || restricted || (data.state !== undefined && data.state !== 'ACTIVE')) throw protectedRole();
        }
        if (existing) guardOwnRole(ctx, Number(existing.id));
        return undefined;
      },
    ],
    afterChange: [
      async ({ tx, mode, row, existing }) => {
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
    ],
    beforeDelete: [
      async ({ ctx, existing }) => {
        if (isAdminRole(existing)) throw ctx.user?.isAdmin ? protectedRole() : adminOnly();
        guardOwnRole(ctx, Number(existing.id));
      },
    ],
  },
});

export const permissionModule = defineModule({
  resource: permission,
  hooks: {
    beforeChange: [
      async ({ ctx, data, existing }) => {
        if (data.permissions !== undefined) checkMatrix(data.permissions);
        const staff = Number(data.staff_id ?? existing?.staff_id);
        if (!ctx.user?.isAdmin && (staff === ctx.user?.id || Number(existing?.staff_id) === ctx.user?.id)) throw new AppError(403, 'role.ownRole');
        // Moving a rule to another account grants all of it to that account.
        const sameStaff = existing && Number(existing.staff_id) === staff;
        guardGrant(
          ctx,
          granted(data.permissions !== undefined ? data.permissions : existing?.permissions, data.state ?? existing?.state),
          sameStaff ? granted(existing.permissions, existing.state) : null,
        );
        return undefined;
      },
    ],
    beforeDelete: [
      async ({ ctx, existing }) => {
        if (!ctx.user?.isAdmin && Number(existing.staff_id) === ctx.user?.id) throw new AppError(403, 'role.ownRole');
      },
    ],
  },
});

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
          subjects: SUBJECTS.map((s) => ({ subject: s, label: SUBJECT_LABELS[s], area: SUBJECT_DEFS[s].area })),
          actions: ACTIONS.map((a) => ({ action: a, label: ACTION_LABELS[a] })),
        },
      };
    },
  });
}

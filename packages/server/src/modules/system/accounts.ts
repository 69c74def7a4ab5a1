/**
 * Accounts (/user) beyond the generic CRUD: an initial password on create, mass-assignment guards
 * (nobody changes their own roles or status; only an administrator grants the Admin role or a role
 * with rights the granter lacks),
 * "Email is duplicated", lock / unlock / open, password recovery, email update and ending sessions.
 * Every change that alters what an account may do bumps its token version, so it applies at once.
 */
import type { Row } from '@portal/domain';
import { account, role, translate } from '@portal/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MailAdapter } from '../../auth/mail.js';
import { sendResetMail } from '../../auth/routes.js';
import { accounts, bumpTokenVersion, c, checkPasswordPolicy, findAccountById, hashPassword, publicAccount } from '../../auth/service.js';
import { listSessions, revokeSessions } from '../../auth/sessions.js';
import { clearUser } from '../../auth/throttle.js';
import { tableFor } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { type Ctx, authorize } from '../../engine/context.js';
import { defineModule } from '../../engine/module.js';
import type { Drizzle } from '../../db/client.js';
import { AppError, notFound } from '../../engine/errors.js';
import { parseBody, parseId } from '../../http/kit.js';
import { guardGrant } from './grants.js';
import { adminRoleIds, guardAdminAccount } from '../../auth/admin-guard.js';

const sameIds = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as number[] | null) ?? [])].sort()) === JSON.stringify([...((b as number[] | null) ?? [])].sort());

/**
 * A change of an account's roles by anyone but an administrator: the Admin role is neither granted
 * nor removed, and a role is given only when the caller holds every right it grants (issue 11).
 */
export async function guardRoleChange(ctx: Ctx, before: number[], after: number[]): Promise<void> {
  if (ctx.user?.isAdmin) return;
  const added = after.filter((x) => !before.includes(x));
  const changed = [...before.filter((x) => !after.includes(x)), ...added];
  if ((await adminRoleIds(ctx, changed)).length > 0) throw new AppError(403, 'account.adminRoleOnly');
  if (added.length === 0) return;
  const rt = tableFor(role);
  const rows = (await ctx.database.db
    .select({ permissions: c(rt, 'permissions') })
    .from(rt)
    .where(inArray(c(rt, 'id'), added))) as { permissions: unknown }[];
  for (const r of rows) guardGrant(ctx, r.permissions);
}

async function emailTaken(db: Drizzle, email: string, exceptId?: number): Promise<boolean> {
  const t = accounts();
  const cond = sql`lower(${c(t, 'email')}) = lower(${email})`;
  const rows = await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(exceptId ? and(cond, ne(c(t, 'id'), exceptId)) : cond)
    .limit(1);
  return rows.length > 0;
}

const duplicated = () => new AppError(409, 'account.emailDuplicated', {}, [{ field: 'email', key: 'account.emailDuplicated' }]);

/** Sets the account status; a lock ends its sessions at once and every status change cuts its tokens. */
async function setAccountStatus(ctx: Ctx, tx: Drizzle, acc: Row, status: 'ACTIVE' | 'BLOCKED'): Promise<Row> {
  const id = Number(acc.id);
  const t = accounts();
  const [row] = await tx
    .update(t)
    .set({ account_status: status, token_version: sql`${c(t, 'token_version')} + 1`, updated_by: ctx.user?.id ?? null, updated_date: ctx.now() })
    .where(eq(c(t, 'id'), id))
    .returning();
  if (!row) throw new AppError(409, 'account.updateFailed');
  if (status !== 'ACTIVE') await revokeSessions(tx, { accountId: id }, 'locked', ctx.now());
  return publicAccount(row as Row);
}

/** An administrator acts on other accounts, and only an administrator on administrators. */
async function guardTarget(ctx: Ctx, acc: Row): Promise<void> {
  if (Number(acc.id) === ctx.user?.id) throw new AppError(403, 'account.ownRoles');
  await guardAdminAccount(ctx, acc);
}

export const accountModule = defineModule({
  resource: account,
  actions: {
    lock: async ({ ctx, tx, record }) => {
      const acc = record as Row;
      await guardTarget(ctx, acc);
      return setAccountStatus(ctx, tx, acc, 'BLOCKED');
    },
    /** Also clears a temporary lock after failed sign-ins. */
    unlock: async ({ ctx, tx, record }) => {
      const acc = record as Row;
      await guardTarget(ctx, acc);
      await clearUser(tx, String(acc.username));
      return acc.account_status === 'BLOCKED' ? setAccountStatus(ctx, tx, acc, 'ACTIVE') : publicAccount(acc);
    },
    open: async ({ ctx, tx, record }) => {
      const acc = record as Row;
      await guardTarget(ctx, acc);
      return setAccountStatus(ctx, tx, acc, 'ACTIVE');
    },
  },
  hooks: {
    prepare: [
      async ({ ctx, input, mode, existing }) => {
        const { password, ...rest } = input;
        if (mode === 'update') {
          if (existing) await guardAdminAccount(ctx, existing);
          // Passwords change through change-password, reset-password or recovery only.
          if (password !== undefined)
            throw new AppError(400, 'error.validation', {}, [{ field: 'password', key: 'validation.unknownField', params: { field: 'password' } }]);
          if (existing && Number(existing.id) === ctx.user?.id) {
            if (rest.role_ids !== undefined && !sameIds(rest.role_ids, existing.role_ids)) throw new AppError(403, 'account.ownRoles');
            if (rest.account_status !== undefined && rest.account_status !== existing.account_status) throw new AppError(403, 'account.ownRoles');
            // Nor widen one's own operating range.
            if (rest.operating_range !== undefined && rest.operating_range !== existing.operating_range) throw new AppError(403, 'account.ownRoles');
            if (rest.range_unit_ids !== undefined && !sameIds(rest.range_unit_ids, existing.range_unit_ids)) throw new AppError(403, 'account.ownRoles');
          }
          return { input: rest };
        }
        const username = typeof rest.username === 'string' ? rest.username : undefined;
        const pw = checkPasswordPolicy(password, username);
        return { input: rest, extra: { password_hash: await hashPassword(pw), token_version: 0 } };
      },
    ],
    beforeChange: [
      async ({ ctx, tx, data, existing }) => {
        if (typeof data.email === 'string' && (await emailTaken(tx, data.email, existing ? Number(existing.id) : undefined))) throw duplicated();
        if (data.role_ids !== undefined) await guardRoleChange(ctx, (existing?.role_ids as number[] | null) ?? [], (data.role_ids as number[] | null) ?? []);
        // A designated corporation is one unit (spec §3); related corporations one or more.
        const range = data.operating_range !== undefined ? data.operating_range : existing?.operating_range;
        const units = ((data.range_unit_ids !== undefined ? data.range_unit_ids : existing?.range_unit_ids) as number[] | null) ?? [];
        if (range === 'DESIGNATED_CORPORATION' && units.length !== 1)
          throw new AppError(400, 'error.validation', {}, [{ field: 'range_unit_ids', key: 'account.designatedOneUnit' }]);
        return undefined;
      },
    ],
    afterChange: [
      async ({ tx, ctx, mode, row, existing }) => {
        if (mode !== 'update' || !existing) return;
        const id = Number(row.id);
        const rolesChanged = !sameIds(row.role_ids, existing.role_ids);
        const statusChanged = row.account_status !== existing.account_status || row.state !== existing.state;
        if (rolesChanged || statusChanged) await bumpTokenVersion(tx, [id]);
        if (statusChanged && (row.account_status !== 'ACTIVE' || row.state !== 'ACTIVE')) await revokeSessions(tx, { accountId: id }, 'locked', ctx.now());
      },
    ],
    beforeDelete: [
      async ({ ctx, existing }) => {
        if (Number(existing.id) === ctx.user?.id) throw new AppError(403, 'account.ownRoles');
        await guardAdminAccount(ctx, existing);
      },
    ],
  },
});

const emailBody = z.object({ email: z.string().trim().min(3).max(255) }).strict();

export function registerAccountRoutes(app: FastifyInstance, mailer: MailAdapter): void {
  const tags = [account.module];
  const base = `/api/v1/${account.path}`;

  /** Loads the target account for an admin action; refuses acting on oneself. */
  async function target(ctx: Ctx, id: number, allowSelf = false) {
    const user = authorize(ctx, 'edit', account.subject);
    const acc = await findAccountById(ctx.database.db, id);
    if (!acc) throw notFound();
    if (!allowSelf && acc.id === user.id) throw new AppError(403, 'account.ownRoles');
    await guardAdminAccount(ctx, acc);
    return acc;
  }

  app.post(`${base}/:id/password-recovery`, {
    schema: { tags, summary: 'Mail the account a password reset code' },
    handler: async (req) => {
      const acc = await target(req.ctx, parseId(req));
      if (!(await sendResetMail(req, mailer, acc))) throw new AppError(400, 'account.noEmail');
      await writeActivity(req.ctx.database.db, req.ctx, { resource: account, action: 'password_recovery', recordId: acc.id, origin: null, updated: null });
      return { success: true, message: translate(req.ctx.lang, 'account.recoverySent') };
    },
  });

  app.put(`${base}/:id/email`, {
    schema: { tags, summary: 'Update the company email of an account ("Email is duplicated" when another account has it)' },
    handler: async (req) => {
      const id = parseId(req);
      const acc = await target(req.ctx, id, true);
      const body = parseBody(emailBody, req.body);
      if (!z.email().safeParse(body.email).success)
        throw new AppError(400, 'error.validation', {}, [{ field: 'email', key: 'validation.email', params: { label: 'Email' } }], account);
      if (await emailTaken(req.ctx.database.db, body.email, id)) throw duplicated();
      const t = accounts();
      const db = req.ctx.database.db;
      const [row] = await db
        .update(t)
        .set({ email: body.email, updated_by: req.ctx.user?.id ?? null, updated_date: req.ctx.now() })
        .where(eq(c(t, 'id'), id))
        .returning();
      if (!row) throw new AppError(409, 'account.updateFailed');
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'update',
        recordId: id,
        origin: { email: acc.email },
        updated: { email: body.email },
        suffix: 'email',
      });
      return { success: true, data: publicAccount(row as Row), message: translate(req.ctx.lang, 'success.updated') };
    },
  });

  app.get(`${base}/:id/sessions`, {
    schema: { tags, summary: "An account's live sessions (devices)" },
    handler: async (req) => {
      authorize(req.ctx, 'viewAll', account.subject);
      const id = parseId(req);
      return { success: true, data: await listSessions(req.ctx.database.db, id, req.ctx.now()) };
    },
  });

  app.delete(`${base}/:id/sessions`, {
    schema: { tags, summary: "End all of an account's sessions at once" },
    handler: async (req) => {
      const acc = await target(req.ctx, parseId(req), true);
      const db = req.ctx.database.db;
      const n = await revokeSessions(db, { accountId: acc.id }, 'admin_revoked', req.ctx.now());
      await bumpTokenVersion(db, [acc.id]);
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'end_sessions',
        recordId: acc.id,
        origin: null,
        updated: null,
        description: `ended ${n} sessions`,
      });
      return { success: true, data: { ended: n }, message: translate(req.ctx.lang, 'auth.sessionEnded') };
    },
  });
}

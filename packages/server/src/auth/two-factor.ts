/**
 * Two-factor sign-in routes: /auth/2fa/verify (step two of sign-in), and for the signed-in user
 * /auth/2fa (status), /auth/2fa/setup, /auth/2fa/enable, /auth/2fa/disable; an administrator can
 * reset an account's second factor (lost phone) with DELETE /user/{id}/2fa.
 */
import { account, translate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeActivity } from '../engine/activity.js';
import { authorize, requireUser } from '../engine/context.js';
import { AppError, notFound } from '../engine/errors.js';
import { parseBody, parseId } from '../http/kit.js';
import { guardAdminAccount } from './admin-guard.js';
import { type AuthRouteConfig, logFailedSignIn, loginRefusal } from './routes.js';
import { confirmPassword, effectiveAbility, findAccountById, loginSecondFactor } from './service.js';
import { sha256 } from './sessions.js';
import { accountTotp } from './tables.js';
import { matchStep, newRecoveryCodes, newSecret, otpauthUrl, stepAt, totpOf } from './totp.js';

const verifyBody = z.object({ challengeToken: z.string().min(10).max(2000), code: z.string().trim().min(6).max(20) }).strict();
// The current password, or nothing when it was proven on this device in the last few minutes.
const password = z.string().min(1).max(4096).optional();
const setupBody = z.object({ password }).strict();
const codeBody = z.object({ code: z.string().trim().min(6).max(6), password }).strict();
const disableBody = z.object({ password }).strict();

export function registerTwoFactorRoutes(app: FastifyInstance, cfg: AuthRouteConfig): void {
  const tags = ['auth'];
  /** Setting up, enabling and disabling are sensitive: the current password, or a recent sign-in on this device. */
  const confirm = (req: FastifyRequest, reply: FastifyReply, pw: string | undefined) =>
    confirmPassword(req.ctx, cfg, { password: pw, field: 'password', isRecentEnough: true, retryAfter: (sec) => reply.header('retry-after', String(sec)) });

  app.post('/api/v1/auth/2fa/verify', {
    config: { isPublic: true },
    schema: { tags, summary: 'Sign-in step two: the challenge token and a TOTP or recovery code give the token pair' },
    handler: async (req, reply) => {
      const body = parseBody(verifyBody, req.body);
      const r = await loginSecondFactor(req.ctx, cfg, body.challengeToken, body.code);
      if (!r.ok) {
        await logFailedSignIn(req.ctx, `second factor failed: ${r.reason}`);
        if (r.reason === 'invalid') {
          // The password was right already: say that the code is wrong, not the password.
          reply.status(401);
          return { success: false, message: translate(req.ctx.lang, 'auth.twoFactorInvalid') };
        }
        return loginRefusal(req, reply, r);
      }
      return { success: true, data: { user: r.user, accessToken: r.accessToken, refreshToken: r.refreshToken } };
    },
  });

  app.get('/api/v1/auth/2fa', {
    schema: { tags, summary: 'My two-factor status' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const db = req.ctx.database.db;
      const acc = await findAccountById(db, me.id);
      if (!acc) throw notFound();
      const info = await effectiveAbility(db, acc);
      const t = await totpOf(db, me.id);
      return {
        success: true,
        data: {
          is_enabled: t?.is_enabled === true,
          is_required: info.isTwoFactorRequired,
          recovery_codes_left: t?.is_enabled ? ((t.recovery_hashes as string[]) ?? []).length : 0,
        },
      };
    },
  });

  app.post('/api/v1/auth/2fa/setup', {
    schema: { tags, summary: 'Start enrolment: a new secret and otpauth:// address for the authenticator app (password, or a sign-in in the last minutes)' },
    handler: async (req, reply) => {
      const me = requireUser(req.ctx);
      const body = parseBody(setupBody, req.body);
      await confirm(req, reply, body.password);
      const db = req.ctx.database.db;
      const existing = await totpOf(db, me.id);
      if (existing?.is_enabled) throw new AppError(409, 'error.conflict');
      const secret = newSecret();
      await db
        .insert(accountTotp)
        .values({ account_id: me.id, secret, is_enabled: false, recovery_hashes: [], created_date: req.ctx.now() })
        .onConflictDoUpdate({ target: accountTotp.account_id, set: { secret, is_enabled: false, recovery_hashes: [], last_step: null } });
      return { success: true, data: { secret, otpauth_url: otpauthUrl(secret, me.username) } };
    },
  });

  app.post('/api/v1/auth/2fa/enable', {
    schema: {
      tags,
      summary:
        'Finish enrolment with a code from the app (password, or a sign-in or confirmation in the last minutes); returns ten one-time recovery codes (shown once)',
    },
    handler: async (req, reply) => {
      const me = requireUser(req.ctx);
      const body = parseBody(codeBody, req.body);
      await confirm(req, reply, body.password);
      const db = req.ctx.database.db;
      const t = await totpOf(db, me.id);
      if (!t || t.is_enabled) throw new AppError(400, 'auth.twoFactorNotSetUp');
      const step = matchStep(t.secret, body.code, req.ctx.now().getTime());
      if (step === null) throw new AppError(400, 'auth.twoFactorInvalid', {}, [{ field: 'code', key: 'auth.twoFactorInvalid' }]);
      const codes = newRecoveryCodes();
      await db
        .update(accountTotp)
        .set({ is_enabled: true, last_step: Math.max(step, stepAt(req.ctx.now().getTime())), recovery_hashes: codes.map((c) => sha256(c)) })
        .where(eq(accountTotp.account_id, me.id));
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'enable_2fa',
        recordId: me.id,
        origin: null,
        updated: null,
        description: 'two-factor sign-in enabled',
      });
      return { success: true, data: { recovery_codes: codes }, message: translate(req.ctx.lang, 'auth.twoFactorEnabled') };
    },
  });

  app.post('/api/v1/auth/2fa/disable', {
    schema: { tags, summary: 'Turn two-factor sign-in off (password, or a sign-in in the last minutes; refused when a role or the settings require it)' },
    handler: async (req, reply) => {
      requireUser(req.ctx); // 401 before any look at the body
      const body = parseBody(disableBody, req.body);
      const db = req.ctx.database.db;
      const acc = await confirm(req, reply, body.password);
      const me = acc;
      if ((await effectiveAbility(db, acc)).isTwoFactorRequired) throw new AppError(403, 'auth.twoFactorMandatory');
      await db.delete(accountTotp).where(eq(accountTotp.account_id, me.id));
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'disable_2fa',
        recordId: me.id,
        origin: null,
        updated: null,
        description: 'two-factor sign-in disabled',
      });
      return { success: true, message: translate(req.ctx.lang, 'auth.twoFactorDisabled') };
    },
  });

  app.delete('/api/v1/user/:id/2fa', {
    schema: { tags: [account.module], summary: "Reset an account's second factor (lost authenticator); the user enrols again" },
    handler: async (req) => {
      authorize(req.ctx, 'edit', account.subject);
      const id = parseId(req);
      const db = req.ctx.database.db;
      const acc = await findAccountById(db, id);
      if (!acc) throw notFound();
      await guardAdminAccount(req.ctx, acc);
      await db.delete(accountTotp).where(eq(accountTotp.account_id, id));
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'reset_2fa',
        recordId: id,
        origin: null,
        updated: null,
        description: 'second factor reset by an administrator',
      });
      return { success: true, message: translate(req.ctx.lang, 'auth.twoFactorDisabled') };
    },
  });
}

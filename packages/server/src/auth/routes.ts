/**
 * Sign-in, sessions and the signed-in user's own account (DESIGN §4, spec §7):
 * /auth/login, /auth/refresh, /auth/logout, /auth/sessions ("my devices"), /forget-password,
 * /user/reset-password, /user/change-password, /user/account-settings, PUT /user/profile/{id}, /user/me.
 */
import { randomBytes } from 'node:crypto';
import type { Row } from '@portal/domain';
import { account, translate, validateInput } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { writeActivity } from '../engine/activity.js';
import { requireUser } from '../engine/context.js';
import { AppError, badRequest, notFound, unauthorized } from '../engine/errors.js';
import { type MailAdapter, sendMail } from './mail.js';
import {
  type AuthConfig,
  accounts,
  c,
  checkPasswordPolicy,
  confirmPassword,
  findAccountById,
  issueAccess,
  login,
  publicAccount,
  publicUser,
  setPassword,
} from './service.js';
import { listSessions, revokeSessions, rotate, sessionOfToken, sha256 } from './sessions.js';
import { getSetting, loginSettings, putSetting } from './settings.js';
import { clearUser } from './throttle.js';
import { passwordReset } from './tables.js';
import { registerTwoFactorRoutes } from './two-factor.js';
import { registerNotificationStream } from '../notify/stream.js';

export type AuthRouteConfig = AuthConfig & { mailer: MailAdapter };

/** Parses a JSON body with zod; refusals are 400s with field errors in the caller's language. */
import { parseBody, parseId } from '../http/kit.js';

const loginBody = z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(1024) });
const refreshBody = z.object({ refreshToken: z.string().min(10).max(200) });
const forgetBody = z.object({ username: z.string().trim().min(1).max(255).optional(), email: z.string().trim().min(1).max(255).optional() });
const resetBody = z.object({ token: z.string().min(10).max(200), password: z.string().max(4096) });
const changeBody = z.object({ old_password: z.string().min(1).max(4096), new_password: z.string().max(4096) });
const settingsBody = z.object({ lang: z.enum(['vi', 'en']).optional(), is_email_notification: z.boolean().optional() }).strict();

/** Fields a user may change on their own profile (PUT /user/profile/{id}); everything else is refused. */
export const PROFILE_FIELDS = ['full_name', 'phone_code', 'phone', 'personal_email', 'date_of_birth', 'avatar'] as const;

const minutesUntil = (until: Date | undefined, now: Date) => Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60_000));

/** Creates a reset token for an account and mails it; the token itself is stored as sha256 only. */
export async function sendResetMail(
  req: FastifyRequest,
  mailer: MailAdapter,
  acc: { id: number; email: string | null; personal_email?: unknown; full_name: string },
): Promise<boolean> {
  const to = acc.email ?? (typeof acc.personal_email === 'string' ? acc.personal_email : null);
  if (!to) return false;
  const db = req.ctx.database.db;
  const now = req.ctx.now();
  const s = await loginSettings(db);
  // At most three live reset tokens per account: mail bombing through this form stays bounded.
  const [live] = await db
    .select({ n: sql<number>`count(*)` })
    .from(passwordReset)
    .where(and(eq(passwordReset.account_id, acc.id), isNull(passwordReset.used_at), gt(passwordReset.expires_at, now)));
  if (Number(live?.n ?? 0) >= 3) return true;
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(passwordReset)
    .values({ token_hash: sha256(token), account_id: acc.id, created_date: now, expires_at: new Date(now.getTime() + s.reset_token_minutes * 60_000) });
  const lang = req.ctx.lang;
  await sendMail(
    db,
    mailer,
    {
      to,
      subject: translate(lang, 'auth.resetMailSubject'),
      text: translate(lang, 'auth.resetMailBody', { name: acc.full_name, token, minutes: s.reset_token_minutes }),
    },
    now,
  );
  return true;
}

export type LoginRefusal = { ok: false; reason: 'invalid' | 'locked' | 'inactive' | 'throttled' | 'ipThrottled' | 'expired'; until?: Date; max?: number };

/** A refused sign-in step, in the activity log (who tried is in `message`; never the password). */
export async function logFailedSignIn(ctx: FastifyRequest['ctx'], description: string, username?: string): Promise<void> {
  await writeActivity(ctx.database.db, ctx, {
    module: 'auth',
    tableName: 'account',
    action: 'login',
    result: 'FAILED',
    origin: null,
    updated: null,
    description,
    ...(username !== undefined && { message: username.slice(0, 100) }),
  });
}

export function loginRefusal(req: FastifyRequest, reply: FastifyReply, r: LoginRefusal) {
  const lang = req.ctx.lang;
  const now = req.ctx.now();
  if (r.reason === 'throttled' || r.reason === 'ipThrottled') {
    const minutes = minutesUntil(r.until, now);
    reply.header('retry-after', String(minutes * 60));
    reply.status(r.reason === 'throttled' ? 423 : 429);
    return { success: false, message: translate(lang, r.reason === 'throttled' ? 'auth.temporarilyLocked' : 'auth.tooManyAttempts', { max: r.max, minutes }) };
  }
  reply.status(401);
  const key =
    r.reason === 'locked' ? 'auth.locked' : r.reason === 'inactive' ? 'auth.inactive' : r.reason === 'expired' ? 'auth.refreshInvalid' : 'auth.invalid';
  return { success: false, message: translate(lang, key) };
}

export function registerAuthRoutes(app: FastifyInstance, cfg: AuthRouteConfig): void {
  const tags = ['auth'];
  registerTwoFactorRoutes(app, cfg);
  // Its tickets are signed with a key derived from the token secret, which lives here.
  registerNotificationStream(app, cfg);

  app.post('/api/v1/auth/login', {
    config: { isPublic: true },
    schema: {
      tags,
      summary: 'Sign in: returns the user with the ability list, a 15-minute access token and a refresh token',
      body: { type: 'object', required: ['username', 'password'], properties: { username: { type: 'string' }, password: { type: 'string' } } },
    },
    handler: async (req, reply) => {
      const body = parseBody(loginBody, req.body);
      const result = await login(req.ctx, cfg, body.username, body.password);
      if (result.ok === 'mfa') {
        // Step one of two: the client sends the challenge with a TOTP or recovery code to /auth/2fa/verify.
        return {
          success: true,
          data: { user: null, accessToken: null, refreshToken: null, twoFactorRequired: true, challengeToken: result.challengeToken },
          message: translate(req.ctx.lang, 'auth.twoFactorRequired'),
        };
      }
      if (!result.ok) {
        await logFailedSignIn(req.ctx, `login failed: ${result.reason}`, body.username);
        return loginRefusal(req, reply, result);
      }
      req.ctx.user = { id: Number(result.user.id), username: String(result.user.username), roleIds: [], ability: null as never };
      await writeActivity(req.ctx.database.db, req.ctx, {
        module: 'auth',
        tableName: 'account',
        action: 'login',
        recordId: Number(result.user.id),
        origin: null,
        updated: null,
        description: 'login',
      });
      return { success: true, data: { user: result.user, accessToken: result.accessToken, refreshToken: result.refreshToken } };
    },
  });

  app.post('/api/v1/auth/refresh', {
    config: { isPublic: true },
    schema: {
      tags,
      summary: 'Swap a refresh token for a new pair; the old refresh token stops working',
      body: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string' } } },
    },
    handler: async (req, reply) => {
      const body = parseBody(refreshBody, req.body);
      const db = req.ctx.database.db;
      const now = req.ctx.now();
      const s = await loginSettings(db);
      const r = await rotate(db, body.refreshToken, { refreshDays: s.refresh_days, now });
      const acc = r.ok ? await findAccountById(db, r.accountId) : null;
      if (!r.ok || !acc || acc.account_status !== 'ACTIVE' || acc.state !== 'ACTIVE') {
        if (r.ok) await revokeSessions(db, { sessionIds: [r.sessionId] }, 'inactive', now);
        if (!r.ok && r.reason === 'reused') {
          await writeActivity(db, req.ctx, {
            module: 'auth',
            tableName: 'auth_session',
            action: 'refresh',
            result: 'DENIED',
            origin: null,
            updated: null,
            description: 'refresh token reuse: session revoked',
          });
        }
        reply.status(401);
        return { success: false, message: translate(req.ctx.lang, 'auth.refreshInvalid') };
      }
      return { success: true, data: { accessToken: issueAccess(cfg, acc, r.sessionId, now), refreshToken: r.refreshToken, user: await publicUser(db, acc) } };
    },
  });

  app.post('/api/v1/auth/logout', {
    config: { isPublic: true },
    schema: { tags, summary: 'End this device session (bearer token, or the refresh token in the body)' },
    handler: async (req) => {
      const db = req.ctx.database.db;
      const body = (req.body ?? {}) as { refreshToken?: unknown };
      let sessionId = req.ctx.user?.sessionId;
      if (!sessionId && typeof body.refreshToken === 'string' && body.refreshToken.length <= 200) {
        sessionId = (await sessionOfToken(db, body.refreshToken))?.sessionId;
      }
      if (!sessionId) throw unauthorized();
      await revokeSessions(db, { sessionIds: [sessionId] }, 'logout', req.ctx.now());
      if (req.ctx.user)
        await writeActivity(db, req.ctx, {
          module: 'auth',
          tableName: 'auth_session',
          action: 'logout',
          recordId: sessionId,
          origin: null,
          updated: null,
          description: 'logout',
        });
      return { success: true, message: translate(req.ctx.lang, 'auth.loggedOut') };
    },
  });

  app.get('/api/v1/auth/sessions', {
    schema: { tags, summary: 'My devices: the live sessions of the signed-in user' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const rows = await listSessions(req.ctx.database.db, me.id, req.ctx.now());
      return { success: true, data: rows.map((r) => ({ ...r, is_current: Number(r.id) === me.sessionId })) };
    },
  });

  app.delete('/api/v1/auth/sessions/:id', {
    schema: { tags, summary: 'End one of my own sessions' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const id = parseId(req);
      const mine = await listSessions(req.ctx.database.db, me.id, req.ctx.now());
      if (!mine.some((s) => Number(s.id) === id)) throw notFound();
      await revokeSessions(req.ctx.database.db, { sessionIds: [id], accountId: me.id }, 'user_revoked', req.ctx.now());
      await writeActivity(req.ctx.database.db, req.ctx, {
        module: 'auth',
        tableName: 'auth_session',
        action: 'revoke',
        recordId: id,
        origin: null,
        updated: null,
        description: 'session ended by its owner',
      });
      return { success: true, message: translate(req.ctx.lang, 'auth.sessionEnded') };
    },
  });

  app.get('/api/v1/user/me', {
    schema: { tags, summary: 'The signed-in user with the ability list' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const row = await findAccountById(req.ctx.database.db, me.id);
      if (!row) throw unauthorized();
      return { success: true, data: await publicUser(req.ctx.database.db, row) };
    },
  });

  app.post('/api/v1/forget-password', {
    config: { isPublic: true },
    schema: { tags, summary: 'Mail a password reset code; the answer is the same whether the account exists or not' },
    handler: async (req) => {
      const body = parseBody(forgetBody, req.body);
      const db = req.ctx.database.db;
      const t = accounts();
      const key = body.username ?? body.email;
      if (!key) throw badRequest([{ field: 'username', key: 'validation.required', params: { label: 'username' } }]);
      const [acc] = (await db
        .select()
        .from(t)
        .where(and(sql`(lower(${c(t, 'username')}) = lower(${key}) OR lower(${c(t, 'email')}) = lower(${key}))`, eq(c(t, 'state'), 'ACTIVE')))
        .limit(1)) as { id: number; email: string | null; personal_email: unknown; full_name: string; account_status: string }[];
      if (acc && acc.account_status !== 'BLOCKED') await sendResetMail(req, cfg.mailer, acc);
      return { success: true, message: translate(req.ctx.lang, 'auth.resetSent') };
    },
  });

  app.post('/api/v1/user/reset-password', {
    config: { isPublic: true },
    schema: { tags, summary: 'Set a new password with a reset code; ends every session of the account' },
    handler: async (req) => {
      const body = parseBody(resetBody, req.body);
      const db = req.ctx.database.db;
      const now = req.ctx.now();
      const [tok] = await db
        .select()
        .from(passwordReset)
        .where(and(eq(passwordReset.token_hash, sha256(body.token)), isNull(passwordReset.used_at), gt(passwordReset.expires_at, now)))
        .limit(1);
      const acc = tok ? await findAccountById(db, Number(tok.account_id)) : null;
      if (!tok || !acc || acc.state !== 'ACTIVE') throw new AppError(400, 'auth.resetInvalid');
      checkPasswordPolicy(body.password, acc.username);
      // This code is spent in one statement only one request wins (issue 36, class 7: two resets
      // at once with one code set two passwords); then every other code of the account too.
      const spent = await db
        .update(passwordReset)
        .set({ used_at: now })
        .where(and(eq(passwordReset.token_hash, tok.token_hash), isNull(passwordReset.used_at)))
        .returning({ id: passwordReset.account_id });
      if (spent.length !== 1) throw new AppError(400, 'auth.resetInvalid');
      await db
        .update(passwordReset)
        .set({ used_at: now })
        .where(and(eq(passwordReset.account_id, acc.id), isNull(passwordReset.used_at)));
      await setPassword(db, acc.id, body.password, 'password_reset', now);
      await clearUser(db, acc.username);
      req.ctx.user = { id: acc.id, username: acc.username, roleIds: [], ability: null as never };
      await writeActivity(db, req.ctx, {
        module: 'auth',
        tableName: 'account',
        action: 'reset_password',
        recordId: acc.id,
        origin: null,
        updated: null,
        description: 'password reset',
      });
      return { success: true, message: translate(req.ctx.lang, 'auth.passwordChanged') };
    },
  });

  app.post('/api/v1/user/change-password', {
    schema: {
      tags,
      summary: 'Change my password (the current one is checked like a sign-in: wrong ones count towards the lock); ends every session, including this one',
    },
    handler: async (req, reply) => {
      requireUser(req.ctx); // 401 before any look at the body
      const body = parseBody(changeBody, req.body);
      const db = req.ctx.database.db;
      const acc = await confirmPassword(req.ctx, cfg, {
        password: body.old_password,
        field: 'old_password',
        isRecentEnough: false,
        retryAfter: (sec) => reply.header('retry-after', String(sec)),
      });
      checkPasswordPolicy(body.new_password, acc.username, 'new_password');
      await setPassword(db, acc.id, body.new_password, 'password_change', req.ctx.now());
      await writeActivity(db, req.ctx, {
        module: 'auth',
        tableName: 'account',
        action: 'change_password',
        recordId: acc.id,
        origin: null,
        updated: null,
        description: 'password changed',
      });
      return { success: true, message: translate(req.ctx.lang, 'auth.passwordChanged') };
    },
  });

  app.get('/api/v1/user/account-settings', {
    schema: { tags, summary: 'My account settings (language, mail notifications)' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const stored = (await getSetting<Row>(req.ctx.database.db, `account:${me.id}`)) ?? {};
      return { success: true, data: { lang: 'vi', is_email_notification: true, ...stored } };
    },
  });

  app.put('/api/v1/user/account-settings', {
    schema: { tags, summary: 'Change my account settings' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const body = parseBody(settingsBody, req.body);
      const db = req.ctx.database.db;
      const stored = (await getSetting<Row>(db, `account:${me.id}`)) ?? {};
      const value = { lang: 'vi', is_email_notification: true, ...stored, ...body };
      await putSetting(db, `account:${me.id}`, value, me.id, req.ctx.now());
      return { success: true, data: value, message: translate(req.ctx.lang, 'success.updated') };
    },
  });

  app.put('/api/v1/user/profile/:id', {
    schema: { tags, summary: `My own profile; only ${PROFILE_FIELDS.join(', ')} may change` },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const id = parseId(req);
      if (id !== me.id) throw new AppError(403, 'account.ownProfileOnly');
      const input = (req.body ?? {}) as Row;
      if (typeof input !== 'object' || Array.isArray(input)) throw badRequest([{ field: '', key: 'validation.type' }]);
      const refused = Object.keys(input).filter((k) => !(PROFILE_FIELDS as readonly string[]).includes(k));
      if (refused.length > 0) throw badRequest(refused.map((k) => ({ field: k, key: 'validation.unknownField' as const, params: { field: k } })));
      const db = req.ctx.database.db;
      const existing = await findAccountById(db, id);
      if (!existing) throw notFound();
      const v = validateInput(account, input, { mode: 'update', existing, now: req.ctx.now() });
      if (!v.ok) throw badRequest(v.issues, account);
      const t = accounts();
      const [row] = await db
        .update(t)
        .set({ ...v.data, updated_by: me.id, updated_date: req.ctx.now() })
        .where(eq(c(t, 'id'), id))
        .returning();
      if (!row) throw new AppError(409, 'account.updateFailed');
      await writeActivity(db, req.ctx, {
        resource: account,
        action: 'update',
        recordId: id,
        origin: publicAccount(existing),
        updated: publicAccount(row as Row),
        suffix: 'profile',
      });
      return { success: true, data: publicAccount(row as Row), message: translate(req.ctx.lang, 'success.updated') };
    },
  });
}

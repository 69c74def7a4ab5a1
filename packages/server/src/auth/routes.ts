import { translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Drizzle } from '../db/client.js';
import { writeActivity } from '../engine/activity.js';
import { requireUser } from '../engine/context.js';
import { AppError, badRequest } from '../engine/errors.js';
import { type AuthConfig, findAccountByUsername, login, publicUser } from './service.js';

const loginBody = z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(1024) });

export function registerAuthRoutes(app: FastifyInstance, cfg: AuthConfig): void {
  app.post('/api/v1/auth/login', {
    config: { isPublic: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign in',
      body: { type: 'object', required: ['username', 'password'], properties: { username: { type: 'string' }, password: { type: 'string' } } },
    },
    handler: async (req, reply) => {
      const parsed = loginBody.safeParse(req.body);
      if (!parsed.success) {
        throw badRequest(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), key: 'validation.required' as const })));
      }
      const result = await login(req.ctx.database, cfg, parsed.data.username, parsed.data.password);
      if (!result.ok) {
        await writeActivity(req.ctx.database.db, req.ctx, {
          module: 'auth',
          tableName: 'account',
          action: 'login',
          result: 'FAILED',
          origin: null,
          updated: null,
          message: parsed.data.username,
        });
        reply.status(401);
        return { success: false, message: translate(req.ctx.lang, result.reason === 'locked' ? 'auth.locked' : result.reason === 'inactive' ? 'auth.inactive' : 'auth.invalid') };
      }
      return { success: true, data: { user: result.user, accessToken: result.accessToken, refreshToken: null } };
    },
  });

  app.get('/api/v1/user/me', {
    schema: { tags: ['auth'], summary: 'The signed-in user with the ability list' },
    handler: async (req) => {
      const me = requireUser(req.ctx);
      const row = await findAccountByUsername(req.ctx.database.db, me.username);
      if (!row) throw new AppError(401, 'error.unauthorized');
      return { success: true, data: await publicUser(req.ctx.database.db, row) };
    },
  });
}

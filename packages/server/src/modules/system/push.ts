/**
 * Spec's /firebase (issue 15): devices register their push token here. Anyone signed in registers
 * and removes their own devices (`POST /firebase/register`, `POST /firebase/unregister`, `GET
 * /firebase/mine`); the generic /firebase routes are for holders of the NOTIFICATION rights (the
 * owner rule gives others only theirs). Deliveries (`/push-delivery`) are written by the server only.
 */
import { PUSH_PLATFORMS, pushDelivery, pushDevice } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { requireUser } from '../../engine/context.js';
import { AppError, badRequest } from '../../engine/errors.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';

const TOKEN_RE = /^[A-Za-z0-9_:\-.]{20,500}$/;

function registerPushRoutes(app: FastifyInstance): void {
  const t = tableFor(pushDevice);
  const c = (n: string) => t[n] as AnyPgColumn;
  const tags = ['notifications'];
  const tokenOf = (body: unknown): string => {
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !TOKEN_RE.test(token)) throw badRequest([{ field: 'token', key: 'push.tokenInvalid' }]);
    return token;
  };

  app.post('/api/v1/firebase/register', {
    schema: {
      tags,
      summary: "Registers this device's push token for the signed-in person (again: refreshes it; a token of another account moves to this one)",
      body: { type: 'object', required: ['token'], properties: { token: { type: 'string' }, platform: { type: 'string', enum: [...PUSH_PLATFORMS] }, device_name: { type: 'string' } } },
    },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const b = (req.body ?? {}) as { platform?: unknown; device_name?: unknown };
      const token = tokenOf(req.body);
      const platform = b.platform === undefined ? 'WEB' : b.platform;
      if (typeof platform !== 'string' || !(PUSH_PLATFORMS as readonly string[]).includes(platform)) {
        throw badRequest([{ field: 'platform', key: 'validation.enum', params: { label: 'platform', values: PUSH_PLATFORMS.join(', ') } }]);
      }
      const name = typeof b.device_name === 'string' ? b.device_name.trim().slice(0, 200) : null;
      const at = req.ctx.now();
      const db = req.ctx.database.db;
      const cols = { id: c('id'), platform: c('platform'), device_name: c('device_name'), last_seen_date: c('last_seen_date') };
      const save = () =>
        db.transaction(async (tx) => {
          // The token is unique (compared without case, as every declared unique text).
          const [known] = (await tx
            .select({ id: c('id') })
            .from(t)
            .where(sql`lower(${c('token')}) = lower(${token})`)
            .for('update')
            .limit(1)) as { id: number }[];
          const set = { account_id: user.id, platform, device_name: name, last_seen_date: at, state: 'ACTIVE', updated_by: user.id, updated_date: at };
          if (known) return tx.update(t).set({ ...set, token }).where(eq(c('id'), known.id)).returning(cols);
          return tx
            .insert(t)
            .values({ ...set, token, created_by: user.id, created_date: at })
            .returning(cols);
        });
      // Two registrations of a new token at once: the second finds the first's row on its retry.
      const [row] = (await save().catch((e) => (String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505' ? save() : Promise.reject(e)))) as Record<string, unknown>[];
      return { success: true, data: row };
    },
  });

  app.post('/api/v1/firebase/unregister', {
    schema: { tags, summary: "Stops pushing to this device (the signed-in person's own token)", body: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const token = tokenOf(req.body);
      const gone = await req.ctx.database.db
        .update(t)
        .set({ state: 'INACTIVE', updated_by: user.id, updated_date: req.ctx.now() })
        .where(and(eq(c('token'), token), eq(c('account_id'), user.id), eq(c('state'), 'ACTIVE')))
        .returning({ id: c('id') });
      return { success: true, data: { removed: gone.length } };
    },
  });

  app.get('/api/v1/firebase/mine', {
    schema: { tags, summary: "The signed-in person's registered devices" },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const items = await req.ctx.database.db
        .select({ id: c('id'), platform: c('platform'), device_name: c('device_name'), last_seen_date: c('last_seen_date') })
        .from(t)
        .where(and(eq(c('account_id'), user.id), eq(c('state'), 'ACTIVE')))
        .orderBy(desc(c('last_seen_date')))
        .limit(50);
      return { success: true, data: { items } };
    },
  });
}

const serverOnly = async (): Promise<never> => {
  throw new AppError(403, 'push.serverOnly');
};

export const pushModules: readonly ModuleDecl[] = [
  defineModule({ resource: pushDevice, routes: registerPushRoutes }),
  defineModule({ resource: pushDelivery, hooks: { prepare: [serverOnly], beforeDelete: [serverOnly] } }),
];

import { bookmark, validateInput } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { requireUser } from '../../engine/context.js';
import { badRequest } from '../../engine/errors.js';

/** Bookmarks point at pages of this site only: a path, never a scheme (no javascript: links). */
const SITE_PATH = /^\/[A-Za-z0-9/_\-.?=&%]*$/;

async function listOwn(req: FastifyRequest, userId: number) {
  const t = tableFor(bookmark);
  const c = (n: string) => t[n] as AnyPgColumn;
  return req.ctx.database.db
    .select({ id: c('id'), title: c('title'), link: c('link'), icon: c('icon'), created_date: c('created_date') })
    .from(t)
    .where(and(eq(c('user_id'), userId), eq(c('state'), 'ACTIVE')))
    .orderBy(asc(c('ordering')), asc(c('id')));
}

export function registerBookmarkRoutes(app: FastifyInstance): void {
  app.get('/api/bookmarks/data', {
    schema: { tags: ['portal'], summary: "The signed-in user's navbar bookmarks" },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      return { success: true, data: { items: await listOwn(req, user.id) } };
    },
  });

  app.post('/api/bookmarks/update', {
    schema: {
      tags: ['portal'],
      summary: 'Toggles a bookmark: adds the page when it is not bookmarked, removes it when it is',
      body: { type: 'object', required: ['link', 'title'], properties: { link: { type: 'string' }, title: { type: 'string' }, icon: { type: 'string' } } },
    },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = { user_id: user.id, title: body.title, link: body.link, ...(body.icon !== undefined && { icon: body.icon }) };
      const v = validateInput(bookmark, input, { mode: 'create' });
      if (!v.ok) throw badRequest(v.issues, bookmark);
      const link = String(v.data.link);
      if (!SITE_PATH.test(link)) throw badRequest([{ field: 'link', key: 'validation.type' }], bookmark);
      const t = tableFor(bookmark);
      const c = (n: string) => t[n] as AnyPgColumn;
      const db = req.ctx.database.db;
      const mine = and(eq(c('user_id'), user.id), eq(c('link'), link));
      const existing = await db.select({ id: c('id') }).from(t).where(mine);
      let isBookmarked: boolean;
      if (existing.length > 0) {
        await db.delete(t).where(mine);
        isBookmarked = false;
      } else {
        await db.insert(t).values({ ...v.data, created_by: user.id, updated_by: user.id });
        isBookmarked = true;
      }
      return { success: true, data: { isBookmarked, link, items: await listOwn(req, user.id) } };
    },
  });
}

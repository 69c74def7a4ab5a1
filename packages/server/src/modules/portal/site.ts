import { category, menu } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { requireUser } from '../../engine/context.js';

/** Settings categories that are public: the sign-in page shows the logo and title before sign-in. */
export const SITE_CATEGORY_TYPES = ['TITLE', 'LOGO_LOGIN', 'LOGO_ADMIN', 'LOGO_1', 'LOGO_2', 'LOGO_3', 'LOGO_4', 'FOOTER', 'SOCIAL_ICON'] as const;
const SITE_COLUMNS = ['id', 'type', 'name', 'name_en', 'code', 'value', 'link', 'icon', 'icon_dark', 'ordering'] as const;

export function registerSiteRoutes(app: FastifyInstance): void {
  app.get('/api/v1/portal/settings', {
    config: { isPublic: true },
    schema: { tags: ['portal'], summary: 'Site title, logos, footer and social icons (public)' },
    handler: async (req) => {
      const t = tableFor(category);
      const c = (n: string) => t[n] as AnyPgColumn;
      const rows = (await req.ctx.database.db
        .select(Object.fromEntries(SITE_COLUMNS.map((n) => [n, c(n)])))
        .from(t)
        .where(and(eq(c('state'), 'ACTIVE'), inArray(c('type'), [...SITE_CATEGORY_TYPES])))
        .orderBy(asc(c('ordering')), asc(c('id')))) as { type: string }[];
      return {
        success: true,
        data: {
          title: rows.find((r) => r.type === 'TITLE') ?? null,
          logos: rows.filter((r) => r.type.startsWith('LOGO_')),
          footer: rows.find((r) => r.type === 'FOOTER') ?? null,
          socials: rows.filter((r) => r.type === 'SOCIAL_ICON'),
        },
      };
    },
  });

  app.get('/api/v1/portal/menus', {
    schema: { tags: ['portal'], summary: 'The portal menus and shortcuts, for every signed-in user' },
    handler: async (req) => {
      requireUser(req.ctx);
      const t = tableFor(menu);
      const c = (n: string) => t[n] as AnyPgColumn;
      const cols = ['id', 'name', 'name_en', 'group', 'parent_id', 'link', 'target', 'icon', 'icon_dark', 'ordering'];
      const items = await req.ctx.database.db
        .select(Object.fromEntries(cols.map((n) => [n, c(n)])))
        .from(t)
        .where(eq(c('state'), 'ACTIVE'))
        .orderBy(asc(c('ordering')), asc(c('id')))
        .limit(500);
      return { success: true, data: { items } };
    },
  });
}

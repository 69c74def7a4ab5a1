import type { Resource } from '@portal/domain';
import { category, commonTemplate, FRONT_SITE_ROUTES, menu, menuGroup, SIDEBAR_TYPES, sideBarMenuTemplate, topMenu } from '@portal/domain';
import { canOpenPage, type PageFacts, PORTAL_PAGE_NEEDS } from '@portal/domain/portal-pages';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { notFound } from '../../engine/errors.js';

/** Settings categories that are public: the sign-in page shows the logo and title before sign-in. */
export const SITE_CATEGORY_TYPES = ['TITLE', 'LOGO_LOGIN', 'LOGO_ADMIN', 'LOGO_1', 'LOGO_2', 'LOGO_3', 'LOGO_4', 'FOOTER', 'SOCIAL_ICON'] as const;
const SITE_COLUMNS = ['id', 'type', 'name', 'name_en', 'code', 'value', 'value_en', 'link', 'icon', 'icon_dark', 'ordering'] as const;

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
    schema: {
      tags: ['portal'],
      summary:
        "The portal menus, shortcuts, top menu and menu groups (shown entries only), for every signed-in user: entries linking to a page the caller may not open are left out, and `closed` lists those pages (the web hides its own links to them)",
    },
    handler: async (req) => {
      requireUser(req.ctx);
      const [items, top, groups, closed] = await Promise.all([
        shown(req.ctx, menu, ['id', 'name', 'name_en', 'group', 'menu_group_id', 'parent_id', 'link', 'target', 'icon', 'icon_dark', 'ordering']),
        shown(req.ctx, topMenu, ['id', 'name', 'name_en', 'parent_id', 'link', 'target', 'icon', 'ordering']),
        shown(req.ctx, menuGroup, ['id', 'code', 'name', 'name_en', 'description', 'description_en', 'icon', 'ordering']),
        closedPages(req.ctx),
      ]);
      const open = (m: Record<string, unknown>) => !closed.includes(String(m.link ?? '').split(/[?#]/, 1)[0] ?? '');
      return { success: true, data: { items: items.filter(open), top: top.filter(open), groups, closed } };
    },
  });

  app.get<{ Params: { type: string } }>('/api/v1/portal/sidebar/:type', {
    schema: {
      tags: ['portal'],
      summary: "A page kind's sidebar: its template, the entries of the template's menu group and its common templates",
      params: { type: 'object', properties: { type: { type: 'string', enum: [...SIDEBAR_TYPES] } }, required: ['type'] },
    },
    handler: async (req) => {
      requireUser(req.ctx);
      const [template] = await shown(req.ctx, sideBarMenuTemplate, ['id', 'type', 'name', 'title', 'title_en', 'menu_group_id', 'common_template_ids', 'banner', 'banner_link'], [eq(col(sideBarMenuTemplate, 'type'), req.params.type)], 1);
      if (!template) throw notFound();
      const groupId = template.menu_group_id as number | null;
      const blockIds = ((template.common_template_ids as number[] | null) ?? []).map(Number);
      const [links, blocks, closed] = await Promise.all([
        groupId == null ? [] : shown(req.ctx, menu, ['id', 'name', 'name_en', 'link', 'target', 'icon', 'icon_dark', 'ordering'], [eq(col(menu, 'menu_group_id'), groupId)]),
        blockIds.length === 0 ? [] : shown(req.ctx, commonTemplate, ['id', 'code', 'title', 'title_en', 'content', 'content_en', 'image', 'link', 'ordering'], [inArray(col(commonTemplate, 'id'), blockIds)]),
        closedPages(req.ctx),
      ]);
      // Blocks in the order the template lists them.
      blocks.sort((a, b) => blockIds.indexOf(Number(a.id)) - blockIds.indexOf(Number(b.id)));
      return { success: true, data: { template, links: links.filter((m) => !closed.includes(String(m.link ?? '').split(/[?#]/, 1)[0] ?? '')), blocks } };
    },
  });
}

const col = (r: Resource, n: string) => tableFor(r)[n] as AnyPgColumn;

/** Active rows of a navigation resource that are not hidden, in their order (bounded). */
async function shown(ctx: Ctx, r: Resource, cols: readonly string[], where: SQL[] = [], limit = 500): Promise<Record<string, unknown>[]> {
  const t = tableFor(r);
  const conds = [eq(col(r, 'state'), 'ACTIVE'), ...(r.columnByName.has('is_hidden') ? [eq(col(r, 'is_hidden'), false)] : []), ...where];
  return (await ctx.database.db
    .select(Object.fromEntries(cols.map((n) => [n, col(r, n)])))
    .from(t)
    .where(and(...conds))
    .orderBy(asc(col(r, 'ordering')), asc(col(r, 'id')))
    .limit(limit)) as Record<string, unknown>[];
}

/** Whether the caller manages someone (an active staff file names theirs as line manager): the unit timesheet's reader. */
async function isLineManager(ctx: Ctx, accountId: number): Promise<boolean> {
  const rows = await ctx.database.db.execute(
    sql`SELECT 1 AS x FROM staff s JOIN staff me ON s.manager_id = me.id WHERE me.account_id = ${accountId} AND me.state = 'ACTIVE' AND s.state = 'ACTIVE' LIMIT 1`,
  );
  return (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])).length > 0;
}

/** The portal pages the caller may not open (PORTAL_PAGE_NEEDS): menus leave them out, the web hides its links to them. */
export async function closedPages(ctx: Ctx): Promise<string[]> {
  const user = requireUser(ctx);
  const paths = [...new Set([...FRONT_SITE_ROUTES, ...Object.keys(PORTAL_PAGE_NEEDS)])];
  const needsFacts = !canOpenPage('/timekeeping', user.ability, { isLineManager: true }) ? false : !canOpenPage('/timekeeping', user.ability, {});
  const facts: PageFacts = needsFacts ? { isLineManager: await isLineManager(ctx, user.id) } : {};
  return paths.filter((p) => !canOpenPage(p, user.ability, facts));
}

/**
 * Read endpoints the portal home and news pages need (spec §1, §2): released, shown, not hidden,
 * not expired content only (the read scopes of news-hooks.ts / digital-lib-hooks.ts apply, since
 * these call the engine's list with the staff view).
 */
import type { ListQuery, Resource, Row } from '@portal/domain';
import { account, category, comment, digitalLib, news, newsType, parseListQuery, reaction } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { releasedLibrary } from './digital-lib-hooks.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import type { Ctx } from '../../engine/context.js';
import { authorize } from '../../engine/context.js';
import { badRequest } from '../../engine/errors.js';
import { approxBytes, cachedResult, deepFreeze } from '../../engine/query-cache.js';
import { scopeNow } from '../../engine/read-scope.js';
import { sendData } from '../../engine/routes.js';
import { parseId } from '../../http/kit.js';
import { getRecord, listRecords } from '../../engine/service.js';

function query(r: Resource, params: Record<string, string>): ListQuery {
  const parsed = parseListQuery(r, params);
  if (!parsed.ok) throw badRequest(parsed.issues, r);
  return parsed.query;
}

const items = async (ctx: Ctx, r: Resource, params: Record<string, string>): Promise<Row[]> => (await listRecords(ctx, r, query(r, params))).items;

/** Mobile-only items go to small screens only (spec §2). */
const deviceFilter = (device: unknown): Record<string, string> => (device === 'mobile' ? {} : { f_is_only_mobile: 'false' });

export async function newsCounts(ctx: Ctx, ids: number[]): Promise<Map<number, { likes: number; comments: number }>> {
  const out = new Map<number, { likes: number; comments: number }>(ids.map((id) => [id, { likes: 0, comments: 0 }]));
  if (ids.length === 0) return out;
  const rt = tableFor(reaction);
  const ct = tableFor(comment);
  const c = (t: typeof rt, n: string) => t[n] as AnyPgColumn;
  const db = ctx.database.db;
  const likes = await db
    .select({ id: c(rt, 'target_id'), n: count() })
    .from(rt)
    .where(and(eq(c(rt, 'target_type'), 'NEWS'), inArray(c(rt, 'target_id'), ids), eq(c(rt, 'state'), 'ACTIVE')))
    .groupBy(c(rt, 'target_id'));
  const comments = await db
    .select({ id: c(ct, 'news_id'), n: count() })
    .from(ct)
    .where(and(inArray(c(ct, 'news_id'), ids), eq(c(ct, 'is_hide'), false), eq(c(ct, 'state'), 'ACTIVE')))
    .groupBy(c(ct, 'news_id'));
  for (const l of likes) {
    const e = out.get(Number(l.id));
    if (e) e.likes = Number(l.n);
  }
  for (const k of comments) {
    const e = out.get(Number(k.id));
    if (e) e.comments = Number(k.n);
  }
  return out;
}

/** The shown news types, for the home page's "latest by type" (staff need no settings right for this). */
async function newsTypes(ctx: Ctx): Promise<Row[]> {
  const t = tableFor(newsType);
  const c = (n: string) => t[n] as AnyPgColumn;
  return (await ctx.database.db
    .select({ id: c('id'), name: c('name'), name_en: c('name_en'), type_number: c('type_number'), kind: c('kind') })
    .from(t)
    .where(and(eq(c('is_show'), true), eq(c('state'), 'ACTIVE')))
    .orderBy(asc(c('ordering')), asc(c('id')))
    .limit(20)) as Row[];
}

/** Released library items for the home page: portal content every reader of news sees. */
async function libraryItems(ctx: Ctx, kind: string, flag: string): Promise<Row[]> {
  const t = tableFor(digitalLib);
  const c = (n: string) => t[n] as AnyPgColumn;
  return (await ctx.database.db
    .select()
    .from(t)
    .where(and(eq(c('kind'), kind), eq(c(flag), true), eq(c('state'), 'ACTIVE'), ...releasedLibrary(t, ctx.now())))
    .orderBy(asc(c('ordering')), desc(c('created_date')))
    .limit(10)) as Row[];
}

/** Everything the portal home page shows (released items only), in one answer. */
export async function portalHome(ctx: Ctx, deviceKind: unknown) {
  const device = deviceFilter(deviceKind);
  const latest = { order: 'release_date desc', ...device };
  const [homepageSlider, newsSlider, eventSlider, hotNews, types] = await Promise.all([
    items(ctx, news, { ...latest, f_is_slider: 'true', limit: '10' }),
    items(ctx, news, { ...latest, f_is_banner: 'true', limit: '10' }),
    items(ctx, news, { ...latest, f_is_horizon_banner: 'true', limit: '10' }),
    items(ctx, news, { ...latest, f_is_outstanding: 'true', limit: '6' }),
    newsTypes(ctx),
  ]);
  const latestByType = await Promise.all(types.map(async (type) => ({ type, items: await items(ctx, news, { ...latest, f_type_id: String(type.id), limit: '6' }) })));
  const [albums, videos, horizonAds, verticalAds, calendarAds] = await Promise.all([
    libraryItems(ctx, 'ALBUM', 'is_dashboard'),
    libraryItems(ctx, 'VIDEO', 'is_dashboard'),
    libraryItems(ctx, 'ADS', 'is_horizon_ads'),
    libraryItems(ctx, 'ADS', 'is_vertical_ads'),
    libraryItems(ctx, 'ADS', 'is_calendar_ads'),
  ]);
  return { homepageSlider, newsSlider, eventSlider, hotNews, latestByType, library: { albums, videos }, ads: { horizon: horizonAds, vertical: verticalAds, calendar: calendarAds } };
}

/** Most comments the portal's comment list returns at once. */
const COMMENTS_MAX = 200;

/** The realms (DOCUMENT_REALM categories) news are filed under: readers of news filter by them without a settings right. */
async function newsRealms(ctx: Ctx): Promise<Row[]> {
  const t = tableFor(category);
  const c = (n: string) => t[n] as AnyPgColumn;
  return (await ctx.database.db
    .select({ id: c('id'), name: c('name'), name_en: c('name_en') })
    .from(t)
    .where(and(eq(c('type'), 'DOCUMENT_REALM'), eq(c('state'), 'ACTIVE')))
    .orderBy(asc(c('ordering')), asc(c('id')))
    .limit(200)) as Row[];
}

export function registerPortalRoutes(app: FastifyInstance): void {
  // The news list's filters (issue 38 item 11: no list loses a filter to a 403): the categories are
  // SETTING records staff may not list, so the news list asked /category and lost its realm filter.
  app.get('/api/v1/portal/news-options', { schema: { tags: ['portal'], summary: "The news list's filter options (shown types, realms) for every reader of news" } }, async (req) => {
    authorize(req.ctx, 'view', news.subject);
    const [types, realms] = await Promise.all([newsTypes(req.ctx), newsRealms(req.ctx)]);
    return { success: true, data: { types, realms } };
  });

  app.get('/api/v1/portal/news/:id/comments', { schema: { tags: ['portal'], summary: "A released news item's visible comments with their authors' names" } }, async (req) => {
    const ctx = req.ctx;
    const item = await getRecord(ctx, news, parseId(req));
    const ct = tableFor(comment);
    const at = tableFor(account);
    const c = (t: typeof ct, n: string) => t[n] as AnyPgColumn;
    const rows = await ctx.database.db
      .select({
        id: c(ct, 'id'),
        content: c(ct, 'content'),
        parent_id: c(ct, 'parent_id'),
        created_date: c(ct, 'created_date'),
        created_by: c(ct, 'created_by'),
        author_name: c(at, 'full_name'),
        author_avatar: c(at, 'avatar'),
      })
      .from(ct)
      .leftJoin(at, eq(c(at, 'id'), c(ct, 'created_by')))
      .where(and(eq(c(ct, 'news_id'), item.id), eq(c(ct, 'is_hide'), false), eq(c(ct, 'state'), 'ACTIVE')))
      .orderBy(desc(c(ct, 'created_date')), desc(c(ct, 'id')))
      .limit(COMMENTS_MAX);
    // Spec §3 list extra field `totalComment`: every visible comment, also past the page's cap.
    const totalComment = rows.length < COMMENTS_MAX ? rows.length : ((await newsCounts(ctx, [Number(item.id)])).get(Number(item.id))?.comments ?? rows.length);
    return { success: true, data: { items: rows, totalRows: totalComment, totalComment } };
  });

  app.get('/api/v1/portal/home', { schema: { tags: ['portal'], summary: 'Everything the portal home page shows, released items only' } }, async (req, reply) => {
    authorize(req.ctx, 'view', 'NEWS');
    const device = (req.query as { device?: string }).device === 'mobile' ? 'mobile' : 'desktop';
    // The same for every reader (released content only), per second and device: cached until
    // news, news types or the library change (engine/query-cache.ts), sent as a prepared body.
    const data = await cachedResult(
      req.ctx.database,
      [news.name, newsType.name, digitalLib.name],
      `portal-home\u0000${device}\u0000${scopeNow(req.ctx).toISOString()}`,
      async () => deepFreeze(await portalHome(req.ctx, device)),
      (home) => approxBytes([home.homepageSlider, home.newsSlider, home.eventSlider, home.hotNews, home.latestByType.flatMap((g) => g.items)].flat() as Row[]),
    );
    return sendData(req, reply, data);
  });

  app.get('/api/v1/portal/news/:id', { schema: { tags: ['portal'], summary: 'A released news item with counts and related news' } }, async (req) => {
    const ctx = req.ctx;
    const item = await getRecord(ctx, news, parseId(req));
    const device = deviceFilter((req.query as { device?: string }).device);
    const sameType = await items(ctx, news, { ...device, order: 'release_date desc', f_type_id: String(item.type_id), limit: '6' });
    const tags = Array.isArray(item.tags) ? (item.tags as string[]) : [];
    const sameTags = tags.length > 0 ? await items(ctx, news, { ...device, order: 'release_date desc', f_tags: tags.slice(0, 10).join('|'), limit: '6' }) : [];
    const seen = new Set<number>([Number(item.id)]);
    const related: Row[] = [];
    for (const r of [...sameTags, ...sameType]) {
      if (seen.has(Number(r.id)) || related.length >= 5) continue;
      seen.add(Number(r.id));
      related.push(r);
    }
    const counts = (await newsCounts(ctx, [Number(item.id)])).get(Number(item.id));
    // A read of the released item by a reader counts as a view (no activity-log row: it is not a change).
    const nt = tableFor(news);
    await ctx.database.db
      .update(nt)
      .set({ view_count: sql`${nt.view_count as AnyPgColumn} + 1` })
      .where(eq(nt.id as AnyPgColumn, item.id));
    let myReaction: Row | null = null;
    if (ctx.user) {
      const rt = tableFor(reaction);
      const c = (n: string) => rt[n] as AnyPgColumn;
      const [mine] = await ctx.database.db
        .select({ id: c('id'), reaction_setting_id: c('reaction_setting_id') })
        .from(rt)
        .where(and(eq(c('target_type'), 'NEWS'), eq(c('target_id'), item.id), eq(c('created_by'), ctx.user.id), eq(c('state'), 'ACTIVE')))
        .limit(1);
      myReaction = (mine as Row | undefined) ?? null;
    }
    // `totalComment`: the spec's name (§3 list extra fields) for comments_count.
    return {
      success: true,
      data: { ...item, view_count: Number(item.view_count ?? 0) + 1, likes_count: counts?.likes ?? 0, comments_count: counts?.comments ?? 0, totalComment: counts?.comments ?? 0, my_reaction: myReaction, related },
    };
  });
}

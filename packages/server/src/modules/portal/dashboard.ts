/**
 * The portal's dashboard (/dashboard, spec §7 "news and internal exports"): figures of the news a
 * caller may read (released per month of a year in Asia/Ho_Chi_Minh, per type, the most read) and
 * internal figures (how many records of each portal content the caller may read), each with an
 * xlsx export. Every figure is computed under the caller's read scope (the engine's access rule),
 * so a staff member's dashboard counts released news only.
 */
import type { Resource } from '@portal/domain';
import { archive, canDo, category, comment, digitalLib, marketing, news, newsType, office, poll, reaction, support, tradeMark } from '@portal/domain';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { AppError, forbidden } from '../../engine/errors.js';
import { defineModule } from '../../engine/module.js';
import { accessConditions } from '../../engine/access.js';
import { sendXlsx, type ColumnSpec } from '../../engine/xlsx.js';
import { resourceCounts } from '../system/dashboard.js';

const TZ = 'Asia/Ho_Chi_Minh';
/** Portal content counted in the internal figures (each under its own rights and read scope). */
const INTERNAL: readonly Resource[] = [digitalLib, poll, archive, office, tradeMark, marketing, support, comment, reaction];

/** The year asked for (default: this year in Ho Chi Minh City); anything else is a 400. */
function yearOf(ctx: Ctx, raw: unknown): number {
  const now = Number(new Intl.DateTimeFormat('en', { timeZone: TZ, year: 'numeric' }).format(ctx.now()));
  if (raw === undefined || raw === '') return now;
  const y = Number(raw);
  if (!Number.isInteger(y) || y < 1990 || y > 2100) throw new AppError(400, 'error.validation', {}, [{ field: 'year', key: 'validation.max', params: { max: 2100 } }]);
  return y;
}

/** The first instant of a year in Ho Chi Minh City (UTC+7, no daylight saving). */
const yearStart = (y: number) => new Date(Date.UTC(y, 0, 1) - 7 * 3_600_000);

export type NewsFigures = {
  year: number;
  total: number;
  inYear: number;
  byMonth: { month: number; count: number }[];
  byType: { type_id: number; name: string; name_en: string | null; count: number }[];
  topViewed: { id: number; title: string; title_en: string | null; view_count: number; release_date: Date }[];
};

export async function newsFigures(ctx: Ctx, year: number): Promise<NewsFigures> {
  const user = requireUser(ctx);
  if (!canDo(user.ability, 'view', news.subject)) throw forbidden();
  const t = tableFor(news);
  const c = (n: string) => t[n] as AnyPgColumn;
  const scope = [eq(c('state'), 'ACTIVE'), ...accessConditions(ctx, news, t, 'read', { isCms: false })];
  const inYear = [...scope, gte(c('release_date'), yearStart(year)), lt(c('release_date'), yearStart(year + 1))];
  const db = ctx.database.db;
  const month = sql<number>`extract(month from ${c('release_date')} at time zone ${sql.raw(`'${TZ}'`)})::int`;
  const types = tableFor(newsType);
  const [[all], months, byType, top] = await Promise.all([
    db.select({ n: count() }).from(t).where(and(...scope)),
    db.select({ month, n: count() }).from(t).where(and(...inYear)).groupBy(month),
    db
      .select({ type_id: c('type_id'), name: types.name as AnyPgColumn, name_en: types.name_en as AnyPgColumn, n: count() })
      .from(t)
      .innerJoin(types, eq(types.id as AnyPgColumn, c('type_id')))
      .where(and(...inYear))
      .groupBy(c('type_id'), types.name as AnyPgColumn, types.name_en as AnyPgColumn)
      .orderBy(desc(count())),
    db
      .select({ id: c('id'), title: c('title'), title_en: c('title_en'), view_count: c('view_count'), release_date: c('release_date') })
      .from(t)
      .where(and(...inYear))
      .orderBy(desc(c('view_count')), desc(c('id')))
      .limit(5),
  ]);
  const perMonth = new Map(months.map((m) => [Number(m.month), Number(m.n)]));
  const byMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: perMonth.get(i + 1) ?? 0 }));
  return {
    year,
    total: Number(all?.n ?? 0),
    inYear: byMonth.reduce((s, m) => s + m.count, 0),
    byMonth,
    byType: byType.map((x) => ({ type_id: Number(x.type_id), name: String(x.name), name_en: (x.name_en as string | null) ?? null, count: Number(x.n) })),
    topViewed: top.map((x) => ({ id: Number(x.id), title: String(x.title), title_en: (x.title_en as string | null) ?? null, view_count: Number(x.view_count), release_date: x.release_date as Date })),
  };
}

/** How many records of each portal content the caller may read (the portal's view: released only). */
export async function internalFigures(ctx: Ctx) {
  requireUser(ctx);
  const counts = await resourceCounts(ctx, INTERNAL, { isCms: false });
  // Figures of nothing the caller may read are not figures: refused as the console's counts are.
  if (counts.length === 0) throw forbidden();
  return counts.map((x) => {
    const r = INTERNAL.find((i) => i.name === x.name) as Resource;
    return { ...x, label: r.label.vi, label_en: r.label.en };
  });
}

/**
 * The ARCHIVE categories that file at least one archive record the caller may read (the portal's
 * archive tabs; settings categories themselves are not readable by staff).
 */
export async function archiveCategories(ctx: Ctx) {
  const user = requireUser(ctx);
  if (!canDo(user.ability, 'view', archive.subject)) return [];
  const a = tableFor(archive);
  const k = tableFor(category);
  const ac = (n: string) => a[n] as AnyPgColumn;
  const kc = (n: string) => k[n] as AnyPgColumn;
  const used = ctx.database.db
    .select({ id: ac('category_id') })
    .from(a)
    .where(and(eq(ac('state'), 'ACTIVE'), ...accessConditions(ctx, archive, a, 'read', { isCms: false })));
  return ctx.database.db
    .select({ id: kc('id'), name: kc('name'), name_en: kc('name_en') })
    .from(k)
    .where(and(eq(kc('state'), 'ACTIVE'), eq(kc('type'), 'ARCHIVE'), sql`${kc('id')} IN (${used})`))
    .orderBy(asc(kc('ordering')), asc(kc('id')))
    .limit(50);
}

function registerDashboardRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { year?: string } }>('/api/v1/dashboard', {
    schema: { tags: ['portal.dashboard'], summary: "The dashboard's news figures of a year (default this year) and internal figures, under the caller's read scope" },
    handler: async (req) => {
      const year = yearOf(req.ctx, req.query.year);
      const [newsData, internal, categories] = await Promise.all([newsFigures(req.ctx, year), internalFigures(req.ctx), archiveCategories(req.ctx)]);
      return { success: true, data: { news: newsData, internal, archiveCategories: categories } };
    },
  });

  app.get<{ Querystring: { year?: string } }>('/api/v1/dashboard/export-news', {
    schema: { tags: ['portal.dashboard'], summary: 'xlsx: released news per month and per type of a year, and the most read' },
    handler: async (req, reply) => {
      const year = yearOf(req.ctx, req.query.year);
      const f = await newsFigures(req.ctx, year);
      const en = req.ctx.lang === 'en';
      const columns: ColumnSpec[] = [
        { key: 'group', header: en ? 'Figure' : 'Chỉ số', width: 24 },
        { key: 'label', header: en ? 'Item' : 'Mục', width: 60 },
        { key: 'value', header: en ? 'Value' : 'Giá trị', width: 14 },
      ];
      const rows = [
        { group: en ? 'Total released' : 'Tổng số tin đã phát hành', label: '', value: f.total },
        { group: en ? `Released in ${year}` : `Phát hành năm ${year}`, label: '', value: f.inYear },
        ...f.byMonth.map((m) => ({ group: en ? 'By month' : 'Theo tháng', label: `${String(m.month).padStart(2, '0')}/${year}`, value: m.count })),
        ...f.byType.map((x) => ({ group: en ? 'By type' : 'Theo loại tin', label: en && x.name_en ? x.name_en : x.name, value: x.count })),
        ...f.topViewed.map((x) => ({ group: en ? 'Most read' : 'Đọc nhiều nhất', label: en && x.title_en ? x.title_en : x.title, value: x.view_count })),
      ];
      return sendXlsx(reply, `dashboard_news_${year}`, columns, (async function* () { yield rows; })(), req.ctx.now());
    },
  });

  app.get('/api/v1/dashboard/export-internal', {
    schema: { tags: ['portal.dashboard'], summary: 'xlsx: how many records of each portal content the caller may read' },
    handler: async (req, reply) => {
      const items = await internalFigures(req.ctx);
      const en = req.ctx.lang === 'en';
      const columns: ColumnSpec[] = [
        { key: 'label', header: en ? 'Content' : 'Nội dung', width: 40 },
        { key: 'totalRows', header: en ? 'Records' : 'Số bản ghi', width: 14 },
      ];
      const rows = items.map((x) => ({ label: en ? x.label_en : x.label, totalRows: x.totalRows }));
      return sendXlsx(reply, 'dashboard_internal', columns, (async function* () { yield rows; })(), req.ctx.now());
    },
  });
}

export const archiveModule = defineModule({ resource: archive, routes: registerDashboardRoutes });

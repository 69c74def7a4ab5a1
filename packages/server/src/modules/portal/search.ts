/**
 * The portal header's search (issue 38 item 9): one request finds what the caller may read, in
 * groups: portal pages by name, documents (opened on their look-up page), people (the phone book),
 * internal activities, Q&A, news and the group's content pages. Each group is the group's own list
 * read (the engine's list with the caller's access rule and published rule, the phone book's read),
 * so a group the caller may not read gives nothing and a record they may not read is never among
 * the hits; diacritics are ignored everywhere (the stored search documents, ADR 0011; the page
 * names folded here). Every group is one bounded page (`limit`), read at the same time.
 *
 * Before, the web asked every list endpoint itself (eleven requests a search, people, documents and
 * activities missing); the per-resource reads are the same, now in one place.
 */
import { canDo, documentSetting, document as documentResource, FRONT_SITE_PAGES, feedback, internalActivity, type Lang, type ListQuery, news, parseListQuery, type Resource, resourceByPath, type Row, staff } from '@portal/domain';
import { foldDiacritics } from '@portal/domain/format';
import { DOCUMENT_LOOKUP_ROUTES } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest } from '../../engine/errors.js';
import { listRecords } from '../../engine/service.js';
import { cachedStaffDirectory } from '../hr/directory.js';
import { closedPages } from './site.js';

export const SEARCH_GROUPS = ['pages', 'documents', 'people', 'activities', 'qa', 'news', 'content'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUPS)[number];
export type SearchHit = { key: string; title: string; hint?: string | null; route: string; date?: string | null };
export type SearchGroup = { key: SearchGroupKey; total: number; items: SearchHit[] };

const Q_MAX = 100;
const LIMIT_DEFAULT = 5;
const LIMIT_MAX = 20;

/** Portal pages the search offers besides the spec's front-site pages. */
const EXTRA_PAGES = [{ path: '/news', label: { vi: 'Tin tức', en: 'News' } }];

const pick = (row: Row, field: string, lang: Lang): string => {
  const en = row[`${field}_en`];
  if (lang === 'en' && typeof en === 'string' && en.trim()) return en;
  const vi = row[field];
  return typeof vi === 'string' ? vi : String(vi ?? '');
};
const dateOf = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);

/** Group content read by the search: each page's records, opened on that page (the former web-side list, issue 12). */
const CONTENT: { path: string; title: string; route: string; params?: Record<string, string> }[] = [
  { path: 'about', title: 'title', route: '/about-thaco' },
  { path: 'culture-thaco', title: 'title', route: '/thaco-culture' },
  { path: 'histories', title: 'title', route: '/establishment-and-development' },
  { path: 'process-formation-develop', title: 'title', route: '/establishment-and-development' },
  { path: 'message-of-bod', title: 'title', route: '/introduce/message' },
  { path: 'message', title: 'title', route: '/chairmans-new-year-messages', params: { f_kind: 'NEW_YEAR' } },
  { path: 'trade-mark', title: 'name', route: '/trademark' },
  { path: 'marketing', title: 'title', route: '/marketing' },
  { path: 'supports', title: 'title', route: '/technical-support' },
  { path: 'digital-lib', title: 'title', route: '/media/digital' },
];

function parsed(r: Resource, params: Record<string, string>): ListQuery {
  const p = parseListQuery(r, params);
  if (!p.ok) throw badRequest(p.issues, r);
  return p.query;
}

/** One resource's hits for the caller, or none when they may not read it (the list's own refusal). */
async function listed(ctx: Ctx, r: Resource, q: string, limit: number, extra: Record<string, string> = {}): Promise<{ items: Row[]; total: number }> {
  if (!ctx.user || !canDo(ctx.user.ability, 'view', r.subject)) return { items: [], total: 0 };
  try {
    const page = await listRecords(ctx, r, parsed(r, { q, page: '1', limit: String(limit), order: 'relevance', ...extra }));
    return { items: page.items as Row[], total: page.totalRows };
  } catch (e) {
    // A narrower rule than the subject's (a forbidden kind, an out-of-range unit): nothing to show.
    if (e instanceof AppError && (e.status === 403 || e.status === 404)) return { items: [], total: 0 };
    throw e;
  }
}

async function pageHits(ctx: Ctx, q: string, lang: Lang, limit: number): Promise<SearchGroup> {
  const needle = foldDiacritics(q);
  const closed = new Set(await closedPages(ctx));
  const found = [...FRONT_SITE_PAGES, ...EXTRA_PAGES].filter((p) => p.path !== '/' && !closed.has(p.path) && foldDiacritics(`${p.label.vi} ${p.label.en}`).includes(needle));
  return { key: 'pages', total: found.length, items: found.slice(0, limit).map((p) => ({ key: `page:${p.path}`, title: p.label[lang], route: p.path })) };
}

/** The look-up page of each document type (the first setting of a page that lists the type). */
async function lookupRoutes(ctx: Ctx): Promise<Map<number, { route: string; title: string; title_en: string | null }>> {
  const t = tableFor(documentSetting);
  const c = (n: string) => t[n] as AnyPgColumn;
  const rows = (await ctx.database.db
    .select({ page: c('page'), title: c('title'), title_en: c('title_en'), type_ids: c('type_ids') })
    .from(t)
    .where(eq(c('state'), 'ACTIVE'))
    .orderBy(asc(c('ordering')), asc(c('id')))
    .limit(50)) as { page: keyof typeof DOCUMENT_LOOKUP_ROUTES; title: string; title_en: string | null; type_ids: number[] | null }[];
  const out = new Map<number, { route: string; title: string; title_en: string | null }>();
  for (const r of rows) for (const id of r.type_ids ?? []) if (!out.has(Number(id))) out.set(Number(id), { route: DOCUMENT_LOOKUP_ROUTES[r.page], title: r.title, title_en: r.title_en });
  return out;
}

async function documentHits(ctx: Ctx, q: string, lang: Lang, limit: number): Promise<SearchGroup> {
  const [found, lookups] = await Promise.all([listed(ctx, documentResource, q, limit), lookupRoutes(ctx)]);
  return {
    key: 'documents',
    total: found.total,
    items: found.items.map((row) => {
      const lookup = lookups.get(Number(row.type_id));
      const page = lookup ? (lang === 'en' && lookup.title_en ? lookup.title_en : lookup.title) : null;
      return { key: `document:${row.id}`, title: pick(row, 'title', lang), hint: [row.code, page].filter(Boolean).join(' · '), route: `${lookup?.route ?? '/documents'}?id=${row.id}`, date: dateOf(row.issued_date) };
    }),
  };
}

async function peopleHits(ctx: Ctx, q: string, lang: Lang, limit: number): Promise<SearchGroup> {
  const page = await cachedStaffDirectory(ctx.database, parsed(staff, { q, page: '1', limit: String(limit) }));
  return {
    key: 'people',
    total: page.totalRows,
    items: page.items.map((p) => ({
      key: `person:${p.id}`,
      title: String(p.full_name),
      hint: [pick(p, 'position_name', lang), pick(p, 'department_name', lang) || pick(p, 'unit_name', lang), p.phone].filter(Boolean).join(' · '),
      route: `/dashboard/contacts?q=${encodeURIComponent(String(p.full_name))}`,
    })),
  };
}

async function simpleHits(ctx: Ctx, key: SearchGroupKey, r: Resource, q: string, lang: Lang, limit: number, route: (row: Row) => string, date: string, hint?: string): Promise<SearchGroup> {
  const found = await listed(ctx, r, q, limit);
  return {
    key,
    total: found.total,
    items: found.items.map((row) => ({ key: `${r.name}:${row.id}`, title: pick(row, r.titleField ?? 'title', lang), ...(hint && row[hint] ? { hint: pick(row, hint, lang) } : {}), route: route(row), date: dateOf(row[date]) })),
  };
}

async function contentHits(ctx: Ctx, q: string, lang: Lang, limit: number): Promise<SearchGroup> {
  const found = await Promise.all(
    CONTENT.map(async (s) => {
      const r = resourceByPath.get(s.path);
      if (!r) return { items: [] as SearchHit[], total: 0 };
      const page = await listed(ctx, r, q, limit, s.params);
      return { total: page.total, items: page.items.map((row) => ({ key: `${r.name}:${row.id}`, title: pick(row, s.title, lang), route: s.route, date: null })) };
    }),
  );
  return { key: 'content', total: found.reduce((n, f) => n + f.total, 0), items: found.flatMap((f) => f.items).slice(0, limit) };
}

/** Every group's hits for `q` (groups without hits left out), in the order the results page shows them. */
export async function portalSearch(ctx: Ctx, q: string, limit: number, only?: SearchGroupKey): Promise<SearchGroup[]> {
  const lang = ctx.lang;
  const want = (k: SearchGroupKey) => !only || only === k;
  const none = async (key: SearchGroupKey): Promise<SearchGroup> => ({ key, total: 0, items: [] });
  const groups = await Promise.all([
    want('pages') ? pageHits(ctx, q, lang, limit) : none('pages'),
    // Records need two characters (one letter matches half the database and tells nothing).
    q.length >= 2 && want('documents') ? documentHits(ctx, q, lang, limit) : none('documents'),
    q.length >= 2 && want('people') ? peopleHits(ctx, q, lang, limit) : none('people'),
    q.length >= 2 && want('activities') ? simpleHits(ctx, 'activities', internalActivity, q, lang, limit, (r) => `/internal-activity?id=${r.id}`, 'start_date', 'location') : none('activities'),
    q.length >= 2 && want('qa') ? simpleHits(ctx, 'qa', feedback, q, lang, limit, (r) => `/dashboard/feedback?id=${r.id}`, 'created_date') : none('qa'),
    q.length >= 2 && want('news') ? simpleHits(ctx, 'news', news, q, lang, limit, (r) => `/news/${r.id}`, 'release_date', 'description') : none('news'),
    q.length >= 2 && want('content') ? contentHits(ctx, q, lang, limit) : none('content'),
  ]);
  return groups.filter((g) => g.items.length > 0);
}

export function registerSearchRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { q?: string; limit?: string; group?: string } }>('/api/v1/portal/search', {
    schema: {
      tags: ['portal'],
      summary:
        'The portal header search: what the caller may read, grouped (pages, documents, people, activities, qa, news, content), diacritics ignored; `limit` hits a group (at most 20), `group` one group only',
      querystring: {
        type: 'object',
        properties: { q: { type: 'string', maxLength: Q_MAX }, limit: { type: 'string', pattern: '^[0-9]{1,2}$' }, group: { type: 'string', enum: [...SEARCH_GROUPS] } },
      },
    },
    handler: async (req) => {
      requireUser(req.ctx);
      const q = (req.query.q ?? '').trim().replace(/\s+/g, ' ');
      const limit = Math.min(LIMIT_MAX, Math.max(1, Number(req.query.limit) || LIMIT_DEFAULT));
      const groups = q ? await portalSearch(req.ctx, q, limit, req.query.group as SearchGroupKey | undefined) : [];
      return { success: true, data: { q, groups } };
    },
  });
}

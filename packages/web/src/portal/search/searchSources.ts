/**
 * What the portal header search looks in (issue 12): news and the group content pages that exist,
 * each through its own list endpoint's `q` search (server-side, diacritic-insensitive, released
 * records only: the portal never asks for the admin view, so each resource's published rule and
 * access rule apply to the reader). Every request is one bounded page (`limit`), never a full read.
 */
import { foldDiacritics } from '@portal/domain/format';
import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';
import type { Lang } from '@portal/domain/enums';
import { api, type ListData, type Row } from '../../api/client';

export type SearchSource = {
  /** API path under /api/v1. */
  path: string;
  /** The field shown as the hit's title (its `_en` twin in English when filled). */
  titleField: string;
  /** Where a hit opens in the portal. */
  route: (row: Row) => string;
  /** Extra list parameters (filters) of the page that shows these records. */
  params?: Record<string, string>;
  /** Catalogue key of the kind's label. */
  label: string;
  /** Also asked while typing (the suggestion list); the others only on the results page. */
  isSuggested?: boolean;
};

export const SEARCH_SOURCES: SearchSource[] = [
  { path: 'news', titleField: 'title', route: (r) => `/news/${r.id}`, label: 'search.kind.news', isSuggested: true },
  { path: 'about', titleField: 'title', route: () => '/about-thaco', label: 'search.kind.about', isSuggested: true },
  { path: 'culture-thaco', titleField: 'title', route: () => '/introduce/culture', label: 'search.kind.culture', isSuggested: true },
  { path: 'histories', titleField: 'title', route: () => '/establishment-and-development', label: 'search.kind.history' },
  { path: 'process-formation-develop', titleField: 'title', route: () => '/establishment-and-development', label: 'search.kind.history' },
  { path: 'message-of-bod', titleField: 'title', route: () => '/introduce/message', label: 'search.kind.message' },
  { path: 'message', titleField: 'title', route: () => '/chairmans-new-year-messages', label: 'search.kind.message', params: { f_kind: 'NEW_YEAR' } },
  { path: 'trade-mark', titleField: 'name', route: () => '/trademark', label: 'search.kind.brand' },
  { path: 'marketing', titleField: 'title', route: () => '/marketing', label: 'search.kind.marketing' },
  { path: 'supports', titleField: 'title', route: () => '/technical-support', label: 'search.kind.support', isSuggested: true },
  { path: 'digital-lib', titleField: 'title', route: () => '/media/digital', label: 'search.kind.library' },
];

export type SearchHit = { key: string; title: string; route: string; kind: string; date?: string | null };

const text = (row: Row, field: string, lang: Lang): string => {
  const en = row[`${field}_en`];
  const vi = row[field];
  if (lang === 'en' && typeof en === 'string' && en.trim()) return en;
  return typeof vi === 'string' ? vi : String(vi ?? '');
};

/** Portal pages whose name matches (vi or en, without diacritics). */
export function matchPages(q: string, lang: Lang, max = 5): SearchHit[] {
  const needle = foldDiacritics(q.trim());
  if (!needle) return [];
  return FRONT_SITE_PAGES.filter((p) => foldDiacritics(`${p.label.vi} ${p.label.en}`).includes(needle))
    .slice(0, max)
    .map((p) => ({ key: `page:${p.path}`, title: p.label[lang], route: p.path, kind: 'search.kind.page' }));
}

/** One source's hits for `q` (one bounded page); a source the reader may not read gives none. */
export async function searchSource(src: SearchSource, q: string, lang: Lang, limit: number, signal?: AbortSignal): Promise<{ hits: SearchHit[]; total: number }> {
  try {
    const data = await api.get<ListData<Row>>(`/api/v1/${src.path}`, { q, page: 1, limit, ...src.params }, { quietError: true, signal });
    return {
      total: data.totalRows,
      hits: data.items.map((row) => ({
        key: `${src.path}:${row.id}`,
        title: text(row, src.titleField, lang),
        route: src.route(row),
        kind: src.label,
        date: typeof row.release_date === 'string' ? row.release_date : null,
      })),
    };
  } catch (e) {
    if (signal?.aborted) throw e;
    return { hits: [], total: 0 };
  }
}

/** Suggestions while typing: matching pages, then a few hits of the suggested sources. */
export async function suggest(q: string, lang: Lang, signal?: AbortSignal): Promise<SearchHit[]> {
  const found = await Promise.all(SEARCH_SOURCES.filter((s) => s.isSuggested).map((s) => searchSource(s, q, lang, s.path === 'news' ? 5 : 2, signal)));
  return [...matchPages(q, lang, 3), ...found.flatMap((f) => f.hits)];
}

/** Where the results page of `q` lives. */
export const searchRoute = (q: string): string => `/search?q=${encodeURIComponent(q.trim())}`;

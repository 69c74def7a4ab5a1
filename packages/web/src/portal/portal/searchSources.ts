/**
 * What the portal header search finds (issue 38 item 9): one request to the server's search
 * (`/api/v1/portal/search`), which reads each group (pages, documents, people, activities, Q&A,
 * news, content) under the caller's own read rights, diacritics ignored, one bounded page a group.
 */
import { api } from '../../api/client';

export const SEARCH_GROUPS = ['pages', 'documents', 'people', 'activities', 'qa', 'news', 'content'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUPS)[number];
export type SearchHit = { key: string; title: string; hint?: string | null; route: string; date?: string | null };
export type SearchGroup = { key: SearchGroupKey; total: number; items: SearchHit[] };

/** Catalogue key of a group's label. */
export const groupLabel = (key: SearchGroupKey): string => `search.group${key[0]?.toUpperCase()}${key.slice(1)}`;

/** Where a group's full list with the same search lives (none for pages and content). */
export const groupMore: Partial<Record<SearchGroupKey, (q: string) => string>> = {
  documents: (q) => `/documents?q=${encodeURIComponent(q)}`,
  people: (q) => `/dashboard/contacts?q=${encodeURIComponent(q)}`,
  activities: (q) => `/internal-activity?q=${encodeURIComponent(q)}`,
  qa: (q) => `/dashboard/feedback?q=${encodeURIComponent(q)}`,
  news: (q) => `/news?q=${encodeURIComponent(q)}`,
};

/** The groups' hits for `q` (`limit` a group), in the server's order. */
export async function searchPortal(q: string, limit: number, signal?: AbortSignal): Promise<SearchGroup[]> {
  const data = await api.get<{ q: string; groups: SearchGroup[] }>('/api/v1/portal/search', { q, limit }, { quietError: true, signal });
  return data.groups;
}

/** Where the results page of `q` lives. */
export const searchRoute = (q: string): string => `/search?q=${encodeURIComponent(q.trim())}`;

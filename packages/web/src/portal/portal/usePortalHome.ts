/** Data of the portal news pages: the home payload, news lists and one news item with related news. */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { api, type ListData } from '../../api/client';

export type NewsItem = {
  id: number;
  title: string;
  title_en?: string | null;
  description?: string | null;
  description_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  quote?: string | null;
  quote_en?: string | null;
  author?: string | null;
  team?: string | null;
  tags?: string[] | null;
  type_id: number;
  release_date?: string | null;
  avatar?: number | null;
  banner?: number | null;
  file_attach?: number | null;
  link_attach?: string | null;
  title_attach?: string | null;
  status?: string;
};
export type LibraryItem = { id: number; kind: string; title: string; title_en?: string | null; cover?: number | null; thumbnail_url?: string | null; video_url?: string | null; link?: string | null };
export type NewsType = { id: number; name: string; name_en?: string | null };
export type PortalHome = {
  homepageSlider: NewsItem[];
  newsSlider: NewsItem[];
  eventSlider: NewsItem[];
  hotNews: NewsItem[];
  latestByType: { type: NewsType; items: NewsItem[] }[];
  library: { albums: LibraryItem[]; videos: LibraryItem[] };
  ads: { horizon: LibraryItem[]; vertical: LibraryItem[]; calendar: LibraryItem[] };
};
export type NewsDetail = NewsItem & { likes_count: number; comments_count: number; my_reaction: { id: number } | null; related: NewsItem[] };

/** Small screens get the mobile-only items too (spec §2). */
export const device = (): 'mobile' | 'web' => (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'web');

/** The home's regions in one call; the query the warm-up starts before the first render (app/warmUp.ts). */
export const portalHomeQuery = () => {
  const d = device();
  return { queryKey: ['portal', 'home', d], queryFn: () => api.get<PortalHome>('/api/v1/portal/home', { device: d }, { quietError: true }) };
};

export function usePortalHome() {
  return useQuery(portalHomeQuery());
}

export function useNewsList(query: Record<string, string | number>) {
  return useQuery({ queryKey: ['portal', 'news', query], queryFn: () => api.get<ListData<NewsItem>>('/api/v1/news', query) });
}

export function useNewsDetail(id: number, isPreview = false) {
  return useQuery({
    queryKey: ['portal', 'news', 'one', id, isPreview],
    queryFn: () =>
      isPreview
        ? api.get<NewsDetail>(`/api/v1/news/${id}`, { f_is_get_all_cms: 1 }).then((n) => ({ ...n, likes_count: 0, comments_count: 0, my_reaction: null, related: [] }))
        : api.get<NewsDetail>(`/api/v1/portal/news/${id}`, { device: device() }, { quietError: true }),
    retry: false,
  });
}

/** The text in the UI language, Vietnamese when the English one is missing. */
export function pick<T extends Record<string, unknown>>(row: T, field: string, lang: 'vi' | 'en'): string {
  const en = row[`${field}_en`];
  const vi = row[field];
  return String((lang === 'en' && typeof en === 'string' && en.trim() ? en : vi) ?? '');
}

export const mediaUrl = (id: number | null | undefined, isThumb = false): string | null => (id ? `/api/v1/media/file/${id}${isThumb ? '?thumb=1' : ''}` : null);
export const releasedOn = (n: NewsItem): string => formatDate(n.release_date ?? null, 'DD/MM/YYYY');

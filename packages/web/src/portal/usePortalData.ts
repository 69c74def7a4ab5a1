import type { Lang } from '@portal/domain/enums';
import { pagePath } from '@portal/domain/portal-pages';
import { FRONT_SITE_PAGES, type FrontPage } from '@portal/domain/resources/portal/menu';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';

export type SettingRow = { id: number; type: string; name: string; name_en?: string | null; value?: string | null; value_en?: string | null; link?: string | null; code?: string | null; icon?: number | null };
export type PortalSettings = { title: SettingRow | null; logos: SettingRow[]; footer: SettingRow | null; socials: SettingRow[] };
export type MenuRow = { id: number; name: string; name_en?: string | null; group: string; menu_group_id?: number | null; parent_id?: number | null; link?: string | null; target?: string; ordering?: number };
export type TopMenuRow = { id: number; name: string; name_en?: string | null; parent_id?: number | null; link: string; target?: string };
export type MenuGroupRow = { id: number; code: string; name: string; name_en?: string | null; description?: string | null; description_en?: string | null };
export type PortalMenus = { items: MenuRow[]; top?: TopMenuRow[]; groups?: MenuGroupRow[]; closed?: string[] };
export type SidebarData = {
  template: { id: number; type: string; title: string; title_en?: string | null; banner?: number | null; banner_link?: string | null };
  links: MenuRow[];
  blocks: { id: number; code: string; title: string; title_en?: string | null; content?: string | null; content_en?: string | null; image?: number | null; link?: string | null }[];
};

/** Site title, logos, footer and social icons (public: the sign-in page shows the logo too). */
export const portalSettingsQuery = {
  queryKey: ['portal', 'settings'],
  queryFn: () => api.get<PortalSettings>('/api/v1/portal/settings', undefined, { quietError: true }),
  staleTime: 5 * 60_000,
};

export function usePortalSettings() {
  const q = useQuery(portalSettingsQuery);
  const favicon = q.data?.title?.icon;
  // The favicon set in the admin's branding page (the TITLE row's icon), else the built-in one.
  useEffect(() => {
    if (!favicon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) {
      link.type = 'image/x-icon';
      link.href = `/api/v1/media/file/${favicon}`;
    }
  }, [favicon]);
  return q;
}

/** Main menu, shortcuts, utilities, footer links, top menu and menu groups, for every signed-in user. */
export const portalMenusQuery = {
  queryKey: ['portal', 'menus'],
  queryFn: () => api.get<PortalMenus>('/api/v1/portal/menus', undefined, { quietError: true }),
  staleTime: 5 * 60_000,
};

export function usePortalMenus() {
  return useQuery(portalMenusQuery);
}

/**
 * Whether the signed-in user may open a portal link (issue 38 item 11): the server's menus answer
 * names the pages whose reads would refuse them (domain portal-pages.ts), so the portal's own links
 * to those pages are not shown. Until the menus arrive every link counts as open.
 */
export function useCanOpen(): (link: string) => boolean {
  const menus = useQuery(portalMenusQuery);
  const closed = menus.data?.closed;
  return (link: string) => !closed || !link.startsWith('/') || !closed.includes(pagePath(link));
}

/** The sidebar of a kind of page (NEWS, INTERNAL_ACTIVITY, DOCUMENT, DIGITAL_LIBRARY); 404 when none is configured. */
export function usePortalSidebar(type: string) {
  return useQuery({
    queryKey: ['portal', 'sidebar', type],
    queryFn: () => api.get<SidebarData>(`/api/v1/portal/sidebar/${type}`, undefined, { quietError: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Whether a menu link leaves the portal (opened in a new tab). */
export const isExternalLink = (link: string | null | undefined): boolean => !!link && /^https?:/.test(link);

/** A setting's text in the UI language: `value_en` in English when filled, else `value`, else the localized name. */
export const settingText = (row: SettingRow | null | undefined, lang: Lang): string => {
  if (!row) return '';
  if (lang === 'en' && row.value_en?.trim()) return row.value_en;
  if (row.value?.trim()) return row.value;
  return localized(row, lang);
};

export const localized = (row: { name: string; name_en?: string | null } | null | undefined, lang: Lang): string => (row ? (lang === 'en' && row.name_en ? row.name_en : row.name) : '');

export type NavItem = { key: string; label: string; link: string; isExternal: boolean; children: NavItem[] };

const SECTION_ORDER = ['introduce', 'dashboard', 'humanResource', 'administration', 'lookUp', 'media', 'work'] as const;

/** The header's navigation: configured menus when there are any, else the sections of spec §2. */
export function buildNav(menus: MenuRow[] | undefined, lang: Lang, sectionLabel: (s: string) => string): NavItem[] {
  const main = (menus ?? []).filter((m) => m.group === 'MAIN');
  if (main.length > 0) {
    const byParent = new Map<number | null, MenuRow[]>();
    for (const m of main) {
      const k = m.parent_id ?? null;
      byParent.set(k, [...(byParent.get(k) ?? []), m]);
    }
    const build = (parent: number | null): NavItem[] =>
      (byParent.get(parent) ?? [])
        .sort((a, b) => (a.ordering ?? 0) - (b.ordering ?? 0))
        .map((m) => ({ key: `m${m.id}`, label: localized(m, lang), link: m.link ?? '', isExternal: isExternalLink(m.link), children: build(m.id) }))
        // A heading whose every page is closed to the reader (the server left them out) goes too.
        .filter((n) => n.link || n.children.length > 0);
    return build(null);
  }
  const pageItem = (p: FrontPage): NavItem => ({ key: p.path, label: p.label[lang], link: p.path, isExternal: false, children: [] });
  return SECTION_ORDER.map((s) => {
    const pages = FRONT_SITE_PAGES.filter((p) => p.section === s);
    return { key: `s-${s}`, label: sectionLabel(s), link: pages[0]?.path ?? '/', isExternal: false, children: pages.map(pageItem) };
  });
}

/** The uploaded logo of a settings slot (LOGO_1 portal header, LOGO_2 portal footer, LOGO_LOGIN sign-in, LOGO_ADMIN admin), if any. */
export function logoUrl(settings: PortalSettings | undefined, type: 'LOGO_1' | 'LOGO_2' | 'LOGO_LOGIN' | 'LOGO_ADMIN'): string | null {
  const icon = settings?.logos.find((l) => l.type === type)?.icon;
  return icon ? `/api/v1/media/file/${icon}` : null;
}

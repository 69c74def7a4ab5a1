import { FacebookFilled, LinkedinFilled, SearchOutlined, StarFilled, StarOutlined, YoutubeFilled, GlobalOutlined } from '@ant-design/icons';
import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';
import { Alert, Button, Dropdown, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { currentLang } from '../i18n';
import { BookmarkStar, useBookmarks, useToggleBookmark } from '../ui/bookmarks';
import { BrandLogo } from '../ui/BrandLogo';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ScrollTop } from '../ui/ScrollTop';
import { NotificationBell } from '../ui/NotificationBell';
import { UserMenu } from '../ui/UserMenu';
import { MenuLink } from './MenuLink';
import { groupLabel, type SearchHit, searchPortal, searchRoute } from './portal/searchSources';
import { buildNav, localized, logoUrl, settingText, type NavItem, useCanOpen, usePortalMenus, usePortalSettings } from './usePortalData';

const socialIcon = (name: string) => {
  const n = name.toLowerCase();
  if (n.includes('facebook')) return <FacebookFilled />;
  if (n.includes('youtube')) return <YoutubeFilled />;
  if (n.includes('linkedin')) return <LinkedinFilled />;
  return <GlobalOutlined />;
};

function toMenuItems(items: NavItem[]): MenuProps['items'] {
  return items.map((n) => ({
    key: n.children.length > 0 ? n.key : n.link,
    label:
      n.children.length > 0 ? (
        n.label
      ) : !n.link ? (
        <span>{n.label}</span>
      ) : n.isExternal ? (
        <a href={n.link} target="_blank" rel="noreferrer">
          {n.label}
        </a>
      ) : (
        <Link to={n.link}>{n.label}</Link>
      ),
    children: n.children.length > 0 ? toMenuItems(n.children) : undefined,
  }));
}

type AutoCompleteType = typeof import('antd/es/auto-complete').default;

const ALL_RESULTS = '__all__';

// The suggestion list (antd's AutoComplete, with the select and virtual-list code) loads when the
// field is first pointed at or focused, not with the portal's first load (issue 12). Until then, or
// if it cannot load, the plain field works the same way (Enter opens the results page).
// Suggestions: the server's search (pages, documents, people, activities, Q&A, news, content the
// reader may read, diacritics ignored), three hits a group, asked 250 ms after the last keystroke,
// the previous request cancelled; each hit can be bookmarked from the list (issue 38 items 9, 10).
function PortalSearch({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLang();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<(SearchHit & { group: string })[]>([]);
  const [Suggest, setSuggest] = useState<AutoCompleteType | null>(null);
  const isLoading = useRef(false);
  const isFocused = useRef(autoFocus);
  const justSelected = useRef(false);
  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    import('antd/es/auto-complete').then(
      (m) => setSuggest(() => m.default),
      () => {
        isLoading.current = false;
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server answers in the reader's language (its header): a new language asks again
  useEffect(() => {
    const needle = q.trim();
    if (needle.length < 2) {
      setHits([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      searchPortal(needle, 3, ctrl.signal).then((groups) => setHits(groups.flatMap((g) => g.items.map((h) => ({ ...h, group: groupLabel(g.key) })))), () => {});
    }, 250);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [q, lang]);
  const go = (to: string) => {
    setQ('');
    setHits([]);
    onDone?.();
    navigate(to);
  };
  const options = useMemo(() => {
    if (!q.trim()) return [];
    return [
      ...hits.map((h) => ({
        value: h.key,
        label: (
          <div className="portal-search__hit" data-testid="search-suggestion">
            <span className="portal-search__hit-text">
              <span className="portal-search__hit-title">{h.title}</span>
              {h.hint ? <span className="portal-search__hit-hint">{h.hint}</span> : null}
            </span>
            <span className="portal-search__hit-kind">{t(h.group)}</span>
            <BookmarkStar link={h.route} title={h.title} />
          </div>
        ),
      })),
      { value: ALL_RESULTS, label: <span className="portal-search__all">{t('search.allResults', { q: q.trim() })}</span> },
    ];
  }, [q, hits, t]);
  // A plain search field (antd's Input with its form and affix code weighed about 25 KB of the
  // portal's first load, issue 12's 300 KB budget): the browser's own clear button, Enter, the icon
  // drawn beside it. AutoComplete takes it as its custom input.
  const field = (
    <input
      type="search"
      className="portal-search__input"
      placeholder={t('portal.searchPlaceholder')}
      aria-label={t('common.search')}
      data-testid="portal-search"
      // The field is mounted again when the list arrives: it keeps the focus and the text (and the
      // phone's search row opens focused, from the icon the user just pressed).
      // biome-ignore lint/a11y/noAutofocus: only refocuses the field the user is typing in
      autoFocus={isFocused.current}
      onPointerEnter={load}
      onFocus={() => {
        isFocused.current = true;
        load();
      }}
      onBlur={() => {
        isFocused.current = false;
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
        // Enter on a highlighted suggestion opens it (onSelect ran first); otherwise the results page.
        if (justSelected.current) {
          justSelected.current = false;
          return;
        }
        if (q.trim()) go(searchRoute(q));
      }}
      {...(Suggest ? {} : { value: q, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setQ(e.target.value) })}
    />
  );
  const icon = <SearchOutlined className="portal-search__icon" aria-hidden />;
  if (!Suggest)
    return (
      <div className="portal-search">
        {icon}
        {field}
      </div>
    );
  return (
    <div className="portal-search">
      {icon}
      <Suggest
        className="portal-search__select"
        options={options}
        value={q}
        // Text typed before the list loaded shows its suggestions at once.
        defaultOpen={isFocused.current && q.trim().length > 0}
        defaultActiveFirstOption={false}
        onChange={setQ}
        onSelect={(v: string) => {
          justSelected.current = true;
          window.setTimeout(() => {
            justSelected.current = false;
          }, 0);
          const hit = hits.find((h) => h.key === v);
          go(hit ? hit.route : searchRoute(q));
        }}
      >
        {field}
      </Suggest>
    </div>
  );
}

/**
 * The header's bookmarks (spec §2 navbar; issue 38 item 10): the user's bookmarked pages, and a
 * toggle for the page they are on (its name from the portal's page list, else the page's title).
 */
function PortalBookmarks() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const location = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const bookmarks = useBookmarks(isOpen);
  const toggle = useToggleBookmark();
  const items = bookmarks.data?.items ?? [];
  const here = `${location.pathname}${location.search}`;
  const isHereMarked = items.some((b) => b.link === here);
  const hereTitle = () => FRONT_SITE_PAGES.find((p) => p.path === location.pathname)?.label[lang] ?? (document.querySelector('main h1')?.textContent?.trim() || document.title.split('|')[0]?.trim() || here);
  const menu: MenuProps['items'] = [
    ...(bookmarks.isLoading ? [{ key: 'loading', disabled: true, label: t('bookmark.loading') }] : []),
    ...(!bookmarks.isLoading && items.length === 0 ? [{ key: 'empty', disabled: true, label: t('bookmark.empty') }] : []),
    ...items.map((b) => ({ key: `b${b.id}`, icon: <StarFilled style={{ color: '#f08a24' }} />, label: b.title, onClick: () => navigate(b.link) })),
    { type: 'divider' as const },
    {
      key: 'toggle',
      icon: isHereMarked ? <StarFilled style={{ color: '#f08a24' }} /> : <StarOutlined />,
      label: isHereMarked ? t('bookmark.removeThisPage') : t('bookmark.addThisPage'),
      onClick: () => toggle.mutate({ link: here, title: hereTitle() }),
    },
  ];
  return (
    <Dropdown menu={{ items: menu }} trigger={['click']} placement="bottomRight" open={isOpen} onOpenChange={setOpen}>
      <Button type="text" shape="circle" className="portal-bookmarks" icon={<StarOutlined />} aria-label={t('bookmark.list')} title={t('bookmark.list')} data-testid="portal-bookmarks" />
    </Dropdown>
  );
}

export function PortalLayout() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const location = useLocation();
  const [isSearchOpen, setSearchOpen] = useState(false);
  const isSignedIn = !!useSession().user;
  const settings = usePortalSettings();
  const menus = usePortalMenus();
  const canOpen = useCanOpen();
  const nav = useMemo(() => buildNav(menus.data?.items, lang, (s) => t(`section.${s}`)), [menus.data, lang, t]);
  const title = localized(settings.data?.title, lang) || t('portal.title');
  const footer = settings.data?.footer;
  const top = (menus.data?.top ?? []).filter((m) => m.parent_id == null);
  const footerLinks = (menus.data?.items ?? []).filter((m) => m.group === 'FOOTER' && m.link);
  const socials = settings.data?.socials ?? [];
  const selected = FRONT_SITE_PAGES.some((p) => p.path === location.pathname) ? [location.pathname] : [];
  return (
    <div className="portal">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="portal-topbar">
        <div className="portal-container portal-topbar__inner">
          <span className="portal-topbar__welcome">{t('portal.welcome')}</span>
          {top.length > 0 ? (
            <nav className="portal-topbar__links" aria-label={t('portal.topMenu')}>
              {top.map((m) => (
                <MenuLink key={m.id} link={m.link} isNewTab={m.target === 'NEW'} label={localized(m, lang)} />
              ))}
            </nav>
          ) : null}
          <div className="portal-topbar__tools">
            <LanguageSwitch size="small" />
          </div>
        </div>
      </div>
      <header className="portal-header">
        <div className="portal-container portal-header__inner">
          <Link to="/" className="portal-header__brand" aria-label={t('nav.home')}>
            <BrandLogo title={title} src={logoUrl(settings.data, 'LOGO_1')} />
          </Link>
          <PortalSearch />
          <Button
            type="text"
            shape="circle"
            className="portal-search-toggle"
            icon={<SearchOutlined />}
            aria-label={t('common.search')}
            aria-expanded={isSearchOpen}
            data-testid="portal-search-toggle"
            onClick={() => setSearchOpen((v) => !v)}
          />
          {isSignedIn ? <PortalBookmarks /> : null}
          {isSignedIn ? (
            <span className="portal-bell">
              <NotificationBell />
            </span>
          ) : null}
          <UserMenu side="portal" />
        </div>
        {isSearchOpen ? (
          <div className="portal-search-row">
            <div className="portal-container">
              <PortalSearch autoFocus onDone={() => setSearchOpen(false)} />
            </div>
          </div>
        ) : null}
        <nav className="portal-nav" aria-label={t('portal.mainMenu')}>
          <div className="portal-container">
            <Menu mode="horizontal" selectedKeys={selected} items={[{ key: '/', label: <Link to="/">{t('nav.home')}</Link> }, ...(toMenuItems(nav) ?? [])]} className="portal-nav__menu" />
          </div>
        </nav>
      </header>
      <main id="main" className="portal-main" tabIndex={-1}>
        {(location.state as { notice?: string } | null)?.notice === 'noAdmin' ? (
          <div className="portal-container portal-notice">
            <Alert type="warning" showIcon closable title={t('portal.noAdminAccess')} data-testid="no-admin-notice" role="alert" />
          </div>
        ) : null}
        <Outlet />
      </main>
      <footer className="portal-footer">
        <div className="portal-container portal-footer__inner">
          <div className="portal-footer__brand">
            <BrandLogo title={title} inverse src={logoUrl(settings.data, 'LOGO_2')} />
            <p>{footer ? settingText(footer, lang) : t('portal.footerFallback')}</p>
          </div>
          <nav className="portal-footer__links" aria-label={t('portal.footerLinks')}>
            <h2>{t('portal.policies')}</h2>
            {footerLinks.length > 0 ? (
              footerLinks.map((m) => <MenuLink key={m.id} link={m.link ?? '/'} isNewTab={m.target === 'NEW'} label={localized(m, lang)} />)
            ) : (
              <>
                {canOpen('/terms-of-use') ? <Link to="/terms-of-use">{t('page.termsOfUse')}</Link> : null}
                {canOpen('/usage-policy') ? <Link to="/usage-policy">{t('page.usagePolicy')}</Link> : null}
                {canOpen('/technical-support') ? <Link to="/technical-support">{t('page.technicalSupport')}</Link> : null}
              </>
            )}
          </nav>
          <div className="portal-footer__social">
            <h2>{t('portal.followUs')}</h2>
            <div className="portal-footer__icons">
              {socials.map((s) => (
                <a key={s.id} href={s.link ?? '#'} target="_blank" rel="noreferrer" aria-label={localized(s, lang)} title={localized(s, lang)}>
                  {s.icon ? <img src={`/api/v1/media/file/${s.icon}`} alt="" width={22} height={22} /> : socialIcon(s.name)}
                </a>
              ))}
            </div>
          </div>
        </div>
        <div className="portal-footer__copy">
          <div className="portal-container">© {new Date().getFullYear()} THACO. {t('portal.rights')}</div>
        </div>
      </footer>
      <ScrollTop />
    </div>
  );
}

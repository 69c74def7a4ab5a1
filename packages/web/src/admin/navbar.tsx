/**
 * The floating navbar's tools: search with suggestions and bookmarks (toggling a bookmark flips the
 * suggestion's star and adds or removes it from the bookmark list, spec §2), and the notifications
 * bell (ui/NotificationBell.tsx, shared with the portal header).
 */
import { SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { foldDiacritics } from '@portal/domain/format';
import { canOpenPage } from '@portal/domain/portal-pages';
import { canDo } from '@portal/domain/permissions';
import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';
import { Button, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { useBookmarks, useToggleBookmark } from '../ui/bookmarks';
import { listLabel } from './labels';
import { adminPages, adminRoutes, MY_APPROVALS_PATH } from './routes';
import '../approval/approvalI18n';

export type { Bookmark } from '../ui/bookmarks';
export { useBookmarks };
export type Suggestion = { link: string; title: string; hint: string };

/** Pages a user may open: admin screens they have rights to, and the portal's pages. */
export function useSuggestions(): Suggestion[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  return useMemo(
    () => [
      ...adminRoutes
        .filter((rt) => !rt.isHidden && canDo(ability, 'view', rt.subject))
        .map((rt) => ({ link: `/admin/${rt.path}`, title: listLabel(rt.entry, lang), hint: `${t('nav.admin')} · ${t(`admin.area.${rt.area}`)}` })),
      ...adminPages
        .filter((pg) => !pg.isHidden && canDo(ability, pg.right ?? 'view', pg.subject))
        .map((pg) => ({ link: `/admin/${pg.path}`, title: pg.label[lang], hint: `${t('nav.admin')} · ${t(`admin.area.${pg.area}`)}` })),
      { link: MY_APPROVALS_PATH, title: t('approval.waitingTitle'), hint: t('nav.admin') },
      // Portal pages whose reads would refuse the user are not offered (issue 38 item 11).
      ...FRONT_SITE_PAGES.filter((p) => canOpenPage(p.path, ability)).map((p) => ({ link: p.path, title: p.label[lang], hint: t('nav.portal') })),
    ],
    [ability, lang, t],
  );
}

type AutoCompleteType = typeof import('antd/es/auto-complete').default;

/**
 * The navbar's search: a plain field until it is first pointed at or focused, then antd's
 * AutoComplete around the same field (with the select and virtual-list code, and antd's Input that
 * the field was: about 40 KB compressed the admin's first visit does not download, ADR 0019, as the
 * portal header does since issue 12). Until the list loads, Enter opens the first match.
 */
export function NavSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const suggestions = useSuggestions();
  const bookmarks = useBookmarks();
  const [q, setQ] = useState('');
  const [Suggest, setSuggest] = useState<AutoCompleteType | null>(null);
  const isLoading = useRef(false);
  const isFocused = useRef(false);
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
  const marked = new Set((bookmarks.data?.items ?? []).map((b) => b.link));
  const toggle = useToggleBookmark();
  const needle = foldDiacritics(q.trim());
  const matches = needle ? suggestions.filter((s) => foldDiacritics(s.title).includes(needle)).slice(0, 10) : [];
  const go = (link: string) => {
    setQ('');
    navigate(link);
  };
  const field = (
    <input
      type="search"
      className="nav-search__input"
      placeholder={t('nav.searchPlaceholder')}
      aria-label={t('common.search')}
      // The field is mounted again inside the list when it arrives: it keeps the focus and the text.
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
        if (!Suggest && e.key === 'Enter' && !e.nativeEvent.isComposing && matches[0]) go(matches[0].link);
      }}
      {...(Suggest ? {} : { value: q, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setQ(e.target.value) })}
    />
  );
  const icon = <SearchOutlined className="nav-search__icon" aria-hidden />;
  if (!Suggest)
    return (
      <div className="nav-search">
        {icon}
        {field}
      </div>
    );
  return (
    <div className="nav-search">
      {icon}
      <Suggest
        className="nav-search__select"
        value={q}
        onChange={setQ}
        // Text typed before the list loaded shows its suggestions at once.
        defaultOpen={isFocused.current && q.trim().length > 0}
        onSelect={(v: string) => go(v)}
        options={matches.map((s) => ({
          value: s.link,
          label: (
            <div className="suggestion">
              <span>
                <span className="suggestion__title">{s.title}</span>
                <span className="suggestion__hint">{s.hint}</span>
              </span>
              <Button
                type="text"
                size="small"
                aria-pressed={marked.has(s.link)}
                aria-label={marked.has(s.link) ? t('bookmark.remove') : t('bookmark.add')}
                icon={marked.has(s.link) ? <StarFilled style={{ color: '#f08a24' }} /> : <StarOutlined />}
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  e.stopPropagation();
                  toggle.mutate(s);
                }}
              />
            </div>
          ),
        }))}
      >
        {field}
      </Suggest>
    </div>
  );
}

export function BookmarkBar() {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const items = bookmarks.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav className="bookmark-bar" aria-label={t('bookmark.list')}>
      {items.slice(0, 6).map((b) => (
        <Tooltip key={b.id} title={b.title}>
          <Link to={b.link} className="bookmark-bar__item">
            <StarFilled /> <span>{b.title}</span>
          </Link>
        </Tooltip>
      ))}
    </nav>
  );
}

// The bell is shared with the portal header (ui/NotificationBell.tsx).
export { NotificationBell } from '../ui/NotificationBell';

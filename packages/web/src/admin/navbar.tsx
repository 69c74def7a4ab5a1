/**
 * The floating navbar's tools: search with suggestions and bookmarks (toggling a bookmark flips the
 * suggestion's star and adds or removes it from the bookmark list, spec §2), and the notifications
 * bell with the unread count (drops by one on read, to 0 on read all).
 */
import { BellOutlined, CheckOutlined, SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { canDo, foldDiacritics, FRONT_SITE_PAGES } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Badge, Button, Empty, Input, List, Popover, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, type ListData } from '../api/client';
import { useSession } from '../auth/session';
import { listLabel } from './fieldText';
import { adminPages, adminRoutes, MY_APPROVALS_PATH } from './routes';

export type Bookmark = { id: number; title: string; link: string; icon?: string | null };
export type Suggestion = { link: string; title: string; hint: string };

export function useBookmarks() {
  return useQuery({
    queryKey: ['bookmarks'],
    queryFn: () => api.get<{ items: Bookmark[] }>('/api/bookmarks/data', undefined, { quietError: true }),
    staleTime: 60_000,
  });
}

/** Pages a user may open: admin screens they have rights to, and the portal's pages. */
export function useSuggestions(): Suggestion[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  return useMemo(
    () => [
      ...adminRoutes
        .filter((rt) => !rt.isHidden && canDo(ability, 'view', rt.subject))
        .map((rt) => ({ link: `/admin/${rt.path}`, title: listLabel(rt.resource, lang), hint: `${t('nav.admin')} · ${t(`admin.area.${rt.area}`)}` })),
      ...adminPages
        .filter((pg) => !pg.isHidden && canDo(ability, 'view', pg.subject))
        .map((pg) => ({ link: `/admin/${pg.path}`, title: pg.label[lang], hint: `${t('nav.admin')} · ${t(`admin.area.${pg.area}`)}` })),
      { link: MY_APPROVALS_PATH, title: t('approval.waitingTitle'), hint: t('nav.admin') },
      ...FRONT_SITE_PAGES.map((p) => ({ link: p.path, title: p.label[lang], hint: t('nav.portal') })),
    ],
    [ability, lang, t],
  );
}

export function NavSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suggestions = useSuggestions();
  const bookmarks = useBookmarks();
  const [q, setQ] = useState('');
  const marked = new Set((bookmarks.data?.items ?? []).map((b) => b.link));
  const toggle = useMutation({
    mutationFn: (s: Suggestion) => api.post<{ items: Bookmark[]; isBookmarked: boolean }>('/api/bookmarks/update', { link: s.link, title: s.title }, { quietSuccess: true }),
    onSuccess: (data) => queryClient.setQueryData(['bookmarks'], { items: data.items }),
  });
  const needle = foldDiacritics(q.trim());
  const matches = needle ? suggestions.filter((s) => foldDiacritics(s.title).includes(needle)).slice(0, 10) : [];
  return (
    <AutoComplete
      className="nav-search"
      value={q}
      onChange={setQ}
      onSelect={(v: string) => {
        setQ('');
        navigate(v);
      }}
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
      <Input prefix={<SearchOutlined />} placeholder={t('nav.searchPlaceholder')} aria-label={t('common.search')} allowClear variant="filled" />
    </AutoComplete>
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

type Notice = { id: number; title: string; title_en?: string | null; content?: string | null; content_en?: string | null; link?: string | null; is_read: boolean; created_date: string };
type NoticeList = ListData<Notice> & { unread_count: number };

/**
 * The bell's live count: one Server-Sent Events stream per tab (notify/stream.ts on the server).
 * An EventSource cannot send the bearer token, so each connection takes a one-minute ticket first;
 * when the stream ends (its lifetime, a restart, a network drop) a new ticket opens the next one,
 * with a growing delay after failures. Every event only says "read your notifications again".
 */
function useNotificationStream(onChange: () => void): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    let failures = 0;
    const reconnect = () => {
      source?.close();
      source = null;
      if (isStopped) return;
      const delay = Math.min(30_000, 1000 * 2 ** failures);
      failures++;
      timer = setTimeout(connect, delay);
    };
    const connect = async () => {
      if (isStopped) return;
      try {
        const { ticket } = await api.post<{ ticket: string }>('notification/stream-ticket', {}, { quietError: true, quietSuccess: true });
        if (isStopped) return;
        const es = new EventSource(`/api/v1/notification/stream?ticket=${encodeURIComponent(ticket)}`);
        source = es;
        es.addEventListener('ready', () => {
          failures = 0;
          onChange();
        });
        es.addEventListener('notification', onChange);
        es.addEventListener('resync', onChange);
        es.addEventListener('expire', () => {
          failures = 0;
          reconnect();
        });
        es.onerror = reconnect;
      } catch {
        reconnect();
      }
    };
    void connect();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [onChange]);
}

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = ['notifications'];
  const q = useQuery({
    queryKey: key,
    queryFn: () => api.get<NoticeList>('notification', { limit: 50 }, { quietError: true }),
    // A slow poll only as a fallback: the stream tells the bell at once.
    refetchInterval: 5 * 60_000,
  });
  const [refresh] = useState(() => () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }));
  useNotificationStream(refresh);
  const readOne = useMutation({
    mutationFn: (id: number) => api.post(`notification-read/${id}`, {}, { quietSuccess: true }),
    onMutate: (id) => {
      queryClient.setQueryData<NoticeList>(key, (old) => {
        if (!old) return old;
        const target = old.items.find((n) => n.id === id);
        if (!target || target.is_read) return old;
        return { ...old, unread_count: Math.max(0, old.unread_count - 1), items: old.items.map((n) => (n.id === id ? { ...n, is_read: true } : n)) };
      });
    },
  });
  const readAll = useMutation({
    mutationFn: () => api.post('notification-read-all', {}, { quietSuccess: true }),
    onMutate: () => queryClient.setQueryData<NoticeList>(key, (old) => (old ? { ...old, unread_count: 0, items: old.items.map((n) => ({ ...n, is_read: true })) } : old)),
  });
  const unread = q.data?.unread_count ?? 0;
  const content = (
    <div className="notice-panel">
      <div className="notice-panel__head">
        <strong>{t('notice.title')}</strong>
        <Button type="link" size="small" icon={<CheckOutlined />} disabled={unread === 0} onClick={() => readAll.mutate()}>
          {t('notice.readAll')}
        </Button>
      </div>
      {(q.data?.items ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        <List
          size="small"
          dataSource={q.data?.items ?? []}
          renderItem={(n) => (
            <List.Item
              className={n.is_read ? 'notice notice--read' : 'notice'}
              onClick={() => {
                readOne.mutate(n.id);
                if (n.link?.startsWith('/')) navigate(n.link);
              }}
            >
              <List.Item.Meta
                title={lang === 'en' && n.title_en ? n.title_en : n.title}
                description={
                  <Typography.Text type="secondary" ellipsis>
                    {(lang === 'en' && n.content_en ? n.content_en : n.content) ?? ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" arrow={false}>
      <Button type="text" shape="circle" aria-label={t('notice.bell', { count: unread })} data-testid="notification-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

/**
 * The notifications bell with the unread count (drops by one on read, to 0 on read all), live
 * through the server's stream; in the admin navbar and the portal header. A notification opens its
 * link (the portal page of its record for requests and approvals).
 */
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, type ListData } from '../api/client';

export type Notice = { id: number; title: string; title_en?: string | null; content?: string | null; content_en?: string | null; link?: string | null; is_read: boolean; created_date: string };
export type NoticeList = ListData<Notice> & { unread_count: number };

/** The notifications page (issue 38 item 4: the bell's "see all"). */
export const NOTIFICATIONS_PATH = '/notifications';

/**
 * When a notification came, as people say it: "5 phút trước" / "5 minutes ago" within a week (the
 * browser's own wording, no library), then the date and time; the exact time in the tooltip.
 */
export function noticeTime(iso: string, lang: 'vi' | 'en', now = Date.now()): string {
  const at = new Date(iso).getTime();
  const s = Math.round((at - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lang === 'en' ? 'en' : 'vi', { numeric: 'auto' });
  const abs = Math.abs(s);
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(s / 86_400), 'day');
  return exactTime(iso, lang);
}
export const exactTime = (iso: string, lang: 'vi' | 'en'): string =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The bell's live count: one Server-Sent Events stream per tab (notify/stream.ts on the server).
 * An EventSource cannot send the bearer token, so each connection takes a one-minute ticket first;
 * when the stream ends (its lifetime, a restart, a network drop) a new ticket opens the next one,
 * with a growing delay after failures. Every event only says "read your notifications again".
 */
function useNotificationStream(onChange: (isNew: boolean) => void): void {
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
          onChange(false);
        });
        es.addEventListener('notification', () => onChange(true));
        es.addEventListener('resync', () => onChange(true));
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
  const [isOpen, setOpen] = useState(false);
  const key = ['notifications'];
  const q = useQuery({
    queryKey: key,
    queryFn: () => api.get<NoticeList>('notification', { limit: 50 }, { quietError: true }),
    // A slow poll only as a fallback: the stream tells the bell at once.
    refetchInterval: 5 * 60_000,
  });
  // The bell reads again once listening; a new notification (a request now waiting for me, mine
  // decided...) also refreshes what the open page shows, so it is current without a reload.
  const [refresh] = useState(() => (isNew: boolean) => {
    if (isNew) void queryClient.invalidateQueries({ refetchType: 'active' });
    else void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });
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
        // Plain buttons in a list (not antd's List, which brings its pagination and grid into the
        // portal's first load: issue 12's 300 KB budget); each notice is a button, so Tab and Enter work.
        <ul className="notice-list">
          {(q.data?.items ?? []).map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={n.is_read ? 'notice notice--read' : 'notice'}
                onClick={() => {
                  readOne.mutate(n.id);
                  if (n.link?.startsWith('/')) {
                    setOpen(false);
                    navigate(n.link);
                  }
                }}
              >
                <span className="notice__title">{lang === 'en' && n.title_en ? n.title_en : n.title}</span>
                <span className="notice__text">{(lang === 'en' && n.content_en ? n.content_en : n.content) ?? ''}</span>
                <time className="notice__time" dateTime={n.created_date} title={exactTime(n.created_date, lang)}>
                  {noticeTime(n.created_date, lang)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="notice-panel__foot">
        <Button
          type="link"
          size="small"
          data-testid="notifications-all"
          onClick={() => {
            setOpen(false);
            navigate(NOTIFICATIONS_PATH);
          }}
        >
          {t('notice.seeAll')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" arrow={false} open={isOpen} onOpenChange={setOpen}>
      <Button type="text" shape="circle" aria-label={t('notice.bell', { count: unread })} data-testid="notification-bell">
        {/* A count of our own (antd's Badge with its animated digits weighs 5 KB in the portal's first load). */}
        <span className="bell">
          <BellOutlined style={{ fontSize: 18 }} />
          {unread > 0 ? (
            <sup className="bell__count" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </sup>
          ) : null}
        </span>
      </Button>
    </Popover>
  );
}

/**
 * /notifications: every notification of the signed-in user, newest first, a page at a time, all or
 * the unread ones; each opens its link and counts as read; "mark all read" (issue 38 item 4: the
 * bell's "see all"). Texts in the reader's language (the server writes both), with their time.
 */
import { CheckOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { exactTime, type NoticeList, noticeTime } from '../../ui/NotificationBell';
import { PageFrame } from '../../ui/PageFrame';
import { PlainPager } from '../../ui/PlainTable';

const PAGE_SIZE = 20;

export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const list = useQuery({
    queryKey: ['notifications', 'page', show, page],
    queryFn: () => api.get<NoticeList>('notification', { page, limit: PAGE_SIZE, ...(show === 'unread' ? { unread: 1 } : {}) }, { quietError: true }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
  const readOne = useMutation({ mutationFn: (id: number) => api.post(`notification-read/${id}`, {}, { quietSuccess: true }), onSettled: refresh });
  const readAll = useMutation({ mutationFn: () => api.post('notification-read-all', {}, { quietSuccess: true }), onSettled: refresh });
  const items = list.data?.items ?? [];
  const unread = list.data?.unread_count ?? 0;
  return (
    <PageFrame title={t('notice.title')} crumbs={[{ label: t('notice.title') }]}>
      <Card
        className="content-card notices-page"
        data-testid="notifications-page"
        title={
          <Segmented
            value={show}
            onChange={(v) => {
              setShow(v as 'all' | 'unread');
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('notice.all') },
              { value: 'unread', label: `${t('notice.unread')} (${unread})` },
            ]}
          />
        }
        extra={
          <Button type="link" icon={<CheckOutlined />} disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('notice.readAll')}
          </Button>
        }
      >
        {list.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
        {list.data && items.length === 0 ? <Empty description={t('notice.empty')} /> : null}
        <ul className="notice-list notices-page__list">
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={n.is_read ? 'notice notice--read' : 'notice'}
                data-testid="notifications-item"
                onClick={() => {
                  if (!n.is_read) readOne.mutate(n.id);
                  if (n.link?.startsWith('/')) navigate(n.link);
                }}
              >
                <span className="notice__title">{lang === 'en' && n.title_en ? n.title_en : n.title}</span>
                {n.content ? <span className="notice__text notices-page__text">{(lang === 'en' && n.content_en ? n.content_en : n.content) ?? ''}</span> : null}
                <time className="notice__time" dateTime={n.created_date} title={exactTime(n.created_date, lang)}>
                  {noticeTime(n.created_date, lang)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {list.data && list.data.totalRows > PAGE_SIZE ? (
          <PlainPager page={page} pages={Math.ceil(list.data.totalRows / PAGE_SIZE)} total={list.data.totalRows} onChange={setPage} />
        ) : null}
      </Card>
    </PageFrame>
  );
}

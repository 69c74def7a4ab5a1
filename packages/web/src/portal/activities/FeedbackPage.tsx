/**
 * The portal's feedback and ask-and-answer page (/dashboard/feedback): the public Q&A with search
 * and filters, "My feedback" (what the caller sent, with its replies), and the form to send
 * feedback or a question (type, public or private, optionally addressed to one person). A detail
 * drawer (`?id=`, the link of answer notifications) shows the replies and takes a reply. The
 * server decides who reads what (private items: author, addressee, Q&A admins).
 * The form and the drawer (FeedbackForms.tsx) load when used, the filters' selects when first
 * used (ui/LazySelect.tsx): issue 35, docs/performance.md "Inner pages to 330 KB, part 4".
 */
import { LockOutlined, MessageOutlined } from '@ant-design/icons';
import { FEEDBACK_WORKFLOW } from '@portal/domain/resources/activities/feedback';
import { statusLabel } from '@portal/domain/workflows/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Grid, Input, Skeleton, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { api, type ListData } from '../../api/client';
import { useSession } from '../../auth/session';
import { LazySelect } from '../../ui/LazySelect';
import { StatusTag } from '../../ui/StatusTag';
import { ErrorState } from '../portal/blocks';
import { txt, useLang } from '../portal/useReleased';
import { CutTitle } from '../../ui/CutTitle';
import { FB, type Feedback, nameOf, useOptions, when } from './fbCommon';
import './activities.css';
import './fbI18n';
import { PlainPager } from '../../ui/PlainTable';

const loadForms = () => import('./FeedbackForms');
const SendForm = lazy(() => loadForms().then((m) => ({ default: m.SendForm })));
const FeedbackDrawer = lazy(() => loadForms().then((m) => ({ default: m.FeedbackDrawer })));

type Labels = Record<string, Record<string, [string, string?]>>;

const PAGE_SIZE = 10;

export function FeedbackPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlState();
  const tab = params.get('tab') ?? 'public';
  const openId = Number(params.get('id')) || null;
  // Once loaded the drawer stays mounted, so that it closes with its animation.
  const [hasOpened, setOpened] = useState(false);
  if (openId && !hasOpened) setOpened(true);
  const formLoading = (
    <Card className="content-card fb__form">
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
  return (
    <div className="acts" data-testid="feedback">
      <Tabs
        activeKey={tab}
        onChange={(k) => set({ tab: k === 'public' ? '' : k, page: '', q: '', type: '', status: '' })}
        items={[
          {
            key: 'public',
            label: t('fb.tabPublic'),
            children: tab === 'public' ? <FeedbackList mine={false} onOpen={(id) => set({ id: String(id) })} /> : null,
          },
          { key: 'mine', label: t('fb.tabMine'), children: tab === 'mine' ? <FeedbackList mine onOpen={(id) => set({ id: String(id) })} /> : null },
          {
            key: 'toMe',
            label: t('fb.tabToMe'),
            children: tab === 'toMe' ? <FeedbackList mine={false} toMe onOpen={(id) => set({ id: String(id) })} /> : null,
          },
          {
            key: 'send',
            // Pointing at the tab starts loading the form.
            label: <span onPointerEnter={() => void loadForms().catch(() => undefined)}>{t('fb.tabSend')}</span>,
            children:
              tab === 'send' ? (
                <Suspense fallback={formLoading}>
                  <SendForm onSent={(id) => set({ tab: 'mine', id: String(id) })} />
                </Suspense>
              ) : null,
          },
        ]}
      />
      {openId || hasOpened ? (
        <Suspense fallback={null}>
          <FeedbackDrawer id={openId} onClose={() => set({ id: '' })} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FeedbackList({ mine, toMe = false, onOpen }: { mine: boolean; toMe?: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useSession().user;
  const isPhone = !Grid.useBreakpoint().md;
  const [params, set] = useUrlState({ resetPage: true });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const status = params.get('status') ?? '';
  const options = useOptions();
  const query: Record<string, string | number> = { page, limit: PAGE_SIZE, labels: 1 };
  if (mine && me) query.f_created_by = me.id;
  if (toMe && me) query.f_addressee_ids = me.id;
  else if (!mine) query.f_visibility = 1;
  if (q) query.q = q;
  if (type) query.f_type_id = type;
  if (status) query.f_status = status;
  const list = useQuery({
    queryKey: ['portal', 'feedback', query],
    queryFn: ({ signal }) => api.get<ListData<Feedback>>('/api/v1/feedback', query, { quietError: true, signal }),
    placeholderData: keepPreviousData,
    enabled: (!mine && !toMe) || !!me,
  });
  const items = list.data?.items ?? [];
  const labels = (list.data?.labels ?? {}) as Labels;
  const isFiltered = !!(q || type || status);
  return (
    <div className="acts__list-wrap">
      <div className="acts__filters">
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          enterButton
          placeholder={t('fb.search')}
          aria-label={t('fb.search')}
          onSearch={(v) => set({ q: v.trim() })}
          className="acts__search"
          data-testid="fb-search"
        />
        <LazySelect
          className="fb__select"
          value={type || undefined}
          allowClear
          placeholder={t('fb.allTypes')}
          aria-label={t('fb.type')}
          onChange={(v) => set({ type: v ?? '' })}
          options={(options.data?.types ?? []).map((x) => ({ value: String(x.id), label: txt(x, 'name', lang) }))}
        />
        <LazySelect
          className="fb__select"
          value={status || undefined}
          allowClear
          placeholder={t('fb.allStatuses')}
          aria-label={t('fb.allStatuses')}
          onChange={(v) => set({ status: v ?? '' })}
          options={FEEDBACK_WORKFLOW.statuses.map((s) => ({ value: s, label: statusLabel(s, lang, FEEDBACK_WORKFLOW) }))}
        />
      </div>
      {list.isLoading ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : list.isError && !list.data ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card className="content-card">
          <Empty description={isFiltered ? t('fb.noMatch') : mine ? t('fb.mineEmpty') : toMe ? t('fb.toMeEmpty') : t('fb.empty')} />
        </Card>
      ) : (
        <ul className="acts__mine" data-testid="fb-list" aria-busy={list.isFetching}>
          {items.map((f) => {
            const to = (f.addressee_ids ?? [])[0];
            const toName = to ? labels.account?.[String(to)]?.[0] : undefined;
            return (
              <li key={f.id}>
                <button type="button" className="acts__mine-item fb__item" onClick={() => onOpen(f.id)} data-testid="fb-item">
                  <span className="fb__main">
                    <span className="acts__title">
                      <CutTitle text={f.title} />
                    </span>
                    <span className="acts__meta">
                      {t('fb.sentOn', { date: when(f.created_date) })}
                      {!mine && f.author_name ? ` · ${f.author_name}` : ''}
                      {toName ? ` · ${t('fb.addressedTo', { name: toName })}` : ''}
                    </span>
                  </span>
                  <span className="acts__tags">
                    <StatusTag status={f.status} owner={FB} />
                    {!isPhone ? <Tag color="blue">{nameOf(options.data?.types, f.type_id, lang)}</Tag> : null}
                    {Number(f.visibility) === 0 ? (
                      <Tag color="orange" icon={<LockOutlined />}>
                        {t('fb.private')}
                      </Tag>
                    ) : null}
                    {f.is_hide ? <Tag>{t('fb.hidden')}</Tag> : null}
                    <span className="acts__meta">
                      <MessageOutlined /> {t('fb.replies', { n: f.reply_count })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.totalRows > PAGE_SIZE ? (
        <PlainPager page={page} pages={Math.ceil(list.data.totalRows / PAGE_SIZE)} total={list.data.totalRows} onChange={(p) => set({ page: String(p) })} />
      ) : null}
    </div>
  );
}

/**
 * The portal's internal activities (/internal-activity): released activities with their status and
 * registration window, a detail drawer (`?id=`, the link of activity notifications) with the
 * content, register / cancel registration and the activity's polls to vote in; "My activities"
 * (the caller's memberships) and the open polls. The server decides everything (window, limit,
 * one vote per person); the page shows its answers. The drawer and the polls (ActivityDetails.tsx)
 * load when opened (issue 35, docs/performance.md "Inner pages to 330 KB, part 4").
 */
import { CalendarOutlined, CheckCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { statusLabel } from '@portal/domain/workflows/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Grid, Input, Radio, Skeleton, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { api, type ListData } from '../../api/client';
import { StatusTag, statusTone } from '../../ui/StatusTag';
import { ErrorState, Img } from '../portal/blocks';
import { txt, useLang } from '../portal/useReleased';
import { type Activity, SEAT, useMyMemberships, when } from './actsCommon';
import { CutTitle } from '../../ui/CutTitle';
import './activities.css';
import './actsI18n';
import { PlainPager } from '../../ui/PlainTable';

const loadDetails = () => import('./ActivityDetails');
const ActivityDrawer = lazy(() => loadDetails().then((m) => ({ default: m.ActivityDrawer })));
const PollList = lazy(() => loadDetails().then((m) => ({ default: m.PollList })));

const PAGE_SIZE = 9;

export function ActivitiesPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlState();
  const tab = params.get('tab') ?? 'all';
  const openId = Number(params.get('id')) || null;
  // Once loaded the drawer stays mounted, so that it closes with its animation.
  const [hasOpened, setOpened] = useState(false);
  if (openId && !hasOpened) setOpened(true);
  return (
    <div className="acts" data-testid="activities">
      <Tabs
        activeKey={tab}
        onChange={(k) => set({ tab: k === 'all' ? '' : k, page: '' })}
        items={[
          { key: 'all', label: t('acts.tabAll'), children: tab === 'all' ? <ActivityList onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'mine', label: t('acts.tabMine'), children: tab === 'mine' ? <MyActivities onOpen={(id) => set({ id: String(id) })} /> : null },
          {
            key: 'polls',
            // Pointing at the tab starts loading the polls' code.
            label: <span onPointerEnter={() => void loadDetails().catch(() => undefined)}>{t('acts.tabPolls')}</span>,
            children:
              tab === 'polls' ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                  <PollList />
                </Suspense>
              ) : null,
          },
        ]}
      />
      {openId || hasOpened ? (
        <Suspense fallback={null}>
          <ActivityDrawer id={openId} onClose={() => set({ id: '' })} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ActivityList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().md;
  const [params, set] = useUrlState({ resetPage: true });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const query: Record<string, string | number> = { page, limit: PAGE_SIZE };
  if (q) query.q = q;
  if (status) query.f_status = status;
  const list = useQuery({
    queryKey: ['portal', 'activities', query],
    queryFn: ({ signal }) => api.get<ListData<Activity>>('/api/v1/internal-activity', query, { quietError: true, signal }),
    placeholderData: keepPreviousData,
  });
  const mine = useMyMemberships();
  const joined = new Set((mine.data?.items ?? []).filter((m) => SEAT.includes(m.status)).map((m) => Number(m.activity_id)));
  const items = list.data?.items ?? [];
  return (
    <div className="acts__list-wrap">
      <div className="acts__filters">
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          enterButton
          placeholder={t('acts.search')}
          aria-label={t('acts.search')}
          onSearch={(v) => set({ q: v.trim() })}
          className="acts__search"
          data-testid="acts-search"
        />
        <Radio.Group
          value={status}
          onChange={(e) => set({ status: String(e.target.value) })}
          optionType="button"
          size={isPhone ? 'small' : 'middle'}
          options={[
            { value: '', label: t('acts.filterAll') },
            { value: 'WAITING_REGISTRATION', label: statusLabel('WAITING_REGISTRATION', lang) },
            { value: 'ONGOING', label: statusLabel('ONGOING', lang) },
            { value: 'END', label: statusLabel('END', lang) },
          ]}
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
          <Empty description={q || status ? t('acts.noMatch') : t('acts.empty')} />
        </Card>
      ) : (
        <ul className="acts__grid" data-testid="acts-list" aria-busy={list.isFetching}>
          {items.map((a) => (
            <li key={a.id}>
              <button type="button" className="acts__card" onClick={() => onOpen(a.id)} data-testid="act-item">
                <Img id={a.banner} isThumb className="acts__banner" />
                <span className="acts__body">
                  <span className="acts__tags">
                    <StatusTag status={a.status} />
                    {joined.has(a.id) ? (
                      <Tag color="green" icon={<CheckCircleOutlined />}>
                        {t('acts.joined')}
                      </Tag>
                    ) : null}
                  </span>
                  <span className="acts__title">
                    <CutTitle text={txt(a, 'title', lang)} />
                  </span>
                  {a.location ? (
                    <span className="acts__meta">
                      <EnvironmentOutlined /> {a.location}
                    </span>
                  ) : null}
                  <span className="acts__meta">
                    <CalendarOutlined /> {when(a.start_date)} – {when(a.end_date)}
                  </span>
                  <span className="acts__meta">{t('acts.registration', { from: when(a.start_registration_date), to: when(a.end_registration_date) })}</span>
                  <span className="acts__meta">
                    <TeamOutlined />{' '}
                    {a.registration_limit ? t('acts.seats', { n: a.member_count, max: a.registration_limit }) : t('acts.members', { n: a.member_count })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalRows > PAGE_SIZE ? (
        <PlainPager page={page} pages={Math.ceil(list.data.totalRows / PAGE_SIZE)} total={list.data.totalRows} onChange={(p) => set({ page: String(p) })} />
      ) : null}
    </div>
  );
}

function MyActivities({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const mine = useMyMemberships();
  const labels = (mine.data?.labels ?? {}) as Record<string, Record<string, [string, string?]>>;
  const items = mine.data?.items ?? [];
  if (mine.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (mine.isError && !mine.data) return <ErrorState onRetry={() => void mine.refetch()} />;
  if (items.length === 0)
    return (
      <Card className="content-card">
        <Empty description={t('acts.mineEmpty')} />
      </Card>
    );
  return (
    <ul className="acts__mine" data-testid="acts-mine">
      {items.map((m) => {
        const label = labels.internal_activity?.[String(m.activity_id)];
        const title = label ? (lang === 'en' && label[1] ? label[1] : label[0]) : `#${m.activity_id}`;
        return (
          <li key={m.id}>
            <button type="button" className="acts__mine-item" onClick={() => onOpen(Number(m.activity_id))}>
              <span className="acts__title">
                <CutTitle text={title} />
              </span>
              <span className="acts__tags">
                <Tag color={statusTone(m.status)}>{t(`acts.member.${m.status}`)}</Tag>
                <Tag>{t(`acts.source.${m.source}`)}</Tag>
                {m.check_in_date ? <span className="acts__meta">{t('acts.checkedInAt', { at: when(m.check_in_date) })}</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The portal's internal activities (/internal-activity): released activities with their status and
 * registration window, a detail drawer (`?id=`, the link of activity notifications) with the
 * content, register / cancel registration and the activity's polls to vote in; "My activities"
 * (the caller's memberships) and the open polls. The server decides everything (window, limit,
 * one vote per person); the page shows its answers.
 */
import { CalendarOutlined, CheckCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Empty, Grid, Input, Progress, Radio, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { ApiError, api, type ListData, type Row } from '../../api/client';
import { StatusTag, statusTone } from '../../ui/StatusTag';
import { ErrorState, Img, Rich } from '../portal/blocks';
import { type Lang, txt, useLang } from '../portal/useReleased';
import { CutTitle } from '../../ui/CutTitle';
import './activities.css';
import './actsI18n';
import { PlainPager } from '../../ui/PlainTable';

type Activity = Row & {
  title: string;
  title_en: string | null;
  content?: string | null;
  content_en?: string | null;
  location: string | null;
  status: string;
  start_registration_date: string;
  end_registration_date: string;
  start_date: string;
  end_date: string;
  registration_limit: number | null;
  member_count: number;
  banner: number | null;
};
type Member = Row & { activity_id: number; status: string; source: string; check_in_date: string | null };
type Poll = Row & { question: string; question_en: string | null; expiry_time: string; activity_id: number | null; vote_count: number; results: { answer_id: number; votes: number }[]; answers?: (Row & { content: string; content_en: string | null })[] };

const PAGE_SIZE = 9;
const SEAT = ['WAITING', 'APPROVED', 'SENT_TICKET', 'CHECK_IN'];
const when = (v: unknown) => (v ? formatDate(String(v), 'HH:mm DD/MM/YYYY') : '');

export const isOpenNow = (a: Pick<Activity, 'status' | 'start_registration_date' | 'end_registration_date'>, now = Date.now()): boolean =>
  (a.status === 'PUBLISH' || a.status === 'WAITING_REGISTRATION') && now >= Date.parse(a.start_registration_date) && now <= Date.parse(a.end_registration_date);

/** The caller's memberships (all pages up to 200), by activity. */
function useMyMemberships() {
  return useQuery({
    queryKey: ['portal', 'activity-members', 'mine'],
    queryFn: ({ signal }) => api.get<ListData<Member>>('/api/v1/internal-activity-member', { limit: 200, labels: 1 }, { quietError: true, signal }),
  });
}

export function ActivitiesPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlState();
  const tab = params.get('tab') ?? 'all';
  const openId = Number(params.get('id')) || null;
  return (
    <div className="acts" data-testid="activities">
      <Tabs
        activeKey={tab}
        onChange={(k) => set({ tab: k === 'all' ? '' : k, page: '' })}
        items={[
          { key: 'all', label: t('acts.tabAll'), children: tab === 'all' ? <ActivityList onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'mine', label: t('acts.tabMine'), children: tab === 'mine' ? <MyActivities onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'polls', label: t('acts.tabPolls'), children: tab === 'polls' ? <PollList /> : null },
        ]}
      />
      <ActivityDrawer id={openId} onClose={() => set({ id: '' })} />
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
        <Input.Search key={q} defaultValue={q} allowClear enterButton placeholder={t('acts.search')} aria-label={t('acts.search')} onSearch={(v) => set({ q: v.trim() })} className="acts__search" data-testid="acts-search" />
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
                    <TeamOutlined /> {a.registration_limit ? t('acts.seats', { n: a.member_count, max: a.registration_limit }) : t('acts.members', { n: a.member_count })}
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

function ActivityDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal } = App.useApp();
  const qc = useQueryClient();
  const isPhone = !Grid.useBreakpoint().md;
  const [error, setError] = useState<string | null>(null);
  const one = useQuery({
    queryKey: ['portal', 'activity', id],
    queryFn: ({ signal }) => api.get<Activity>(`/api/v1/internal-activity/${id}`, undefined, { quietError: true, signal }),
    enabled: !!id,
    retry: false,
  });
  const mine = useMyMemberships();
  const membership = (mine.data?.items ?? []).find((m) => Number(m.activity_id) === id);
  const isJoined = !!membership && SEAT.includes(membership.status);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['portal', 'activity', id] });
    void qc.invalidateQueries({ queryKey: ['portal', 'activities'] });
    void qc.invalidateQueries({ queryKey: ['portal', 'activity-members'] });
  };
  const act = useMutation({
    mutationFn: (action: 'register' | 'unregister') => api.post(`/api/v1/internal-activity/${id}/${action}`, {}, { quietError: true }),
    onSuccess: () => {
      setError(null);
      refresh();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  const a = one.data;
  const open = a ? isOpenNow(a) : false;
  const full = !!a && !!a.registration_limit && a.member_count >= a.registration_limit;
  return (
    <Drawer open={!!id} onClose={() => { setError(null); onClose(); }} size={isPhone ? '100%' : 720} title={a ? txt(a, 'title', lang) : t('acts.detail')} destroyOnHidden data-testid="act-detail">
      {one.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {one.isError ? <Alert type="warning" showIcon title={t('acts.notFound')} /> : null}
      {a ? (
        <div className="acts__detail">
          <Img id={a.banner} className="acts__detail-banner" />
          <Space wrap size={[6, 6]}>
            <StatusTag status={a.status} />
            {isJoined ? (
              <Tag color="green" icon={<CheckCircleOutlined />}>
                {t(`acts.member.${membership?.status ?? 'APPROVED'}`)}
              </Tag>
            ) : null}
          </Space>
          <dl className="acts__facts">
            {a.location ? (
              <>
                <dt>{t('acts.location')}</dt>
                <dd>{a.location}</dd>
              </>
            ) : null}
            <dt>{t('acts.time')}</dt>
            <dd>
              {when(a.start_date)} – {when(a.end_date)}
            </dd>
            <dt>{t('acts.registrationWindow')}</dt>
            <dd>
              {when(a.start_registration_date)} – {when(a.end_registration_date)}
            </dd>
            <dt>{t('acts.participants')}</dt>
            <dd>
              {a.registration_limit ? (
                <Progress percent={Math.min(100, Math.round((a.member_count / a.registration_limit) * 100))} format={() => `${a.member_count}/${a.registration_limit}`} size="small" />
              ) : (
                t('acts.members', { n: a.member_count })
              )}
            </dd>
          </dl>
          {error ? <Alert type="error" showIcon title={error} data-testid="act-error" /> : null}
          <div className="acts__actions">
            {isJoined ? (
              membership?.status === 'CHECK_IN' ? null : (
                <Button
                  danger
                  loading={act.isPending}
                  data-testid="act-unregister"
                  onClick={() => modal.confirm({ title: t('acts.unregisterConfirm'), okText: t('acts.unregister'), cancelText: t('common.cancel'), onOk: () => act.mutateAsync('unregister') })}
                >
                  {t('acts.unregister')}
                </Button>
              )
            ) : (
              <Button type="primary" disabled={!open || full} loading={act.isPending} onClick={() => act.mutate('register')} data-testid="act-register">
                {t('acts.register')}
              </Button>
            )}
            {!isJoined && !open ? <span className="acts__hint">{t('acts.closedHint')}</span> : null}
            {!isJoined && open && full ? <span className="acts__hint">{t('acts.fullHint')}</span> : null}
          </div>
          {txt(a, 'content', lang) ? <Rich html={txt(a, 'content', lang)} /> : null}
          <ActivityPolls activityId={a.id} lang={lang} />
        </div>
      ) : null}
    </Drawer>
  );
}

function ActivityPolls({ activityId, lang }: { activityId: number; lang: Lang }) {
  const { t } = useTranslation();
  const polls = useQuery({
    queryKey: ['portal', 'polls', activityId],
    queryFn: ({ signal }) => api.get<ListData<Poll>>('/api/v1/polls', { f_activity_id: activityId, limit: 20 }, { quietError: true, signal }),
  });
  const items = polls.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="acts__polls">
      <h3>{t('acts.polls')}</h3>
      {items.map((p) => (
        <PollCard key={p.id} poll={p} lang={lang} />
      ))}
    </section>
  );
}

function PollList() {
  const { t } = useTranslation();
  const lang = useLang();
  const polls = useQuery({
    queryKey: ['portal', 'polls', 'all'],
    queryFn: ({ signal }) => api.get<ListData<Poll>>('/api/v1/polls', { limit: 20, order: 'expiry_time desc' }, { quietError: true, signal }),
  });
  if (polls.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (polls.isError && !polls.data) return <ErrorState onRetry={() => void polls.refetch()} />;
  const items = polls.data?.items ?? [];
  if (items.length === 0)
    return (
      <Card className="content-card">
        <Empty description={t('acts.pollsEmpty')} />
      </Card>
    );
  return (
    <div className="acts__poll-list" data-testid="acts-polls">
      {items.map((p) => (
        <PollCard key={p.id} poll={p} lang={lang} />
      ))}
    </div>
  );
}

/** A poll with its answers: vote once before it expires; the results show after voting or expiry. */
function PollCard({ poll, lang }: { poll: Poll; lang: Lang }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = useQuery({
    queryKey: ['portal', 'poll', poll.id],
    queryFn: ({ signal }) => api.get<Poll>(`/api/v1/polls/${poll.id}`, undefined, { quietError: true, signal }),
  });
  const mine = useQuery({
    queryKey: ['portal', 'poll-vote', poll.id],
    queryFn: ({ signal }) => api.get<ListData<Row & { answer_id: number }>>('/api/v1/poll-votes', { f_poll_id: poll.id, limit: 1 }, { quietError: true, signal }),
  });
  const vote = useMutation({
    mutationFn: () => api.post(`/api/v1/polls/${poll.id}/vote`, { answer_id: choice }, { quietError: true }),
    onSuccess: () => {
      setError(null);
      void qc.invalidateQueries({ queryKey: ['portal', 'poll', poll.id] });
      void qc.invalidateQueries({ queryKey: ['portal', 'poll-vote', poll.id] });
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  const p = full.data ?? poll;
  const voted = mine.data?.items[0]?.answer_id;
  const expired = Date.parse(p.expiry_time) <= Date.now();
  const showResults = voted !== undefined || expired;
  const total = p.vote_count || 0;
  const votesOf = (id: number) => p.results?.find((r) => Number(r.answer_id) === id)?.votes ?? 0;
  return (
    <Card className="content-card acts__poll" size="small" data-testid="poll-card">
      <div className="acts__poll-q">{txt(p, 'question', lang)}</div>
      <div className="acts__meta">{expired ? t('acts.pollExpired', { at: when(p.expiry_time) }) : t('acts.pollUntil', { at: when(p.expiry_time) })}</div>
      {full.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {showResults ? (
        <ul className="acts__results">
          {(p.answers ?? []).map((a) => (
            <li key={a.id}>
              <span>
                {txt(a, 'content', lang)} {voted === a.id ? <Tag color="green">{t('acts.yourVote')}</Tag> : null}
              </span>
              <Progress percent={total ? Math.round((votesOf(a.id) / total) * 100) : 0} format={() => t('acts.votes', { n: votesOf(a.id) })} size="small" />
            </li>
          ))}
        </ul>
      ) : (
        <Radio.Group className="acts__answers" value={choice} onChange={(e) => setChoice(Number(e.target.value))} options={(p.answers ?? []).map((a) => ({ value: a.id, label: txt(a, 'content', lang) }))} />
      )}
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {!showResults ? (
        <Button type="primary" disabled={!choice} loading={vote.isPending} onClick={() => vote.mutate()} data-testid="poll-vote">
          {t('acts.vote')}
        </Button>
      ) : null}
    </Card>
  );
}

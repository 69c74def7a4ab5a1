/**
 * The activities page's detail drawer (register, cancel, the activity's polls) and the polls tab,
 * with antd's Drawer, Progress and Radio: loaded when an activity or the polls tab is opened
 * (issue 35, docs/performance.md "Inner pages to 330 KB, part 4").
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Empty, Grid, Progress, Radio, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type ListData, type Row } from '../../api/client';
import { StatusTag } from '../../ui/StatusTag';
import { ErrorState, Img, Rich } from '../portal/blocks';
import { type Lang, txt, useLang } from '../portal/useReleased';
import { type Activity, isOpenNow, type Poll, SEAT, useMyMemberships, when } from './actsCommon';
import './activities.css';
import './actsI18n';

export function ActivityDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
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
    <Drawer
      open={!!id}
      onClose={() => {
        setError(null);
        onClose();
      }}
      size={isPhone ? '100%' : 720}
      title={a ? txt(a, 'title', lang) : t('acts.detail')}
      destroyOnHidden
      data-testid="act-detail"
    >
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
                <Progress
                  percent={Math.min(100, Math.round((a.member_count / a.registration_limit) * 100))}
                  format={() => `${a.member_count}/${a.registration_limit}`}
                  size="small"
                />
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
                  onClick={() =>
                    modal.confirm({
                      title: t('acts.unregisterConfirm'),
                      okText: t('acts.unregister'),
                      cancelText: t('common.cancel'),
                      onOk: () => act.mutateAsync('unregister'),
                    })
                  }
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

export function PollList() {
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
    queryFn: ({ signal }) =>
      api.get<ListData<Row & { answer_id: number }>>('/api/v1/poll-votes', { f_poll_id: poll.id, limit: 1 }, { quietError: true, signal }),
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
        <Radio.Group
          className="acts__answers"
          value={choice}
          onChange={(e) => setChoice(Number(e.target.value))}
          options={(p.answers ?? []).map((a) => ({ value: a.id, label: txt(a, 'content', lang) }))}
        />
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

/**
 * Feedback and Q&A admin screens beyond the list (spec §2 "feedback and ask-and-answer (with
 * overview report and access history)"): the overview report (/general-report-feedback and
 * /feedback-statistic for a period) and the access history (/feedback-access-history: who opened
 * which item, when, from where).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '@portal/domain/constants';
import { formatDate } from '@portal/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Input, Progress, Row, Space, Spin, Statistic, Table, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData } from '../../api/client';
import { RefSelect } from '../RefSelect';
import './feedbackI18n';
import '../logI18n';

const ReportChart = lazy(() => import('../ReportChart'));

type Overview = { total: number; waiting: number; replied: number; public: number; private: number; personnel: number; hidden: number; views: number; comments: number };
type Stats = { byStatus: { status: string; count: number }[]; byType: { type_id: number; name: string | null; name_en: string | null; count: number }[]; byMonth: { month: string; count: number }[] };
type Access = { id: number; created_date: string; user_id: number | null; username: string | null; feedback_id: number | null; feedback_title: string | null; ip: string | null; browser: string | null; device: string | null };

type Range = [Dayjs | null, Dayjs | null] | null;
const periodOf = (range: Range) => ({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') });

export function FeedbackOverviewPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [range, setRange] = useState<Range>(null);
  const period = periodOf(range);
  const overview = useQuery({ queryKey: ['general-report-feedback', period], queryFn: () => api.get<Overview>('general-report-feedback', period), placeholderData: keepPreviousData });
  const stats = useQuery({ queryKey: ['feedback-statistic', period], queryFn: () => api.get<Stats>('feedback-statistic', period), placeholderData: keepPreviousData });
  const o = overview.data;
  const months = stats.data?.byMonth ?? [];
  const labels = useMemo(
    () =>
      months.map((d) => {
        const [yy, mm] = d.month.split('-').map(Number) as [number, number];
        return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(yy, mm - 1, 15)));
      }),
    [months, lang],
  );
  const total = o?.total ?? 0;
  const pct = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  const figures: [string, number | undefined][] = [
    ['fbr.total', o?.total],
    ['fbr.waiting', o?.waiting],
    ['fbr.replied', o?.replied],
    ['fbr.comments', o?.comments],
    ['fbr.public', o?.public],
    ['fbr.private', o?.private],
    ['fbr.personnel', o?.personnel],
    ['fbr.hidden', o?.hidden],
    ['fbr.views', o?.views],
  ];
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('fbr.overviewTitle')}</h1>
          <p className="admin-page__sub">{t('fbr.overviewSub')}</p>
        </div>
        <Space wrap>
          <DatePicker.RangePicker format="DD/MM/YYYY" value={range} onChange={setRange} aria-label={t('log.period')} />
          <Tooltip title={t('common.reload')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('common.reload')}
              onClick={() => {
                void overview.refetch();
                void stats.refetch();
              }}
            />
          </Tooltip>
        </Space>
      </div>
      <Spin spinning={overview.isFetching || stats.isFetching}>
        <Row gutter={[16, 16]} data-testid="feedback-overview">
          {figures.map(([key, value]) => (
            <Col key={key} xs={12} md={8}>
              <Card className="admin-card" size="small">
                <Statistic title={t(key)} value={value ?? 0} />
              </Card>
            </Col>
          ))}
        </Row>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={14}>
            <Card className="admin-card" title={t('fbr.byMonth')}>
              {months.length === 0 ? (
                <Empty description={t('fbr.none')} />
              ) : (
                <Suspense fallback={<Spin />}>
                  <ReportChart labels={labels} series={[{ label: t('fbr.total'), color: '#0d3b66', values: months.map((m) => m.count) }]} ariaLabel={t('fbr.chartAria', { count: total })} />
                </Suspense>
              )}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card className="admin-card" title={t('fbr.byStatusType')}>
              {total === 0 ? (
                <Empty description={t('fbr.none')} />
              ) : (
                <div className="fbr-bars">
                  {(stats.data?.byStatus ?? []).map((s) => (
                    <div key={s.status}>
                      <span>{t(`fbr.status.${s.status}`, { defaultValue: s.status })}</span>
                      <Progress percent={pct(s.count)} format={() => s.count} status="normal" strokeColor={s.status === 'DONE' ? '#389e0d' : '#d48806'} />
                    </div>
                  ))}
                  {(stats.data?.byType ?? []).map((s) => (
                    <div key={s.type_id}>
                      <span>{(lang === 'en' && s.name_en) || s.name || `#${s.type_id}`}</span>
                      <Progress percent={pct(s.count)} format={() => s.count} status="normal" />
                    </div>
                  ))}
                </div>
              )}
            </Card>
          </Col>
        </Row>
      </Spin>
    </div>
  );
}

export function FeedbackAccessHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZE_DEFAULT);
  const [q, setQ] = useState('');
  const [user, setUser] = useState<number | undefined>();
  const [feedbackId, setFeedbackId] = useState<number | undefined>();
  const [range, setRange] = useState<Range>(null);
  const query = {
    page,
    limit,
    q: q || undefined,
    f_user_id: user,
    f_record_id: feedbackId,
    f_date_from: range?.[0]?.format('YYYY-MM-DD'),
    f_date_to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const list = useQuery({ queryKey: ['feedback-access-history', query], queryFn: () => api.get<ListData<Access>>('feedback-access-history', query), placeholderData: keepPreviousData });
  const toNumber = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('fbr.accessTitle')}</h1>
          <p className="admin-page__sub">
            {t('fbr.accessSub')} · {t('list.total', { count: list.data?.totalRows ?? 0 })}
          </p>
        </div>
        <Tooltip title={t('common.reload')}>
          <Button icon={<ReloadOutlined />} aria-label={t('common.reload')} onClick={() => void list.refetch()} />
        </Tooltip>
      </div>
      <Card className="admin-card">
        <search className="filter-bar" aria-label={t('list.filters')}>
          <Input.Search
            allowClear
            placeholder={t('fbr.searchAccess')}
            aria-label={t('common.search')}
            style={{ maxWidth: 280 }}
            onSearch={(v) => {
              setQ(v.trim());
              setPage(1);
            }}
          />
          <div style={{ minWidth: 260 }}>
            <RefSelect
              target="feedback"
              value={feedbackId}
              onChange={(v) => {
                setFeedbackId(toNumber(v));
                setPage(1);
              }}
              placeholder={t('fbr.anyFeedback')}
              aria-label={t('fbr.feedback')}
              allowClear
              style={{ width: '100%' }}
            />
          </div>
          <div style={{ minWidth: 220 }}>
            <RefSelect
              target="account"
              value={user}
              onChange={(v) => {
                setUser(toNumber(v));
                setPage(1);
              }}
              placeholder={t('fbr.anyReader')}
              aria-label={t('fbr.reader')}
              allowClear
              style={{ width: '100%' }}
            />
          </div>
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            aria-label={t('log.period')}
          />
        </search>
        <Table<Access>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('fbr.noAccess') }}
          columns={[
            { key: 'time', title: t('log.time'), dataIndex: 'created_date', render: (v: string) => formatDate(v, 'DD/MM/YYYY HH:mm:ss') },
            { key: 'reader', title: t('fbr.reader'), dataIndex: 'username', render: (v: string | null) => v ?? '—' },
            {
              key: 'feedback',
              title: t('fbr.feedback'),
              dataIndex: 'feedback_title',
              render: (v: string | null, r) => (r.feedback_id ? <Link to={`/admin/feedback/${r.feedback_id}`}>{v ?? `#${r.feedback_id}`}</Link> : '—'),
            },
            { key: 'ip', title: 'IP', dataIndex: 'ip' },
            { key: 'browser', title: t('log.browser'), dataIndex: 'browser', render: (v: string | null, r) => `${v ?? ''}${r.device ? ` · ${r.device}` : ''}` },
          ]}
          pagination={{
            current: list.data?.page ?? page,
            pageSize: limit,
            total: list.data?.totalRows ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
            onChange: (p, l) => {
              setPage(l !== limit ? 1 : p);
              setLimit(l);
            },
          }}
        />
      </Card>
    </div>
  );
}

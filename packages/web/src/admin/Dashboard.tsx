import { formatDate } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Tag, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData } from '../api/client';
import { useSession } from '../auth/session';
import { enumColor, enumLabel, listLabel } from './labels';
import { collator } from './menuTree';
import { AuditOutlined, PlusOutlined } from '@ant-design/icons';
import { useWaiting, useWaitingCount } from '../approval/approvalApi';
import { useNewsFigures } from './figures';
import { type LogRow, logAction, logModule, logRecordLink } from './logText';
import { adminRoutes, MY_APPROVALS_PATH } from './routes';
import '../approval/approvalI18n';

// The chart and its library load only with the dashboard's chart card (admin first-visit budget).
const FiguresChart = lazy(() => import('./FiguresChart'));

/** Screens offered as quick-create shortcuts, in this order, when the user may create there. */
const QUICK_CREATE = ['news', 'digital-lib', 'greetting-card', 'culture-thaco', 'office', 'menu'];
const WHEN = 'DD/MM/YYYY HH:mm';

type Draft = { id: number; title: string; title_en?: string | null; status: string; created_by?: number | null; updated_date?: string | null; created_date: string };
type Activity = LogRow & { id: number; created_date: string; username?: string | null };

type DashItem = { key: number; title: ReactNode; description?: ReactNode; extra?: ReactNode };

/**
 * A card's short list (title, a line below, something on the right). Plain markup: antd's List
 * brought its pagination, with the select and virtual-list code, into the console's first visit
 * (about 39 KB compressed, ADR 0019).
 */
function DashList({ items }: { items: DashItem[] }) {
  return (
    <ul className="dash-list">
      {items.map((it) => (
        <li key={it.key} className="dash-list__item" data-testid="dash-item">
          <div className="dash-list__main">
            <div className="dash-list__title">{it.title}</div>
            {it.description ? <div className="dash-list__desc">{it.description}</div> : null}
          </div>
          {it.extra ? <div className="dash-list__extra">{it.extra}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** The work surface on top of the dashboard: approvals, drafts, recent activity, figures, shortcuts (issue 12). */
function WorkSurface() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability, user } = useSession();
  const newsRoute = adminRoutes.find((rt) => rt.key === 'news');
  const mayNews = !!newsRoute && canDo(ability, 'view', newsRoute.subject);
  const mayEditNews = !!newsRoute && canDo(ability, 'edit', newsRoute.subject);
  const mayLog = canDo(ability, 'view', 'SYSTEM_LOG');
  const waiting = useWaiting(1, 5);
  const drafts = useQuery({
    queryKey: ['admin', 'dash', 'drafts', user?.id],
    enabled: mayEditNews && !!user,
    // The server picks my drafts (f_created_by, indexed): none is missed however many others wrote.
    queryFn: () => api.get<ListData<Draft>>('news', { limit: 5, order: 'updated_date desc', f_status: 'DRAFT|REJECT', f_created_by: user?.id }, { quietError: true }),
  });
  const mine = drafts.data?.items ?? [];
  const activity = useQuery({
    queryKey: ['admin', 'dash', 'activity'],
    enabled: mayLog,
    queryFn: () => api.get<ListData<Activity>>('activity-log', { limit: 6, order: 'created_date desc' }, { quietError: true }),
  });
  const figures = useNewsFigures(mayNews);
  const quick = QUICK_CREATE.map((p) => adminRoutes.find((rt) => rt.path === p))
    .filter((rt): rt is NonNullable<typeof rt> => !!rt && !rt.isHidden && canDo(ability, 'edit', rt.subject))
    .slice(0, 5);
  return (
    <>
      {quick.length > 0 ? (
        <Space wrap className="dash-quick" data-testid="dash-quick">
          <span className="dash-quick__label">{t('dash.quickCreate')}</span>
          {quick.map((rt) => (
            <Link key={rt.key} to={`/admin/${rt.path}/new`}>
              <Button icon={<PlusOutlined />}>{rt.entry.label[lang]}</Button>
            </Link>
          ))}
        </Space>
      ) : null}
      <Row gutter={[20, 20]} className="dash-row">
        <Col xs={24} lg={12}>
          <Card title={t('dash.waiting')} extra={<Link to={MY_APPROVALS_PATH}>{t('dash.seeAll')}</Link>} className="dash-card" data-testid="dash-waiting">
            {waiting.isLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
            {waiting.data && waiting.data.items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.waitingEmpty')} /> : null}
            {waiting.data && waiting.data.items.length > 0 ? (
              <DashList
                items={waiting.data.items.map((it) => ({
                  key: it.id,
                  title: <Link to={it.link ?? MY_APPROVALS_PATH}>{it.title ?? `#${it.target_id}`}</Link>,
                  description: [it.label?.[lang], it.requester_name, it.step_name].filter(Boolean).join(' · '),
                  extra: <span className="dash-muted">{formatDate(it.submitted_date, WHEN)}</span>,
                }))}
              />
            ) : null}
          </Card>
        </Col>
        {mayEditNews ? (
          <Col xs={24} lg={12}>
            <Card title={t('dash.drafts')} extra={<Link to="/admin/news?f_status=DRAFT">{t('dash.seeAll')}</Link>} className="dash-card" data-testid="dash-drafts">
              {drafts.isLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
              {drafts.data && mine.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.draftsEmpty')} /> : null}
              {mine.length > 0 ? (
                <DashList
                  items={mine.map((d) => ({
                    key: d.id,
                    title: <Link to={`/admin/${newsRoute?.path}/${d.id}`}>{(lang === 'en' && d.title_en) || d.title}</Link>,
                    description: formatDate(d.updated_date ?? d.created_date, WHEN),
                    extra: <Tag color={enumColor(d.status)}>{enumLabel(d.status, lang)}</Tag>,
                  }))}
                />
              ) : null}
            </Card>
          </Col>
        ) : null}
        {mayNews ? (
          <Col xs={24} lg={mayLog ? 14 : 24}>
            <Card title={t('dash.figures')} className="dash-card" data-testid="dash-figures">
              {figures.data ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                  <FiguresChart data={figures.data} />
                </Suspense>
              ) : (
                <Skeleton active paragraph={{ rows: 5 }} />
              )}
            </Card>
          </Col>
        ) : null}
        {mayLog ? (
          <Col xs={24} lg={mayNews ? 10 : 24}>
            <Card title={t('dash.activity')} extra={<Link to="/admin/activity-log">{t('dash.seeAll')}</Link>} className="dash-card" data-testid="dash-activity">
              {activity.isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
              {activity.data && activity.data.items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.activityEmpty')} /> : null}
              {activity.data && activity.data.items.length > 0 ? (
                <DashList
                  items={activity.data.items.map((a) => {
                    const link = logRecordLink(a);
                    return {
                      key: a.id,
                      title: (
                        <span>
                          <strong>{a.username ?? '—'}</strong> · {logAction(a.action, t)} · {logModule(a, lang, t)}
                        </span>
                      ),
                      description: (
                        <span>
                          {a.message ? link ? <Link to={link}>{a.message}</Link> : a.message : null}
                          {a.message ? ' · ' : ''}
                          {formatDate(a.created_date, WHEN)}
                        </span>
                      ),
                    };
                  })}
                />
              ) : null}
            </Card>
          </Col>
        ) : null}
      </Row>
    </>
  );
}

type Count = { name: string; path: string; totalRows: number; isTotalEstimated?: boolean };

/** Start page: a tile per screen the user may open, with its record count (one call for all). */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability, user } = useSession();
  const visible = adminRoutes
    .filter((rt) => !rt.isHidden && canDo(ability, 'view', rt.subject))
    .map((rt) => ({ rt, label: listLabel(rt.entry, lang) }))
    .sort((a, b) => collator(lang).compare(a.label, b.label));
  const counts = useQuery({
    queryKey: ['admin', 'counts'],
    queryFn: () => api.get<{ items: Count[] }>('/api/v1/admin/counts', undefined, { quietError: true }),
    staleTime: 30_000,
  });
  const byName = new Map((counts.data?.items ?? []).map((c) => [c.name, c]));
  const waiting = useWaitingCount();
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.welcome', { name: user?.full_name || user?.username || '' })}</h1>
          <p className="admin-page__sub">{t('admin.welcomeText')}</p>
        </div>
      </div>
      <WorkSurface />
      <h2 className="admin-page__title admin-page__title--sub dash-all">{t('dash.allScreens')}</h2>
      <Row gutter={[20, 20]}>
        <Col xs={24} sm={12} xl={6}>
          <Link to={MY_APPROVALS_PATH} data-testid="tile-my-approvals">
            <Card className={`stat-card${waiting > 0 ? ' stat-card--attention' : ''}`} hoverable>
              <span className="stat-card__icon">
                <AuditOutlined />
              </span>
              <Statistic title={t('approval.waitingTitle')} value={waiting.toLocaleString(lang)} />
            </Card>
          </Link>
        </Col>
        {visible.map(({ rt, label }) => {
          const c = byName.get(rt.key);
          const value = c ? (c.isTotalEstimated ? `~${c.totalRows.toLocaleString(lang)}` : c.totalRows.toLocaleString(lang)) : '—';
          return (
            <Col key={rt.key} xs={24} sm={12} xl={6}>
              <Link to={`/admin/${rt.path}`} data-testid={`tile-${rt.key}`}>
                <Card className="stat-card" hoverable>
                  <span className="stat-card__icon">{rt.icon}</span>
                  <Tooltip title={c?.isTotalEstimated ? t('list.totalAbout', { count: c.totalRows }) : undefined}>
                    <Statistic title={label} value={value} loading={counts.isLoading} />
                  </Tooltip>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}

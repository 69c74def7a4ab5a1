import { canDo } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/client';
import { useSession } from '../auth/session';
import { listLabel } from './fieldText';
import { collator } from './menuTree';
import { AuditOutlined } from '@ant-design/icons';
import { useWaitingCount } from '../approval/approvalApi';
import { adminRoutes, MY_APPROVALS_PATH } from './routes';

type Count = { name: string; path: string; totalRows: number; isTotalEstimated?: boolean };

/** Start page: a tile per screen the user may open, with its record count (one call for all). */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability, user } = useSession();
  const visible = adminRoutes
    .filter((rt) => !rt.isHidden && canDo(ability, 'view', rt.subject))
    .map((rt) => ({ rt, label: listLabel(rt.resource, lang) }))
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
          const c = byName.get(rt.resource.name);
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

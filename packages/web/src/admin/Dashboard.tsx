import { canDo } from '@portal/domain';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData } from '../api/client';
import { useSession } from '../auth/session';
import { adminRoutes } from './routes';

/** Start page: a tile per screen the user may open, with its record count. */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability, user } = useSession();
  const visible = adminRoutes.filter((rt) => canDo(ability, 'view', rt.subject));
  const counts = useQueries({
    queries: visible.map((rt) => ({
      queryKey: [rt.path, 'count'],
      queryFn: () => api.get<ListData<unknown>>(rt.path, { limit: 1 }, { quietError: true }),
    })),
  });
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.welcome', { name: user?.full_name || user?.username || '' })}</h1>
          <p className="admin-page__sub">{t('admin.welcomeText')}</p>
        </div>
      </div>
      <Row gutter={[20, 20]}>
        {visible.map((rt, i) => (
          <Col key={rt.key} xs={24} sm={12} xl={6}>
            <Link to={`/admin/${rt.path}`}>
              <Card className="stat-card" hoverable>
                <span className="stat-card__icon">{rt.icon}</span>
                <Statistic title={rt.resource.label[lang]} value={counts[i]?.data?.totalRows ?? '—'} loading={counts[i]?.isLoading} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}

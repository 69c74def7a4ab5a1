import { HomeOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a portal page shows while its code loads: the page frame as it will be (banner, breadcrumb,
 * title and intro where they are known) over a skeleton of its content, so the page takes its
 * shape at once instead of a blank or a lone spinner. Light on purpose: it ships with the first
 * load (plain markup standing in for the breadcrumb, whose component comes with the page).
 */
export function PageLoading({ title, crumbs = [], intro }: { title?: string; crumbs?: string[]; intro?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-frame page-frame--loading" role="status" aria-busy="true" aria-label={t('content.loading')} data-testid="page-loading">
      <div className="page-frame__banner">
        <div className="portal-container">
          <ol className="page-frame__crumbs page-loading__crumbs">
            <li className="page-loading__crumb">
              <HomeOutlined /> {t('nav.home')}
            </li>
            {crumbs.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed trail; two crumbs may read the same
              <li key={i} className="page-loading__crumb">
                {c}
              </li>
            ))}
          </ol>
          {title ? <h1 className="page-frame__title">{title}</h1> : <div className="page-frame__title page-loading__title" />}
          {intro ? <p className="page-frame__intro">{intro}</p> : null}
        </div>
      </div>
      <div className="portal-container page-frame__body">
        <Card className="content-card">
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
        </Card>
      </div>
    </div>
  );
}

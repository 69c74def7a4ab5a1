import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** The frame every portal page shares: banner title, breadcrumb, content card. */
export function PageFrame({ title, crumbs, intro, children }: { title: string; crumbs: Crumb[]; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · THACO`;
  }, [title]);
  return (
    <div className="page-frame">
      <div className="page-frame__banner">
        <div className="portal-container">
          <Breadcrumb
            className="page-frame__crumbs"
            items={[
              { title: <Link to="/" aria-label={t('nav.home')}><HomeOutlined /> {t('nav.home')}</Link> },
              ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label })),
            ]}
          />
          <h1 className="page-frame__title">{title}</h1>
          {intro ? <p className="page-frame__intro">{intro}</p> : null}
        </div>
      </div>
      <div className="portal-container page-frame__body">{children}</div>
    </div>
  );
}

/** A region whose data a later release brings: a proper empty state, never a blank. */
export function EmptyRegion({ title, description, icon }: { title?: string; description: string; icon?: ReactNode }) {
  return (
    <div className="empty-region">
      <Empty image={icon ?? Empty.PRESENTED_IMAGE_SIMPLE} description={<span>{title ? <strong>{title}</strong> : null}{title ? <br /> : null}{description}</span>} />
    </div>
  );
}

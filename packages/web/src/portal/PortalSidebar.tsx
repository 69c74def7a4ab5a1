/**
 * The sidebar of a kind of portal page (news, internal activities, documents, digital library),
 * as its template in the admin says: a heading with the entries of a menu group, common blocks
 * (hotline, mobile app...) and a banner. Nothing shows when no template is configured.
 */
import { RightOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Img, Rich } from './portal/blocks';
import { MenuLink } from './MenuLink';
import { localized, usePortalSidebar } from './usePortalData';

const pick = (row: Record<string, unknown>, field: string, lang: 'vi' | 'en'): string => String((lang === 'en' && row[`${field}_en`]) || row[field] || '');

export function PortalSidebar({ type }: { type: 'NEWS' | 'INTERNAL_ACTIVITY' | 'DOCUMENT' | 'DIGITAL_LIBRARY' }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const q = usePortalSidebar(type);
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!q.data) return null;
  const { template, links, blocks } = q.data;
  return (
    <aside className="portal-sidebar" data-testid={`sidebar-${type}`} aria-label={pick(template, 'title', lang)}>
      {links.length > 0 ? (
        <Card title={pick(template, 'title', lang)} className="content-card portal-sidebar__links">
          <ul>
            {links.map((m) => (
              <li key={m.id}>
                <RightOutlined aria-hidden="true" />
                <MenuLink link={m.link ?? '/'} isNewTab={m.target === 'NEW'} label={localized(m, lang)} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {blocks.map((b) => (
        <Card key={b.id} title={pick(b, 'title', lang)} className="content-card portal-sidebar__block">
          {b.image ? <Img id={b.image} alt={pick(b, 'title', lang)} /> : null}
          <Rich html={pick(b, 'content', lang)} />
          {b.link ? <MenuLink link={b.link} isNewTab label={b.link.replace(/^https?:\/\//, '')} /> : null}
        </Card>
      ))}
      {template.banner ? (
        template.banner_link ? (
          <a href={template.banner_link} target="_blank" rel="noreferrer" className="portal-sidebar__banner">
            <Img id={template.banner} alt={pick(template, 'title', lang)} />
          </a>
        ) : (
          <div className="portal-sidebar__banner">
            <Img id={template.banner} alt={pick(template, 'title', lang)} />
          </div>
        )
      ) : null}
    </aside>
  );
}

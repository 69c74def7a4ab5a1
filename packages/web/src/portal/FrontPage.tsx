import type { FrontPage as FrontPageDef } from '@portal/domain/resources/portal/menu';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRegion, PageFrame } from '../ui/PageFrame';

/** `content-<route slug>`: the test id of a page's main content region, e.g. content-introduce-about. */
export const contentTestId = (path: string): string => `content-${path.replace(/^\//, '').replace(/\//g, '-')}`;

/**
 * The frame of a front-site page around its content. The content comes from its own area's chunk
 * (portal/frontPages.tsx loads both at once); a route without content yet shows an empty state.
 */
export function FrontPage({ page, content }: { page: FrontPageDef; content?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const title = page.label[lang];
  return (
    <PageFrame title={title} crumbs={[{ label: t(`section.${page.section}`) }, { label: title }]} intro={t(`intro.${page.section}`)}>
      {content ? (
        <div className="content-page" data-testid={contentTestId(page.path)}>
          {content}
        </div>
      ) : (
        <Card className="content-card">
          <EmptyRegion title={t('empty.comingTitle')} description={t('empty.comingDescription', { page: title })} />
        </Card>
      )}
    </PageFrame>
  );
}

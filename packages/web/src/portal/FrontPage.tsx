import type { FrontPage as FrontPageDef } from '@portal/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyRegion, PageFrame } from '../ui/PageFrame';
import { OfficeDirectory } from './OfficeDirectory';

/** Pages whose content exists already; every other front-site route shows its frame with an empty state. */
const CONTENT: Record<string, () => React.ReactNode> = {
  '/about-thaco': () => <OfficeDirectory />,
  '/introduce/about': () => <OfficeDirectory />,
};

export function FrontPage({ page }: { page: FrontPageDef }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const title = page.label[lang];
  const content = CONTENT[page.path];
  return (
    <PageFrame title={title} crumbs={[{ label: t(`section.${page.section}`) }, { label: title }]} intro={t(`intro.${page.section}`)}>
      {content ? (
        content()
      ) : (
        <Card className="content-card">
          <EmptyRegion title={t('empty.comingTitle')} description={t('empty.comingDescription', { page: title })} />
        </Card>
      )}
    </PageFrame>
  );
}

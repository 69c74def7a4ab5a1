/** Settings screens that are categories of given types (spec §2: logos/favicon/site title, social icons). */
import { category } from '@portal/domain/resources/system/category';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../ResourceList';

const BRANDING = { type: 'TITLE|LOGO_LOGIN|LOGO_ADMIN|LOGO_1|LOGO_2|LOGO_3|LOGO_4|FOOTER' };
const SOCIAL = { type: 'SOCIAL_ICON' };

export function BrandingPage() {
  const { t } = useTranslation();
  return <ResourceList resource={category} basePath="/admin/category" presetFilters={BRANDING} title={t('page.branding')} />;
}

export function SocialIconsPage() {
  const { t } = useTranslation();
  return <ResourceList resource={category} basePath="/admin/category" presetFilters={SOCIAL} title={t('page.socialIcons')} />;
}

/** Settings screens that are categories of given types (spec §2: social icons; branding has its own page). */
import { category } from '@portal/domain/resources/system/category';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../ResourceList';

const SOCIAL = { type: 'SOCIAL_ICON' };

export function SocialIconsPage() {
  const { t } = useTranslation();
  return <ResourceList resource={category} basePath="/admin/category" presetFilters={SOCIAL} title={t('page.socialIcons')} />;
}

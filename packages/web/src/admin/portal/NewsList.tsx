/**
 * Admin news list (issue 5): the generic list (its status tabs and workflow buttons offer only
 * the moves this user may make), and a preview of each item as the portal will show it.
 */
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../portal/portal/newsI18n';
import type { ScreenProps } from '../routes';
import { ResourceList } from '../ResourceList';

export function NewsList({ resource, basePath }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ResourceList
      resource={resource}
      basePath={basePath}
      extraActions={(row) => (
        <Button key="preview" size="small" icon={<EyeOutlined />} href={`/news/${row.id}?preview=1`} target="_blank" aria-label={t('news.preview')}>
          {t('news.preview')}
        </Button>
      )}
    />
  );
}

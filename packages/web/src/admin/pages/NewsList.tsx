/**
 * Admin news list (issue 5): status tabs over the generic list (its workflow buttons offer only
 * the moves this user may make), and a preview of each item as the portal will show it.
 */
import { EyeOutlined } from '@ant-design/icons';
import { statusColor } from '@portal/domain/constants';
import { Badge, Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../portal/news/newsI18n';
import type { ScreenProps } from '../routes';
import { ResourceList } from '../ResourceList';

export function NewsList({ resource, basePath }: ScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('f_status') ?? '';
  const statuses = resource.workflow?.statuses ?? [];
  const select = (key: string) => {
    const next = new URLSearchParams(params);
    if (key) next.set('f_status', key);
    else next.delete('f_status');
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={select}
        data-testid="status-tabs"
        items={[{ key: '', label: t('news.tabAll') }, ...statuses.map((s) => ({ key: s, label: <Badge color={statusColor(s) === 'default' ? '#999' : statusColor(s)} text={t(`status.${s}`, { defaultValue: s })} /> }))]}
      />
      <ResourceList
        resource={resource}
        basePath={basePath}
        extraActions={(row) => (
          <Button key="preview" size="small" icon={<EyeOutlined />} href={`/news/${row.id}?preview=1`} target="_blank" aria-label={t('news.preview')}>
            {t('news.preview')}
          </Button>
        )}
      />
    </>
  );
}

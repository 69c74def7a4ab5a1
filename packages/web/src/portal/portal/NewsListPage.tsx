/** The portal news list (issue 5): per type and realm, diacritic-insensitive search ("tin tuc" finds "Tin tức"). */
import { Col, Empty, Input, Row, Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { api } from '../../api/client';
import { PageFrame } from '../../ui/PageFrame';
import { NewsCard } from './HomeNews';
import './news.css';
import './newsI18n';
import { device, type NewsType, pick, useNewsList } from './usePortalHome';
import { PlainPager } from '../../ui/PlainTable';

export function NewsListPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [params, set] = useUrlState({ resetPage: true });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const realm = params.get('realm') ?? '';
  const query: Record<string, string | number> = { page, limit: 12, order: 'release_date desc' };
  if (q) query.q = q;
  if (type) query.f_type_id = type;
  if (realm) query.f_realm_id = realm;
  if (device() !== 'mobile') query.f_is_only_mobile = 'false';
  const list = useNewsList(query);
  // Types and realms from the news readers' own options (the categories themselves are settings staff may not list).
  const options = useQuery({
    queryKey: ['portal', 'news-options'],
    queryFn: () => api.get<{ types: NewsType[]; realms: { id: number; name: string; name_en?: string | null }[] }>('/api/v1/portal/news-options', undefined, { quietError: true }),
    staleTime: 5 * 60_000,
  });
  const types: NewsType[] = options.data?.types ?? [];
  return (
    <PageFrame title={t('news.title')} crumbs={[{ label: t('news.title') }]}>
      <Space wrap style={{ marginBottom: 20 }}>
        <Input.Search defaultValue={q} allowClear placeholder={t('news.searchPlaceholder')} aria-label={t('news.searchPlaceholder')} onSearch={(v) => set({ q: v.trim() })} style={{ width: 320 }} data-testid="news-search" />
        <Select value={type || undefined} allowClear placeholder={t('news.allTypes')} aria-label={t('news.allTypes')} style={{ width: 220 }} onChange={(v) => set({ type: v ?? '' })} options={types.map((x) => ({ value: String(x.id), label: pick(x, 'name', lang) }))} />
        <Select
          value={realm || undefined}
          allowClear
          placeholder={t('news.allRealms')}
          aria-label={t('news.allRealms')}
          style={{ width: 220 }}
          onChange={(v) => set({ realm: v ?? '' })}
          options={(options.data?.realms ?? []).map((x) => ({ value: String(x.id), label: pick(x, 'name', lang) }))}
        />
      </Space>
      {list.isLoading ? <Spin /> : null}
      {list.data && list.data.items.length === 0 ? <Empty description={t('news.empty')} /> : null}
      <Row gutter={[20, 20]} data-testid="news-list">
        {(list.data?.items ?? []).map((n) => (
          <Col key={n.id} xs={24} sm={12} lg={8}>
            <NewsCard item={n} />
          </Col>
        ))}
      </Row>
      {list.data && list.data.totalRows > 12 ? (
        <PlainPager page={page} pages={Math.ceil(list.data.totalRows / 12)} total={list.data.totalRows} onChange={(p) => set({ page: String(p) })} />
      ) : null}
    </PageFrame>
  );
}

/**
 * /search?q=: what the header search found (issue 12). Pages by name, then each kind of content
 * (news first) from its own list endpoint's search, one bounded page each; news has a link to the
 * full news list with the same search.
 */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, List, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n';
import { PageFrame } from '../../ui/PageFrame';
import { matchPages, SEARCH_SOURCES, type SearchHit, searchRoute, searchSource } from './searchSources';

const PER_SOURCE = 10;

export function SearchPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const results = useQuery({
    queryKey: ['portal', 'search', q, lang],
    enabled: q.length > 0,
    queryFn: async ({ signal }) => {
      const found = await Promise.all(SEARCH_SOURCES.map(async (s) => ({ source: s, ...(await searchSource(s, q, lang, PER_SOURCE, signal)) })));
      return found;
    },
  });
  const pages = matchPages(q, lang, 10);
  const groups: { key: string; label: string; hits: SearchHit[]; total: number; more?: string }[] = [];
  if (pages.length > 0) groups.push({ key: 'pages', label: t('search.kind.page'), hits: pages, total: pages.length });
  for (const r of results.data ?? []) {
    if (r.hits.length === 0) continue;
    groups.push({ key: r.source.path, label: t(r.source.label), hits: r.hits, total: r.total, ...(r.source.path === 'news' && r.total > r.hits.length ? { more: `/news?q=${encodeURIComponent(q)}` } : {}) });
  }
  const count = groups.reduce((n, g) => n + g.total, 0);
  return (
    <PageFrame title={t('search.title')} crumbs={[{ label: t('search.title') }]}>
      <div className="search-page" data-testid="search-page">
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          enterButton
          size="large"
          placeholder={t('portal.searchPlaceholder')}
          aria-label={t('common.search')}
          onSearch={(v) => v.trim() && navigate(searchRoute(v), { replace: true })}
          className="search-page__field"
        />
        {!q ? <Empty description={t('search.typeSomething')} /> : null}
        {q && results.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
        {q && results.data ? (
          <p className="search-page__summary" data-testid="search-summary">
            {count > 0 ? t('search.summary', { count, q }) : null}
          </p>
        ) : null}
        {q && results.data && groups.length === 0 ? <Empty description={t('search.none', { q })} /> : null}
        {groups.map((g) => (
          <Card key={g.key} className="search-page__group" title={g.label} size="small" extra={g.more ? <Link to={g.more}>{t('common.viewAll')}</Link> : null} data-testid={`search-group-${g.key}`}>
            <List
              dataSource={g.hits}
              renderItem={(h) => (
                <List.Item key={h.key}>
                  <Link to={h.route} className="search-page__hit" data-testid="search-hit">
                    {h.title}
                  </Link>
                  {h.date ? <Tag>{formatDate(h.date, 'DD/MM/YYYY')}</Tag> : null}
                </List.Item>
              )}
            />
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}

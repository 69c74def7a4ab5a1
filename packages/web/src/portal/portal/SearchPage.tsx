/**
 * /search?q=: what the header search found (issue 38 item 9), in groups (pages, documents, people,
 * activities, Q&A, news, content), each from the server's search under the reader's rights; a group
 * with more hits links to its own list with the same search. Every hit can be bookmarked (item 10).
 */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n';
import { BookmarkStar } from '../../ui/bookmarks';
import { PageFrame } from '../../ui/PageFrame';
import { groupLabel, groupMore, searchPortal, searchRoute } from './searchSources';

const PER_GROUP = 10;

export function SearchPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const results = useQuery({
    queryKey: ['portal', 'search', q, lang],
    enabled: q.length > 0,
    queryFn: ({ signal }) => searchPortal(q, PER_GROUP, signal),
  });
  const groups = results.data ?? [];
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
        {q && results.data && count > 0 ? (
          <p className="search-page__summary" data-testid="search-summary">
            {t('search.summary', { count, q })}
          </p>
        ) : null}
        {q && results.data && groups.length === 0 ? <Empty description={q.length < 2 ? t('search.short') : t('search.none', { q })} /> : null}
        {groups.length > 1 ? (
          <nav className="search-page__jump" aria-label={t('search.title')}>
            {groups.map((g) => (
              <a key={g.key} className="search-page__chip" href={`#search-${g.key}`}>
                {t(groupLabel(g.key))} <span>{g.total}</span>
              </a>
            ))}
          </nav>
        ) : null}
        {groups.map((g) => {
          const more = groupMore[g.key];
          return (
            <Card
              key={g.key}
              id={`search-${g.key}`}
              className="search-page__group"
              title={`${t(groupLabel(g.key))} (${g.total})`}
              size="small"
              extra={more && g.total > g.items.length ? <Link to={more(q)}>{t('search.seeAllIn', { count: g.total })}</Link> : null}
              data-testid={`search-group-${g.key}`}
            >
              <List
                dataSource={g.items}
                renderItem={(h) => (
                  <List.Item key={h.key}>
                    <div className="search-page__row">
                      <div className="search-page__hit-body">
                        <Link to={h.route} className="search-page__hit" data-testid="search-hit">
                          {h.title}
                        </Link>
                        {h.hint || h.date ? (
                          <div className="search-page__hint">{[h.hint, h.date ? formatDate(h.date, 'DD/MM/YYYY') : null].filter(Boolean).join(' · ')}</div>
                        ) : null}
                      </div>
                      <BookmarkStar link={h.route} title={h.title} />
                    </div>
                  </List.Item>
                )}
              />
            </Card>
          );
        })}
      </div>
    </PageFrame>
  );
}

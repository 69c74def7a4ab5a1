/**
 * The portal's documents (/documents, /dashboard/search-document) and its look-up pages
 * (/look-up/notification, /look-up/regulation-procedures, /look-up/form: the same list preset to
 * the document types their settings name). A search box (diacritics ignored by the server),
 * filters by type, realm, issuing unit and issue date, pages of 10, and a detail drawer with the
 * attachments to download (`?id=<id>` opens it: the links of document notifications).
 * The server decides what each reader sees (Public, or Limited to their unit or to them).
 */
import { FileTextOutlined, LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Grid, Input, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { api, type ListData } from '../../api/client';
import { LazyRangePicker } from '../../ui/LazyRangePicker';
import { LazySelect } from '../../ui/LazySelect';
import { PlainPager } from '../../ui/PlainTable';
import { ErrorState } from './blocks';
import { day, txt, useLang } from './useReleased';
import { type Doc, type LookupPage, nameOf, type Option, type Options } from './documentTypes';
import { CutTitle } from '../../ui/CutTitle';
import './documents.css';
import './docsI18n';

export type { LookupPage };

// The detail drawer (antd Drawer, Descriptions) loads when a document is opened, the filters' selects
// and date range when first used (issue 35, docs/performance.md "Inner pages to 330 KB").
const DocumentDrawer = lazy(() => import('./DocumentDrawer').then((m) => ({ default: m.DocumentDrawer })));

const PAGE_SIZE = 10;

export function DocumentsPage({ lookup }: { lookup?: LookupPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().md;
  const [params, set, clear] = useUrlState({ resetPage: true });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const realm = params.get('realm') ?? '';
  const unit = params.get('unit') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const openId = Number(params.get('id')) || null;
  // Once loaded the drawer stays mounted, so that it closes with its animation.
  const [hasOpened, setOpened] = useState(false);
  if (openId && !hasOpened) setOpened(true);

  const options = useQuery({
    queryKey: ['portal', 'document-options'],
    queryFn: ({ signal }) => api.get<Options>('/api/v1/document-options', undefined, { quietError: true, signal }),
    staleTime: 60_000,
  });
  const setting = lookup ? options.data?.lookups.find((l) => l.page === lookup) : undefined;
  // A look-up page shows the types its setting names (and may narrow to one of them).
  const allowedTypes = lookup ? (options.data?.types ?? []).filter((x) => setting?.type_ids.includes(x.id)) : (options.data?.types ?? []);
  const typeFilter = type && allowedTypes.some((x) => String(x.id) === type) ? type : allowedTypes.length > 0 && lookup ? allowedTypes.map((x) => x.id).join('|') : '';
  const isPresetMissing = !!lookup && !!options.data && allowedTypes.length === 0;

  const query: Record<string, string | number> = { page, limit: PAGE_SIZE };
  if (q) query.q = q;
  if (typeFilter) query.f_type_id = typeFilter;
  if (realm) query.f_realm_id = realm;
  if (unit) query.f_issuing_unit_id = unit;
  if (from) query.f_issued_date_from = from;
  if (to) query.f_issued_date_to = to;
  const list = useQuery({
    queryKey: ['portal', 'documents', query],
    queryFn: ({ signal }) => api.get<ListData<Doc>>('/api/v1/document', query, { quietError: true, signal }),
    enabled: !lookup || (!!options.data && !isPresetMissing),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const todayCount = Number(items[0]?.today_count ?? 0);
  const isFiltered = !!(q || type || realm || unit || from || to);
  const selectOpts = (xs: Option[]) => xs.map((x) => ({ value: String(x.id), label: txt(x, 'name', lang) }));

  return (
    <div className="docs" data-testid="documents">
      {setting && txt(setting, 'description', lang) ? <p className="docs__intro">{txt(setting, 'description', lang)}</p> : null}
      <Card className="content-card docs__filters">
        <div className="docs__filter-grid">
          <Input.Search
            key={q}
            defaultValue={q}
            allowClear
            enterButton
            placeholder={t('docs.searchPlaceholder')}
            aria-label={t('docs.searchPlaceholder')}
            onSearch={(v) => set({ q: v.trim() })}
            className="docs__search"
            data-testid="docs-search"
          />
          <LazySelect value={type || undefined} allowClear placeholder={t('docs.allTypes')} aria-label={t('docs.type')} onChange={(v) => set({ type: v ?? '' })} options={selectOpts(allowedTypes)} data-testid="docs-type" />
          <LazySelect value={realm || undefined} allowClear placeholder={t('docs.allRealms')} aria-label={t('docs.realm')} onChange={(v) => set({ realm: v ?? '' })} options={selectOpts(options.data?.realms ?? [])} />
          <LazySelect
            value={unit || undefined}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('docs.allUnits')}
            aria-label={t('docs.unit')}
            onChange={(v) => set({ unit: v ?? '' })}
            options={selectOpts(options.data?.units ?? [])}
          />
          <LazyRangePicker
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            placeholder={[t('docs.issuedFrom'), t('docs.issuedTo')]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(v) => set({ from: v?.[0]?.format('YYYY-MM-DD') ?? '', to: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
            className="docs__dates"
          />
        </div>
        <div className="docs__summary">
          <span data-testid="docs-total">{list.data ? t('docs.total', { n: list.data.totalRows }) : '\u00a0'}</span>
          {todayCount > 0 ? <Tag color="red">{t('docs.today', { n: todayCount })}</Tag> : null}
          {isFiltered ? (
            <Button type="link" size="small" onClick={clear}>
              {t('docs.clearFilters')}
            </Button>
          ) : null}
        </div>
      </Card>

      {isPresetMissing ? (
        <Card className="content-card">
          <Empty description={t('docs.noLookupTypes')} />
        </Card>
      ) : list.isLoading || (lookup && options.isLoading) ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (list.isError && !list.data) || (lookup && options.isError) ? (
        <ErrorState onRetry={() => void (options.isError ? options.refetch() : list.refetch())} />
      ) : items.length === 0 ? (
        <Card className="content-card">
          <Empty description={isFiltered ? t('docs.noMatch') : t('docs.empty')} />
        </Card>
      ) : (
        <ul className="docs__list" data-testid="docs-list" aria-busy={list.isFetching}>
          {items.map((d) => (
            <li key={d.id}>
              <button type="button" className="docs__item" onClick={() => set({ id: String(d.id) })} data-testid="doc-item">
                <FileTextOutlined className="docs__icon" aria-hidden />
                <span className="docs__main">
                  <span className="docs__title">
                    <CutTitle text={txt(d, 'title', lang)} />
                  </span>
                  <span className="docs__meta">
                    <span className="docs__code">{d.code}</span>
                    <span>{nameOf(options.data?.units, d.issuing_unit_id, lang)}</span>
                    <span>{t('docs.issuedOn', { date: day(d.issued_date) })}</span>
                    {(d.attachments ?? []).length > 0 ? (
                      <span>
                        <PaperClipOutlined /> {(d.attachments ?? []).length}
                      </span>
                    ) : null}
                  </span>
                </span>
                <span className="docs__tags">
                  <Tag color="blue">{nameOf(options.data?.types, d.type_id, lang)}</Tag>
                  {!isPhone ? <Tag>{nameOf(options.data?.realms, d.realm_id, lang)}</Tag> : null}
                  {d.access_scope === 'LIMITED' ? (
                    <Tag color="orange" icon={<LockOutlined />}>
                      {t('docs.limited')}
                    </Tag>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalRows > PAGE_SIZE ? (
        <PlainPager page={page} pages={Math.ceil(list.data.totalRows / PAGE_SIZE)} total={list.data.totalRows} onChange={(p) => set({ page: String(p) })} />
      ) : null}
      {openId || hasOpened ? (
        <Suspense fallback={null}>
          <DocumentDrawer id={openId} options={options.data} onClose={() => set({ id: '' })} isPhone={isPhone} />
        </Suspense>
      ) : null}
    </div>
  );
}

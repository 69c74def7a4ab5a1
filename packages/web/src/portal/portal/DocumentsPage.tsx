/**
 * The portal's documents (/documents, /dashboard/search-document) and its look-up pages
 * (/look-up/notification, /look-up/regulation-procedures, /look-up/form: the same list preset to
 * the document types their settings name). A search box (diacritics ignored by the server),
 * filters by type, realm, issuing unit and issue date, pages of 10, and a detail drawer with the
 * attachments to download (`?id=<id>` opens it: the links of document notifications).
 * The server decides what each reader sees (Public, or Limited to their unit or to them).
 */
import { DownloadOutlined, FileTextOutlined, LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Drawer, Empty, Grid, Input, Pagination, Select, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { api, type ListData } from '../../api/client';
import { ErrorState } from './blocks';
import { day, fileUrl, type Lang, txt, useLang } from './useReleased';
import { CutTitle } from '../../ui/CutTitle';
import './documents.css';
import './docsI18n';

export type LookupPage = 'NOTIFICATION' | 'REGULATION_PROCEDURE' | 'FORM';

type Option = { id: number; name: string; name_en: string | null };
type Lookup = { page: LookupPage; title: string; title_en: string | null; description: string | null; description_en: string | null; type_ids: number[] };
type Options = { types: Option[]; realms: Option[]; statuses: Option[]; units: Option[]; lookups: Lookup[] };
type Doc = {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  summary: string | null;
  summary_en: string | null;
  type_id: number;
  realm_id: number;
  doc_status_id: number | null;
  issuing_unit_id: number;
  signer: string | null;
  issued_date: string;
  effective_date: string | null;
  expiry_date: string | null;
  access_scope: 'PUBLIC' | 'LIMITED';
  attachments: number[] | null;
  today_count?: number;
};
type Media = { id: number; file_name: string; size: number; ext: string };

const PAGE_SIZE = 10;
const nameOf = (list: Option[] | undefined, id: unknown, lang: Lang) => {
  const o = list?.find((x) => x.id === id);
  return o ? txt(o, 'name', lang) : '';
};
const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

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
          <Select value={type || undefined} allowClear placeholder={t('docs.allTypes')} aria-label={t('docs.type')} onChange={(v) => set({ type: v ?? '' })} options={selectOpts(allowedTypes)} data-testid="docs-type" />
          <Select value={realm || undefined} allowClear placeholder={t('docs.allRealms')} aria-label={t('docs.realm')} onChange={(v) => set({ realm: v ?? '' })} options={selectOpts(options.data?.realms ?? [])} />
          <Select
            value={unit || undefined}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('docs.allUnits')}
            aria-label={t('docs.unit')}
            onChange={(v) => set({ unit: v ?? '' })}
            options={selectOpts(options.data?.units ?? [])}
          />
          <DatePicker.RangePicker
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
        <Pagination className="docs__pages" current={page} pageSize={PAGE_SIZE} total={list.data.totalRows} showSizeChanger={false} simple={isPhone} onChange={(p) => set({ page: String(p) })} />
      ) : null}
      <DocumentDrawer id={openId} options={options.data} onClose={() => set({ id: '' })} isPhone={isPhone} />
    </div>
  );
}

function DocumentDrawer({ id, options, onClose, isPhone }: { id: number | null; options?: Options; onClose: () => void; isPhone: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const doc = useQuery({
    queryKey: ['portal', 'document', id],
    queryFn: ({ signal }) => api.get<Doc>(`/api/v1/document/${id}`, undefined, { quietError: true, signal }),
    enabled: !!id,
    retry: false,
  });
  const files = useQuery({
    queryKey: ['portal', 'document-files', id, doc.data?.attachments],
    queryFn: ({ signal }) => Promise.all((doc.data?.attachments ?? []).map((m) => api.get<Media>(`/api/v1/media/${m}`, undefined, { quietError: true, signal }))),
    enabled: !!doc.data && (doc.data.attachments ?? []).length > 0,
  });
  const d = doc.data;
  return (
    <Drawer open={!!id} onClose={onClose} size={isPhone ? '100%' : 640} title={d ? d.code : t('docs.detail')} destroyOnHidden data-testid="doc-detail">
      {doc.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {doc.isError ? <Alert type="warning" showIcon title={t('docs.notFound')} /> : null}
      {d ? (
        <div className="docs__detail">
          <h2 className="docs__detail-title">{txt(d, 'title', lang)}</h2>
          <Space wrap size={[6, 6]}>
            <Tag color="blue">{nameOf(options?.types, d.type_id, lang)}</Tag>
            <Tag>{nameOf(options?.realms, d.realm_id, lang)}</Tag>
            {d.doc_status_id ? <Tag color="geekblue">{nameOf(options?.statuses, d.doc_status_id, lang)}</Tag> : null}
            {d.access_scope === 'LIMITED' ? (
              <Tag color="orange" icon={<LockOutlined />}>
                {t('docs.limited')}
              </Tag>
            ) : (
              <Tag color="green">{t('docs.public')}</Tag>
            )}
          </Space>
          {txt(d, 'summary', lang) ? <p className="docs__detail-summary">{txt(d, 'summary', lang)}</p> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('docs.code')}>{d.code}</Descriptions.Item>
            <Descriptions.Item label={t('docs.unit')}>{nameOf(options?.units, d.issuing_unit_id, lang) || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.signer')}>{d.signer || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.issuedDate')}>{day(d.issued_date)}</Descriptions.Item>
            <Descriptions.Item label={t('docs.effectiveDate')}>{d.effective_date ? day(d.effective_date) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.expiryDate')}>{d.expiry_date ? day(d.expiry_date) : '—'}</Descriptions.Item>
          </Descriptions>
          <h3 className="docs__files-title">{t('docs.attachments')}</h3>
          {(d.attachments ?? []).length === 0 ? (
            <p className="content-meta">{t('docs.noAttachments')}</p>
          ) : files.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <ul className="docs__files" data-testid="doc-files">
              {(d.attachments ?? []).map((m, i) => {
                const f = files.data?.[i];
                return (
                  <li key={m}>
                    <PaperClipOutlined aria-hidden />
                    <span className="docs__file-name">{f?.file_name ?? t('docs.file', { n: i + 1 })}</span>
                    {f ? <span className="content-meta">{kb(f.size)}</span> : null}
                    <Button size="small" icon={<DownloadOutlined />} href={fileUrl(m) ?? undefined} download={f?.file_name ?? true}>
                      {t('docs.download')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}

/**
 * /dashboard: news figures of a year (released per month, per type, the most read) and internal
 * figures, each exportable to xlsx, and the group's archive by category. The server computes every
 * figure under the reader's scope (staff count released news only).
 */
import { DownloadOutlined, EyeOutlined, FileTextOutlined, LinkOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row as GridRow, Segmented, Select, Skeleton, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, download } from '../../api/client';
import { CardGrid, ErrorState, Img, Region } from './blocks';
import { type Row, txt, useLang, useReleased } from './useReleased';

type Figures = {
  news: {
    year: number;
    total: number;
    inYear: number;
    byMonth: { month: number; count: number }[];
    byType: { type_id: number; name: string; name_en: string | null; count: number }[];
    topViewed: { id: number; title: string; title_en: string | null; view_count: number; release_date: string }[];
  };
  internal: { name: string; label: string; label_en: string; totalRows: number; isTotalEstimated?: true }[];
  archiveCategories: { id: number; name: string; name_en: string | null }[];
};

const useFigures = (year: number) =>
  useQuery({
    queryKey: ['portal', 'dashboard', year],
    queryFn: ({ signal }) => api.get<Figures>('/api/v1/dashboard', { year }, { quietError: true, signal }),
  });

/** This year in Ho Chi Minh City, whatever the browser's zone. */
const thisYear = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(new Date()));

function MonthBars({ months, year }: { months: { month: number; count: number }[]; year: number }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...months.map((m) => m.count));
  return (
    <ol className="month-bars" aria-label={t('dashboard.byMonth')}>
      {months.map((m) => (
        <li key={m.month} aria-label={t('dashboard.monthCount', { month: `${String(m.month).padStart(2, '0')}/${year}`, count: m.count })}>
          <span className="month-bars__value">{m.count}</span>
          <span className="month-bars__bar" style={{ height: `${Math.round((m.count / max) * 100)}%` }} />
          <span className="month-bars__label">{t('dashboard.monthShort', { month: m.month })}</span>
        </li>
      ))}
    </ol>
  );
}

function Figures() {
  const { t } = useTranslation();
  const lang = useLang();
  const [year, setYear] = useState(thisYear());
  const [busy, setBusy] = useState<string | null>(null);
  const q = useFigures(year);
  const exportFile = async (kind: 'news' | 'internal') => {
    setBusy(kind);
    try {
      await download(`/api/v1/dashboard/export-${kind}`, kind === 'news' ? { year } : {});
    } finally {
      setBusy(null);
    }
  };
  const years = Array.from({ length: 6 }, (_, i) => thisYear() - i);
  const typeMax = Math.max(1, ...(q.data?.news.byType ?? []).map((x) => x.count));
  return (
    <section className="content-region" aria-labelledby="figures-title" data-region="figures">
      <div className="content-region__head">
        <h2 id="figures-title" className="section-title">
          {t('dashboard.figures')}
        </h2>
        <Space wrap>
          <Select aria-label={t('dashboard.year')} value={year} onChange={setYear} options={years.map((y) => ({ value: y, label: String(y) }))} style={{ width: 110 }} />
          <Button icon={<DownloadOutlined />} loading={busy === 'news'} onClick={() => void exportFile('news')}>
            {t('dashboard.exportNews')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'internal'} onClick={() => void exportFile('internal')}>
            {t('dashboard.exportInternal')}
          </Button>
        </Space>
      </div>
      {q.isLoading ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : q.isError || !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : (
        <GridRow gutter={[20, 20]}>
          <Col xs={12} md={6}>
            <Card className="content-card">
              <Statistic title={t('dashboard.totalNews')} value={q.data.news.total} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card className="content-card">
              <Statistic title={t('dashboard.newsInYear', { year })} value={q.data.news.inYear} />
            </Card>
          </Col>
          {q.data.internal.slice(0, 2).map((x) => (
            <Col xs={12} md={6} key={x.name}>
              <Card className="content-card">
                <Statistic title={lang === 'en' ? x.label_en : x.label} value={x.totalRows} />
              </Card>
            </Col>
          ))}
          <Col xs={24} lg={14}>
            <Card className="content-card" title={t('dashboard.byMonth')}>
              <MonthBars months={q.data.news.byMonth} year={year} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card className="content-card" title={t('dashboard.byType')}>
              {q.data.news.byType.length === 0 ? (
                <Empty description={t('dashboard.noNews', { year })} />
              ) : (
                <ul className="type-bars">
                  {q.data.news.byType.map((x) => (
                    <li key={x.type_id}>
                      <span>{lang === 'en' && x.name_en ? x.name_en : x.name}</span>
                      <span className="type-bars__track">
                        <span className="type-bars__fill" style={{ width: `${Math.round((x.count / typeMax) * 100)}%` }} />
                      </span>
                      <strong>{x.count}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card className="content-card" title={t('dashboard.mostRead')}>
              {q.data.news.topViewed.length === 0 ? (
                <Empty description={t('dashboard.noNews', { year })} />
              ) : (
                <ol className="top-read">
                  {q.data.news.topViewed.map((n) => (
                    <li key={n.id}>
                      <Link to={`/news/${n.id}`}>{lang === 'en' && n.title_en ? n.title_en : n.title}</Link>
                      <span className="top-read__meta">
                        <EyeOutlined /> {n.view_count} · {formatDate(n.release_date)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card className="content-card" title={t('dashboard.internal')}>
              <ul className="internal-figures">
                {q.data.internal.map((x) => (
                  <li key={x.name}>
                    <span>{lang === 'en' ? x.label_en : x.label}</span>
                    <strong>
                      {x.isTotalEstimated ? '~' : ''}
                      {x.totalRows.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN')}
                    </strong>
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        </GridRow>
      )}
    </section>
  );
}

function ArchiveItem({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = txt(row, 'title', lang);
  return (
    <Card className="content-card archive-item" data-testid="content-item" cover={<Img id={row.cover} alt={title} isThumb />}>
      <Tag>{String(row.year)}</Tag>
      <h3>{title}</h3>
      {txt(row, 'description', lang) ? <p>{txt(row, 'description', lang)}</p> : null}
      <Space wrap>
        {typeof row.file === 'number' ? (
          <Button size="small" icon={<FileTextOutlined />} onClick={() => void download(`/api/v1/media/file/${row.file}`, {}, `${title}`)}>
            {t('dashboard.openFile')}
          </Button>
        ) : null}
        {typeof row.link === 'string' && row.link ? (
          <a href={row.link} target="_blank" rel="noreferrer">
            <LinkOutlined /> {t('dashboard.openLink')}
          </a>
        ) : null}
      </Space>
    </Card>
  );
}

function Archive() {
  const { t } = useTranslation();
  const lang = useLang();
  const figures = useFigures(thisYear());
  const [category, setCategory] = useState<number | 'all'>('all');
  const q = useReleased('archive', { limit: 24, ...(category !== 'all' && { f_category_id: category }) });
  const options = [{ value: 'all' as const, label: t('dashboard.allCategories') }, ...(figures.data?.archiveCategories ?? []).map((c) => ({ value: c.id, label: lang === 'en' && c.name_en ? c.name_en : c.name }))];
  return (
    <Region
      q={q}
      id="archive"
      title={t('dashboard.archive')}
      extra={options.length > 1 ? <Segmented aria-label={t('dashboard.archiveCategory')} value={category} onChange={(v) => setCategory(v as number | 'all')} options={options} /> : null}
    >
      {(items) => (
        <CardGrid min={220}>
          {items.map((r) => (
            <ArchiveItem key={r.id} row={r} />
          ))}
        </CardGrid>
      )}
    </Region>
  );
}

export function DashboardPage() {
  return (
    <>
      <Figures />
      <Archive />
    </>
  );
}

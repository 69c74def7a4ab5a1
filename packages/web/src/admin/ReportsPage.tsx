/**
 * Administration reports (issue 16, spec §7 administration reports, §9 periods and status
 * colours): pick a declared report, a period, a breakdown and a unit; a stacked bar chart (uPlot,
 * loaded with the chart only), the figures as a table, and the xlsx export of the same figures.
 * Everything here comes from the declarations through GET /api/v1/report (ADR 0008).
 */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { REPORT_PERIODS } from '@portal/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Segmented, Select, Skeleton, Space, Table, Tooltip } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { RefSelect } from './RefSelect';
import type { ChartSeries } from './ReportChart';
import './reportI18n';

const ReportChart = lazy(() => import('./ReportChart'));

type Named = { key: string; label: string };
/** `summary`: totals as the records stand, no period (the period picker is hidden; its one bucket is today). */
type ReportInfo = { name: string; kind?: 'period' | 'summary'; label: string; measures: Named[]; dimensions: Named[]; hasUnit: boolean };
type Group = { key: string | number | null; label: string; color?: string; values: Record<string, number[]>; totals: Record<string, number> };
type ReportData = {
  report: string;
  label: string;
  period: string | null;
  bucket: 'day' | 'week' | 'month' | null;
  from: string | null;
  to: string;
  by: string | null;
  measures: Named[];
  dimensions: Named[];
  buckets: string[];
  groups: Group[];
  totals: Record<string, number>;
};

/** Ant Design tag colours (status colours of spec §9, ticket status settings) as chart colours. */
const HEX: Record<string, string> = {
  success: '#52c41a',
  green: '#52c41a',
  error: '#f5222d',
  red: '#f5222d',
  gold: '#faad14',
  warning: '#faad14',
  orange: '#fa8c16',
  purple: '#722ed1',
  default: '#a6adb8',
  processing: '#1677ff',
  blue: '#1677ff',
  cyan: '#13c2c2',
  magenta: '#eb2f96',
  geekblue: '#2f54eb',
  lime: '#a0d911',
  volcano: '#fa541c',
};
const PALETTE = ['#0d3b66', '#f4a259', '#5b8e7d', '#bc4b51', '#8cb369', '#6d597a', '#3d84a8', '#e9c46a'];
/** At most this many groups get their own colour; the rest show as "Other". */
const MAX_GROUPS = 7;

export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [name, setName] = useState<string | undefined>();
  const [period, setPeriod] = useState<string>('30d');
  const [by, setBy] = useState<string | undefined>();
  const [measure, setMeasure] = useState<string | undefined>();
  const [unit, setUnit] = useState<number | undefined>();
  const [isExporting, setExporting] = useState(false);

  const catalogue = useQuery({
    queryKey: ['report', 'list', lang],
    queryFn: () => api.get<{ items: ReportInfo[] }>('report', { lang }, { quietError: true }),
    staleTime: 60_000,
  });
  const infos = catalogue.data?.items ?? [];
  const info = infos.find((r) => r.name === name) ?? infos[0];
  const dim = by && info?.dimensions.some((d) => d.key === by) ? by : info?.dimensions[0]?.key;
  const query = { period, by: dim ?? 'none', f_unit_id: info?.hasUnit && unit ? unit : undefined, lang };
  const figures = useQuery({
    queryKey: ['report', info?.name, query],
    enabled: !!info,
    queryFn: () => api.get<ReportData>(`report/${info?.name}`, query, { quietError: true }),
    placeholderData: keepPreviousData,
  });
  const data = figures.data;
  const m = data?.measures.some((x) => x.key === measure) ? (measure as string) : (data?.measures[0]?.key ?? 'count');
  const fmt = useMemo(() => new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { maximumFractionDigits: 2 }), [lang]);


  // The groups shown: the largest first (the server's order), the rest summed as "Other".
  const shown = useMemo<ChartSeries[]>(() => {
    if (!data) return [];
    const list = data.groups.map((g, i) => ({ label: g.label, color: (g.color && HEX[g.color]) || PALETTE[i % PALETTE.length] || '#0d3b66', values: g.values[m] ?? [] }));
    if (list.length <= MAX_GROUPS) return list;
    const rest = list.slice(MAX_GROUPS - 1);
    return [...list.slice(0, MAX_GROUPS - 1), { label: t('report.other'), color: '#a6adb8', values: data.buckets.map((_, i) => rest.reduce((s, g) => s + (g.values[i] ?? 0), 0)) }];
  }, [data, m, t]);
  const labels = useMemo(
    () =>
      (data?.buckets ?? []).map((b) => {
        const [y, mo, d] = b.split('-');
        if (data?.bucket === 'month') return `${mo}/${y}`;
        if (data?.bucket === 'week') return t('report.weekOf', { date: `${d}/${mo}` });
        return `${d}/${mo}`;
      }),
    [data, t],
  );
  const total = data?.totals[m] ?? 0;
  const measureLabel = data?.measures.find((x) => x.key === m)?.label ?? '';

  const rows = data
    ? [
        // Periods without figures are left out of the table (the chart shows them as gaps).
        ...data.buckets
          .map((b, i) => ({ key: b, bucket: labels[i], ...Object.fromEntries(shown.map((s, j) => [`g${j}`, s.values[i] ?? 0])), total: shown.reduce((s, g) => s + (g.values[i] ?? 0), 0) }))
          .filter((row) => row.total !== 0),
        { key: 'total', bucket: t('report.total'), ...Object.fromEntries(shown.map((s, j) => [`g${j}`, s.values.reduce((a, b) => a + b, 0)])), total },
      ]
    : [];
  const columns = [
    { title: t('report.bucket'), dataIndex: 'bucket', key: 'bucket', fixed: 'left' as const, width: 110 },
    ...shown.map((s, j) => ({
      title: (
        <span className="report-legend__item">
          <i style={{ background: s.color }} aria-hidden="true" />
          {s.label}
        </span>
      ),
      dataIndex: `g${j}`,
      key: `g${j}`,
      align: 'right' as const,
      render: (v: number) => fmt.format(v),
    })),
    ...(shown.length > 1 ? [{ title: t('report.total'), dataIndex: 'total', key: 'total', align: 'right' as const, render: (v: number) => <strong>{fmt.format(v)}</strong> }] : []),
  ];

  const isEmpty = !!data && data.groups.length === 0;
  return (
    <div className="admin-page" data-testid="reports-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('report.title')}</h1>
          <p className="admin-page__sub">{data
              ? data.from === null
                ? t('report.asOf', { date: data.to.split('-').reverse().join('/') })
                : t('report.span', { from: data.from.split('-').reverse().join('/'), to: data.to.split('-').reverse().join('/') })
              : t('report.sub')}</p>
        </div>
        <Space>
          <Button
            icon={<DownloadOutlined />}
            loading={isExporting}
            disabled={!info}
            data-testid="report-export"
            onClick={async () => {
              if (!info) return;
              setExporting(true);
              try {
                await api.download(`report/${info.name}/export`, query, `report_${info.name}.xlsx`);
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('report.export')}
          </Button>
          <Tooltip title={t('common.reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('common.reload')} onClick={() => void figures.refetch()} />
          </Tooltip>
        </Space>
      </div>
      {catalogue.isError ? (
        <Alert type="error" showIcon message={t('report.loadError')} action={<Button onClick={() => void catalogue.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Card className="admin-card">
          <search className="filter-bar report-filters" aria-label={t('list.filters')}>
            <Select
              data-testid="report-select"
              aria-label={t('report.pick')}
              style={{ minWidth: 220 }}
              loading={catalogue.isLoading}
              value={info?.name}
              options={infos.map((r) => ({ value: r.name, label: r.label }))}
              onChange={(v: string) => {
                setName(v);
                setBy(undefined);
                setMeasure(undefined);
              }}
            />
            {info?.kind !== 'summary' && (
              <Segmented
                data-testid="report-period"
                value={period}
                onChange={(v) => setPeriod(String(v))}
                options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`report.period.${p}`) }))}
              />
            )}
            <Select
              aria-label={t('report.by')}
              style={{ minWidth: 180 }}
              value={dim ?? 'none'}
              options={[...(info?.dimensions ?? []).map((d) => ({ value: d.key, label: t('report.byDimension', { name: d.label }) })), { value: 'none', label: t('report.noBreakdown') }]}
              onChange={(v: string) => setBy(v)}
            />
            {(data?.measures.length ?? 0) > 1 && (
              <Select aria-label={t('report.measure')} style={{ minWidth: 160 }} value={m} options={data?.measures.map((x) => ({ value: x.key, label: x.label }))} onChange={(v: string) => setMeasure(v)} />
            )}
            {info?.hasUnit && (
              <RefSelect target="organization" allowClear placeholder={t('report.allUnits')} aria-label={t('report.unit')} style={{ minWidth: 220 }} value={unit} onChange={(v: unknown) => setUnit(v ? Number(v) : undefined)} />
            )}
          </search>
          {figures.isError ? (
            <Alert type="error" showIcon message={t('report.loadError')} action={<Button onClick={() => void figures.refetch()}>{t('common.retry')}</Button>} />
          ) : !data || catalogue.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} data-testid="report-loading" />
          ) : isEmpty ? (
            <Empty description={t('report.empty')} data-testid="report-empty" />
          ) : (
            <div aria-busy={figures.isFetching}>
              <p className="report-total" data-testid="report-total">
                {measureLabel}: <strong>{fmt.format(total)}</strong>
              </p>
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
                <ReportChart labels={labels} series={shown} ariaLabel={t('report.chartAria', { name: data.label, measure: measureLabel, total: fmt.format(total) })} />
              </Suspense>
              <Table
                data-testid="report-table"
                className="report-table"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                rowClassName={(r) => (r.key === 'total' ? 'report-table__total' : '')}
                columns={columns}
                dataSource={rows}
              />
            </div>
          )}
        </Card>
      )}
    </div>
  );
}

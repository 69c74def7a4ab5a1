/** Activity logs (spec §3): who did what, from where, with the data before and after. */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '@portal/domain/constants';
import { formatDate } from '@portal/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, type ListData } from '../../api/client';
import { listLabel } from '../labels';
import { MANIFEST } from '../manifest';
import { logAction, logModule, logRecordLink } from '../logText';
import { collator } from '../menuTree';
import '../logI18n';

type Log = {
  id: number;
  created_date: string;
  username?: string | null;
  module?: string | null;
  action?: string | null;
  result?: string | null;
  ip?: string | null;
  browser?: string | null;
  device?: string | null;
  description?: string | null;
  message?: string | null;
  record_id?: number | null;
  activity_context?: string | null;
  table_name?: string | null;
  origin_data?: unknown;
  updated_data?: unknown;
};

/** Actions offered in the filter (the log may hold others: they show as they are). */
const ACTIONS = ['create', 'update', 'delete', 'submit', 'approve', 'reject', 'publish', 'expire', 'login', 'logout', 'revoke', 'reset_password', 'change_password', 'enable_2fa', 'disable_2fa', 'import', 'upload', 'forbidden'];

const RESULT_COLOR: Record<string, string> = { SUCCESS: 'success', FAILED: 'error', DENIED: 'warning' };

export function ActivityLogPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [page, setPage] = useState(1);
  const [context, setContext] = useState<string | undefined>();
  const [action, setAction] = useState<string | undefined>();
  const [isExporting, setExporting] = useState(false);
  const moduleOptions = useMemo(
    () => MANIFEST.map((r) => ({ value: r.name, label: listLabel(r, lang) })).sort((a, b) => collator(lang).compare(a.label, b.label)),
    [lang],
  );
  const [limit, setLimit] = useState<number>(PAGE_SIZE_DEFAULT);
  const [q, setQ] = useState('');
  const [result, setResult] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const query = {
    page,
    limit,
    order: 'created_date desc',
    q: q || undefined,
    f_result: result,
    f_activity_context: context,
    f_action: action,
    f_date_from: range?.[0]?.format('YYYY-MM-DD'),
    f_date_to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const list = useQuery({ queryKey: ['activity-log', query], queryFn: () => api.get<ListData<Log>>('activity-log', query), placeholderData: keepPreviousData });
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('log.title')}</h1>
          <p className="admin-page__sub">{t('list.total', { count: list.data?.totalRows ?? 0 })}</p>
        </div>
        <Space>
          <Button
            icon={<DownloadOutlined />}
            loading={isExporting}
            data-testid="log-export"
            onClick={async () => {
              // The same filters as the list, every matching row (the server streams the xlsx).
              const { page: _p, limit: _l, ...filters } = query;
              setExporting(true);
              try {
                await api.download('activity-log/export', filters, 'activity_log.xlsx');
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('log.export')}
          </Button>
          <Tooltip title={t('common.reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('common.reload')} onClick={() => void list.refetch()} />
          </Tooltip>
        </Space>
      </div>
      <Card className="admin-card">
        <search className="filter-bar" aria-label={t('list.filters')}>
          <Input.Search allowClear placeholder={t('list.searchPlaceholder')} aria-label={t('common.search')} style={{ maxWidth: 320 }} onSearch={(v) => { setQ(v.trim()); setPage(1); }} />
          <Select
            allowClear
            placeholder={t('log.result')}
            aria-label={t('log.result')}
            style={{ minWidth: 160 }}
            value={result}
            onChange={(v) => { setResult(v); setPage(1); }}
            options={['SUCCESS', 'FAILED', 'DENIED'].map((v) => ({ value: v, label: t(`log.result.${v}`) }))}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('log.allModules')}
            aria-label={t('log.module')}
            style={{ minWidth: 200 }}
            value={context}
            onChange={(v) => { setContext(v); setPage(1); }}
            options={moduleOptions}
            data-testid="log-filter-module"
          />
          <Select
            allowClear
            placeholder={t('log.allActions')}
            aria-label={t('log.action')}
            style={{ minWidth: 180 }}
            value={action}
            onChange={(v) => { setAction(v); setPage(1); }}
            options={ACTIONS.map((v) => ({ value: v, label: logAction(v, t) }))}
            data-testid="log-filter-action"
          />
          <DatePicker.RangePicker format="DD/MM/YYYY" value={range} onChange={(v) => { setRange(v); setPage(1); }} aria-label={t('log.period')} />
        </search>
        <Table<Log>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (r) => !!(r.origin_data || r.updated_data),
            expandedRowRender: (r) => (
              <div className="log-diff">
                <div>
                  <strong>{t('log.before')}</strong>
                  <pre>{JSON.stringify(r.origin_data ?? null, null, 2)}</pre>
                </div>
                <div>
                  <strong>{t('log.after')}</strong>
                  <pre>{JSON.stringify(r.updated_data ?? null, null, 2)}</pre>
                </div>
              </div>
            ),
          }}
          columns={[
            { key: 'time', title: t('log.time'), dataIndex: 'created_date', render: (v: string) => formatDate(v, 'DD/MM/YYYY HH:mm:ss') },
            { key: 'user', title: t('log.user'), dataIndex: 'username', render: (v: string | null) => v ?? '—' },
            { key: 'module', title: t('log.module'), dataIndex: 'module', render: (_: unknown, r) => logModule(r, lang, t) },
            { key: 'action', title: t('log.action'), dataIndex: 'action', render: (v: string) => logAction(v, t) },
            {
              key: 'record',
              title: t('log.record'),
              dataIndex: 'message',
              render: (v: string | null, r) => {
                const link = logRecordLink(r);
                const text = v || (r.record_id ? `#${r.record_id}` : '');
                return link && text ? <Link to={link} data-testid="log-record-link">{text}</Link> : text;
              },
            },
            { key: 'result', title: t('log.result'), dataIndex: 'result', render: (v: string) => <Tag color={RESULT_COLOR[v] ?? 'default'}>{t(`log.result.${v}`, { defaultValue: v })}</Tag> },
            { key: 'ip', title: 'IP', dataIndex: 'ip' },
            { key: 'browser', title: t('log.browser'), dataIndex: 'browser', render: (v: string, r) => `${v ?? ''}${r.device ? ` · ${r.device}` : ''}` },
            { key: 'description', title: t('log.description'), dataIndex: 'description', ellipsis: true, render: (v: string | null) => v ?? '' },
          ]}
          pagination={{
            current: list.data?.page ?? page,
            pageSize: limit,
            total: list.data?.totalRows ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
            onChange: (p, l) => {
              setPage(l !== limit ? 1 : p);
              setLimit(l);
            },
          }}
        />
      </Card>
    </div>
  );
}

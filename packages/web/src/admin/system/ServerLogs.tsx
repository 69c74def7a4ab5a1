/**
 * The request log and the system log (spec §2 "activity logs", §7 /request-log and /system_log with
 * their exports): filters (period, method and status or level, user, text), paging, and an xlsx
 * export of the filtered rows. Administrators with "view all" on SYSTEM_LOG only (the server checks).
 */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '@portal/domain/constants';
import { formatDate } from '@portal/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData } from '../../api/client';
import { RefCell, RefSelect } from '../RefSelect';
import './logsI18n';
import '../logI18n';

type RequestRow = { id: number; created_date: string; method: string; path: string; status: number; duration_ms: number; user_id: number | null; username: string | null; ip: string | null; user_agent: string | null };
type SystemRow = { id: number; created_date: string; level: string; message: string; stack: string | null; method: string | null; path: string | null; user_id: number | null; ip: string | null };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_COLOR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'gold', PATCH: 'orange', DELETE: 'red' };
const LEVELS = ['info', 'warn', 'error'];
const LEVEL_COLOR: Record<string, string> = { info: 'blue', warn: 'orange', error: 'red' };
const STATUS_RE = /^[1-5]\d\d$/;
const statusColor = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : s >= 300 ? 'blue' : 'green');
const time = (v: string) => formatDate(v, 'DD/MM/YYYY HH:mm:ss');

type Filters = Record<string, string | number | undefined>;

/** The frame both screens share: title, export and reload, the filter bar, the paged table. */
function LogScreen<T extends { id: number }>(props: {
  path: 'request-log' | 'system_log';
  title: string;
  sub: string;
  searchPlaceholder: string;
  filters: Filters;
  filterBar: ReactNode;
  columns: ColumnsType<T>;
  expandable?: { rowExpandable: (r: T) => boolean; expandedRowRender: (r: T) => ReactNode };
  page: number;
  setPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState<number>(PAGE_SIZE_DEFAULT);
  const [q, setQ] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [isExporting, setExporting] = useState(false);
  const filters: Filters = {
    ...props.filters,
    q: q || undefined,
    f_date_from: range?.[0]?.format('YYYY-MM-DD'),
    f_date_to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const query = { page: props.page, limit, ...filters };
  const list = useQuery({ queryKey: [props.path, query], queryFn: () => api.get<ListData<T>>(props.path, query), placeholderData: keepPreviousData });
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{props.title}</h1>
          <p className="admin-page__sub">
            {props.sub} · {t('list.total', { count: list.data?.totalRows ?? 0 })}
          </p>
        </div>
        <Space>
          <Button
            icon={<DownloadOutlined />}
            loading={isExporting}
            data-testid="log-export"
            onClick={async () => {
              // The same filters as the list, every matching row up to the server's cap.
              setExporting(true);
              try {
                await api.download(`${props.path}/export`, filters, `${props.path.replace('-', '_')}.xlsx`);
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
          <Input.Search
            allowClear
            placeholder={props.searchPlaceholder}
            aria-label={t('common.search')}
            style={{ maxWidth: 320 }}
            onSearch={(v) => {
              setQ(v.trim());
              props.setPage(1);
            }}
          />
          {props.filterBar}
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            value={range}
            onChange={(v) => {
              setRange(v);
              props.setPage(1);
            }}
            aria-label={t('log.period')}
          />
        </search>
        <Table<T>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('slog.empty') }}
          {...(props.expandable && { expandable: props.expandable })}
          columns={props.columns}
          pagination={{
            current: list.data?.page ?? props.page,
            pageSize: limit,
            total: list.data?.totalRows ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
            onChange: (p, l) => {
              props.setPage(l !== limit ? 1 : p);
              setLimit(l);
            },
          }}
        />
      </Card>
    </div>
  );
}

function UserFilter({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 220 }} data-testid="log-filter-user">
      <RefSelect target="account" value={value} onChange={(v) => onChange(v === null || v === undefined || v === '' ? undefined : Number(v))} placeholder={t('slog.anyUser')} aria-label={t('log.user')} allowClear style={{ width: '100%' }} />
    </div>
  );
}

export function RequestLogPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [method, setMethod] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [statusText, setStatusText] = useState('');
  const [user, setUser] = useState<number | undefined>();
  const isStatusBad = statusText !== '' && !STATUS_RE.test(statusText);
  const columns: ColumnsType<RequestRow> = [
    { key: 'time', title: t('log.time'), dataIndex: 'created_date', render: time },
    { key: 'method', title: t('slog.method'), dataIndex: 'method', render: (v: string) => <Tag color={METHOD_COLOR[v] ?? 'default'}>{v}</Tag> },
    { key: 'path', title: t('slog.path'), dataIndex: 'path', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { key: 'status', title: t('slog.status'), dataIndex: 'status', render: (v: number) => <Tag color={statusColor(v)}>{v}</Tag> },
    { key: 'duration', title: t('slog.duration'), dataIndex: 'duration_ms', align: 'right', render: (v: number) => `${v} ms` },
    { key: 'user', title: t('log.user'), dataIndex: 'username', render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('slog.anonymous')}</Typography.Text> },
    { key: 'ip', title: 'IP', dataIndex: 'ip' },
    { key: 'ua', title: t('slog.userAgent'), dataIndex: 'user_agent', ellipsis: true, width: 280, render: (v: string | null) => <span title={v ?? ''}>{v ?? ''}</span> },
  ];
  return (
    <LogScreen<RequestRow>
      path="request-log"
      title={t('slog.requestTitle')}
      sub={t('slog.requestSub')}
      searchPlaceholder={t('slog.searchRequest')}
      filters={{ f_method: method, f_status: status, f_user_id: user }}
      page={page}
      setPage={setPage}
      columns={columns}
      filterBar={
        <>
          <Select
            allowClear
            placeholder={t('slog.allMethods')}
            aria-label={t('slog.method')}
            style={{ minWidth: 160 }}
            value={method}
            onChange={(v) => {
              setMethod(v);
              setPage(1);
            }}
            options={METHODS.map((v) => ({ value: v, label: v }))}
            data-testid="log-filter-method"
          />
          <Tooltip title={isStatusBad ? t('slog.statusInvalid') : undefined} open={isStatusBad}>
            <Input
              allowClear
              inputMode="numeric"
              maxLength={3}
              status={isStatusBad ? 'error' : undefined}
              placeholder={t('slog.statusPlaceholder')}
              aria-label={t('slog.status')}
              style={{ width: 190 }}
              value={statusText}
              onChange={(e) => {
                const v = e.target.value.trim();
                setStatusText(v);
                // Sent once it is a whole code; cleared, the filter goes.
                if (v === '' || STATUS_RE.test(v)) {
                  setStatus(v || undefined);
                  setPage(1);
                }
              }}
              data-testid="log-filter-status"
            />
          </Tooltip>
          <UserFilter
            value={user}
            onChange={(v) => {
              setUser(v);
              setPage(1);
            }}
          />
        </>
      }
    />
  );
}

export function SystemLogPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [level, setLevel] = useState<string | undefined>();
  const [user, setUser] = useState<number | undefined>();
  const columns: ColumnsType<SystemRow> = [
    { key: 'time', title: t('log.time'), dataIndex: 'created_date', render: time },
    { key: 'level', title: t('slog.level'), dataIndex: 'level', render: (v: string) => <Tag color={LEVEL_COLOR[v] ?? 'default'}>{t(`slog.level.${v}`, { defaultValue: v })}</Tag> },
    { key: 'message', title: t('slog.message'), dataIndex: 'message', width: 560, render: (v: string) => <span style={{ whiteSpace: 'normal' }}>{v}</span> },
    { key: 'request', title: t('slog.request'), dataIndex: 'path', render: (v: string | null, r) => (v ? <Typography.Text code>{`${r.method ?? ''} ${v}`.trim()}</Typography.Text> : '') },
    { key: 'user', title: t('log.user'), dataIndex: 'user_id', render: (v: number | null) => (v ? <RefCell target="account" value={v} /> : '') },
    { key: 'ip', title: 'IP', dataIndex: 'ip' },
  ];
  return (
    <LogScreen<SystemRow>
      path="system_log"
      title={t('slog.systemTitle')}
      sub={t('slog.systemSub')}
      searchPlaceholder={t('slog.searchSystem')}
      filters={{ f_level: level, f_user_id: user }}
      page={page}
      setPage={setPage}
      columns={columns}
      expandable={{
        rowExpandable: (r) => !!r.stack,
        expandedRowRender: (r) => (
          <div className="slog-stack">
            <strong>{t('slog.stack')}</strong>
            <pre>{r.stack}</pre>
          </div>
        ),
      }}
      filterBar={
        <>
          <Select
            allowClear
            placeholder={t('slog.allLevels')}
            aria-label={t('slog.level')}
            style={{ minWidth: 160 }}
            value={level}
            onChange={(v) => {
              setLevel(v);
              setPage(1);
            }}
            options={LEVELS.map((v) => ({ value: v, label: t(`slog.level.${v}`) }))}
            data-testid="log-filter-level"
          />
          <UserFilter
            value={user}
            onChange={(v) => {
              setUser(v);
              setPage(1);
            }}
          />
        </>
      }
    />
  );
}

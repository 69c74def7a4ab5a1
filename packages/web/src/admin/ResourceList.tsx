/**
 * The generic admin list, derived from a declaration: columns from fields marked inList, a filter
 * bar from list.filters, search when list.search is set, sorting on sortable columns, pagination
 * 10/20/40/50 (default 40), status tags in the spec's colours, and the row actions the workflow
 * and the user's rights allow.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Abilities } from '@portal/domain/abilities';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '@portal/domain/constants';
import { isLocalized } from '@portal/domain/fields';
import { nextPageState, type PageState } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import type { Column, Resource } from '@portal/domain/resource';
import { allowedTransitions, isEditable, moveLabel, type Transition } from '@portal/domain/workflows/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Grid, Input, Modal, Progress, Select, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError, type ListData, type Row } from '../api/client';
import { toastInfo } from '../api/toast';
import { useSession } from '../auth/session';
import { StatusTag, type StatusOwner, useStatusText } from '../ui/StatusTag';
import { StatusBadge } from '../ui/StatusBadge';
import { manifestByName } from './declarations';
import { displayValue, enumColor, enumLabel, formatNumber, labelOf, listLabel, resourceLabel } from './fieldText';
import { ListCodeCell, type PageLabels, PageLabelsContext, RefCell, RefSelect } from './RefSelect';
import { CutTitle } from '../ui/CutTitle';
import { TransferButtons } from './TransferButtons';

type Props = {
  resource: Resource;
  basePath: string;
  title?: ReactNode;
  extraActions?: (row: Row) => ReactNode;
  /** Filters fixed by a custom page (e.g. categories of one type); their controls are hidden. */
  presetFilters?: Record<string, string>;
  /** Shown inside another record's page (its children): a smaller heading; "add" presets the fixed filters. */
  isEmbedded?: boolean;
};

function FilterControl({ c, value, onChange }: { c: Column; value: string | undefined; onChange: (v: string | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const def = c.def;
  const label = labelOf(c, lang);
  const common = { 'aria-label': label, placeholder: label, allowClear: true, style: { minWidth: 180 }, value: value ?? undefined, onChange: (v: unknown) => onChange(v === undefined || v === null || v === '' ? undefined : String(v)) };
  if (def.kind === 'enum')
    return (
      <Select
        {...common}
        showSearch={{ optionFilterProp: 'title' }}
        options={def.values.map((v) => ({ value: String(v), title: enumLabel(v, lang, def), label: <Tag color={enumColor(v, def)}>{enumLabel(v, lang, def)}</Tag> }))}
        data-testid={`filter-${c.name}`}
      />
    );
  if (def.kind === 'flag')
    return (
      <Select
        {...common}
        options={[
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]}
        data-testid={`filter-${c.name}`}
      />
    );
  if (def.kind === 'ref' || def.kind === 'refs')
    return <RefSelect {...common} target={def.target} where={def.kind === 'ref' ? def.where : undefined} isStringValue data-testid={`filter-${c.name}`} />;
  return <Input {...common} onChange={(e) => common.onChange(e.target.value)} data-testid={`filter-${c.name}`} style={{ width: 180 }} />;
}

const FOLDED_FILTERS = 4;


/**
 * Confirms a move that needs a reason (reject, unpublish, cancel): the reason is required and
 * goes with the status change (to the author's notification and the record's history).
 */
function ReasonDialog({ move, owner, title, onCancel, onConfirm }: { move: Transition | null; owner: StatusOwner; title: string; onCancel: () => void; onConfirm: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const words = useStatusText(owner);
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const isEmpty = reason.trim() === '';
  return (
    <Modal
      open={!!move}
      title={move ? t('workflow.confirmTitle', { action: words.move(move), title }) : ''}
      okText={move ? words.move(move) : ''}
      okButtonProps={{ danger: true, loading: isBusy }}
      cancelText={t('common.cancel')}
      destroyOnHidden
      afterClose={() => {
        setReason('');
        setTouched(false);
      }}
      onCancel={onCancel}
      onOk={async () => {
        setTouched(true);
        if (isEmpty) return;
        setBusy(true);
        try {
          await onConfirm(reason.trim());
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>{t('workflow.confirmText')}</p>
      <Form layout="vertical">
        <Form.Item label={t('workflow.reason')} required validateStatus={isTouched && isEmpty ? 'error' : undefined} help={isTouched && isEmpty ? t('workflow.reasonRequired') : undefined}>
          <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} aria-label={t('workflow.reason')} data-testid="reason-input" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ResourceList({ resource: r, basePath, title, extraActions, presetFilters = {}, isEmbedded = false }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [showAllFilters, setShowAllFilters] = useState(false);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = PAGE_SIZE_CHOICES.includes(Number(params.get('limit')) as never) ? Number(params.get('limit')) : PAGE_SIZE_DEFAULT;
  const order = params.get('order') ?? undefined;
  const q = params.get('q') ?? '';
  const filters = [...r.filters].filter((f) => (f === 'status' || r.columnByName.has(f)) && !(f in presetFilters));
  const query: Record<string, string | number> = { page, limit };
  if (order) query.order = order;
  if (q) query.q = q;
  for (const f of filters) {
    const v = params.get(`f_${f}`);
    if (v) query[`f_${f}`] = v;
  }
  // Declared named filters (`list.presets`: a checklist's late items), switched on with f_<name>=1.
  const presets = Object.entries(r.list?.presets ?? {});
  for (const [name] of presets) if (params.get(`f_${name}`) === '1') query[`f_${name}`] = 1;
  for (const [f, v] of Object.entries(presetFilters)) query[`f_${f}`] = v;
  const canEdit = canDo(ability, 'edit', r.subject);
  const can = (right: 'edit' | 'approve') => canDo(ability, right, r.subject);

  const list = useQuery({
    queryKey: [r.path, 'list', query],
    // The referenced records' titles come with the page (no request per reference).
    queryFn: ({ signal }) => api.get<ListData<Row>>(r.path, { ...query, labels: 1 }, { signal }),
    placeholderData: keepPreviousData,
  });

  // What the server says this caller may do with each record of the page (its rules, positions and
  // status: ADR 0018): one request per page; until it answers, the buttons go by the caller's rights.
  const pageIds = (list.data?.items ?? []).map((x) => x.id).join(',');
  const pageAbilities = useQuery({
    queryKey: [r.path, 'abilities', pageIds],
    enabled: pageIds !== '' && (canEdit || can('approve')),
    queryFn: ({ signal }) => api.get<Record<string, Abilities>>(`${r.path}/abilities`, { ids: pageIds }, { signal, quietError: true }),
    staleTime: 30_000,
  });
  const abilitiesOf = (row: Row): Abilities | undefined => pageAbilities.data?.[String(row.id)];

  const update = (patch: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (resetPage && !('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  const invalidate = () => queryClient.invalidateQueries({ queryKey: [r.path] });
  const remove = useMutation({ mutationFn: (id: number) => api.del<Row>(`${r.path}/${id}`, { quietSuccess: true }), onSettled: invalidate });
  const transition = useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: string; reason?: string }) => api.post<Row>(`${r.path}/${id}/status`, { status, ...(reason && { reason }) }),
    onSettled: invalidate,
  });
  // A flag ticked in place (`list.toggles`: a checklist item done); the server checks the write.
  const toggle = useMutation({
    mutationFn: ({ id, field, value }: { id: number; field: string; value: boolean }) => api.put<Row>(`${r.path}/${id}`, { [field]: value }),
    onSettled: invalidate,
  });
  const toggles = new Set(r.list?.toggles ?? []);
  // On a phone the title is not pinned left: at 390 px a pinned 360 px title hid every other column.
  const isWide = Grid.useBreakpoint().md !== false;
  const [asking, setAsking] = useState<{ row: Row; move: Transition } | null>(null);

  const confirmDelete = (row: Row) => {
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.confirm'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(row.id);
          toastInfo(t('delete.doneText'), t('delete.done'));
        } catch (e) {
          if (!(e instanceof ApiError && e.message)) toastInfo(t('delete.failed'));
        }
      },
    });
  };

  // Rebuilt on every render: cheap, and it always sees the current language, order and rights.
  const columns = ((): TableProps<Row>['columns'] => {
    const cols: NonNullable<TableProps<Row>['columns']> = [];
    const sortState = (name: string) => {
      if (!order) return null;
      const [f, d] = order.split(/\s+/);
      return f === name ? (d === 'desc' ? 'descend' : 'ascend') : null;
    };
    // Stored roll-ups that a formula of the record adds up (a work package's own and sub-package
    // weights) are its parts: the formula's column stands for them.
    const parts = new Set(r.columns.flatMap((c) => ((c.def.kind === 'number' || c.def.kind === 'money') && c.def.formula ? c.def.formula.of : [])));
    for (const c of r.columns) {
      if (!c.def.inList || c.def.isPrivate) continue;
      if (c.lang === 'en') continue; // localized: one column in the UI language
      // A record's tab lists its children: the column naming that record would say the same on every row.
      if (isEmbedded && c.name in presetFilters) continue;
      if (parts.has(c.name) && r.computed?.[c.name]) continue;
      const sortable = r.sortable.has(c.name);
      cols.push({
        key: c.name,
        title: c.def.label?.[lang] ?? c.name,
        dataIndex: c.name,
        sorter: sortable,
        sortOrder: sortable ? sortState(c.name) : undefined,
        ellipsis: c.def.kind === 'text' && c.def.max > 255,
        // The record's title stays in view when a wide list scrolls sideways (issue 12); actions are fixed right.
        // Embedded in a record's tab, or on a phone, the list is narrower: the title is not pinned at 360 px.
        ...(c.name === r.titleField && (isWide && !isEmbedded ? { fixed: 'left' as const, width: 360, ellipsis: true } : { width: 220, ellipsis: true })),
        // A flag ticked in place leads the row, a narrow checkbox column (a checklist's "done").
        ...(toggles.has(c.name) && { fixed: isWide ? ('left' as const) : undefined, width: 1, align: 'center' as const }),
        render: (_: unknown, row: Row) => {
          const raw = isLocalized(c.def) && lang === 'en' && row[`${c.name}_en`] ? row[`${c.name}_en`] : row[c.name];
          if (c.def.kind === 'flag' && toggles.has(c.name)) {
            const ab = abilitiesOf(row);
            const mayWrite = ab ? ab.update : canEdit && (!r.workflow || isEditable(r.workflow, String(row.status ?? '')));
            return (
              <Checkbox
                checked={raw === true}
                disabled={!mayWrite || (toggle.isPending && toggle.variables?.id === row.id)}
                onChange={(e) => toggle.mutate({ id: row.id, field: c.name, value: e.target.checked })}
                aria-label={`${c.def.label?.[lang] ?? c.name} #${row.id}`}
                data-testid={`toggle-${c.name}-${row.id}`}
              />
            );
          }
          if (c.def.kind === 'flag') return <Tag color={raw ? 'green' : 'default'}>{displayValue(c.def, raw, t, lang)}</Tag>;
          if (c.def.kind === 'enum' && raw !== null && raw !== undefined) return <Tag color={enumColor(raw as string, c.def)}>{enumLabel(raw as string, lang, c.def)}</Tag>;
          if (c.def.kind === 'ref' || c.def.kind === 'refs') return <RefCell target={c.def.target} value={raw} />;
          // A resource's name (an approval request's kind) reads as that resource's label.
          if (c.def.kind === 'text' && c.def.isResourceName && typeof raw === 'string') {
            const named = manifestByName.get(raw);
            return named ? resourceLabel(named, lang) : raw;
          }
          // A settings list's code (STAFF_TYPE) reads as that list's name.
          if (c.def.kind === 'text' && c.def.listCodeOf && typeof raw === 'string') return <ListCodeCell target={c.def.listCodeOf} code={raw} />;
          // A long title is cut at 75 characters at a space (spec §9); the whole of it on hover.
          // The title opens the record.
          if (c.name === r.titleField && typeof raw === 'string')
            return (
              <Link to={`${basePath}/${row.id}`}>
                <CutTitle text={raw} />
              </Link>
            );
          return displayValue(c.def, raw, t, lang);
        },
      });
    }
    // Figures computed with the record (spec §3 extra fields: progress, totals): progress as a bar.
    for (const [name, cd] of Object.entries(r.computed ?? {})) {
      if (cd.kind === 'json' || parts.has(name) || cols.some((x) => x.key === name)) continue;
      const sortable = r.sortable.has(name);
      cols.push({
        key: name,
        title: cd.label[lang],
        dataIndex: name,
        align: 'right',
        sorter: sortable,
        sortOrder: sortable ? sortState(name) : undefined,
        ...(name === 'progress' && { width: 140 }),
        render: (v: unknown) =>
          v === null || v === undefined ? '—' : name === 'progress' ? (
                <Progress percent={Number(v)} size="small" format={(x) => `${Number(x ?? 0).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 })}%`} />
              ) : formatNumber({ kind: cd.kind, scale: 2 }, v, lang),
      });
    }
    // The title column first, so that fixing it left keeps the columns in a sensible order.
    const ti = cols.findIndex((x) => x.key === r.titleField);
    if (ti > 0) cols.unshift(...cols.splice(ti, 1));
    for (const name of [...toggles].reverse()) {
      const i = cols.findIndex((x) => x.key === name);
      if (i > 0) cols.unshift(...cols.splice(i, 1));
    }
    if (r.workflow) {
      cols.push({
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        sorter: true,
        sortOrder: sortState('status'),
        render: (s: string) => <StatusTag status={s} owner={r} />,
      });
    }
    cols.push({
      key: 'created_date',
      title: t('common.createdDate'),
      dataIndex: 'created_date',
      sorter: true,
      sortOrder: sortState('created_date'),
      width: 130,
      render: (v: string) => displayValue({ kind: 'date' }, v, t, lang),
    });
    cols.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 1,
      render: (_: unknown, row: Row) => {
        const status = String(row.status ?? '');
        const ab = abilitiesOf(row);
        const isRowEditable = ab ? ab.update : canEdit && (!r.workflow || isEditable(r.workflow, status));
        const isRowDeletable = ab ? ab.delete : canEdit;
        // Moves that need a reason (reject, unpublish, cancel) come last, in red, behind a confirmation.
        const allowed: Transition[] = !r.workflow
          ? []
          : ab
            ? ab.moves.flatMap((m) => r.workflow?.transitions.find((x) => x.from === status && x.to === m.to && x.action === m.action) ?? [])
            : allowedTransitions(r.workflow, status, can);
        const moves = [...allowed].sort((a, b) => Number(!!a.isReasonRequired) - Number(!!b.isReasonRequired));
        return (
          <Space size={4} wrap={false}>
            {moves.map((m) => (
              <Button
                key={m.to}
                size="small"
                danger={m.isReasonRequired}
                type={m.isReasonRequired ? 'text' : 'default'}
                onClick={() => (m.isReasonRequired ? setAsking({ row, move: m }) : transition.mutate({ id: row.id, status: m.to }))}
              >
                {moveLabel(m, lang, r.workflow)}
              </Button>
            ))}
            {extraActions?.(row)}
            {isRowEditable ? (
              <Tooltip title={t('common.edit')}>
                <Link to={`${basePath}/${row.id}`} aria-label={`${t('common.edit')} #${row.id}`}>
                  <Button size="small" type="text" icon={<EditOutlined />} />
                </Link>
              </Tooltip>
            ) : null}
            {isRowDeletable ? (
              <Tooltip title={t('common.delete')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} #${row.id}`} onClick={() => confirmDelete(row)} />
              </Tooltip>
            ) : null}
          </Space>
        );
      },
    });
    return cols;
  })();

  const data = list.data;
  // Spec §4: a page, limit or total out of range in a response keeps the previous values.
  const pageState = useRef<PageState>({ page, limit, totalRows: 0 });
  if (data) pageState.current = nextPageState(pageState.current, { page: data.page, limit: data.limit, totalRows: data.totalRows });
  const filterCols = filters.map((f) => r.columnByName.get(f)).filter((c): c is Column => !!c);
  // A long filter bar folds: the first few and any filter in use stay visible.
  const shownFilters = showAllFilters ? filterCols : filterCols.filter((c, i) => i < FOLDED_FILTERS || params.get(`f_${c.name}`));
  const hiddenFilterCount = filterCols.length - shownFilters.length;
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          {isEmbedded ? <h2 className="admin-page__title admin-page__title--sub">{title ?? listLabel(r, lang)}</h2> : <h1 className="admin-page__title">{title ?? listLabel(r, lang)}</h1>}
          <p className="admin-page__sub">{t(data?.isTotalEstimated === true ? 'list.totalAbout' : 'list.total', { count: pageState.current.totalRows })}</p>
        </div>
        <Space>
          <Tooltip title={t('common.reload')}>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('common.reload')} />
          </Tooltip>
          <TransferButtons resource={r} query={query} onImported={() => void invalidate()} />
          {canEdit ? (
            <Link to={isEmbedded ? `${basePath}/new?${new URLSearchParams(presetFilters).toString()}` : `${basePath}/new`}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('common.add')}
              </Button>
            </Link>
          ) : null}
        </Space>
      </div>
      {/* The status filter: tabs under the heading, the only status control (the URL's f_status drives it). */}
      {r.filters.has('status') && r.workflow ? (
        <Tabs
          className="admin-status-tabs"
          aria-label={t('list.statusTabs')}
          activeKey={params.get('f_status') ?? ''}
          onChange={(k) => update({ f_status: k || undefined })}
          items={[
            { key: '', label: t('list.allStatuses') },
            ...r.workflow.statuses.map((s) => ({ key: s, label: <StatusBadge status={s} owner={r} /> })),
          ]}
          data-testid="status-tabs"
        />
      ) : null}
      <Card className="admin-card">
        <search className="filter-bar" aria-label={t('list.filters')}>
          {r.search.length > 0 ? (
            <Input.Search
              key={`q-${q}`}
              defaultValue={q}
              allowClear
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('common.search')}
              onSearch={(v) => update({ q: v.trim() || undefined })}
              enterButton={<SearchOutlined />}
              style={{ maxWidth: 320 }}
              data-testid="list-search"
            />
          ) : null}
          {shownFilters.map((c) => (
            <FilterControl key={c.name} c={c} value={params.get(`f_${c.name}`) ?? undefined} onChange={(v) => update({ [`f_${c.name}`]: v })} />
          ))}
          {presets.map(([name, p]) => (
            <Checkbox key={name} className="filter-bar__preset" checked={params.get(`f_${name}`) === '1'} onChange={(e) => update({ [`f_${name}`]: e.target.checked ? '1' : undefined })} data-testid={`preset-${name}`}>
              {p.label[lang]}
            </Checkbox>
          ))}
          {hiddenFilterCount > 0 || showAllFilters ? (
            <Button type="link" onClick={() => setShowAllFilters(!showAllFilters)} aria-expanded={showAllFilters} data-testid="more-filters">
              {showAllFilters ? t('list.fewerFilters') : t('list.moreFilters', { count: hiddenFilterCount })}
            </Button>
          ) : null}
        </search>
        <PageLabelsContext.Provider value={(data?.labels as PageLabels | undefined) ?? null}>
          <Table<Row>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            columns={columns}
            dataSource={data?.items ?? []}
            scroll={{ x: 'max-content' }}
            onChange={(p, _f, sorter, extra) => {
              if (extra.action === 'paginate') {
                const l = p.pageSize ?? limit;
                update({ page: (p.current ?? 1) > 1 && l === limit ? String(p.current) : undefined, limit: l !== PAGE_SIZE_DEFAULT ? String(l) : undefined }, false);
                return;
              }
              if (extra.action !== 'sort') return;
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const field = s?.columnKey ? String(s.columnKey) : undefined;
              update({ order: s?.order && field ? `${field} ${s.order === 'descend' ? 'desc' : 'asc'}` : undefined });
            }}
            pagination={{
              current: pageState.current.page,
              pageSize: limit,
              total: pageState.current.totalRows,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
              showTotal: (total, range) => t('list.range', { from: range[0], to: range[1], total }),
            }}
          />
        </PageLabelsContext.Provider>
      </Card>
      <ReasonDialog
        move={asking?.move ?? null}
        owner={r}
        title={asking ? String(asking.row[r.titleField ?? 'title'] ?? `#${asking.row.id}`) : ''}
        onCancel={() => setAsking(null)}
        onConfirm={async (reason) => {
          if (!asking) return;
          try {
            await transition.mutateAsync({ id: asking.row.id, status: asking.move.to, reason });
            setAsking(null);
          } catch {
            // The server's message was shown; the dialog stays open.
          }
        }}
      />
    </div>
  );
}

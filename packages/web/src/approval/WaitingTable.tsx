/**
 * "Waiting for my approval": the requests whose current step waits for the caller (or for someone
 * who delegated to them), newest first, paged on the server. Each row can be approved or rejected
 * (a reason is asked); with `isBulk`, selected rows are decided together and each one's result is
 * reported (a request someone else decided meanwhile is named with the server's reason).
 */
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import { Alert, Button, Empty, Grid, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { toastError, toastInfo } from '../api/toast';
import { type PlainColumn, PlainTable } from '../ui/PlainTable';
import { type BulkResult, type Decision, decideBulk, decideOne, useApprovalRefresh, useWaiting, type WaitingItem } from './approvalApi';
import { DecisionModal } from './DecisionModal';
import './approvalI18n';

const keyOf = (x: { target_type: string; target_id: number }) => `${x.target_type}:${Number(x.target_id)}`;

/** A row's own buttons decide through the record's route; the bulk buttons through /approvals/bulk (each reported). */
type Asking = { decision: Decision; items: WaitingItem[]; isBulk?: boolean };
type Outcome = { decision: Decision; results: (BulkResult & { title: string })[] };

export function WaitingTable({ isBulk = false, pageSize = 20 }: { isBulk?: boolean; pageSize?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.sm;
  const [page, setPage] = useState(1);
  const limit = pageSize;
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const waiting = useWaiting(page, limit);
  const refresh = useApprovalRefresh();
  const items = waiting.data?.items ?? [];
  const total = waiting.data?.totalRows ?? 0;
  const titleOf = (x: WaitingItem) => x.title || `#${x.target_id}`;
  // Deciding the last rows of the last page: back to the page that still has some.
  useEffect(() => {
    if (!waiting.isFetching && items.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(total / limit)));
  }, [waiting.isFetching, items.length, page, total, limit]);
  const failed = new Map((outcome?.results ?? []).filter((r) => !r.ok).map((r) => [`${r.type}:${r.id}`, r.message ?? '']));

  const decide = async (decision: Decision, list: WaitingItem[], comment: string, isBulkCall: boolean) => {
    if (!isBulkCall && list.length === 1 && list[0]?.path) {
      // One request: its own route (the server's localized message is toasted).
      const x = list[0];
      try {
        await decideOne(x.path as string, Number(x.target_id), decision, comment || undefined, x.kind === 'content' ? x.review : undefined);
      } finally {
        await refresh(x.path ?? undefined);
      }
      setOutcome(null);
    } else {
      let results: BulkResult[];
      try {
        results = await decideBulk(
          list.map((x) => ({ target_type: x.target_type, target_id: Number(x.target_id) })),
          decision,
          comment || undefined,
        );
      } catch (e) {
        if (!(e instanceof ApiError)) toastError(String(e));
        throw e;
      }
      const byKey = new Map(list.map((x) => [keyOf(x), titleOf(x)]));
      const named = results.map((r) => ({ ...r, title: byKey.get(`${r.type}:${r.id}`) ?? `#${r.id}` }));
      const done = named.filter((r) => r.ok).length;
      setOutcome({ decision, results: named });
      toastInfo(t(decision === 'APPROVED' ? 'approval.bulkApproved' : 'approval.bulkRejected', { done, total: named.length }));
      await refresh();
    }
    setSelected([]);
    setAsking(null);
  };

  const actions = (x: WaitingItem) => (
    <Space size={4} wrap>
      <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => setAsking({ decision: 'APPROVED', items: [x] })} data-testid="row-approve">
        {t('approval.approve')}
      </Button>
      {x.kind !== 'content' || x.review?.rejectTo ? (
        <Button size="small" danger icon={<CloseOutlined />} onClick={() => setAsking({ decision: 'REJECTED', items: [x] })} data-testid="row-reject">
          {t('approval.reject')}
        </Button>
      ) : null}
    </Space>
  );

  const columns: PlainColumn<WaitingItem>[] = [
    {
      key: 'title',
      title: t('approval.col.title'),
      render: (x) => (
        <div className="waiting__title">
          {x.link ? (
            <Link to={x.link} data-testid="waiting-link">
              {titleOf(x)}
            </Link>
          ) : (
            titleOf(x)
          )}
          {failed.has(keyOf(x)) ? (
            <div>
              <Tag color="red" data-testid="waiting-failed">
                {failed.get(keyOf(x))}
              </Tag>
            </div>
          ) : null}
          {isPhone ? (
            <div className="waiting__meta">
              <span className="plain-table__secondary">
                {[x.label?.[lang], x.requester_name, x.step_name, formatDate(x.submitted_date, 'DD/MM/YYYY HH:mm')].filter(Boolean).join(' · ')}
              </span>
              <div className="waiting__phone-actions">{actions(x)}</div>
            </div>
          ) : null}
        </div>
      ),
    },
    ...(isPhone
      ? []
      : ([
          { key: 'kind', title: t('approval.col.kind'), render: (x) => x.label?.[lang] ?? x.target_type },
          { key: 'requester', title: t('approval.col.requester'), render: (x) => x.requester_name ?? '—' },
          {
            key: 'step',
            title: t('approval.col.step'),
            render: (x: WaitingItem & { status?: string }) => (x.kind === 'content' && x.status ? statusLabel(x.status, lang) : (x.step_name ?? '—')),
          },
          { key: 'submitted', title: t('approval.col.submitted'), render: (x) => formatDate(x.submitted_date, 'DD/MM/YYYY HH:mm') || '—' },
          { key: 'actions', title: t('common.actions'), render: (x) => actions(x) },
        ] as PlainColumn<WaitingItem>[])),
  ];

  const chosen = items.filter((x) => selected.includes(keyOf(x)));
  if (waiting.isError) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="waiting-error"
        title={t('approval.loadFailed')}
        description={waiting.error instanceof ApiError ? waiting.error.message : undefined}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void waiting.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="waiting" data-testid="waiting-table">
      {outcome ? (
        <Alert
          className="waiting__outcome"
          closable={{ onClose: () => setOutcome(null) }}
          showIcon
          type={outcome.results.every((r) => r.ok) ? 'success' : outcome.results.some((r) => r.ok) ? 'warning' : 'error'}
          data-testid="bulk-outcome"
          title={t(outcome.decision === 'APPROVED' ? 'approval.bulkApproved' : 'approval.bulkRejected', { done: outcome.results.filter((r) => r.ok).length, total: outcome.results.length })}
          description={
            outcome.results.some((r) => !r.ok) ? (
              <ul className="waiting__failures">
                {outcome.results
                  .filter((r) => !r.ok)
                  .map((r) => (
                    <li key={`${r.type}:${r.id}`}>
                      <strong>{r.title}</strong>: {r.message}
                    </li>
                  ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      {isBulk && items.length > 0 ? (
        <div className="waiting__bulk">
          <span className="plain-table__secondary" data-testid="bulk-count">
            {selected.length > 0 ? t('approval.selected', { count: chosen.length }) : t('approval.selectHint')}
          </span>
          <Space wrap>
            <Button type="primary" icon={<CheckOutlined />} disabled={chosen.length === 0} onClick={() => setAsking({ decision: 'APPROVED', items: chosen, isBulk: true })} data-testid="bulk-approve">
              {t('approval.approveSelected')}
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={chosen.length === 0} onClick={() => setAsking({ decision: 'REJECTED', items: chosen, isBulk: true })} data-testid="bulk-reject">
              {t('approval.rejectSelected')}
            </Button>
          </Space>
        </div>
      ) : null}
      <PlainTable<WaitingItem>
        rowKey={keyOf}
        size={isPhone ? 'small' : 'middle'}
        loading={waiting.isFetching}
        rows={items}
        columns={columns}
        selection={isBulk ? { keys: selected, onChange: (keys) => setSelected(keys.map(String)), label: (x) => titleOf(x) } : undefined}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.nothingWaiting')} data-testid="waiting-empty" />}
        paging={
          total > limit || page > 1
            ? {
                page,
                pageSize: limit,
                total,
                onChange: (p) => {
                  setPage(p);
                  setSelected([]);
                },
              }
            : undefined
        }
      />
      <DecisionModal
        decision={asking?.decision ?? null}
        subject={asking ? (asking.items.length === 1 ? titleOf(asking.items[0] as WaitingItem) : t('approval.nRequests', { count: asking.items.length })) : ''}
        onCancel={() => setAsking(null)}
        onOk={(comment) => decide(asking?.decision ?? 'APPROVED', asking?.items ?? [], comment, asking?.isBulk === true)}
      />
    </div>
  );
}

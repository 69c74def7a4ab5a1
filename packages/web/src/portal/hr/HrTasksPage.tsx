/**
 * /hr-tasks, "My tasks": what waits for my approval (approve or reject here, one by one or the
 * selected ones together; the title opens the record) and my own requests of every kind with where each one stands (status, step n of m, who
 * may act now; its steps and decisions on expand; the title opens its portal page). Both lists come
 * from the approval engine (ADR 0006): /approvals/waiting and /approvals/mine (which includes what
 * HR filed on my behalf). Works at phone width.
 * With `?type=<kind>&id=<id>` (where a notification links an approver) the page opens with that
 * record's approval panel: its steps and decisions, who may act now, and approve / reject when the
 * server says the caller may (a current approver, or their delegate within the delegation's
 * period, named as acting for them).
 */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Grid, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazy, Suspense, useState } from 'react';
import { api, ApiError, type ListData } from '../../api/client';
import { useSession } from '../../auth/session';
import { type ApprovalView, type Decision, decideOne, useApproval, useApprovalRefresh, useWaitingCount } from '../../approval/approvalApi';
import { ApprovalStatusTag } from '../../approval/ApprovalStatusTag';
import { DecisionModal } from '../../approval/DecisionModal';
import { WaitingTable } from '../../approval/WaitingTable';
import { PlainTable } from '../../ui/PlainTable';
import '../../approval/approval.css';
import '../../approval/approvalI18n';

// The timeline (antd's Steps and Timeline) shows in a request's panel or a row someone opens: it
// loads then, not with the page (issue 35, docs/performance.md "Inner pages to 330 KB").
const loadTimeline = () => import('../../approval/ApprovalTimeline');
const LazyTimeline = lazy(() => loadTimeline().then((m) => ({ default: m.ApprovalTimeline })));
function ApprovalTimeline(props: { data: ApprovalView; isCompact?: boolean }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <LazyTimeline {...props} />
    </Suspense>
  );
}

export function HrTasksPage() {
  const { t } = useTranslation();
  const waiting = useWaitingCount();
  const [params, setParams] = useSearchParams();
  const focusType = params.get('type') ?? '';
  const focusId = Number(params.get('id'));
  const isFocused = /^[a-z_]+$/.test(focusType) && Number.isSafeInteger(focusId) && focusId > 0;
  return (
    <div className="hr-tasks" data-testid="hr-tasks">
      <h2 className="hr-tasks__title">{t('approval.myTasks')}</h2>
      {isFocused ? <RequestPanel key={`${focusType}:${focusId}`} type={focusType} id={focusId} onClose={() => setParams({}, { replace: true })} /> : null}
      <Card
        className="content-card"
        data-testid="hr-tasks-waiting"
        title={
          <span>
            {t('approval.waitingTitle')} <Badge count={waiting} showZero={false} />
          </span>
        }
      >
        <WaitingTable pageSize={10} isBulk />
      </Card>
      <MyRequests />
    </div>
  );
}

type RecordApproval = ApprovalView & { target_type: string; path: string; label: { vi: string; en: string } };

/**
 * One record's approval panel (the record a notification links to): where it stands, who may act
 * now, approve / reject when the server says the caller may (a delegate is told whose decision
 * they give), then its steps and decisions.
 */
function RequestPanel({ type, id, onClose }: { type: string; id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const refresh = useApprovalRefresh();
  const [asking, setAsking] = useState<Decision | null>(null);
  const q = useQuery({
    queryKey: ['approval', 'of', type, id],
    queryFn: () => api.get<RecordApproval>(`approvals/of/${type}/${id}`, undefined, { quietError: true }),
    retry: false,
  });
  const data = q.data;
  const req = data?.request ?? null;
  const isPending = req?.approval_status === 'PENDING';
  const canAct = isPending && data?.canAct === true;
  const title = req?.title || `#${id}`;
  return (
    <Card
      className="content-card"
      data-testid="request-panel"
      title={
        <span>
          {data?.label ? <Tag>{data.label[lang]}</Tag> : null}
          {q.isLoading ? t('approval.panelTitle') : title}
        </span>
      }
      extra={
        <Space>
          {req ? <ApprovalStatusTag status={req.approval_status} /> : null}
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('approval.closePanel')} onClick={onClose} data-testid="request-panel-close" />
        </Space>
      }
    >
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError || !data ? (
        <Alert
          type={q.error instanceof ApiError && q.error.status === 404 ? 'warning' : 'error'}
          showIcon
          data-testid="request-panel-error"
          title={q.error instanceof ApiError && q.error.status === 404 ? t('approval.requestGone') : t('approval.loadFailed')}
          action={q.error instanceof ApiError && q.error.status === 404 ? undefined : <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !req ? (
        <p className="plain-table__secondary">{t('approval.notSubmitted')}</p>
      ) : (
        <>
          {isPending && data.mayAct.length > 0 ? (
            <p className="approval-panel__who" data-testid="approval-may-act">
              {t('approval.mayActNow', { names: data.mayAct.map((p) => p.name).join(', ') })}
            </p>
          ) : null}
          {canAct && data.onBehalfOf ? <Alert type="info" showIcon className="approval-panel__delegate" data-testid="approval-on-behalf" title={t('approval.actingFor', { name: data.onBehalfOf.name })} /> : null}
          {canAct ? (
            <Space wrap className="approval-panel__actions">
              <Button type="primary" icon={<CheckOutlined />} onClick={() => setAsking('APPROVED')} data-testid="approval-approve">
                {t('approval.approve')}
              </Button>
              <Button danger icon={<CloseOutlined />} onClick={() => setAsking('REJECTED')} data-testid="approval-reject">
                {t('approval.reject')}
              </Button>
            </Space>
          ) : null}
          <ApprovalTimeline data={data} isCompact />
        </>
      )}
      <DecisionModal
        decision={asking}
        subject={title}
        onCancel={() => setAsking(null)}
        onOk={async (comment) => {
          try {
            await decideOne(data?.path ?? '', id, asking ?? 'APPROVED', comment || undefined);
          } finally {
            await refresh(data?.path);
          }
          setAsking(null);
        }}
      />
    </Card>
  );
}

/** My requests a page. */
const PAGE = 20;

type MineItem = {
  id: number;
  target_type: string;
  target_id: number;
  title: string | null;
  approval_status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  step_name: string | null;
  steps_total: number;
  steps_done: number;
  waiting_for: string | null;
  submitted_date: string | null;
  label: { vi: string; en: string } | null;
  path: string | null;
  link: string | null;
};

/** My requests of every kind (leave, recruitment, attendance explanations, bookings...), newest first; a row opens to its steps and decisions. */
function MyRequests() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user } = useSession();
  const isPhone = !Grid.useBreakpoint().sm;
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['approvals', 'mine', user?.id, page],
    queryFn: () => api.get<ListData<MineItem>>('approvals/mine', { page, limit: PAGE }, { quietError: true }),
    enabled: !!user,
  });
  const mine = q.data?.items ?? [];
  const titleOf = (x: MineItem) => x.title || `#${x.target_id}`;
  const where = (x: MineItem) =>
    x.approval_status === 'PENDING' ? (
      <span className="my-requests__where" data-testid="my-request-where">
        {t('approval.stepOf', { n: Number(x.steps_done) + 1, total: x.steps_total, name: x.step_name ?? '' })}
        {x.waiting_for ? ` · ${t('approval.mayActNow', { names: x.waiting_for })}` : ''}
      </span>
    ) : null;
  const statusTag = (x: MineItem) => (
    <span data-testid="my-request-status">
      <ApprovalStatusTag status={x.approval_status} />
    </span>
  );
  return (
    <Card className="content-card" data-testid="my-requests" title={t('approval.myRequestsAll')}>
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('approval.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <PlainTable<MineItem>
          rowKey={(x) => x.id}
          size={isPhone ? 'small' : 'middle'}
          rows={mine}
          paging={(q.data?.totalRows ?? 0) > PAGE || page > 1 ? { page, pageSize: PAGE, total: q.data?.totalRows ?? 0, onChange: setPage } : undefined}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noRequests')} />}
          expandable={{
            render: (x) => (x.path ? <RequestApproval path={x.path} id={Number(x.target_id)} /> : null),
            isExpandable: (x) => !!x.path,
            isRowClick: isPhone,
            label: t('approval.steps'),
          }}
          columns={[
            {
              key: 'title',
              title: t('approval.col.title'),
              render: (x) => (
                <div data-testid="my-request" data-id={x.target_id} data-type={x.target_type}>
                  {x.link ? <Link to={x.link}>{titleOf(x)}</Link> : titleOf(x)}
                  <div className="my-requests__meta">
                    {x.label ? <Tag>{x.label[lang]}</Tag> : null}
                    {isPhone ? statusTag(x) : null}
                    {where(x)}
                  </div>
                </div>
              ),
            },
            ...(isPhone
              ? []
              : [
                  { key: 'status', title: t('common.status'), render: (x: MineItem) => statusTag(x) },
                  { key: 'submitted', title: t('approval.col.submitted'), render: (x: MineItem) => (x.submitted_date ? formatDate(x.submitted_date, 'DD/MM/YYYY HH:mm') : '') },
                ]),
          ]}
        />
      )}
    </Card>
  );
}

function RequestApproval({ path, id }: { path: string; id: number }) {
  const { t } = useTranslation();
  const q = useApproval(path, id);
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError || !q.data) return <Alert type="error" showIcon title={t('approval.loadFailed')} />;
  return <ApprovalTimeline data={q.data} isCompact />;
}

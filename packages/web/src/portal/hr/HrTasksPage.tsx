/**
 * /hr-tasks, "My tasks": what waits for my approval (approve or reject here; the title opens the
 * record) and my own requests with where each one stands (status, and its steps and decisions on
 * expand). The lists come from the approval engine (ADR 0006) and the request resources' own
 * lists, which give requesters their own records. Works at phone width.
 */
import { formatDate } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { recruitment } from '@portal/domain/resources/hr/recruitment';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Empty, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { recordStatusColor, useApproval, useWaitingCount } from '../../approval/approvalApi';
import { ApprovalTimeline } from '../../approval/ApprovalTimeline';
import { WaitingTable } from '../../approval/WaitingTable';
import '../../approval/approval.css';

/** The request kinds a person files and follows here (resources declaring `approval`). */
const REQUEST_KINDS: Resource[] = [recruitment as unknown as Resource];

export function HrTasksPage() {
  const { t } = useTranslation();
  const waiting = useWaitingCount();
  return (
    <div className="hr-tasks" data-testid="hr-tasks">
      <Typography.Title level={2} className="hr-tasks__title" style={{ margin: 0 }}>
        {t('approval.myTasks')}
      </Typography.Title>
      <Card
        className="content-card"
        data-testid="hr-tasks-waiting"
        title={
          <span>
            {t('approval.waitingTitle')} <Badge count={waiting} showZero={false} />
          </span>
        }
      >
        <WaitingTable pageSize={10} />
      </Card>
      {REQUEST_KINDS.map((r) => (
        <MyRequests key={r.name} resource={r} />
      ))}
    </div>
  );
}

/** My requests of one kind, newest first; a row opens to its approval's steps and decisions. */
function MyRequests({ resource: r }: { resource: Resource }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user, ability } = useSession();
  const isPhone = !Grid.useBreakpoint().sm;
  // The ones I filed, newest first (the server filters: someone with "view all" sees only theirs here too).
  const q = useQuery({
    queryKey: [r.path, 'mine', user?.id, 20],
    queryFn: () => api.get<ListData<Row>>(r.path, { f_created_by: user?.id ?? 0, limit: 20 }, { quietError: true }),
    enabled: !!user,
  });
  const mine = q.data?.items ?? [];
  const canOpen = canDo(ability, r.writeRight ?? 'edit', r.subject);
  const titleOf = (row: Row) => String((r.titleField && row[r.titleField]) || `#${row.id}`);
  const statusTag = (s: string) => (
    <Tag color={recordStatusColor(r, s)} data-testid="my-request-status">
      {t(`status.${s}`, { defaultValue: s })}
    </Tag>
  );
  return (
    <Card className="content-card" data-testid={`my-requests-${r.name}`} title={t('approval.myRequests', { kind: r.label[lang] })}>
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('approval.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<Row>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          dataSource={mine}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noRequests')} /> }}
          expandable={{
            expandedRowRender: (row) => <RequestApproval resource={r} id={row.id} />,
            expandRowByClick: isPhone,
          }}
          columns={[
            {
              key: 'title',
              title: t('approval.col.title'),
              render: (_: unknown, row: Row) => (
                <div data-testid="my-request" data-id={row.id}>
                  {canOpen ? <Link to={`/admin/${r.path}/${row.id}`}>{titleOf(row)}</Link> : titleOf(row)}
                  {isPhone ? (
                    <div className="my-requests__meta">
                      {statusTag(String(row.status ?? ''))} {formatDate(String(row.created_date ?? ''), 'DD/MM/YYYY')}
                    </div>
                  ) : null}
                </div>
              ),
            },
            ...(isPhone
              ? []
              : [
                  { key: 'status', title: t('common.status'), render: (_: unknown, row: Row) => statusTag(String(row.status ?? '')) },
                  { key: 'created', title: t('common.createdDate'), render: (_: unknown, row: Row) => formatDate(String(row.created_date ?? ''), 'DD/MM/YYYY') },
                ]),
          ]}
        />
      )}
    </Card>
  );
}

function RequestApproval({ resource: r, id }: { resource: Resource; id: number }) {
  const { t } = useTranslation();
  const q = useApproval(r.path, id);
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError || !q.data) return <Alert type="error" showIcon title={t('approval.loadFailed')} />;
  return <ApprovalTimeline data={q.data} isCompact />;
}

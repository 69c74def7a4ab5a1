/**
 * /human-resource/recruitment: the open positions (approved recruitment requests with places
 * left) that every member of staff browses, with their detail and a form to refer someone (the
 * candidate is filed with the source "referral"); the candidates I referred and where each stands;
 * for HR and requesters, the recruitment requests they follow with their candidates counted by
 * status, and for HR the next move of each candidate (interview, passed, send for approval, hire).
 * The server checks every move again (issue 15).
 */
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import type { Resource } from '@portal/domain/resource';
import { candidate } from '@portal/domain/resources/hr/candidate';
import { recruitment } from '@portal/domain/resources/hr/recruitment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Drawer,
  Empty,
  Grid,
  Input,
  List,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { StatusTag as SharedStatusTag, statusTone } from '../../ui/StatusTag';
import './recruitment.css';
import './recruitI18n';
import { type Position, useLang, where } from './recruitCommon';

const C = candidate as unknown as Resource;
const REC = recruitment as unknown as Resource;
type PipelineItem = Position & { pipeline: Record<string, number>; candidates: number };

/** The pipeline's order, for the counts. */
const PIPELINE = ['PENDING', 'INTERVIEWING', 'SUCCESS', 'SUBMITTED_APPROVAL', 'APPROVED', 'REJECTED', 'HIRED', 'CANCELLED', 'COMPANY_CANCELLED'];

// The referral form (antd Form) and a position's details (Descriptions) show after a click: they
// load then, not with the page (issue 35, docs/performance.md "Inner pages to 330 KB").
const loadDialogs = () => import('./RecruitmentDialogs');
const ReferModal = lazy(() => loadDialogs().then((m) => ({ default: m.ReferModal })));
const PositionDetails = lazy(() => loadDialogs().then((m) => ({ default: m.PositionDetails })));

export function RecruitmentPage() {
  const [referTo, setReferTo] = useState<Position | null>(null);
  // Once loaded the dialog stays mounted, so that it closes with its animation.
  const [isReferring, setReferring] = useState(false);
  if (referTo && !isReferring) setReferring(true);
  return (
    <div className="recruit-page" data-testid="recruit-page">
      <OpenPositions onRefer={setReferTo} />
      <MyReferrals />
      <Pipeline />
      {referTo || isReferring ? (
        <Suspense fallback={null}>
          <ReferModal position={referTo} onClose={() => setReferTo(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function OpenPositions({ onRefer }: { onRefer: (p: Position) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<Position | null>(null);
  const screens = Grid.useBreakpoint();
  const isWide = !!screens.md;
  const isPhone = !screens.sm;
  const list = useQuery({
    queryKey: ['recruitment', 'open-positions', q],
    queryFn: () => api.get<ListData<Position>>('recruitment/open-positions', q ? { q } : {}, { quietError: true }),
  });
  const items = list.data?.items ?? [];
  return (
    <Card
      className="content-card"
      title={t('recruit.openPositions')}
      data-testid="recruit-open"
      extra={
        <Input.Search
          allowClear
          placeholder={t('recruit.searchPlaceholder')}
          onSearch={(v) => setQ(v.trim())}
          className="recruit-search"
          data-testid="recruit-search"
        />
      }
    >
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon title={t('recruit.loadFailed')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q ? t('recruit.noMatch') : t('recruit.noOpenings')} />
      ) : (
        <List
          className="recruit-list"
          dataSource={items}
          renderItem={(p) => {
            const buttons = [
              <Button key="detail" type="link" onClick={() => setOpen(p)} data-testid="recruit-detail">
                {t('recruit.detail')}
              </Button>,
              <Button key="refer" onClick={() => onRefer(p)} data-testid="recruit-refer">
                {t('recruit.refer')}
              </Button>,
            ];
            return (
              // At phone width the buttons go under the text, which keeps the whole width.
              <List.Item key={p.id} data-testid="recruit-position" data-id={p.id} actions={isPhone ? [] : buttons}>
                <List.Item.Meta
                  title={
                    <button type="button" className="recruit-link" onClick={() => setOpen(p)}>
                      {p.title}
                    </button>
                  }
                  description={
                    <Space size={[8, 4]} wrap>
                      <span>{where(lang, p)}</span>
                      <Tag color="blue">{t('recruit.placesLeft', { n: Math.max(0, p.quantity - p.hired_count), total: p.quantity })}</Tag>
                      {p.deadline ? <Typography.Text type="secondary">{t('recruit.deadline', { date: formatDate(p.deadline) })}</Typography.Text> : null}
                      {isPhone ? <Space size={8}>{buttons}</Space> : null}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        title={open?.title}
        size={isWide ? 520 : 360}
        data-testid="recruit-drawer"
        extra={
          open ? (
            <Button
              type="primary"
              onClick={() => {
                onRefer(open);
                setOpen(null);
              }}
            >
              {t('recruit.refer')}
            </Button>
          ) : null
        }
      >
        {open ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <PositionDetails position={open} />
          </Suspense>
        ) : null}
      </Drawer>
    </Card>
  );
}

/** A record's status in its workflow's words (a candidate's: applied, passed, withdrew...; domain declarations). */
function StatusTag({ r, s, testId }: { r: Resource; s: string; testId?: string }) {
  return <SharedStatusTag status={s} owner={r} data-testid={testId} />;
}

/** The candidates I referred (the server gives staff their own; HR sees theirs here too: filtered by creator). */
function MyReferrals() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isPhone = !Grid.useBreakpoint().sm;
  const q = useQuery({
    queryKey: ['candidate', 'mine', user?.id],
    enabled: !!user,
    queryFn: () => api.get<ListData<Row>>('candidate', { f_created_by: user?.id ?? 0, limit: 20 }, { quietError: true }),
  });
  const mine = (q.data?.items ?? []).filter((x) => x.referrer_id !== null && x.referrer_id !== undefined);
  if (q.isSuccess && mine.length === 0) return null;
  return (
    <Card className="content-card" title={t('recruit.myReferrals')} data-testid="recruit-mine">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('recruit.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<Row>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          pagination={false}
          dataSource={mine}
          columns={[
            { key: 'name', title: t('recruit.fullName'), render: (_: unknown, r: Row) => <span data-testid="recruit-mine-row">{String(r.full_name)}</span> },
            ...(isPhone
              ? []
              : [{ key: 'date', title: t('recruit.referredOn'), render: (_: unknown, r: Row) => formatDate(String(r.created_date ?? ''), 'DD/MM/YYYY') }]),
            { key: 'status', title: t('common.status'), render: (_: unknown, r: Row) => <StatusTag r={C} s={String(r.status)} /> },
          ]}
        />
      )}
    </Card>
  );
}

/** The requests I follow (my own; HR's range) with the candidates counted by status; HR moves candidates on. */
function Pipeline() {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().sm;
  const q = useQuery({
    queryKey: ['recruitment', 'pipeline'],
    queryFn: () => api.get<{ items: PipelineItem[]; mayManage: boolean }>('recruitment/pipeline', {}, { quietError: true }),
  });
  const items = q.data?.items ?? [];
  // Staff without requests of their own see nothing here; a 403 (no HR right at all) hides it too.
  if ((q.isSuccess && items.length === 0 && !q.data?.mayManage) || (q.isError && (q.error as { status?: number } | null)?.status === 403)) return null;
  return (
    <Card className="content-card" title={t('recruit.pipelineTitle')} data-testid="recruit-pipeline">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('recruit.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<PipelineItem>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          pagination={false}
          dataSource={items}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recruit.noRequests')} /> }}
          expandable={{
            expandedRowRender: (r) => <Candidates requestId={r.id} mayManage={!!q.data?.mayManage} />,
            rowExpandable: (r) => r.candidates > 0,
            expandRowByClick: isPhone,
          }}
          columns={[
            {
              key: 'title',
              title: t('recruit.request'),
              render: (_: unknown, r: PipelineItem) => (
                <div data-testid="recruit-request" data-id={r.id}>
                  <div>{r.title}</div>
                  <Typography.Text type="secondary">{where(lang, r)}</Typography.Text>
                  {isPhone ? (
                    <div>
                      <StatusTag r={REC} s={r.status} />
                    </div>
                  ) : null}
                </div>
              ),
            },
            ...(isPhone
              ? []
              : [
                  { key: 'status', title: t('common.status'), render: (_: unknown, r: PipelineItem) => <StatusTag r={REC} s={r.status} /> },
                  { key: 'hired', title: t('recruit.hired'), render: (_: unknown, r: PipelineItem) => `${r.hired_count}/${r.quantity}` },
                ]),
            {
              key: 'pipeline',
              title: t('recruit.candidates'),
              render: (_: unknown, r: PipelineItem) =>
                r.candidates === 0 ? (
                  <Typography.Text type="secondary">{t('recruit.noCandidates')}</Typography.Text>
                ) : (
                  <Space size={[4, 4]} wrap data-testid="recruit-counts">
                    {PIPELINE.filter((s) => r.pipeline[s]).map((s) => (
                      <Tag key={s} color={statusTone(s, C)}>
                        {statusLabel(s, lang, C.workflow)}: {r.pipeline[s]}
                      </Tag>
                    ))}
                  </Space>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The next move HR makes from each status (the server's workflow decides again). */
const NEXT: Record<string, { status: string; label: string; isPrimary?: boolean }[]> = {
  PENDING: [{ status: 'INTERVIEWING', label: 'recruit.toInterview', isPrimary: true }],
  INTERVIEWING: [{ status: 'SUCCESS', label: 'recruit.toPassed', isPrimary: true }],
  SUCCESS: [{ status: 'SUBMITTED_APPROVAL', label: 'recruit.toApproval', isPrimary: true }],
  REJECTED: [{ status: 'SUBMITTED_APPROVAL', label: 'recruit.toApprovalAgain', isPrimary: true }],
  APPROVED: [{ status: 'HIRED', label: 'recruit.toHire', isPrimary: true }],
};

function Candidates({ requestId, mayManage }: { requestId: number; mayManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const q = useQuery({
    queryKey: ['candidate', 'of', requestId],
    queryFn: () => api.get<ListData<Row>>('candidate', { f_recruitment_id: requestId, limit: 100 }, { quietError: true }),
  });
  const move = async (id: number, status: string) => {
    setBusy(id);
    try {
      await api.post(`candidate/status/${id}`, { status });
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
      await Promise.all([qc.invalidateQueries({ queryKey: ['candidate'] }), qc.invalidateQueries({ queryKey: ['recruitment'] })]);
    }
  };
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Alert type="error" showIcon title={t('recruit.loadFailed')} />;
  const rows = [...(q.data?.items ?? [])].sort((a, b) => PIPELINE.indexOf(String(a.status)) - PIPELINE.indexOf(String(b.status)));
  return (
    <List
      size="small"
      className="recruit-candidates"
      dataSource={rows}
      renderItem={(c) => (
        <List.Item
          data-testid="recruit-candidate"
          data-id={c.id}
          data-status={c.status}
          actions={
            mayManage
              ? (NEXT[String(c.status)] ?? []).map((n) =>
                  n.status === 'HIRED' ? (
                    <Popconfirm
                      key={n.status}
                      title={t('recruit.hireConfirm', { name: String(c.full_name) })}
                      okText={t(n.label)}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ 'data-testid': 'recruit-hire-ok' } as unknown as ButtonProps}
                      onConfirm={() => move(Number(c.id), n.status)}
                    >
                      <Button size="small" type="primary" loading={busy === c.id} data-testid="recruit-move">
                        {t(n.label)}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      key={n.status}
                      size="small"
                      type={n.isPrimary ? 'primary' : 'default'}
                      loading={busy === c.id}
                      onClick={() => void move(Number(c.id), n.status)}
                      data-testid="recruit-move"
                    >
                      {t(n.label)}
                    </Button>
                  ),
                )
              : []
          }
        >
          <List.Item.Meta
            title={
              <Space size={8} wrap>
                <span>{String(c.full_name)}</span>
                <StatusTag r={C} s={String(c.status)} testId="recruit-candidate-status" />
              </Space>
            }
            description={[c.phone, c.interview_date ? t('recruit.interviewOn', { date: formatDate(String(c.interview_date)) }) : null]
              .filter(Boolean)
              .join(' · ')}
          />
        </List.Item>
      )}
    />
  );
}

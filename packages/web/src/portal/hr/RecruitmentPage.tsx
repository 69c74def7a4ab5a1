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
import { Alert, Button, type ButtonProps, Card, Drawer, Empty, Grid, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { PlainTable } from '../../ui/PlainTable';
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
        // A plain list with antd's look: antd's List brings its pagination and grid (issue 35).
        <ul className="recruit-list">
          {items.map((p) => {
            const buttons = (
              <>
                <Button type="link" onClick={() => setOpen(p)} data-testid="recruit-detail">
                  {t('recruit.detail')}
                </Button>
                <Button onClick={() => onRefer(p)} data-testid="recruit-refer">
                  {t('recruit.refer')}
                </Button>
              </>
            );
            return (
              // At phone width the buttons go under the text, which keeps the whole width.
              <li key={p.id} className="recruit-item" data-testid="recruit-position" data-id={p.id}>
                <div className="recruit-item__main">
                  <button type="button" className="recruit-link" onClick={() => setOpen(p)}>
                    {p.title}
                  </button>
                  <Space size={[8, 4]} wrap className="recruit-item__meta">
                    <span>{where(lang, p)}</span>
                    <Tag color="blue">{t('recruit.placesLeft', { n: Math.max(0, p.quantity - p.hired_count), total: p.quantity })}</Tag>
                    {p.deadline ? <span className="plain-table__secondary">{t('recruit.deadline', { date: formatDate(p.deadline) })}</span> : null}
                  </Space>
                </div>
                <Space size={8} className="recruit-item__actions">
                  {buttons}
                </Space>
              </li>
            );
          })}
        </ul>
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
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size={isPhone ? 'small' : 'middle'}
          rows={mine}
          columns={[
            { key: 'name', title: t('recruit.fullName'), render: (r) => <span data-testid="recruit-mine-row">{String(r.full_name)}</span> },
            ...(isPhone ? [] : [{ key: 'date', title: t('recruit.referredOn'), render: (r: Row) => formatDate(String(r.created_date ?? ''), 'DD/MM/YYYY') }]),
            { key: 'status', title: t('common.status'), render: (r) => <StatusTag r={C} s={String(r.status)} /> },
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
        <PlainTable<PipelineItem>
          rowKey={(r) => r.id}
          size={isPhone ? 'small' : 'middle'}
          rows={items}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recruit.noRequests')} />}
          expandable={{
            render: (r) => <Candidates requestId={r.id} mayManage={!!q.data?.mayManage} />,
            isExpandable: (r) => r.candidates > 0,
            isRowClick: isPhone,
            label: t('recruit.candidates'),
          }}
          columns={[
            {
              key: 'title',
              title: t('recruit.request'),
              render: (r) => (
                <div data-testid="recruit-request" data-id={r.id}>
                  <div>{r.title}</div>
                  <span className="plain-table__secondary">{where(lang, r)}</span>
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
                  { key: 'status', title: t('common.status'), render: (r: PipelineItem) => <StatusTag r={REC} s={r.status} /> },
                  { key: 'hired', title: t('recruit.hired'), render: (r: PipelineItem) => `${r.hired_count}/${r.quantity}` },
                ]),
            {
              key: 'pipeline',
              title: t('recruit.candidates'),
              render: (r) =>
                r.candidates === 0 ? (
                  <span className="plain-table__secondary">{t('recruit.noCandidates')}</span>
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
    <ul className="recruit-candidates">
      {rows.map((c) => {
        const moves = mayManage ? (NEXT[String(c.status)] ?? []) : [];
        const detail = [c.phone, c.interview_date ? t('recruit.interviewOn', { date: formatDate(String(c.interview_date)) }) : null].filter(Boolean).join(' · ');
        return (
          <li key={String(c.id)} className="recruit-item recruit-item--small" data-testid="recruit-candidate" data-id={c.id} data-status={c.status}>
            <div className="recruit-item__main">
              <Space size={8} wrap>
                <span className="recruit-item__name">{String(c.full_name)}</span>
                <StatusTag r={C} s={String(c.status)} testId="recruit-candidate-status" />
              </Space>
              {detail ? <div className="plain-table__secondary">{detail}</div> : null}
            </div>
            {moves.length > 0 ? (
              <Space size={8} className="recruit-item__actions">
                {moves.map((n) =>
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
                    <Button key={n.status} size="small" type={n.isPrimary ? 'primary' : 'default'} loading={busy === c.id} onClick={() => void move(Number(c.id), n.status)} data-testid="recruit-move">
                      {t(n.label)}
                    </Button>
                  ),
                )}
              </Space>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

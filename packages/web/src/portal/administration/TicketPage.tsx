/**
 * /administrative/ticket/:id (issue 16): a ticket on the portal, for its requester, its author and
 * its assignee (the server answers 404 to anyone else): its status in its configured colour, the
 * details, the checklist with what is done, the comments with a form to add one, and, for who may
 * move it, the status change (the server decides; its refusal is shown). Notifications about the
 * ticket lead here. Times are Vietnam time.
 * Its first screen keeps to light parts (issue 35, docs/performance.md "Inner pages to 330 KB, part
 * 4"): the status change's select loads when first used (ui/LazySelect.tsx), the comment box is a
 * plain form, and antd's 404 result loads only for a ticket that is not there.
 */
import { ArrowLeftOutlined, CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Avatar, Button, Card, Descriptions, Empty, Input, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Abilities } from '@portal/domain/abilities';
import { ApiError, api, type ListData, type Row } from '../../api/client';
import { LazySelect } from '../../ui/LazySelect';
import { PageFrame } from '../../ui/PageFrame';
import './services.css';
import './servicesI18n';

type Status = { id: number; name: string; name_en: string | null; color: string; is_final: boolean; is_reopen_allowed?: boolean };
type Detail = {
  ticket: Row & { title: string; checklists?: { id: number; content: string; is_done: boolean }[] };
  status: Status | null;
  category: { name: string; name_en: string | null } | null;
  requester: string | null;
  assignee: string | null;
  comments: { id: number; content: string; created_date: string; author: string | null; is_mine: boolean }[];
  /** What the caller may do with it (the server's per-record abilities). */
  abilities: Abilities | null;
};

const when = (iso: unknown) => {
  if (!iso) return '–';
  const d = new Date(new Date(String(iso)).getTime() + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCHours())}:${p(d.getUTCMinutes())} ${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** The server says whether the caller may move it (a party to it, or who processes tickets). */
const canMove = (d: Detail | undefined) => !!d?.abilities?.actions.includes('changeStatus');
const TicketNotFound = lazy(() => import('./TicketNotFound').then((m) => ({ default: m.TicketNotFound })));

const PRIORITY_COLOR: Record<string, string> = { LOW: 'default', NORMAL: 'blue', HIGH: 'orange', URGENT: 'red' };

export function TicketPage() {
  const { t, i18n } = useTranslation();
  const isEn = i18n.language === 'en';
  const named = (x: { name: string; name_en: string | null } | null | undefined) => (x ? String((isEn && x.name_en) || x.name) : '');
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  // As antd's form did: "required" shows once the box is emptied, or sent empty.
  const [isDraftBad, setDraftBad] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['ticket', 'detail', id], enabled: Number.isInteger(id) && id > 0, queryFn: () => api.get<Detail>(`ticket-detail/${id}`, undefined, { quietError: true }), retry: false });
  const statuses = useQuery({ queryKey: ['ticket-status', 'all'], enabled: canMove(q.data), queryFn: () => api.get<ListData<Status>>('ticket-status', { limit: -1 }, { quietError: true }) });
  const comment = useMutation({
    mutationFn: (content: string) => api.post<Row>('ticket-comment', { ticket_id: id, content }, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('tickets.commented'));
      setDraft('');
      setDraftBad(false);
      void qc.invalidateQueries({ queryKey: ['ticket', 'detail', id] });
    },
  });
  const move = useMutation({
    mutationFn: (statusId: number) => api.post<Row>(`ticket-change-status/${id}/${statusId}`, {}, { quietSuccess: true, quietError: true }),
    onSuccess: () => {
      setMoveError(null);
      void message.success(t('tickets.statusChanged'));
      void qc.invalidateQueries({ queryKey: ['ticket'] });
    },
    onError: (e) => setMoveError(e instanceof ApiError ? e.message : String(e)),
  });
  const title = q.data?.ticket.title ?? t('tickets.title');
  const crumbs = [{ label: t('services.tickets'), to: '/administrative' }, { label: title }];
  if (q.isLoading)
    return (
      <PageFrame title={t('tickets.title')} crumbs={crumbs}>
        <Card className="content-card">
          <Skeleton active />
        </Card>
      </PageFrame>
    );
  if (!q.data)
    return (
      <PageFrame title={t('tickets.title')} crumbs={crumbs}>
        <Card className="content-card">
          <Suspense fallback={<Skeleton active />}>
            <TicketNotFound />
          </Suspense>
        </Card>
      </PageFrame>
    );
  const d = q.data;
  const list = d.ticket.checklists ?? [];
  const done = list.filter((x) => x.is_done).length;
  const priority = String(d.ticket.priority ?? 'NORMAL');
  return (
    <PageFrame title={title} crumbs={crumbs}>
      <div className="ticket-page" data-testid="ticket-page">
        <Card
          className="content-card"
          title={
            <Space wrap>
              <Link to="/administrative#my-tickets" aria-label={t('tickets.back')}>
                <ArrowLeftOutlined />
              </Link>
              <span className="ticket-page__title">{d.ticket.title}</span>
            </Space>
          }
          extra={
            d.status ? (
              <Tag color={d.status.color} data-testid="ticket-status">
                {named(d.status)}
              </Tag>
            ) : null
          }
        >
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('tickets.category')}>{named(d.category)}</Descriptions.Item>
            <Descriptions.Item label={t('services.priority')}>
              <Tag color={PRIORITY_COLOR[priority] ?? 'default'}>{t(`services.priority${priority}` as 'services.priorityLOW')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('tickets.requester')}>{d.requester ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('tickets.assignee')}>{d.assignee ?? <span className="ticket-page__muted">{t('tickets.unassigned')}</span>}</Descriptions.Item>
            <Descriptions.Item label={t('tickets.created')}>{when(d.ticket.created_date)}</Descriptions.Item>
            <Descriptions.Item label={t('tickets.deadline')}>{when(d.ticket.deadline)}</Descriptions.Item>
            {d.ticket.closed_date ? <Descriptions.Item label={t('tickets.closed')}>{when(d.ticket.closed_date)}</Descriptions.Item> : null}
          </Descriptions>
          {d.ticket.content ? (
            <div className="ticket-page__content">
              <span className="ticket-page__muted">{t('tickets.details')}</span>
              <div className="ticket-page__text">{String(d.ticket.content)}</div>
            </div>
          ) : null}
          {canMove(d) && (
            <div className="ticket-page__move">
              <Space wrap>
                <span>{t('tickets.changeStatus')}:</span>
                <LazySelect
                  style={{ minWidth: 200 }}
                  value={d.status?.id}
                  loading={statuses.isLoading || move.isPending}
                  data-testid="ticket-move"
                  onChange={(v) => v !== undefined && move.mutate(v)}
                  options={(statuses.data?.items ?? []).map((s) => ({ value: Number(s.id), label: <Tag color={s.color}>{named(s)}</Tag> }))}
                />
              </Space>
              {moveError && <Alert type="error" showIcon title={moveError} className="ticket-page__error" data-testid="ticket-move-error" />}
            </div>
          )}
        </Card>
        <Card className="content-card" title={list.length > 0 ? t('tickets.checklist', { done, total: list.length }) : t('services.checklist')} data-testid="ticket-checklist">
          {list.length === 0 ? (
            <span className="ticket-page__muted">{t('tickets.noChecklist')}</span>
          ) : (
            <ul className="ticket-checklist">
              {list.map((x) => (
                <li key={x.id} className={x.is_done ? 'ticket-checklist__done' : undefined}>
                  {x.is_done ? <CheckCircleFilled className="ticket-checklist__icon--done" /> : <ClockCircleOutlined className="ticket-checklist__icon" />} {x.content}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="content-card" title={`${t('tickets.comments')} (${d.comments.length})`} data-testid="ticket-comments">
          {d.comments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tickets.noComments')} />
          ) : (
            <ol className="ticket-comments">
              {d.comments.map((c) => (
                <li key={c.id} className={`ticket-comment${c.is_mine ? ' ticket-comment--mine' : ''}`} data-testid="ticket-comment">
                  <Avatar size="small">{(c.author ?? '?').split(' ').pop()?.[0] ?? '?'}</Avatar>
                  <div>
                    <div className="ticket-comment__head">
                      <b>{c.author ?? '?'}</b> <span className="ticket-page__muted">{when(c.created_date)}</span>
                    </div>
                    <div className="ticket-comment__body">{c.content}</div>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <form
            className="ticket-comment-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!draft.trim()) setDraftBad(true);
              else comment.mutate(draft.trim());
            }}
          >
            <div className={`ticket-comment-form__item${isDraftBad ? ' ticket-comment-form__item--error' : ''}`}>
              <Input.TextArea
                rows={3}
                placeholder={t('tickets.commentPlaceholder')}
                maxLength={2000}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setDraftBad(!e.target.value.trim());
                }}
                status={isDraftBad ? 'error' : undefined}
                aria-invalid={isDraftBad}
                aria-required
                data-testid="ticket-comment-input"
                aria-label={t('tickets.commentPlaceholder')}
              />
              {isDraftBad ? (
                <div className="ticket-comment-form__error" role="alert">
                  {t('services.required')}
                </div>
              ) : null}
            </div>
            <Button type="primary" htmlType="submit" loading={comment.isPending} data-testid="ticket-comment-send">
              {t('tickets.comment')}
            </Button>
          </form>
        </Card>
      </div>
    </PageFrame>
  );
}

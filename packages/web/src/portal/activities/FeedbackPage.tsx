/**
 * The portal's feedback and ask-and-answer page (/dashboard/feedback): the public Q&A with search
 * and filters, "My feedback" (what the caller sent, with its replies), and the form to send
 * feedback or a question (type, public or private, optionally addressed to one person). A detail
 * drawer (`?id=`, the link of answer notifications) shows the replies and takes a reply. The
 * server decides who reads what (private items: author, addressee, Q&A admins).
 */
import { LockOutlined, MessageOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { FEEDBACK_WORKFLOW } from '@portal/domain/resources/activities/feedback';
import { statusLabel } from '@portal/domain/workflows/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Empty, Form, Grid, Input, Radio, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../useUrlState';
import { ApiError, api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { StatusTag } from '../../ui/StatusTag';
import { ErrorState } from '../portal/blocks';
import { type Lang, txt, useLang } from '../portal/useReleased';
import { CutTitle } from '../../ui/CutTitle';
import './activities.css';
import './fbI18n';
import { PlainPager } from '../../ui/PlainTable';

const FB = { workflow: FEEDBACK_WORKFLOW };

type Option = { id: number; name: string; name_en: string | null };
type Person = { id: number; full_name: string; username: string; department: string | null; position: string | null };
type Feedback = Row & {
  title: string;
  content?: string;
  type_id: number;
  visibility: number;
  status: 'NEW' | 'DONE';
  is_hide: boolean;
  reply_count: number;
  addressee_ids: number[] | null;
  created_by: number;
  created_date: string;
  author_name?: string | null;
};
type Comment = Row & { content: string; is_answer: boolean; created_by: number; created_date: string; author_name?: string | null };
type Labels = Record<string, Record<string, [string, string?]>>;

const PAGE_SIZE = 10;
const when = (v: unknown) => (v ? formatDate(String(v), 'HH:mm DD/MM/YYYY') : '');
const nameOf = (list: Option[] | undefined, id: unknown, lang: Lang) => {
  const o = list?.find((x) => x.id === Number(id));
  return o ? txt(o, 'name', lang) : '';
};

function useOptions() {
  return useQuery({
    queryKey: ['portal', 'feedback-options'],
    queryFn: ({ signal }) => api.get<{ types: Option[] }>('/api/v1/feedback-options', undefined, { quietError: true, signal }),
    staleTime: 60_000,
  });
}

export function FeedbackPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlState();
  const tab = params.get('tab') ?? 'public';
  const openId = Number(params.get('id')) || null;
  return (
    <div className="acts" data-testid="feedback">
      <Tabs
        activeKey={tab}
        onChange={(k) => set({ tab: k === 'public' ? '' : k, page: '', q: '', type: '', status: '' })}
        items={[
          { key: 'public', label: t('fb.tabPublic'), children: tab === 'public' ? <FeedbackList mine={false} onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'mine', label: t('fb.tabMine'), children: tab === 'mine' ? <FeedbackList mine onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'toMe', label: t('fb.tabToMe'), children: tab === 'toMe' ? <FeedbackList mine={false} toMe onOpen={(id) => set({ id: String(id) })} /> : null },
          { key: 'send', label: t('fb.tabSend'), children: tab === 'send' ? <SendForm onSent={(id) => set({ tab: 'mine', id: String(id) })} /> : null },
        ]}
      />
      <FeedbackDrawer id={openId} onClose={() => set({ id: '' })} />
    </div>
  );
}

function FeedbackList({ mine, toMe = false, onOpen }: { mine: boolean; toMe?: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useSession().user;
  const isPhone = !Grid.useBreakpoint().md;
  const [params, set] = useUrlState({ resetPage: true });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const status = params.get('status') ?? '';
  const options = useOptions();
  const query: Record<string, string | number> = { page, limit: PAGE_SIZE, labels: 1 };
  if (mine && me) query.f_created_by = me.id;
  if (toMe && me) query.f_addressee_ids = me.id;
  else if (!mine) query.f_visibility = 1;
  if (q) query.q = q;
  if (type) query.f_type_id = type;
  if (status) query.f_status = status;
  const list = useQuery({
    queryKey: ['portal', 'feedback', query],
    queryFn: ({ signal }) => api.get<ListData<Feedback>>('/api/v1/feedback', query, { quietError: true, signal }),
    placeholderData: keepPreviousData,
    enabled: (!mine && !toMe) || !!me,
  });
  const items = list.data?.items ?? [];
  const labels = (list.data?.labels ?? {}) as Labels;
  const isFiltered = !!(q || type || status);
  return (
    <div className="acts__list-wrap">
      <div className="acts__filters">
        <Input.Search key={q} defaultValue={q} allowClear enterButton placeholder={t('fb.search')} aria-label={t('fb.search')} onSearch={(v) => set({ q: v.trim() })} className="acts__search" data-testid="fb-search" />
        <Select
          className="fb__select"
          value={type || undefined}
          allowClear
          placeholder={t('fb.allTypes')}
          aria-label={t('fb.type')}
          onChange={(v) => set({ type: v ?? '' })}
          options={(options.data?.types ?? []).map((x) => ({ value: String(x.id), label: txt(x, 'name', lang) }))}
        />
        <Select
          className="fb__select"
          value={status || undefined}
          allowClear
          placeholder={t('fb.allStatuses')}
          aria-label={t('fb.allStatuses')}
          onChange={(v) => set({ status: v ?? '' })}
          options={FEEDBACK_WORKFLOW.statuses.map((s) => ({ value: s, label: statusLabel(s, lang, FEEDBACK_WORKFLOW) }))}
        />
      </div>
      {list.isLoading ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : list.isError && !list.data ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card className="content-card">
          <Empty description={isFiltered ? t('fb.noMatch') : mine ? t('fb.mineEmpty') : toMe ? t('fb.toMeEmpty') : t('fb.empty')} />
        </Card>
      ) : (
        <ul className="acts__mine" data-testid="fb-list" aria-busy={list.isFetching}>
          {items.map((f) => {
            const to = (f.addressee_ids ?? [])[0];
            const toName = to ? labels.account?.[String(to)]?.[0] : undefined;
            return (
              <li key={f.id}>
                <button type="button" className="acts__mine-item fb__item" onClick={() => onOpen(f.id)} data-testid="fb-item">
                  <span className="fb__main">
                    <span className="acts__title">
                      <CutTitle text={f.title} />
                    </span>
                    <span className="acts__meta">
                      {t('fb.sentOn', { date: when(f.created_date) })}
                      {!mine && f.author_name ? ` · ${f.author_name}` : ''}
                      {toName ? ` · ${t('fb.addressedTo', { name: toName })}` : ''}
                    </span>
                  </span>
                  <span className="acts__tags">
                    <StatusTag status={f.status} owner={FB} />
                    {!isPhone ? <Tag color="blue">{nameOf(options.data?.types, f.type_id, lang)}</Tag> : null}
                    {Number(f.visibility) === 0 ? (
                      <Tag color="orange" icon={<LockOutlined />}>
                        {t('fb.private')}
                      </Tag>
                    ) : null}
                    {f.is_hide ? <Tag>{t('fb.hidden')}</Tag> : null}
                    <span className="acts__meta">
                      <MessageOutlined /> {t('fb.replies', { n: f.reply_count })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.totalRows > PAGE_SIZE ? (
        <PlainPager page={page} pages={Math.ceil(list.data.totalRows / PAGE_SIZE)} total={list.data.totalRows} onChange={(p) => set({ page: String(p) })} />
      ) : null}
    </div>
  );
}

function PersonPicker({ value, onChange }: { value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(h);
  }, [search]);
  const people = useQuery({
    queryKey: ['portal', 'feedback-people', q],
    queryFn: ({ signal }) => api.get<{ people: Person[] }>('/api/v1/feedback-options', { q }, { quietError: true, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      showSearch
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      filterOption={false}
      onSearch={setSearch}
      placeholder={t('fb.addresseeHint')}
      loading={people.isFetching}
      data-testid="fb-addressee"
      options={(people.data?.people ?? []).map((p) => ({ value: p.id, label: [p.full_name, p.position, p.department].filter(Boolean).join(' · ') }))}
    />
  );
}

function SendForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const options = useOptions();
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      api.post<Feedback>(
        '/api/v1/feedback',
        { title: v.title, content: v.content, type_id: v.type_id, visibility: v.visibility, ...(v.addressee ? { addressee_ids: [v.addressee] } : {}) },
        { quietError: true, quietSuccess: true },
      ),
    onSuccess: (row) => {
      void message.success(t('fb.sent'));
      void qc.invalidateQueries({ queryKey: ['portal', 'feedback'] });
      form.resetFields();
      onSent(row.id);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  return (
    <Card className="content-card fb__form">
      {error ? <Alert type="error" showIcon title={error} data-testid="fb-error" /> : null}
      <Form form={form} layout="vertical" initialValues={{ visibility: 1 }} onFinish={(v) => { setError(null); send.mutate(v); }} requiredMark>
        <Form.Item name="type_id" label={t('fb.type')} rules={[{ required: true, message: t('fb.required', { field: t('fb.type').toLowerCase() }) }]}>
          <Select data-testid="fb-type" options={(options.data?.types ?? []).map((x) => ({ value: x.id, label: txt(x, 'name', lang) }))} loading={options.isLoading} />
        </Form.Item>
        <Form.Item name="title" label={t('fb.title')} rules={[{ required: true, whitespace: true, message: t('fb.required', { field: t('fb.title').toLowerCase() }) }]}>
          <Input maxLength={255} showCount data-testid="fb-title" />
        </Form.Item>
        <Form.Item name="content" label={t('fb.content')} rules={[{ required: true, whitespace: true, message: t('fb.required', { field: t('fb.content').toLowerCase() }) }]}>
          <Input.TextArea rows={5} maxLength={1000} showCount data-testid="fb-content" />
        </Form.Item>
        <Form.Item name="visibility" label={t('fb.visibility')} extra={t('fb.visibilityHint')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 1, label: t('fb.public') },
              { value: 0, label: t('fb.private') },
            ]}
          />
        </Form.Item>
        <Form.Item name="addressee" label={t('fb.addressee')}>
          <PersonPicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="fb-send">
          {t('fb.send')}
        </Button>
      </Form>
    </Card>
  );
}

function FeedbackDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const isPhone = !Grid.useBreakpoint().md;
  const options = useOptions();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const one = useQuery({
    queryKey: ['portal', 'feedback-one', id],
    queryFn: ({ signal }) => api.get<Feedback>(`/api/v1/feedback/${id}`, undefined, { quietError: true, signal }),
    enabled: !!id,
    retry: false,
  });
  // Opening an item is recorded (the access history) once per open.
  useEffect(() => {
    if (id && one.data) void api.post(`/api/v1/feedback/${id}/open`, {}, { quietError: true, quietSuccess: true }).catch(() => undefined);
  }, [id, one.data]);
  const comments = useQuery({
    queryKey: ['portal', 'feedback-comments', id],
    queryFn: ({ signal }) => api.get<ListData<Comment>>('/api/v1/feedback-comment', { f_feedback_id: id ?? 0, limit: 100 }, { quietError: true, signal }),
    enabled: !!id && !!one.data,
  });
  const send = useMutation({
    mutationFn: () => api.post('/api/v1/feedback-comment', { feedback_id: id, content: reply }, { quietError: true, quietSuccess: true }),
    onSuccess: () => {
      setReply('');
      setError(null);
      void message.success(t('fb.replied'));
      void qc.invalidateQueries({ queryKey: ['portal', 'feedback-comments', id] });
      void qc.invalidateQueries({ queryKey: ['portal', 'feedback-one', id] });
      void qc.invalidateQueries({ queryKey: ['portal', 'feedback'] });
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  const f = one.data;
  const items = comments.data?.items ?? [];
  return (
    <Drawer open={!!id} onClose={onClose} size={isPhone ? '100%' : 640} title={t('fb.detail')} destroyOnHidden data-testid="fb-detail">
      {one.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {one.isError ? <Alert type="warning" showIcon title={t('fb.notFound')} /> : null}
      {f ? (
        <div className="acts__detail">
          <h2 className="fb__title">{f.title}</h2>
          <Space wrap size={[6, 6]}>
            <StatusTag status={f.status} owner={FB} />
            <Tag color="blue">{nameOf(options.data?.types, f.type_id, lang)}</Tag>
            {Number(f.visibility) === 0 ? (
              <Tag color="orange" icon={<LockOutlined />}>
                {t('fb.private')}
              </Tag>
            ) : (
              <Tag color="green">{t('fb.public')}</Tag>
            )}
          </Space>
          <div className="acts__meta">{t('fb.sentOn', { date: when(f.created_date) })}</div>
          <p className="fb__content">{f.content}</p>
          <h3 className="fb__h3">{t('fb.answers')}</h3>
          {comments.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
          {items.length === 0 && !comments.isLoading ? <div className="acts__meta">{t('fb.noReplies')}</div> : null}
          <ul className="fb__comments" data-testid="fb-comments">
            {items.map((c) => (
              <li key={c.id} className={c.is_answer ? 'fb__comment fb__comment--answer' : 'fb__comment'}>
                <div className="acts__meta">
                  <strong>{c.author_name ?? ''}</strong> · {when(c.created_date)} {c.is_answer ? <Tag color="green">{t('fb.answer')}</Tag> : null}
                </div>
                <div className="fb__content">{c.content}</div>
              </li>
            ))}
          </ul>
          {error ? <Alert type="error" showIcon title={error} /> : null}
          <Input.TextArea rows={3} maxLength={1000} value={reply} onChange={(e) => setReply(e.target.value)} placeholder={t('fb.reply')} aria-label={t('fb.reply')} data-testid="fb-reply" />
          <div>
            <Button type="primary" disabled={!reply.trim()} loading={send.isPending} onClick={() => send.mutate()} data-testid="fb-reply-send">
              {t('fb.replySend')}
            </Button>
          </div>
        </div>
      ) : null}
    </Drawer>
  );
}

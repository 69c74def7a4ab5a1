/**
 * The feedback page's form to send feedback or a question and its detail drawer (replies, a reply
 * box): loaded when the "send" tab or an item is opened (issue 35, docs/performance.md "Inner
 * pages to 330 KB, part 4"), with antd's Form, Select, Radio and Drawer.
 */
import { LockOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Form, Grid, Input, Radio, Select, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type ListData } from '../../api/client';
import { StatusTag } from '../../ui/StatusTag';
import { txt, useLang } from '../portal/useReleased';
import { type Comment, FB, type Feedback, nameOf, type Person, useOptions, when } from './fbCommon';
import './activities.css';
import './fbI18n';

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

export function SendForm({ onSent }: { onSent: (id: number) => void }) {
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
      <Form
        form={form}
        layout="vertical"
        initialValues={{ visibility: 1 }}
        onFinish={(v) => {
          setError(null);
          send.mutate(v);
        }}
        requiredMark
      >
        <Form.Item name="type_id" label={t('fb.type')} rules={[{ required: true, message: t('fb.required', { field: t('fb.type').toLowerCase() }) }]}>
          <Select
            data-testid="fb-type"
            options={(options.data?.types ?? []).map((x) => ({ value: x.id, label: txt(x, 'name', lang) }))}
            loading={options.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('fb.title')}
          rules={[{ required: true, whitespace: true, message: t('fb.required', { field: t('fb.title').toLowerCase() }) }]}
        >
          <Input maxLength={255} showCount data-testid="fb-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('fb.content')}
          rules={[{ required: true, whitespace: true, message: t('fb.required', { field: t('fb.content').toLowerCase() }) }]}
        >
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

export function FeedbackDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
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
          <Input.TextArea
            rows={3}
            maxLength={1000}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            placeholder={t('fb.reply')}
            aria-label={t('fb.reply')}
            data-testid="fb-reply"
          />
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

/**
 * Q&A moderation as a conversation (issue 38 item 7): under a feedback item's form, the question
 * as its author wrote it, the replies as a thread (the answers marked), a reply box, and the
 * close / reopen moves in the portal's words. The server decides: an answer by a moderator or the
 * addressee marks the item replied; the moves check the right (workflow `feedback`).
 */
import { CheckCircleOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import { allowedTransitions } from '@portal/domain/workflows/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { StatusTag, useStatusText } from '../../ui/StatusTag';
import type { FormPanelProps } from '../formExtras';
import './feedbackThreadI18n';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

function Message({ author, at, text, isAnswer, isQuestion }: { author: string; at: unknown; text: string; isAnswer?: boolean; isQuestion?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`qa-message${isQuestion ? ' is-question' : ''}${isAnswer ? ' is-answer' : ''}`} data-testid={isQuestion ? 'qa-question' : 'qa-reply'}>
      <Avatar size={32} style={{ background: isQuestion ? '#0d3b66' : '#f08a24', flex: 'none' }}>
        {initials(author || '?')}
      </Avatar>
      <div className="qa-message__body">
        <div className="qa-message__head">
          <Typography.Text strong>{author || '—'}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(at as string, 'DD/MM/YYYY HH:mm')}</Typography.Text>
          {isAnswer ? <Tag color="green">{t('qa.answer')}</Tag> : null}
        </div>
        <div className="qa-message__text">{text}</div>
      </div>
    </div>
  );
}

export function FeedbackThread({ resource, id, record }: FormPanelProps) {
  const { t } = useTranslation();
  const { ability } = useSession();
  const queryClient = useQueryClient();
  const words = useStatusText(resource);
  const [reply, setReply] = useState('');
  const [isBusy, setBusy] = useState(false);
  const replies = useQuery({
    queryKey: ['feedback-comment', 'thread', id],
    queryFn: () => api.get<ListData<Row>>('feedback-comment', { f_feedback_id: id, limit: 100, order: 'created_date asc' }),
  });
  const status = String(record.status ?? '');
  const moves = resource.workflow ? allowedTransitions(resource.workflow, status, (right) => canDo(ability, right, resource.subject)) : [];
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['feedback-comment'] }), queryClient.invalidateQueries({ queryKey: [resource.path] })]);
  const send = async () => {
    if (!reply.trim()) return;
    setBusy(true);
    try {
      await api.post('feedback-comment', { feedback_id: id, content: reply.trim() });
      setReply('');
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const move = async (to: string) => {
    setBusy(true);
    try {
      await api.post(`${resource.path}/${id}/status`, { status: to });
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const items = replies.data?.items ?? [];
  return (
    <Card
      className="admin-card"
      style={{ marginTop: 16 }}
      title={
        <Space>
          {t('qa.conversation')}
          <StatusTag status={status} owner={resource} data-testid="qa-status" />
        </Space>
      }
      extra={
        <Space>
          {moves.map((m) => (
            <Button key={m.action} icon={m.to === 'DONE' ? <CheckCircleOutlined /> : <UndoOutlined />} onClick={() => void move(m.to)} loading={isBusy} data-testid={`qa-move-${m.action}`}>
              {words.move(m)}
            </Button>
          ))}
        </Space>
      }
      data-testid="qa-thread"
    >
      <Message author={String(record.author_name ?? '')} at={record.created_date} text={`${String(record.title ?? '')}\n\n${String(record.content ?? '')}`} isQuestion />
      <div className="qa-thread">
        {replies.isSuccess && items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qa.noReplies')} /> : null}
        {items.map((c) => (
          <Message key={String(c.id)} author={String(c.author_name ?? '')} at={c.created_date} text={String(c.content ?? '')} isAnswer={c.is_answer === true} />
        ))}
      </div>
      <div className="qa-reply">
        <Input.TextArea
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          placeholder={t('qa.replyHint')}
          aria-label={t('qa.reply')}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={1000}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
          }}
          data-testid="qa-reply-input"
        />
        <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} loading={isBusy} disabled={!reply.trim()} data-testid="qa-reply-send">
          {t('qa.send')}
        </Button>
      </div>
    </Card>
  );
}

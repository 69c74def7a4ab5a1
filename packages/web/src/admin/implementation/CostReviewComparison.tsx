/**
 * A cost review's quotations side by side with the committee's votes beside them (issue 41; ADR
 * 0023): per item the budget and each company's amount, the lowest marked; the totals and their
 * difference to the budget; the votes per company; each vote with its voter and comment. A member of
 * the review committee, while the review takes votes, votes for a company (or changes their vote)
 * with a comment; the others see the votes only. The xlsx as a reviewer prints it.
 * Reads `GET /review-cost/{id}/comparison/quotations` and `GET /review-cost/vote/{id}`; votes with
 * `POST /review-cost/vote/{id}` (the server checks the committee, the quotation and the status).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Input, List, Modal, Row, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client';
import { useLang } from '../../ui/StatusTag';
import type { FormPanelProps } from '../formExtras';

type Cell = { column: number; value: number | null; isBest: boolean };
type Comparison = { rows: { id: number; title: string; best: number | null; cells: Cell[] }[]; columns: { id: number; title: string; total: number; bestCount: number }[] };
type Vote = { id: number; quotation_id: number; comment: string | null; voter_id: number; voter: string | null; created_date: string };
type Votes = { is_vote: boolean; can_vote: boolean; status: string; my_vote: { id: number; quotation_id: number; comment: string | null } | null; total: number; tally: { quotation_id: number; votes: number }[]; votes: Vote[] };
type Item = { id: number; unit?: string | null; quantity?: number | string | null; budget_amount?: number | string | null };
type GridRow = { key: string; title: string; unit?: string; quantity?: number | null; budget: number | null; cells: Map<number, Cell>; kind: 'item' | 'total' | 'diff' | 'votes' };

const WORDS = {
  vi: {
    title: 'So sánh báo giá và bỏ phiếu',
    item: 'Hạng mục',
    quantity: 'Khối lượng',
    budget: 'Dự toán (₫)',
    total: 'Tổng cộng',
    diff: 'Chênh lệch so với dự toán',
    votes: 'Số phiếu',
    lowest: 'Thấp nhất',
    vote: 'Bỏ phiếu',
    change: 'Chọn đơn vị này',
    mine: 'Phiếu của bạn',
    voteTitle: 'Bỏ phiếu chọn {company}',
    comment: 'Ý kiến (không bắt buộc)',
    ok: 'Gửi phiếu',
    cancel: 'Hủy',
    export: 'Xuất Excel',
    exportHint: 'Bảng so sánh như bản in của người thẩm định (xlsx)',
    list: 'Phiếu của hội đồng ({n})',
    noVotes: 'Chưa có phiếu nào',
    noQuotes: 'Chưa có báo giá để so sánh',
    notCommittee: 'Chỉ thành viên hội đồng xét chọn được bỏ phiếu.',
    closed: 'Đợt thẩm định không còn nhận phiếu.',
    votedFor: 'chọn',
  },
  en: {
    title: 'Quotation comparison and vote',
    item: 'Item',
    quantity: 'Quantity',
    budget: 'Budget (₫)',
    total: 'Total',
    diff: 'Difference to the budget',
    votes: 'Votes',
    lowest: 'Lowest',
    vote: 'Vote',
    change: 'Choose this company',
    mine: 'Your vote',
    voteTitle: 'Vote for {company}',
    comment: 'Comment (optional)',
    ok: 'Send the vote',
    cancel: 'Cancel',
    export: 'Export',
    exportHint: 'The comparison as a reviewer prints it (xlsx)',
    list: 'Committee votes ({n})',
    noVotes: 'No votes yet',
    noQuotes: 'No quotations to compare yet',
    notCommittee: 'Only the review committee votes.',
    closed: 'The review takes no more votes.',
    votedFor: 'for',
  },
} as const;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export function CostReviewComparison({ id, record }: FormPanelProps) {
  const lang = useLang();
  const w = WORDS[lang];
  const client = useQueryClient();
  const [choice, setChoice] = useState<{ id: number; title: string } | null>(null);
  const [comment, setComment] = useState('');
  const cmp = useQuery({ queryKey: ['review-cost', 'comparison', id, lang], queryFn: () => api.get<Comparison>(`review-cost/${id}/comparison/quotations`, {}, { quietError: true }) });
  const votes = useQuery({ queryKey: ['review-cost', 'votes', id], queryFn: () => api.get<Votes>(`review-cost/vote/${id}`, {}, { quietError: true }) });
  const cast = useMutation({
    mutationFn: (b: { quotation_id: number; comment: string }) => api.post<Votes>(`review-cost/vote/${id}`, b),
    onSuccess: (data) => {
      client.setQueryData(['review-cost', 'votes', id], data);
      void client.invalidateQueries({ queryKey: ['review-cost', 'one'] });
      setChoice(null);
      setComment('');
    },
  });
  const fmt = (v: number | null) => (v === null ? '—' : v.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 3 }));
  const m = cmp.data;
  const v = votes.data;
  const items = new Map(((record.items as Item[] | undefined) ?? []).map((x) => [Number(x.id), x]));
  const columns = m?.columns ?? [];
  const tally = new Map((v?.tally ?? []).map((x) => [x.quotation_id, x.votes]));
  const companyOf = new Map(columns.map((c) => [c.id, c.title]));
  const lowestTotal = columns.length ? Math.min(...columns.map((c) => c.total)) : null;
  let budgetTotal = 0;
  const rows: GridRow[] = (m?.rows ?? []).map((r) => {
    const it = items.get(r.id);
    const budget = num(it?.budget_amount);
    budgetTotal += budget ?? 0;
    return { key: `i${r.id}`, title: r.title, unit: it?.unit ?? '', quantity: num(it?.quantity), budget, cells: new Map(r.cells.map((c) => [c.column, c])), kind: 'item' };
  });
  const totals = new Map(columns.map((c) => [c.id, { column: c.id, value: c.total, isBest: c.total === lowestTotal }]));
  const diffs = new Map(columns.map((c) => [c.id, { column: c.id, value: c.total - budgetTotal, isBest: false }]));
  if (columns.length) {
    rows.push({ key: 'total', title: w.total, budget: budgetTotal, cells: totals, kind: 'total' });
    rows.push({ key: 'diff', title: w.diff, budget: null, cells: diffs, kind: 'diff' });
  }
  const isVoting = v ? ['QUOTING', 'PENDING'].includes(v.status) : false;
  const grid = (
    <Table<GridRow>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      loading={cmp.isLoading}
      scroll={{ x: 410 + columns.length * 190 }}
      locale={{ emptyText: <Empty description={w.noQuotes} /> }}
      dataSource={rows}
      rowClassName={(r) => (r.kind === 'item' ? '' : 'comparison-summary-row')}
      columns={[
        { title: w.item, dataIndex: 'title', fixed: 'left', width: 150, render: (t: string, r) => (r.kind === 'item' ? t : <strong>{t}</strong>) },
        { title: w.quantity, dataIndex: 'quantity', align: 'right', width: 110, render: (q: number | null, r) => (r.kind === 'item' ? `${fmt(q)} ${r.unit ?? ''}` : null) },
        { title: w.budget, dataIndex: 'budget', align: 'right', width: 150, onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }), render: (b: number | null, r) => (r.kind === 'total' ? <strong>{fmt(b)}</strong> : fmt(b)) },
        ...columns.map((c) => ({
          key: `q${c.id}`,
          width: 190,
          onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
          align: 'right' as const,
          title: (
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <span>{c.title}</span>
              <Space size={4} wrap style={{ justifyContent: 'flex-end' }}>
                <Tag color={tally.get(c.id) ? 'blue' : undefined} data-testid={`votes-${c.id}`}>
                  {w.votes}: {tally.get(c.id) ?? 0}
                </Tag>
                {v?.my_vote?.quotation_id === c.id ? <Tag color="green">{w.mine}</Tag> : null}
                {v?.can_vote && v.my_vote?.quotation_id !== c.id ? (
                  <Button size="small" type="primary" data-testid={`vote-${c.id}`} onClick={() => setChoice({ id: c.id, title: c.title })}>
                    {v.my_vote ? w.change : w.vote}
                  </Button>
                ) : null}
              </Space>
            </Space>
          ),
          render: (_: unknown, r: GridRow) => {
            const cell = r.cells.get(c.id);
            const value = cell?.value ?? null;
            if (r.kind === 'diff') return <span style={{ color: (value ?? 0) > 0 ? '#cf1322' : '#389e0d' }}>{value !== null && value > 0 ? `+${fmt(value)}` : fmt(value)}</span>;
            const text = r.kind === 'total' ? <strong>{fmt(value)}</strong> : fmt(value);
            return cell?.isBest ? (
              <Tag color="green" title={w.lowest} data-testid="comparison-lowest">
                {text}
              </Tag>
            ) : (
              text
            );
          },
        })),
      ]}
    />
  );
  return (
    <Card
      className="admin-card"
      title={w.title}
      data-testid="cost-review-comparison"
      extra={
        columns.length ? (
          <Tooltip title={w.exportHint}>
            <Button size="small" icon={<DownloadOutlined />} onClick={() => void api.download(`review-cost/${id}/comparison-export`, {}, 'so-sanh-bao-gia.xlsx')} data-testid="comparison-export">
              {w.export}
            </Button>
          </Tooltip>
        ) : null
      }
    >
      <Row gutter={[16, 16]}>
        {/* Side by side on a wide screen; the votes under the grid otherwise, so the grid keeps its width. */}
        <Col xs={24} xxl={17}>
          {grid}
        </Col>
        <Col xs={24} xxl={7}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {w.list.replace('{n}', String(v?.total ?? 0))}
          </Typography.Title>
          {v && !v.can_vote ? <Alert type="info" showIcon style={{ marginBottom: 8 }} message={isVoting ? w.notCommittee : w.closed} /> : null}
          <List<Vote>
            size="small"
            locale={{ emptyText: w.noVotes }}
            dataSource={v?.votes ?? []}
            data-testid="vote-list"
            renderItem={(x) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <span>
                      {x.voter ?? '—'} <Typography.Text type="secondary">{w.votedFor}</Typography.Text> {companyOf.get(x.quotation_id) ?? `#${x.quotation_id}`}
                    </span>
                  }
                  description={x.comment || null}
                />
              </List.Item>
            )}
          />
        </Col>
      </Row>
      <Modal
        open={!!choice}
        title={choice ? w.voteTitle.replace('{company}', choice.title) : ''}
        okText={w.ok}
        cancelText={w.cancel}
        confirmLoading={cast.isPending}
        onCancel={() => setChoice(null)}
        onOk={() => choice && cast.mutate({ quotation_id: choice.id, comment })}
        destroyOnHidden
      >
        <Input.TextArea rows={3} maxLength={1000} placeholder={w.comment} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="vote-comment" />
      </Modal>
    </Card>
  );
}

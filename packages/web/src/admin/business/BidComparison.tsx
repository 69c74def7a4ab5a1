/**
 * A bid package's received bids side by side (issue 39): price, technical score, duration and the
 * price against the estimate, the lowest price and the best score marked, the awarded bid tagged.
 * Read from `GET /bid/{id}/comparison` (the package's read rule); shown under the package's form.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { FormPanelProps } from '../formExtras';

type Item = {
  id: number;
  contractor: string;
  price: number | null;
  technical_score: number | null;
  duration_days: number | null;
  is_awarded: boolean;
  isLowestPrice: boolean;
  isBestScore: boolean;
  ofEstimate: number | null;
};
type Comparison = { lowestPrice: number | null; bestScore: number | null; items: Item[] };

const WORDS = {
  vi: { title: 'So sánh hồ sơ dự thầu', contractor: 'Nhà thầu', price: 'Giá dự thầu (VNĐ)', score: 'Điểm kỹ thuật', days: 'Tiến độ (ngày)', estimate: '% giá gói thầu', lowest: 'Giá thấp nhất', best: 'Điểm cao nhất', awarded: 'Trúng thầu', empty: 'Chưa có hồ sơ dự thầu' },
  en: { title: 'Bid comparison', contractor: 'Contractor', price: 'Price (VND)', score: 'Technical score', days: 'Duration (days)', estimate: '% of estimate', lowest: 'Lowest price', best: 'Best score', awarded: 'Awarded', empty: 'No bids received yet' },
} as const;

export function BidComparison({ id }: FormPanelProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const w = WORDS[lang];
  const nf = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  const data = useQuery({ queryKey: ['bid-comparison', id, lang], queryFn: () => api.get<Comparison>(`bid/${id}/comparison`, { lang }, { quietError: true }) });
  const fmt = (v: number | null) => (v === null ? '—' : nf.format(v));
  return (
    <Card className="admin-card" title={w.title} data-testid="bid-comparison">
      <Table<Item>
        rowKey="id"
        size="small"
        pagination={false}
        loading={data.isLoading}
        scroll={{ x: 680 }}
        locale={{ emptyText: w.empty }}
        dataSource={data.data?.items ?? []}
        columns={[
          { title: w.contractor, dataIndex: 'contractor', width: 170, fixed: 'left', render: (v: string, x) => (x.is_awarded ? <>{v} <Tag color="green">{w.awarded}</Tag></> : v) },
          { title: w.price, dataIndex: 'price', align: 'right', render: (v: number | null, x) => (x.isLowestPrice ? <Tag color="blue" data-testid="lowest-price">{fmt(v)}</Tag> : fmt(v)) },
          { title: w.score, dataIndex: 'technical_score', align: 'right', render: (v: number | null, x) => (x.isBestScore ? <Tag color="gold" data-testid="best-score">{fmt(v)}</Tag> : fmt(v)) },
          { title: w.days, dataIndex: 'duration_days', align: 'right', render: fmt },
          { title: w.estimate, dataIndex: 'ofEstimate', align: 'right', render: (v: number | null) => (v === null ? '—' : `${nf.format(v)} %`) },
        ]}
      />
    </Card>
  );
}

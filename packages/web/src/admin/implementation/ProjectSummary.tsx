/**
 * The summary header of an implementation project's page (issue 40): its progress, the money its
 * contracts in force commit against the budget, its open and late checklist items, and its counts,
 * from `GET /implementation-project/summary/{id}` in one read (the project's read rule); under them
 * its S-curve of planned against actual progress (SCurve, from `.../summary/{id}/curve`).
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { api } from '../../api/client';
import { useLang } from '../../ui/StatusTag';
import type { FormPanelProps } from '../formExtras';
import { SCurve } from './SCurve';

type Summary = {
  progress: number;
  budget: number | null;
  committed: number;
  contracts: number;
  activeContracts: number;
  members: number;
  categories: number;
  checklist: { total: number; done: number; open: number; late: number; dueSoon: number };
};

const TEXT = {
  vi: {
    title: 'Tổng quan dự án',
    progress: 'Tiến độ',
    committed: 'Giá trị hợp đồng hiệu lực',
    ofBudget: 'trên tổng mức đầu tư',
    open: 'Checklist chưa xong',
    late: 'Trễ hạn',
    dueSoon: 'Đến hạn trong 3 ngày',
    members: 'Thành viên',
    contracts: 'Hợp đồng',
    categories: 'Hạng mục',
  },
  en: {
    title: 'Project summary',
    progress: 'Progress',
    committed: 'Contracts in force',
    ofBudget: 'of the budget',
    open: 'Open checklist items',
    late: 'Late',
    dueSoon: 'Due within 3 days',
    members: 'Members',
    contracts: 'Contracts',
    categories: 'Work packages',
  },
} as const;

export function ProjectSummaryPanel({ id }: FormPanelProps) {
  const lang = useLang();
  const x = TEXT[lang];
  const q = useQuery({ queryKey: ['implementation-project', 'summary', id], queryFn: () => api.get<Summary>(`implementation-project/summary/${id}`, {}, { quietError: true }) });
  const s = q.data;
  if (!s) return null;
  const money = (v: number) => v.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN');
  const share = s.budget ? Math.min(100, Math.round((1000 * s.committed) / s.budget) / 10) : null;
  return (
    <Card className="admin-card project-summary" title={x.title} data-testid="project-summary">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Typography.Text type="secondary">{x.progress}</Typography.Text>
          <Progress percent={s.progress} status={s.progress >= 100 ? 'success' : 'active'} data-testid="project-progress" />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={x.committed} value={money(s.committed)} suffix="₫" />
          {share !== null ? (
            <Typography.Text type="secondary">
              {share}% {x.ofBudget}
            </Typography.Text>
          ) : null}
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={x.open} value={s.checklist.open} suffix={`/ ${s.checklist.total}`} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={x.late} value={s.checklist.late} valueStyle={s.checklist.late ? { color: '#cf1322' } : undefined} data-testid="project-late" />
          <Typography.Text type="secondary">
            {x.dueSoon}: {s.checklist.dueSoon}
          </Typography.Text>
        </Col>
        <Col xs={8} md={4}>
          <Statistic title={x.members} value={s.members} />
        </Col>
        <Col xs={8} md={4}>
          <Statistic title={x.contracts} value={s.contracts} />
        </Col>
        <Col xs={8} md={4}>
          <Statistic title={x.categories} value={s.categories} />
        </Col>
        <Col xs={24}>
          <SCurve id={id} lang={lang} />
        </Col>
      </Row>
    </Card>
  );
}

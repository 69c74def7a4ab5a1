/**
 * A project's subcontractor budgets on its page (issue 41; ADR 0023): each package's budget, what is
 * committed and paid, its progress (paid of budget) as a bar, and a warning on every package whose
 * commitments run past its budget, with the total overrun at the top. Read from
 * `GET /subcontractor-budget?f_implementation_id=` under the caller's read rule.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Progress, Table, Tag, Tooltip } from 'antd';
import { api } from '../../api/client';
import { useLang } from '../../ui/StatusTag';
import type { FormPanelProps } from '../formExtras';

type Budget = { id: number; package_name: string; budget: number; committed: number | null; paid: number | null; progress: number | null; overrun: number | null; status: string };

const WORDS = {
  vi: {
    title: 'Ngân sách thầu phụ',
    pkg: 'Gói thầu / hạng mục',
    budget: 'Ngân sách',
    committed: 'Đã cam kết',
    paid: 'Đã thanh toán',
    progress: 'Tiến độ giải ngân',
    overrun: 'Vượt ngân sách',
    over: '{n} gói thầu cam kết vượt ngân sách, tổng vượt {amount} ₫',
    near: 'Đã cam kết {share}% ngân sách',
    ok: 'Trong ngân sách',
    empty: 'Dự án chưa có ngân sách thầu phụ',
    total: 'Tổng',
  },
  en: {
    title: 'Subcontractor budgets',
    pkg: 'Package',
    budget: 'Budget',
    committed: 'Committed',
    paid: 'Paid',
    progress: 'Paid of budget',
    overrun: 'Overrun',
    over: '{n} packages committed past their budget, {amount} ₫ over in all',
    near: '{share}% of the budget committed',
    ok: 'Within budget',
    empty: 'The project has no subcontractor budget yet',
    total: 'Total',
  },
} as const;

/** Amounts on one line (the table scrolls sideways on a phone). */
const NOWRAP = () => ({ style: { whiteSpace: 'nowrap' as const } });

const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export function ProjectBudgets({ id }: FormPanelProps) {
  const lang = useLang();
  const w = WORDS[lang];
  const q = useQuery({
    queryKey: ['subcontractor-budget', 'project', id],
    queryFn: () => api.get<{ items: Budget[] }>('subcontractor-budget', { f_implementation_id: id, limit: 100, order: 'budget desc' }, { quietError: true }),
  });
  const items = (q.data?.items ?? []).filter((b) => b.status !== 'CANCELLED');
  if (q.isError) return null;
  const fmt = (v: number) => v.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 0 });
  const overrun = items.filter((b) => n(b.overrun) > 0);
  const overTotal = overrun.reduce((s, b) => s + n(b.overrun), 0);
  return (
    <Card className="admin-card" title={w.title} data-testid="project-budgets">
      {overrun.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={w.over.replace('{n}', String(overrun.length)).replace('{amount}', fmt(overTotal))}
          data-testid="budget-overrun-warning"
        />
      ) : null}
      <Table<Budget>
        rowKey="id"
        size="small"
        pagination={false}
        loading={q.isLoading}
        scroll={{ x: 860 }}
        locale={{ emptyText: w.empty }}
        dataSource={items}
        columns={[
          { title: w.pkg, dataIndex: 'package_name', fixed: 'left', width: 150 },
          // The bar first: on a phone it is what shows beside the package's name.
          {
            title: w.progress,
            dataIndex: 'progress',
            width: 170,
            render: (v, b) => (
              <Progress
                percent={Math.min(100, n(v))}
                size="small"
                status={n(b.overrun) > 0 ? 'exception' : n(v) >= 100 ? 'success' : 'normal'}
                format={() => `${n(v).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 })}%`}
                data-testid="budget-progress"
              />
            ),
          },
          { title: w.budget, dataIndex: 'budget', align: 'right', onCell: NOWRAP, render: (v) => fmt(n(v)) },
          {
            title: w.committed,
            dataIndex: 'committed',
            align: 'right',
            onCell: NOWRAP,
            render: (v, b) => {
              const share = n(b.budget) ? Math.round((1000 * n(v)) / n(b.budget)) / 10 : 0;
              return n(b.overrun) > 0 ? (
                <Tooltip title={`${w.overrun}: ${fmt(n(b.overrun))} ₫`}>
                  <Tag color="red" data-testid="budget-overrun">
                    {fmt(n(v))}
                  </Tag>
                </Tooltip>
              ) : share >= 90 ? (
                <Tooltip title={w.near.replace('{share}', String(share))}>
                  <Tag color="gold">{fmt(n(v))}</Tag>
                </Tooltip>
              ) : (
                fmt(n(v))
              );
            },
          },
          { title: w.paid, dataIndex: 'paid', align: 'right', onCell: NOWRAP, render: (v) => fmt(n(v)) },
          { title: w.overrun, dataIndex: 'overrun', align: 'right', onCell: NOWRAP, render: (v) => (n(v) > 0 ? <span style={{ color: '#cf1322' }}>{fmt(n(v))}</span> : <Tag color="green">{w.ok}</Tag>) },
        ]}
        summary={(rows) =>
          rows.length > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{w.total}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} />
              {(['budget', 'committed', 'paid'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="right">
                  <strong>{fmt(rows.reduce((s, b) => s + n(b[k]), 0))}</strong>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={5} align="right">
                {overTotal > 0 ? <strong style={{ color: '#cf1322' }}>{fmt(overTotal)}</strong> : null}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}

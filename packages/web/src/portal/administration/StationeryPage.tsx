/**
 * /administration/stationery (issue 16): the catalogue with its stock, a request form (items and
 * quantities, approved through the approval engine: StationeryRequestForm.tsx, loaded when used) and
 * my requests.
 */
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { PlainTable } from '../../ui/PlainTable';
import { dateOf, dmy, named, useLang } from './servicesCommon';
import type { RequestFocus } from './StationeryRequestForm';
import '../hr/leave.css';

// The request form (antd Form, Select, InputNumber, TextArea: about 50 KB compressed) loads when
// it is first used (issue 35, docs/performance.md "Inner pages to 330 KB, part 3"). Until then a
// stand-in of the same look holds its place, as on the leave page: pointing at it or tabbing into
// it starts the download, a click (Enter, Space) on one of its controls shows the real form with
// that control focused.
const loadForm = () => import('./StationeryRequestForm');
const RequestFormLazy = lazy(() => loadForm().then((m) => ({ default: m.StationeryRequestForm })));

const REQUEST_COLOR: Record<string, string> = { NEW: 'blue', PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'default', HANDED_OUT: 'cyan' };

export function StationeryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const [focus, setFocus] = useState<RequestFocus | undefined>(undefined);
  const standIn = <RequestStandIn onUse={setFocus} />;
  const items = useQuery({ queryKey: ['stationery-item', 'all'], queryFn: () => api.get<ListData<Row>>('stationery-item', { limit: 200 }, { quietError: true }) });
  const mine = useQuery({
    queryKey: ['stationery-request', 'mine', user?.id],
    enabled: !!user,
    queryFn: () => api.get<ListData<Row>>('stationery-request', { f_created_by: user?.id, limit: 20 }, { quietError: true }),
  });
  return (
    <div className="services-page" data-testid="stationery-page">
      <Card className="content-card" title={t('services.catalogue')} data-testid="stationery-catalogue">
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size="small"
          loading={items.isLoading}
          rows={items.data?.items ?? []}
          columns={[
            { key: 'name', title: t('services.item'), render: (r) => named(lang, r.name, r.name_en) },
            { key: 'unit', title: t('services.unit'), render: (r) => named(lang, r.unit_name, r.unit_name_en) },
            {
              key: 'stock',
              title: t('services.stock'),
              align: 'right',
              render: (r) => {
                const v = Number(r.stock);
                return v <= 0 ? <Tag color="red">{t('services.outOfStock')}</Tag> : v <= Number(r.min_stock ?? 0) ? <Tag color="orange">{v}</Tag> : v;
              },
            },
          ]}
        />
      </Card>
      <Card className="content-card" title={t('services.newRequest')} data-testid="stationery-request-card">
        {focus === undefined ? (
          standIn
        ) : (
          <Suspense fallback={standIn}>
            <RequestFormLazy items={items.data?.items ?? []} focus={focus} />
          </Suspense>
        )}
      </Card>
      <Card className="content-card" title={t('services.myRequests')} data-testid="stationery-mine">
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size="small"
          loading={mine.isLoading}
          rows={mine.data?.items ?? []}
          empty={<Empty description={t('services.noRequests')} />}
          columns={[
            { key: 'title', title: t('services.requestTitle'), render: (r) => String(r.title ?? '') },
            { key: 'status', title: t('services.ticketStatus'), render: (r) => <Tag color={REQUEST_COLOR[String(r.status)] ?? 'default'}>{t(`services.req${String(r.status)}` as 'services.reqNEW')}</Tag> },
            { key: 'created', title: t('common.createdDate'), render: (r) => dmy(dateOf(new Date(String(r.created_date)).getTime())) },
          ]}
        />
      </Card>
    </div>
  );
}

/** The request form's look without its code: each control a button that brings the real form. */
function RequestStandIn({ onUse }: { onUse: (focus: RequestFocus) => void }) {
  const { t } = useTranslation();
  const preload = { onPointerEnter: () => void loadForm(), onFocus: () => void loadForm() };
  const field = (label: ReactNode, control: ReactNode) => (
    <div className="leave-standin__field">
      <div className="leave-standin__label">
        <span className="stationery-standin__required">*</span>
        {label}
      </div>
      {control}
    </div>
  );
  return (
    <div className="leave-standin stationery-standin" data-testid="stationery-form-standin">
      {field(
        t('services.requestTitle'),
        <button type="button" {...preload} className="leave-standin__control" aria-label={t('services.requestTitle')} onClick={() => onUse('title')}>
          <span className="leave-standin__placeholder">{t('services.requestTitleHint')}</span>
        </button>,
      )}
      <Space align="start" wrap className="stationery-line">
        <button type="button" {...preload} className="leave-standin__control stationery-standin__item" aria-label={t('services.item')} aria-haspopup="listbox" onClick={() => onUse('item')}>
          <span className="leave-standin__placeholder">{t('services.item')}</span>
          <DownOutlined className="leave-standin__icon" />
        </button>
        <button type="button" {...preload} className="leave-standin__control stationery-standin__quantity" aria-label={t('services.quantity')} onClick={() => onUse('quantity')}>
          1
        </button>
      </Space>
      <div className="stationery-standin__add">
        <Button icon={<PlusOutlined />} {...preload} onClick={() => onUse('add')}>
          {t('services.addLine')}
        </Button>
      </div>
      <div className="leave-standin__field leave-standin__field--reason">
        <div className="leave-standin__label">{t('services.note')}</div>
        <button type="button" {...preload} className="leave-standin__control leave-standin__control--area" aria-label={t('services.note')} onClick={() => onUse('note')} />
      </div>
      <Button type="primary" {...preload} onClick={() => onUse('send')}>
        {t('services.send')}
      </Button>
    </div>
  );
}

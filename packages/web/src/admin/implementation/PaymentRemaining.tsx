/**
 * What is left on a payment's contract as the request is typed (issue 41; ADR 0023): the contract's
 * ceiling (its value plus approved additional items), what its other payments already request, what
 * is left before this one and after it, and the net of this request after its deductions; a warning
 * when the request would take the contract past its ceiling (the server refuses it, 409). Shown
 * inside the payment's admin form, under its fields, new records too.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Form, Row, Statistic } from 'antd';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { useLang } from '../../ui/StatusTag';

type Contract = { id: number; code?: string; value: number; ceiling: number; requested_total: number; remaining: number; retention_percent?: number | null };
type Payment = { contract_id: number; requested_amount: number; status: string };

const WORDS = {
  vi: {
    title: 'Giá trị còn lại của hợp đồng',
    pick: 'Chọn hợp đồng để xem giá trị còn được thanh toán.',
    ceiling: 'Giá trị HĐ + phát sinh đã duyệt',
    requested: 'Các đợt khác đã đề nghị',
    before: 'Còn lại trước đợt này',
    after: 'Còn lại sau đợt này',
    net: 'Thực nhận đợt này',
    over: 'Đề nghị vượt giá trị còn lại {amount} ₫: hệ thống sẽ không nhận đợt thanh toán này.',
  },
  en: {
    title: 'What is left on the contract',
    pick: 'Choose a contract to see what is left to pay on it.',
    ceiling: 'Contract value + approved additions',
    requested: 'Requested by other payments',
    before: 'Left before this payment',
    after: 'Left after this payment',
    net: 'Net of this payment',
    over: 'The request is {amount} ₫ over what is left: it will not be accepted.',
  },
} as const;

/** The statuses in which a payment takes its share of the contract (the domain's PAYMENT_COUNTING). */
const COUNTING = ['DRAFT', 'PENDING', 'APPROVED', 'PAID'];

/** Figures stay on one line beside each other, also on a phone. */
const FIGURE = { fontSize: 18, whiteSpace: 'nowrap' } as const;

const num = (v: unknown): number => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? 0 : Number(v));

export function PaymentRemaining() {
  const lang = useLang();
  const w = WORDS[lang];
  const form = Form.useFormInstance();
  const contractId = Form.useWatch('contract_id', form) as number | null | undefined;
  const requested = num(Form.useWatch('requested_amount', form));
  const retentionTyped = Form.useWatch('retention_amount', form) as number | null | undefined;
  const advance = num(Form.useWatch('advance_recovery', form));
  const { id } = useParams();
  const paymentId = id && /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
  // The saved payment (the form's own query): its amount is already counted on its contract.
  const saved = useQuery({ queryKey: ['implementation-payment', 'one', paymentId], enabled: !!paymentId, queryFn: () => api.get<Payment>(`implementation-payment/${paymentId}`) });
  const contract = useQuery({
    queryKey: ['implementation-contract', 'one', contractId],
    enabled: !!contractId,
    queryFn: () => api.get<Contract>(`implementation-contract/${contractId}`, {}, { quietError: true }),
  });
  const money = (v: number) => `${v.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 0 })} ₫`;
  if (!contractId || !contract.data) {
    return (
      <Card className="admin-card" title={w.title} data-testid="payment-remaining">
        <Alert type="info" showIcon message={w.pick} />
      </Card>
    );
  }
  const c = contract.data;
  const s = saved.data;
  const own = s && Number(s.contract_id) === Number(contractId) && COUNTING.includes(s.status) ? num(s.requested_amount) : 0;
  const before = num(c.remaining) + own;
  const after = before - requested;
  const retention = retentionTyped === null || retentionTyped === undefined ? Math.round((requested * num(c.retention_percent)) / 100) : num(retentionTyped);
  const net = requested - retention - advance;
  return (
    <Card className="admin-card" title={w.title} data-testid="payment-remaining">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={w.ceiling} value={money(num(c.ceiling))} valueStyle={FIGURE} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={w.requested} value={money(num(c.requested_total) - own)} valueStyle={FIGURE} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={w.before} value={money(before)} valueStyle={FIGURE} data-testid="payment-left-before" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={w.after} value={money(after)} valueStyle={{ ...FIGURE, color: after < 0 ? '#cf1322' : '#389e0d' }} data-testid="payment-left-after" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={w.net} value={money(net)} valueStyle={FIGURE} data-testid="payment-net" />
        </Col>
      </Row>
      {after < 0 ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={w.over.replace('{amount}', money(-after).replace(' ₫', ''))} data-testid="payment-over" /> : null}
    </Card>
  );
}

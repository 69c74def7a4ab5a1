/**
 * Payment requests against a project contract (issue 41, spec §7 payment with status, confirmation
 * POST and PUT, excel export; §4 its status change; ADR 0023).
 *
 * - A request names its contract and period; the retention is kept at the contract's rate unless
 *   typed, the advance recovered is typed; the net is computed with the record (requested −
 *   retention − advance recovery), exact đồng.
 * - The site confirms the work done (`POST` or `PUT /implementation-payment/{id}/confirmation`, also
 *   `/implementation-payment/confirmation/{id}`): the confirmed amount, who and when.
 * - It goes through the project's own approval flow (source IMPLEMENTATION_PAYMENT), then is marked
 *   paid by the project's accountant or director.
 * - **Ceiling**: the payments of a contract that are not rejected or cancelled never add up to more
 *   than its value plus its approved additional items; checked at commit by a deferred constraint
 *   trigger with the contract row locked (ADR 0025; modules/implementation/payment.ts maps its
 *   refusal), so concurrent requests cannot overrun it.
 */
import type { DocumentTemplate } from '../../documents.js';
import { date, integer, longText, mediaList, money, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { move, type Workflow } from '../../workflows/index.js';
import { APPROVAL_STATUS_LABELS } from './additional.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

/** The statuses in which a payment takes its share of the contract's ceiling. */
export const PAYMENT_COUNTING = ['DRAFT', 'PENDING', 'APPROVED', 'PAID'] as const;

const PAYMENT_WORKFLOW: Workflow = {
  name: 'implementationPayment',
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED'],
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block.
  transitions: [...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'cancel', 'edit', true), ...move('APPROVED', 'PAID', 'pay', 'approve')],
  editable: ['DRAFT', 'REJECTED'],
  labels: { statuses: { ...APPROVAL_STATUS_LABELS, PAID: L('Đã thanh toán', 'Paid') }, actions: { cancel: L('Hủy', 'Cancel'), pay: L('Đã chi trả', 'Mark paid') } },
};

const PAYMENT_SHEET: DocumentTemplate = {
  title: L('ĐỀ NGHỊ THANH TOÁN', 'PAYMENT REQUEST'),
  subtitle: '{code} - {title}',
  isNumbered: true,
  sections: [
    { kind: 'fields', title: L('Thông tin đề nghị', 'Request'), fields: ['code', 'project_id', 'contract_id', 'period_no', 'period_from', 'period_to', 'title'] },
    {
      kind: 'fields',
      title: L('Giá trị thanh toán (VNĐ)', 'Amounts (VND)'),
      fields: ['requested_amount', 'retention_amount', 'advance_recovery', 'net_amount', 'confirmed_amount', 'confirmed_date', 'confirmation_note'],
    },
  ],
};

const TITLES: [string, string][] = [
  ['Thanh toán khối lượng hoàn thành đợt', 'Interim payment for work completed, period'],
  ['Thanh toán tạm ứng vật tư đợt', 'Material advance payment, period'],
  ['Thanh toán nghiệm thu giai đoạn', 'Stage acceptance payment'],
];

export const implementationPayment = defineResource({
  name: 'implementation_payment',
  path: 'implementation-payment',
  label: L('Đề nghị thanh toán', 'Payment request'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.payments',
  admin: { area: 'implementation', icon: 'dollar' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    contract_id: ref('implementation_contract', { required: true, label: L('Hợp đồng', 'Contract'), inList: true }),
    code: text({ max: 50, format: 'code', label: L('Số đề nghị', 'Number'), inList: true }),
    title: text({ required: true, max: 255, label: L('Nội dung thanh toán', 'Purpose'), inList: true }),
    period_no: integer({ min: 1, max: 999, label: L('Đợt thanh toán', 'Period no.'), inList: true }),
    period_from: date({ label: L('Từ ngày', 'Period from') }),
    period_to: date({ notBefore: 'period_from', label: L('Đến ngày', 'Period to') }),
    requested_amount: money({ required: true, min: 1, label: L('Giá trị đề nghị (VNĐ)', 'Requested (VND)'), inList: true }),
    retention_amount: money({ min: 0, label: L('Giữ lại bảo hành (VNĐ)', 'Retention (VND)') }),
    advance_recovery: money({ min: 0, label: L('Thu hồi tạm ứng (VNĐ)', 'Advance recovery (VND)') }),
    due_date: date({ label: L('Hạn thanh toán', 'Due'), inList: true }),
    description: longText({ max: 2000, label: L('Diễn giải', 'Details') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ thanh toán', 'Supporting documents') }),
    // Written by the site's confirmation only.
    confirmed_amount: money({ isReadonly: true, label: L('Giá trị công trường xác nhận (VNĐ)', 'Confirmed by the site (VND)'), inList: true }),
    confirmed_date: date({ isReadonly: true, label: L('Ngày xác nhận', 'Confirmed on') }),
    confirmed_by: ref('account', { isReadonly: true, label: L('Người xác nhận', 'Confirmed by') }),
    confirmation_note: longText({ isReadonly: true, max: 2000, label: L('Ý kiến xác nhận', 'Confirmation note') }),
  },
  workflow: PAYMENT_WORKFLOW,
  approval: {
    sourceType: 'IMPLEMENTATION_PAYMENT',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit', 'approve', 'reject', 'cancel'],
  },
  // The QS prepares, the accountant files; the director and site manager too. Others read.
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS', 'ACCOUNTANT']),
  numbering: { field: 'code', pattern: 'TT-{YYYY}-{####}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  actions: [
    {
      name: 'confirmation',
      label: L('Công trường xác nhận', 'Site confirmation'),
      right: 'edit',
      target: 'record',
      methods: ['POST', 'PUT'],
      statuses: ['DRAFT', 'PENDING', 'REJECTED'],
      aliases: ['implementation-payment/confirmation/:id'],
      body: {
        confirmed_amount: money({ required: true, min: 0, label: L('Giá trị xác nhận (VNĐ)', 'Confirmed amount (VND)') }),
        confirmation_note: longText({ max: 2000, label: L('Ý kiến xác nhận', 'Confirmation note') }),
      },
    },
  ],
  computed: {
    net_amount: {
      label: L('Giá trị thanh toán thực (VNĐ)', 'Net payable (VND)'),
      kind: 'number',
      sql: 'SELECT x.requested_amount - coalesce(x.retention_amount, 0) - coalesce(x.advance_recovery, 0) FROM implementation_payment x WHERE x.id = $id',
      reads: [],
    },
  },
  statusAliases: [{ path: 'implementation-payment/:id/status', statusParam: 'status', methods: ['PUT'] }],
  transfer: { aliases: { export: 'implementation-payment/export-data' } },
  documents: [
    { name: 'payment', label: L('Đề nghị thanh toán (Excel)', 'Payment request (Excel)'), kind: 'xlsx', template: PAYMENT_SHEET, fileName: L('Đề nghị thanh toán - {code}', 'Payment request - {code}') },
  ],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'requested_amount', 'due_date', 'period_no'],
    filters: ['project_id', 'contract_id', 'status', 'requested_amount', 'due_date'],
    search: ['code', 'title'],
  },
  form: {
    groups: [
      { key: 'general', label: L('Đề nghị', 'Request'), fields: ['project_id', 'contract_id', 'code', 'title', 'period_no', 'period_from', 'period_to', 'due_date'] },
      { key: 'money', label: L('Giá trị (VNĐ)', 'Amounts (VND)'), fields: ['requested_amount', 'retention_amount', 'advance_recovery'] },
    ],
  },
  sample: (i) => {
    const [title, title_en] = TITLES[i % TITLES.length] as [string, string];
    const requested = 150_000_000 + ((i * 37) % 20) * 25_000_000;
    const from = new Date(Date.UTC(2025, (i * 2) % 12, 1));
    const to = new Date(Date.UTC(2025, ((i * 2) % 12) + 1, 0));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return {
      title: `${title} ${1 + (i % 6)}`,
      description: title_en,
      period_no: 1 + (i % 6),
      period_from: day(from),
      period_to: day(to),
      requested_amount: requested,
      retention_amount: requested / 20,
      advance_recovery: i % 3 === 0 ? 10_000_000 : 0,
      due_date: day(new Date(to.getTime() + 15 * 86_400_000)),
    };
  },
  sampleCount: 12,
});

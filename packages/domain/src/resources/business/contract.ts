/**
 * Business contracts of a project (spec §7 /business-contract; §4 status-change endpoints; issue 39,
 * ADR 0020): cooperation, framework and sale agreements with partners, their value in VND, signed,
 * effective and expiration dates (expiration later than effective), payment milestones as lines
 * (saved with the contract, the footer totalled), attachments, and a status with its own change
 * endpoint (`POST /business-contract-change-status/{id}` beside the generic `/{id}/status`).
 */
import { date, enumOf, flag, longText, mediaList, money, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';
import { BUSINESS_PROJECTS, ofProject } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

export const CONTRACT_WORKFLOW: Workflow = {
  name: 'businessContract',
  statuses: ['DRAFT', 'NEGOTIATING', 'SIGNED', 'IN_EFFECT', 'COMPLETED', 'TERMINATED', 'CANCELLED'],
  initial: 'DRAFT',
  transitions: [
    ...move('DRAFT', 'NEGOTIATING', 'negotiate', 'edit'),
    ...move(['DRAFT', 'NEGOTIATING'], 'SIGNED', 'sign', 'approve'),
    ...move('SIGNED', 'IN_EFFECT', 'activate', 'edit'),
    ...move('IN_EFFECT', 'COMPLETED', 'complete', 'edit'),
    ...move(['SIGNED', 'IN_EFFECT'], 'TERMINATED', 'terminate', 'approve', true),
    ...move(['DRAFT', 'NEGOTIATING'], 'CANCELLED', 'cancel', 'edit'),
  ],
  editable: ['DRAFT', 'NEGOTIATING'],
  labels: {
    statuses: {
      NEGOTIATING: L('Đang đàm phán', 'Negotiating'),
      SIGNED: L('Đã ký', 'Signed'),
      IN_EFFECT: L('Đang hiệu lực', 'In effect'),
      COMPLETED: L('Đã thanh lý', 'Completed'),
      TERMINATED: L('Chấm dứt trước hạn', 'Terminated'),
    },
    actions: {
      negotiate: L('Đàm phán', 'Negotiate'),
      sign: L('Ký hợp đồng', 'Sign'),
      activate: L('Bắt đầu hiệu lực', 'Put in effect'),
      complete: L('Thanh lý', 'Complete'),
      terminate: L('Chấm dứt', 'Terminate'),
    },
  },
};

const SAMPLE_CONTRACTS: [string, string, string, number][] = [
  ['Hợp đồng hợp tác sản xuất xe Kia tại Chu Lai', 'Kia vehicle production cooperation at Chu Lai', 'Kia Corporation', 2_400_000_000_000],
  ['Hợp đồng nguyên tắc cung cấp khung gầm xe bus', 'Bus chassis supply framework agreement', 'Hyundai Motor Company', 850_000_000_000],
  ['Hợp đồng thuê đất KCN Tam Hiệp', 'Tam Hiep industrial park land lease', 'Ban Quản lý KKT mở Chu Lai', 320_000_000_000],
  ['Hợp đồng tư vấn lập báo cáo nghiên cứu khả thi', 'Feasibility study consulting agreement', 'Công ty CP Tư vấn Xây dựng Tổng hợp (NAGECCO)', 4_800_000_000],
];

export const businessContract = defineResource({
  name: 'business_contract',
  path: 'business-contract',
  label: L('Hợp đồng kinh doanh', 'Business contract'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.contracts',
  admin: { area: 'business', group: BUSINESS_PROJECTS, icon: 'audit' },
  titleField: 'title',
  fields: {
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 50, format: 'code', label: L('Số hợp đồng', 'Contract no.'), inList: true }),
    title: text({ required: true, max: 300, localized: true, label: L('Tên hợp đồng', 'Title'), inList: true }),
    kind_id: ref('business_setting_item', { where: { category: 'CONTRACT_KIND' }, label: L('Loại hợp đồng', 'Contract kind'), inList: true }),
    partner_name: text({ required: true, max: 300, label: L('Đối tác', 'Partner'), inList: true }),
    partner_tax_code: text({ max: 20, label: L('Mã số thuế đối tác', "Partner's tax code") }),
    partner_representative: text({ max: 200, format: 'personName', label: L('Người đại diện đối tác', "Partner's representative") }),
    value: money({ required: true, label: L('Giá trị hợp đồng', 'Contract value'), inList: true }),
    currency: enumOf(['VND'] as const, { required: true, default: 'VND', label: L('Tiền tệ', 'Currency'), options: { VND: { label: L('Việt Nam đồng', 'Vietnamese dong') } } }),
    signed_date: date({ label: L('Ngày ký', 'Signed on'), inList: true }),
    effective_date: date({ label: L('Ngày hiệu lực', 'Effective from'), inList: true }),
    expiration_date: date({ after: 'effective_date', label: L('Ngày hết hạn', 'Expires on'), inList: true }),
    owner_id: ref('staff', { label: L('Người phụ trách', 'Handled by') }),
    terms: longText({ max: 4000, label: L('Điều khoản chính', 'Key terms') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ hợp đồng', 'Contract files') }),
  },
  access: ofProject(),
  workflow: CONTRACT_WORKFLOW,
  statusAliases: [{ path: 'business-contract-change-status/:id', statusParam: 'status' }],
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  lines: [{ resource: 'business_contract_payment', field: 'contract_id', key: 'payments', max: 60, display: 'grid', totals: ['percent', 'amount'] }],
  computed: {
    paid_amount: { label: L('Đã thanh toán (VNĐ)', 'Paid (VND)'), kind: 'number', rollup: { of: 'business_contract_payment', by: 'contract_id', fn: 'sum', field: 'amount', where: { is_paid: true } } },
    paid_percent: { label: L('Tỷ lệ đã thanh toán (%)', 'Paid (%)'), kind: 'number', rollup: { of: 'business_contract_payment', by: 'contract_id', fn: 'ratio', field: 'amount', part: { is_paid: true } } },
  },
  list: {
    order: 'created_date desc',
    sortable: ['code', 'value', 'signed_date', 'effective_date', 'expiration_date'],
    filters: ['project_id', 'kind_id', 'signed_date', 'expiration_date', 'owner_id'],
    search: ['code', 'title', 'partner_name'],
  },
  sample: (i) => {
    const [title, title_en, partner_name, value] = SAMPLE_CONTRACTS[i % SAMPLE_CONTRACTS.length] as (typeof SAMPLE_CONTRACTS)[number];
    return { code: `HDKD-MAU-${String(i + 1).padStart(3, '0')}`, title, title_en, partner_name, value, currency: 'VND', signed_date: '2026-02-10', effective_date: '2026-03-01', expiration_date: '2031-02-28' };
  },
});

export const businessContractPayment = defineResource({
  name: 'business_contract_payment',
  path: 'business-contract-payment',
  label: L('Đợt thanh toán', 'Payment milestone'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.contract_payments',
  admin: { area: 'business', isHidden: true },
  titleField: 'name',
  fields: {
    contract_id: ref('business_contract', { required: true, onDelete: 'cascade', label: L('Hợp đồng', 'Contract') }),
    name: text({ required: true, max: 200, label: L('Đợt thanh toán', 'Milestone'), inList: true }),
    due_date: date({ label: L('Hạn thanh toán', 'Due on'), inList: true }),
    percent: number({ scale: 2, min: 0, max: 100, label: L('Tỷ lệ (%)', 'Share (%)'), inList: true }),
    amount: money({ required: true, label: L('Số tiền (VNĐ)', 'Amount (VND)'), inList: true }),
    is_paid: flag({ label: L('Đã thanh toán', 'Paid'), inList: true }),
    paid_date: date({ label: L('Ngày thanh toán', 'Paid on') }),
    condition: longText({ max: 500, label: L('Điều kiện thanh toán', 'Condition') }),
  },
  access: { parent: { field: 'contract_id' } },
  list: { order: 'due_date asc, id asc', sortable: ['due_date', 'amount'], filters: ['contract_id', 'is_paid', 'due_date'] },
  sample: (i) =>
    [
      { name: 'Tạm ứng 30% sau khi ký', percent: 30, amount: 1_440_000_000, due_date: '2026-03-15', is_paid: true, paid_date: '2026-03-12' },
      { name: 'Thanh toán 60% khi nghiệm thu', percent: 60, amount: 2_880_000_000, due_date: '2026-09-30', is_paid: false },
      { name: 'Giữ lại 10% bảo hành', percent: 10, amount: 480_000_000, due_date: '2027-09-30', is_paid: false },
    ][i % 3] as Record<string, unknown>,
});

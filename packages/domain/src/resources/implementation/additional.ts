/**
 * Additional items (variations) of a project contract (issue 41, spec §7 implementation additional,
 * §4 its status change; ADR 0023): quantity × unit price lines edited as a grid (amounts computed by
 * the database, the footer totalled, the total stored by triggers), approved through the project's
 * own approval flow (source IMPLEMENTATION_ADDITIONAL, `approval.scope` on the project). Once
 * approved, its total raises the contract's ceiling (`implementation_contract.ceiling`), which no
 * payment may pass (modules/implementation/payment.ts).
 */
import { date, longText, mediaList, money, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { move, type Workflow } from '../../workflows/index.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

/** Draft, submitted to the project's flow, approved or rejected (and resubmitted), or cancelled. */
export const APPROVAL_STATUS_LABELS = {
  DRAFT: L('Nháp', 'Draft'),
  PENDING: L('Chờ duyệt', 'Pending approval'),
  APPROVED: L('Đã duyệt', 'Approved'),
  REJECTED: L('Từ chối', 'Rejected'),
  CANCELLED: L('Đã hủy', 'Cancelled'),
} as const;

const ADDITIONAL_WORKFLOW: Workflow = {
  name: 'implementationAdditional',
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block.
  transitions: [...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'cancel', 'edit', true)],
  editable: ['DRAFT', 'REJECTED'],
  labels: { statuses: APPROVAL_STATUS_LABELS, actions: { cancel: L('Hủy', 'Cancel') } },
};

const SAMPLES: [string, string, [string, string, number, number][]][] = [
  ['Bổ sung cọc khoan nhồi trục A-B', 'Extra bored piles, grid A-B', [['Cọc khoan nhồi D800', 'm', 120, 4_850_000], ['Đập đầu cọc', 'cọc', 24, 1_200_000]]],
  ['Thay đổi cửa cuốn khu kho thành cửa thép chống cháy', 'Warehouse roller doors changed to fire-rated steel doors', [['Cửa thép chống cháy EI60', 'bộ', 6, 38_500_000]]],
  ['Phát sinh hệ thống chống sét mái', 'Additional roof lightning protection', [['Kim thu sét', 'bộ', 4, 12_750_000], ['Cáp đồng trần 70mm²', 'm', 350, 420_000]]],
];

export const implementationAdditional = defineResource({
  name: 'implementation_additional',
  path: 'implementation-additional',
  label: L('Phát sinh hợp đồng', 'Additional item'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.additionals',
  admin: { area: 'implementation', icon: 'diff' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    contract_id: ref('implementation_contract', { required: true, label: L('Hợp đồng', 'Contract'), inList: true }),
    code: text({ max: 50, format: 'code', label: L('Số phát sinh', 'Number'), inList: true }),
    title: text({ required: true, max: 255, label: L('Nội dung phát sinh', 'Variation'), inList: true }),
    requested_date: date({ label: L('Ngày đề xuất', 'Requested on'), inList: true }),
    reason: longText({ max: 2000, label: L('Lý do phát sinh', 'Reason') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ kèm theo', 'Attachments') }),
  },
  workflow: ADDITIONAL_WORKFLOW,
  approval: {
    sourceType: 'IMPLEMENTATION_ADDITIONAL',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit', 'approve', 'reject', 'cancel'],
  },
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS']),
  numbering: { field: 'code', pattern: 'PS-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  lines: [{ resource: 'implementation_additional_line', field: 'additional_id', key: 'lines', min: 1, max: 200, display: 'grid', totals: ['amount'] }],
  computed: {
    total: { label: L('Giá trị phát sinh (VNĐ)', 'Amount (VND)'), kind: 'number', rollup: { of: 'implementation_additional_line', by: 'additional_id', fn: 'sum', field: 'amount', stored: true } },
  },
  statusAliases: [{ path: 'implementation-additional/:id/status', statusParam: 'status', methods: ['PUT'] }],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'requested_date', 'total'],
    filters: ['project_id', 'contract_id', 'status', 'total'],
    search: ['code', 'title'],
  },
  sample: (i) => {
    const [title, title_en, lines] = SAMPLES[i % SAMPLES.length] as (typeof SAMPLES)[number];
    return {
      title: i < SAMPLES.length ? title : `${title} (${title_en})`,
      requested_date: new Date(Date.UTC(2025, 3 + (i % 8), 3 + i)).toISOString().slice(0, 10),
      reason: `Theo yêu cầu của chủ đầu tư tại biên bản hiện trường: ${lines.map((l) => l[0]).join(', ')}`,
    };
  },
  sampleCount: 6,
});

/** A line of an additional item: quantity (three decimals) × unit price (whole đồng) = amount, by the database. */
export const implementationAdditionalLine = defineResource({
  name: 'implementation_additional_line',
  path: 'implementation-additional-line',
  label: L('Dòng phát sinh', 'Additional line'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.additional_lines',
  admin: { area: 'implementation', isHidden: true },
  titleField: 'item',
  fields: {
    additional_id: ref('implementation_additional', { required: true, onDelete: 'cascade', label: L('Phát sinh', 'Additional item') }),
    item: text({ required: true, max: 255, label: L('Hạng mục', 'Item'), inList: true }),
    unit: text({ max: 30, label: L('Đơn vị', 'Unit'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Khối lượng', 'Quantity'), inList: true }),
    unit_price: money({ required: true, min: 0, label: L('Đơn giá (VNĐ)', 'Unit price (VND)'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền (VNĐ)', 'Amount (VND)'), inList: true }),
  },
  access: { parent: { field: 'additional_id' } },
  list: { order: 'id asc', filters: ['additional_id'] },
  sample: (i) => {
    const all = SAMPLES.flatMap((x) => x[2]);
    const [item, unit, quantity, unit_price] = all[i % all.length] as (typeof all)[number];
    return { item, unit, quantity, unit_price };
  },
});

/**
 * A project's contracts with its contractors and suppliers (spec §7 implementation contract: get all
 * by limit and f_state; ADR 0021). Payments, additional items and budgets (issue 41) are measured
 * against a contract's value; its signed copy and annexes are attachments, private to the project.
 */
import { date, enumOf, longText, mediaList, money, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { move } from '../../workflows/index.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

/** Approved additional items of contract `$id` (their stored totals). */
const ADDITIONAL_SQL = "SELECT coalesce(sum(a.total), 0) FROM implementation_additional a WHERE a.contract_id = $id AND a.status = 'APPROVED' AND a.state = 'ACTIVE'";
/** Payments of contract `$id` that take their share of the ceiling (not rejected or cancelled). */
const REQUESTED_SQL = "SELECT coalesce(sum(p.requested_amount), 0) FROM implementation_payment p WHERE p.contract_id = $id AND p.status IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID') AND p.state = 'ACTIVE'";

const L = (vi: string, en: string) => ({ vi, en });

export const CONTRACT_KINDS = ['CONSTRUCTION', 'SUPPLY', 'CONSULTING', 'EQUIPMENT'] as const;

const CONTRACTS: [string, string, string, number][] = [
  ['Thi công phần móng và kết cấu nhà xưởng', 'Foundation and structure of the workshop', 'CONSTRUCTION', 48_500_000_000],
  ['Cung cấp và lắp dựng kết cấu thép', 'Supply and erection of the steel structure', 'SUPPLY', 36_200_000_000],
  ['Thi công hệ thống cơ điện (M&E)', 'M&E installation', 'CONSTRUCTION', 22_750_000_000],
  ['Tư vấn giám sát thi công', 'Construction supervision consulting', 'CONSULTING', 3_150_000_000],
  ['Cung cấp bê tông thương phẩm', 'Ready-mixed concrete supply', 'SUPPLY', 9_800_000_000],
  ['Cung cấp và lắp đặt hệ thống PCCC', 'Fire protection supply and installation', 'EQUIPMENT', 6_400_000_000],
];

export const implementationContract = defineResource({
  name: 'implementation_contract',
  transfer: { isImport: true },
  path: 'implementation-contract',
  label: L('Hợp đồng dự án', 'Project contract'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.contracts',
  admin: { area: 'implementation', group: L('Dự án triển khai', 'Implementation projects'), order: 3, icon: 'file-done' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 50, format: 'code', label: L('Số hợp đồng', 'Contract number') }),
    name: text({ required: true, max: 255, localized: true, label: L('Tên hợp đồng', 'Title'), inList: true }),
    contractor_id: ref('contractor', { required: true, label: L('Nhà thầu / nhà cung cấp', 'Contractor / supplier'), inList: true }),
    kind: enumOf(CONTRACT_KINDS, {
      required: true,
      default: 'CONSTRUCTION',
      label: L('Loại hợp đồng', 'Kind'),
      options: {
        CONSTRUCTION: { label: L('Thi công', 'Construction'), color: 'blue' },
        SUPPLY: { label: L('Cung cấp vật tư', 'Supply'), color: 'green' },
        CONSULTING: { label: L('Tư vấn', 'Consulting'), color: 'purple' },
        EQUIPMENT: { label: L('Thiết bị', 'Equipment'), color: 'orange' },
      },
    }),
    value: money({ required: true, label: L('Giá trị hợp đồng (VNĐ)', 'Value (VND)'), inList: true }),
    signed_date: date({ required: true, label: L('Ngày ký', 'Signed'), inList: true }),
    start_date: date({ notBefore: 'signed_date', label: L('Ngày hiệu lực', 'Effective') }),
    end_date: date({ after: 'start_date', label: L('Ngày hết hạn', 'Expires'), inList: true }),
    retention_percent: number({ scale: 2, min: 0, max: 20, label: L('Tỷ lệ giữ lại bảo hành (%)', 'Retention (%)') }),
    advance_amount: money({ label: L('Tạm ứng (VNĐ)', 'Advance (VND)') }),
    payment_terms: longText({ max: 2000, label: L('Điều khoản thanh toán', 'Payment terms') }),
    attachments: mediaList('attachment', { max: 30, label: L('Hợp đồng và phụ lục', 'Contract and annexes') }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  workflow: {
    name: 'implementationContract',
    statuses: ['DRAFT', 'ACTIVE', 'COMPLETED', 'TERMINATED'],
    initial: 'DRAFT',
    transitions: [
      ...move('DRAFT', 'ACTIVE', 'sign', 'edit'),
      ...move('ACTIVE', 'COMPLETED', 'complete', 'edit'),
      ...move(['DRAFT', 'ACTIVE'], 'TERMINATED', 'terminate', 'approve', true),
    ],
    editable: ['DRAFT', 'ACTIVE'],
    labels: {
      statuses: { DRAFT: L('Dự thảo', 'Draft'), ACTIVE: L('Đang hiệu lực', 'In force'), COMPLETED: L('Đã thanh lý', 'Closed out'), TERMINATED: L('Chấm dứt', 'Terminated') },
      actions: { sign: L('Ký hợp đồng', 'Sign'), complete: L('Thanh lý', 'Close out'), terminate: L('Chấm dứt', 'Terminate') },
    },
  },
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS']),
  // A contract in force that expires within 30 days: its project's director hears once (alerts.ts).
  alerts: [
    {
      name: 'expiring',
      field: 'end_date',
      days: 30,
      where: { status: { in: ['ACTIVE'] } },
      recipients: { positions: ['DIRECTOR'] },
      message: L('Hợp đồng {code} - {name} hết hạn ngày {date}', 'Contract {code} - {name} expires on {date}'),
      sourceType: 'IMPLEMENTATION_CONTRACT_ALERT',
    },
  ],
  // Issue 41: what the contract may still be paid (the payment form shows it; payments are checked against it under a lock).
  computed: {
    additional_total: { label: L('Phát sinh đã duyệt (VNĐ)', 'Approved additional items (VND)'), kind: 'number', sql: ADDITIONAL_SQL, reads: ['implementation_additional'] },
    ceiling: {
      label: L('Giá trị trần thanh toán (VNĐ)', 'Payment ceiling (VND)'),
      kind: 'number',
      sql: `SELECT c.value + (${ADDITIONAL_SQL}) FROM implementation_contract c WHERE c.id = $id`,
      reads: ['implementation_additional'],
    },
    requested_total: { label: L('Đã đề nghị thanh toán (VNĐ)', 'Requested so far (VND)'), kind: 'number', sql: REQUESTED_SQL, reads: ['implementation_payment'] },
    paid_total: {
      label: L('Đã thanh toán (VNĐ)', 'Paid (VND)'),
      kind: 'number',
      rollup: { of: 'implementation_payment', by: 'contract_id', fn: 'sum', field: 'requested_amount', where: { status: 'PAID' } },
    },
    remaining: {
      label: L('Còn được thanh toán (VNĐ)', 'Left to pay (VND)'),
      kind: 'number',
      sql: `SELECT c.value + (${ADDITIONAL_SQL}) - (${REQUESTED_SQL}) FROM implementation_contract c WHERE c.id = $id`,
      reads: ['implementation_additional', 'implementation_payment'],
    },
  },
  constraints: [{ kind: 'unique', fields: ['project_id', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: {
    order: 'signed_date desc, id desc',
    paths: ['implementation-contract/all'],
    sortable: ['code', 'value', 'signed_date', 'end_date'],
    filters: ['project_id', 'contractor_id', 'kind', 'status'],
    search: ['code', 'name'],
  },
  sample: (i) => {
    const [name, name_en, kind, value] = CONTRACTS[i % CONTRACTS.length] as [string, string, string, number];
    const signed = new Date(Date.UTC(2025, (i * 2) % 12, 5 + (i % 20)));
    const start = new Date(signed.getTime() + 10 * 86_400_000);
    const end = new Date(start.getTime() + (180 + (i % 4) * 120) * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const status = i % 6 === 5 ? 'DRAFT' : i % 9 === 4 ? 'COMPLETED' : 'ACTIVE';
    return { code: `HD-2025-${String(i + 1).padStart(3, '0')}`, name, name_en, kind, value, signed_date: day(signed), start_date: day(start), end_date: day(end), retention_percent: 5, status };
  },
  sampleCount: 18,
});

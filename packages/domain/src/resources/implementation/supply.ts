/**
 * A project's supply requests (material requests) with their lines: item, kind, unit, quantity,
 * needed-by date, estimated price (spec §1, §4 status change, §7 supply; ADR 0022), approved
 * through the project's own flow (source IMPLEMENTATION_SUPPLY), then ordered and delivered.
 */
import { date, longText, mediaList, money, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const PROJECTS = L('Dự án triển khai', 'Implementation projects');

const SUPPLY_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'ORDERED', 'DELIVERED', 'CANCELLED'] as const;

/** A supply request is drafted, approved through the project's flow, ordered and delivered. */
export const IMPLEMENTATION_SUPPLY_WORKFLOW: Workflow = {
  name: 'implementationSupply',
  statuses: SUPPLY_STATUSES,
  initial: 'DRAFT',
  transitions: [...move('APPROVED', 'ORDERED', 'order', 'edit'), ...move(['APPROVED', 'ORDERED'], 'DELIVERED', 'deliver', 'edit'), ...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'void', 'edit', true)],
  editable: ['DRAFT', 'REJECTED'],
  labels: {
    statuses: {
      DRAFT: L('Nháp', 'Draft'),
      PENDING: L('Chờ duyệt', 'Pending'),
      APPROVED: L('Đã duyệt', 'Approved'),
      REJECTED: L('Từ chối', 'Rejected'),
      ORDERED: L('Đã đặt hàng', 'Ordered'),
      DELIVERED: L('Đã nhận hàng', 'Delivered'),
      CANCELLED: L('Đã huỷ', 'Cancelled'),
    },
    actions: { order: L('Đặt hàng', 'Order'), deliver: L('Xác nhận nhận hàng', 'Confirm delivery'), void: L('Huỷ bỏ', 'Void') },
  },
};

const SUPPLIES: [string, string][] = [
  ['Vật tư đổ bê tông sàn tầng 2', 'Materials for the level 2 slab pour'],
  ['Thép cột và dầm khu A', 'Column and beam steel, zone A'],
  ['Vật tư hoàn thiện văn phòng điều hành', 'Finishing materials for the site office'],
  ['Cáp điện và máng cáp nhà xưởng', 'Power cables and trays for the workshop'],
  ['Vật tư chống thấm mái', 'Roof waterproofing materials'],
  ['Gạch và vữa xây tường bao', 'Bricks and mortar for the envelope walls'],
];

export const implementationSupply = defineResource({
  name: 'implementation_supply',
  path: 'implementation-supply',
  label: L('Đề xuất vật tư', 'Supply request'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.supplies',
  admin: { area: 'implementation', group: PROJECTS, order: 7, icon: 'shopping-cart' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Số đề xuất', 'Number'), inList: true }),
    title: text({ required: true, max: 255, localized: true, label: L('Nội dung đề xuất', 'Purpose'), inList: true }),
    needed_date: date({ label: L('Cần trước ngày', 'Needed by'), inList: true }),
    supplier_id: ref('contractor', { label: L('Nhà cung cấp đề xuất', 'Proposed supplier'), inList: true }),
    note: longText({ max: 2000, label: L('Ghi chú', 'Note') }),
    attachments: mediaList('attachment', { max: 20, label: L('Tài liệu đính kèm', 'Attachments') }),
  },
  workflow: IMPLEMENTATION_SUPPLY_WORKFLOW,
  approval: {
    sourceType: 'IMPLEMENTATION_SUPPLY',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit'],
  },
  statusAliases: [{ path: 'implementation-supply/status/:id', statusParam: 'status', methods: ['POST', 'PUT'] }],
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS', 'ENGINEER']),
  numbering: { field: 'code', pattern: 'VT-{YYYY}-{####}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  lines: [{ resource: 'implementation_supply_line', field: 'supply_id', key: 'lines', min: 1, max: 200, display: 'grid', totals: ['amount'] }],
  computed: {
    total: { label: L('Tổng giá trị dự kiến (VNĐ)', 'Estimated total (VND)'), kind: 'number', rollup: { of: 'implementation_supply_line', by: 'supply_id', fn: 'sum', field: 'amount', stored: true } },
  },
  list: {
    order: 'created_date desc',
    sortable: ['code', 'needed_date', 'total'],
    filters: ['project_id', 'supplier_id', 'status', 'needed_date', 'total'],
    search: ['code', 'title'],
  },
  sample: (i) => {
    const [title, title_en] = SUPPLIES[i % SUPPLIES.length] as [string, string];
    const needed = new Date(Date.UTC(2026, (i * 3) % 12, 5 + (i % 20)));
    return { code: `VT-2026-${String(i + 1).padStart(4, '0')}`, title, title_en, needed_date: needed.toISOString().slice(0, 10) };
  },
  sampleCount: 12,
});

const SUPPLY_ITEMS: [string, number, number][] = [
  ['Thép vằn D16 CB400-V', 12.5, 17_800_000],
  ['Bê tông thương phẩm M300', 85, 1_450_000],
  ['Xi măng PCB40', 20, 1_650_000],
  ['Cát vàng bê tông', 60, 420_000],
  ['Đá 1x2', 75, 380_000],
  ['Gạch block 100x190x390', 4_000, 7_500],
];

/** A supply request's line: item, kind, unit, quantity, needed-by date; priced lines add to the total. */
export const implementationSupplyLine = defineResource({
  name: 'implementation_supply_line',
  path: 'implementation-supply-line',
  label: L('Dòng vật tư', 'Supply line'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.supplies',
  admin: { area: 'implementation', isHidden: true },
  titleField: 'item',
  fields: {
    supply_id: ref('implementation_supply', { required: true, onDelete: 'cascade', label: L('Đề xuất', 'Request') }),
    item: text({ required: true, max: 255, label: L('Vật tư', 'Item'), inList: true }),
    kind_id: ref('implementation_setting_item', { where: { category: 'SUPPLY_KIND' }, label: L('Loại vật tư', 'Kind'), inList: true }),
    unit_id: ref('implementation_setting_item', { where: { category: 'UNIT_OF_MEASURE' }, label: L('Đơn vị tính', 'Unit'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Số lượng', 'Quantity'), inList: true }),
    unit_price: money({ label: L('Đơn giá dự kiến', 'Estimated unit price'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền', 'Amount'), inList: true }),
    needed_date: date({ label: L('Cần trước ngày', 'Needed by'), inList: true }),
    note: text({ max: 500, label: L('Ghi chú', 'Note') }),
  },
  access: { parent: { field: 'supply_id' } },
  list: { order: 'ordering asc, id asc', filters: ['supply_id', 'kind_id'], defaultLimit: -1 },
  sample: (i) => {
    const [item, quantity, unit_price] = SUPPLY_ITEMS[i % SUPPLY_ITEMS.length] as [string, number, number];
    return { item, quantity, unit_price };
  },
});

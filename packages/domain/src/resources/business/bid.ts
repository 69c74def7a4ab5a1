/**
 * Bid packages of a business project (spec §7 /bid, /bid-deployment-checklist; issue 39, ADR 0020),
 * modelled on Odoo's call for tenders and Procore's bidding: scope, estimated value, the contractors
 * invited, a submission deadline and an opening time; the bids received as lines (price, technical
 * score); opened no earlier than the deadline; awarded to one contractor, once.
 *
 * - Workflow: DRAFT -> INVITING (published to the invited) -> OPENED (at or after the deadline: the
 *   module refuses earlier) -> EVALUATING -> AWARDED (the `award` action, naming one received bid);
 *   CANCELLED with a reason until awarded.
 * - Awarded once, in the database: at most one received bid of a package is marked awarded (a unique
 *   partial index), and the award moves the package out of the statuses it may be awarded from.
 * - `GET /bid/{id}/comparison`: the received bids side by side, the lowest price and the best
 *   technical score marked.
 * - The deployment checklist: items with owners and due dates; its progress is the share done.
 */
import { date, datetime, enumOf, flag, longText, mediaList, money, number, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';
import { ofProject } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const BIDS = L('Đấu thầu', 'Bidding');

export const BID_WORKFLOW: Workflow = {
  name: 'bid',
  statuses: ['DRAFT', 'INVITING', 'OPENED', 'EVALUATING', 'AWARDED', 'CANCELLED'],
  initial: 'DRAFT',
  transitions: [
    ...move('DRAFT', 'INVITING', 'invite', 'edit'),
    ...move('INVITING', 'OPENED', 'open', 'edit'),
    ...move('OPENED', 'EVALUATING', 'evaluate', 'edit'),
    ...move(['OPENED', 'EVALUATING'], 'AWARDED', 'award', 'system'),
    ...move(['DRAFT', 'INVITING', 'OPENED', 'EVALUATING'], 'CANCELLED', 'cancel', 'approve', true),
  ],
  editable: ['DRAFT', 'INVITING', 'OPENED', 'EVALUATING'],
  labels: {
    statuses: {
      INVITING: L('Đang mời thầu', 'Inviting bids'),
      OPENED: L('Đã mở thầu', 'Opened'),
      EVALUATING: L('Đang chấm thầu', 'Evaluating'),
      AWARDED: L('Đã trao thầu', 'Awarded'),
    },
    actions: { invite: L('Phát hành mời thầu', 'Invite bids'), open: L('Mở thầu', 'Open bids'), evaluate: L('Chấm thầu', 'Evaluate'), award: L('Trao thầu', 'Award') },
  },
};

export const BID_METHODS = ['OPEN', 'LIMITED', 'DIRECT', 'QUOTATION'] as const;

export const bid = defineResource({
  name: 'bid',
  path: 'bid',
  label: L('Gói thầu', 'Bid package'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.bids',
  admin: { area: 'business', group: BIDS, icon: 'trophy' },
  titleField: 'name',
  fields: {
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Mã gói thầu', 'Package code'), inList: true }),
    name: text({ required: true, max: 300, localized: true, label: L('Tên gói thầu', 'Package'), inList: true }),
    kind_id: ref('business_setting_item', { where: { category: 'BID_PACKAGE_KIND' }, label: L('Loại gói thầu', 'Package kind'), inList: true }),
    method: enumOf(BID_METHODS, {
      required: true,
      default: 'LIMITED',
      label: L('Hình thức lựa chọn', 'Selection method'),
      options: {
        OPEN: { label: L('Đấu thầu rộng rãi', 'Open tender') },
        LIMITED: { label: L('Đấu thầu hạn chế', 'Limited tender') },
        DIRECT: { label: L('Chỉ định thầu', 'Direct award') },
        QUOTATION: { label: L('Chào hàng cạnh tranh', 'Competitive quotation') },
      },
    }),
    scope: longText({ max: 4000, label: L('Phạm vi công việc', 'Scope of work') }),
    estimated_value: money({ label: L('Giá gói thầu (VNĐ)', 'Estimated value (VND)'), inList: true }),
    invited_contractor_ids: refs('contractor', { max: 50, label: L('Nhà thầu được mời', 'Invited contractors') }),
    submission_deadline: datetime({ required: true, label: L('Hạn nộp hồ sơ', 'Submission deadline'), inList: true }),
    opening_time: datetime({ notBefore: 'submission_deadline', label: L('Thời điểm mở thầu', 'Opening time') }),
    awarded_contractor_id: ref('contractor', { isReadonly: true, label: L('Nhà thầu trúng thầu', 'Awarded to'), inList: true }),
    awarded_price: money({ isReadonly: true, label: L('Giá trúng thầu (VNĐ)', 'Awarded price (VND)') }),
    awarded_date: date({ isReadonly: true, label: L('Ngày trao thầu', 'Awarded on') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ mời thầu', 'Bid documents') }),
  },
  access: ofProject(),
  workflow: BID_WORKFLOW,
  numbering: { field: 'code', pattern: 'GT-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  lines: [{ resource: 'bid_submission', field: 'bid_id', key: 'submissions', max: 100, display: 'grid', totals: ['price'] }],
  children: [{ resource: 'bid_deployment_checklist', field: 'bid_id' }],
  computed: {
    submission_count: { label: L('Số hồ sơ dự thầu', 'Bids received'), kind: 'integer', rollup: { of: 'bid_submission', by: 'bid_id', fn: 'count' } },
    lowest_price: { label: L('Giá dự thầu thấp nhất', 'Lowest bid'), kind: 'number', rollup: { of: 'bid_submission', by: 'bid_id', fn: 'min', field: 'price' } },
  },
  actions: [
    {
      name: 'award',
      label: L('Trao thầu', 'Award'),
      right: 'edit',
      target: 'record',
      isConfirmed: true,
      statuses: ['OPENED', 'EVALUATING'],
      body: { submission_id: ref('bid_submission', { required: true, label: L('Hồ sơ trúng thầu', 'Winning bid') }) },
      successMessage: 'business.bidAwarded',
    },
  ],
  list: {
    order: 'submission_deadline desc, id desc',
    sortable: ['code', 'estimated_value', 'submission_deadline'],
    filters: ['project_id', 'kind_id', 'method', 'submission_deadline', 'awarded_contractor_id'],
    search: ['code', 'name'],
  },
  sample: (i) => ({
    code: `GT-MAU-${String(i + 1).padStart(3, '0')}`,
    name: ['Gói thầu xây lắp nhà xưởng lắp ráp', 'Gói thầu cung cấp dây chuyền sơn', 'Gói thầu hệ thống PCCC', 'Gói thầu tư vấn giám sát'][i % 4],
    name_en: ['Assembly workshop construction', 'Paint line supply', 'Fire protection system', 'Construction supervision consulting'][i % 4],
    estimated_value: [185_000_000_000, 96_000_000_000, 12_500_000_000, 4_200_000_000][i % 4],
    method: ['OPEN', 'LIMITED', 'QUOTATION', 'DIRECT'][i % 4],
    submission_deadline: `2026-0${(i % 8) + 1}-15T03:00:00.000Z`,
    opening_time: `2026-0${(i % 8) + 1}-15T04:00:00.000Z`,
  }),
});

export const bidSubmission = defineResource({
  name: 'bid_submission',
  path: 'bid-submission',
  label: L('Hồ sơ dự thầu', 'Received bid'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.bid_submissions',
  admin: { area: 'business', isHidden: true },
  titleField: 'contractor_id',
  fields: {
    bid_id: ref('bid', { required: true, onDelete: 'cascade', label: L('Gói thầu', 'Bid package') }),
    contractor_id: ref('contractor', { required: true, label: L('Nhà thầu', 'Contractor'), inList: true }),
    price: money({ required: true, label: L('Giá dự thầu (VNĐ)', 'Bid price (VND)'), inList: true }),
    technical_score: number({ scale: 2, min: 0, max: 100, label: L('Điểm kỹ thuật', 'Technical score'), inList: true }),
    duration_days: number({ scale: 0, min: 0, max: 3650, label: L('Tiến độ (ngày)', 'Duration (days)'), inList: true }),
    is_awarded: flag({ isReadonly: true, label: L('Trúng thầu', 'Awarded'), inList: true }),
    note: text({ max: 500, label: L('Ghi chú', 'Note') }),
  },
  access: { parent: { field: 'bid_id' } },
  constraints: [
    { kind: 'unique', fields: ['bid_id', 'contractor_id'], errorField: 'contractor_id' },
    // Awarded once: at most one awarded bid per package, whatever writes it.
    { kind: 'unique', fields: ['bid_id'], where: { is_awarded: 'true' }, errorField: 'bid_id' },
  ],
  list: { order: 'price asc, id asc', sortable: ['price', 'technical_score'], filters: ['bid_id', 'contractor_id', 'is_awarded'] },
  sample: (i) => ({ price: [178_500_000_000, 182_000_000_000, 191_300_000_000][i % 3], technical_score: [86, 91.5, 78][i % 3], duration_days: [240, 210, 270][i % 3] }),
});

export const bidDeploymentChecklist = defineResource({
  name: 'bid_deployment_checklist',
  path: 'bid-deployment-checklist',
  label: L('Checklist triển khai', 'Deployment checklist'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.bid_checklists',
  admin: { area: 'business', group: BIDS, icon: 'check-square' },
  titleField: 'name',
  fields: {
    bid_id: ref('bid', { required: true, onDelete: 'cascade', label: L('Gói thầu', 'Bid package'), inList: true }),
    name: text({ required: true, max: 300, label: L('Tên checklist', 'Checklist'), inList: true }),
    description: longText({ max: 2000, label: L('Mô tả', 'Description') }),
  },
  access: { parent: { field: 'bid_id' } },
  lines: [{ resource: 'bid_deployment_checklist_item', field: 'checklist_id', key: 'items', max: 200, display: 'grid' }],
  computed: {
    item_count: { label: L('Số đầu việc', 'Items'), kind: 'integer', rollup: { of: 'bid_deployment_checklist_item', by: 'checklist_id', fn: 'count' } },
    progress: { label: L('Tiến độ (%)', 'Progress (%)'), kind: 'number', rollup: { of: 'bid_deployment_checklist_item', by: 'checklist_id', fn: 'ratio', part: { is_done: true } } },
  },
  list: { order: 'created_date desc', filters: ['bid_id'], search: ['name'] },
  sample: (i) => ({ name: ['Chuẩn bị hồ sơ mời thầu', 'Tổ chức mở thầu', 'Thương thảo và ký hợp đồng'][i % 3] }),
});

export const bidDeploymentChecklistItem = defineResource({
  name: 'bid_deployment_checklist_item',
  path: 'bid-deployment-checklist-item',
  label: L('Đầu việc triển khai gói thầu', 'Bid deployment item'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.bid_checklist_items',
  admin: { area: 'business', isHidden: true },
  titleField: 'title',
  fields: {
    checklist_id: ref('bid_deployment_checklist', { required: true, onDelete: 'cascade', label: L('Checklist', 'Checklist') }),
    title: text({ required: true, max: 300, label: L('Đầu việc', 'Item'), inList: true }),
    owner_id: ref('staff', { label: L('Người phụ trách', 'Owner'), inList: true }),
    due_date: date({ label: L('Hạn hoàn thành', 'Due on'), inList: true }),
    is_done: flag({ label: L('Đã xong', 'Done'), inList: true }),
    done_date: date({ label: L('Ngày hoàn thành', 'Done on') }),
  },
  access: { parent: { field: 'checklist_id' } },
  list: { order: 'due_date asc, id asc', sortable: ['due_date'], filters: ['checklist_id', 'owner_id', 'is_done', 'due_date'], search: ['title'] },
  sample: (i) => ({
    title: ['Phê duyệt hồ sơ mời thầu', 'Gửi thư mời đến nhà thầu', 'Lập tổ chuyên gia chấm thầu', 'Báo cáo kết quả lựa chọn nhà thầu'][i % 4],
    due_date: `2026-0${(i % 9) + 1}-20`,
    is_done: i % 3 === 0,
  }),
});

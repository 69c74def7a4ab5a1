/**
 * Cost reviews (issue 41, spec §7 the /review-cost family, §3 `is_vote`, §4 its status change;
 * ADR 0023): a request for quotation to suppliers or subcontractors, their quotations compared and
 * voted on by the project's committee, approved through the project's own flow.
 *
 * - `implementation_review_cost` (/review-cost; the spec's supplier and subcontractor sets are
 *   `/review-cost/supplier` and `/review-cost/subcontractor`, the same list filtered by `f_kind`):
 *   the items to price (lines: quantity × budget unit price = budget amount, by the database), the
 *   invited companies (contractor records), a vote deadline; `is_vote` tells the caller whether they
 *   voted. Approval (source IMPLEMENTATION_REVIEW_COST) records the chosen quotation: the most
 *   votes, the lowest total on a tie (modules/implementation/review-cost.ts).
 * - `implementation_review_cost_item` (/review-cost-item, also `/review-cost/product`: the
 *   supplier products GET): the items, with the review's access.
 * - `implementation_review_quotation` (/review-cost-quotation; `f_supplier_id` and
 *   `f_subcontractor_id` are the spec's names of its company filter): one per invited company,
 *   its prices per item as a grid (quantity copied from the item, amount by the database), delivery
 *   and terms; its evaluation on its own path (`POST`/`PUT /review-cost-quotation/{id}/evaluation`).
 * - `implementation_review_vote` (/review-cost-vote): one vote per member and review, database-
 *   unique, for one quotation of the same review with a comment, until the review's vote deadline,
 *   only by the review committee: the project's members holding one of `committee_position_ids`
 *   (DIRECTOR, SITE_MANAGER, QS when none are named); the tally is
 *   `GET /review-cost-vote/tally?target=<review>`; `GET /review-cost/vote/{id}` gives the votes,
 *   the tally and whether the caller may vote, `POST /review-cost/vote/{id}` casts the caller's.
 * - The comparison: `GET /review-cost/{id}/comparison/quotations` (amounts side by side per item,
 *   the lowest marked, each quotation totalled), its xlsx `GET /review-cost/{id}/comparison-export`
 *   with the budget and the difference to it.
 */
import { date, enumOf, integer, longText, money, number, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { move, type Workflow } from '../../workflows/index.js';
import { APPROVAL_STATUS_LABELS } from './additional.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const HIDDEN = { area: 'implementation', isHidden: true } as const;

const REVIEW_WORKFLOW: Workflow = {
  name: 'implementationReviewCost',
  statuses: ['DRAFT', 'QUOTING', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  initial: 'DRAFT',
  // Invitations go out (quoting), then the review is submitted to the project's flow (the approval block's moves).
  transitions: [...move('DRAFT', 'QUOTING', 'invite', 'edit'), ...move(['DRAFT', 'QUOTING', 'REJECTED'], 'CANCELLED', 'cancel', 'edit', true)],
  editable: ['DRAFT', 'QUOTING', 'REJECTED'],
  labels: {
    statuses: { ...APPROVAL_STATUS_LABELS, QUOTING: L('Đang nhận báo giá', 'Collecting quotations') },
    actions: { invite: L('Gửi mời báo giá', 'Send invitations'), cancel: L('Hủy', 'Cancel') },
  },
};

const REVIEWS: [string, string, 'SUPPLIER' | 'SUBCONTRACTOR', number][] = [
  ['Chọn nhà cung cấp thép xây dựng', 'Reinforcing steel supplier selection', 'SUPPLIER', 4_850_000_000],
  ['Chọn thầu phụ thi công cơ điện', 'M&E subcontractor selection', 'SUBCONTRACTOR', 9_600_000_000],
  ['Chọn nhà cung cấp bê tông thương phẩm', 'Ready-mixed concrete supplier selection', 'SUPPLIER', 2_300_000_000],
  ['Chọn thầu phụ hoàn thiện mặt dựng', 'Facade finishing subcontractor selection', 'SUBCONTRACTOR', 3_750_000_000],
];

export const implementationReviewCost = defineResource({
  name: 'implementation_review_cost',
  path: 'review-cost',
  label: L('Thẩm định chi phí', 'Cost review'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_costs',
  admin: { area: 'implementation', icon: 'audit' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ max: 50, format: 'code', label: L('Số thẩm định', 'Number'), inList: true }),
    title: text({ required: true, max: 255, label: L('Nội dung', 'Title'), inList: true }),
    kind: enumOf(['SUPPLIER', 'SUBCONTRACTOR'] as const, {
      required: true,
      default: 'SUPPLIER',
      label: L('Loại', 'Kind'),
      inList: true,
      options: { SUPPLIER: { label: L('Nhà cung cấp', 'Suppliers'), color: 'green' }, SUBCONTRACTOR: { label: L('Thầu phụ', 'Subcontractors'), color: 'blue' } },
    }),
    invited_ids: refs('contractor', { max: 20, label: L('Đơn vị được mời báo giá', 'Invited companies') }),
    quote_deadline: date({ label: L('Hạn nộp báo giá', 'Quotations due'), inList: true }),
    vote_until: date({ label: L('Hạn bỏ phiếu', 'Voting closes'), inList: true }),
    // The review committee: the project's members holding one of these positions vote (none named: DIRECTOR, SITE_MANAGER, QS).
    committee_position_ids: refs('implementation_setting_position', { max: 10, label: L('Hội đồng xét chọn (vị trí trong dự án)', 'Review committee (project positions)') }),
    description: longText({ max: 4000, label: L('Yêu cầu kỹ thuật, điều kiện', 'Requirements') }),
    // Recorded on approval: the quotation chosen by the vote.
    chosen_contractor_id: ref('contractor', { isReadonly: true, label: L('Đơn vị được chọn', 'Chosen company'), inList: true }),
    chosen_amount: money({ isReadonly: true, label: L('Giá trị được chọn (VNĐ)', 'Chosen amount (VND)'), inList: true }),
  },
  workflow: REVIEW_WORKFLOW,
  // The quotations received, as a tab of the review's page (each with its prices per item); the comparison and votes are its panel.
  children: [{ resource: 'implementation_review_quotation', field: 'review_cost_id', label: L('Báo giá nhận được', 'Quotations received') }],
  approval: {
    sourceType: 'IMPLEMENTATION_REVIEW_COST',
    submitFrom: ['QUOTING', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit', 'approve', 'reject', 'cancel'],
  },
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS']),
  numbering: { field: 'code', pattern: 'TD-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  lines: [{ resource: 'implementation_review_cost_item', field: 'review_cost_id', key: 'items', min: 1, max: 500, display: 'grid', totals: ['budget_amount'] }],
  computed: {
    budget_total: {
      label: L('Dự toán (VNĐ)', 'Budget (VND)'),
      kind: 'number',
      rollup: { of: 'implementation_review_cost_item', by: 'review_cost_id', fn: 'sum', field: 'budget_amount' },
    },
    quotation_count: { label: L('Số báo giá', 'Quotations'), kind: 'integer', rollup: { of: 'implementation_review_quotation', by: 'review_cost_id', fn: 'count' } },
  },
  comparisons: [
    {
      name: 'quotations',
      label: L('So sánh báo giá', 'Quotation comparison'),
      rows: { of: 'implementation_review_cost_item', by: 'review_cost_id' },
      columns: { of: 'implementation_review_quotation', by: 'review_cost_id' },
      cells: { of: 'implementation_review_quotation_price', row: 'item_id', column: 'quotation_id', value: 'amount' },
      best: 'min',
    },
  ],
  callerFlags: { is_vote: { label: L('Đã bỏ phiếu', 'Voted'), of: 'implementation_review_vote', by: 'review_cost_id' } },
  statusAliases: [{ path: 'review-cost/status/:id', statusParam: 'status' }],
  list: {
    order: 'created_date desc',
    paths: ['review-cost/supplier', 'review-cost/subcontractor'],
    sortable: ['code', 'quote_deadline', 'vote_until'],
    filters: ['project_id', 'kind', 'status', 'chosen_contractor_id'],
    filterAliases: { implementation_id: 'project_id' },
    search: ['code', 'title'],
  },
  sample: (i) => {
    const [title, en, kind] = REVIEWS[i % REVIEWS.length] as (typeof REVIEWS)[number];
    const due = new Date(Date.UTC(2026, (i * 2) % 12, 10 + (i % 15)));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return { title, kind, description: en, quote_deadline: day(due), vote_until: day(new Date(due.getTime() + 14 * 86_400_000)), chosen_contractor_id: null, chosen_amount: null };
  },
  sampleCount: 6,
});

const ITEMS: [string, string, number, number][] = [
  ['Thép thanh vằn CB400 D16', 'tấn', 120, 15_200_000],
  ['Thép thanh vằn CB400 D25', 'tấn', 85, 15_450_000],
  ['Bê tông thương phẩm B25 (M350)', 'm³', 640, 1_280_000],
  ['Tủ điện tổng MSB 2500A', 'bộ', 1, 1_350_000_000],
  ['Cáp điện Cu/XLPE/PVC 4x240mm²', 'm', 420, 2_150_000],
  ['Tấm ốp nhôm composite 4mm', 'm²', 1_800, 690_000],
];

export const implementationReviewCostItem = defineResource({
  name: 'implementation_review_cost_item',
  path: 'review-cost-item',
  label: L('Hạng mục chào giá', 'Item to price'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_cost_items',
  admin: HIDDEN,
  titleField: 'name',
  fields: {
    review_cost_id: ref('implementation_review_cost', { required: true, onDelete: 'cascade', label: L('Thẩm định', 'Cost review') }),
    name: text({ required: true, max: 255, label: L('Sản phẩm / công việc', 'Product / work item'), inList: true }),
    unit: text({ max: 30, label: L('Đơn vị', 'Unit'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Khối lượng', 'Quantity'), inList: true }),
    budget_price: money({ min: 0, label: L('Đơn giá dự toán (VNĐ)', 'Budget unit price (VND)'), inList: true }),
    budget_amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'budget_price'] }, label: L('Thành tiền dự toán (VNĐ)', 'Budget amount (VND)'), inList: true }),
  },
  access: { parent: { field: 'review_cost_id' } },
  list: { order: 'ordering asc, id asc', paths: ['review-cost/product'], filters: ['review_cost_id'], search: ['name'] },
  sample: (i) => {
    const [name, unit, quantity, budget_price] = ITEMS[i % ITEMS.length] as (typeof ITEMS)[number];
    return { name, unit, quantity, budget_price };
  },
});

export const implementationReviewQuotation = defineResource({
  name: 'implementation_review_quotation',
  path: 'review-cost-quotation',
  label: L('Báo giá', 'Quotation'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_quotations',
  admin: HIDDEN,
  titleField: 'company_name',
  fields: {
    review_cost_id: ref('implementation_review_cost', { required: true, onDelete: 'cascade', label: L('Thẩm định', 'Cost review'), inList: true }),
    contractor_id: ref('contractor', { required: true, label: L('Đơn vị báo giá', 'Company'), inList: true }),
    // The company's name at the time of quoting (the comparison's column title), copied on write.
    company_name: text({ isReadonly: true, max: 255, label: L('Tên đơn vị', 'Company name'), inList: true }),
    quoted_date: date({ label: L('Ngày báo giá', 'Quoted on'), inList: true }),
    delivery_days: integer({ min: 0, max: 3650, label: L('Thời gian giao hàng / thi công (ngày)', 'Delivery (days)'), inList: true }),
    valid_until: date({ label: L('Hiệu lực báo giá đến', 'Valid until') }),
    payment_terms: longText({ max: 2000, label: L('Điều kiện thanh toán', 'Payment terms') }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
    // Written by the evaluation only.
    evaluation_score: integer({ isReadonly: true, min: 0, max: 100, label: L('Điểm đánh giá', 'Evaluation score'), inList: true }),
    evaluation_note: longText({ isReadonly: true, max: 2000, label: L('Nhận xét đánh giá', 'Evaluation') }),
    evaluated_by: ref('account', { isReadonly: true, label: L('Người đánh giá', 'Evaluated by') }),
  },
  access: { parent: { field: 'review_cost_id' } },
  lines: [{ resource: 'implementation_review_quotation_price', field: 'quotation_id', key: 'prices', max: 500, display: 'grid', totals: ['amount'] }],
  computed: {
    total: { label: L('Tổng giá chào (VNĐ)', 'Total (VND)'), kind: 'number', rollup: { of: 'implementation_review_quotation_price', by: 'quotation_id', fn: 'sum', field: 'amount' } },
  },
  constraints: [{ kind: 'unique', fields: ['review_cost_id', 'contractor_id'], isActiveOnly: true, errorField: 'contractor_id' }],
  actions: [
    {
      name: 'evaluation',
      label: L('Đánh giá báo giá', 'Evaluate'),
      right: 'edit',
      target: 'record',
      methods: ['POST', 'PUT'],
      aliases: ['review-cost-quotation/evaluation/:id'],
      body: {
        evaluation_score: integer({ required: true, min: 0, max: 100, label: L('Điểm đánh giá', 'Score') }),
        evaluation_note: longText({ max: 2000, label: L('Nhận xét', 'Evaluation') }),
      },
    },
    {
      name: 'clearEvaluation',
      label: L('Xóa đánh giá', 'Clear the evaluation'),
      right: 'edit',
      target: 'record',
      isConfirmed: true,
      aliases: ['review-cost-quotation/evaluation-delete/:id'],
    },
    {
      name: 'deleteAll',
      label: L('Xóa tất cả báo giá', 'Delete all quotations'),
      right: 'edit',
      target: 'collection',
      isConfirmed: true,
      aliases: ['review-cost-quotation/delete-all'],
      body: {
        review_cost_id: ref('implementation_review_cost', { required: true, label: L('Thẩm định', 'Cost review') }),
      },
    },
  ],
  list: {
    order: 'id asc',
    filters: ['review_cost_id', 'contractor_id'],
    filterAliases: { supplier_id: 'contractor_id', subcontractor_id: 'contractor_id' },
  },
  sample: (i) => ({ delivery_days: 30 + (i % 5) * 15, payment_terms: 'Thanh toán 30% tạm ứng, 65% theo khối lượng, 5% bảo hành 12 tháng', evaluation_score: null, evaluation_note: null, evaluated_by: null }),
  sampleCount: 10,
});

export const implementationReviewQuotationPrice = defineResource({
  name: 'implementation_review_quotation_price',
  path: 'review-cost-quotation-price',
  label: L('Giá chào theo hạng mục', 'Quoted price'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_quotation_prices',
  admin: HIDDEN,
  titleField: 'unit_price',
  fields: {
    quotation_id: ref('implementation_review_quotation', { required: true, onDelete: 'cascade', label: L('Báo giá', 'Quotation') }),
    // Only the items of the quotation's own review are offered (the module refuses another's: implementation.itemOtherReview).
    item_id: ref('implementation_review_cost_item', { required: true, onDelete: 'cascade', offerFromParent: { review_cost_id: 'review_cost_id' }, label: L('Hạng mục', 'Item'), inList: true }),
    // The item's quantity, copied on write (modules/implementation/review-cost.ts), so the amount is the database's.
    quantity: number({ isReadonly: true, scale: 3, label: L('Khối lượng', 'Quantity'), inList: true }),
    unit_price: money({ required: true, min: 0, label: L('Đơn giá chào (VNĐ)', 'Unit price (VND)'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền (VNĐ)', 'Amount (VND)'), inList: true }),
  },
  access: { parent: { field: 'quotation_id' } },
  constraints: [{ kind: 'unique', fields: ['quotation_id', 'item_id'], isActiveOnly: true, errorField: 'item_id' }],
  list: { order: 'id asc', filters: ['quotation_id', 'item_id'] },
  sample: (i) => ({ quantity: ITEMS[i % ITEMS.length]?.[2] ?? 1, unit_price: Math.round(((ITEMS[i % ITEMS.length]?.[3] ?? 1_000_000) * (95 + (i % 11))) / 100) }),
});

export const implementationReviewVote = defineResource({
  name: 'implementation_review_vote',
  path: 'review-cost-vote',
  label: L('Phiếu chọn báo giá', 'Quotation vote'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_votes',
  admin: HIDDEN,
  titleField: 'comment',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    review_cost_id: ref('implementation_review_cost', { required: true, onDelete: 'cascade', label: L('Thẩm định', 'Cost review'), inList: true }),
    quotation_id: ref('implementation_review_quotation', { required: true, onDelete: 'cascade', label: L('Báo giá được chọn', 'Chosen quotation'), inList: true }),
    comment: longText({ max: 1000, label: L('Ý kiến', 'Comment'), inList: true }),
  },
  access: { parent: { field: 'review_cost_id' } },
  vote: { target: 'review_cost_id', choice: 'quotation_id', window: { to: 'vote_until' } },
  list: { order: 'created_date asc', filters: ['review_cost_id', 'quotation_id'] },
  sample: (i) => ({ comment: ['Tổng giá thấp nhất, tiến độ đáp ứng', 'Chất lượng vật tư tốt hơn', 'Điều kiện thanh toán phù hợp'][i % 3] }),
  // One: a vote is one person's on one review (database-unique), and the demo's author is the system.
  sampleCount: 1,
});

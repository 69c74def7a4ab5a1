/**
 * A throwaway project-like area (issue 34): declarations only, no module code. The script
 * `scripts/project-area.mjs` copies this file into a git worktree as
 * `packages/domain/src/resources/implementation/zz-project-area.ts` (imports rewritten), generates
 * its migration and runs `project-area.test.ts` there. It is typechecked here, in place, so it
 * keeps compiling as the engine changes; nothing in the product imports it.
 *
 * What it exercises: `access.member` (projects and their records seen by the project's members,
 * written by members holding the named positions), `access.parent` (comments follow their task),
 * `numbering` (project codes DA-<year>-0001 per year), roll-ups (task count, progress weighted by
 * estimate, total estimate; soft-deleted tasks left out; the count, the estimate and a purchase's
 * total stored by triggers, sorted and filtered on), approvals per project (`approval.scope`: a
 * project's own process first, its PM as a `SCOPE_POSITION` step), the approval block's declared
 * behaviour (purchase requests submitted on create, approved at once without a process, withdrawn
 * on delete; spec-style alias paths), with no workflow move written for the approval; per-record
 * documents (a project's summary as .xlsx and .docx: its figures, tasks and members, each table under
 * its own rule); due-date alerts (a task due soon to the project's members, the days from a setting;
 * to its PM a week ahead); bulk create under a project and bulk delete (every resource's routes);
 * a summary report with no period (tasks as they stand by project, status or done, under the
 * members' scope);
 * lines of lines edited as grids (a cost estimate's items, each with its
 * parts, saved in one request; amounts computed, footers totalled).
 */
import { date, flag, longText, money, number, ref, text } from '../../packages/domain/src/fields.js';
import type { DocumentTemplate } from '../../packages/domain/src/documents.js';
import { defineReport } from '../../packages/domain/src/report.js';
import { defineResource, type MemberRule } from '../../packages/domain/src/resource.js';
import type { Workflow } from '../../packages/domain/src/workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const ADMIN = { area: 'implementation', group: L('Dự án thử nghiệm', 'Trial projects') } as const;
const SUBJECT = 'IMPLEMENTATION_MANAGEMENT';

/** Members are staff files linked to a project with a position (its code: PM, ENG, VIEW). */
const MEMBERS: MemberRule['through'] = { resource: 'zz_project_user', parentField: 'project_id', userField: 'staff_id', positionField: 'position_id' };

export const zzPosition = defineResource({
  name: 'zz_position',
  path: 'zz-position',
  label: L('Vị trí trong dự án', 'Project position'),
  subject: SUBJECT,
  module: 'implementations.zz_positions',
  admin: ADMIN,
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', search: ['code', 'name'] },
  sampleCount: 0,
});

/** A project's summary: its figures (roll-ups included), its tasks and its members. */
const SUMMARY: DocumentTemplate = {
  title: L('TÓM TẮT DỰ ÁN', 'PROJECT SUMMARY'),
  subtitle: '{code} - {name}',
  isNumbered: true,
  sections: [
    { kind: 'fields', title: L('Thông tin dự án', 'Project'), fields: ['code', 'name', 'start_date', 'task_count', 'progress', 'budget'] },
    { kind: 'children', title: L('Đầu việc', 'Tasks'), resource: 'zz_task', field: 'project_id', columns: ['title', 'due_date', 'estimate', 'is_done', 'status'] },
    { kind: 'children', title: L('Thành viên', 'Members'), resource: 'zz_project_user', field: 'project_id', columns: ['staff_id', 'position_id'] },
  ],
};

export const zzProject = defineResource({
  name: 'zz_project',
  path: 'zz-project',
  label: L('Dự án thử nghiệm', 'Trial project'),
  subject: SUBJECT,
  module: 'implementations.zz_projects',
  admin: ADMIN,
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã dự án', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên dự án', 'Name'), inList: true }),
    start_date: date({ label: L('Ngày bắt đầu', 'Start date'), inList: true }),
  },
  access: { member: { field: 'id', through: MEMBERS, writePositions: ['PM'] } },
  numbering: { field: 'code', pattern: 'DA-{YYYY}-{####}' },
  documents: [
    { name: 'summary', label: L('Tóm tắt dự án (Excel)', 'Project summary (Excel)'), kind: 'xlsx', template: SUMMARY, fileName: L('Tóm tắt dự án - {code}', 'Project summary - {code}') },
    { name: 'brief', label: L('Tóm tắt dự án (Word)', 'Project summary (Word)'), kind: 'docx', template: SUMMARY },
  ],
  // The count and the total are stored (kept by triggers on the tasks), so lists sort and filter on
  // them; the progress is computed with the page.
  computed: {
    task_count: { label: L('Số đầu việc', 'Tasks'), kind: 'integer', rollup: { of: 'zz_task', by: 'project_id', fn: 'count', stored: true } },
    progress: {
      label: L('Tiến độ (%)', 'Progress (%)'),
      kind: 'number',
      rollup: { of: 'zz_task', by: 'project_id', fn: 'ratio', field: 'estimate', part: { is_done: true } },
    },
    budget: { label: L('Tổng dự toán', 'Total estimate'), kind: 'number', rollup: { of: 'zz_task', by: 'project_id', fn: 'sum', field: 'estimate', stored: true } },
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'created_date desc', search: ['code', 'name'], sortable: ['budget', 'task_count'], filters: ['budget', 'task_count'] },
  sampleCount: 0,
});

export const zzProjectUser = defineResource({
  name: 'zz_project_user',
  path: 'zz-project-user',
  label: L('Thành viên dự án', 'Project member'),
  subject: SUBJECT,
  module: 'implementations.zz_project_users',
  admin: ADMIN,
  titleField: 'staff_id',
  fields: {
    project_id: ref('zz_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    staff_id: ref('staff', { required: true, label: L('Nhân sự', 'Staff'), inList: true }),
    position_id: ref('zz_position', { required: true, label: L('Vị trí', 'Position'), inList: true }),
  },
  // Members see their co-members; the project's PM adds and removes them.
  access: { member: { field: 'project_id', through: MEMBERS, writePositions: ['PM'] } },
  constraints: [{ kind: 'unique', fields: ['project_id', 'staff_id'], isActiveOnly: true, errorField: 'staff_id' }],
  list: { order: 'created_date asc', filters: ['project_id', 'staff_id', 'position_id'] },
  sampleCount: 0,
});

/** A task is approved through the process configured for its project, else the group's. */
const TASK_WORKFLOW: Workflow = {
  name: 'zzTask',
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block.
  transitions: [...['DRAFT', 'REJECTED'].map((from) => ({ from, to: 'CANCELLED', action: 'cancel', right: 'system' as const }))],
  editable: ['DRAFT', 'REJECTED'],
};

export const zzTask = defineResource({
  name: 'zz_task',
  path: 'zz-task',
  label: L('Đầu việc', 'Task'),
  subject: SUBJECT,
  module: 'implementations.zz_tasks',
  admin: ADMIN,
  titleField: 'title',
  fields: {
    project_id: ref('zz_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    title: text({ required: true, max: 255, label: L('Tiêu đề', 'Title'), inList: true }),
    due_date: date({ label: L('Hạn', 'Due'), inList: true }),
    estimate: money({ label: L('Dự toán', 'Estimate'), inList: true }),
    is_done: flag({ label: L('Đã xong', 'Done'), inList: true }),
  },
  deleteMode: 'soft',
  access: { member: { field: 'project_id', through: MEMBERS, writePositions: ['PM', 'ENG'] } },
  workflow: TASK_WORKFLOW,
  approval: {
    sourceType: 'IMPLEMENTATION_MEMO',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit', 'approve'],
  },
  // Open tasks falling due: to the project's members (the days before from a setting, 3 unless set),
  // and to its PM a week ahead.
  alerts: [
    {
      name: 'dueSoon',
      field: 'due_date',
      offsetSetting: 'zz.task_due_days',
      days: 3,
      where: { status: { notIn: ['APPROVED', 'CANCELLED'] } },
      recipients: { members: true },
      message: L('Đầu việc "{title}" đến hạn ngày {date}', 'Task "{title}" is due on {date}'),
    },
    { name: 'dueToPm', field: 'due_date', days: 7, where: { status: { notIn: ['APPROVED', 'CANCELLED'] } }, recipients: { positions: ['PM'] }, message: L('Đầu việc "{title}" của dự án đến hạn ngày {date}', 'Project task "{title}" is due on {date}') },
  ],
  // Whether the caller has voted on the task (spec `is_vote`), per caller after the shared cache.
  callerFlags: { is_vote: { label: L('Đã bỏ phiếu', 'Voted'), of: 'zz_task_vote', by: 'task_id' } },
  list: { order: 'created_date desc', filters: ['project_id'], search: ['title'] },
  sampleCount: 0,
});

export const zzTaskComment = defineResource({
  name: 'zz_task_comment',
  path: 'zz-task-comment',
  label: L('Trao đổi đầu việc', 'Task comment'),
  subject: SUBJECT,
  module: 'implementations.zz_task_comments',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'content',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    task_id: ref('zz_task', { required: true, onDelete: 'cascade', label: L('Đầu việc', 'Task'), inList: true }),
    content: longText({ required: true, max: 2000, label: L('Nội dung', 'Comment'), inList: true }),
  },
  access: { parent: { field: 'task_id' } },
  list: { order: 'created_date asc', filters: ['task_id'] },
  sampleCount: 0,
});

/** Purchase requests: submitted when filed; approved at once where no process is configured. */
export const zzPurchase = defineResource({
  name: 'zz_purchase',
  path: 'zz-purchase',
  label: L('Đề xuất mua sắm', 'Purchase request'),
  subject: SUBJECT,
  module: 'implementations.zz_purchases',
  admin: ADMIN,
  titleField: 'title',
  fields: {
    project_id: ref('zz_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    title: text({ required: true, max: 255, label: L('Nội dung', 'Purpose'), inList: true }),
    amount: money({ label: L('Giá trị', 'Amount'), inList: true }),
  },
  access: { member: { field: 'project_id', through: MEMBERS, writePositions: ['PM', 'ENG'] } },
  workflow: { name: 'zzPurchase', statuses: ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'], initial: 'NEW', transitions: [], editable: ['NEW', 'REJECTED'] },
  approval: {
    sourceType: 'IMPLEMENTATION_SUPPLY',
    submitFrom: ['NEW', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    submitOnCreate: true,
    whenNoProcess: 'approve',
    withdrawOnDelete: true,
  },
  // Edited as a grid (amount computed as one types, the footer totalled); each line holds its parts, a grid of their own.
  lines: [{ resource: 'zz_purchase_line', field: 'purchase_id', key: 'lines', max: 200, display: 'grid', totals: ['amount'] }],
  // Suppliers' quotations side by side per line, the lowest price marked.
  comparisons: [
    {
      name: 'quotes',
      label: L('So sánh báo giá', 'Quotation comparison'),
      rows: { of: 'zz_purchase_line', by: 'purchase_id' },
      columns: { of: 'zz_quote', by: 'purchase_id' },
      cells: { of: 'zz_quote_price', row: 'line_id', column: 'quote_id', value: 'price' },
      best: 'min',
    },
  ],
  computed: {
    // Stored: kept by triggers on the lines (a generated amount: its quantity and unit price are watched).
    total: { label: L('Tổng giá trị', 'Total'), kind: 'number', rollup: { of: 'zz_purchase_line', by: 'purchase_id', fn: 'sum', field: 'amount', stored: true } },
  },
  list: { order: 'created_date desc', filters: ['project_id', 'total'], search: ['title'], sortable: ['total'] },
  sampleCount: 0,
});

/** A purchase request's lines: quantity (three decimals) × unit price (whole đồng) = amount, computed by the database. */
export const zzPurchaseLine = defineResource({
  name: 'zz_purchase_line',
  path: 'zz-purchase-line',
  label: L('Dòng đề xuất', 'Purchase line'),
  subject: SUBJECT,
  module: 'implementations.zz_purchase_lines',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'item',
  fields: {
    purchase_id: ref('zz_purchase', { required: true, onDelete: 'cascade', label: L('Đề xuất', 'Request') }),
    item: text({ required: true, max: 255, label: L('Hạng mục', 'Item'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Khối lượng', 'Quantity'), inList: true }),
    unit_price: money({ required: true, label: L('Đơn giá', 'Unit price'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền', 'Amount'), inList: true }),
  },
  access: { parent: { field: 'purchase_id' } },
  list: { order: 'id asc', filters: ['purchase_id'] },
  sampleCount: 0,
});


/** Members vote on a task (for it or against it) until its due date; one vote each. */
export const zzTaskVote = defineResource({
  name: 'zz_task_vote',
  path: 'zz-task-vote',
  label: L('Biểu quyết đầu việc', 'Task vote'),
  subject: SUBJECT,
  module: 'implementations.zz_task_votes',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'comment',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    task_id: ref('zz_task', { required: true, onDelete: 'cascade', label: L('Đầu việc', 'Task'), inList: true }),
    option_id: ref('zz_position', { label: L('Phương án', 'Option'), inList: true }),
    comment: longText({ max: 1000, label: L('Ý kiến', 'Comment'), inList: true }),
  },
  access: { parent: { field: 'task_id' } },
  vote: { target: 'task_id', choice: 'option_id', window: { to: 'due_date' } },
  list: { order: 'created_date asc', filters: ['task_id'] },
  sampleCount: 0,
});

/** A supplier's quotation for a purchase request. */
export const zzQuote = defineResource({
  name: 'zz_quote',
  path: 'zz-quote',
  label: L('Báo giá', 'Quotation'),
  subject: SUBJECT,
  module: 'implementations.zz_quotes',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'supplier',
  fields: {
    purchase_id: ref('zz_purchase', { required: true, onDelete: 'cascade', label: L('Đề xuất', 'Request'), inList: true }),
    supplier: text({ required: true, max: 255, label: L('Nhà cung cấp', 'Supplier'), inList: true }),
  },
  access: { parent: { field: 'purchase_id' } },
  list: { order: 'id asc', filters: ['purchase_id'] },
  sampleCount: 0,
});

/** A quotation's unit price for one line of the request. */
export const zzQuotePrice = defineResource({
  name: 'zz_quote_price',
  path: 'zz-quote-price',
  label: L('Đơn giá báo', 'Quoted price'),
  subject: SUBJECT,
  module: 'implementations.zz_quote_prices',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'price',
  fields: {
    quote_id: ref('zz_quote', { required: true, onDelete: 'cascade', label: L('Báo giá', 'Quotation'), inList: true }),
    line_id: ref('zz_purchase_line', { required: true, onDelete: 'cascade', label: L('Hạng mục', 'Item'), inList: true }),
    price: money({ required: true, label: L('Đơn giá', 'Unit price'), inList: true }),
  },
  access: { parent: { field: 'quote_id' } },
  constraints: [{ kind: 'unique', fields: ['quote_id', 'line_id'], isActiveOnly: true, errorField: 'line_id' }],
  list: { order: 'id asc', filters: ['quote_id', 'line_id'] },
  sampleCount: 0,
});

/** Tasks as they stand (a summary report: no period), by project, status or done; each member counts what they read. */
export const zzTaskSummary = defineReport({
  name: 'zz-task-summary',
  label: L('Tổng hợp đầu việc', 'Tasks as they stand'),
  kind: 'summary',
  resource: 'zz_task',
  measures: { count: { kind: 'count', label: L('Số đầu việc', 'Tasks') }, estimate: { kind: 'sum', field: 'estimate', label: L('Dự toán', 'Estimate') } },
  dimensions: {
    project: { field: 'project_id', label: L('Dự án', 'Project') },
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    done: { field: 'is_done', label: L('Đã xong', 'Done') },
  },
});

/**
 * A project's cost estimate: items (a grid, amounts computed, the footer totalled), each item with
 * its parts (lines of lines, a grid in the item's expanded row), all saved in one request and one
 * transaction. No approval: the estimate stays editable.
 */
export const zzEstimate = defineResource({
  name: 'zz_estimate',
  path: 'zz-estimate',
  label: L('Dự toán', 'Cost estimate'),
  subject: SUBJECT,
  module: 'implementations.zz_estimates',
  admin: ADMIN,
  titleField: 'title',
  fields: {
    project_id: ref('zz_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    title: text({ required: true, max: 255, label: L('Tên dự toán', 'Title'), inList: true }),
  },
  access: { member: { field: 'project_id', through: MEMBERS, writePositions: ['PM', 'ENG'] } },
  lines: [{ resource: 'zz_estimate_item', field: 'estimate_id', key: 'items', min: 1, max: 100, display: 'grid', totals: ['amount'] }],
  computed: {
    total: { label: L('Tổng dự toán', 'Total'), kind: 'number', rollup: { of: 'zz_estimate_item', by: 'estimate_id', fn: 'sum', field: 'amount' } },
  },
  list: { order: 'created_date desc', filters: ['project_id'], search: ['title'] },
  sampleCount: 0,
});

/** An estimate's item: quantity × unit price = amount; its parts are its own lines. */
export const zzEstimateItem = defineResource({
  name: 'zz_estimate_item',
  path: 'zz-estimate-item',
  label: L('Hạng mục dự toán', 'Estimate item'),
  subject: SUBJECT,
  module: 'implementations.zz_estimate_items',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'name',
  fields: {
    estimate_id: ref('zz_estimate', { required: true, onDelete: 'cascade', label: L('Dự toán', 'Estimate') }),
    name: text({ required: true, max: 255, label: L('Hạng mục', 'Item'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Khối lượng', 'Quantity'), inList: true }),
    unit_price: money({ required: true, label: L('Đơn giá', 'Unit price'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền', 'Amount'), inList: true }),
  },
  access: { parent: { field: 'estimate_id' } },
  lines: [{ resource: 'zz_estimate_part', field: 'item_id', key: 'parts', max: 20, display: 'grid', totals: ['quantity', 'amount'] }],
  list: { order: 'id asc', filters: ['estimate_id'] },
  sampleCount: 0,
});

/** An item's part (its breakdown): quantity × unit price = amount, as the item's. */
export const zzEstimatePart = defineResource({
  name: 'zz_estimate_part',
  path: 'zz-estimate-part',
  label: L('Chi tiết hạng mục', 'Item part'),
  subject: SUBJECT,
  module: 'implementations.zz_estimate_parts',
  admin: { ...ADMIN, isHidden: true },
  titleField: 'name',
  fields: {
    item_id: ref('zz_estimate_item', { required: true, onDelete: 'cascade', label: L('Hạng mục', 'Item') }),
    name: text({ required: true, max: 255, label: L('Chi tiết', 'Part'), inList: true }),
    quantity: number({ required: true, scale: 3, min: 0, label: L('Khối lượng', 'Quantity'), inList: true }),
    unit_price: money({ required: true, label: L('Đơn giá', 'Unit price'), inList: true }),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền', 'Amount'), inList: true }),
  },
  access: { parent: { field: 'item_id' } },
  list: { order: 'id asc', filters: ['item_id'] },
  sampleCount: 0,
});

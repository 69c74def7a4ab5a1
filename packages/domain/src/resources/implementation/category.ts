/**
 * A project's work breakdown (spec §1 categories and checklists, §3 extra field `progress` of
 * categories, §7 categories and checklists with bulk POST and export; ADR 0021).
 *
 * - `implementation_category`: a tree of work packages of one project (Odoo's project stages and
 *   ERPNext's parent tasks): code, name, kind, planned dates, owner.
 * - `implementation_checklist`: the items of a category (ERPNext's tasks, Procore's punch items):
 *   owner, due date, weight, done and when.
 *
 * Progress is exact and stored (declared roll-ups kept by triggers, rollup.ts): a category's
 * `weight` is the weight of the active items in its active subtree (`own_weight` of its own items
 * plus `sub_weight`, the `weight` of its active sub-categories), `done_weight` likewise of the items
 * done; its `progress` is done_weight / weight in percent (0 without items). Each level's trigger
 * updates the parent, whose update fires the same trigger for the grandparent, so a write to an
 * item reaches the root in the same statement. The project's figures are the sums over its active
 * root categories (project.ts). Weighting by the items' weights means a heavy package counts as
 * much as the items it holds; a category has no weight of its own that could disagree with them.
 */
import { date, flag, longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const ADMIN_GROUP = L('Dự án triển khai', 'Implementation projects');

/** Who plans a project's work packages: its leadership and the quantity surveyor. */
export const CATEGORY_WRITERS = ['DIRECTOR', 'SITE_MANAGER', 'QS'] as const;
/** Who ticks checklist items off: the leadership, supervisors and site engineers. */
export const CHECKLIST_WRITERS = ['DIRECTOR', 'SITE_MANAGER', 'SUPERVISOR', 'ENGINEER'] as const;

const progressSql = (table: string, done: string, weight: string) =>
  `SELECT CASE WHEN coalesce(x.${weight}, 0) = 0 THEN 0 ELSE round(100 * x.${done} / x.${weight}, 2) END FROM ${table} x WHERE x.id = $id`;

/** How many percentage points a package may trail its planned progress before it is behind plan. */
export const BEHIND_PLAN_POINTS = 10;
/** Planned progress at `$today` (percent): linear from planned start to planned end. */
const plannedSql = `100 * LEAST(1, GREATEST(0, ($today - t.planned_start)::numeric / GREATEST(1, t.planned_end - t.planned_start)))`;
const behindPlanSql = `t.planned_start IS NOT NULL AND t.planned_start < $today AND t.weight > 0 AND ${plannedSql} - 100 * t.done_weight / t.weight > ${BEHIND_PLAN_POINTS}`;

export const implementationCategory = defineResource({
  name: 'implementation_category',
  transfer: { isExport: true, isImport: true, isBulk: true },
  path: 'implementation-category',
  label: L('Hạng mục công việc', 'Work package'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.categories',
  admin: { area: 'implementation', group: ADMIN_GROUP, order: 4, icon: 'apartment' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    parent_id: ref('implementation_category', { label: L('Thuộc hạng mục', 'Parent package'), inList: true }),
    code: text({ required: true, max: 50, format: 'code', label: L('Mã hạng mục', 'Code'), inList: true }),
    name: text({ required: true, max: 255, localized: true, label: L('Tên hạng mục', 'Name'), inList: true }),
    kind_id: ref('implementation_setting_item', { where: { category: 'CATEGORY_KIND' }, label: L('Loại hạng mục', 'Kind'), inList: true }),
    planned_start: date({ label: L('Bắt đầu kế hoạch', 'Planned start'), inList: true }),
    planned_end: date({ notBefore: 'planned_start', label: L('Kết thúc kế hoạch', 'Planned end'), inList: true }),
    owner_id: ref('staff', { label: L('Phụ trách', 'Owner'), inList: true }),
    description: longText({ max: 2000, label: L('Mô tả', 'Description') }),
    weight: number({ scale: 2, isReadonly: true, formula: { op: 'add', of: ['own_weight', 'sub_weight'] }, label: L('Tỷ trọng', 'Weight'), inList: true }),
    done_weight: number({ scale: 2, isReadonly: true, formula: { op: 'add', of: ['own_done', 'sub_done'] }, label: L('Tỷ trọng đã xong', 'Weight done') }),
  },
  tree: { parentField: 'parent_id' },
  access: projectMember(CATEGORY_WRITERS),
  alerts: [
    {
      // Behind plan: while its plan runs (planned end today or later), its progress trails the
      // planned progress (linear from planned start to planned end) by more than
      // BEHIND_PLAN_POINTS; packages without items have nothing to measure. Once per package and
      // planned end: a re-planned package is a new alert.
      name: 'behindPlan',
      field: 'planned_end',
      days: 3650,
      when: behindPlanSql,
      recipients: { fields: ['owner_id'], positions: ['DIRECTOR', 'SITE_MANAGER'] },
      message: L('Hạng mục "{title}" chậm so với kế hoạch (kết thúc kế hoạch {date})', 'Work package "{title}" is behind plan (planned end {date})'),
      sourceType: 'IMPLEMENTATION_CATEGORY_ALERT',
    },
  ],
  computed: {
    own_weight: { label: L('Tỷ trọng đầu việc', 'Items weight'), kind: 'number', rollup: { of: 'implementation_checklist', by: 'category_id', fn: 'sum', field: 'weight', stored: true } },
    own_done: { label: L('Tỷ trọng đầu việc đã xong', 'Items weight done'), kind: 'number', rollup: { of: 'implementation_checklist', by: 'category_id', fn: 'sum', field: 'weight', where: { is_done: true }, stored: true } },
    sub_weight: { label: L('Tỷ trọng hạng mục con', 'Sub-packages weight'), kind: 'number', rollup: { of: 'implementation_category', by: 'parent_id', fn: 'sum', field: 'weight', stored: true } },
    sub_done: { label: L('Tỷ trọng hạng mục con đã xong', 'Sub-packages weight done'), kind: 'number', rollup: { of: 'implementation_category', by: 'parent_id', fn: 'sum', field: 'done_weight', stored: true } },
    progress: { label: L('Tiến độ (%)', 'Progress (%)'), kind: 'number', sql: progressSql('implementation_category', 'done_weight', 'weight'), reads: ['implementation_category'] },
  },
  constraints: [{ kind: 'unique', fields: ['project_id', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: {
    order: 'code asc, id asc',
    sortable: ['code', 'name', 'planned_start', 'planned_end', 'weight'],
    filters: ['project_id', 'parent_id', 'kind_id', 'owner_id', 'planned_start', 'planned_end'],
    search: ['code', 'name'],
    defaultLimit: 100,
  },
  // Demo packages come per project from the demo seed (seed/implementation/implementation.ts): a package,
  // its sub-packages and its items belong to one project.
  sample: (i) => {
    const [code, name, name_en] = (
      [
        ['XT', 'Phần xây thô', 'Structural works'],
        ['HT', 'Phần hoàn thiện', 'Finishing works'],
        ['CD', 'Phần cơ điện', 'M&E works'],
      ] as const
    )[i % 3] as readonly [string, string, string];
    return { code: `${code}-${i + 1}`, name, name_en, parent_id: null };
  },
  sampleCount: 0,
});

export const implementationChecklist = defineResource({
  name: 'implementation_checklist',
  transfer: { isExport: true, isImport: true, isBulk: true },
  path: 'implementation-checklist',
  label: L('Đầu việc kiểm tra', 'Checklist item'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.checklists',
  admin: { area: 'implementation', group: ADMIN_GROUP, order: 5, icon: 'check-square' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    category_id: ref('implementation_category', { required: true, onDelete: 'cascade', label: L('Hạng mục', 'Work package'), inList: true }),
    title: text({ required: true, max: 255, localized: true, label: L('Nội dung', 'Item'), inList: true }),
    owner_id: ref('staff', { label: L('Người thực hiện', 'Owner'), inList: true }),
    due_date: date({ label: L('Hạn hoàn thành', 'Due date'), inList: true }),
    weight: number({ scale: 2, min: 0, max: 10_000, default: 1, required: true, label: L('Tỷ trọng', 'Weight'), inList: true }),
    is_done: flag({ label: L('Đã hoàn thành', 'Done'), inList: true }),
    done_date: date({ label: L('Ngày hoàn thành', 'Done on'), inList: true }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  access: projectMember(CHECKLIST_WRITERS),
  alerts: [
    {
      name: 'dueSoon',
      field: 'due_date',
      days: 3,
      where: { is_done: { in: ['false'] } },
      recipients: { fields: ['owner_id'], positions: ['SITE_MANAGER'] },
      message: L('Đầu việc "{title}" đến hạn ngày {date}', 'Checklist item "{title}" is due on {date}'),
      sourceType: 'IMPLEMENTATION_CHECKLIST_ALERT',
    },
    {
      // The day after its due date (up to a week later, should a pass be missed), once per due date.
      name: 'late',
      field: 'due_date',
      isAfter: true,
      days: 7,
      where: { is_done: { in: ['false'] } },
      recipients: { fields: ['owner_id'], positions: ['SITE_MANAGER'] },
      message: L('Đầu việc "{title}" đã quá hạn ngày {date}', 'Checklist item "{title}" is late: it was due on {date}'),
      sourceType: 'IMPLEMENTATION_CHECKLIST_ALERT',
    },
  ],
  list: {
    order: 'due_date asc, id asc',
    sortable: ['title', 'due_date', 'weight', 'done_date'],
    filters: ['project_id', 'category_id', 'owner_id', 'is_done', 'due_date', 'done_date'],
    // Late items (`f_late=1`): not done, due before today in Vietnam; a project's open items by due
    // date have their own index, so a project's late list is one range read in it.
    presets: { late: { label: L('Trễ hạn', 'Late'), filters: { is_done: 'false', due_date_to: '{yesterday}' } } },
    indexes: [['project_id', 'is_done', 'due_date']],
    // Ticked done from the list by whoever may write the item (the project's writing positions).
    toggles: ['is_done'],
    search: ['title'],
    defaultLimit: 50,
  },
  sample: (i) => {
    const items: [string, string][] = [
      ['Nghiệm thu cốt thép móng', 'Footing reinforcement inspection'],
      ['Đổ bê tông sàn tầng 1', 'First-floor slab pour'],
      ['Lắp dựng khung thép', 'Steel frame erection'],
      ['Thí nghiệm nén mẫu bê tông', 'Concrete cube test'],
    ];
    const [title, title_en] = items[i % items.length] as [string, string];
    return { title, title_en, weight: 1 + (i % 3), is_done: false, done_date: null };
  },
  sampleCount: 0,
});

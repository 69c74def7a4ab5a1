/**
 * Project implementation, the workspace's core (spec §1 project implementation, §6 module
 * implementations.implementation_projects, §7 /implementation-project with all and summary,
 * setting items, setting positions, /implementation-user with list, all, option and by id; ADR 0021).
 *
 * - A project is seen only by its members (`implementation_user`: a staff file with a position in
 *   the project) and by holders of "view all" (or approve) on IMPLEMENTATION_MANAGEMENT within their
 *   operating range (`access.unit` on the owning unit). Every record of the project declares the same
 *   member rule through its `project_id` (MEMBERS below), so list, get, counts, exports, files and
 *   the activity log follow it without code per entity.
 * - Positions are records (`implementation_setting_position`: director, site manager, QS,
 *   supervisor...); a rule's `writePositions` names their codes. The project's director and site
 *   manager edit the project and its members; the others read.
 * - `/implementation-setting-item`: the area's settings tree (kinds of categories, supplies, memos,
 *   documents; units of measure), as the asset settings.
 */
import { date, enumOf, integer, longText, mediaList, money, ref, text } from '../../fields.js';
import { defineResource, type MemberRule } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
export const IMPLEMENTATION_SUBJECT = 'IMPLEMENTATION_MANAGEMENT';
const PROJECTS = L('Dự án triển khai', 'Implementation projects');
const SETTINGS = L('Cài đặt triển khai', 'Implementation settings');

/** A project's members: staff files linked to it with a position (whose `code` the rules name). */
export const PROJECT_MEMBERS: MemberRule['through'] = { resource: 'implementation_user', parentField: 'project_id', userField: 'staff_id', positionField: 'position_id' };
/** Who writes a project's records unless a record says otherwise: its leadership. */
export const PROJECT_LEADS = ['DIRECTOR', 'SITE_MANAGER'] as const;
/** The member rule of a project's record through its `project_id`, written by `positions`. */
export const projectMember = (positions: readonly string[] = PROJECT_LEADS, field = 'project_id') => ({ member: { field, through: PROJECT_MEMBERS, writePositions: positions } }) as const;

const POSITIONS: [string, string, string][] = [
  ['DIRECTOR', 'Giám đốc dự án', 'Project director'],
  ['SITE_MANAGER', 'Chỉ huy trưởng công trường', 'Site manager'],
  ['QS', 'Kỹ sư dự toán (QS)', 'Quantity surveyor'],
  ['SUPERVISOR', 'Giám sát thi công', 'Construction supervisor'],
  ['ENGINEER', 'Kỹ sư hiện trường', 'Site engineer'],
  ['ACCOUNTANT', 'Kế toán dự án', 'Project accountant'],
  ['VIEWER', 'Theo dõi', 'Observer'],
];

export const implementationSettingPosition = defineResource({
  name: 'implementation_setting_position',
  transfer: { isImport: true },
  path: 'implementation-setting-position',
  label: L('Vị trí trong dự án', 'Project position'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.setting_positions',
  admin: { area: 'implementation', group: SETTINGS, order: 2, icon: 'idcard' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã vị trí', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên vị trí', 'Name'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả công việc', 'Duties') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const [code, name, name_en] = POSITIONS[i % POSITIONS.length] as [string, string, string];
    return { code: i < POSITIONS.length ? code : `${code}_${i}`, name, name_en };
  },
  sampleCount: POSITIONS.length,
});

export const IMPLEMENTATION_SETTING_LISTS = ['CATEGORY_KIND', 'SUPPLY_KIND', 'MEMO_KIND', 'DOCUMENT_KIND', 'UNIT_OF_MEASURE'] as const;

const SETTING_SAMPLES: [string, string, string, string][] = [
  ['CATEGORY_KIND', 'XAY_THO', 'Phần xây thô', 'Structural works'],
  ['CATEGORY_KIND', 'HOAN_THIEN', 'Phần hoàn thiện', 'Finishing works'],
  ['CATEGORY_KIND', 'CO_DIEN', 'Phần cơ điện', 'M&E works'],
  ['SUPPLY_KIND', 'THEP', 'Thép xây dựng', 'Reinforcing steel'],
  ['SUPPLY_KIND', 'BE_TONG', 'Bê tông thương phẩm', 'Ready-mixed concrete'],
  ['MEMO_KIND', 'CHI_THI', 'Chỉ thị công trường', 'Site instruction'],
  ['MEMO_KIND', 'THAY_DOI', 'Yêu cầu thay đổi thiết kế', 'Design change request'],
  ['DOCUMENT_KIND', 'BAN_VE', 'Bản vẽ thi công', 'Shop drawings'],
  ['DOCUMENT_KIND', 'BIEN_BAN', 'Biên bản nghiệm thu', 'Acceptance minutes'],
  ['UNIT_OF_MEASURE', 'M3', 'Mét khối', 'Cubic metre'],
  ['UNIT_OF_MEASURE', 'TAN', 'Tấn', 'Tonne'],
  ['UNIT_OF_MEASURE', 'M2', 'Mét vuông', 'Square metre'],
];

export const implementationSettingItem = defineResource({
  name: 'implementation_setting_item',
  transfer: { isImport: true },
  path: 'implementation-setting-item',
  label: L('Danh mục triển khai', 'Implementation setting'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.setting_items',
  admin: { area: 'implementation', group: SETTINGS, order: 1, icon: 'setting' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 50, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
    category: enumOf(IMPLEMENTATION_SETTING_LISTS, {
      required: true,
      label: L('Danh mục', 'List'),
      inList: true,
      options: {
        CATEGORY_KIND: { label: L('Loại hạng mục', 'Work package kind') },
        SUPPLY_KIND: { label: L('Loại vật tư', 'Supply kind') },
        MEMO_KIND: { label: L('Loại ghi nhớ', 'Memo kind') },
        DOCUMENT_KIND: { label: L('Loại hồ sơ', 'Document kind') },
        UNIT_OF_MEASURE: { label: L('Đơn vị tính', 'Unit of measure') },
      },
    }),
    parent_id: ref('implementation_setting_item', { label: L('Thuộc', 'Parent'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['category', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name'], filters: ['category', 'parent_id'], search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const [category, code, name, name_en] = SETTING_SAMPLES[i % SETTING_SAMPLES.length] as [string, string, string, string];
    return { category, code: i < SETTING_SAMPLES.length ? code : `${code}_${i}`, name, name_en, parent_id: null };
  },
  sampleCount: SETTING_SAMPLES.length,
});

export const PROJECT_STATUSES = ['PLANNING', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'] as const;

/** A project's life: planned, under way (held and resumed), completed, or cancelled before completion. */
export const IMPLEMENTATION_PROJECT_WORKFLOW: Workflow = {
  name: 'implementationProject',
  statuses: PROJECT_STATUSES,
  initial: 'PLANNING',
  transitions: [
    ...move('PLANNING', 'IN_PROGRESS', 'start', 'edit'),
    ...move('IN_PROGRESS', 'ON_HOLD', 'hold', 'edit'),
    ...move('ON_HOLD', 'IN_PROGRESS', 'resume', 'edit'),
    ...move('IN_PROGRESS', 'COMPLETED', 'complete', 'approve'),
    ...move(['PLANNING', 'ON_HOLD'], 'CANCELLED', 'cancel', 'approve', true),
    ...move('COMPLETED', 'IN_PROGRESS', 'reopen', 'approve', true),
  ],
  editable: ['PLANNING', 'IN_PROGRESS', 'ON_HOLD'],
  labels: {
    statuses: {
      PLANNING: L('Chuẩn bị', 'Planning'),
      IN_PROGRESS: L('Đang triển khai', 'In progress'),
      ON_HOLD: L('Tạm dừng', 'On hold'),
      COMPLETED: L('Hoàn thành', 'Completed'),
      CANCELLED: L('Đã hủy', 'Cancelled'),
    },
    actions: { start: L('Khởi công', 'Start'), hold: L('Tạm dừng', 'Put on hold'), resume: L('Tiếp tục', 'Resume'), complete: L('Hoàn thành', 'Complete'), reopen: L('Mở lại', 'Reopen') },
  },
};

const PROJECTS_SAMPLE: [string, string, string, string, number, string, string][] = [
  ['Nhà máy sản xuất linh kiện ô tô Chu Lai giai đoạn 3', 'Chu Lai auto parts plant, phase 3', 'KCN Tam Hiệp, Núi Thành', 'Quảng Nam', 1_250_000_000_000, '12 ha; 3 xưởng dập, hàn và sơn; công suất 60.000 bộ linh kiện/năm', 'Xây dựng giai đoạn 3 của nhà máy linh kiện: nhà xưởng kết cấu thép, hệ thống cơ điện, đường nội bộ và trạm xử lý nước thải; lắp đặt dây chuyền dập và hàn robot.'],
  ['Showroom THACO AUTO Thủ Đức', 'THACO AUTO Thu Duc showroom', 'TP. Thủ Đức', 'TP. Hồ Chí Minh', 85_000_000_000, '4.500 m² sàn; trưng bày 40 xe; xưởng dịch vụ 12 khoang', 'Showroom 3S (bán hàng, dịch vụ, phụ tùng) theo nhận diện THACO AUTO: phần thô, mặt dựng kính, nội thất trưng bày và xưởng dịch vụ.'],
  ['Nhà máy xe bus THACO mở rộng', 'THACO bus plant expansion', 'KCN Chu Lai', 'Quảng Nam', 420_000_000_000, 'Mở rộng 5 ha; nâng công suất thêm 1.500 xe bus/năm', 'Mở rộng xưởng lắp ráp khung gầm và xưởng sơn tĩnh điện, kho thành phẩm và bãi thử xe.'],
  ['Trung tâm logistics cảng Chu Lai', 'Chu Lai port logistics centre', 'Cảng Chu Lai', 'Quảng Nam', 610_000_000_000, 'Kho 60.000 m²; bãi container 8 ha; 2 cầu trục', 'Kho hàng, bãi container và hệ thống cầu trục phục vụ xuất khẩu xe và linh kiện qua cảng Chu Lai.'],
  ['Khu nhà ở công nhân Núi Thành', 'Nui Thanh workers housing', 'Núi Thành', 'Quảng Nam', 230_000_000_000, '6 khối nhà 5 tầng; 1.200 căn hộ; nhà trẻ và khu thể thao', 'Nhà ở cho công nhân các nhà máy tại Chu Lai: 6 khối nhà, hạ tầng kỹ thuật, nhà trẻ, sân thể thao và cây xanh.'],
  ['Showroom THACO AUTO Đà Nẵng', 'THACO AUTO Da Nang showroom', 'Quận Cẩm Lệ', 'Đà Nẵng', 72_000_000_000, '3.800 m² sàn; trưng bày 30 xe; xưởng dịch vụ 10 khoang', 'Showroom 3S mới tại Đà Nẵng: phần thô, hoàn thiện, cơ điện và xưởng dịch vụ.'],
];

/** The project's page (`/implementation-project/summary/{id}` adds the figures of its records). */
export const implementationProject = defineResource({
  name: 'implementation_project',
  transfer: { isImport: true },
  path: 'implementation-project',
  label: L('Dự án triển khai', 'Implementation project'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.implementation_projects',
  admin: { area: 'implementation', group: PROJECTS, order: 1, icon: 'project' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã dự án', 'Project code'), inList: true }),
    name: text({ required: true, max: 255, localized: true, label: L('Tên dự án', 'Project name'), inList: true }),
    unit_id: ref('organization', { required: true, label: L('Đơn vị chủ quản', 'Owning unit') }),
    manager_id: ref('staff', { label: L('Giám đốc dự án', 'Project director'), inList: true }),
    site: text({ max: 500, label: L('Địa điểm xây dựng', 'Site') }),
    province: text({ max: 100, label: L('Tỉnh/Thành phố', 'Province') }),
    start_date: date({ label: L('Ngày khởi công', 'Start date'), inList: true }),
    end_date: date({ notBefore: 'start_date', label: L('Ngày hoàn thành dự kiến', 'Planned completion') }),
    budget: money({ label: L('Tổng mức đầu tư (VNĐ)', 'Budget (VND)'), inList: true }),
    scale: text({ max: 500, label: L('Quy mô', 'Scale') }),
    description: longText({ max: 4000, label: L('Mô tả', 'Description') }),
    photos: mediaList('image', { max: 20, label: L('Hình ảnh dự án', 'Project photos') }),
  },
  workflow: IMPLEMENTATION_PROJECT_WORKFLOW,
  // The project's workspace: its records as tabs of its page (each list fixed to the project).
  children: [
    { resource: 'implementation_user', field: 'project_id', label: L('Thành viên', 'Members') },
    { resource: 'implementation_contract', field: 'project_id', label: L('Hợp đồng', 'Contracts') },
    { resource: 'implementation_category', field: 'project_id', label: L('Hạng mục', 'Work packages') },
    { resource: 'implementation_checklist', field: 'project_id', label: L('Checklist', 'Checklist') },
    { resource: 'implementation_construction', field: 'project_id', label: L('Nhật ký', 'Diary') },
    { resource: 'implementation_document', field: 'project_id', label: L('Hồ sơ', 'Documents') },
    // The money (issue 41; ADR 0023): budgets with their progress bars, payments, additional items, cost reviews, review points.
    { resource: 'implementation_subcontractor_budget', field: 'project_id', label: L('Ngân sách thầu phụ', 'Budgets') },
    { resource: 'implementation_payment', field: 'project_id', label: L('Thanh toán', 'Payments') },
    { resource: 'implementation_additional', field: 'project_id', label: L('Phát sinh', 'Additional items') },
    { resource: 'implementation_review_cost', field: 'project_id', label: L('Thẩm định chi phí', 'Cost reviews') },
    { resource: 'implementation_review_point', field: 'project_id', label: L('Đánh giá nhà thầu', 'Review points') },
  ],
  access: { ...projectMember(PROJECT_LEADS, 'id'), unit: { field: 'unit_id' } },
  // Progress (category.ts): the weight of its root work packages' items, and of those done, kept
  // by triggers; the percentage computed with the page.
  computed: {
    category_weight: { label: L('Tỷ trọng hạng mục', 'Packages weight'), kind: 'number', rollup: { of: 'implementation_category', by: 'project_id', fn: 'sum', field: 'weight', where: { parent_id: { isNull: true } }, stored: true } },
    category_done: { label: L('Tỷ trọng đã xong', 'Weight done'), kind: 'number', rollup: { of: 'implementation_category', by: 'project_id', fn: 'sum', field: 'done_weight', where: { parent_id: { isNull: true } }, stored: true } },
    progress: {
      label: L('Tiến độ (%)', 'Progress (%)'),
      kind: 'number',
      sql: 'SELECT CASE WHEN coalesce(x.category_weight, 0) = 0 THEN 0 ELSE round(100 * x.category_done / x.category_weight, 2) END FROM implementation_project x WHERE x.id = $id',
      reads: ['implementation_project'],
    },
  },
  numbering: { field: 'code', pattern: 'TK-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  list: {
    order: 'created_date desc',
    paths: ['implementation-project/all'],
    sortable: ['code', 'name', 'start_date', 'end_date', 'budget'],
    filters: ['unit_id', 'manager_id', 'province', 'status'],
    search: ['code', 'name', 'site', 'province'],
  },
  form: {
    groups: [
      { key: 'general', label: L('Thông tin dự án', 'Project'), fields: ['code', 'name', 'unit_id', 'manager_id', 'budget', 'scale'] },
      { key: 'place', label: L('Địa điểm và tiến độ', 'Site and schedule'), fields: ['site', 'province', 'start_date', 'end_date'] },
    ],
  },
  sample: (i) => {
    const [name, name_en, site, province, budget, scale, description] = PROJECTS_SAMPLE[i % PROJECTS_SAMPLE.length] as [string, string, string, string, number, string, string];
    const n = Math.floor(i / PROJECTS_SAMPLE.length);
    const start = new Date(Date.UTC(2025, (i * 3) % 12, 1 + (i % 20)));
    const end = new Date(start.getTime() + (420 + (i % 5) * 90) * 86_400_000);
    return {
      code: `TK-2025-${String(i + 1).padStart(3, '0')}`,
      name: n ? `${name} (gói ${n + 1})` : name,
      name_en: n ? `${name_en} (package ${n + 1})` : name_en,
      site,
      province,
      budget,
      scale,
      description,
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      // Most under way, one being prepared, one on hold, one handed over.
      status: ['IN_PROGRESS', 'IN_PROGRESS', 'PLANNING', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED'][i % 6],
    };
  },
  sampleCount: 6,
});

export const implementationUser = defineResource({
  name: 'implementation_user',
  transfer: { isImport: true },
  path: 'implementation-user',
  label: L('Thành viên dự án', 'Project member'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.implementation_users',
  admin: { area: 'implementation', group: PROJECTS, order: 2, icon: 'team' },
  titleField: 'staff_id',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    staff_id: ref('staff', { required: true, label: L('Nhân sự', 'Staff'), inList: true }),
    position_id: ref('implementation_setting_position', { required: true, label: L('Vị trí', 'Position'), inList: true }),
    joined_date: date({ label: L('Ngày tham gia', 'Joined'), inList: true }),
    left_date: date({ notBefore: 'joined_date', label: L('Ngày rời dự án', 'Left') }),
    workload: integer({ min: 0, max: 100, label: L('Tỷ lệ tham gia (%)', 'Allocation (%)') }),
    notes: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  // Members see their co-members; the project's director and site manager add and remove them.
  access: projectMember(),
  constraints: [{ kind: 'unique', fields: ['project_id', 'staff_id'], isActiveOnly: true, errorField: 'staff_id' }],
  list: {
    order: 'created_date asc',
    paths: ['implementation-user/all', 'implementation-user/option'],
    filters: ['project_id', 'staff_id', 'position_id'],
  },
  sampleCount: 24,
});

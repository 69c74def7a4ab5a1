/**
 * Business projects (spec §7 /project-business; issue 39, ADR 0020): the investment and
 * business-development projects of the group, from the idea to operation, and their members.
 *
 * Business data is confidential (issue 39 "Access"): a project and every record of it (studies,
 * contracts, bids, checklists, plans) is read only by the project's members (`access.member` through
 * `business_project_member`) and by holders of "view all" on BUSINESS_MANAGEMENT within their
 * operating range (`access.unit` on the owning unit); members write according to their position.
 */
import { date, enumOf, longText, mediaList, money, ref, text } from '../../fields.js';
import { type AccessRule, defineResource, type MemberRule } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
export const BUSINESS_PROJECTS = L('Dự án', 'Projects');

/** Positions in a business project: who writes what (the project's records: director, manager, analyst; viewers read). */
export const BUSINESS_MEMBER_POSITIONS = ['DIRECTOR', 'MANAGER', 'ANALYST', 'VIEWER'] as const;
export const BUSINESS_WRITERS = ['DIRECTOR', 'MANAGER', 'ANALYST'] as const;

/** Members are staff files linked to a project with a position. */
export const BUSINESS_MEMBERS: MemberRule['through'] = { resource: 'business_project_member', parentField: 'project_id', userField: 'staff_id', positionField: 'position' };

/**
 * The access rule of a record of a project (its `project_id`): the project's members (writers by
 * position) and, for "view all" holders, the project's owning unit within their operating range.
 */
export const ofProject = (field = 'project_id', writePositions: readonly string[] = BUSINESS_WRITERS): AccessRule => ({
  member: { field, through: BUSINESS_MEMBERS, writePositions },
  unit: { field, through: { resource: 'project_business', field: 'unit_id' } },
});

export const BUSINESS_PHASES = ['IDEA', 'FEASIBILITY', 'APPROVED', 'BIDDING', 'IMPLEMENTATION', 'OPERATION', 'CLOSED', 'CANCELLED'] as const;
export const BUSINESS_PHASE_OPTIONS = {
  IDEA: { label: L('Ý tưởng', 'Idea'), color: 'default' },
  FEASIBILITY: { label: L('Nghiên cứu khả thi', 'Feasibility'), color: 'blue' },
  APPROVED: { label: L('Đã phê duyệt chủ trương', 'Approved'), color: 'cyan' },
  BIDDING: { label: L('Lựa chọn nhà thầu', 'Bidding'), color: 'purple' },
  IMPLEMENTATION: { label: L('Triển khai', 'Implementation'), color: 'gold' },
  OPERATION: { label: L('Vận hành', 'Operation'), color: 'green' },
  CLOSED: { label: L('Đã kết thúc', 'Closed'), color: 'default' },
  CANCELLED: { label: L('Đã dừng', 'Cancelled'), color: 'red' },
} as const;
export const BUSINESS_SCALES = ['SMALL', 'MEDIUM', 'LARGE', 'NATIONAL'] as const;

const SAMPLE_PROJECTS: [string, string, string, number, string][] = [
  ['Nhà máy ô tô THACO Chu Lai mở rộng giai đoạn 3', 'THACO Chu Lai automotive plant expansion, phase 3', 'Quảng Nam', 4_500_000_000_000, 'IMPLEMENTATION'],
  ['Showroom THACO Auto Đà Nẵng', 'THACO Auto Da Nang showroom', 'Đà Nẵng', 120_000_000_000, 'FEASIBILITY'],
  ['Nhà máy Bus THACO công suất 5.000 xe/năm', 'THACO Bus factory, 5,000 buses a year', 'Quảng Nam', 1_850_000_000_000, 'BIDDING'],
  ['Trung tâm logistics cảng Chu Lai', 'Chu Lai port logistics centre', 'Quảng Nam', 980_000_000_000, 'APPROVED'],
  ['Showroom Kia - Mazda Cần Thơ', 'Kia - Mazda showroom Can Tho', 'Cần Thơ', 95_000_000_000, 'OPERATION'],
  ['Khu phức hợp THAGRICO Gia Lai', 'THAGRICO Gia Lai agricultural complex', 'Gia Lai', 2_300_000_000_000, 'IDEA'],
];

export const projectBusiness = defineResource({
  name: 'project_business',
  path: 'project-business',
  label: L('Dự án kinh doanh', 'Business project'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.project_businesses',
  admin: { area: 'business', group: BUSINESS_PROJECTS, icon: 'project' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã dự án', 'Project code'), inList: true }),
    name: text({ required: true, max: 300, localized: true, label: L('Tên dự án', 'Project name'), inList: true }),
    type_id: ref('business_setting_item', { required: true, where: { category: 'PROJECT_TYPE' }, label: L('Loại dự án', 'Project type'), inList: true }),
    sector_id: ref('business_setting_item', { where: { category: 'SECTOR' }, label: L('Lĩnh vực', 'Sector') }),
    segment_id: ref('business_setting_item', { where: { category: 'MARKET_SEGMENT' }, label: L('Phân khúc thị trường', 'Market segment') }),
    unit_id: ref('organization', { required: true, label: L('Đơn vị chủ quản', 'Owning unit'), inList: true }),
    province: text({ max: 100, label: L('Tỉnh / thành phố', 'Province'), inList: true }),
    location: text({ max: 300, label: L('Địa điểm', 'Site') }),
    scale: enumOf(BUSINESS_SCALES, {
      label: L('Quy mô', 'Scale'),
      options: {
        SMALL: { label: L('Nhỏ (dưới 100 tỷ)', 'Small (under 100 bn)') },
        MEDIUM: { label: L('Vừa (100 - 1.000 tỷ)', 'Medium (100 - 1,000 bn)') },
        LARGE: { label: L('Lớn (trên 1.000 tỷ)', 'Large (over 1,000 bn)') },
        NATIONAL: { label: L('Dự án quan trọng quốc gia', 'National key project') },
      },
    }),
    capacity: text({ max: 200, label: L('Công suất / diện tích', 'Capacity / area') }),
    total_investment: money({ label: L('Tổng mức đầu tư (VNĐ)', 'Total investment (VND)'), inList: true }),
    phase: enumOf(BUSINESS_PHASES, { required: true, default: 'IDEA', label: L('Giai đoạn', 'Phase'), inList: true, options: BUSINESS_PHASE_OPTIONS }),
    owner_id: ref('staff', { label: L('Chủ nhiệm dự án', 'Project owner'), inList: true }),
    start_date: date({ label: L('Ngày bắt đầu', 'Start date') }),
    end_date: date({ notBefore: 'start_date', label: L('Ngày kết thúc dự kiến', 'Expected end') }),
    description: longText({ max: 4000, label: L('Mục tiêu và mô tả', 'Goals and description') }),
    attachments: mediaList('attachment', { max: 20, label: L('Tài liệu đính kèm', 'Attachments') }),
  },
  // Members (and view-all holders within their range) read; the director and managers change the project.
  access: { member: { field: 'id', through: BUSINESS_MEMBERS, writePositions: ['DIRECTOR', 'MANAGER'] }, unit: { field: 'unit_id' } },
  numbering: { field: 'code', pattern: 'DAKD-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  children: [
    { resource: 'business_project_member', field: 'project_id' },
    { resource: 'business_feasibility', field: 'project_id' },
    { resource: 'business_contract', field: 'project_id' },
    { resource: 'business_matrix', field: 'project_id' },
    { resource: 'bid', field: 'project_id' },
    { resource: 'contractor_evaluation', field: 'project_id' },
  ],
  computed: {
    member_count: { label: L('Số thành viên', 'Members'), kind: 'integer', rollup: { of: 'business_project_member', by: 'project_id', fn: 'count' } },
    feasibility_count: { label: L('Số nghiên cứu khả thi', 'Feasibility studies'), kind: 'integer', rollup: { of: 'business_feasibility', by: 'project_id', fn: 'count' } },
    contract_value: { label: L('Giá trị hợp đồng (VNĐ)', 'Contract value (VND)'), kind: 'number', rollup: { of: 'business_contract', by: 'project_id', fn: 'sum', field: 'value' } },
  },
  list: {
    order: 'created_date desc',
    sortable: ['code', 'name', 'total_investment', 'start_date'],
    filters: ['type_id', 'sector_id', 'segment_id', 'unit_id', 'phase', 'owner_id', 'province', 'scale'],
    search: ['code', 'name', 'province'],
  },
  sample: (i) => {
    const [name, name_en, province, total_investment, phase] = SAMPLE_PROJECTS[i % SAMPLE_PROJECTS.length] as (typeof SAMPLE_PROJECTS)[number];
    return { code: `DAKD-MAU-${String(i + 1).padStart(3, '0')}`, name, name_en, province, total_investment, phase, scale: total_investment >= 1_000_000_000_000 ? 'LARGE' : 'MEDIUM', start_date: '2026-01-15', end_date: '2028-12-31' };
  },
});

export const businessProjectMember = defineResource({
  name: 'business_project_member',
  path: 'business-project-member',
  label: L('Thành viên dự án kinh doanh', 'Business project member'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.project_members',
  admin: { area: 'business', isHidden: true },
  titleField: 'staff_id',
  fields: {
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    staff_id: ref('staff', { required: true, label: L('Nhân sự', 'Staff'), inList: true }),
    position: enumOf(BUSINESS_MEMBER_POSITIONS, {
      required: true,
      default: 'VIEWER',
      label: L('Vai trò trong dự án', 'Role in the project'),
      inList: true,
      options: {
        DIRECTOR: { label: L('Giám đốc dự án', 'Project director'), color: 'red' },
        MANAGER: { label: L('Quản lý dự án', 'Project manager'), color: 'blue' },
        ANALYST: { label: L('Chuyên viên phân tích', 'Analyst'), color: 'green' },
        VIEWER: { label: L('Theo dõi', 'Viewer'), color: 'default' },
      },
    }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  // Members see their co-members; the director and managers add and remove them.
  access: ofProject('project_id', ['DIRECTOR', 'MANAGER']),
  constraints: [{ kind: 'unique', fields: ['project_id', 'staff_id'], isActiveOnly: true, errorField: 'staff_id' }],
  list: { order: 'created_date asc', filters: ['project_id', 'staff_id', 'position'] },
  sample: (i) => ({ position: BUSINESS_MEMBER_POSITIONS[i % BUSINESS_MEMBER_POSITIONS.length], note: null }),
});

/**
 * Contractors and suppliers (spec §1 "contractors and their evaluation", §7 contractor family:
 * /contractor, contractor setting items; ADR 0020). The master record both project areas pick from:
 * business bids invite them, implementation contracts, payments, budgets and cost reviews name them.
 *
 * - `/contractor-setting-item`: the contractors' settings tree in the style of the asset settings:
 *   its second level names the lists (FIELD_OF_WORK, CONTRACTOR_TYPE), whose children are the values.
 * - `/contractor`: a company with its tax code (10 digits, or 13 for a branch: unique among active
 *   contractors), what it is (contractor, supplier or both), its fields of work, contacts, and a
 *   blacklist with the reason (a blacklisted contractor stays on file but is marked in pickers).
 * - Its grade is the one of its latest evaluation (kept by the business module on every write of an
 *   evaluation), so the list is filtered by field of work and grade; its record page lists its
 *   evaluations as a tab (each under its project's rule: a reader sees those of the projects they read).
 * - Master data of the group: readable by who holds "view" on CONTRACTOR_MANAGEMENT, written with
 *   "edit"; the project areas' screens show contractors by name through their own records.
 */
import { email, enumOf, flag, longText, mediaList, phone, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { GRADES } from '../../scoring.js';

const L = (vi: string, en: string) => ({ vi, en });
const CONTRACTORS = L('Nhà thầu', 'Contractors');

/** The setting lists under ROOT_CONTRACTOR (the tree's second level). */
export const CONTRACTOR_SETTING_LISTS = ['FIELD_OF_WORK', 'CONTRACTOR_TYPE'] as const;

const SETTING_SAMPLES: [string, string, string, string][] = [
  ['FIELD_OF_WORK', 'XAY_DUNG', 'Xây dựng dân dụng và công nghiệp', 'Civil and industrial construction'],
  ['FIELD_OF_WORK', 'KET_CAU_THEP', 'Kết cấu thép nhà xưởng', 'Factory steel structures'],
  ['FIELD_OF_WORK', 'CO_DIEN', 'Cơ điện (M&E)', 'Mechanical and electrical (M&E)'],
  ['FIELD_OF_WORK', 'PCCC', 'Phòng cháy chữa cháy', 'Fire protection'],
  ['FIELD_OF_WORK', 'VAT_TU', 'Cung cấp vật tư xây dựng', 'Building materials supply'],
  ['FIELD_OF_WORK', 'THIET_BI', 'Thiết bị dây chuyền sản xuất', 'Production line equipment'],
  ['FIELD_OF_WORK', 'TU_VAN', 'Tư vấn thiết kế, giám sát', 'Design and supervision consulting'],
  ['CONTRACTOR_TYPE', 'TONG_THAU', 'Tổng thầu', 'General contractor'],
  ['CONTRACTOR_TYPE', 'THAU_PHU', 'Thầu phụ', 'Subcontractor'],
  ['CONTRACTOR_TYPE', 'NCC', 'Nhà cung cấp', 'Supplier'],
];

export const contractorSettingItem = defineResource({
  name: 'contractor_setting_item',
  transfer: { isImport: true },
  path: 'contractor-setting-item',
  label: L('Danh mục nhà thầu', 'Contractor setting'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.setting_items',
  admin: { area: 'business', group: CONTRACTORS, order: 9, icon: 'setting' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 50, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
    category: enumOf(CONTRACTOR_SETTING_LISTS, {
      required: true,
      label: L('Danh mục', 'List'),
      inList: true,
      options: { FIELD_OF_WORK: { label: L('Lĩnh vực hoạt động', 'Field of work') }, CONTRACTOR_TYPE: { label: L('Loại nhà thầu', 'Contractor type') } },
    }),
    parent_id: ref('contractor_setting_item', { label: L('Thuộc', 'Parent'), inList: true }),
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

export const CONTRACTOR_KINDS = ['CONTRACTOR', 'SUPPLIER', 'BOTH'] as const;

const COMPANIES: [string, string, string, string][] = [
  ['Công ty CP Xây dựng Coteccons', 'Coteccons Construction JSC', 'Quận 7, TP. Hồ Chí Minh', 'CONTRACTOR'],
  ['Công ty CP Tập đoàn Xây dựng Hòa Bình', 'Hoa Binh Construction Group JSC', 'Quận 3, TP. Hồ Chí Minh', 'CONTRACTOR'],
  ['Công ty TNHH Kết cấu thép Zamil Việt Nam', 'Zamil Steel Vietnam Co., Ltd.', 'KCN Nhơn Trạch, Đồng Nai', 'BOTH'],
  ['Công ty CP Cơ điện lạnh REE', 'REE Mechanical & Electrical JSC', 'Quận Tân Bình, TP. Hồ Chí Minh', 'CONTRACTOR'],
  ['Công ty CP Thép Hòa Phát', 'Hoa Phat Steel JSC', 'Hải Dương', 'SUPPLIER'],
  ['Công ty TNHH Bê tông Chu Lai', 'Chu Lai Concrete Co., Ltd.', 'Núi Thành, Quảng Nam', 'SUPPLIER'],
  ['Công ty CP PCCC Bình Minh', 'Binh Minh Fire Protection JSC', 'Đà Nẵng', 'CONTRACTOR'],
  ['Công ty CP Tư vấn Thiết kế Xây dựng Miền Trung', 'Central Vietnam Design Consultants JSC', 'Hải Châu, Đà Nẵng', 'CONTRACTOR'],
];

export const contractor = defineResource({
  name: 'contractor',
  transfer: { isImport: true },
  path: 'contractor',
  label: L('Nhà thầu', 'Contractor'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.contractors',
  admin: { area: 'business', group: CONTRACTORS, order: 1, icon: 'team' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã nhà thầu', 'Code'), inList: true }),
    name: text({ required: true, max: 255, localized: true, label: L('Tên nhà thầu', 'Name'), inList: true }),
    tax_code: text({ required: true, max: 14, format: 'taxCode', label: L('Mã số thuế', 'Tax code'), inList: true }),
    kind: enumOf(CONTRACTOR_KINDS, {
      required: true,
      default: 'CONTRACTOR',
      label: L('Vai trò', 'Role'),
      inList: true,
      options: {
        CONTRACTOR: { label: L('Nhà thầu', 'Contractor'), color: 'blue' },
        SUPPLIER: { label: L('Nhà cung cấp', 'Supplier'), color: 'green' },
        BOTH: { label: L('Nhà thầu và nhà cung cấp', 'Contractor and supplier'), color: 'purple' },
      },
    }),
    type_id: ref('contractor_setting_item', { where: { category: 'CONTRACTOR_TYPE' }, label: L('Loại nhà thầu', 'Contractor type'), inList: true }),
    field_ids: refs('contractor_setting_item', { max: 20, where: { category: 'FIELD_OF_WORK' }, label: L('Lĩnh vực hoạt động', 'Fields of work') }),
    address: text({ max: 500, label: L('Địa chỉ', 'Address') }),
    representative: text({ max: 100, format: 'personName', label: L('Người đại diện', 'Representative') }),
    contact_name: text({ max: 100, format: 'personName', label: L('Người liên hệ', 'Contact person'), inList: true }),
    phone: phone({ label: L('Điện thoại', 'Phone'), inList: true }),
    email: email({ label: L('Email', 'Email') }),
    grade: enumOf(GRADES, {
      isReadonly: true,
      label: L('Xếp loại gần nhất', 'Latest grade'),
      help: L('Theo lần đánh giá gần nhất', 'From the latest evaluation'),
      inList: true,
      options: {
        A: { label: L('A - Tốt', 'A - Good'), color: 'green' },
        B: { label: L('B - Khá', 'B - Fair'), color: 'blue' },
        C: { label: L('C - Trung bình', 'C - Average'), color: 'gold' },
        D: { label: L('D - Không đạt', 'D - Poor'), color: 'red' },
      },
    }),
    is_blacklisted: flag({ label: L('Danh sách đen', 'Blacklisted'), inList: true }),
    blacklist_reason: longText({ max: 1000, label: L('Lý do đưa vào danh sách đen', 'Reason for blacklisting') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ năng lực', 'Capability documents') }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  constraints: [
    { kind: 'unique', fields: ['tax_code'], isActiveOnly: true },
    { kind: 'unique', fields: ['code'], isActiveOnly: true },
  ],
  children: [{ resource: 'contractor_evaluation', field: 'contractor_id', label: L('Lịch sử đánh giá', 'Evaluation history') }],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'name', 'grade'],
    filters: ['kind', 'type_id', 'field_ids', 'grade', 'is_blacklisted'],
    search: ['code', 'name', 'tax_code', 'contact_name'],
  },
  sample: (i) => {
    const [name, name_en, address, kind] = COMPANIES[i % COMPANIES.length] as [string, string, string, string];
    const n = Math.floor(i / COMPANIES.length);
    return {
      code: `NT${String(i + 1).padStart(4, '0')}`,
      name: n ? `${name} - Chi nhánh ${n + 1}` : name,
      name_en: n ? `${name_en} - Branch ${n + 1}` : name_en,
      address,
      kind,
      tax_code: `03${String((1_000_000 + i * 7919) % 100_000_000).padStart(8, '0')}`,
      is_blacklisted: i % COMPANIES.length === 6 && n === 0,
      blacklist_reason: i % COMPANIES.length === 6 && n === 0 ? 'Chậm tiến độ nghiêm trọng tại dự án showroom Đà Nẵng năm 2025.' : null,
    };
  },
  sampleCount: 12,
});

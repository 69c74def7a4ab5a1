/**
 * Business settings (spec §7 /business-setting-item, /business-setting-report; issue 39, ADR 0020).
 *
 * - `/business-setting-item`: one tree of the area's lists, in the style of the asset and HR settings
 *   trees: `category` names the list (project types, sectors, market segments, bid packages' kinds,
 *   contract kinds, report groups); a value may hang under another of its list (sector -> sub-sector).
 * - `/business-setting-report`: the periodic business reports the area files (which report group,
 *   how often, due on which day, to whom), read by the business reports' admin screen.
 */
import { enumOf, flag, integer, longText, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
export const BUSINESS_SETTINGS = L('Cài đặt', 'Settings');

export const BUSINESS_SETTING_CATEGORIES = ['PROJECT_TYPE', 'SECTOR', 'MARKET_SEGMENT', 'BID_PACKAGE_KIND', 'CONTRACT_KIND', 'REPORT_GROUP'] as const;
export const BUSINESS_SETTING_CATEGORY_OPTIONS = {
  PROJECT_TYPE: { label: L('Loại dự án', 'Project type'), color: 'blue' },
  SECTOR: { label: L('Lĩnh vực', 'Sector'), color: 'green' },
  MARKET_SEGMENT: { label: L('Phân khúc thị trường', 'Market segment'), color: 'purple' },
  BID_PACKAGE_KIND: { label: L('Loại gói thầu', 'Bid package kind'), color: 'orange' },
  CONTRACT_KIND: { label: L('Loại hợp đồng', 'Contract kind'), color: 'cyan' },
  REPORT_GROUP: { label: L('Nhóm báo cáo', 'Report group'), color: 'gold' },
} as const;

/** Demo values per list: [code, vi, en]. */
export const BUSINESS_SETTING_DEMO: [string, string, string, string][] = [
  ['PROJECT_TYPE', 'NHA_MAY', 'Nhà máy sản xuất', 'Manufacturing plant'],
  ['PROJECT_TYPE', 'SHOWROOM', 'Showroom và đại lý', 'Showroom and dealership'],
  ['PROJECT_TYPE', 'BDS', 'Bất động sản', 'Real estate'],
  ['SECTOR', 'OTO', 'Ô tô', 'Automotive'],
  ['SECTOR', 'NONG_NGHIEP', 'Nông nghiệp', 'Agriculture'],
  ['SECTOR', 'LOGISTICS', 'Logistics', 'Logistics'],
  ['MARKET_SEGMENT', 'XE_DU_LICH', 'Xe du lịch', 'Passenger cars'],
  ['MARKET_SEGMENT', 'XE_BUS', 'Xe bus', 'Buses'],
  ['MARKET_SEGMENT', 'XE_TAI', 'Xe tải', 'Trucks'],
  ['BID_PACKAGE_KIND', 'XAY_LAP', 'Xây lắp', 'Construction works'],
  ['BID_PACKAGE_KIND', 'THIET_BI', 'Mua sắm thiết bị', 'Equipment supply'],
  ['BID_PACKAGE_KIND', 'TU_VAN', 'Tư vấn', 'Consulting'],
  ['CONTRACT_KIND', 'HOP_TAC', 'Hợp tác kinh doanh', 'Business cooperation'],
  ['CONTRACT_KIND', 'NGUYEN_TAC', 'Hợp đồng nguyên tắc', 'Framework agreement'],
  ['CONTRACT_KIND', 'MUA_BAN', 'Mua bán', 'Sale and purchase'],
  ['REPORT_GROUP', 'THI_TRUONG', 'Báo cáo thị trường', 'Market reports'],
  ['REPORT_GROUP', 'DAU_TU', 'Báo cáo đầu tư', 'Investment reports'],
  ['REPORT_GROUP', 'KE_HOACH', 'Báo cáo kế hoạch', 'Plan reports'],
];

export const businessSettingItem = defineResource({
  name: 'business_setting_item',
  path: 'business-setting-item',
  label: L('Danh mục', 'Setting item'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.setting_items',
  admin: { area: 'business', group: BUSINESS_SETTINGS, icon: 'setting' },
  titleField: 'name',
  transfer: { isImport: true },
  fields: {
    category: enumOf(BUSINESS_SETTING_CATEGORIES, { required: true, label: L('Danh mục', 'List'), inList: true, options: BUSINESS_SETTING_CATEGORY_OPTIONS }),
    code: text({ required: true, max: 50, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
    parent_id: ref('business_setting_item', { label: L('Thuộc', 'Parent'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['category', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name', 'category'], filters: ['category', 'parent_id'], search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const [category, code, name, name_en] = BUSINESS_SETTING_DEMO[i % BUSINESS_SETTING_DEMO.length] as [string, string, string, string];
    return { category, code: i < BUSINESS_SETTING_DEMO.length ? code : `${code}_${i}`, name, name_en, parent_id: null };
  },
  // Seeded with every list's values (seed/business/business.ts), not generated.
  sampleCount: 0,
});

export const BUSINESS_REPORT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;

export const businessSettingReport = defineResource({
  name: 'business_setting_report',
  path: 'business-setting-report',
  label: L('Cài đặt báo cáo', 'Report setting'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.setting_reports',
  admin: { area: 'business', group: BUSINESS_SETTINGS, icon: 'file-text' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên báo cáo', 'Report'), inList: true }),
    group_id: ref('business_setting_item', { required: true, where: { category: 'REPORT_GROUP' }, label: L('Nhóm báo cáo', 'Report group'), inList: true }),
    frequency: enumOf(BUSINESS_REPORT_FREQUENCIES, {
      required: true,
      default: 'MONTHLY',
      label: L('Tần suất', 'Frequency'),
      inList: true,
      options: { MONTHLY: { label: L('Hằng tháng', 'Monthly') }, QUARTERLY: { label: L('Hằng quý', 'Quarterly') }, YEARLY: { label: L('Hằng năm', 'Yearly') } },
    }),
    due_day: integer({ min: 1, max: 31, default: 5, label: L('Hạn nộp (ngày trong kỳ)', 'Due on day'), inList: true }),
    unit_id: ref('organization', { label: L('Đơn vị lập', 'Reporting unit'), inList: true }),
    recipient_ids: refs('staff', { max: 50, label: L('Người nhận báo cáo', 'Recipients') }),
    is_active: flag({ default: true, label: L('Đang áp dụng', 'Active'), inList: true }),
    description: longText({ max: 1000, label: L('Nội dung yêu cầu', 'What it covers') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['group_id', 'frequency', 'unit_id', 'is_active'], search: ['name'] },
  sample: (i) =>
    [
      { name: 'Báo cáo doanh số theo phân khúc', name_en: 'Sales by market segment', frequency: 'MONTHLY', due_day: 5, is_active: true },
      { name: 'Báo cáo tiến độ dự án đầu tư', name_en: 'Investment projects progress', frequency: 'QUARTERLY', due_day: 10, is_active: true },
      { name: 'Báo cáo thị phần ô tô', name_en: 'Automotive market share', frequency: 'MONTHLY', due_day: 7, is_active: true },
      { name: 'Kế hoạch kinh doanh năm', name_en: 'Annual business plan', frequency: 'YEARLY', due_day: 15, is_active: false },
    ][i % 4] as Record<string, unknown>,
});

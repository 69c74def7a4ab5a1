/**
 * Assets (spec §1 "Assets", §3 ASSET_* source types, §6 module assets.assets, §7 /asset,
 * /asset-bulk-delete, /asset-inspection, /asset-handover (+ bulk-create, approve, cancel, return),
 * /asset-insurance, /repair-asset, /repair-asset-company; ADR 0010).
 *
 * - An asset belongs to an organisation unit (`unit_id`): asset managers hold "view all" on
 *   ASSET_MANAGEMENT, narrowed to their operating range's units (`access.unit`); a staff member
 *   with "view" only reads the assets they hold (`holder_id` is their staff file).
 * - Its code is unique in the whole database (inactivated assets keep theirs: a code is never reused).
 * - Its lifecycle (`condition`) is set by the system: in stock, in use (a handover was approved),
 *   under repair (a repair in progress), broken, liquidated, lost; `status_id` is the manager's
 *   grading from the settings (ASSET_STATUS: new, good, worn...).
 * - Inspections, insurances, repairs and handovers are its child records (tabs of its page);
 *   each follows the asset's unit for the operating range.
 * - Handovers go through the approval engine (source ASSET_HANDOVER): on final approval the asset's
 *   holder and unit change; `return` ends a handover; an asset is in at most one open handover
 *   (draft, pending or approved and not returned): an exclusion constraint over
 *   daterange(handover_date, returned_date) per asset among open handovers (returned_date stays
 *   empty while open, so two open handovers always overlap).
 * - Insurance policies of one asset may not overlap (an exclusion constraint over from..to).
 */
import { date, enumOf, email, integer, longText, mediaList, money, phone, ref, refs, tags, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });

/** An asset alert of one kind: the rules of that kind, the assets alive, the holder when the rule says so. */
const assetAlert = (kind: 'INSURANCE_EXPIRING' | 'INSPECTION_DUE' | 'WARRANTY_ENDING') =>
  ({
    rules: {
      resource: 'asset_setting_alert',
      where: { kind },
      days: 'days_before',
      isActive: 'is_active',
      recipients: 'recipient_ids',
      withDeclared: 'is_notify_holder',
      within: { unit_id: 'unit_id', type_id: 'type_id' },
      log: { resource: 'asset_alert_log', rule: 'alert_id', record: 'asset_id', due: 'due_date', count: 'recipient_count', set: { kind } },
    },
    where: { condition: { notIn: ['LIQUIDATED', 'LOST'] } },
    recipients: { fields: ['holder_id'] },
    sourceType: 'ASSET_ALERT',
  }) as const;
const ASSETS = L('Tài sản', 'Assets');
const OPERATIONS = L('Nghiệp vụ tài sản', 'Asset operations');
/** The unit of a child record is its asset's (operating range). */
const THROUGH_ASSET = { unit: { field: 'asset_id', through: { resource: 'asset', field: 'unit_id' } } } as const;

export const ASSET_CONDITIONS = ['IN_STOCK', 'IN_USE', 'UNDER_REPAIR', 'BROKEN', 'LIQUIDATED', 'LOST'] as const;
export const ASSET_CONDITION_OPTIONS = {
  IN_STOCK: { label: L('Trong kho', 'In stock'), color: 'blue' },
  IN_USE: { label: L('Đang sử dụng', 'In use'), color: 'green' },
  UNDER_REPAIR: { label: L('Đang sửa chữa', 'Under repair'), color: 'gold' },
  BROKEN: { label: L('Hư hỏng', 'Broken'), color: 'red' },
  LIQUIDATED: { label: L('Đã thanh lý', 'Liquidated'), color: 'default' },
  LOST: { label: L('Mất', 'Lost'), color: 'magenta' },
} as const;

/** Dates of sample records (contract tests): far ahead, one per index, so policies never overlap. */
const sampleDay = (i: number, plusDays = 0) => new Date(Date.UTC(2032, 0, 1) + (((i % 2000) + 2000) % 2000 * 400 + plusDays) * 86_400_000).toISOString().slice(0, 10);

const SAMPLE_ASSETS: [string, string, string, string, string, number][] = [
  ['Xe tải THACO Ollin 700', 'THACO Ollin 700 truck', 'Ollin 700', 'THACO', 'Xe tải', 685_000_000],
  ['Xe nâng điện Toyota 2.5 tấn', 'Toyota 2.5 t electric forklift', '8FBN25', 'Toyota', 'Xe nâng', 720_000_000],
  ['Máy tính xách tay Dell Latitude 5440', 'Dell Latitude 5440 laptop', 'Latitude 5440', 'Dell', 'Máy tính', 28_500_000],
  ['Máy phay CNC Haas VF-2', 'Haas VF-2 CNC milling machine', 'VF-2', 'Haas', 'Máy công cụ', 2_350_000_000],
  ['Bàn làm việc gỗ công nghiệp 1m4', 'Office desk 1.4 m', 'BLV-140', 'Hòa Phát', 'Nội thất', 3_200_000],
];

export const asset = defineResource({
  name: 'asset',
  path: 'asset',
  label: L('Tài sản', 'Asset'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.assets',
  admin: { area: 'assets', group: ASSETS, order: 1, icon: 'database' },
  titleField: 'name',
  deleteMode: 'soft',
  fields: {
    code: text({ required: true, max: 50, format: 'code', label: L('Mã tài sản', 'Asset code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên tài sản', 'Name'), inList: true }),
    type_id: ref('asset_setting', { required: true, where: { category: 'ASSET_TYPE' }, label: L('Loại tài sản', 'Asset type'), inList: true }),
    serial_number: text({ max: 100, label: L('Số serial / số khung', 'Serial / chassis number'), inList: true }),
    model: text({ max: 100, label: L('Model', 'Model') }),
    brand: text({ max: 100, label: L('Hãng sản xuất', 'Brand') }),
    quantity: integer({ min: 1, max: 100_000, default: 1, label: L('Số lượng', 'Quantity') }),
    uom_id: ref('asset_setting', { where: { category: 'UNIT_OF_MEASURE' }, label: L('Đơn vị tính', 'Unit of measure') }),
    purchase_date: date({ label: L('Ngày mua', 'Purchase date'), inList: true }),
    price: money({ label: L('Nguyên giá (VNĐ)', 'Cost (VND)'), inList: true }),
    supplier: text({ max: 200, label: L('Nhà cung cấp', 'Supplier') }),
    unit_id: ref('organization', { required: true, label: L('Đơn vị quản lý', 'Owning unit'), inList: true }),
    location_kind_id: ref('asset_setting', { where: { category: 'LOCATION_KIND' }, label: L('Loại vị trí', 'Location kind') }),
    location: text({ max: 300, label: L('Vị trí', 'Location'), inList: true }),
    holder_id: ref('staff', { label: L('Người đang giữ', 'Held by'), inList: true }),
    condition: enumOf(ASSET_CONDITIONS, { default: 'IN_STOCK', label: L('Tình trạng', 'Condition'), inList: true, options: ASSET_CONDITION_OPTIONS }),
    status_id: ref('asset_setting', { where: { category: 'ASSET_STATUS' }, label: L('Chất lượng', 'Grade') }),
    warranty_end: date({ notBefore: 'purchase_date', label: L('Hết bảo hành', 'Warranty ends'), inList: true }),
    photos: mediaList('image', { max: 10, label: L('Hình ảnh', 'Photos') }),
    attachments: mediaList('attachment', { max: 20, label: L('Tài liệu đính kèm', 'Attachments') }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  access: { owner: { field: 'holder_id', through: { resource: 'staff', field: 'account_id' } }, unit: { field: 'unit_id' } },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  // The asset card ("thẻ tài sản") as a workbook: its details, inspections, insurance and repairs,
  // each table under its own resource's access rule.
  documents: [
    {
      name: 'card',
      label: L('Thẻ tài sản (Excel)', 'Asset card (Excel)'),
      kind: 'xlsx',
      fileName: L('Thẻ tài sản - {code}', 'Asset card - {code}'),
      template: {
        title: L('THẺ TÀI SẢN', 'ASSET CARD'),
        subtitle: '{code} - {name}',
        isNumbered: true,
        sections: [
          { kind: 'fields', title: L('Thông tin tài sản', 'Asset'), fields: ['code', 'name', 'type_id', 'serial_number', 'model', 'brand', 'quantity', 'purchase_date', 'price', 'supplier', 'warranty_end'] },
          { kind: 'fields', title: L('Quản lý và sử dụng', 'Custody'), fields: ['unit_id', 'location', 'holder_id', 'condition', 'status_id'] },
          { kind: 'children', title: L('Kiểm định', 'Inspections'), resource: 'asset_inspection', field: 'asset_id', columns: ['inspection_date', 'inspector', 'certificate_no', 'result', 'next_due_date'] },
          { kind: 'children', title: L('Bảo hiểm', 'Insurance'), resource: 'asset_insurance', field: 'asset_id', columns: ['policy_no', 'insurer', 'insurance_kind', 'from_date', 'to_date', 'premium'] },
          { kind: 'children', title: L('Sửa chữa', 'Repairs'), resource: 'repair_asset', field: 'asset_id', columns: ['title', 'company_id', 'start_date', 'end_date', 'cost'] },
        ],
      },
    },
  ],
  // Alerts (ADR 0010): each active rule of /asset-setting-alert of the kind, for the assets in use or
  // in stock of its unit and type subtrees, to its recipients and, when it says so, the holder;
  // once per rule, asset and due date (claimed in asset_alert_log). Sent by jobs/alerts.ts.
  alerts: [
    // The latest policy's end (a renewal running past the window means nothing is due).
    { name: 'insurance', field: { of: 'asset_insurance', by: 'asset_id', field: 'to_date', params: { policy: 'policy_no' } }, ...assetAlert('INSURANCE_EXPIRING'), message: 'asset.alertInsurance' },
    // The next due date of the latest inspection.
    { name: 'inspection', field: { of: 'asset_inspection', by: 'asset_id', field: 'next_due_date', latest: 'inspection_date' }, ...assetAlert('INSPECTION_DUE'), message: 'asset.alertInspection' },
    { name: 'warranty', field: 'warranty_end', ...assetAlert('WARRANTY_ENDING'), message: 'asset.alertWarranty' },
  ],
  children: [
    { resource: 'asset_handover', field: 'asset_id' },
    { resource: 'asset_inspection', field: 'asset_id' },
    { resource: 'asset_insurance', field: 'asset_id' },
    { resource: 'repair_asset', field: 'asset_id' },
  ],
  actions: [
    {
      name: 'bulkDelete',
      label: L('Xoá nhiều tài sản', 'Delete several assets'),
      right: 'edit',
      target: 'collection',
      isConfirmed: true,
      body: { ids: refs('asset', { required: true, max: 500, label: L('Tài sản', 'Assets') }) },
      successMessage: 'asset.bulkDeleted',
      aliases: ['asset-bulk-delete'],
    },
  ],
  transfer: { isExport: true, isImport: true, isBulk: true },
  list: {
    order: 'created_date desc',
    sortable: ['code', 'name', 'purchase_date', 'price', 'warranty_end'],
    filters: ['type_id', 'unit_id', 'holder_id', 'condition', 'status_id', 'location_kind_id', 'purchase_date', 'warranty_end'],
    search: ['code', 'name', 'serial_number', 'model', 'brand'],
  },
  sample: (i) => {
    const [name, name_en, model, brand, , price] = SAMPLE_ASSETS[i % SAMPLE_ASSETS.length] as (typeof SAMPLE_ASSETS)[number];
    return { code: `TS-MAU-${String(i + 1).padStart(4, '0')}`, name, name_en, model, brand, price, quantity: 1, purchase_date: '2025-03-15', warranty_end: '2027-03-15', condition: 'IN_STOCK', holder_id: null };
  },
  sampleCount: 0,
});

export const INSPECTION_RESULTS = ['PASSED', 'CONDITIONAL', 'FAILED'] as const;

export const assetInspection = defineResource({
  name: 'asset_inspection',
  transfer: { isImport: true },
  path: 'asset-inspection',
  label: L('Kiểm định tài sản', 'Asset inspection'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.inspections',
  admin: { area: 'assets', group: OPERATIONS, order: 2, icon: 'safety-certificate' },
  titleField: 'certificate_no',
  fields: {
    asset_id: ref('asset', { required: true, label: L('Tài sản', 'Asset'), inList: true }),
    inspection_date: date({ required: true, label: L('Ngày kiểm định', 'Inspection date'), inList: true }),
    inspector: text({ required: true, max: 200, label: L('Đơn vị / người kiểm định', 'Inspector'), inList: true }),
    inspector_staff_id: ref('staff', { label: L('Cán bộ phụ trách', 'Staff in charge') }),
    certificate_no: text({ max: 100, label: L('Số biên bản / chứng nhận', 'Certificate no.'), inList: true }),
    result: enumOf(INSPECTION_RESULTS, {
      required: true,
      label: L('Kết quả', 'Result'),
      inList: true,
      options: {
        PASSED: { label: L('Đạt', 'Passed'), color: 'green' },
        CONDITIONAL: { label: L('Đạt có điều kiện', 'Passed with conditions'), color: 'gold' },
        FAILED: { label: L('Không đạt', 'Failed'), color: 'red' },
      },
    }),
    next_due_date: date({ after: 'inspection_date', label: L('Hạn kiểm định tiếp theo', 'Next due date'), inList: true }),
    cost: money({ label: L('Chi phí (VNĐ)', 'Cost (VND)') }),
    attachments: mediaList('attachment', { max: 10, label: L('Tài liệu đính kèm', 'Attachments') }),
    notes: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  access: THROUGH_ASSET,
  list: { order: 'inspection_date desc, id desc', sortable: ['inspection_date', 'next_due_date'], filters: ['asset_id', 'result', 'inspection_date', 'next_due_date'], search: ['inspector', 'certificate_no'] },
  sample: (i) => ({ inspection_date: sampleDay(i), next_due_date: sampleDay(i, 365), inspector: 'Trung tâm Kiểm định Kỹ thuật An toàn khu vực 2', result: 'PASSED', certificate_no: `KĐ-MAU-${i + 1}` }),
  sampleCount: 0,
});

export const INSURANCE_KINDS = ['PHYSICAL_DAMAGE', 'CIVIL_LIABILITY', 'PROPERTY_ALL_RISK', 'FIRE_EXPLOSION', 'OTHER'] as const;

export const assetInsurance = defineResource({
  name: 'asset_insurance',
  transfer: { isImport: true },
  path: 'asset-insurance',
  label: L('Bảo hiểm tài sản', 'Asset insurance'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.insurances',
  admin: { area: 'assets', group: OPERATIONS, order: 3, icon: 'safety' },
  titleField: 'policy_no',
  fields: {
    asset_id: ref('asset', { required: true, label: L('Tài sản', 'Asset'), inList: true }),
    insurer: text({ required: true, max: 200, label: L('Công ty bảo hiểm', 'Insurer'), inList: true }),
    policy_no: text({ required: true, max: 100, label: L('Số hợp đồng / đơn bảo hiểm', 'Policy no.'), inList: true }),
    insurance_kind: enumOf(INSURANCE_KINDS, {
      default: 'PHYSICAL_DAMAGE',
      label: L('Loại bảo hiểm', 'Cover'),
      inList: true,
      options: {
        PHYSICAL_DAMAGE: { label: L('Vật chất', 'Physical damage') },
        CIVIL_LIABILITY: { label: L('Trách nhiệm dân sự', 'Civil liability') },
        PROPERTY_ALL_RISK: { label: L('Mọi rủi ro tài sản', 'Property all risks') },
        FIRE_EXPLOSION: { label: L('Cháy nổ', 'Fire and explosion') },
        OTHER: { label: L('Khác', 'Other') },
      },
    }),
    from_date: date({ required: true, label: L('Hiệu lực từ', 'Valid from'), inList: true }),
    to_date: date({ required: true, notBefore: 'from_date', label: L('Hiệu lực đến', 'Valid to'), inList: true }),
    insured_value: money({ label: L('Số tiền bảo hiểm (VNĐ)', 'Sum insured (VND)') }),
    premium: money({ label: L('Phí bảo hiểm (VNĐ)', 'Premium (VND)'), inList: true }),
    attachments: mediaList('attachment', { max: 10, label: L('Tài liệu đính kèm', 'Attachments') }),
    notes: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  access: THROUGH_ASSET,
  constraints: [{ kind: 'noOverlap', key: ['asset_id'], from: 'from_date', to: 'to_date', isActiveOnly: true, errorField: 'from_date' }],
  list: { order: 'to_date desc, id desc', sortable: ['from_date', 'to_date', 'premium'], filters: ['asset_id', 'insurance_kind', 'from_date', 'to_date'], search: ['insurer', 'policy_no'] },
  sample: (i) => ({ insurer: 'Tổng Công ty Bảo hiểm Bảo Việt', policy_no: `BV-MAU-${i + 1}`, from_date: sampleDay(i), to_date: sampleDay(i, 364), premium: 12_500_000 }),
  sampleCount: 0,
});

export const repairAssetCompany = defineResource({
  name: 'repair_asset_company',
  transfer: { isImport: true },
  path: 'repair-asset-company',
  label: L('Đơn vị sửa chữa', 'Repair company'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.repair_companies',
  admin: { area: 'assets', group: OPERATIONS, order: 5, icon: 'shop' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, label: L('Tên đơn vị', 'Name'), inList: true }),
    tax_code: text({ max: 20, label: L('Mã số thuế', 'Tax code'), inList: true }),
    contact_name: text({ max: 100, format: 'personName', label: L('Người liên hệ', 'Contact'), inList: true }),
    phone: phone({ label: L('Điện thoại', 'Phone'), inList: true }),
    email: email({ label: L('Email', 'Email') }),
    address: text({ max: 300, label: L('Địa chỉ', 'Address') }),
    specialties: tags({ max: 20, label: L('Lĩnh vực sửa chữa', 'Specialties') }),
    notes: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  constraints: [{ kind: 'unique', fields: ['tax_code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', sortable: ['name'], search: ['name', 'tax_code', 'contact_name'] },
  sample: (i) =>
    [
      { name: 'Xưởng dịch vụ THACO Auto Bình Triệu', tax_code: '0301234567', contact_name: 'Nguyễn Văn Lực', phone: '0283 5123 456', address: 'Quốc lộ 13, TP. Thủ Đức, TP. Hồ Chí Minh', specialties: ['Ô tô', 'Xe tải'] },
      { name: 'Công ty TNHH Xe nâng Miền Nam', tax_code: '0312345678', contact_name: 'Trần Thị Hoa', phone: '0283 7654 321', address: 'KCN Sóng Thần, Bình Dương', specialties: ['Xe nâng'] },
      { name: 'Trung tâm bảo hành Dell Việt Nam', tax_code: '0109876543', contact_name: 'Lê Minh Quân', phone: '1800 545 455', address: 'Số 1 Phạm Văn Đồng, Hà Nội', specialties: ['Máy tính', 'Thiết bị CNTT'] },
    ][i % 3] as Record<string, unknown>,
  sampleCount: 0,
});

export const REPAIR_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;

export const repairAsset = defineResource({
  name: 'repair_asset',
  path: 'repair-asset',
  label: L('Sửa chữa tài sản', 'Asset repair'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.repairs',
  admin: { area: 'assets', group: OPERATIONS, order: 4, icon: 'tool' },
  titleField: 'title',
  fields: {
    asset_id: ref('asset', { required: true, label: L('Tài sản', 'Asset'), inList: true }),
    title: text({ required: true, max: 200, label: L('Nội dung sửa chữa', 'Repair'), inList: true }),
    company_id: ref('repair_asset_company', { label: L('Đơn vị sửa chữa', 'Repair company'), inList: true }),
    start_date: date({ required: true, label: L('Ngày bắt đầu', 'Start date'), inList: true }),
    end_date: date({ notBefore: 'start_date', label: L('Ngày hoàn thành', 'Completion date'), inList: true }),
    cost: money({ label: L('Chi phí (VNĐ)', 'Cost (VND)'), inList: true }),
    repair_status: enumOf(REPAIR_STATUSES, {
      default: 'PLANNED',
      label: L('Trạng thái sửa chữa', 'Repair status'),
      inList: true,
      options: {
        PLANNED: { label: L('Kế hoạch', 'Planned'), color: 'blue' },
        IN_PROGRESS: { label: L('Đang sửa chữa', 'In progress'), color: 'gold' },
        DONE: { label: L('Hoàn thành', 'Done'), color: 'green' },
        CANCELLED: { label: L('Đã huỷ', 'Cancelled'), color: 'default' },
      },
    }),
    description: longText({ max: 2000, label: L('Mô tả hư hỏng và xử lý', 'Fault and work done') }),
    attachments: mediaList('attachment', { max: 10, label: L('Tài liệu đính kèm', 'Attachments') }),
  },
  access: THROUGH_ASSET,
  list: { order: 'start_date desc, id desc', sortable: ['start_date', 'end_date', 'cost'], filters: ['asset_id', 'company_id', 'repair_status', 'start_date'], search: ['title'] },
  sample: (i) => ({ title: ['Thay lốp và bảo dưỡng định kỳ', 'Thay ắc quy xe nâng', 'Thay bàn phím máy tính'][i % 3], start_date: sampleDay(i), end_date: sampleDay(i, 3), cost: 4_800_000, repair_status: 'DONE' }),
  sampleCount: 0,
});

export const HANDOVER_STATUS = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'RETURNED'] as const;
/** Handovers that hold their asset (the exclusion constraint's partial WHERE). */
export const HANDOVER_OPEN = ['DRAFT', 'PENDING', 'APPROVED'] as const;


/**
 * A handover is created DRAFT and at once submitted to the ASSET_HANDOVER approval process (or, with
 * no process configured, approved at once) by the asset module, as the system; the approval engine
 * makes the approval moves; `return` (the module, as the system) ends an approved one.
 */
export const HANDOVER_WORKFLOW: Workflow = {
  name: 'assetHandover',
  statuses: HANDOVER_STATUS,
  initial: 'DRAFT',
  transitions: [
    // Submit, confirm, approve, reject and withdraw come from the approval block (withApprovalMoves).
    ...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'cancel', 'system'),
    ...move(['APPROVED'], 'RETURNED', 'return', 'system'),
  ],
  editable: ['DRAFT', 'REJECTED'],
};

export const HANDOVER_KINDS = ['ISSUE', 'TRANSFER'] as const;

export const assetHandover = defineResource({
  name: 'asset_handover',
  path: 'asset-handover',
  label: L('Bàn giao tài sản', 'Asset handover'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.handovers',
  admin: { area: 'assets', group: OPERATIONS, order: 1, icon: 'swap' },
  titleField: 'title',
  fields: {
    title: text({ max: 300, isReadonly: true, localized: true, label: L('Nội dung', 'Handover'), inList: true }),
    // A liquidated or lost asset is not offered (the module refuses it: asset.inactive).
    asset_id: ref('asset', { required: true, offer: { condition: 'IN_STOCK|IN_USE|UNDER_REPAIR|BROKEN' }, label: L('Tài sản', 'Asset'), inList: true }),
    kind: enumOf(HANDOVER_KINDS, {
      default: 'ISSUE',
      label: L('Hình thức', 'Kind'),
      inList: true,
      options: { ISSUE: { label: L('Cấp phát', 'Issue') }, TRANSFER: { label: L('Điều chuyển', 'Transfer') } },
    }),
    to_staff_id: ref('staff', { label: L('Người nhận', 'Receiver'), inList: true }),
    to_unit_id: ref('organization', { label: L('Đơn vị nhận', 'Receiving unit'), inList: true }),
    from_staff_id: ref('staff', { isReadonly: true, label: L('Người giao', 'Handed over by') }),
    from_unit_id: ref('organization', { isReadonly: true, label: L('Đơn vị giao', 'From unit') }),
    handover_date: date({ required: true, label: L('Ngày bàn giao', 'Handover date'), inList: true }),
    expected_return_date: date({ notBefore: 'handover_date', label: L('Dự kiến hoàn trả', 'Expected return') }),
    returned_date: date({ isReadonly: true, label: L('Ngày hoàn trả', 'Returned on'), inList: true }),
    condition_note: longText({ max: 1000, label: L('Tình trạng khi bàn giao', 'Condition at handover') }),
    return_note: longText({ max: 1000, isReadonly: true, label: L('Ghi chú hoàn trả', 'Return note') }),
    attachments: mediaList('attachment', { max: 10, label: L('Biên bản đính kèm', 'Signed record') }),
  },
  access: THROUGH_ASSET,
  workflow: HANDOVER_WORKFLOW,
  approval: {
    sourceType: 'ASSET_HANDOVER',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    submitOnCreate: true,
    whenNoProcess: 'approve',
    withdrawOnDelete: true,
    aliases: ['approve'],
  },
  constraints: [{ kind: 'noOverlap', key: ['asset_id'], from: 'handover_date', to: 'returned_date', isActiveOnly: true, statuses: HANDOVER_OPEN, errorField: 'asset_id' }],
  actions: [
    {
      name: 'return',
      label: L('Hoàn trả tài sản', 'Return the asset'),
      right: 'edit',
      target: 'record',
      isConfirmed: true,
      body: {
        returned_date: date({ label: L('Ngày hoàn trả', 'Returned on') }),
        return_note: longText({ max: 1000, label: L('Ghi chú hoàn trả', 'Return note') }),
        condition: enumOf(ASSET_CONDITIONS, { label: L('Tình trạng sau hoàn trả', 'Condition after return'), options: ASSET_CONDITION_OPTIONS }),
      },
      successMessage: 'asset.returned',
      aliases: ['asset-handover/return/:id'],
    },
  ],
  transfer: { isBulk: true, aliases: { bulk: 'asset-handover/bulk-create' } },
  list: {
    order: 'handover_date desc, id desc',
    sortable: ['handover_date', 'returned_date'],
    filters: ['status', 'asset_id', 'kind', 'to_staff_id', 'to_unit_id', 'handover_date'],
    search: ['title'],
  },
  sample: (i) => ({ handover_date: sampleDay(i), kind: 'ISSUE', condition_note: 'Tài sản hoạt động tốt, đủ phụ kiện' }),
  sampleCount: 0,
});

/**
 * Alerts sent (written by the alert job only): one row per rule, asset and due date, so a rule
 * notifies once per asset and due date whatever the number of server instances (a unique index;
 * the job inserts with ON CONFLICT DO NOTHING and notifies only for the rows it inserted).
 */
export const assetAlertLog = defineResource({
  name: 'asset_alert_log',
  path: 'asset-alert-log',
  label: L('Lịch sử cảnh báo tài sản', 'Asset alerts sent'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.alerts',
  admin: { area: 'assets', group: L('Cài đặt tài sản', 'Asset settings'), order: 3, icon: 'history' },
  titleField: 'kind',
  sampleCount: 0,
  fields: {
    alert_id: ref('asset_setting_alert', { required: true, isReadonly: true, onDelete: 'cascade', label: L('Quy tắc cảnh báo', 'Alert rule'), inList: true }),
    asset_id: ref('asset', { required: true, isReadonly: true, onDelete: 'cascade', label: L('Tài sản', 'Asset'), inList: true }),
    kind: enumOf(['INSURANCE_EXPIRING', 'INSPECTION_DUE', 'WARRANTY_ENDING'] as const, {
      required: true,
      isReadonly: true,
      label: L('Loại cảnh báo', 'Alert kind'),
      inList: true,
      options: {
        INSURANCE_EXPIRING: { label: L('Bảo hiểm sắp hết hạn', 'Insurance expiring'), color: 'volcano' },
        INSPECTION_DUE: { label: L('Sắp đến hạn kiểm định', 'Inspection due'), color: 'gold' },
        WARRANTY_ENDING: { label: L('Sắp hết bảo hành', 'Warranty ending'), color: 'blue' },
      },
    }),
    due_date: date({ required: true, isReadonly: true, label: L('Ngày đến hạn', 'Due date'), inList: true }),
    recipient_count: integer({ isReadonly: true, label: L('Số người nhận', 'Recipients'), inList: true }),
  },
  access: THROUGH_ASSET,
  constraints: [{ kind: 'unique', fields: ['alert_id', 'asset_id', 'due_date'] }],
  list: { order: 'created_date desc', filters: ['alert_id', 'asset_id', 'kind', 'due_date'] },
});

/**
 * Administrative services (issue 16, spec §1 administration, §2 /administrative,
 * /administration/rice, /administration/stationery, §7 /working-schedule):
 * - the leadership's weekly working schedule (who, when, where, what, who else attends), read by
 *   every staff member on the portal's /administrative page as a week;
 * - lunch (rice) registrations: one per person and day (a unique constraint), made or cancelled
 *   before the site's cut-off (a setting per site, 09:00 Asia/Ho_Chi_Minh the same day unless
 *   configured); the kitchen counts them per day and site;
 * - stationery: a catalogue of items with their stock, requests with lines approved through the
 *   approval engine (ADR 0006, source type STATIONERY), and hand-outs that take the stock down
 *   under a row lock (never below zero).
 */
import { date, datetime, flag, integer, longText, media, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const SERVICES = L('Dịch vụ hành chính', 'Administrative services');

/** The leadership's working schedule (/working-schedule): read by all, written by the administration. */
export const workingSchedule = defineResource({
  name: 'working_schedule',
  path: 'working-schedule',
  label: L('Lịch công tác', 'Working schedule'),
  subject: 'ADMINISTRATION',
  module: 'administrations.working_schedules',
  admin: { area: 'administration', group: SERVICES, order: 20, icon: 'calendar' },
  portalRoute: '/administrative',
  titleField: 'title',
  fields: {
    title: text({ required: true, max: 300, localized: true, label: L('Nội dung công việc', 'What'), inList: true }),
    start_time: datetime({ required: true, label: L('Bắt đầu', 'Starts'), inList: true }),
    end_time: datetime({ required: true, after: 'start_time', label: L('Kết thúc', 'Ends'), inList: true }),
    location: text({ max: 300, localized: true, label: L('Địa điểm', 'Where'), inList: true }),
    leader_ids: refs('staff', { max: 20, label: L('Lãnh đạo chủ trì', 'Leaders') }),
    host: text({ max: 200, label: L('Chủ trì (ghi rõ)', 'Host (as shown)'), inList: true }),
    participants: longText({ max: 1000, localized: true, label: L('Thành phần tham dự', 'Participants') }),
    unit_id: ref('organization', { label: L('Đơn vị', 'Unit'), inList: true }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  list: {
    order: 'start_time asc, id asc',
    sortable: ['start_time', 'end_time'],
    filters: ['start_time', 'end_time', 'unit_id', 'leader_ids'],
    search: ['title', 'location', 'host'],
    defaultLimit: -1,
  },
  sample: (i) => {
    const start = Date.UTC(2031, 0, 6, 1) + i * 26 * 3_600_000;
    return { start_time: new Date(start).toISOString(), end_time: new Date(start + 2 * 3_600_000).toISOString(), title: 'Họp giao ban', title_en: 'Weekly briefing' };
  },
  sampleCount: 0,
});

/** Lunch settings per site: the cut-off time of the day's registrations (HH:MM, Asia/Ho_Chi_Minh). */
export const mealSetting = defineResource({
  name: 'meal_setting',
  path: 'meal-setting',
  label: L('Cài đặt suất ăn', 'Meal settings'),
  subject: 'ADMINISTRATION',
  module: 'administrations.meals',
  admin: { area: 'administration', group: SERVICES, order: 31, icon: 'setting' },
  portalRoute: '/administration/rice',
  titleField: 'cutoff_time',
  fields: {
    area_id: ref('area', { label: L('Khu vực (để trống: mặc định)', 'Site (empty: the default)'), inList: true }),
    cutoff_time: text({ required: true, max: 5, min: 5, label: L('Giờ chốt đăng ký (HH:MM)', 'Cut-off (HH:MM)'), inList: true }),
    days_ahead: integer({ required: true, min: 1, max: 60, default: 14, label: L('Đăng ký trước tối đa (ngày)', 'Days ahead allowed'), inList: true }),
    note: longText({ max: 500, label: L('Ghi chú', 'Notes') }),
  },
  constraints: [{ kind: 'unique', fields: ['area_id'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', filters: ['area_id'], defaultLimit: -1 },
  sample: () => ({ cutoff_time: '09:00', days_ahead: 14, area_id: null, note: 'Chốt suất ăn trưa lúc 9 giờ sáng cùng ngày' }),
  sampleCount: 1,
});

/** One lunch (rice) registration: a staff member, a day, a site. */
export const mealRegistration = defineResource({
  name: 'meal_registration',
  path: 'meal-registration',
  label: L('Đăng ký suất ăn', 'Lunch registration'),
  subject: 'ADMINISTRATION',
  module: 'administrations.meals',
  admin: { area: 'administration', group: SERVICES, order: 30, icon: 'smile' },
  portalRoute: '/administration/rice',
  titleField: 'meal_date',
  // Every staff member registers their own lunch; the kitchen ("edit") registers for anyone.
  writeRight: 'view',
  fields: {
    staff_id: ref('staff', { label: L('Nhân sự', 'Staff member'), inList: true }),
    meal_date: date({ required: true, label: L('Ngày', 'Day'), inList: true }),
    area_id: ref('area', { required: true, label: L('Nơi ăn', 'Site'), inList: true }),
    is_vegetarian: flag({ label: L('Suất chay', 'Vegetarian'), inList: true }),
    note: text({ max: 200, label: L('Ghi chú', 'Note') }),
  },
  access: { owner: { field: 'staff_id', through: { resource: 'staff', field: 'account_id' } }, unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } } },
  constraints: [{ kind: 'unique', fields: ['staff_id', 'meal_date'], errorField: 'meal_date' }],
  list: { order: 'meal_date desc, id desc', sortable: ['meal_date'], filters: ['staff_id', 'meal_date', 'area_id', 'is_vegetarian'] },
  sample: (i) => ({ meal_date: new Date(Date.UTC(2031, 0, 6) + i * 86_400_000).toISOString().slice(0, 10), is_vegetarian: i % 4 === 0, note: 'Ít cơm' }),
  sampleCount: 0,
});

/** The stationery catalogue with its stock (counted by hand-outs). */
export const stationeryItem = defineResource({
  name: 'stationery_item',
  transfer: { isImport: true },
  path: 'stationery-item',
  label: L('Văn phòng phẩm', 'Stationery item'),
  subject: 'ADMINISTRATION',
  module: 'administrations.stationery',
  admin: { area: 'administration', group: SERVICES, order: 40, icon: 'tool' },
  portalRoute: '/administration/stationery',
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên vật phẩm', 'Name'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Mã', 'Code'), inList: true }),
    unit_name: text({ required: true, max: 30, localized: true, label: L('Đơn vị tính', 'Unit'), inList: true }),
    stock: integer({ required: true, min: 0, max: 1_000_000, default: 0, label: L('Tồn kho', 'In stock'), inList: true }),
    min_stock: integer({ min: 0, max: 1_000_000, default: 0, label: L('Tồn tối thiểu', 'Reorder level'), inList: true }),
    photo: media('image', { label: L('Hình ảnh', 'Photo') }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', sortable: ['name', 'stock'], filters: ['stock'], search: ['name', 'code'], defaultLimit: 100 },
  // The demo catalogue is seeded with the other administrative demo data (seed/administration/administration.ts).
  sample: (i) => ({ name: `Bút lông bảng số ${i + 1}`, name_en: `Whiteboard marker no. ${i + 1}`, code: `VPP-M${i + 1}`, unit_name: 'Cây', unit_name_en: 'Piece', stock: 40 + i, min_stock: 10 }),
  sampleCount: 0,
});

export const STATIONERY_STATUS = ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'HANDED_OUT'] as const;

/**
 * A request is created NEW and at once submitted to the approval engine (PENDING), or approved when
 * no STATIONERY process is configured, as the system; hand-outs of all its lines mark it HANDED_OUT.
 */
export const STATIONERY_WORKFLOW: Workflow = {
  name: 'stationeryRequest',
  statuses: STATIONERY_STATUS,
  initial: 'NEW',
  transitions: [
    // Submit, confirm, approve, reject and withdraw come from the approval block (withApprovalMoves).
    ...move(['NEW'], 'CANCELLED', 'cancel', 'system'),
    ...move(['APPROVED'], 'HANDED_OUT', 'handOut', 'system'),
  ],
  editable: ['NEW', 'REJECTED'],
};

/** Stationery requests (lines: items and quantities), approved through the approval engine. */
export const stationeryRequest = defineResource({
  name: 'stationery_request',
  path: 'stationery-request',
  label: L('Yêu cầu văn phòng phẩm', 'Stationery request'),
  subject: 'ADMINISTRATION',
  module: 'administrations.stationery',
  admin: { area: 'administration', group: SERVICES, order: 41, icon: 'shop' },
  portalRoute: '/administration/stationery',
  titleField: 'title',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  deleteMode: 'soft',
  fields: {
    title: text({ required: true, max: 200, label: L('Nội dung yêu cầu', 'Request'), inList: true }),
    staff_id: ref('staff', { label: L('Người yêu cầu', 'Requester'), inList: true }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  lines: [{ resource: 'stationery_request_line', field: 'request_id', key: 'lines', min: 1, max: 30, display: 'grid', totals: ['quantity'] }],
  access: { owner: true, unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } } },
  workflow: STATIONERY_WORKFLOW,
  approval: {
    sourceType: 'STATIONERY',
    submitFrom: ['NEW', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    portalPage: '/administration/stationery',
    submitOnCreate: true,
    whenNoProcess: 'approve',
    withdrawOnDelete: true,
  },
  list: { order: 'created_date desc, id desc', filters: ['status', 'staff_id'], search: ['title'] },
  sample: (i) => ({ title: ['Văn phòng phẩm tháng này', 'Bổ sung giấy in cho phòng', 'Sổ tay cho nhân viên mới'][i % 3] }),
  sampleCount: 0,
});

/** One line of a stationery request: an item and how many. */
export const stationeryRequestLine = defineResource({
  name: 'stationery_request_line',
  path: 'stationery-request-line',
  label: L('Dòng yêu cầu văn phòng phẩm', 'Stationery request line'),
  subject: 'ADMINISTRATION',
  module: 'administrations.stationery',
  admin: { area: 'administration', isHidden: true },
  titleField: 'note',
  // Read and written by who reads the request (issue 36, class 4).
  access: { parent: { field: 'request_id' } },
  fields: {
    request_id: ref('stationery_request', { required: true, onDelete: 'cascade', label: L('Yêu cầu', 'Request') }),
    item_id: ref('stationery_item', { required: true, label: L('Vật phẩm', 'Item'), inList: true }),
    quantity: integer({ required: true, min: 1, max: 1000, default: 1, label: L('Số lượng', 'Quantity'), inList: true }),
    note: text({ max: 200, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['request_id', 'item_id'] },
  sample: (i) => ({ quantity: 1 + (i % 5), note: '' }),
});

/** A hand-out: items given to a staff member; takes the stock down (refused below zero). */
export const stationeryHandout = defineResource({
  name: 'stationery_handout',
  path: 'stationery-handout',
  label: L('Cấp phát văn phòng phẩm', 'Stationery hand-out'),
  subject: 'ADMINISTRATION',
  module: 'administrations.stationery',
  admin: { area: 'administration', group: SERVICES, order: 42, icon: 'share' },
  portalRoute: '/administration/stationery',
  titleField: 'note',
  fields: {
    item_id: ref('stationery_item', { required: true, label: L('Vật phẩm', 'Item'), inList: true }),
    quantity: integer({ required: true, min: 1, max: 10_000, default: 1, label: L('Số lượng', 'Quantity'), inList: true }),
    staff_id: ref('staff', { label: L('Người nhận', 'Given to'), inList: true }),
    request_id: ref('stationery_request', { label: L('Theo yêu cầu', 'For request'), inList: true }),
    handed_date: datetime({ isReadonly: true, label: L('Thời điểm cấp', 'Handed out'), inList: true }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'created_date desc, id desc', filters: ['item_id', 'staff_id', 'request_id'] },
  // Samples (contract and fuzz tests) hand out without a request: a request must be approved first.
  sample: (i) => ({ quantity: 1 + (i % 3), request_id: null, note: 'Cấp phát định kỳ' }),
  sampleCount: 0,
});

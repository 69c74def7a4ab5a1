/**
 * The administration reports (spec §7 "administration reports": ticket, working-schedule,
 * book-car, book-room, document, event, recruitment event; periods spec §9), declared with
 * `defineReport` (ADR 0008). The event report counts internal activities (events) by their start;
 * the recruitment event report counts candidates (a candidate is the recruitment's event: applied,
 * interviewed, hired).
 */
import type { Label } from './fields.js';
import { defineReport, isReport, type Report } from './report.js';
import * as all from './resources/all.js';

const L = (vi: string, en: string): Label => ({ vi, en });
const COUNT = { kind: 'count', label: L('Số lượng', 'Count') } as const;

export const ticketReport = defineReport({
  name: 'ticket',
  label: L('Phiếu yêu cầu', 'Tickets'),
  resource: 'ticket',
  date: 'created_date',
  measures: { count: { kind: 'count', label: L('Số phiếu', 'Tickets') } },
  dimensions: {
    status: { field: 'setting_status_id', label: L('Trạng thái', 'Status') },
    category: { field: 'category_id', label: L('Loại yêu cầu', 'Category') },
    priority: { field: 'priority', label: L('Mức độ ưu tiên', 'Priority') },
    unit: { field: 'request_staff_id', through: { resource: 'staff', field: 'unit_id' }, label: L('Đơn vị người yêu cầu', "Requester's unit") },
  },
  unit: 'unit',
});

export const workingScheduleReport = defineReport({
  name: 'working-schedule',
  label: L('Lịch công tác', 'Working schedules'),
  resource: 'working_schedule',
  date: 'start_time',
  measures: { count: { kind: 'count', label: L('Số lịch', 'Schedules') }, hours: { kind: 'hours', from: 'start_time', to: 'end_time', label: L('Số giờ', 'Hours') } },
  dimensions: { unit: { field: 'unit_id', label: L('Đơn vị', 'Unit') } },
  unit: 'unit',
});

export const bookCarReport = defineReport({
  name: 'book-car',
  label: L('Đặt xe công vụ', 'Car bookings'),
  resource: 'book_car',
  date: 'start_time',
  measures: {
    count: { kind: 'count', label: L('Số chuyến', 'Trips') },
    hours: { kind: 'hours', from: 'start_time', to: 'end_time', label: L('Số giờ sử dụng', 'Hours booked') },
    passengers: { kind: 'sum', field: 'passenger_count', label: L('Số hành khách', 'Passengers') },
  },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    business_travel: { field: 'is_business_travel', label: L('Công tác', 'Business travel') },
    unit: { field: 'car_id', through: { resource: 'service_car', field: 'unit_id' }, label: L('Đơn vị quản lý xe', "Car's unit") },
  },
  unit: 'unit',
});

export const bookRoomReport = defineReport({
  name: 'book-room',
  label: L('Đặt phòng họp', 'Room bookings'),
  resource: 'book_room',
  date: 'start_time',
  measures: {
    count: { kind: 'count', label: L('Số cuộc họp', 'Meetings') },
    hours: { kind: 'hours', from: 'start_time', to: 'end_time', label: L('Số giờ sử dụng', 'Hours booked') },
    attendees: { kind: 'sum', field: 'attendee_count', label: L('Số người tham dự', 'Attendees') },
  },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    area: { field: 'room_id', through: { resource: 'room', field: 'area_id' }, label: L('Khu vực', 'Area') },
    unit: { field: 'room_id', through: { resource: 'room', field: 'unit_id' }, label: L('Đơn vị quản lý phòng', "Room's unit") },
  },
  unit: 'unit',
});

export const recruitmentReport = defineReport({
  name: 'recruitment',
  label: L('Đề xuất tuyển dụng', 'Recruitment requests'),
  resource: 'recruitment',
  date: 'created_date',
  measures: { count: { kind: 'count', label: L('Số đề xuất', 'Requests') }, headcount: { kind: 'sum', field: 'quantity', label: L('Số lượng cần tuyển', 'Headcount') } },
  dimensions: { status: { field: 'status', label: L('Trạng thái', 'Status') }, unit: { field: 'unit_id', label: L('Đơn vị', 'Unit') } },
  unit: 'unit',
});

export const recruitmentEventReport = defineReport({
  name: 'recruitment-event',
  label: L('Sự kiện tuyển dụng (ứng viên)', 'Recruitment events (candidates)'),
  resource: 'candidate',
  date: 'created_date',
  measures: { count: COUNT },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    source: { field: 'source_id', label: L('Nguồn ứng viên', 'Source') },
    unit: { field: 'recruitment_id', through: { resource: 'recruitment', field: 'unit_id' }, label: L('Đơn vị tuyển dụng', 'Hiring unit') },
  },
  unit: 'unit',
});

/**
 * Assets acquired (ADR 0010): count and cost of the assets bought in the period, by type, condition
 * and owning unit. The inventory as it stands today (every asset whatever its purchase date) is
 * the assets module's /asset-report and /asset-status-report.
 */
export const assetReport = defineReport({
  name: 'asset',
  label: L('Tài sản mua mới', 'Assets acquired'),
  resource: 'asset',
  date: 'purchase_date',
  measures: { count: { kind: 'count', label: L('Số tài sản', 'Assets') }, value: { kind: 'sum', field: 'price', label: L('Nguyên giá (VNĐ)', 'Cost (VND)') } },
  dimensions: {
    type: { field: 'type_id', label: L('Loại tài sản', 'Asset type') },
    condition: { field: 'condition', label: L('Tình trạng', 'Condition') },
    unit: { field: 'unit_id', label: L('Đơn vị quản lý', 'Owning unit') },
  },
  unit: 'unit',
});

/** Asset repairs: how many and what they cost, by repair status, repair company and the asset's unit. */
export const assetRepairReport = defineReport({
  name: 'asset-repair',
  label: L('Sửa chữa tài sản', 'Asset repairs'),
  resource: 'repair_asset',
  date: 'start_date',
  measures: { count: { kind: 'count', label: L('Số lượt sửa chữa', 'Repairs') }, cost: { kind: 'sum', field: 'cost', label: L('Chi phí (VNĐ)', 'Cost (VND)') } },
  dimensions: {
    status: { field: 'repair_status', label: L('Trạng thái sửa chữa', 'Repair status') },
    company: { field: 'company_id', label: L('Đơn vị sửa chữa', 'Repair company') },
    unit: { field: 'asset_id', through: { resource: 'asset', field: 'unit_id' }, label: L('Đơn vị quản lý tài sản', "Asset's unit") },
  },
  unit: 'unit',
});

/** Documents issued (resources/portal/document.ts), placed by their issue date; the issuing unit is the unit. */
export const documentReport = defineReport({
  name: 'document',
  label: L('Văn bản', 'Documents'),
  resource: 'document',
  date: 'issued_date',
  measures: { count: { kind: 'count', label: L('Số văn bản', 'Documents') } },
  dimensions: {
    type: { field: 'type_id', label: L('Loại văn bản', 'Type') },
    realm: { field: 'realm_id', label: L('Lĩnh vực', 'Realm') },
    access: { field: 'access_scope', label: L('Phạm vi truy cập', 'Access') },
    unit: { field: 'issuing_unit_id', label: L('Đơn vị ban hành', 'Issuing unit') },
  },
  unit: 'unit',
});

/** Internal activities (events, resources/activities/internal-activity.ts), placed by their start. */
export const eventReport = defineReport({
  name: 'event',
  label: L('Sự kiện nội bộ', 'Internal events'),
  resource: 'internal_activity',
  date: 'start_date',
  measures: {
    count: { kind: 'count', label: L('Số sự kiện', 'Events') },
    hours: { kind: 'hours', from: 'start_date', to: 'end_date', label: L('Số giờ diễn ra', 'Hours held') },
    places: { kind: 'sum', field: 'registration_limit', label: L('Số chỗ đăng ký', 'Places offered') },
  },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    realm: { field: 'realm_id', label: L('Lĩnh vực', 'Realm') },
  },
});

/**
 * Asset counts and value as they stand (a summary: no period), by condition, type, grade and
 * owning unit; under the asset's read scope (operating range, own assets for plain viewers).
 */
export const assetSummaryReport = defineReport({
  name: 'asset-summary',
  label: L('Tổng hợp tài sản hiện có', 'Assets as they stand'),
  kind: 'summary',
  resource: 'asset',
  measures: { count: { kind: 'count', label: L('Số tài sản', 'Assets') }, value: { kind: 'sum', field: 'price', label: L('Nguyên giá (VNĐ)', 'Cost (VND)') } },
  dimensions: {
    condition: { field: 'condition', label: L('Tình trạng', 'Condition') },
    type: { field: 'type_id', label: L('Loại tài sản', 'Asset type') },
    grade: { field: 'status_id', label: L('Chất lượng', 'Grade') },
    unit: { field: 'unit_id', label: L('Đơn vị quản lý', 'Owning unit') },
  },
  unit: 'unit',
});

/** Summary reports declared beside the resources of an area (exported from its file, as resources are). */
const declaredInAreas = (Object.values(all) as unknown[]).filter(isReport);

export const reports: readonly Report[] = [
  ticketReport,
  workingScheduleReport,
  bookCarReport,
  bookRoomReport,
  documentReport,
  eventReport,
  recruitmentReport,
  recruitmentEventReport,
  assetReport,
  assetRepairReport,
  assetSummaryReport,
  ...declaredInAreas,
];
export const reportByName: ReadonlyMap<string, Report> = new Map(reports.map((r) => [r.name, r]));

/** Labels of workflow statuses as reports show them (server side: the xlsx export's cells). */
export const REPORT_STATUS_LABELS: Record<string, Label> = {
  NEW: L('Mới tạo', 'New'),
  DRAFT: L('Nháp', 'Draft'),
  PENDING: L('Chờ duyệt', 'Pending'),
  APPROVED: L('Đã duyệt', 'Approved'),
  REJECTED: L('Từ chối', 'Rejected'),
  CANCELLED: L('Đã huỷ', 'Cancelled'),
  INTERVIEWING: L('Đang phỏng vấn', 'Interviewing'),
  SUCCESS: L('Đạt', 'Passed'),
  SUBMITTED_APPROVAL: L('Đã trình duyệt', 'Submitted for approval'),
  HIRED: L('Đã tuyển', 'Hired'),
  COMPANY_CANCELLED: L('Công ty huỷ', 'Cancelled by the company'),
  // Events (the content and event statuses, worded as the web's status labels).
  WAITING: L('Chờ duyệt', 'Waiting'),
  REJECT: L('Từ chối', 'Rejected'),
  SCHEDULED: L('Đã lên lịch', 'Scheduled'),
  PUBLISH: L('Phát hành', 'Release'),
  RELEASE: L('Đã phát hành', 'Released'),
  EXPIRED: L('Hết hạn', 'Expired'),
  WAITING_REGISTRATION: L('Đang mở đăng ký', 'Registration open'),
  END_REGISTRATION: L('Hết hạn đăng ký', 'Registration closed'),
  ONGOING: L('Đang diễn ra', 'Ongoing'),
  END: L('Đã kết thúc', 'Ended'),
  CANCELED: L('Đã huỷ', 'Canceled'),
};

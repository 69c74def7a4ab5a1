/**
 * Tickets (issue 16, spec §1 administration, §3 ticket filters and total_checklist, §4
 * /ticket-change-status/{id}/{setting_status_id}, §7 /ticket): requests to the administration
 * (repairs, supplies, IT help), with a category, a requester (staff), an assignee, checklist items,
 * attachments (attachment group `ticket`) and comments.
 *
 * Statuses are settings, not an enum: the administration configures them as records (names vi/en,
 * colour, order, which are final, whether a final one may be reopened). A ticket holds the id of
 * its status (`setting_status_id`, written by the server only): new tickets take the first
 * non-final status; the change-status route moves it (closing it on a final status; moving out of
 * a final status only when that status allows reopening) and logs "Update ticket status".
 */
import { datetime, enumOf, flag, longText, mediaList, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const TICKETS = L('Phiếu yêu cầu', 'Tickets');

/** Tag colours a status may take (the admin's tags, spec §9 status colours). */
export const TICKET_COLORS = ['default', 'blue', 'cyan', 'green', 'gold', 'orange', 'red', 'purple', 'magenta', 'geekblue', 'lime', 'volcano'] as const;
const COLOR_OPTIONS = {
  default: { label: L('Xám', 'Grey'), color: 'default' },
  blue: { label: L('Xanh dương', 'Blue'), color: 'blue' },
  cyan: { label: L('Xanh lơ', 'Cyan'), color: 'cyan' },
  green: { label: L('Xanh lá', 'Green'), color: 'green' },
  gold: { label: L('Vàng', 'Gold'), color: 'gold' },
  orange: { label: L('Cam', 'Orange'), color: 'orange' },
  red: { label: L('Đỏ', 'Red'), color: 'red' },
  purple: { label: L('Tím', 'Purple'), color: 'purple' },
  magenta: { label: L('Hồng', 'Magenta'), color: 'magenta' },
  geekblue: { label: L('Xanh đậm', 'Dark blue'), color: 'geekblue' },
  lime: { label: L('Xanh chanh', 'Lime'), color: 'lime' },
  volcano: { label: L('Đỏ cam', 'Volcano'), color: 'volcano' },
};

export const TICKET_PRIORITY = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
const PRIORITY_OPTIONS = {
  LOW: { label: L('Thấp', 'Low'), color: 'default' },
  NORMAL: { label: L('Bình thường', 'Normal'), color: 'blue' },
  HIGH: { label: L('Cao', 'High'), color: 'orange' },
  URGENT: { label: L('Khẩn cấp', 'Urgent'), color: 'red' },
};

/** Ticket statuses (settings): the order is the record's `ordering`. */
export const ticketStatus = defineResource({
  name: 'ticket_status',
  transfer: { isImport: true },
  path: 'ticket-status',
  label: L('Trạng thái phiếu yêu cầu', 'Ticket status'),
  subject: 'ADMINISTRATION',
  module: 'administrations.ticket_settings',
  admin: { area: 'administration', group: TICKETS, order: 12, icon: 'tags' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 100, localized: true, label: L('Tên trạng thái', 'Name'), inList: true }),
    color: enumOf(TICKET_COLORS, { required: true, default: 'blue', options: COLOR_OPTIONS, label: L('Màu hiển thị', 'Colour'), inList: true }),
    is_final: flag({ label: L('Trạng thái kết thúc (đóng phiếu)', 'Final (closes the ticket)'), inList: true }),
    is_reopen_allowed: flag({ label: L('Cho phép mở lại từ trạng thái này', 'May be reopened from this status'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['is_final'], search: ['name'], defaultLimit: -1 },
  sample: (i) =>
    [
      { name: 'Mới tạo', name_en: 'New', color: 'blue', is_final: false, is_reopen_allowed: false },
      { name: 'Đang xử lý', name_en: 'In progress', color: 'gold', is_final: false, is_reopen_allowed: false },
      { name: 'Chờ phản hồi', name_en: 'Waiting for reply', color: 'purple', is_final: false, is_reopen_allowed: false },
      { name: 'Hoàn thành', name_en: 'Done', color: 'green', is_final: true, is_reopen_allowed: true },
      { name: 'Đã huỷ', name_en: 'Cancelled', color: 'default', is_final: true, is_reopen_allowed: false },
    ][i % 5] as Record<string, unknown>,
  sampleCount: 5,
});

/** Ticket categories (settings). */
export const ticketCategory = defineResource({
  name: 'ticket_category',
  transfer: { isImport: true },
  path: 'ticket-category',
  label: L('Loại phiếu yêu cầu', 'Ticket category'),
  subject: 'ADMINISTRATION',
  module: 'administrations.ticket_settings',
  admin: { area: 'administration', group: TICKETS, order: 11, icon: 'appstore' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 150, localized: true, label: L('Tên loại', 'Name'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  list: { order: 'ordering asc, id asc', search: ['name'], defaultLimit: -1 },
  sample: (i) =>
    [
      { name: 'Sửa chữa cơ sở vật chất', name_en: 'Facility repair', description: 'Điện, nước, điều hoà, bàn ghế' },
      { name: 'Hỗ trợ công nghệ thông tin', name_en: 'IT support', description: 'Máy tính, máy in, tài khoản, mạng' },
      { name: 'Vệ sinh văn phòng', name_en: 'Office cleaning', description: 'Vệ sinh, thu gom rác' },
      { name: 'Hậu cần sự kiện', name_en: 'Event logistics', description: 'Bàn ghế, âm thanh, trang trí' },
    ][i % 4] as Record<string, unknown>,
  sampleCount: 4,
});

/** Tickets (/ticket). Every staff member files their own; the administration processes them. */
export const ticket = defineResource({
  name: 'ticket',
  path: 'ticket',
  label: L('Phiếu yêu cầu', 'Ticket'),
  subject: 'ADMINISTRATION',
  module: 'administrations.tickets',
  admin: { area: 'administration', group: TICKETS, order: 10, icon: 'solution' },
  portalRoute: '/administrative',
  titleField: 'title',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    title: text({ required: true, max: 300, label: L('Tiêu đề', 'Title'), inList: true }),
    category_id: ref('ticket_category', { required: true, label: L('Loại yêu cầu', 'Category'), inList: true }),
    content: longText({ max: 4000, label: L('Nội dung', 'Details') }),
    setting_status_id: ref('ticket_status', { isReadonly: true, label: L('Trạng thái', 'Status'), inList: true }),
    priority: enumOf(TICKET_PRIORITY, { required: true, default: 'NORMAL', options: PRIORITY_OPTIONS, label: L('Mức độ ưu tiên', 'Priority'), inList: true }),
    request_staff_id: ref('staff', { label: L('Người yêu cầu', 'Requester'), inList: true }),
    assignee_id: ref('staff', { label: L('Người xử lý', 'Assignee'), inList: true }),
    deadline: datetime({ label: L('Hạn xử lý', 'Due'), inList: true }),
    closed_date: datetime({ isReadonly: true, label: L('Ngày đóng', 'Closed') }),
    attachments: mediaList('attachment', { max: 10, label: L('Tệp đính kèm', 'Attachments') }),
  },
  lines: [{ resource: 'ticket_checklist', field: 'ticket_id', key: 'checklists', max: 50 }],
  // The status move (spec §4 ticket change status), also under the spec's named path; the ticket
  // module checks who may move it and the final statuses.
  actions: [
    {
      name: 'changeStatus',
      label: L('Chuyển trạng thái', 'Change status'),
      right: 'view',
      target: 'record',
      body: { setting_status_id: ref('ticket_status', { required: true, label: L('Trạng thái mới', 'New status') }) },
      successMessage: 'ticket.statusChanged',
      aliases: ['ticket-change-status/:id/:setting_status_id'],
      // One activity-log row per move, as spec §7 names it (the module writes none of its own).
      activity: { description: 'Update ticket status', suffix: 'status' },
    },
  ],
  children: [{ resource: 'ticket_comment', field: 'ticket_id', label: L('Bình luận', 'Comments') }],
  computed: {
    total_checklist: {
      label: L('Số đầu việc', 'Checklist items'),
      kind: 'integer',
      rollup: { of: 'ticket_checklist', by: 'ticket_id', fn: 'count' },
    },
    done_checklist: {
      label: L('Đầu việc đã xong', 'Checklist items done'),
      kind: 'integer',
      rollup: { of: 'ticket_checklist', by: 'ticket_id', fn: 'count', where: { is_done: true } },
    },
  },
  // Staff see their own tickets (and, through the module, those they request or are assigned);
  // "view all" or approve see their operating range's units (the requester's unit).
  access: { owner: true, unit: { field: 'request_staff_id', through: { resource: 'staff', field: 'unit_id' } } },
  list: {
    order: 'created_date desc, id desc',
    sortable: ['deadline', 'priority', 'title'],
    filters: ['category_id', 'setting_status_id', 'priority', 'request_staff_id', 'assignee_id', 'deadline', 'created_by'],
    search: ['title'],
    through: {
      requestStaff_department_id: { ref: 'request_staff_id', field: 'department_id' },
      requestStaff_unit_id: { ref: 'request_staff_id', field: 'unit_id' },
    },
  },
  sample: (i) =>
    [
      { title: 'Điều hoà phòng họp Sen không mát', content: 'Điều hoà chạy nhưng không mát từ sáng nay, nhờ kiểm tra giúp.', priority: 'HIGH' },
      { title: 'Cấp tài khoản VPN cho nhân viên mới', content: 'Nhân viên mới phòng Kế toán cần truy cập hệ thống từ xa.', priority: 'NORMAL' },
      { title: 'Thay mực máy in tầng 3', content: 'Máy in HP tầng 3 báo hết mực.', priority: 'LOW' },
    ][i % 3] as Record<string, unknown>,
  sampleCount: 0,
});

/** A checklist item of a ticket: edited with the ticket (its lines, `checklists`). */
export const ticketChecklist = defineResource({
  name: 'ticket_checklist',
  path: 'ticket-checklist',
  label: L('Đầu việc của phiếu', 'Ticket checklist item'),
  subject: 'ADMINISTRATION',
  module: 'administrations.tickets',
  admin: { area: 'administration', isHidden: true },
  titleField: 'content',
  // Read and written by who reads the ticket (issue 36, class 4: before, any staff member listed every ticket's items).
  access: { parent: { field: 'ticket_id' } },
  fields: {
    ticket_id: ref('ticket', { required: true, onDelete: 'cascade', label: L('Phiếu yêu cầu', 'Ticket') }),
    content: text({ required: true, max: 300, label: L('Nội dung', 'Item'), inList: true }),
    is_done: flag({ label: L('Đã xong', 'Done'), inList: true }),
  },
  list: { order: 'ordering asc, id asc', filters: ['ticket_id', 'is_done'] },
  sample: (i) => ({ content: ['Kiểm tra hiện trạng', 'Liên hệ nhà cung cấp', 'Xác nhận với người yêu cầu'][i % 3], is_done: i % 2 === 0 }),
});

/** Comments on a ticket: by who may see the ticket; authors change their own. */
export const ticketComment = defineResource({
  name: 'ticket_comment',
  path: 'ticket-comment',
  label: L('Bình luận phiếu yêu cầu', 'Ticket comment'),
  subject: 'ADMINISTRATION',
  module: 'administrations.tickets',
  admin: { area: 'administration', group: TICKETS, isHidden: true },
  titleField: 'content',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    ticket_id: ref('ticket', { required: true, onDelete: 'cascade', label: L('Phiếu yêu cầu', 'Ticket'), inList: true }),
    content: longText({ required: true, max: 2000, label: L('Nội dung', 'Comment'), inList: true }),
    attachments: mediaList('attachment', { max: 5, label: L('Tệp đính kèm', 'Attachments') }),
  },
  access: { parent: { field: 'ticket_id' } },
  list: { order: 'created_date asc, id asc', filters: ['ticket_id', 'created_by'], search: ['content'] },
  sample: (i) => ({ content: ['Đã tiếp nhận, kỹ thuật sẽ kiểm tra trong hôm nay.', 'Cảm ơn anh/chị, đã xử lý xong.', 'Vui lòng bổ sung hình ảnh hiện trạng.'][i % 3] }),
  sampleCount: 0,
});

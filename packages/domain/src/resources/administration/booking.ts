/**
 * Bookings (issue 16, spec §1 administration, §6 BOOKING_ROOM, §7 /area, /room, /car, /book-room,
 * /book-car, /book-car-status): areas, meeting rooms and service cars (set up by the
 * administration), and the staff's bookings of them.
 *
 * No overlap: two bookings of one room (or one car) that hold the slot (new, pending approval or
 * approved) can never overlap in time: the database refuses it (a PostgreSQL exclusion constraint
 * over `tstzrange(start_time, end_time, '[)')`, so back-to-back bookings are allowed); the booking
 * module checks first under a per-room lock, to answer a 409 naming the booking in the way.
 * Rooms that require approval, and every car, go through the approval engine (ADR 0006, source
 * types BOOK_ROOM and BOOK_CAR); other bookings are confirmed at once.
 */
import { datetime, flag, integer, longText, media, mediaList, phone, ref, refs, tags, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const BOOKINGS = L('Đặt phòng và xe', 'Rooms and cars');

export const BOOKING_STATUS = ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
/** The statuses that hold the slot (the exclusion constraint's partial WHERE). */
export const BOOKING_HOLDS_SLOT = ['NEW', 'PENDING', 'APPROVED'] as const;


/**
 * A booking is created NEW (holding its slot) and at once either submitted to the approval engine
 * (PENDING) or confirmed (APPROVED), by the booking module as the system. The organiser cancels by
 * deleting (the portal's DELETE with f_portal); the administration may cancel an approved one.
 */
export const BOOKING_WORKFLOW: Workflow = {
  name: 'booking',
  statuses: BOOKING_STATUS,
  initial: 'NEW',
  transitions: [
    // Submit, confirm, approve, reject and withdraw come from the approval blocks (withApprovalMoves).
    ...move(['NEW'], 'CANCELLED', 'cancel', 'system'),
    ...move(['APPROVED'], 'CANCELLED', 'cancel', 'approve'),
  ],
  // Spec §4: a booking waiting for approval or approved is not edited (the approver decides on what
  // they see); cancel it and book again.
  editable: ['NEW', 'REJECTED'],
};


/** Sample slots (demo and contract tests): an hour each, three hours apart, from 2030, so they never overlap. */
const sampleSlot = (i: number) => {
  const start = Date.UTC(2030, 0, 7, 1) + i * 3 * 3_600_000;
  return { start_time: new Date(start).toISOString(), end_time: new Date(start + 3_600_000).toISOString() };
};

export const area = defineResource({
  name: 'area',
  transfer: { isImport: true },
  path: 'area',
  label: L('Khu vực', 'Area'),
  subject: 'ADMINISTRATION',
  module: 'administrations.areas',
  admin: { area: 'administration', group: BOOKINGS, order: 1, icon: 'environment' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 150, localized: true, label: L('Tên khu vực', 'Name'), inList: true }),
    code: text({ max: 30, format: 'code', label: L('Mã', 'Code'), inList: true }),
    address: text({ max: 300, label: L('Địa chỉ', 'Address'), inList: true }),
    description: longText({ max: 1000, label: L('Mô tả', 'Description') }),
  },
  list: { order: 'ordering asc, id asc', search: ['name', 'code'], defaultLimit: -1 },
  sample: (i) =>
    [
      { name: 'Trụ sở chính - Quận 1', name_en: 'Head office - District 1', code: 'HO', address: 'Số 10 Mai Chí Thọ, TP. Hồ Chí Minh' },
      { name: 'Khu phức hợp Chu Lai', name_en: 'Chu Lai complex', code: 'CL', address: 'KKT mở Chu Lai, Quảng Nam' },
      { name: 'Chi nhánh Hà Nội', name_en: 'Hanoi branch', code: 'HN', address: 'Số 1 Phạm Văn Đồng, Hà Nội' },
    ][i % 3] as Record<string, unknown>,
  sampleCount: 3,
});

export const room = defineResource({
  name: 'room',
  transfer: { isImport: true },
  path: 'room',
  label: L('Phòng họp', 'Meeting room'),
  subject: 'BOOKING_ROOM',
  module: 'administrations.rooms',
  admin: { area: 'administration', group: BOOKINGS, order: 2, icon: 'home' },
  portalRoute: '/administration/meeting-room',
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 150, localized: true, label: L('Tên phòng', 'Name'), inList: true }),
    code: text({ max: 30, format: 'code', label: L('Mã phòng', 'Code'), inList: true }),
    area_id: ref('area', { label: L('Khu vực', 'Area'), inList: true }),
    unit_id: ref('organization', { label: L('Đơn vị quản lý', 'Unit'), inList: true }),
    floor: text({ max: 50, label: L('Tầng / vị trí', 'Floor / location') }),
    capacity: integer({ required: true, min: 1, max: 2000, default: 10, label: L('Sức chứa (người)', 'Capacity (people)'), inList: true }),
    equipment: tags({ max: 20, label: L('Trang thiết bị', 'Equipment') }),
    photos: mediaList('image', { max: 10, label: L('Hình ảnh', 'Photos') }),
    is_approval_required: flag({ label: L('Đặt phòng cần phê duyệt', 'Booking needs approval'), inList: true }),
    description: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', filters: ['area_id', 'unit_id', 'is_approval_required', 'capacity'], sortable: ['name', 'capacity'], search: ['name', 'code'], defaultLimit: 100 },
  sampleCount: 0,
});

export const serviceCar = defineResource({
  name: 'service_car',
  transfer: { isImport: true },
  path: 'car',
  label: L('Xe công vụ', 'Service car'),
  subject: 'ADMINISTRATION',
  module: 'administrations.cars',
  admin: { area: 'administration', group: BOOKINGS, order: 3, icon: 'car' },
  portalRoute: '/administration/service-car',
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 150, label: L('Tên xe', 'Name'), inList: true }),
    plate: text({ required: true, max: 20, label: L('Biển số', 'Plate'), inList: true }),
    seats: integer({ required: true, min: 1, max: 60, default: 7, label: L('Số chỗ', 'Seats'), inList: true }),
    driver_name: text({ max: 100, format: 'personName', label: L('Tài xế', 'Driver'), inList: true }),
    driver_phone: phone({ label: L('Điện thoại tài xế', "Driver's phone"), inList: true }),
    area_id: ref('area', { label: L('Khu vực', 'Area'), inList: true }),
    unit_id: ref('organization', { label: L('Đơn vị quản lý', 'Unit') }),
    photo: media('image', { label: L('Hình ảnh', 'Photo') }),
    description: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
  },
  constraints: [{ kind: 'unique', fields: ['plate'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', filters: ['area_id', 'unit_id', 'seats'], sortable: ['name', 'seats'], search: ['name', 'plate', 'driver_name'], defaultLimit: 100 },
  sampleCount: 0,
});

const bookingCommon = {
  start_time: datetime({ required: true, label: L('Bắt đầu', 'Starts'), inList: true }),
  end_time: datetime({ required: true, after: 'start_time', label: L('Kết thúc', 'Ends'), inList: true }),
  organizer_id: ref('staff', { label: L('Người chủ trì', 'Organiser'), inList: true }),
  note: longText({ max: 1000, label: L('Ghi chú', 'Notes') }),
} as const;

export const bookRoom = defineResource({
  name: 'book_room',
  path: 'book-room',
  label: L('Lịch đặt phòng họp', 'Room booking'),
  subject: 'BOOKING_ROOM',
  module: 'administrations.book_rooms',
  admin: { area: 'administration', group: BOOKINGS, order: 4, icon: 'calendar' },
  portalRoute: '/administration/meeting-room',
  titleField: 'title',
  // Every staff member with "view" books a room; only the organiser (or who moderates) changes it.
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  deleteMode: 'soft',
  fields: {
    title: text({ required: true, max: 200, label: L('Nội dung cuộc họp', 'Purpose'), inList: true }),
    room_id: ref('room', { required: true, label: L('Phòng họp', 'Room'), inList: true }),
    ...bookingCommon,
    attendee_ids: refs('staff', { max: 200, label: L('Thành phần tham dự', 'Attendees') }),
    attendee_count: integer({ min: 1, max: 2000, label: L('Số người tham dự', 'Number of attendees') }),
  },
  workflow: BOOKING_WORKFLOW,
  approval: {
    sourceType: 'BOOK_ROOM',
    submitFrom: ['NEW'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    portalPage: '/administration/meeting-room',
    // A room that requires approval needs its process (the error says whom to ask); others are confirmed at once.
    submitOnCreate: true,
    requiredWhen: { field: 'room_id', flag: 'is_approval_required' },
    withdrawOnDelete: true,
  },
  constraints: [{ kind: 'noOverlap', key: ['room_id'], from: 'start_time', to: 'end_time', isActiveOnly: true, statuses: BOOKING_HOLDS_SLOT, errorField: 'start_time' }],
  list: {
    order: 'start_time asc, id asc',
    filters: ['status', 'room_id', 'organizer_id', 'start_time', 'end_time', 'created_by'],
    sortable: ['start_time', 'end_time'],
    search: ['title'],
  },
  sample: (i) => ({ ...sampleSlot(i), attendee_count: 2 + (i % 5) }),
  sampleCount: 0,
});

export const bookCar = defineResource({
  name: 'book_car',
  path: 'book-car',
  label: L('Lịch đặt xe', 'Car booking'),
  subject: 'ADMINISTRATION',
  module: 'administrations.book_cars',
  admin: { area: 'administration', group: BOOKINGS, order: 5, icon: 'car' },
  portalRoute: '/administration/service-car',
  titleField: 'title',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  deleteMode: 'soft',
  fields: {
    title: text({ required: true, max: 200, label: L('Mục đích chuyến đi', 'Purpose'), inList: true }),
    car_id: ref('service_car', { required: true, label: L('Xe', 'Car'), inList: true }),
    ...bookingCommon,
    pick_up: text({ required: true, max: 300, label: L('Điểm đón', 'Pick-up'), inList: true }),
    destination: text({ required: true, max: 300, label: L('Điểm đến', 'Destination'), inList: true }),
    passenger_count: integer({ min: 1, max: 60, default: 1, label: L('Số hành khách', 'Passengers') }),
    passenger_ids: refs('staff', { max: 60, label: L('Hành khách', 'Passengers named') }),
    is_business_travel: flag({ label: L('Công tác', 'Business travel'), inList: true }),
  },
  workflow: BOOKING_WORKFLOW,
  approval: {
    sourceType: 'BOOK_CAR',
    submitFrom: ['NEW'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    portalPage: '/administration/service-car',
    // Without a configured BOOK_CAR process a booking is confirmed at once.
    submitOnCreate: true,
    whenNoProcess: 'approve',
    withdrawOnDelete: true,
  },
  statusAliases: [{ path: 'book-car-status/:id/:statusId', statusParam: 'statusId' }],
  constraints: [{ kind: 'noOverlap', key: ['car_id'], from: 'start_time', to: 'end_time', isActiveOnly: true, statuses: BOOKING_HOLDS_SLOT, errorField: 'start_time' }],
  list: {
    order: 'start_time asc, id asc',
    filters: ['status', 'car_id', 'organizer_id', 'start_time', 'end_time', 'created_by', 'is_business_travel'],
    sortable: ['start_time', 'end_time'],
    search: ['title', 'destination'],
  },
  sample: (i) => ({ ...sampleSlot(i), passenger_count: 1 + (i % 4), pick_up: 'Trụ sở chính, 10 Mai Chí Thọ', destination: 'Khu phức hợp THACO Chu Lai' }),
  sampleCount: 0,
});

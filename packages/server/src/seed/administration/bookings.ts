/**
 * Demo bookings (issue 16): ten meeting rooms (with generated photos, three that need approval) in
 * the sampled areas, five service cars with their drivers, the BOOK_ROOM and BOOK_CAR approval
 * processes (the administration's approver), and bookings this week and next made through the
 * engine as the demo people: confirmed, waiting for approval, approved, rejected and cancelled.
 */
import type { Resource, Row } from '@portal/domain';
import { approvalProcess, approvalStep, area, bookCar, bookRoom, organization, room, serviceCar } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decideApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { changeStatus, createRecord, deleteRecord } from '../../engine/service.js';
import { staffOf } from '../../modules/administration/bookings.js';
import { settleOnCreate } from '../../approval/declared.js';
import { insertValidated, seedActors } from '../insert.js';

const ROOMS: [vi: string, en: string, code: string, capacity: number, equipment: string[], needsApproval: boolean, floor: string][] = [
  ['Phòng họp Sen', 'Lotus room', 'P-SEN', 12, ['Máy chiếu', 'Bảng trắng'], false, 'Tầng 3'],
  ['Phòng họp Mai', 'Apricot room', 'P-MAI', 8, ['Tivi', 'Bảng trắng'], false, 'Tầng 3'],
  ['Phòng họp Đào', 'Peach room', 'P-DAO', 6, ['Tivi'], false, 'Tầng 4'],
  ['Phòng họp Cúc', 'Daisy room', 'P-CUC', 10, ['Máy chiếu', 'Hội nghị trực tuyến'], false, 'Tầng 4'],
  ['Hội trường lớn', 'Main hall', 'HT-01', 200, ['Âm thanh hội trường', 'Máy chiếu', 'Sân khấu'], true, 'Tầng 1'],
  ['Phòng họp Ban Tổng Giám đốc', 'Board room', 'P-BTGD', 20, ['Hội nghị trực tuyến', 'Màn hình LED'], true, 'Tầng 8'],
  ['Phòng đào tạo 1', 'Training room 1', 'DT-01', 40, ['Máy chiếu', 'Micro không dây'], false, 'Tầng 2'],
  ['Phòng họp Chu Lai A', 'Chu Lai room A', 'CL-A', 16, ['Máy chiếu'], false, 'Nhà điều hành'],
  ['Phòng họp Chu Lai B', 'Chu Lai room B', 'CL-B', 30, ['Hội nghị trực tuyến'], true, 'Nhà điều hành'],
  ['Phòng họp Hà Nội', 'Hanoi room', 'HN-01', 10, ['Tivi', 'Hội nghị trực tuyến'], false, 'Tầng 5'],
];

const CARS: [name: string, plate: string, seats: number, driver: string, phone: string][] = [
  ['Kia Carnival', '51K-123.45', 7, 'Nguyễn Văn Tài', '0903123456'],
  ['Mazda CX-8', '51K-234.56', 7, 'Trần Minh Xế', '0903234567'],
  ['Peugeot 5008', '51K-345.67', 7, 'Lê Văn Lái', '0903345678'],
  ['Thaco Bus 29 chỗ', '51B-456.78', 29, 'Phạm Quốc Bình', '0903456789'],
  ['Kia Sorento', '43A-567.89', 7, 'Võ Thanh Hải', '0905567890'],
];

/** The Monday of the week of `now` at 00:00 in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), as UTC ms. */
export function mondayOf(now: Date): number {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const day = (local.getUTCDay() + 6) % 7;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day) - 7 * 3_600_000;
}
/** Day `d` from this week's Monday, at `h` hours local (fractions for minutes). */
const at = (monday: number, d: number, h: number) => new Date(monday + d * 86_400_000 + h * 3_600_000).toISOString();

export async function seedDemoBookings(tx: Drizzle, photos: readonly number[], now = new Date()): Promise<void> {
  const { idOf, as } = await seedActors(tx, ['admin', 'staff', 'editor', 'hr', 'hr.auto', 'approver'], now, (u) => u === 'admin');
  const o = tableFor(organization);
  const units = (await tx
    .select({ id: o.id as AnyPgColumn, code: o.code as AnyPgColumn })
    .from(o)
    .where(inArray(o.code as AnyPgColumn, ['K-VP', 'THACO-AUTO', 'THILOGI']))) as { id: number; code: string }[];
  const unit = (code: string) => units.find((u) => u.code === code)?.id ?? null;
  const ar = tableFor(area);
  const areas = ((await tx
    .select({ id: ar.id as AnyPgColumn })
    .from(ar)
    .orderBy(asc(ar.id as AnyPgColumn))) as { id: number }[]).map((x) => Number(x.id));
  const areaOf = (code: string) => (code.startsWith('CL') ? areas[1] : code.startsWith('HN') ? areas[2] : areas[0]) ?? null;

  const rooms: number[] = [];
  for (const [i, [name, name_en, code, capacity, equipment, needs, floor]] of ROOMS.entries()) {
    const pics = photos.length > 0 ? [photos[i % photos.length] as number, photos[(i + 3) % photos.length] as number] : [];
    rooms.push(
      await insertValidated(
        tx,
        room,
        {
          name,
          name_en,
          code,
          capacity,
          equipment,
          floor,
          is_approval_required: needs,
          photos: [...new Set(pics)],
          area_id: areaOf(code),
          unit_id: unit(code.startsWith('CL') ? 'THACO-AUTO' : 'K-VP'),
          description: needs ? 'Đặt phòng cần Ban Hành chính phê duyệt' : 'Đặt là dùng, không cần phê duyệt',
        },
        { ordering: i + 1 },
        now,
      ),
    );
  }
  const cars: number[] = [];
  for (const [i, [name, plate, seats, driver_name, driver_phone]] of CARS.entries()) {
    cars.push(
      await insertValidated(
        tx,
        serviceCar,
        { name, plate, seats, driver_name, driver_phone, area_id: (plate.startsWith('43') ? areas[1] : areas[0]) ?? null, unit_id: unit('K-VP'), ...(photos[i] ? { photo: photos[(i + 5) % photos.length] } : {}) },
        { ordering: i + 1 },
        now,
      ),
    );
  }

  // Approval processes: the administration's approver decides rooms that need it and every car.
  if (idOf('approver')) {
    for (const [source_type, name, name_en] of [
      ['BOOK_ROOM', 'Duyệt đặt phòng họp', 'Room booking approval'],
      ['BOOK_CAR', 'Duyệt đặt xe công vụ', 'Service car booking approval'],
    ] as const) {
      const pid = await insertValidated(tx, approvalProcess, { name, name_en, source_type, remind_after_hours: 4 });
      await insertValidated(tx, approvalStep, { process_id: pid, name: 'Ban Hành chính duyệt', name_en: 'Administration board approval', approver_kind: 'STAFF', approver_ids: [idOf('approver')], mode: 'ANY' }, { ordering: 1 });
    }
  }

  const monday = mondayOf(now);
  // Through the engine as the booker; settled (submitted or confirmed) here when the app's modules
  // are not installed yet (the seed runs before the app starts).
  const book = async (who: string, data: Row, r: Resource = bookRoom) => {
    const ctx = as(who);
    const organizer_id = await staffOf(tx, idOf(who));
    const row = await createRecord(ctx, r, { ...data, ...(organizer_id ? { organizer_id } : {}) });
    const [now] = (await tx.select({ status: tableFor(r).status as AnyPgColumn }).from(tableFor(r)).where(eq(tableFor(r).id as AnyPgColumn, Number(row.id)))) as { status: string }[];
    await settleOnCreate(ctx, r, { ...row, status: now?.status });
    return Number(row.id);
  };
  const r = (code: string) => rooms[ROOMS.findIndex((x) => x[2] === code)] as number;
  const made: Record<string, number> = {};
  const plan: [key: string, who: string, code: string, day: number, from: number, to: number, title: string, count: number][] = [
    ['weekly', 'admin', 'P-SEN', 0, 8.5, 10, 'Giao ban đầu tuần Khối Văn phòng', 10],
    ['it', 'staff', 'P-MAI', 0, 14, 15.5, 'Họp triển khai cổng thông tin nội bộ', 6],
    ['hr1', 'hr', 'P-DAO', 1, 9, 10, 'Phỏng vấn ứng viên kế toán', 4],
    ['train', 'hr', 'DT-01', 2, 8, 11.5, 'Đào tạo hội nhập nhân viên mới', 30],
    ['board', 'editor', 'P-BTGD', 2, 14, 16, 'Báo cáo kế hoạch truyền thông quý I', 12],
    ['hall', 'hr.auto', 'HT-01', 3, 8, 12, 'Hội nghị người lao động THACO AUTO', 180],
    ['cl', 'hr.auto', 'CL-A', 3, 13.5, 15, 'Họp an toàn lao động nhà máy', 12],
    ['sen2', 'staff', 'P-SEN', 4, 10, 11, 'Demo tính năng đặt phòng cho các ban', 8],
    ['clb', 'hr.auto', 'CL-B', 4, 9, 11, 'Đánh giá nhà cung cấp linh kiện', 20],
    ['next1', 'admin', 'P-SEN', 7, 8.5, 10, 'Giao ban đầu tuần Khối Văn phòng', 10],
    ['next2', 'staff', 'P-CUC', 8, 15, 16, 'Họp trực tuyến với chi nhánh Hà Nội', 6],
    ['next3', 'editor', 'HT-01', 9, 13.5, 17, 'Lễ trao giải cuộc thi ảnh nội bộ', 150],
    ['next4', 'hr', 'HN-01', 10, 9, 10.5, 'Phỏng vấn ứng viên chi nhánh Hà Nội', 4],
    ['next5', 'staff', 'P-MAI', 11, 14, 15, 'Họp tổng kết dự án cổng thông tin', 6],
  ];
  for (const [key, who, code, day, from, to, title, attendee_count] of plan)
    made[key] = await book(who, { title, room_id: r(code), start_time: at(monday, day, from), end_time: at(monday, day, to), attendee_count });
  // The approver decides some of the rooms that need approval; one booking is cancelled.
  if (idOf('approver')) {
    if (made.board) await decideApproval(as('approver'), bookRoom, made.board, 'APPROVED', { comment: 'Đồng ý' });
    if (made.clb) await decideApproval(as('approver'), bookRoom, made.clb, 'REJECTED', { comment: 'Phòng dành cho đoàn kiểm tra của Tập đoàn' });
  }
  if (made.hr1) {
    await changeStatus(as('hr'), bookRoom, made.hr1, 'CANCELLED', { asSystem: true });
    await deleteRecord(as('hr'), bookRoom, made.hr1);
  }

  const trips: [who: string, car: number, day: number, from: number, to: number, title: string, pick_up: string, destination: string, n: number, travel: boolean][] = [
    ['admin', 0, 0, 7, 12, 'Đón đoàn khách Hàn Quốc tại sân bay', 'Trụ sở chính, 10 Mai Chí Thọ', 'Sân bay Tân Sơn Nhất', 4, false],
    ['staff', 1, 1, 13, 17, 'Khảo sát showroom Kia Phạm Văn Đồng', 'Trụ sở chính, 10 Mai Chí Thọ', 'Showroom Kia Phạm Văn Đồng, TP. Thủ Đức', 3, false],
    ['hr.auto', 4, 2, 6, 20, 'Công tác nhà máy Chu Lai', 'Sân bay Chu Lai', 'Khu phức hợp THACO Chu Lai', 5, true],
    ['editor', 2, 3, 8, 11, 'Chụp ảnh sự kiện tại THACO Industries', 'Trụ sở chính, 10 Mai Chí Thọ', 'KCN Long Hậu, Long An', 3, false],
    ['hr', 3, 8, 6.5, 18, 'Đưa nhân viên mới tham quan nhà máy', 'Trụ sở chính, 10 Mai Chí Thọ', 'KCN Long Hậu, Long An', 25, true],
    ['staff', 0, 9, 8, 12, 'Họp với đối tác triển khai phần mềm', 'Trụ sở chính, 10 Mai Chí Thọ', 'Quận 7, TP. Hồ Chí Minh', 2, false],
  ];
  const tripIds: number[] = [];
  for (const [who, car, day, from, to, title, pick_up, destination, passenger_count, is_business_travel] of trips)
    tripIds.push(await book(who, { title, car_id: cars[car], start_time: at(monday, day, from), end_time: at(monday, day, to), pick_up, destination, passenger_count, is_business_travel }, bookCar));
  if (idOf('approver')) {
    for (const id of tripIds.slice(0, 3)) await decideApproval(as('approver'), bookCar, id, 'APPROVED', { comment: 'Đã bố trí tài xế' });
    if (tripIds[3]) await decideApproval(as('approver'), bookCar, tripIds[3], 'REJECTED', { comment: 'Xe bảo dưỡng định kỳ ngày này, vui lòng chọn xe khác' });
  }
}

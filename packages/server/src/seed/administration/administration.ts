/**
 * Demo administrative services (issue 16): the leadership's working schedule this week and next,
 * tickets in several statuses (with checklists, comments and status changes through the ticket
 * module), lunch registrations (past days recorded, coming days registered through the engine
 * before the cut-off) and stationery requests through the approval engine (approved, handed out,
 * waiting, rejected) over a catalogue of stationery items. Ticket statuses and categories and the
 * default meal setting are the declarations' samples (seed/samples.ts).
 */
import { approvalProcess, approvalStep, area, mealRegistration, type Row, stationeryHandout, stationeryItem, stationeryRequest, ticket, ticketCategory, ticketComment, ticketStatus, workingSchedule } from '@portal/domain';
import { asc, eq, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decideApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { installModules } from '../../engine/module.js';
import { createRecord } from '../../engine/service.js';
import { staffOf } from '../../modules/administration/bookings.js';
import { localNow } from '../../modules/administration/services.js';
import { changeTicketStatus } from '../../modules/administration/tickets.js';
import { modules } from '../../modules/index.js';
import { insertValidated, seedActors } from '../insert.js';
import { mondayOf } from './bookings.js';

const at = (monday: number, d: number, h: number) => new Date(monday + d * 86_400_000 + h * 3_600_000).toISOString();

const SCHEDULE: [day: number, from: number, to: number, vi: string, en: string, whereVi: string, whereEn: string, host: string, who: string, whoEn: string][] = [
  [0, 8, 9.5, 'Giao ban Ban Tổng Giám đốc đầu tuần', "Board of directors' weekly briefing", 'Phòng họp Ban Tổng Giám đốc, tầng 8', 'Board room, 8th floor', 'Tổng Giám đốc', 'Các Phó Tổng Giám đốc, Trưởng các Ban', 'Deputy general directors, heads of departments'],
  [0, 14, 16, 'Làm việc với Sở Công Thương TP. Hồ Chí Minh', 'Meeting with the HCMC Department of Industry and Trade', 'Số 163 Hai Bà Trưng, Quận 3', '163 Hai Ba Trung, District 3', 'Phó Tổng Giám đốc', 'Ban Pháp chế, Ban Đối ngoại', 'Legal and external affairs'],
  [1, 7, 17, 'Kiểm tra tiến độ nhà máy THACO Chu Lai', 'Progress review at the THACO Chu Lai plant', 'Khu phức hợp Chu Lai, Quảng Nam', 'Chu Lai complex, Quang Nam', 'Tổng Giám đốc', 'Ban Kỹ thuật, Ban Sản xuất', 'Engineering, production'],
  [2, 9, 11, 'Duyệt kế hoạch kinh doanh quý I', 'Q1 business plan review', 'Phòng họp Sen, tầng 3', 'Lotus room, 3rd floor', 'Phó Tổng Giám đốc', 'Khối Kinh doanh, Ban Tài chính', 'Sales division, finance'],
  [3, 8.5, 11.5, 'Hội nghị người lao động THACO AUTO', 'THACO AUTO employee conference', 'Hội trường lớn, tầng 1', 'Main hall, 1st floor', 'Chủ tịch Công đoàn', 'Đại diện người lao động các đơn vị', 'Employee representatives'],
  [4, 15, 17, 'Tiếp đoàn đối tác Hàn Quốc', 'Welcoming the Korean partner delegation', 'Trụ sở chính, 10 Mai Chí Thọ', 'Head office, 10 Mai Chi Tho', 'Tổng Giám đốc', 'Ban Đối ngoại, Ban Hành chính', 'External affairs, administration'],
  [7, 8, 9.5, 'Giao ban Ban Tổng Giám đốc đầu tuần', "Board of directors' weekly briefing", 'Phòng họp Ban Tổng Giám đốc, tầng 8', 'Board room, 8th floor', 'Tổng Giám đốc', 'Các Phó Tổng Giám đốc, Trưởng các Ban', 'Deputy general directors, heads of departments'],
  [8, 13.5, 16, 'Sơ kết công tác chuyển đổi số', 'Digital transformation mid-term review', 'Phòng đào tạo 1, tầng 2', 'Training room 1, 2nd floor', 'Phó Tổng Giám đốc', 'Ban Công nghệ thông tin, các đơn vị', 'IT and units'],
  [10, 9, 11, 'Làm việc với chi nhánh Hà Nội (trực tuyến)', 'Online meeting with the Hanoi branch', 'Phòng họp Cúc, tầng 4', 'Daisy room, 4th floor', 'Tổng Giám đốc', 'Giám đốc chi nhánh Hà Nội', 'Hanoi branch director'],
];

const ITEMS: [vi: string, en: string, code: string, unitVi: string, unitEn: string, stock: number, min: number][] = [
  ['Bút bi Thiên Long', 'Thien Long ballpoint pen', 'VPP-BUT', 'Cây', 'Piece', 300, 50],
  ['Giấy A4 Double A', 'Double A A4 paper', 'VPP-A4', 'Ram', 'Ream', 120, 20],
  ['Sổ tay bìa da THACO', 'THACO leather notebook', 'VPP-SO', 'Quyển', 'Book', 80, 10],
  ['Bìa hồ sơ nhựa', 'Plastic file folder', 'VPP-BIA', 'Cái', 'Piece', 200, 30],
  ['Kim bấm số 10', 'No. 10 staples', 'VPP-KIM', 'Hộp', 'Box', 60, 10],
  ['Giấy ghi chú 3M', '3M sticky notes', 'VPP-NOTE', 'Xấp', 'Pad', 5, 20],
  ['Bút dạ quang', 'Highlighter', 'VPP-DQ', 'Cây', 'Piece', 45, 10],
  ['Băng keo trong', 'Clear tape', 'VPP-BK', 'Cuộn', 'Roll', 2, 10],
];

/** Who the administrative demo acts as. */
const PEOPLE = ['admin', 'staff', 'editor', 'hr', 'hr.auto', 'approver'];

export async function seedDemoAdministration(tx: Drizzle, now = new Date()): Promise<void> {
  installModules(modules);
  const { idOf, as } = await seedActors(tx, PEOPLE, now, (u) => u === 'admin');
  const ids = async (r: typeof ticketStatus | typeof ticketCategory | typeof area | typeof stationeryItem) =>
    ((await tx
      .select({ id: tableFor(r).id as AnyPgColumn })
      .from(tableFor(r))
      .where(eq(tableFor(r).state as AnyPgColumn, 'ACTIVE'))
      .orderBy(asc(tableFor(r).ordering as AnyPgColumn), asc(tableFor(r).id as AnyPgColumn))) as { id: number }[]).map((x) => Number(x.id));
  const monday = mondayOf(now);
  const files: Record<string, number | null> = {};
  for (const username of PEOPLE) files[username] = idOf(username) ? await staffOf(tx, idOf(username)) : null;

  // The leadership's schedule, this week and next.
  const leaders = [files.approver, files.hr].filter((x): x is number => !!x);
  for (const [day, from, to, title, title_en, location, location_en, host, participants, participants_en] of SCHEDULE)
    await createRecord(as('admin'), workingSchedule, { title, title_en, start_time: at(monday, day, from), end_time: at(monday, day, to), location, location_en, host, participants, participants_en, leader_ids: leaders.slice(0, 1 + (day % 2)) });

  // Tickets through the ticket module: statuses in order New, In progress, Waiting, Done, Cancelled.
  const statuses = await ids(ticketStatus);
  const categories = await ids(ticketCategory);
  const tickets: [who: string, category: number, title: string, content: string, priority: string, assignee: string | null, status: number, checklist: [string, boolean][]][] = [
    ['staff', 0, 'Điều hoà phòng họp Sen không mát', 'Điều hoà chạy nhưng không mát từ sáng nay, phòng có họp lúc 14 giờ.', 'HIGH', 'admin', 1, [['Kiểm tra gas và lọc gió', true], ['Liên hệ nhà cung cấp bảo trì', false]]],
    ['staff', 1, 'Cấp tài khoản VPN cho nhân viên mới', 'Nhân viên mới phòng Kế toán cần truy cập hệ thống ERP từ xa.', 'NORMAL', 'admin', 0, [['Tạo tài khoản', false], ['Cài đặt phần mềm VPN', false], ['Hướng dẫn sử dụng', false]]],
    ['editor', 1, 'Thay mực máy in tầng 3', 'Máy in HP tầng 3 báo hết mực đen.', 'LOW', 'admin', 3, [['Thay hộp mực', true]]],
    ['hr', 3, 'Chuẩn bị hội trường cho đào tạo hội nhập', 'Bố trí 40 chỗ ngồi, máy chiếu và micro cho buổi đào tạo sáng thứ Tư.', 'NORMAL', 'admin', 2, [['Sắp xếp bàn ghế', true], ['Kiểm tra âm thanh', true], ['In tài liệu', false]]],
    ['hr.auto', 0, 'Sửa đèn hành lang tầng 2 nhà điều hành', 'Hai bóng đèn hành lang bị hỏng.', 'NORMAL', null, 0, []],
    ['staff', 2, 'Vệ sinh phòng họp Mai sau sự kiện', 'Cần vệ sinh trước cuộc họp ngày mai.', 'LOW', 'admin', 4, []],
  ];
  for (const [who, cat, title, content, priority, assignee, status, checklist] of tickets) {
    const row = await createRecord(as(who), ticket, {
      title,
      content,
      priority,
      category_id: categories[cat % Math.max(categories.length, 1)] ?? null,
      assignee_id: assignee ? files[assignee] : null,
      deadline: at(monday, 4 + (status % 3), 17),
      checklists: checklist.map(([c, done]) => ({ content: c, is_done: done })),
    });
    const id = Number(row.id);
    // Walk the statuses in order up to the planned one (as the administration would).
    const path = status === 4 ? [4] : status === 3 ? [1, 3] : status === 2 ? [1, 2] : status === 1 ? [1] : [];
    for (const s of path) if (statuses[s]) await changeTicketStatus(as('admin'), id, statuses[s] as number);
    if (status >= 1) await createRecord(as('admin'), ticketComment, { ticket_id: id, content: 'Ban Hành chính đã tiếp nhận, kỹ thuật sẽ xử lý trong hôm nay.' });
    if (status === 3) await createRecord(as(who), ticketComment, { ticket_id: id, content: 'Cảm ơn anh chị, đã dùng được bình thường.' });
  }

  // Lunch: past days recorded as they were, coming days registered through the engine (cut-off applies).
  const sites = await ids(area);
  const today = localNow(now).date;
  const eaters = ['staff', 'editor', 'hr', 'hr.auto', 'approver'];
  for (let d = 0; d < 12; d++) {
    const day = new Date(monday + 7 * 3_600_000 + d * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0) continue;
    for (const [i, who] of eaters.entries()) {
      const staffId = files[who];
      if (!staffId || (d + i) % 4 === 3) continue;
      const data = { staff_id: staffId, meal_date: day, area_id: (who === 'hr.auto' ? sites[1] : sites[0]) ?? null, is_vegetarian: who === 'approver' && d % 2 === 0, note: i === 1 && d % 3 === 0 ? 'Ít cơm' : null };
      try {
        if (day <= today) await insertValidated(tx, mealRegistration, data, { created_by: idOf(who) }, now);
        else await createRecord(as(who), mealRegistration, data);
      } catch (e) {
        // A day too far ahead (the setting's limit): not registered.
        if (process.env.DEBUG_SEED) console.warn('demo meal', day, who, e);
      }
    }
  }

  // Stationery: the catalogue, the STATIONERY approval process (the administration's approver), then requests.
  if (idOf('approver')) {
    const pid = await insertValidated(tx, approvalProcess, { name: 'Duyệt cấp văn phòng phẩm', name_en: 'Stationery request approval', source_type: 'STATIONERY', remind_after_hours: 8 });
    await insertValidated(tx, approvalStep, { process_id: pid, name: 'Ban Hành chính duyệt', name_en: 'Administration board approval', approver_kind: 'STAFF', approver_ids: [idOf('approver')], mode: 'ANY' }, { ordering: 1 });
  }
  for (const [i, [name, name_en, code, unit_name, unit_name_en, stock, min_stock]] of ITEMS.entries())
    await insertValidated(tx, stationeryItem, { name, name_en, code, unit_name, unit_name_en, stock, min_stock, description: `${name} - hàng cấp phát định kỳ cho các phòng ban` }, { ordering: i + 1 }, now);
  const items = await ids(stationeryItem);
  const item = (i: number) => items[i % Math.max(items.length, 1)] as number;
  const requests: [who: string, title: string, lines: [number, number][], end: 'approved' | 'handed' | 'pending' | 'rejected'][] = [
    ['staff', 'Văn phòng phẩm tháng này - Ban Công nghệ thông tin', [[0, 10], [1, 2], [3, 5]], 'handed'],
    ['hr', 'Sổ tay và bút cho lớp đào tạo hội nhập', [[2, 20], [0, 20]], 'approved'],
    ['editor', 'Giấy in cho Ban Truyền thông', [[1, 5]], 'pending'],
    ['hr.auto', 'Giấy ghi chú cho văn phòng nhà máy', [[5, 30]], 'rejected'],
    ['staff', 'Bìa hồ sơ lưu chứng từ', [[3, 10], [4, 2]], 'pending'],
  ];
  for (const [who, title, lines, end] of requests) {
    if (items.length === 0) break;
    const row = await createRecord(as(who), stationeryRequest, { title, lines: lines.map(([i, quantity]) => ({ item_id: item(i), quantity })) });
    const id = Number(row.id);
    if (end === 'pending' || !idOf('approver')) continue;
    if (end === 'rejected') {
      await decideApproval(as('approver'), stationeryRequest, id, 'REJECTED', { comment: 'Kho còn đủ giấy ghi chú tại nhà máy, vui lòng nhận tại kho Chu Lai' });
      continue;
    }
    await decideApproval(as('approver'), stationeryRequest, id, 'APPROVED', { comment: 'Đồng ý cấp' });
    if (end === 'handed') for (const [i, quantity] of lines) await createRecord(as('admin'), stationeryHandout, { item_id: item(i), quantity, request_id: id, note: 'Nhận tại phòng Hành chính tầng 1' } satisfies Row);
  }
}

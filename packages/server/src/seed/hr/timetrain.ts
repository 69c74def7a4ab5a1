/**
 * Demo timekeeping and training (issue 15):
 * - the attendance explanation approval process (the line manager);
 * - attendance from the first day of last month to yesterday for every working staff member,
 *   measured against the shift (a few late arrivals, early departures and missing punches), made
 *   set-wise through the engine (`createMany`: validated, one multi-row insert per batch); days of
 *   approved leave and public holidays are left without a record, as the machine would;
 * - the demo staff member's explanations: one approved, one waiting for the line manager;
 * - training courses (to come, some open to one unit only, and finished ones) with enrolments,
 *   attendance, results and certificates.
 */
import {
  approvalProcess,
  approvalStep,
  countLeaveDays,
  type DateRange,
  measureAttendance,
  organization,
  type Row,
  staff,
  staffLeave,
  staffSettingHoliday,
  timeKeeping,
  timeKeepingExplanation,
  trainingCourse,
  trainingEnrolment,
} from '@portal/domain';
import { and, asc, eq, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decideApproval, submitForApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { installModules } from '../../engine/module.js';
import { createMany, createRecord } from '../../engine/service.js';
import { modules } from '../../modules/index.js';
import { insertValidated, seedActors } from '../insert.js';

const MS_DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');
const at = (date: string, minutes: number) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00+07:00`;

export async function seedDemoTimeTrain(tx: Drizzle, now = new Date()): Promise<void> {
  installModules(modules);
  const { idOf, as } = await seedActors(tx, ['admin', 'staff', 'hr'], now);

  // Explanations go to the line manager.
  const pid = await insertValidated(tx, approvalProcess, { name: 'Duyệt giải trình chấm công', name_en: 'Attendance explanation approval', source_type: 'TIME_KEEPING', remind_after_hours: 24 });
  await insertValidated(tx, approvalStep, { process_id: pid, name: 'Quản lý trực tiếp duyệt', name_en: 'Line manager approval', approver_kind: 'LINE_MANAGER', mode: 'ANY' }, { ordering: 1 });

  const s = tableFor(staff);
  const sc = (n: string) => s[n] as AnyPgColumn;
  const files = (await tx
    .select({ id: sc('id'), account_id: sc('account_id'), department_id: sc('department_id') })
    .from(s)
    .where(eq(sc('employee_status'), 'WORKING'))
    .orderBy(asc(sc('id')))) as { id: number; account_id: number | null; department_id: number | null }[];
  const todayVn = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  const first = `${new Date(Date.UTC(Number(todayVn.slice(0, 4)), Number(todayVn.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7)}-01`;
  const yesterday = iso(Date.parse(`${todayVn}T00:00:00Z`) - MS_DAY);
  const h = tableFor(staffSettingHoliday);
  const holidays = ((await tx.select({ from: h.from_date as AnyPgColumn, to: h.to_date as AnyPgColumn }).from(h)) as DateRange[]).map((x) => ({ from: String(x.from), to: String(x.to) }));
  const l = tableFor(staffLeave);
  const leaves = (await tx
    .select({ staff_id: l.staff_id as AnyPgColumn, from: l.from_date as AnyPgColumn, to: l.to_date as AnyPgColumn })
    .from(l)
    .where(eq(l.status as AnyPgColumn, 'APPROVED'))) as { staff_id: number; from: string; to: string }[];
  const staffFile = files.find((f) => Number(f.account_id) === idOf('staff'));
  // The demo staff member's days to explain: the most recent working days, one approved, one waiting.
  const workdays: string[] = [];
  for (let d = Date.parse(`${first}T00:00:00Z`); iso(d) <= yesterday; d += MS_DAY) if (countLeaveDays(iso(d), iso(d), false, false, holidays) === 1) workdays.push(iso(d));
  // Days the demo staff member worked (not on leave): the ones to explain and one late arrival.
  const onLeave = (id: number | undefined, date: string) => leaves.some((x) => Number(x.staff_id) === Number(id) && String(x.from) <= date && String(x.to) >= date);
  const staffDays = workdays.filter((d) => !onLeave(staffFile?.id, d));
  const missingIn = staffDays[staffDays.length - 2];
  const forgotOut = staffDays[staffDays.length - 6];
  const lateDay = staffDays[staffDays.length - 4];
  const inputs: { input: Row }[] = [];
  for (const [i, f] of files.entries()) {
    for (const [k, date] of workdays.entries()) {
      if (onLeave(f.id, date)) continue;
      const isStaff = f.id === staffFile?.id;
      // A plausible month: mostly on time, sometimes late or early, now and then a punch missing or a day absent.
      const r = (i * 31 + k * 17) % 41;
      if (!isStaff && r === 40) continue;
      let inAt = 7 * 60 + 40 + ((i * 7 + k * 3) % 18);
      let outAt = 17 * 60 + 2 + ((i * 5 + k * 11) % 40);
      if (r === 3 || r === 19 || (isStaff && date === lateDay)) inAt = 8 * 60 + 5 + (r % 20);
      if (r === 7) outAt = 16 * 60 + 30;
      let checkIn: string | null = at(date, inAt);
      let checkOut: string | null = at(date, outAt);
      if (isStaff && date === missingIn) checkIn = null;
      if (isStaff && date === forgotOut) checkOut = null;
      if (!isStaff && r === 29) checkOut = null;
      inputs.push({ input: { staff_id: Number(f.id), work_date: date, check_in: checkIn, check_out: checkOut, ...measureAttendance(checkIn, checkOut), source: 'MACHINE', machine_code: k % 2 ? 'MCC-CONG-1' : 'MCC-CONG-2' } });
    }
  }
  const admin = as('admin');
  for (let k = 0; k < inputs.length; k += 2000) {
    const { issues } = await createMany(admin, timeKeeping, inputs.slice(k, k + 2000));
    if (issues.size > 0) throw new Error(`seed time_keeping: ${JSON.stringify([...issues.values()][0])}`);
  }
  if (staffFile && forgotOut && missingIn) {
    const approved = await createRecord(as('staff'), timeKeepingExplanation, {
      staff_id: Number(staffFile.id),
      work_date: forgotOut,
      kind: 'MISSING_CHECK_OUT',
      check_out: at(forgotOut, 17 * 60 + 35),
      reason: 'Ở lại họp giao ban với khách hàng, ra về bằng cổng phụ không có máy chấm công',
    });
    await submitForApproval(as('staff'), timeKeepingExplanation, Number(approved.id));
    await decideApproval(admin, timeKeepingExplanation, Number(approved.id), 'APPROVED', { comment: 'Đồng ý' });
    const waiting = await createRecord(as('staff'), timeKeepingExplanation, {
      staff_id: Number(staffFile.id),
      work_date: missingIn,
      kind: 'MISSING_CHECK_IN',
      check_in: at(missingIn, 7 * 60 + 50),
      reason: 'Máy chấm công ở cổng chính bị lỗi, đã báo bảo vệ ghi nhận',
    });
    await submitForApproval(as('staff'), timeKeepingExplanation, Number(waiting.id));
  }

  // Training: courses to come (one only for the demo staff member's department), and finished ones with results.
  const o = tableFor(organization);
  const [dept] = (await tx
    .select({ id: o.id as AnyPgColumn })
    .from(o)
    .where(and(eq(o.id as AnyPgColumn, Number(staffFile?.department_id ?? 0))))
    .limit(1)) as { id: number }[];
  const [auto] = (await tx
    .select({ id: o.id as AnyPgColumn })
    .from(o)
    .where(eq(o.code as AnyPgColumn, 'THACO-AUTO'))
    .limit(1)) as { id: number }[];
  const day = (offset: number, hour: number) => new Date(Date.parse(`${todayVn}T00:00:00+07:00`) + offset * MS_DAY + hour * 3_600_000).toISOString();
  type Course = Row & { offset: number; days: number; enrol: number[]; finished?: boolean };
  const courses: Course[] = [
    {
      code: 'DT-ATLD-01',
      title: 'An toàn lao động và phòng cháy chữa cháy',
      title_en: 'Occupational safety and fire prevention',
      description: 'Quy định an toàn lao động, kỹ năng sử dụng bình chữa cháy và thoát hiểm tại văn phòng và nhà máy.',
      description_en: 'Safety rules, using fire extinguishers and evacuating offices and plants.',
      trainer: 'ThS. Nguyễn Văn An',
      mode: 'OFFLINE',
      schedule: 'Sáng thứ Bảy, 8:00 - 11:30',
      schedule_en: 'Saturday morning, 8:00 - 11:30',
      location: 'Hội trường A, Trụ sở chính, 10 Mai Chí Thọ',
      capacity: 40,
      hours: 3.5,
      is_certificate: true,
      offset: 5,
      days: 0,
      enrol: [1, 2, 4, 5, 6, 7],
    },
    {
      code: 'DT-EXCEL-02',
      title: 'Excel nâng cao cho báo cáo quản trị',
      title_en: 'Advanced Excel for management reporting',
      description: 'PivotTable, Power Query và trực quan hoá dữ liệu cho báo cáo tháng.',
      description_en: 'PivotTables, Power Query and charts for monthly reports.',
      trainer: 'Trần Thị Bích',
      mode: 'ONLINE',
      schedule: 'Tối thứ Ba và thứ Năm, 19:00 - 21:00 (4 buổi)',
      schedule_en: 'Tuesday and Thursday evenings, 19:00 - 21:00 (4 sessions)',
      online_link: 'https://meet.thaco.com.vn/dt-excel-02',
      capacity: 3,
      hours: 8,
      is_certificate: false,
      offset: 9,
      days: 10,
      enrol: [8, 9],
    },
    {
      code: 'DT-NS-03',
      title: 'Kỹ năng phỏng vấn tuyển dụng',
      title_en: 'Recruitment interviewing skills',
      description: 'Dành cho cán bộ nhân sự và quản lý tham gia phỏng vấn: câu hỏi hành vi, đánh giá ứng viên.',
      description_en: 'For HR staff and managers who interview: behavioural questions, assessing candidates.',
      trainer: 'Phạm Thị Nhân',
      mode: 'BLENDED',
      schedule: 'Chiều thứ Sáu, 13:30 - 17:00',
      schedule_en: 'Friday afternoon, 13:30 - 17:00',
      location: 'Phòng họp Ban Nhân sự, tầng 5',
      online_link: 'https://meet.thaco.com.vn/dt-ns-03',
      capacity: 15,
      hours: 3.5,
      is_certificate: true,
      target_unit_ids: dept ? [Number(dept.id)] : [],
      offset: 12,
      days: 0,
      enrol: [10],
    },
    {
      code: 'DT-OTO-04',
      title: 'Công nghệ xe điện và hệ thống pin',
      title_en: 'Electric vehicle technology and battery systems',
      description: 'Kiến thức nền về xe điện, hệ thống pin và an toàn điện cao áp cho kỹ thuật viên.',
      description_en: 'Basics of electric vehicles, battery systems and high-voltage safety for technicians.',
      trainer: 'KS. Lê Quốc Cường',
      mode: 'OFFLINE',
      schedule: 'Cả ngày thứ Hai đến thứ Tư',
      schedule_en: 'Monday to Wednesday, all day',
      location: 'Trung tâm đào tạo THACO AUTO, Chu Lai',
      capacity: 25,
      hours: 24,
      is_certificate: true,
      target_unit_ids: auto ? [Number(auto.id)] : [],
      offset: 20,
      days: 2,
      enrol: [],
    },
    {
      code: 'DT-VH-05',
      title: 'Văn hoá THACO và hội nhập nhân viên mới',
      title_en: 'THACO culture and onboarding',
      description: 'Lịch sử hình thành, giá trị cốt lõi và quy định nội bộ của Tập đoàn.',
      description_en: "The group's history, core values and internal rules.",
      trainer: 'Ban Văn hoá Tập đoàn',
      mode: 'OFFLINE',
      schedule: 'Sáng thứ Hai, 8:00 - 12:00',
      schedule_en: 'Monday morning, 8:00 - 12:00',
      location: 'Hội trường B, Trụ sở chính',
      capacity: 60,
      hours: 4,
      is_certificate: true,
      offset: -40,
      days: 0,
      enrol: [0, 1, 2, 3, 11, 12],
      finished: true,
    },
    {
      code: 'DT-KN-06',
      title: 'Kỹ năng giao tiếp và làm việc nhóm',
      title_en: 'Communication and teamwork',
      description: 'Giao tiếp hiệu quả, phản hồi tích cực và phối hợp liên phòng ban.',
      description_en: 'Effective communication, constructive feedback and working across departments.',
      trainer: 'ThS. Đỗ Minh Khoa',
      mode: 'ONLINE',
      schedule: 'Chiều thứ Tư, 14:00 - 17:00',
      schedule_en: 'Wednesday afternoon, 14:00 - 17:00',
      online_link: 'https://meet.thaco.com.vn/dt-kn-06',
      capacity: 30,
      hours: 3,
      is_certificate: false,
      offset: -15,
      days: 0,
      enrol: [0, 3, 13, 14],
      finished: true,
    },
  ];
  const withAccounts = files.filter((f) => f.account_id !== null);
  const order = [...withAccounts.filter((f) => f.id === staffFile?.id), ...withAccounts.filter((f) => f.id !== staffFile?.id), ...files.filter((f) => f.account_id === null)];
  for (const [n, course] of courses.entries()) {
    const { offset, days, enrol, finished, ...fields } = course;
    const id = await insertValidated(tx, trainingCourse, { ...fields, start_time: day(offset, 8), end_time: day(offset + days, 17), stage: finished ? 'FINISHED' : 'OPEN' }, { ordering: n + 1 });
    for (const [k, idx] of enrol.entries()) {
      const f = order[idx];
      if (!f) continue;
      const isPassed = finished && k % 5 !== 4;
      await insertValidated(tx, trainingEnrolment, {
        course_id: id,
        staff_id: Number(f.id),
        enrolment: 'ENROLLED',
        attendance: finished ? (k % 5 === 4 ? 'ABSENT' : 'PRESENT') : 'UNKNOWN',
        result: finished ? (isPassed ? 'PASSED' : 'FAILED') : 'PENDING',
        score: finished ? (isPassed ? 75 + ((k * 7) % 25) : 40) : null,
        certificate_no: finished && isPassed && fields.is_certificate ? `CC-${String(fields.code)}-${pad(k + 1)}` : null,
        certificate_date: finished && isPassed && fields.is_certificate ? day(offset + 1, 8).slice(0, 10) : null,
        note: finished ? null : 'Đăng ký qua cổng thông tin',
      });
    }
  }
}

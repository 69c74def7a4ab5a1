/**
 * Demo leave (issue 15): leave types, the year's Vietnamese public holidays, the seniority
 * increase, balances for every staff file, and requests in every state made through the engine
 * (create, submit, approve, reject), so the approvers find leave waiting for them and the portal's
 * /human-resource/leave shows balances, requests with their timelines and a team calendar.
 * Colleagues without an account get leave recorded by HR (approved, their balances updated).
 */
import { countLeaveDays, formatDate, type Row, staff, staffLeave, staffLeaveDay, staffSettingHoliday, staffSettingIncreaseAnnualLeaving, staffSettingLeaveType } from '@portal/domain';
import { and, asc, eq, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cancelApproval, decideApproval, submitForApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { installModules } from '../../engine/module.js';
import { createRecord } from '../../engine/service.js';
import { modules } from '../../modules/index.js';
import { insertValidated, seedActors } from '../insert.js';

const TYPES: [code: string, vi: string, en: string, paid: boolean, days: number, negative: boolean, half: boolean][] = [
  ['ANNUAL', 'Phép năm', 'Annual leave', true, 12, false, true],
  ['SICK', 'Nghỉ ốm', 'Sick leave', true, 30, false, true],
  ['WEDDING', 'Nghỉ cưới', 'Marriage leave', true, 3, false, false],
  ['BEREAVEMENT', 'Nghỉ tang', 'Bereavement leave', true, 3, false, false],
  ['UNPAID', 'Nghỉ không lương', 'Unpaid leave', false, 0, true, true],
];

/** Public holidays of 2026 (Labour Code 2019, art. 112, as amended in 2025: National Day two days) and the fixed ones of 2027. */
const HOLIDAYS: [from: string, to: string, vi: string, en: string][] = [
  ['2026-01-01', '2026-01-01', 'Tết Dương lịch', "New Year's Day"],
  ['2026-02-14', '2026-02-22', 'Tết Nguyên đán Bính Ngọ', 'Lunar New Year (Tết)'],
  ['2026-04-27', '2026-04-27', 'Giỗ Tổ Hùng Vương (nghỉ bù)', 'Hung Kings Commemoration (day in lieu)'],
  ['2026-04-30', '2026-04-30', 'Ngày Giải phóng miền Nam', 'Reunification Day'],
  ['2026-05-01', '2026-05-01', 'Ngày Quốc tế Lao động', 'International Labour Day'],
  ['2026-09-01', '2026-09-02', 'Quốc khánh', 'National Day'],
  ['2027-01-01', '2027-01-01', 'Tết Dương lịch', "New Year's Day"],
  ['2027-04-30', '2027-04-30', 'Ngày Giải phóng miền Nam', 'Reunification Day'],
  ['2027-05-01', '2027-05-01', 'Ngày Quốc tế Lao động', 'International Labour Day'],
];

const MS_DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoLeave(tx: Drizzle, now = new Date()): Promise<void> {
  // The leave module's rules (working days, balances) run in the engine's hooks: the seed may run
  // before an app has installed the modules (a fresh start, the seed test).
  installModules(modules);
  const typeIds = new Map<string, number>();
  let k = 0;
  for (const [code, name, name_en, is_paid, days_per_year, is_negative_allowed, is_half_day_allowed] of TYPES) {
    typeIds.set(
      code,
      await insertValidated(tx, staffSettingLeaveType, { code, name, name_en, is_paid, days_per_year, is_negative_allowed, is_half_day_allowed, description: `${name} theo quy định của Tập đoàn`, description_en: `${name_en} under the group's rules` }, { ordering: ++k }),
    );
  }
  for (const [from_date, to_date, name, name_en] of HOLIDAYS) await insertValidated(tx, staffSettingHoliday, { from_date, to_date, name, name_en });
  const annual = typeIds.get('ANNUAL') as number;
  await insertValidated(tx, staffSettingIncreaseAnnualLeaving, {
    name: 'Cộng 1 ngày phép năm cho mỗi 5 năm làm việc',
    name_en: 'One more day of annual leave for every 5 years of service',
    leave_type_id: annual,
    years_of_service: 5,
    days: 1,
    description: 'Bộ luật Lao động 2019, Điều 114',
  });

  const year = Number(now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).slice(0, 4));
  const s = tableFor(staff);
  const sc = (n: string) => s[n] as AnyPgColumn;
  const files = (await tx
    .select({ id: sc('id'), full_name: sc('full_name'), account_id: sc('account_id'), start_date: sc('start_date'), department_id: sc('department_id') })
    .from(s)
    .where(eq(sc('employee_status'), 'WORKING'))
    .orderBy(asc(sc('id')))) as { id: number; full_name: string; account_id: number | null; start_date: string | null; department_id: number | null }[];
  // Balances of annual leave for everyone at work this year: 12 days, up to 3 carried over, the seniority increase.
  for (const [i, f] of files.entries()) {
    const start = f.start_date ? Number(String(f.start_date).slice(0, 4)) : year;
    const increase = Math.max(0, Math.floor((year - start - 1) / 5));
    await insertValidated(tx, staffLeaveDay, { staff_id: Number(f.id), leave_type_id: annual, year, entitled: 12, carried_over: i % 4, increase, adjustment: 0, note: i % 4 ? 'Chuyển phép năm trước' : null }, { taken: 0, pending: 0 });
  }

  const { idOf, as } = await seedActors(tx, ['admin', 'hr', 'staff', 'editor', 'approver'], now);
  const fileOf = (u: string) => files.find((f) => Number(f.account_id) === idOf(u));
  // Dates around this week (Monday of it), kept in this year.
  const d = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const monday = d - ((new Date(d).getUTCDay() + 6) % 7) * MS_DAY;
  const at = (offset: number) => isoOf(monday + offset * MS_DAY);
  type Plan = { who: string; from: number; to: number; type?: string; half?: boolean; reason: string; end: 'draft' | 'pending' | 'managerApproved' | 'approved' | 'rejected' | 'cancelled' };
  const plans: Plan[] = [
    { who: 'staff', from: -7, to: -6, reason: 'Về quê giải quyết việc gia đình', end: 'approved' },
    { who: 'staff', from: 9, to: 10, reason: 'Đưa con đi khám sức khoẻ định kỳ', end: 'pending' },
    { who: 'staff', from: 16, to: 16, half: true, reason: 'Làm thủ tục hành chính tại phường', end: 'rejected' },
    { who: 'staff', from: 23, to: 23, type: 'SICK', reason: 'Khám răng theo lịch hẹn', end: 'draft' },
    { who: 'editor', from: 7, to: 11, reason: 'Nghỉ phép năm cùng gia đình', end: 'managerApproved' },
    { who: 'hr', from: 2, to: 2, reason: 'Việc cá nhân', end: 'approved' },
    { who: 'approver', from: 14, to: 15, reason: 'Tham dự đám cưới người thân', end: 'cancelled' },
  ];
  for (const p of plans) {
    const file = fileOf(p.who);
    const from = at(p.from);
    const to = at(p.to);
    if (!file || from.slice(0, 4) !== String(year) || to.slice(0, 4) !== String(year)) continue;
    try {
      const row = await createRecord(as(p.who), staffLeave, { staff_id: Number(file.id), leave_type_id: typeIds.get(p.type ?? 'ANNUAL'), from_date: from, to_date: to, is_to_half: p.half === true, reason: p.reason });
      const id = Number(row.id);
      if (p.end === 'draft') continue;
      await submitForApproval(as(p.who), staffLeave, id);
      if (p.end === 'pending') continue;
      if (p.end === 'cancelled') {
        await cancelApproval(as(p.who), staffLeave, id, { comment: 'Thay đổi kế hoạch' });
        continue;
      }
      if (p.end === 'rejected') {
        await decideApproval(as('admin'), staffLeave, id, 'REJECTED', { comment: 'Phòng đang cao điểm quyết toán, vui lòng chọn ngày khác' });
        continue;
      }
      await decideApproval(as('admin'), staffLeave, id, 'APPROVED', { comment: 'Đồng ý' });
      if (p.end === 'approved' && Number(row.days) > 3) await decideApproval(as('hr'), staffLeave, id, 'APPROVED', { comment: 'Ban Nhân sự xác nhận' });
    } catch (e) {
      // A date falling on a holiday or outside the year: that request is left out of the demo.
      if (process.env.DEBUG_LEAVE_SEED) console.warn('demo leave', p, e);
    }
  }

  // Colleagues without an account: leave recorded by HR, approved, on the demo staff member's team calendar.
  const staffDept = fileOf('staff')?.department_id ?? null;
  const lt = tableFor(staffLeaveDay);
  const colleagues = files.filter((f) => f.account_id === null && staffDept !== null && Number(f.department_id) === Number(staffDept)).slice(0, 4);
  for (const [i, f] of colleagues.entries()) {
    const from = at(i * 3 + 1);
    const to = at(i * 3 + 2);
    if (from.slice(0, 4) !== String(year) || to.slice(0, 4) !== String(year)) continue;
    const days = countLeaveDays(from, to, false, false, HOLIDAYS.map(([hf, ht]) => ({ from: hf, to: ht })));
    if (days <= 0) continue;
    await insertValidated(tx, staffLeave, { staff_id: Number(f.id), leave_type_id: annual, from_date: from, to_date: to, reason: 'Nghỉ phép năm' }, { status: 'APPROVED', days, title: `${f.full_name}: Phép năm ${formatDate(from)} - ${formatDate(to)}` });
    const [b] = (await tx
      .select({ id: lt.id as AnyPgColumn, taken: lt.taken as AnyPgColumn })
      .from(lt)
      .where(and(eq(lt.staff_id as AnyPgColumn, Number(f.id)), eq(lt.leave_type_id as AnyPgColumn, annual), eq(lt.year as AnyPgColumn, year)))
      .limit(1)) as Row[];
    if (b) await tx.update(lt).set({ taken: Number(b.taken ?? 0) + days }).where(eq(lt.id as AnyPgColumn, Number(b.id)));
  }
}

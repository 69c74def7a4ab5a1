/**
 * Demo candidates (issue 15): the candidate approval process (the requester's line manager), a
 * second open position of THACO AUTO approved through the engine, and candidates in every pipeline
 * state, made through the engine as THACO AUTO's HR manager: applied (one referred by a colleague
 * from the portal), interviewing, passed, waiting for the admin's approval, approved, rejected,
 * hired (with their staff record, pending contract), withdrawn and not retained.
 */
import { approvalProcess, approvalStep, candidate, organization, recruitment, staffSettingItem } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decideApproval, submitForApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { runAction } from '../../engine/actions.js';
import { changeStatus, createRecord } from '../../engine/service.js';
import { insertValidated, seedActors } from '../insert.js';

const col = (t: Record<string, unknown>, n: string) => t[n] as AnyPgColumn;

export async function seedDemoCandidates(tx: Drizzle): Promise<void> {
  const now = new Date();
  const { idOf, as } = await seedActors(tx, ['admin', 'hr', 'hr.auto', 'staff'], now);
  if (!idOf('hr.auto') || !idOf('admin')) return;
  const pid = await insertValidated(tx, approvalProcess, { name: 'Duyệt ứng viên trúng tuyển', name_en: 'Candidate approval', source_type: 'CANDIDATE', remind_after_hours: 24 });
  await insertValidated(tx, approvalStep, { process_id: pid, name: 'Giám đốc đơn vị duyệt', name_en: 'Unit director approval', approver_kind: 'LINE_MANAGER', mode: 'ANY' }, { ordering: 1 });

  const s = tableFor(staffSettingItem);
  const settings = (await tx
    .select({ id: col(s, 'id'), code: col(s, 'code'), category: col(s, 'category') })
    .from(s)
    .where(inArray(col(s, 'category'), ['RECRUITMENT_SOURCE', 'FAILED_REASON', 'QUALIFICATION', 'MAJOR']))) as { id: number; code: string; category: string }[];
  const setting = (category: string, code: string) => {
    const id = settings.find((x) => x.category === category && x.code === code)?.id;
    return id ? Number(id) : undefined;
  };

  // A second open position: THACO AUTO's sales department, approved by the admin then HR.
  const o = tableFor(organization);
  const [auto] = (await tx
    .select({ id: col(o, 'id') })
    .from(o)
    .where(eq(col(o, 'code'), 'THACO-AUTO'))
    .limit(1)) as { id: number }[];
  const [dept] = (await tx
    .select({ id: col(o, 'id') })
    .from(o)
    .where(eq(col(o, 'code'), 'AUTO-KT'))
    .limit(1)) as { id: number }[];
  const year = now.getFullYear();
  const deadline = `${year + 1}-03-31`;
  let second: number | null = null;
  if (auto) {
    const created = await createRecord(as('hr.auto'), recruitment, {
      title: 'Kỹ thuật viên bảo dưỡng ô tô',
      unit_id: Number(auto.id),
      ...(dept ? { department_id: Number(dept.id) } : {}),
      quantity: 3,
      deadline,
      reason: 'Mở rộng xưởng dịch vụ tại Chu Lai',
      requirements: 'Tốt nghiệp cao đẳng cơ khí động lực; ưu tiên có 1 năm kinh nghiệm sửa chữa ô tô',
    });
    second = Number(created.id);
    await submitForApproval(as('hr.auto'), recruitment, second);
    await decideApproval(as('admin'), recruitment, second, 'APPROVED', { comment: 'Đồng ý tuyển bổ sung' });
    if (idOf('hr')) await decideApproval(as('hr'), recruitment, second, 'APPROVED', { comment: 'Đã có ngân sách' });
  }

  // The request approved by the approval demo (the first APPROVED one); its deadline in the future.
  const t = tableFor(recruitment);
  const [first] = (await tx
    .select({ id: col(t, 'id') })
    .from(t)
    .where(and(eq(col(t, 'status'), 'APPROVED'), eq(col(t, 'state'), 'ACTIVE')))
    .orderBy(asc(col(t, 'id')))
    .limit(1)) as { id: number }[];
  if (!first) return;
  const main = Number(first.id);
  // It is THACO AUTO's (its HR manager hires within the corporation): the sales department.
  const [sales] = (await tx
    .select({ id: col(o, 'id') })
    .from(o)
    .where(eq(col(o, 'code'), 'AUTO-KD'))
    .limit(1)) as { id: number }[];
  await tx
    .update(t)
    .set({ deadline: `${year + 1}-02-28`, quantity: 5, ...(auto ? { unit_id: Number(auto.id), department_id: sales ? Number(sales.id) : null } : {}) })
    .where(eq(col(t, 'id'), main));

  const hr = as('hr.auto');
  const action = (name: string) => {
    const found = candidate.actions?.find((x) => x.name === name);
    if (!found) throw new Error(`candidate action ${name}`);
    return found;
  };
  const add = async (recruitment_id: number, full_name: string, phone: string, extra: Record<string, unknown> = {}) =>
    Number(
      (
        await createRecord(hr, candidate, {
          recruitment_id,
          full_name,
          phone,
          email: `${phone}@gmail.com`,
          source_id: setting('RECRUITMENT_SOURCE', 'WEBSITE'),
          qualification_id: setting('QUALIFICATION', 'BACHELOR'),
          major_id: setting('MAJOR', 'BUSINESS'),
          ...extra,
        })
      ).id,
    );
  const interview = `${year}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(Math.min(now.getDate(), 28)).padStart(2, '0')}`;
  const to = (id: number, ...statuses: string[]) => statuses.reduce<Promise<unknown>>((p, st) => p.then(() => changeStatus(hr, candidate, id, st)), Promise.resolve());

  await add(main, 'Nguyễn Văn Hùng', '0905112233', { gender: 'MALE', date_of_birth: '1996-04-12', expected_salary: 14_000_000, note: 'Đã có 2 năm bán xe du lịch tại Đà Nẵng' });
  if (idOf('staff'))
    await runAction(as('staff'), candidate, action('refer'), null, {
      recruitment_id: main,
      full_name: 'Trần Thị Mỹ Linh',
      phone: '0935667788',
      email: 'mylinh.tran@gmail.com',
      note: 'Bạn học đại học, giao tiếp tốt, đang làm tư vấn bảo hiểm',
    });
  const interviewing = await add(main, 'Phạm Quang Huy', '0914223344', { gender: 'MALE', interview_date: interview, source_id: setting('RECRUITMENT_SOURCE', 'JOB_BOARD') });
  await to(interviewing, 'INTERVIEWING');
  const passed = await add(main, 'Võ Thị Thanh Tâm', '0983445566', { gender: 'FEMALE', interview_date: interview, expected_salary: 13_000_000 });
  await to(passed, 'INTERVIEWING', 'SUCCESS');
  const waiting = await add(main, 'Đặng Minh Tuấn', '0906778899', { gender: 'MALE', interview_date: interview, expected_salary: 16_000_000 });
  await to(waiting, 'INTERVIEWING', 'SUCCESS');
  await submitForApproval(hr, candidate, waiting);
  const approved = await add(main, 'Bùi Thị Kim Ngân', '0919334455', { gender: 'FEMALE', interview_date: interview, start_date: `${year + 1}-01-05` });
  await to(approved, 'INTERVIEWING', 'SUCCESS');
  await submitForApproval(hr, candidate, approved);
  await decideApproval(as('admin'), candidate, approved, 'APPROVED', { comment: 'Đồng ý tiếp nhận' });
  const rejected = await add(main, 'Hoàng Gia Bảo', '0977556677', { gender: 'MALE', interview_date: interview, expected_salary: 25_000_000 });
  await to(rejected, 'INTERVIEWING', 'SUCCESS');
  await submitForApproval(hr, candidate, rejected);
  await decideApproval(as('admin'), candidate, rejected, 'REJECTED', { comment: 'Mức lương đề xuất vượt khung của vị trí' });
  const hired = await add(main, 'Lý Thành Đạt', '0988990011', { gender: 'MALE', date_of_birth: '1995-09-20', interview_date: interview, start_date: `${year}-12-01` });
  await to(hired, 'INTERVIEWING', 'SUCCESS');
  await submitForApproval(hr, candidate, hired);
  await decideApproval(as('admin'), candidate, hired, 'APPROVED', { comment: 'Đồng ý' });
  await runAction(hr, candidate, action('hire'), hired, {});
  const withdrew = await add(main, 'Ngô Thị Phương', '0903998877', { gender: 'FEMALE' });
  await changeStatus(hr, candidate, withdrew, 'CANCELLED', { reason: 'Ứng viên đã nhận việc ở công ty khác' });
  const notRetained = await add(main, 'Dương Văn Phúc', '0932001122', { gender: 'MALE', interview_date: interview, failed_reason_id: setting('FAILED_REASON', 'SKILLS') });
  await to(notRetained, 'INTERVIEWING');
  await changeStatus(hr, candidate, notRetained, 'COMPANY_CANCELLED', { reason: 'Chưa đạt yêu cầu chuyên môn sau vòng phỏng vấn' });

  if (second) {
    await add(second, 'Trương Công Minh', '0945123789', { gender: 'MALE', qualification_id: setting('QUALIFICATION', 'COLLEGE'), major_id: setting('MAJOR', 'MECHANICAL') });
    const tech = await add(second, 'Huỳnh Tấn Lộc', '0967321654', { gender: 'MALE', interview_date: interview, qualification_id: setting('QUALIFICATION', 'COLLEGE'), major_id: setting('MAJOR', 'MECHANICAL') });
    await to(tech, 'INTERVIEWING');
  }
}

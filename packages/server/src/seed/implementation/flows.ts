/**
 * Demo approvals of the implementation projects (issue 40, ADR 0022), after the generated samples:
 * the first demo project gets a director, a site manager and a quantity surveyor among its members
 * (staff with accounts), its own approval flows (memos: the director; supplies and payments: the QS,
 * then the director), made through the engine so each is kept as the project's approval process;
 * the second project a memo flow. Its site manager then files a memo and a supply request and
 * submits them, so the director and the QS find them in "waiting for me".
 */
import {
  account,
  buildAbility,
  implementationApprovalFlow,
  implementationMemo,
  implementationProject,
  implementationSettingItem,
  implementationSettingPosition,
  implementationSupply,
  implementationUser,
  type Row,
  staff,
} from '@portal/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { submitForApproval } from '../../approval/engine.js';
import type { Database, Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import type { Ctx } from '../../engine/context.js';
import { installModules } from '../../engine/module.js';
import { createRecord } from '../../engine/service.js';
import { modules } from '../../modules/index.js';
import { insertValidated } from '../insert.js';

const c = (r: Parameters<typeof tableFor>[0], n: string) => tableFor(r)[n] as AnyPgColumn;

export async function seedDemoImplementationFlows(tx: Drizzle, now = new Date()): Promise<void> {
  installModules(modules);
  const projects = (await tx
    .select({ id: c(implementationProject, 'id') })
    .from(tableFor(implementationProject))
    .where(eq(c(implementationProject, 'state'), 'ACTIVE'))
    .orderBy(asc(c(implementationProject, 'id')))
    .limit(2)) as { id: number }[];
  if (projects.length === 0) return;
  const positions = new Map(
    ((await tx.select({ id: c(implementationSettingPosition, 'id'), code: c(implementationSettingPosition, 'code') }).from(tableFor(implementationSettingPosition))) as { id: number; code: string }[]).map(
      (p) => [String(p.code), Number(p.id)],
    ),
  );
  const pos = (code: string) => positions.get(code) as number;
  if (!pos('DIRECTOR') || !pos('SITE_MANAGER') || !pos('QS')) return;
  const [admin] = (await tx.select({ id: c(account, 'id') }).from(tableFor(account)).where(eq(c(account, 'username'), 'admin'))) as { id: number }[];
  const as = (userId: number): Ctx => ({
    database: { db: tx } as unknown as Database,
    user: { id: userId, username: `demo-${userId}`, roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: true },
    lang: 'vi',
    ip: 'seed',
    userAgent: 'seed',
    now: () => now,
  });
  const project = Number(projects[0]?.id);

  // The first project's leadership: members holding each position, taken from staff with accounts.
  const members = (await tx
    .select({ staff: c(implementationUser, 'staff_id'), position: c(implementationUser, 'position_id') })
    .from(tableFor(implementationUser))
    .where(and(eq(c(implementationUser, 'project_id'), project), eq(c(implementationUser, 'state'), 'ACTIVE')))) as { staff: number; position: number }[];
  const people = (await tx
    .select({ id: c(staff, 'id'), account: c(staff, 'account_id') })
    .from(tableFor(staff))
    .where(and(eq(c(staff, 'state'), 'ACTIVE'), isNotNull(c(staff, 'account_id'))))
    .orderBy(asc(c(staff, 'id')))) as { id: number; account: number }[];
  const taken = new Set(members.map((m) => Number(m.staff)));
  const accountOf = new Map(people.map((p) => [Number(p.id), Number(p.account)]));
  const holder: Record<string, number> = {};
  for (const code of ['DIRECTOR', 'SITE_MANAGER', 'QS']) {
    const has = members.find((m) => Number(m.position) === pos(code) && accountOf.has(Number(m.staff)));
    if (has) {
      holder[code] = Number(has.staff);
      continue;
    }
    const free = people.find((p) => !taken.has(Number(p.id)));
    if (!free) return;
    taken.add(Number(free.id));
    holder[code] = Number(free.id);
    await insertValidated(tx, implementationUser, { project_id: project, staff_id: Number(free.id), position_id: pos(code), joined_date: now.toISOString().slice(0, 10), workload: 100 }, {}, now);
  }

  const step = (name: string, name_en: string, code: string) => ({ name, name_en, position_id: pos(code), mode: 'ANY' });
  const flows: [number, string, string, string, ReturnType<typeof step>[]][] = [
    [project, 'IMPLEMENTATION_MEMO', 'Duyệt chỉ thị công trường', 'Site memo approval', [step('Giám đốc dự án duyệt', 'Project director approval', 'DIRECTOR')]],
    [project, 'IMPLEMENTATION_SUPPLY', 'Duyệt đề xuất vật tư', 'Supply request approval', [step('QS kiểm tra khối lượng', 'QS quantity check', 'QS'), step('Giám đốc dự án phê duyệt', 'Project director approval', 'DIRECTOR')]],
    [project, 'IMPLEMENTATION_PAYMENT', 'Duyệt thanh toán', 'Payment approval', [step('QS xác nhận khối lượng', 'QS quantity confirmation', 'QS'), step('Giám đốc dự án phê duyệt', 'Project director approval', 'DIRECTOR')]],
  ];
  if (projects[1]) flows.push([Number(projects[1].id), 'IMPLEMENTATION_MEMO', 'Duyệt chỉ thị công trường', 'Site memo approval', [step('Giám đốc dự án duyệt', 'Project director approval', 'DIRECTOR')]]);
  for (const [project_id, source_type, name, name_en, steps] of flows)
    await createRecord(as(Number(admin?.id)), implementationApprovalFlow, { project_id, source_type, name, name_en, remind_after_hours: 24, steps } satisfies Row);

  // The site manager files and submits a memo and a supply request: they wait for the director and the QS.
  const siteManager = accountOf.get(holder.SITE_MANAGER as number) as number;
  const kind = async (category: string) =>
    Number(
      ((await tx
        .select({ id: c(implementationSettingItem, 'id') })
        .from(tableFor(implementationSettingItem))
        .where(eq(c(implementationSettingItem, 'category'), category))
        .orderBy(asc(c(implementationSettingItem, 'id')))
        .limit(1)) as { id: number }[])[0]?.id ?? 0,
    ) || null;
  const memo = await createRecord(as(siteManager), implementationMemo, {
    project_id: project,
    title: 'Bổ sung biển báo và rào chắn khu vực cẩu lắp',
    title_en: 'More signs and barriers around the crane lifting zone',
    kind_id: await kind('MEMO_KIND'),
    content: 'Nhà thầu bổ sung biển cảnh báo và rào chắn bán kính 15 m quanh khu vực cẩu lắp kết cấu thép, có người cảnh giới trong suốt ca làm việc.',
    due_date: new Date(now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
  });
  await submitForApproval(as(siteManager), implementationMemo, Number(memo.id), {});
  const unit = await kind('UNIT_OF_MEASURE');
  const supply = await createRecord(as(siteManager), implementationSupply, {
    project_id: project,
    title: 'Vật tư đổ bê tông móng khu C',
    title_en: 'Materials for the zone C foundation pour',
    needed_date: new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
    lines: [
      { item: 'Bê tông thương phẩm M300', unit_id: unit, quantity: 120, unit_price: 1_450_000 },
      { item: 'Thép vằn D20 CB400-V', unit_id: unit, quantity: 8.5, unit_price: 17_900_000 },
    ],
  });
  await submitForApproval(as(siteManager), implementationSupply, Number(supply.id), {});
}

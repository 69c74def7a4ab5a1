/**
 * Demo work of the implementation projects (issue 40, ADR 0021): for each demo project, its work
 * packages (a tree: root packages and sub-packages, a kind, planned dates, an owner among its
 * members) and their checklist items, done or open, some of them late, so that each project's
 * progress (kept by the roll-up triggers) is plausible for how far along it is; and the site
 * diary of the last three weeks (working days), some entries with photos.
 */
import type { Row } from '@portal/domain';
import { DIARY_SAMPLES, implementationCategory, implementationChecklist, implementationConstruction, implementationProject, implementationSettingItem, implementationUser, WEATHER } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated } from '../insert.js';

type Pkg = { code: string; name: string; name_en: string; kind: string; subs: [string, string, [string, string, number][]][] };

/** The work breakdown of a construction project: packages, sub-packages, items with a weight. */
const WORK: Pkg[] = [
  {
    code: 'XT',
    name: 'Phần xây thô',
    name_en: 'Structural works',
    kind: 'XAY_THO',
    subs: [
      [
        'Móng và tầng hầm',
        'Foundations and basement',
        [
          ['Khảo sát địa chất bổ sung', 'Additional soil investigation', 1],
          ['Ép cọc bê tông cốt thép', 'Precast pile driving', 3],
          ['Nghiệm thu cốt thép móng', 'Footing reinforcement inspection', 2],
          ['Đổ bê tông móng', 'Footing concrete pour', 3],
        ],
      ],
      [
        'Kết cấu thân',
        'Superstructure',
        [
          ['Lắp dựng cột thép', 'Steel column erection', 3],
          ['Đổ bê tông sàn tầng 1', 'First-floor slab pour', 3],
          ['Thí nghiệm nén mẫu bê tông', 'Concrete cube test', 1],
          ['Lắp dựng kèo mái', 'Roof truss erection', 2],
        ],
      ],
    ],
  },
  {
    code: 'CD',
    name: 'Phần cơ điện',
    name_en: 'M&E works',
    kind: 'CO_DIEN',
    subs: [
      [
        'Hệ thống điện',
        'Electrical',
        [
          ['Kéo cáp trục chính', 'Main cable pulling', 2],
          ['Lắp tủ điện tổng', 'Main switchboard installation', 2],
          ['Đo điện trở nối đất', 'Earthing resistance test', 1],
        ],
      ],
      [
        'Cấp thoát nước và PCCC',
        'Plumbing and fire protection',
        [
          ['Lắp đặt ống cấp nước', 'Water supply piping', 2],
          ['Thử áp lực đường ống', 'Pipe pressure test', 1],
          ['Lắp đầu phun sprinkler', 'Sprinkler head installation', 2],
        ],
      ],
    ],
  },
  {
    code: 'HT',
    name: 'Phần hoàn thiện',
    name_en: 'Finishing works',
    kind: 'HOAN_THIEN',
    subs: [
      [
        'Hoàn thiện trong nhà',
        'Interior finishing',
        [
          ['Trát tường và bả matit', 'Wall plastering and skim coat', 2],
          ['Lát gạch nền', 'Floor tiling', 2],
          ['Sơn hoàn thiện', 'Final painting', 1],
        ],
      ],
      [
        'Hạ tầng ngoài nhà',
        'External works',
        [
          ['Thi công đường nội bộ', 'Internal roads', 2],
          ['Trồng cây xanh cảnh quan', 'Landscaping', 1],
        ],
      ],
    ],
  },
];

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export async function seedDemoImplementation(tx: Drizzle, now: Date, photos: readonly number[] = []): Promise<void> {
  const pt = tableFor(implementationProject);
  const projects = (await tx
    .select({ id: pt.id as AnyPgColumn, start: pt.start_date as AnyPgColumn })
    .from(pt)
    .where(eq(pt.state as AnyPgColumn, 'ACTIVE'))
    .orderBy(asc(pt.id as AnyPgColumn))) as { id: number; start: string | null }[];
  const st = tableFor(implementationSettingItem);
  const kinds = new Map(
    ((await tx
      .select({ id: st.id as AnyPgColumn, code: st.code as AnyPgColumn })
      .from(st)
      .where(and(eq(st.category as AnyPgColumn, 'CATEGORY_KIND'), eq(st.state as AnyPgColumn, 'ACTIVE')))) as { id: number; code: string }[]).map((k) => [k.code, Number(k.id)]),
  );
  const ut = tableFor(implementationUser);
  for (const [pi, p] of projects.entries()) {
    const members = ((await tx
      .select({ staff: ut.staff_id as AnyPgColumn })
      .from(ut)
      .where(and(eq(ut.project_id as AnyPgColumn, p.id), eq(ut.state as AnyPgColumn, 'ACTIVE')))) as { staff: number }[]).map((m) => Number(m.staff));
    const owner = (i: number) => (members.length ? members[i % members.length] : null);
    // How far along the project is: the share of its items done, oldest first (a project started
    // later is less advanced); items due before today and not done are late.
    const share = [0.72, 0.45, 0.3, 0.6, 0.15, 0.85][pi % 6] as number;
    const start = addDays(now, -200 + pi * 15);
    let n = 0;
    const total = WORK.reduce((s, w) => s + w.subs.reduce((a, x) => a + x[2].length, 0), 0);
    for (const [wi, w] of WORK.entries()) {
      const rootStart = addDays(start, wi * 70);
      const root = await insertValidated(tx, implementationCategory, {
        project_id: p.id,
        code: w.code,
        name: w.name,
        name_en: w.name_en,
        kind_id: kinds.get(w.kind) ?? null,
        planned_start: day(rootStart),
        planned_end: day(addDays(rootStart, 150)),
        owner_id: owner(wi),
      });
      for (const [si, [name, name_en, items]] of w.subs.entries()) {
        const subStart = addDays(rootStart, si * 40);
        const sub = await insertValidated(tx, implementationCategory, {
          project_id: p.id,
          parent_id: root,
          code: `${w.code}.${si + 1}`,
          name,
          name_en,
          kind_id: kinds.get(w.kind) ?? null,
          planned_start: day(subStart),
          planned_end: day(addDays(subStart, 90)),
          owner_id: owner(wi + si + 1),
        });
        for (const [ii, [title, title_en, weight]] of items.entries()) {
          const due = addDays(subStart, 15 + ii * 20);
          const isDone = n < Math.round(total * share);
          const data: Row = { project_id: p.id, category_id: sub, title, title_en, weight, owner_id: owner(n), due_date: day(due), is_done: isDone };
          if (isDone) data.done_date = day(due < now ? addDays(due, (n % 5) - 2) : addDays(now, -(n % 4)));
          await insertValidated(tx, implementationChecklist, data);
          n++;
        }
      }
    }
    // The diary: one entry per working day of the last three weeks (Sundays off).
    for (let d = 1; d <= 21; d++) {
      const when = addDays(now, -d);
      if (when.getUTCDay() === 0) continue;
      const k = (pi * 21 + d) % DIARY_SAMPLES.length;
      const [work_done, , issues] = DIARY_SAMPLES[k] as [string, string, string, string];
      const weather = WEATHER[(pi + d) % 4] as string;
      await insertValidated(tx, implementationConstruction, {
        project_id: p.id,
        diary_date: day(when),
        weather,
        temperature: 24 + ((pi + d) % 10),
        workforce: 35 + ((pi * 13 + d * 7) % 80),
        equipment: d % 2 ? 'Cần trục tháp 1, máy đào 2, xe bơm bê tông 1' : 'Cần trục bánh lốp 1, máy hàn 6',
        work_done,
        issues: issues === 'Không có' ? null : issues,
        safety: d % 5 === 0 ? 'Nhắc nhở 2 công nhân không đeo dây an toàn khi làm việc trên cao' : 'Không có sự cố',
        photos: photos.length && d % 3 === 1 ? [photos[d % photos.length], photos[(d + 1) % photos.length]].filter((x, i, a) => a.indexOf(x) === i) : [],
      });
    }
  }
}

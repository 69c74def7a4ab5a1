/**
 * The portal's default menus as records (the admin edits them like any other): the header's main
 * menu by section, the home page's shortcuts, the utilities of each menu group and the footer
 * links. Section headings have no link; their entries are the spec §2 pages of the section.
 */
import type { Row } from '@portal/domain';
import { FRONT_SITE_PAGES, type FrontSection, menu, menuGroup } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated } from '../insert.js';

const SECTIONS: [FrontSection, string, string][] = [
  ['introduce', 'Giới thiệu', 'Introduction'],
  ['about', 'Về THACO', 'About THACO'],
  ['dashboard', 'Bảng tin', 'Dashboard'],
  ['humanResource', 'Nhân sự', 'Human resources'],
  ['administration', 'Hành chính', 'Administration'],
  ['lookUp', 'Tra cứu', 'Look up'],
  ['media', 'Truyền thông', 'Media'],
  ['work', 'Công việc', 'Work'],
];
const SHORTCUTS = ['/dashboard/contacts', '/dashboard/search-document', '/administration/meeting-room', '/administration/service-car', '/human-resource/leave', '/dashboard/feedback', '/look-up/form', '/technical-support'];
/** Utilities per menu group code (the demo's menu groups). */
const UTILITIES: Record<string, string[]> = {
  UNG_DUNG: ['/timekeeping', '/hr-tasks', '/documents', 'https://portal.thaco.com.vn'],
  LIEN_KET: ['/media/digital', '/internal-activity', '/look-up/regulation-procedures'],
  HO_TRO: ['/technical-support', '/terms-of-use', '/usage-policy'],
};
const FOOTER = ['/terms-of-use', '/usage-policy', '/technical-support'];

const page = (path: string) => FRONT_SITE_PAGES.find((p) => p.path === path);
const entry = (path: string, group: string, extra: Row = {}): Row => {
  const p = page(path);
  return { name: p?.label.vi ?? 'Cổng thông tin tập đoàn', name_en: p?.label.en ?? 'Group portal', group, link: path, ...(p ? {} : { target: 'NEW' }), ...extra };
};

export async function seedDemoMenus(tx: Drizzle): Promise<void> {
  let order = 0;
  for (const [section, vi, en] of SECTIONS) {
    const parent = await insertValidated(tx, menu, { name: vi, name_en: en, group: 'MAIN' }, { ordering: ++order });
    let i = 0;
    for (const p of FRONT_SITE_PAGES.filter((x) => x.section === section)) await insertValidated(tx, menu, entry(p.path, 'MAIN', { parent_id: parent }), { ordering: ++i });
  }
  order = 0;
  for (const path of SHORTCUTS) await insertValidated(tx, menu, entry(path, 'SHORTCUT'), { ordering: ++order });
  order = 0;
  for (const path of FOOTER) await insertValidated(tx, menu, entry(path, 'FOOTER'), { ordering: ++order });
  const groups = tableFor(menuGroup);
  for (const [code, links] of Object.entries(UTILITIES)) {
    const [g] = await tx
      .select({ id: groups.id as AnyPgColumn })
      .from(groups)
      .where(eq(groups.code as AnyPgColumn, code))
      .limit(1);
    if (!g) continue;
    order = 0;
    for (const path of links) await insertValidated(tx, menu, entry(path, 'UTILITY', { menu_group_id: Number(g.id) }), { ordering: ++order });
  }
}

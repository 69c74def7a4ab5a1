/** Portal shell endpoints: site settings, menus, navbar bookmarks and the user's notifications. */
import { notification } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../../src/db/tables.js';
import { accountId } from '../../src/seed/demo.js';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('portal shell on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';

  it('signs in', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
  });

  it('serves the site settings without a session (sign-in page logo and title)', async () => {
    const res = await t.call(null, 'GET', '/api/v1/portal/settings');
    expect(res.status).toBe(200);
    expect(res.body.data.title.name).toBe('Cổng thông tin nội bộ THACO');
    expect(res.body.data.footer.type).toBe('FOOTER');
    expect(res.body.data.socials.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.logos.map((l: { type: string }) => l.type)).toContain('LOGO_1');
  });

  it('menus: the demo seeds the default navigation as records; admins manage them; every signed-in user reads the shown ones', async () => {
    const seeded = await t.call(staff, 'GET', '/api/v1/portal/menus');
    expect(seeded.status).toBe(200);
    type M = { id: number; name: string; group: string; link: string | null; parent_id: number | null; menu_group_id: number | null };
    const items = seeded.body.data.items as M[];
    const headings = items.filter((m) => m.group === 'MAIN' && m.parent_id == null);
    expect(headings.map((m) => m.name)).toContain('Giới thiệu');
    expect(items.some((m) => m.group === 'MAIN' && m.parent_id === headings[0]?.id && m.link === '/introduce/about')).toBe(true);
    expect(items.filter((m) => m.group === 'SHORTCUT').length).toBeGreaterThanOrEqual(6);
    expect(items.some((m) => m.group === 'UTILITY' && m.menu_group_id != null)).toBe(true);
    expect(seeded.body.data.groups.length).toBeGreaterThanOrEqual(3);
    expect(seeded.body.data.top.length).toBeGreaterThanOrEqual(1);

    const bad = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Lạ', group: 'MAIN', link: 'https://evil.example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('link');
    const created = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Cổng tập đoàn', name_en: 'Group portal', group: 'SHORTCUT', link: 'https://portal.thaco.com.vn' });
    expect(created.status).toBe(200);
    expect((await t.call(staff, 'POST', '/api/v1/menus', { name: 'X', group: 'MAIN', link: '/' })).status).toBe(403);
    expect((await t.call(staff, 'GET', '/api/v1/menus')).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/topmenu', { name: 'X', link: '/' })).status).toBe(403);
    const hidden = await t.call(admin, 'PUT', `/api/v1/menus/${created.body.data.id}`, { is_hidden: true });
    expect(hidden.status).toBe(200);
    const read = await t.call(staff, 'GET', '/api/v1/portal/menus');
    expect(read.body.data.items.map((m: M) => m.id)).not.toContain(created.body.data.id);
    expect((await t.call(null, 'GET', '/api/v1/portal/menus')).status).toBe(401);
  });

  it('menus in one group do not overlap, and a link includes its parent menu\'s path (spec §5)', async () => {
    const en = { 'accept-language': 'en' };
    // The same link twice in one placement: refused, naming the link; another placement may hold it.
    const twice = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Lặp', group: 'SHORTCUT', link: '/dashboard/contacts' }, en);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].field).toBe('link');
    const board = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Bảng tin', group: 'FOOTER', link: '/dashboard' });
    expect(board.status).toBe(200);
    const boardId = board.body.data.id as number;
    // Under /dashboard: /dashboard/contacts is inside its path, /marketing is not.
    const inside = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Danh bạ', group: 'FOOTER', parent_id: boardId, link: '/dashboard/contacts' });
    expect(inside.status).toBe(200);
    const outside = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Marketing', group: 'FOOTER', parent_id: boardId, link: '/marketing' }, en);
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0]).toMatchObject({ field: 'link' });
    expect(outside.body.errors[0].message).toContain("parent menu's path (/dashboard)");
    // A parent of another placement: refused.
    const cross = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Chéo', group: 'UTILITY', parent_id: boardId, link: '/dashboard/feedback' }, en);
    expect(cross.status).toBe(400);
    expect(cross.body.errors[0].field).toBe('parent_id');
    // Moving an entry under a parent whose path it is outside of: refused; nothing changed.
    const lone = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Thương hiệu', group: 'FOOTER', link: '/trademark' });
    expect((await t.call(admin, 'PUT', `/api/v1/menus/${lone.body.data.id}`, { parent_id: boardId })).status).toBe(400);
    expect((await t.call(admin, 'GET', `/api/v1/menus/${lone.body.data.id}`)).body.data.parent_id).toBeNull();
    // A parent whose link would leave its children outside: refused.
    const move = await t.call(admin, 'PUT', `/api/v1/menus/${boardId}`, { link: '/documents' }, en);
    expect(move.status).toBe(400);
    expect(move.body.errors[0].message).toContain('/dashboard/contacts');
    // A cycle: refused by the tree.
    expect((await t.call(admin, 'PUT', `/api/v1/menus/${boardId}`, { parent_id: inside.body.data.id })).status).toBe(400);

    // The top menu: one group, the same rules.
    const top = await t.call(admin, 'POST', '/api/v1/topmenu', { name: 'Bảng tin', link: '/dashboard' });
    expect(top.status).toBe(200);
    expect((await t.call(admin, 'POST', '/api/v1/topmenu', { name: 'Lặp', link: '/dashboard' })).status).toBe(409);
    expect((await t.call(admin, 'POST', '/api/v1/topmenu', { name: 'Con', parent_id: top.body.data.id, link: '/usage-policy' })).status).toBe(400);
    expect((await t.call(admin, 'POST', '/api/v1/topmenu', { name: 'Con', parent_id: top.body.data.id, link: '/dashboard/feedback' })).status).toBe(200);
  });

  it('sidebars: a page kind\'s template with its menu group entries and common blocks, for every signed-in user', async () => {
    const groups = (await t.call(admin, 'GET', '/api/v1/menu_groups')).body.data.items as { id: number; code: string }[];
    const apps = groups.find((g) => g.code === 'UNG_DUNG');
    expect(apps).toBeDefined();
    const blocks = (await t.call(admin, 'GET', '/api/v1/common_templates')).body.data.items as { id: number; code: string }[];
    const hotline = blocks.find((b) => b.code === 'HOTLINE') as { id: number };
    const templates = (await t.call(admin, 'GET', '/api/v1/side-bar-menu-template?f_type=NEWS')).body.data.items as { id: number }[];
    expect(templates).toHaveLength(1);
    const set = await t.call(admin, 'PUT', `/api/v1/side-bar-menu-template/${templates[0]?.id}`, { menu_group_id: apps?.id, common_template_ids: [hotline.id] });
    expect(set.status).toBe(200);
    // One template per page kind.
    expect((await t.call(admin, 'POST', '/api/v1/side-bar-menu-template', { type: 'NEWS', name: 'Thứ hai', title: 'Khác' })).status).toBe(409);
    const side = await t.call(staff, 'GET', '/api/v1/portal/sidebar/NEWS');
    expect(side.status).toBe(200);
    // Staff do not see the unit timesheet (HR or a line manager reads it: issue 38 item 11), the rest of the group they do.
    expect(side.body.data.links.map((m: { link: string }) => m.link)).toContain('/hr-tasks');
    expect(side.body.data.links.map((m: { link: string }) => m.link)).not.toContain('/timekeeping');
    expect(side.body.data.blocks.map((b: { code: string }) => b.code)).toEqual(['HOTLINE']);
    expect((await t.call(staff, 'GET', '/api/v1/portal/sidebar/UNKNOWN')).status).toBe(404);
    expect((await t.call(null, 'GET', '/api/v1/portal/sidebar/NEWS')).status).toBe(401);
  });

  it('bookmarks toggle per user', async () => {
    expect((await t.call(null, 'GET', '/api/bookmarks/data')).status).toBe(401);
    const empty = await t.call(staff, 'GET', '/api/bookmarks/data');
    expect(empty.body.data.items).toEqual([]);
    const on = await t.call(staff, 'POST', '/api/bookmarks/update', { link: '/admin/office', title: 'Trụ sở' });
    expect(on.status).toBe(200);
    expect(on.body.data.isBookmarked).toBe(true);
    expect(on.body.data.items).toHaveLength(1);
    expect((await t.call(admin, 'GET', '/api/bookmarks/data')).body.data.items).toEqual([]);
    const off = await t.call(staff, 'POST', '/api/bookmarks/update', { link: '/admin/office', title: 'Trụ sở' });
    expect(off.body.data.isBookmarked).toBe(false);
    expect(off.body.data.items).toEqual([]);
    const evil = await t.call(staff, 'POST', '/api/bookmarks/update', { link: 'javascript:alert(1)', title: 'x' });
    expect(evil.status).toBe(400);
    const missing = await t.call(staff, 'POST', '/api/bookmarks/update', { link: '/x' }, { 'accept-language': 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'title' });
  });

  it('notifications: own only, unread count drops by one on read and to 0 on read all', async () => {
    const staffId = await accountId(t.database, 'staff');
    const adminId = await accountId(t.database, 'admin');
    const tn = tableFor(notification);
    // The demo seed already tells some people things (approvals waiting for the admin).
    const adminUnread = (await t.call(admin, 'GET', '/api/v1/notification')).body.data.unread_count as number;
    // Staff may have some too (a greeting card released to them by the scheduler): start from none unread.
    expect((await t.call(staff, 'POST', '/api/v1/notification-read-all')).status).toBe(200);
    const staffTotal = (await t.call(staff, 'GET', '/api/v1/notification')).body.data.totalRows as number;
    await t.database.db.insert(tn).values([
      { recipient_id: staffId, title: 'Thông báo 1', title_en: 'Notice 1' },
      { recipient_id: staffId, title: 'Thông báo 2' },
      { recipient_id: staffId, title: 'Thông báo 3' },
      { recipient_id: adminId, title: 'Cho quản trị' },
    ]);
    const list = await t.call(staff, 'GET', '/api/v1/notification?limit=50');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ totalRows: staffTotal + 3, unread_count: 3, page: 1, limit: 50 });
    const first = list.body.data.items[0].id as number;
    const adminRow = (await t.call(admin, 'GET', '/api/v1/notification')).body.data.items[0].id as number;
    expect((await t.call(staff, 'POST', `/api/v1/notification-read/${adminRow}`)).status).toBe(404);
    expect((await t.call(staff, 'POST', `/api/v1/notification-read/${first}`)).status).toBe(200);
    expect((await t.call(staff, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(2);
    expect((await t.call(staff, 'POST', '/api/v1/notification-read-all')).status).toBe(200);
    expect((await t.call(staff, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(0);
    expect((await t.call(admin, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(adminUnread + 1);
    expect((await t.call(staff, 'POST', '/api/v1/notification-read/abc')).status).toBe(400);
    expect((await t.call(staff, 'GET', '/api/v1/notifications')).status).toBe(403);
    void (tn.id as AnyPgColumn);
  });
});

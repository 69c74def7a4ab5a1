/** Portal shell endpoints: site settings, menus, navbar bookmarks and the user's notifications. */
import { notification } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../src/db/tables.js';
import { accountId } from '../src/seed/demo.js';
import { DB_KINDS, useTestApp } from './harness.js';

describe.each(DB_KINDS)('portal shell on %s', (kind) => {
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

  it('menus: admins manage them; every signed-in user reads them; links are limited to the portal routes', async () => {
    const bad = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Lạ', group: 'MAIN', link: 'https://evil.example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('link');
    const created = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Giới thiệu', name_en: 'About', group: 'MAIN', link: '/introduce/about' });
    expect(created.status).toBe(200);
    const external = await t.call(admin, 'POST', '/api/v1/menus', { name: 'Cổng tập đoàn', group: 'SHORTCUT', link: 'https://portal.thaco.com.vn' });
    expect(external.status).toBe(200);
    expect((await t.call(staff, 'POST', '/api/v1/menus', { name: 'X', group: 'MAIN', link: '/' })).status).toBe(403);
    expect((await t.call(staff, 'GET', '/api/v1/menus')).status).toBe(403);
    const read = await t.call(staff, 'GET', '/api/v1/portal/menus');
    expect(read.status).toBe(200);
    expect(read.body.data.items.map((m: { link: string }) => m.link)).toEqual(['/introduce/about', 'https://portal.thaco.com.vn']);
    expect((await t.call(null, 'GET', '/api/v1/portal/menus')).status).toBe(401);
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
    await t.database.db.insert(tn).values([
      { recipient_id: staffId, title: 'Thông báo 1', title_en: 'Notice 1' },
      { recipient_id: staffId, title: 'Thông báo 2' },
      { recipient_id: staffId, title: 'Thông báo 3' },
      { recipient_id: adminId, title: 'Cho quản trị' },
    ]);
    const list = await t.call(staff, 'GET', '/api/v1/notification?limit=50');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ totalRows: 3, unread_count: 3, page: 1, limit: 50 });
    const first = list.body.data.items[0].id as number;
    const adminRow = (await t.call(admin, 'GET', '/api/v1/notification')).body.data.items[0].id as number;
    expect((await t.call(staff, 'POST', `/api/v1/notification-read/${adminRow}`)).status).toBe(404);
    expect((await t.call(staff, 'POST', `/api/v1/notification-read/${first}`)).status).toBe(200);
    expect((await t.call(staff, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(2);
    expect((await t.call(staff, 'POST', '/api/v1/notification-read-all')).status).toBe(200);
    expect((await t.call(staff, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(0);
    expect((await t.call(admin, 'GET', '/api/v1/notification')).body.data.unread_count).toBe(1);
    expect((await t.call(staff, 'POST', '/api/v1/notification-read/abc')).status).toBe(400);
    expect((await t.call(staff, 'GET', '/api/v1/notifications')).status).toBe(403);
    void (tn.id as AnyPgColumn);
  });
});

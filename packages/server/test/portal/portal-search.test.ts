/**
 * The portal header search (issue 38 item 9) and the pages a user may open (item 11): the five
 * searches people type find what the demo has, each group under the reader's own rights, and the
 * menus leave out pages whose reads would refuse the reader.
 */
import { describe, expect, it } from 'vitest';
import { sendNotifications } from '../../src/notify/push.js';
import { accountId } from '../../src/seed/demo.js';
import { dbKinds, noRightsRole, useTestApp } from '../harness.js';

type Hit = { key: string; title: string; hint?: string | null; route: string };
type Group = { key: string; total: number; items: Hit[] };

describe.each(dbKinds(import.meta.url))('portal search on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';
  let editor = '';
  let nobody = '';
  const search = async (token: string, q: string, lang = 'vi'): Promise<Group[]> => {
    const res = await t.call(token, 'GET', `/api/v1/portal/search?q=${encodeURIComponent(q)}`, undefined, { 'accept-language': lang });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.groups as Group[];
  };
  const group = (groups: Group[], key: string) => groups.find((g) => g.key === key);

  it('signs in', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    editor = await t.login('editor');
    const role = await noRightsRole(t, admin);
    const made = await t.call(admin, 'POST', '/api/v1/user', { username: 'search.nobody', full_name: 'Người Chưa Có Quyền', email: 'search.nobody@thaco.com.vn', password: 'Kx9#mPq2vL7w', role_ids: [role] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    nobody = await t.login('search.nobody', 'Kx9#mPq2vL7w');
  });

  it('finds what the demo has for the five searches people type, without diacritics, grouped', async () => {
    const form = group(await search(staff, 'mau don xin nghi phep'), 'documents');
    expect(form?.items[0]?.title).toBe('Mẫu đơn xin nghỉ phép');
    // A document opens on its look-up page.
    expect(form?.items[0]?.route).toMatch(/^\/look-up\/form\?id=\d+$/);

    const security = group(await search(staff, 'bao mat thong tin'), 'documents');
    expect(security?.items.map((h) => h.title)).toContain('Quy định về bảo mật thông tin và an toàn dữ liệu');

    const people = group(await search(staff, 'Hoang Van Son'), 'people');
    expect(people?.items[0]?.title).toBe('Hoàng Văn Sơn');
    expect(people?.items[0]?.route).toBe(`/dashboard/contacts?q=${encodeURIComponent('Hoàng Văn Sơn')}`);
    expect(people?.items[0]?.hint).toContain('Trưởng phòng');

    const football = group(await search(staff, 'bong da'), 'activities');
    expect(football?.items.map((h) => h.title)).toContain('Giải bóng đá THACO Cup 2026');
    expect(football?.items[0]?.route).toMatch(/^\/internal-activity\?id=\d+$/);

    const news = await search(staff, 'tin tuc');
    expect(group(news, 'pages')?.items.map((h) => h.route)).toContain('/news');
    expect(group(news, 'news')?.items.length).toBeGreaterThan(0);
  });

  it('answers in the reader\'s language and finds Q&A and content', async () => {
    const en = group(await search(staff, 'mau don xin nghi phep', 'en'), 'documents');
    expect(en?.items[0]?.title).toBe('Leave application form');
    expect(en?.items[0]?.hint).toContain('Forms');
    const qa = group(await search(staff, 'phep nam'), 'qa');
    expect(qa?.items.map((h) => h.title)).toContain('Hỏi về chế độ nghỉ phép năm cho nhân viên mới');
    expect(group(await search(staff, 'thaco'), 'content')?.total).toBeGreaterThan(0);
  });

  it('never shows a record or a group the reader may not read', async () => {
    const opts = await t.call(admin, 'GET', '/api/v1/document-options');
    expect(opts.status).toBe(200);
    const o = opts.body.data as { types: { id: number }[]; realms: { id: number }[]; units: { id: number }[] };
    const limited = await t.call(admin, 'POST', '/api/v1/document', {
      code: 'MAT-38/2026',
      title: 'Biên bản kiểm tra bảo mật thông tin phòng máy chủ',
      type_id: o.types[0]?.id,
      realm_id: o.realms[0]?.id,
      issuing_unit_id: o.units[0]?.id,
      issued_date: '2026-11-20',
      access_scope: 'LIMITED',
      staff_ids: [await accountId(t.database, 'editor')],
    });
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    const titles = async (token: string) => (group(await search(token, 'bao mat thong tin'), 'documents')?.items ?? []).map((h) => h.title);
    expect(await titles(editor)).toContain('Biên bản kiểm tra bảo mật thông tin phòng máy chủ');
    expect(await titles(staff)).not.toContain('Biên bản kiểm tra bảo mật thông tin phòng máy chủ');

    // No rights at all: the phone book (every signed-in user) and nothing else; no page that would refuse them.
    const bare = await search(nobody, 'thong tin');
    expect(bare.map((g) => g.key).filter((k) => k !== 'people' && k !== 'pages')).toEqual([]);
    const pages = await search(nobody, 'van ban');
    expect(group(pages, 'pages')?.items.map((h) => h.route) ?? []).not.toContain('/documents');
    expect(group(await search(staff, 'van ban'), 'pages')?.items.map((h) => h.route)).toContain('/documents');
    expect((await t.call(null, 'GET', '/api/v1/portal/search?q=abc')).status).toBe(401);
  });

  it('menus leave out pages the reader may not open and name them; the news filters need no settings right', async () => {
    const mine = await t.call(staff, 'GET', '/api/v1/portal/menus');
    // Staff: their own timesheet, not the unit timesheet (HR or a line manager).
    expect(mine.body.data.closed).toContain('/timekeeping');
    expect(mine.body.data.closed).not.toContain('/human-resource/time-keeping');
    expect((mine.body.data.items as { link: string | null }[]).some((m) => m.link === '/timekeeping')).toBe(false);
    const hr = await t.call(await t.login('hr'), 'GET', '/api/v1/portal/menus');
    expect(hr.body.data.closed).not.toContain('/timekeeping');
    expect((hr.body.data.items as { link: string | null }[]).some((m) => m.link === '/timekeeping')).toBe(true);
    const bare = await t.call(nobody, 'GET', '/api/v1/portal/menus');
    expect(bare.body.data.closed).toEqual(expect.arrayContaining(['/documents', '/news', '/internal-activity']));

    const options = await t.call(staff, 'GET', '/api/v1/portal/news-options');
    expect(options.status).toBe(200);
    expect(options.body.data.realms.length).toBeGreaterThan(0);
    expect((await t.call(staff, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM')).status).toBe(403);
    expect((await t.call(nobody, 'GET', '/api/v1/portal/news-options')).status).toBe(403);
  });

  it('the leave form is told which request holds the days before sending (item 12)', async () => {
    t.clock.set('2027-02-01T02:00:00Z');
    staff = await t.login('staff');
    const balance = await t.call(staff, 'GET', '/api/v1/staff-leave/my-balance?year=2027');
    const typeId = (balance.body.data.items as { leave_type_id: number }[])[0]?.leave_type_id;
    const held = await t.call(staff, 'POST', '/api/v1/staff-leave', { leave_type_id: typeId, from_date: '2027-03-15', to_date: '2027-03-17', reason: 'Việc gia đình' });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const preview = await t.call(staff, 'GET', '/api/v1/staff-leave/working-days?from_date=2027-03-17&to_date=2027-03-19');
    expect(preview.status).toBe(200);
    expect(preview.body.data.overlaps).toEqual([expect.objectContaining({ id: held.body.data.id, from_date: '2027-03-15', to_date: '2027-03-17', status: 'DRAFT' })]);
    expect(preview.body.data.overlaps[0].leave_type).toBeTruthy();
    const free = await t.call(staff, 'GET', '/api/v1/staff-leave/working-days?from_date=2027-03-18&to_date=2027-03-19');
    expect(free.body.data.overlaps).toEqual([]);
  });

  it('notifications start with a capital and the page lists the unread ones (item 4)', async () => {
    const me = await accountId(t.database, 'staff');
    await sendNotifications(t.database.db, t.clock.now, [{ recipient_id: me, title: 'yêu cầu văn phòng phẩm "Giấy in" đã được phê duyệt', title_en: 'stationery request "Giấy in" was approved', link: '/administration/stationery' }]);
    const all = await t.call(staff, 'GET', '/api/v1/notification?limit=5');
    const mine = (all.body.data.items as { id: number; title: string; title_en: string }[]).find((n) => n.title.includes('Giấy in'));
    expect(mine?.title).toBe('Yêu cầu văn phòng phẩm "Giấy in" đã được phê duyệt');
    expect(mine?.title_en).toBe('Stationery request "Giấy in" was approved');
    expect((await t.call(staff, 'POST', `/api/v1/notification-read/${mine?.id}`, {})).status).toBe(200);
    const unread = await t.call(staff, 'GET', '/api/v1/notification?unread=1&limit=200');
    expect((unread.body.data.items as { id: number; is_read: boolean }[]).every((n) => !n.is_read)).toBe(true);
    expect((unread.body.data.items as { id: number }[]).map((n) => n.id)).not.toContain(mine?.id);
    expect(unread.body.data.totalRows).toBe(unread.body.data.unread_count);
  });
});

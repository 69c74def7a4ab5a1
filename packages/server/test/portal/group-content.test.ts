/**
 * The group's own content (issue 13): every path answers the list envelope, only released records
 * reach readers outside the admin view (the declared `access.published` rule), the workflow moves
 * a record in and out of the portal, greeting cards are released and expired by the scheduler, and
 * a Limited marketing item is invisible to staff outside its chosen list (list, get, search, count).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from '@portal/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runContentSchedule } from '../../src/jobs/content-schedule.js';
import { dbKinds, useTestApp } from '../harness.js';

// The app built by the harness stores uploads here (each test file runs in its own process).
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-content-'));
const BOUNDARY = '----portal-content-boundary';
const multipart = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const GROUP_MODULES = ['about', 'culture', 'history', 'messages', 'policies', 'brands', 'marketing', 'support', 'greeting_cards', 'ecommerce'].map((m) => `portal.${m}`);
const contentResources = resources.filter((r) => GROUP_MODULES.includes(r.module));

describe.each(dbKinds(import.meta.url))('group content on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const signIn = async () => {
    for (const u of ['admin', 'editor', 'approver', 'staff']) tok[u] = await t.login(u);
  };
  const as = (who: string) => tok[who] ?? '';
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id);
  const accountId = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);

  it('answers the list envelope on every path for an admin, with demo records', async () => {
    await signIn();
    expect(contentResources.length).toBeGreaterThanOrEqual(20);
    for (const r of contentResources) {
      const res = await t.call(as('admin'), 'GET', `/api/v1/${r.path}?f_is_get_all_cms=1`);
      expect(res.status, r.path).toBe(200);
      expect(Object.keys(res.body.data).sort(), r.path).toEqual(expect.arrayContaining(['items', 'limit', 'page', 'totalRows']));
      expect(res.body.data.totalRows, `${r.path} has demo records`).toBeGreaterThan(0);
    }
  });

  it('shows staff only released records, with or without the admin-view flag; the admin view shows the rest', async () => {
    await signIn();
    for (const path of ['about', 'culture-thaco', 'trade-mark', 'supports', 'message-of-bod', 'message', 'greetting-card']) {
      const staff = await t.call(as('staff'), 'GET', `/api/v1/${path}?limit=-1&f_is_get_all_cms=1`);
      expect(staff.status, path).toBe(200);
      const statuses = new Set(staff.body.data.items.map((x: { status: string }) => x.status));
      expect(staff.body.data.items.length, `${path}: released demo records`).toBeGreaterThan(0);
      expect([...statuses].every((s) => s === 'RELEASE' || s === 'PUBLISH'), `${path}: ${[...statuses]}`).toBe(true);
      const admin = await t.call(as('approver'), 'GET', `/api/v1/${path}?limit=-1&f_is_get_all_cms=1`);
      expect(admin.body.data.totalRows, path).toBeGreaterThan(staff.body.data.totalRows);
      // Without the flag, an approver reads the portal view like everyone.
      const portal = await t.call(as('approver'), 'GET', `/api/v1/${path}?limit=-1`);
      expect(portal.body.data.totalRows, path).toBe(staff.body.data.totalRows);
    }
  });

  it('walks culture content through the workflow: invisible until approved, gone again when rejected; staff cannot move it', async () => {
    await signIn();
    const created = await t.call(as('editor'), 'POST', '/api/v1/culture-thaco', { title: 'Ngày hội văn hoá 2026', title_en: 'Culture day 2026', content: '<p>Chương trình <script>alert(1)</script>văn nghệ</p>' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data.status).toBe('DRAFT');
    expect(created.body.data.content).not.toContain('<script>');
    const staffGet = () => t.call(as('staff'), 'GET', `/api/v1/culture-thaco/${id}`);
    expect((await staffGet()).status).toBe(404);
    expect((await t.call(as('staff'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'WAITING' })).status).toBe(403);
    // DRAFT -> RELEASE is no transition at all; WAITING -> RELEASE needs the approve right.
    expect((await t.call(as('approver'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'RELEASE' })).status).toBe(409);
    expect((await t.call(as('editor'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'WAITING' })).status).toBe(200);
    expect((await t.call(as('editor'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'RELEASE' })).status).toBe(403);
    expect((await staffGet()).status).toBe(404);
    const approved = await t.call(as('approver'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'RELEASE' });
    expect(approved.body.data?.status, JSON.stringify(approved.body)).toBe('RELEASE');
    expect((await staffGet()).body.data.title).toBe('Ngày hội văn hoá 2026');
    expect(ids(await t.call(as('staff'), 'GET', '/api/v1/culture-thaco?q=van hoa 2026'))).toContain(id);
    expect((await t.call(as('approver'), 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'REJECT', reason: 'Cần sửa' })).status).toBe(200);
    expect((await staffGet()).status).toBe(404);
    expect(ids(await t.call(as('staff'), 'GET', '/api/v1/culture-thaco?limit=-1'))).not.toContain(id);
  });

  it('releases a greeting card at its release time and expires it, through the scheduler', async () => {
    t.clock.set('2026-12-01T01:00:00.000Z');
    await signIn();
    const [land] = await t.database.query<{ id: string }>('SELECT id FROM media WHERE width = 875 ORDER BY id LIMIT 1');
    const [port] = await t.database.query<{ id: string }>('SELECT id FROM media WHERE width = 500 ORDER BY id LIMIT 1');
    const base = { name: 'Giáng sinh', type: 'GREETTING', title: 'Chúc mừng Giáng sinh', release_date: '2026-12-24T00:00:00.000Z', expiration_date: '2026-12-27T00:00:00.000Z' };
    const missing = await t.call(as('editor'), 'POST', '/api/v1/greetting-card', { ...base, web_background: Number(land?.id) }, { 'accept-language': 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('mobile_background');
    const swapped = await t.call(as('editor'), 'POST', '/api/v1/greetting-card', { ...base, web_background: Number(land?.id), mobile_background: Number(land?.id) });
    expect(swapped.status, 'an 875x430 image is wider than the 500x680 mobile slot').toBe(400);
    const created = await t.call(as('editor'), 'POST', '/api/v1/greetting-card', { ...base, web_background: Number(land?.id), mobile_background: Number(port?.id) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    await t.call(as('editor'), 'POST', `/api/v1/greetting-card/${id}/status`, { status: 'WAITING' });
    expect((await t.call(as('approver'), 'POST', `/api/v1/greetting-card/${id}/status`, { status: 'SCHEDULED' })).body.data.status).toBe('SCHEDULED');
    const staffSees = async () => ids(await t.call(as('staff'), 'GET', '/api/v1/greetting-card?limit=-1')).includes(id);
    expect(await staffSees()).toBe(false);
    t.clock.set('2026-12-24T00:00:01.000Z');
    await signIn();
    expect((await runContentSchedule(t.database, () => t.clock.now)).released).toContain(id);
    expect(await staffSees()).toBe(true);
    t.clock.set('2026-12-27T00:00:01.000Z');
    await signIn();
    expect((await runContentSchedule(t.database, () => t.clock.now)).expired).toContain(id);
    expect(await staffSees()).toBe(false);
  });

  it('shows an INDIVIDUAL greeting card to its recipients only, and notifies them when the scheduler releases it', async () => {
    t.clock.set('2026-12-01T01:00:00.000Z');
    await signIn();
    const staffId = await accountId('staff');
    const [land] = await t.database.query<{ id: string }>('SELECT id FROM media WHERE width = 875 ORDER BY id LIMIT 1');
    const [port] = await t.database.query<{ id: string }>('SELECT id FROM media WHERE width = 500 ORDER BY id LIMIT 1');
    const body = { name: 'Sinh nhật tháng 12', type: 'INDIVIDUAL', title: 'Chúc mừng sinh nhật!', title_en: 'Happy birthday!', web_background: Number(land?.id), mobile_background: Number(port?.id), release_date: '2026-12-10T00:00:00.000Z' };
    const noOne = await t.call(as('admin'), 'POST', '/api/v1/greetting-card', body, { 'accept-language': 'en' });
    expect(noOne.status).toBe(400);
    expect(noOne.body.errors[0]).toMatchObject({ field: 'staff_ids' });
    const created = await t.call(as('admin'), 'POST', '/api/v1/greetting-card', { ...body, staff_ids: [staffId] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    await t.call(as('admin'), 'POST', `/api/v1/greetting-card/${id}/status`, { status: 'WAITING' });
    await t.call(as('admin'), 'POST', `/api/v1/greetting-card/${id}/status`, { status: 'SCHEDULED' });
    const mine = async () => ((await t.call(as('staff'), 'GET', '/api/v1/notification?limit=50')).body.data.items as { source_type: string; source_id: number }[]).filter((n) => n.source_type === 'GREETTING_CARD' && n.source_id === id);
    expect(await mine()).toHaveLength(0);
    t.clock.set('2026-12-10T00:00:01.000Z');
    await signIn();
    expect((await runContentSchedule(t.database, () => t.clock.now)).released).toContain(id);
    expect(await mine()).toHaveLength(1);
    expect(ids(await t.call(as('staff'), 'GET', '/api/v1/greetting-card?limit=-1'))).toContain(id);
    // The editor may edit cards but is not a recipient: the portal view does not show it.
    expect(ids(await t.call(as('editor'), 'GET', '/api/v1/greetting-card?limit=-1'))).not.toContain(id);
    expect((await t.call(as('editor'), 'GET', `/api/v1/greetting-card/${id}`)).status).toBe(404);
  });

  it('hides a Limited marketing item from staff outside its list, in lists, get, search and counts; Public stays visible', async () => {
    await signIn();
    const editorId = await accountId('editor');
    const make = async (title: string, scope: 'PUBLIC' | 'LIMITED', staff: number[]) => {
      const res = await t.call(as('admin'), 'POST', '/api/v1/marketing', { title, display_type: 'SLIDE', access_scope: scope, staff_ids: staff, drive_link: 'https://drive.thaco.com.vn/x' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = res.body.data.id as number;
      await t.call(as('admin'), 'POST', `/api/v1/marketing/${id}/status`, { status: 'WAITING' });
      expect((await t.call(as('admin'), 'POST', `/api/v1/marketing/${id}/status`, { status: 'RELEASE' })).body.data.status).toBe('RELEASE');
      return id;
    };
    const limited = await make('Kế hoạch ra mắt sản phẩm mật', 'LIMITED', [editorId]);
    const open = await make('Catalogue công khai mới', 'PUBLIC', []);
    const staffList = await t.call(as('staff'), 'GET', '/api/v1/marketing?limit=-1');
    expect(ids(staffList)).toContain(open);
    expect(ids(staffList)).not.toContain(limited);
    const staffId = await accountId('staff');
    // Every Limited item staff sees (demo ones included) lists them.
    for (const x of staffList.body.data.items as { access_scope: string; staff_ids: number[] | null }[]) if (x.access_scope === 'LIMITED') expect(x.staff_ids).toContain(staffId);
    expect(staffList.body.data.totalRows).toBe(staffList.body.data.items.length);
    expect((await t.call(as('staff'), 'GET', `/api/v1/marketing/${limited}`)).status).toBe(404);
    expect((await t.call(as('staff'), 'GET', '/api/v1/marketing?q=ra mat san pham mat')).body.data.totalRows).toBe(0);
    expect((await t.call(as('staff'), 'GET', `/api/v1/marketing?f_id=${limited}`)).body.data.items).toEqual([]);
    // The chosen staff member sees it; so does whoever may see all.
    expect(ids(await t.call(as('editor'), 'GET', '/api/v1/marketing?limit=-1'))).toContain(limited);
    expect((await t.call(as('editor'), 'GET', `/api/v1/marketing/${limited}`)).status).toBe(200);
    expect(ids(await t.call(as('approver'), 'GET', '/api/v1/marketing?limit=-1'))).toContain(limited);
  });

  it("serves a record's file only to who may read the record: a Limited item's figure is hidden from staff outside its list and from anonymous callers; released Public content is public", async () => {
    await signIn();
    const upload = async (name: string) => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 20 } } }).png().toBuffer();
      const res = await t.call(as('admin'), 'POST', '/api/v1/media/upload', multipart(name, png), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data[0].id as number;
    };
    const file = (who: string | null, id: number) => t.call(who ? as(who) : null, 'GET', `/api/v1/media/file/${id}`);
    const secret = await upload('secret.png');
    const open = await upload('open.png');
    // Not used by any record yet: the upload's own rule (private: its uploader and administrators).
    expect((await file('staff', secret)).status).toBe(404);
    expect((await file('admin', secret)).status).toBe(200);
    const editorId = await accountId('editor');
    const make = async (title: string, scope: string, staff: number[], figure: number) => {
      const res = await t.call(as('admin'), 'POST', '/api/v1/marketing', { title, display_type: 'SLIDE', access_scope: scope, staff_ids: staff, figure });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = res.body.data.id as number;
      await t.call(as('admin'), 'POST', `/api/v1/marketing/${id}/status`, { status: 'WAITING' });
      await t.call(as('admin'), 'POST', `/api/v1/marketing/${id}/status`, { status: 'RELEASE' });
      return id;
    };
    await make('Tài liệu ra mắt nội bộ', 'LIMITED', [editorId], secret);
    const openItem = await make('Tài liệu công khai', 'PUBLIC', [], open);
    expect((await file('staff', secret)).status).toBe(404);
    expect((await t.call(as('staff'), 'GET', `/api/v1/media/${secret}`)).status).toBe(404);
    expect((await t.call(as('staff'), 'GET', `/api/v1/media/download/${secret}`)).status).toBe(404);
    expect((await file(null, secret)).status).toBe(401);
    expect((await file('editor', secret)).status).toBe(200);
    expect((await file('approver', secret)).status).toBe(200);
    const shown = await file('staff', open);
    expect(shown.status).toBe(200);
    expect(shown.status === 200 && (await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${open}`, headers: { authorization: `Bearer ${as('staff')}` } })).headers['cache-control']).toBe('private, max-age=3600');
    // A browser's <img> request has no bearer token: released Public content is public.
    expect((await file(null, open)).status).toBe(200);
    // Rejected, the Public item is no longer public content: hidden from staff and anonymous callers.
    await t.call(as('approver'), 'POST', `/api/v1/marketing/${openItem}/status`, { status: 'REJECT', reason: 'Cần sửa' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${open}` })).statusCode).toBe(401);
    expect((await file('staff', open)).status).toBe(404);
    expect((await file('approver', open)).status).toBe(200);
    // Made Limited to the editor, it is hidden from staff and anonymous callers again.
    await t.call(as('admin'), 'PUT', `/api/v1/marketing/${openItem}`, { access_scope: 'LIMITED', staff_ids: [editorId] });
    expect((await file('staff', open)).status).toBe(404);
    expect((await file(null, open)).status).toBe(401);
  });

  it('keeps the versions of the terms of use; a repeated version is a 409 naming the field', async () => {
    await signIn();
    const body = { title: 'Điều khoản sử dụng', version: '9.9', effective_date: '2026-12-01', content: '<p>Nội dung</p>' };
    expect((await t.call(as('admin'), 'POST', '/api/v1/terms-of-use', body)).status).toBe(200);
    const again = await t.call(as('admin'), 'POST', '/api/v1/terms-of-use', body, { 'accept-language': 'en' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].field).toBe('version');
    const list = await t.call(as('staff'), 'GET', '/api/v1/terms-of-use');
    expect(list.body.data.items[0].version).toBe('9.9');
    expect(list.body.data.totalRows).toBeGreaterThan(1);
  });

  it('reads the organisation as a tree and an e-commerce page with its offers', async () => {
    await signIn();
    // Lists carry the rich text a declaration names (timeline entries), and leave the rest to GET /{id}.
    const timeline = (await t.call(as('staff'), 'GET', '/api/v1/process-formation-develop')).body.data.items;
    expect(timeline[0].content).toMatch(/<p>/);
    expect((await t.call(as('staff'), 'GET', '/api/v1/message-of-bod')).body.data.items[0]).not.toHaveProperty('content');
    const tree = await t.call(as('staff'), 'GET', '/api/v1/about-organization/tree');
    expect(tree.status, JSON.stringify(tree.body).slice(0, 300)).toBe(200);
    const page = (await t.call(as('staff'), 'GET', '/api/v1/ecommerce-page?f_shop=EMART')).body.data.items[0];
    const one = await t.call(as('staff'), 'GET', `/api/v1/ecommerce-page/${page.id}`);
    expect(one.body.data.offers.length).toBeGreaterThan(0);
  });

  it("computes the dashboard's figures under the reader's scope: staff count released news only; news sent back to draft leaves them; exports are xlsx; no NEWS right, no figures", async () => {
    await signIn();
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(t.clock.now));
    const board = await t.call(as('staff'), 'GET', '/api/v1/dashboard');
    expect(board.status, JSON.stringify(board.body).slice(0, 300)).toBe(200);
    const f = board.body.data;
    expect(f.news.year).toBe(year);
    expect(f.news.byMonth).toHaveLength(12);
    expect(f.news.inYear).toBe(f.news.byMonth.reduce((s: number, m: { count: number }) => s + m.count, 0));
    // The total is what the staff member's news list counts (released only).
    const listed = (await t.call(as('staff'), 'GET', '/api/v1/news?limit=1')).body.data.totalRows;
    expect(f.news.total).toBe(listed);
    // A released news item sent back to draft leaves the staff member's figures (and the admin's portal view).
    const [top] = f.news.topViewed as { id: number }[];
    await t.database.query(`UPDATE news SET status = 'DRAFT' WHERE id = $1`, [top?.id]);
    const after = (await t.call(as('staff'), 'GET', '/api/v1/dashboard')).body.data.news;
    expect(after.total).toBe(f.news.total - 1);
    expect(after.topViewed.map((n: { id: number }) => n.id)).not.toContain(top?.id);
    expect(f.internal.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['archive', 'trade_mark', 'marketing']));
    expect(f.archiveCategories.length).toBeGreaterThan(0);
    // The archive reads like any content, by category.
    const cat = f.archiveCategories[0].id as number;
    const filed = await t.call(as('staff'), 'GET', `/api/v1/archive?f_category_id=${cat}`);
    expect(filed.status).toBe(200);
    expect(filed.body.data.items.every((a: { category_id: number }) => a.category_id === cat)).toBe(true);
    // Other years, bad years.
    expect((await t.call(as('staff'), 'GET', `/api/v1/dashboard?year=${year - 30}`)).body.data.news.inYear).toBe(0);
    expect((await t.call(as('staff'), 'GET', '/api/v1/dashboard?year=abc')).status).toBe(400);
    expect((await t.call(as('staff'), 'GET', '/api/v1/dashboard?year=99999')).status).toBe(400);
    // Exports: xlsx in the caller's language.
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/export-news?year=${year}`, headers: { authorization: `Bearer ${as('staff')}`, 'accept-language': 'en' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const internal = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/export-internal', headers: { authorization: `Bearer ${as('staff')}` } });
    expect(internal.statusCode).toBe(200);
    // Without a session, or without the right to read news: nothing.
    expect((await t.call(null, 'GET', '/api/v1/dashboard')).status).toBe(401);
    const role = await t.call(as('admin'), 'POST', '/api/v1/role', { name: 'Chỉ thương hiệu', permissions: { TRADE_MARK: ['view'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(as('admin'), 'POST', '/api/v1/user', { username: 'brandonly', full_name: 'Chỉ Thương Hiệu', email: 'brandonly@thaco.com.vn', password: 'Thaco#Brand2026x', role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    const brandOnly = await t.login('brandonly', 'Thaco#Brand2026x');
    expect((await t.call(brandOnly, 'GET', '/api/v1/dashboard')).status).toBe(403);
    expect((await t.call(brandOnly, 'GET', '/api/v1/dashboard/export-news')).status).toBe(403);
    const theirs = await t.call(brandOnly, 'GET', '/api/v1/dashboard/export-internal');
    expect(theirs.status).toBe(200);
  });
});

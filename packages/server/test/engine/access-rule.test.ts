/**
 * The access rule of a resource on every operation, on the real declarations (ADR 0004): an editor
 * cannot read, update, delete or move another editor's news (owner rule), and an inbox is its
 * recipient's even for holders of NOTIFICATION view (issue 11: inboxes are per user; inbox.test.ts
 * walks every notification route with every SETTING right).
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('access rule on every operation on %s', (kind) => {
  const t = useTestApp(kind);
  const PASSWORD = 'Sao-Mai-2026!';

  const accountWithRole = async (admin: string, username: string, permissions: Record<string, string[]>) => {
    const role = await t.call(admin, 'POST', '/api/v1/role', { name: `Vai trò ${username}`, permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(admin, 'POST', '/api/v1/user', {
      username,
      full_name: 'Trần Văn Thử',
      email: `${username}@thaco.com.vn`,
      password: PASSWORD,
      role_ids: [role.body.data.id],
    });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    return { id: acc.body.data.id as number, token: await t.login(username, PASSWORD) };
  };

  it('an editor cannot get, update, delete or change the status of another editor\'s news', async () => {
    const admin = await t.login('admin');
    const a = await accountWithRole(admin, 'editor_a', { NEWS: ['view', 'edit'] });
    const b = await accountWithRole(admin, 'editor_b', { NEWS: ['view', 'edit'] });
    const type = (await t.call(admin, 'GET', '/api/v1/news-type?limit=1')).body.data.items[0].id;
    const realm = (await t.call(admin, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM&limit=1')).body.data.items[0].id;
    const later = (d: number) => new Date(t.clock.now.getTime() + d * 86_400_000).toISOString();
    const created = await t.call(a.token, 'POST', '/api/v1/news', { title: 'Tin của biên tập A', type_id: type, realm_id: realm, publish_date: later(1), release_date: later(2) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const cms = '?f_is_get_all_cms=1';
    expect((await t.call(b.token, 'GET', `/api/v1/news/${id}${cms}`)).status).toBe(404);
    expect((await t.call(b.token, 'PUT', `/api/v1/news/${id}`, { title: 'B sửa tin của A' })).status).toBe(404);
    expect((await t.call(b.token, 'POST', `/api/v1/news/${id}/status`, { status: 'WAITING' })).status).toBe(404);
    expect((await t.call(b.token, 'DELETE', `/api/v1/news/${id}`)).status).toBe(404);
    const list = await t.call(b.token, 'GET', `/api/v1/news${cms}&limit=-1`);
    expect(list.body.data.items.map((n: { id: number }) => n.id)).not.toContain(id);
    // Nothing was changed; the author still can.
    const mine = await t.call(a.token, 'GET', `/api/v1/news/${id}${cms}`);
    expect(mine.body.data).toMatchObject({ title: 'Tin của biên tập A', status: 'DRAFT' });
    expect((await t.call(a.token, 'PUT', `/api/v1/news/${id}`, { title: 'A sửa' })).status).toBe(200);
    expect((await t.call(a.token, 'POST', `/api/v1/news/${id}/status`, { status: 'WAITING' })).status).toBe(200);
  });

  it("a record's history (activity log by record) is shown only to who may read the record", async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const editor = await t.login('editor');
    const type = (await t.call(admin, 'GET', '/api/v1/news-type?limit=1')).body.data.items[0].id;
    const realm = (await t.call(admin, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM&limit=1')).body.data.items[0].id;
    const later = (d: number) => new Date(t.clock.now.getTime() + d * 86_400_000).toISOString();
    const draft = await t.call(editor, 'POST', '/api/v1/news', { title: 'Bản nháp bí mật', type_id: type, realm_id: realm, publish_date: later(1), release_date: later(2) });
    const history = (token: string) => t.call(token, 'GET', `/api/v1/activity-log?f_activity_context=news&f_record_id=${draft.body.data.id}`);
    expect((await history(staff)).status).toBe(403);
    const own = await history(editor);
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
    expect((await t.call(staff, 'GET', '/api/v1/activity-log?f_activity_context=news&f_record_id=abc')).status).toBe(403);
  });

  it("NOTIFICATION view reads its own inbox only; reading everyone's needs view all", async () => {
    const admin = await t.login('admin');
    const viewer = await accountWithRole(admin, 'settings_viewer', { NOTIFICATION: ['view'] });
    const wide = await accountWithRole(admin, 'settings_all', { NOTIFICATION: ['view', 'viewAll'] });
    const adminId = (await t.call(admin, 'GET', '/api/v1/user?q=admin&limit=1')).body.data.items[0].id;
    const other = await t.call(admin, 'POST', '/api/v1/notifications', { recipient_id: adminId, title: 'Thư riêng của quản trị', title_en: 'Private' });
    const own = await t.call(admin, 'POST', '/api/v1/notifications', { recipient_id: viewer.id, title: 'Thư của người xem', title_en: 'Yours' });
    const ids = async (token: string) => (await t.call(token, 'GET', '/api/v1/notifications?limit=-1')).body.data.items.map((n: { id: number }) => n.id);
    expect(await ids(viewer.token)).toEqual([own.body.data.id]);
    expect((await t.call(viewer.token, 'GET', `/api/v1/notifications/${other.body.data.id}`)).status).toBe(404);
    expect(await ids(wide.token)).toEqual(expect.arrayContaining([own.body.data.id, other.body.data.id]));
  });
});

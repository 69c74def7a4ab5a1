/**
 * Inboxes are per user (issue 11, class 2). A hostile insider holding every right on SETTING (view,
 * edit, approve, view all: the rights of someone who runs the portal's settings) walks every route
 * that serves or changes notifications: the admin resource (/notifications: list, get, export,
 * status, bulk, import, whatever the declaration gives it), the portal inbox (/notification,
 * /notification-read/:id, /notification-read-all), the dashboard counts and a record's history.
 * None may show another user's notification, count it, or change it. Reading everyone's inbox needs
 * the explicit NOTIFICATION "view all" right (or Admin).
 */
import { notification } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../../src/db/tables.js';
import { dbKinds, noRightsRole, useTestApp } from '../harness.js';

const PASSWORD = 'Hop-Thu-2026!';
const SECRET = 'Quyết định kỷ luật mật';

describe.each(dbKinds(import.meta.url))('inboxes are per user on %s', (kind) => {
  const t = useTestApp(kind);
  const tn = tableFor(notification);
  const c = (n: string) => tn[n] as AnyPgColumn;

  const account = async (admin: string, username: string, permissions: Record<string, string[]> | null) => {
    let roleIds: number[] = [];
    if (permissions) {
      const role = await t.call(admin, 'POST', '/api/v1/role', { name: `Vai trò ${username}`, permissions });
      expect(role.status, JSON.stringify(role.body)).toBe(200);
      roleIds = [role.body.data.id];
    }
    const acc = await t.call(admin, 'POST', '/api/v1/user', {
      username,
      full_name: 'Nguyễn Văn Thử',
      email: `${username}@thaco.com.vn`,
      password: PASSWORD,
      role_ids: roleIds.length > 0 ? roleIds : [await noRightsRole(t, admin)],
    });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    return { id: acc.body.data.id as number, token: await t.login(username, PASSWORD) };
  };
  const send = async (admin: string, recipient: number, title: string) => {
    const res = await t.call(admin, 'POST', '/api/v1/notifications', { recipient_id: recipient, title, title_en: title, content: title });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  const row = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(tn)
        .where(eq(c('id'), id))
    )[0] as Record<string, unknown> | undefined;

  /** Text of an answer, xlsx files included (an export must not carry another inbox either). */
  const textOf = async (res: { body: string; rawPayload: Buffer; headers: Record<string, unknown> }) => {
    if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return res.body;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((cell) => cells.push(String(cell.value)))));
    return cells.join('\n');
  };

  /**
   * Walks every notification route (and the counts and a record's history) as `hostile` against
   * `victim`'s secret notification; returns what leaked. `maySend`: the caller holds NOTIFICATION
   * edit, whose purpose is sending notifications, so creating one for another user is not a leak.
   */
  async function walk(admin: string, victim: { id: number }, hostile: { id: number; token: string }, maySend: boolean): Promise<string[]> {
    const secretId = await send(admin, victim.id, SECRET);
    const ownId = await send(admin, hostile.id, 'Thông báo của tôi');
    const before = (await row(secretId)) as Record<string, unknown>;
    const routes = t.app.routeList.filter((r) => /^\/api\/v1\/notification/.test(r.url)).map((r) => ({ method: r.method, url: r.url }));
    // Where else a notification's data or its number could surface.
    routes.push(
      { method: 'GET', url: '/api/v1/admin/counts' },
      { method: 'GET', url: `/api/v1/activity-log?f_activity_context=notification&f_record_id=${secretId}` },
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const leaks: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z_]+/g, String(secretId));
      const spoof = { recipient_id: victim.id, title: 'Giả mạo', title_en: 'Spoofed' };
      const bodies: unknown[] =
        r.method === 'GET' || r.method === 'DELETE' ? [undefined] : r.url.endsWith('/bulk') ? [[spoof]] : [{ is_read: true }, { title: 'Sửa' }, spoof, {}];
      for (const body of bodies) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: { authorization: `Bearer ${hostile.token}` },
          ...(body !== undefined && { payload: body as object }),
        });
        const key = `${r.method} ${r.url} ${JSON.stringify(body) ?? ''} -> ${res.statusCode}`;
        expect(res.statusCode, key).toBeLessThan(500);
        if ((await textOf(res)).includes(SECRET)) leaks.push(`${key} shows the other inbox`);
        if (r.url === '/api/v1/admin/counts' && res.statusCode === 200) {
          const n = (JSON.parse(res.body).data.items as { name: string; totalRows: number }[]).find((x) => x.name === 'notification');
          if (n && n.totalRows !== 1) leaks.push(`${key} counts ${n.totalRows} notifications, not only the caller's one`);
        }
        const after = await row(secretId);
        const isChanged =
          !after ||
          after.is_read !== before.is_read ||
          after.state !== before.state ||
          after.title !== before.title ||
          after.recipient_id !== before.recipient_id;
        if (isChanged) {
          leaks.push(`${key} ${after ? 'changed' : 'deleted'} the other inbox's notification`);
          // Put it back, so each route is judged on its own.
          await t.database.db.delete(tn).where(eq(c('id'), secretId));
          await t.database.db.insert(tn).overridingSystemValue().values(before);
        }
        const spoofed = and(eq(c('recipient_id'), victim.id), eq(c('created_by'), hostile.id));
        if ((await t.database.db.select().from(tn).where(spoofed)).length > 0) {
          const isSend = r.method === 'POST' && (r.url === '/api/v1/notifications' || r.url.endsWith('/bulk'));
          if (!(maySend && isSend)) leaks.push(`${key} wrote into the other inbox`);
          await t.database.db.delete(tn).where(spoofed);
        }
      }
    }
    // The portal inbox still serves each their own.
    const mine = await t.call(hostile.token, 'GET', '/api/v1/notification');
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((n: { id: number }) => n.id)).toEqual([ownId]);
    await t.database.db.delete(tn).where(eq(c('id'), secretId));
    await t.database.db.delete(tn).where(eq(c('id'), ownId));
    return leaks;
  }

  it('holders of every SETTING right see, count and change no other inbox, on any route', async () => {
    const admin = await t.login('admin');
    const victim = await account(admin, 'inbox_victim', null);
    const hostile = await account(admin, 'inbox_settings', { SETTING: ['view', 'edit', 'approve', 'viewAll'] });
    expect(await walk(admin, victim, hostile, false)).toEqual([]);
  });

  it('a sender (NOTIFICATION view and edit, not view all) sees, counts and changes only their own inbox', async () => {
    const admin = await t.login('admin');
    const victim = await account(admin, 'inbox_victim3', null);
    const hostile = await account(admin, 'inbox_sender', { NOTIFICATION: ['view', 'edit'], SETTING: ['view', 'edit', 'approve', 'viewAll'] });
    expect(await walk(admin, victim, hostile, true)).toEqual([]);
  });

  it("the NOTIFICATION right: view reads one's own; view all (or Admin) reads everyone's", async () => {
    const admin = await t.login('admin');
    const victim = await account(admin, 'inbox_victim2', null);
    const own = await account(admin, 'inbox_notice_view', { NOTIFICATION: ['view', 'edit'] });
    const all = await account(admin, 'inbox_notice_all', { NOTIFICATION: ['view', 'viewAll'] });
    const secretId = await send(admin, victim.id, `${SECRET} 2`);
    const ownId = await send(admin, own.id, 'Của người xem');
    const ids = async (token: string) => (await t.call(token, 'GET', '/api/v1/notifications?limit=-1')).body.data.items.map((n: { id: number }) => n.id);
    expect(await ids(own.token)).toEqual([ownId]);
    expect((await t.call(own.token, 'GET', `/api/v1/notifications/${secretId}`)).status).toBe(404);
    expect((await t.call(own.token, 'PUT', `/api/v1/notifications/${secretId}`, { is_read: true })).status).toBe(404);
    expect((await t.call(own.token, 'PUT', `/api/v1/notifications/${ownId}`, { is_read: true })).status).toBe(200);
    expect(await ids(all.token)).toEqual(expect.arrayContaining([ownId, secretId]));
    expect(await ids(admin)).toEqual(expect.arrayContaining([ownId, secretId]));
    // The right is named in the role matrix, with labels in both languages.
    const matrix = await t.call(admin, 'GET', '/api/v1/role/matrix');
    expect(matrix.body.data.subjects).toContainEqual(expect.objectContaining({ subject: 'NOTIFICATION', label: { vi: 'Thông báo', en: 'Notifications' } }));
  });
});

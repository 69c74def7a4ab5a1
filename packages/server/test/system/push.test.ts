/**
 * Push to devices (issue 15, spec's /firebase): a person registers their device's token; an
 * approval's notification queues one delivery per device in its transaction; the dispatcher sends
 * it after commit through the local adapter (to a fake push server here) and through the FCM HTTP
 * v1 adapter (a fake Google token endpoint and FCM, the service account's JWT checked with its
 * public key); a token FCM reports as gone retires the device; deliveries are the server's only.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchPush, fcmPushAdapter, localPushAdapter } from '../../src/notify/push-adapter.js';
import { dbKinds, useTestApp } from '../harness.js';

type Hit = { url: string; headers: Record<string, string | string[] | undefined>; body: string };

/** A fake push service: records every request; `answer` decides the reply. */
function fakeServer(answer: (h: Hit) => { status: number; body: unknown }): Promise<{ server: Server; url: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const hit = { url: req.url ?? '', headers: req.headers, body };
      hits.push(hit);
      const a = answer(hit);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits })));
}

describe.each(dbKinds(import.meta.url))('push to devices on %s', (kind) => {
  const t = useTestApp(kind);
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  const TOKEN = `fcm-admin-laptop:APA91b${'Q'.repeat(40)}`;
  beforeAll(async () => {
    fake = await fakeServer((h) =>
      h.url === '/token'
        ? { status: 200, body: { access_token: 'ok-token', expires_in: 3600 } }
        : h.body.includes('gone-token')
          ? { status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } }
          : { status: 200, body: { name: 'projects/thaco-portal/messages/1' } },
    );
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('registers a device for its owner only; a submitted request pushes its approver through the local adapter after commit', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const bad = await t.call(admin, 'POST', '/api/v1/firebase/register?lang=en', { token: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Invalid push device token');
    const reg = await t.call(admin, 'POST', '/api/v1/firebase/register', { token: TOKEN, platform: 'WEB', device_name: 'Chrome trên Windows' });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    // Registering again refreshes the same device.
    expect((await t.call(admin, 'POST', '/api/v1/firebase/register', { token: TOKEN })).body.data.id).toBe(reg.body.data.id);
    expect((await t.call(admin, 'GET', '/api/v1/firebase/mine')).body.data.items.map((d: { id: number }) => d.id)).toContain(reg.body.data.id);
    // Staff neither read nor remove someone else's device.
    expect((await t.call(staff, 'GET', '/api/v1/firebase/mine')).body.data.items.map((d: { id: number }) => d.id)).not.toContain(reg.body.data.id);
    expect((await t.call(staff, 'POST', '/api/v1/firebase/unregister', { token: TOKEN })).body.data.removed).toBe(0);
    expect([403, 404]).toContain((await t.call(staff, 'GET', `/api/v1/firebase/${reg.body.data.id}`)).status);
    // Deliveries are written by the server only.
    expect((await t.call(admin, 'POST', '/api/v1/push-delivery', { title: 'x' })).status).toBe(403);

    // Send what the demo data queued (the seeded asset alerts), so the passes below see this test's deliveries.
    const local = localPushAdapter({ url: `${fake.url}/push`, file: '/dev/null' });
    while ((await dispatchPush(t.database, local, () => new Date())).sent > 0);
    // The staff member's leave waits for their line manager (the admin): one delivery queued for the admin's device.
    const type = (await t.database.query<{ id: string }>("SELECT id FROM staff_setting_leave_type WHERE code = 'ANNUAL'"))[0]?.id;
    const leave = await t.call(staff, 'POST', '/api/v1/staff-leave', { leave_type_id: Number(type), from_date: '2027-10-05', to_date: '2027-10-05', reason: 'Việc gia đình' });
    expect(leave.status, JSON.stringify(leave.body)).toBe(200);
    expect((await t.call(staff, 'POST', `/api/v1/staff-leave/submit/${leave.body.data.id}`)).status).toBe(200);
    const queued = await t.database.query<{ id: string; delivery_status: string; link: string }>('SELECT id, delivery_status, link FROM push_delivery WHERE device_id = $1', [reg.body.data.id]);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.delivery_status).toBe('PENDING');
    // Approvers are sent to "My tasks" on the portal, not to the admin.
    expect(queued[0]?.link).toBe(`/hr-tasks?type=staff_leave&id=${leave.body.data.id}`);

    const before = fake.hits.length;
    const r = await dispatchPush(t.database, local, () => new Date());
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const mine = fake.hits.slice(before).map((h) => JSON.parse(h.body)).find((m) => m.to === TOKEN);
    expect(mine.notification.title).toContain('Chờ bạn phê duyệt');
    expect(mine.link).toBe(`/hr-tasks?type=staff_leave&id=${leave.body.data.id}`);
    const row = (await t.database.query<{ delivery_status: string; adapter: string; sent_date: string | null }>('SELECT delivery_status, adapter, sent_date FROM push_delivery WHERE id = $1', [queued[0]?.id]))[0];
    expect(row).toMatchObject({ delivery_status: 'SENT', adapter: 'local-http' });
    expect(row?.sent_date).not.toBeNull();
    // A second pass sends nothing again.
    const again = fake.hits.length;
    await dispatchPush(t.database, local, () => new Date());
    expect(fake.hits.slice(again).some((h) => h.body.includes(TOKEN))).toBe(false);
    // Unregistered: the next notification queues nothing for it.
    expect((await t.call(admin, 'POST', '/api/v1/firebase/unregister', { token: TOKEN })).body.data.removed).toBe(1);
  });

  it('sends through FCM HTTP v1 with a signed service-account token; a token FCM reports gone retires the device', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fcm = fcmPushAdapter({
      projectId: 'thaco-portal',
      clientEmail: 'push@thaco-portal.iam.gserviceaccount.com',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      tokenUrl: `${fake.url}/token`,
      endpoint: fake.url,
    });
    const staff = await t.login('staff');
    const gone = `gone-token:APA91b${'Z'.repeat(40)}`;
    const dev = await t.call(staff, 'POST', '/api/v1/firebase/register', { token: gone, platform: 'ANDROID' });
    const live = await t.call(staff, 'POST', '/api/v1/firebase/register', { token: `live-token:APA91b${'L'.repeat(40)}`, platform: 'IOS' });
    const staffId = Number((await t.database.query<{ id: string }>("SELECT id FROM account WHERE username = 'staff'"))[0]?.id);
    // Anything queued before (the demo's devices) is sent first, so this pass sees only the two.
    await dispatchPush(t.database, localPushAdapter({ file: '/dev/null' }), () => new Date());
    await t.database.query(
      "INSERT INTO push_delivery (device_id, recipient_id, title, link, delivery_status, attempts) VALUES ($1, $3, 'Đơn nghỉ phép đã được phê duyệt', '/human-resource/leave', 'PENDING', 0), ($2, $3, 'Đơn nghỉ phép đã được phê duyệt', '/human-resource/leave', 'PENDING', 0)",
      [dev.body.data.id, live.body.data.id, staffId],
    );
    const before = fake.hits.length;
    const r = await dispatchPush(t.database, fcm, () => new Date());
    expect(r).toEqual({ sent: 1, failed: 1 });
    const hits = fake.hits.slice(before);
    // One OAuth exchange (kept for the second message), its JWT signed by the service account's key.
    const tokenHits = hits.filter((h) => h.url === '/token');
    expect(tokenHits).toHaveLength(1);
    const assertion = new URLSearchParams(tokenHits[0]?.body).get('assertion') ?? '';
    const [head, claims, sig] = assertion.split('.');
    expect(createVerify('RSA-SHA256').update(`${head}.${claims}`).verify(publicKey, Buffer.from(sig ?? '', 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({ iss: 'push@thaco-portal.iam.gserviceaccount.com', scope: 'https://www.googleapis.com/auth/firebase.messaging' });
    const sends = hits.filter((h) => h.url === '/v1/projects/thaco-portal/messages:send');
    expect(sends).toHaveLength(2);
    expect(sends[0]?.headers.authorization).toBe('Bearer ok-token');
    const sent = JSON.parse(sends.find((h) => h.body.includes('live-token'))?.body ?? '{}');
    expect(sent.message).toMatchObject({ notification: { title: 'Đơn nghỉ phép đã được phê duyệt' }, webpush: { fcm_options: { link: '/human-resource/leave' } } });
    const states = await t.database.query<{ id: string; state: string }>('SELECT id, state FROM push_device WHERE id IN ($1, $2) ORDER BY id', [dev.body.data.id, live.body.data.id]);
    expect(states.map((s) => s.state)).toEqual(['INACTIVE', 'ACTIVE']);
    const failed = (await t.database.query<{ delivery_status: string; error: string }>('SELECT delivery_status, error FROM push_delivery WHERE device_id = $1', [dev.body.data.id]))[0];
    expect(failed?.delivery_status).toBe('FAILED');
    expect(failed?.error).toContain('404');
  });
});

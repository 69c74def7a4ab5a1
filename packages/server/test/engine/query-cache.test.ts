/**
 * Cached list results on the real app: a repeated list is served from the cache, and every kind of
 * write empties it: through the API, by hand in SQL on the same pool, and (PostgreSQL) from another
 * connection, which only the change notification can report. A lost listener turns caching off.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL, cacheOf } from '../../src/engine/query-cache.js';
import { COMPRESS_MIN } from '../../src/engine/routes.js';
import { DB_KINDS, useTestApp, until } from '../harness.js';

describe.each(DB_KINDS)('cached list results on %s', (kind) => {
  const t = useTestApp(kind);
  const office = { type: 'BRANCH', name: 'Chi nhánh Gò Vấp', name_en: 'Go Vap branch', address: 'Số 1 Quang Trung, Gò Vấp', province: 'TP. Hồ Chí Minh' };
  /** A second connection to the test database, as another instance or an operator would use. */
  const withOtherConnection = async (fn: (other: pg.Client) => Promise<void>) => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const [{ db } = { db: '' }] = await t.database.query<{ db: string }>('SELECT current_database() AS db');
    url.pathname = `/${db}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await fn(other);
    } finally {
      await other.end();
    }
  };
  const names = async (token: string, qs = '') =>
    ((await t.call(token, 'GET', `/api/v1/office?limit=100${qs}`)).body.data.items as { name: string }[]).map((o) => o.name);

  it('serves a repeated list from the cache; API writes show at once', async () => {
    const admin = await t.login('admin');
    const cache = cacheOf(t.database);
    expect(cache?.live).toBe(true);
    await names(admin);
    const hits = cache?.hits ?? 0;
    await names(admin);
    expect(cache?.hits).toBe(hits + 1);
    const created = await t.call(admin, 'POST', '/api/v1/office', office);
    expect(created.status).toBe(200);
    expect(await names(admin)).toContain('Chi nhánh Gò Vấp');
    expect((await t.call(admin, 'PUT', `/api/v1/office/${created.body.data.id}`, { name: 'Chi nhánh Gò Vấp 2' })).status).toBe(200);
    expect(await names(admin)).toContain('Chi nhánh Gò Vấp 2');
    expect((await t.call(admin, 'DELETE', `/api/v1/office/${created.body.data.id}`)).status).toBe(200);
    expect(await names(admin, '&state=ACTIVE')).not.toContain('Chi nhánh Gò Vấp 2');
  });

  it('a cached page goes out as the same JSON, compressed for clients that accept it (brotli first, else gzip)', async () => {
    const admin = await t.login('admin');
    const get = (enc?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/news?limit=100', headers: { authorization: `Bearer ${admin}`, ...(enc ? { 'accept-encoding': enc } : {}) } });
    const first = await get();
    const plain = await get();
    const zipped = await get('gzip, deflate');
    const brotli = await get('gzip, deflate, br');
    const refused = await get('br;q=0, gzip');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.body).toBe(first.body);
    // Smaller bodies go as they are.
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.body);
    expect(brotli.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('the portal home is cached as a whole and follows a change of any table it reads', async () => {
    const staff = await t.login('staff');
    const cache = cacheOf(t.database);
    const home = async () => (await t.call(staff, 'GET', '/api/v1/portal/home')).body.data;
    const first = await home();
    const hits = cache?.hits ?? 0;
    expect(await home()).toEqual(first);
    expect(cache?.hits).toBe(hits + 1);
    const [top] = first.homepageSlider as { id: number }[];
    expect(top).toBeDefined();
    await t.database.query('UPDATE news SET is_hide = true WHERE id = $1', [top?.id]);
    expect((await home()).homepageSlider.map((n: { id: number }) => n.id)).not.toContain(top?.id);
    await t.database.query('UPDATE news SET is_hide = false WHERE id = $1', [top?.id]);
    const types = first.latestByType as { type: { id: number } }[];
    await t.database.query('UPDATE news_type SET is_show = false WHERE id = $1', [types[0]?.type.id]);
    expect((await home()).latestByType.map((g: { type: { id: number } }) => g.type.id)).not.toContain(types[0]?.type.id);
    await t.database.query('UPDATE news_type SET is_show = true WHERE id = $1', [types[0]?.type.id]);
  });

  it('keeps the released-news scope cached across seconds until the next release time, then shows the news without a write', async () => {
    const staff = await t.login('staff');
    const cache = cacheOf(t.database);
    const at = new Date(Math.floor(t.clock.now.getTime() / 1000) * 1000 + 60_000);
    const [row] = await t.database.query<{ id: string }>(
      "SELECT id FROM news WHERE status = 'PUBLISH' AND is_hide = false AND is_show = true ORDER BY id LIMIT 1",
    );
    const id = Number(row?.id);
    await t.database.query('UPDATE news SET title = $1, release_date = $2, expiration_date = NULL WHERE id = $3', ['Lịch phát hành cửa sổ thử', at, id]);
    const ids = async () =>
      ((await t.call(staff, 'GET', '/api/v1/news?q=lich phat hanh cua so thu&limit=10')).body.data.items as { id: number }[]).map((n) => Number(n.id));
    // The first read finds the window in the background; the next ones share one key.
    expect(
      await until(async () => {
        await ids();
        const hits = cache?.hits ?? 0;
        t.clock.advance(1000);
        await ids();
        return cache?.hits === hits + 1;
      }),
    ).toBe(true);
    expect(await ids()).toEqual([]);
    t.clock.advance(5000);
    const hits = cache?.hits ?? 0;
    expect(await ids()).toEqual([]);
    expect(cache?.hits).toBe(hits + 1);
    // Past its release time the news shows, though nothing was written.
    t.clock.set(new Date(at.getTime() + 1000).toISOString());
    expect(await ids()).toEqual([id]);
    expect((await t.call(staff, 'GET', `/api/v1/news/${id}`)).status).toBe(200);
  });

  it('the phone book, a report and a week of the calendar are cached, and show a change at once', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('staff');
    const cache = cacheOf(t.database);
    // The phone book: one entry for everyone who types the same search.
    const search = async (token: string) => (await t.call(token, 'GET', '/api/v1/staff-directory?q=zyxwvu')).body.data;
    expect((await search(staff)).totalRows).toBe(0);
    let hits = cache?.hits ?? 0;
    expect((await search(admin)).totalRows).toBe(0);
    expect(cache?.hits).toBe(hits + 1);
    const [person] = await t.database.query<{ id: string; full_name: string }>(
      "SELECT id, full_name FROM staff WHERE state = 'ACTIVE' AND employee_status = 'WORKING' ORDER BY id LIMIT 1",
    );
    await t.database.query('UPDATE staff SET full_name = $2 WHERE id = $1', [person?.id, 'Zyxwvu Thử']);
    expect((await search(staff)).items.map((p: { id: number }) => Number(p.id))).toEqual([Number(person?.id)]);
    await t.database.query('UPDATE staff SET full_name = $2 WHERE id = $1', [person?.id, person?.full_name]);
    // A declared report: the second read is the first's answer.
    const report = async () => (await t.call(admin, 'GET', '/api/v1/report/book-room?period=12m&by=status')).body.data;
    const first = await report();
    hits = cache?.hits ?? 0;
    expect(await report()).toEqual(first);
    expect(cache?.hits).toBe(hits + 1);
    // A week of every room: kept compressed, the same JSON either way, and a new booking shows.
    const [room] = await t.database.query<{ id: string }>("SELECT id FROM room WHERE state = 'ACTIVE' AND is_approval_required = false ORDER BY id LIMIT 1");
    const from = new Date(Date.UTC(2031, 2, 3, 0)).toISOString();
    const to = new Date(Date.UTC(2031, 2, 10, 0)).toISOString();
    const url = `/api/v1/apps/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const week = (enc?: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, ...(enc ? { 'accept-encoding': enc } : {}) } });
    const plain = await week();
    expect(JSON.parse(plain.body).data.items).toEqual([]);
    hits = cache?.hits ?? 0;
    const zipped = await week('gzip');
    expect(cache?.hits).toBe(hits + 1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await week('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const booked = await t.call(admin, 'POST', '/api/v1/book-room', {
      title: 'Họp quý',
      room_id: Number(room?.id),
      start_time: '2031-03-04T02:00:00.000Z',
      end_time: '2031-03-04T03:00:00.000Z',
      attendee_count: 3,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(JSON.parse((await week()).body).data.items.map((e: { id: number }) => e.id)).toEqual([booked.body.data.id]);
  });

  it('users with different read scopes never share an entry', async () => {
    const [admin, editor] = [await t.login('admin'), await t.login('editor')];
    const url = '/api/v1/news?f_is_get_all_cms=1&limit=100';
    const adminView = await t.call(admin, 'GET', url);
    expect(adminView.body.data.totalRows).toBeGreaterThan(0);
    expect((await t.call(admin, 'GET', url)).body.data).toEqual(adminView.body.data);
    // The same URL right after: the editor's admin view holds only their own news (none in the
    // demo data); their scope is part of the SQL, so the admin's cached page is not theirs.
    const editorView = await t.call(editor, 'GET', url);
    expect(editorView.status).toBe(200);
    expect(editorView.body.data.totalRows).toBe(0);
    // One record: the admin's cached read of a draft is not the staff member's (released news only).
    const staff = await t.login('staff');
    const [hidden] = await t.database.query<{ id: string }>("SELECT id FROM news WHERE status = 'PUBLISH' AND state = 'ACTIVE' ORDER BY id DESC LIMIT 1");
    await t.database.query('UPDATE news SET is_hide = true WHERE id = $1', [hidden?.id]);
    expect((await t.call(admin, 'GET', `/api/v1/news/${hidden?.id}?f_is_get_all_cms=1`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/news/${hidden?.id}?f_is_get_all_cms=1`)).status).toBe(200);
    expect((await t.call(staff, 'GET', `/api/v1/news/${hidden?.id}?f_is_get_all_cms=1`)).status).toBe(404);
    await t.database.query('UPDATE news SET is_hide = false WHERE id = $1', [hidden?.id]);
    expect((await t.call(staff, 'GET', `/api/v1/news/${hidden?.id}`)).status).toBe(200);
  });

  it('a write by hand in SQL empties the cache', async () => {
    const admin = await t.login('admin');
    await names(admin);
    await names(admin);
    await t.database.query(`UPDATE office SET name = 'Văn phòng sửa tay' WHERE id = (SELECT min(id) FROM office)`);
    expect(await names(admin)).toContain('Văn phòng sửa tay');
  });

  it('the session check is kept between requests, yet a revocation, a lock or a new token version shows at once', async () => {
    const me = async (token: string) => (await t.call(token, 'GET', '/api/v1/user/me')).status;
    const [{ id } = { id: '0' }] = await t.database.query<{ id: string }>("SELECT id FROM account WHERE username = 'staff'");
    let staff = await t.login('staff');
    expect(await me(staff)).toBe(200);
    expect(await me(staff)).toBe(200);
    // Revoked by hand (as another instance or an operator would), not through the API.
    await t.database.query('UPDATE auth_session SET revoked_at = now() WHERE account_id = $1', [id]);
    expect(await me(staff)).toBe(401);
    staff = await t.login('staff');
    expect(await me(staff)).toBe(200);
    await t.database.query("UPDATE account SET account_status = 'LOCKED' WHERE id = $1", [id]);
    expect(await me(staff)).toBe(401);
    await t.database.query("UPDATE account SET account_status = 'ACTIVE' WHERE id = $1", [id]);
    expect(await me(staff)).toBe(200);
    // A password change bumps the token version: tokens issued before it stop working.
    await t.database.query('UPDATE account SET token_version = token_version + 1 WHERE id = $1', [id]);
    expect(await me(staff)).toBe(401);
    staff = await t.login('staff');
    expect(await me(staff)).toBe(200);
    if (kind !== 'postgres') return;
    // From another connection: only the change notification tells this instance.
    await withOtherConnection(async (other) => {
      await other.query('UPDATE auth_session SET revoked_at = now() WHERE account_id = $1', [id]);
      expect(await me(staff)).toBe(401);
    });
  });

  it.runIf(kind === 'postgres')('a write from another connection arrives as a notification; a lost listener stops caching until it is back', async () => {
    const admin = await t.login('admin');
    await names(admin);
    await withOtherConnection(async (other) => {
      await other.query(`UPDATE office SET name = 'Sửa từ máy khác' WHERE id = (SELECT min(id) FROM office)`);
      expect(await until(async () => (await names(admin)).includes('Sửa từ máy khác'))).toBe(true);
      const cache = cacheOf(t.database);
      await other.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`);
      expect(await until(async () => cache?.live === false)).toBe(true);
      expect(cache?.size).toBe(0);
      expect(await until(async () => cache?.live === true)).toBe(true);
      await other.query(`UPDATE office SET name = 'Sau khi nối lại' WHERE id = (SELECT min(id) FROM office)`);
      expect(await until(async () => (await names(admin)).includes('Sau khi nối lại'))).toBe(true);
    });
  });

  it.runIf(kind === 'postgres')("a read waits for the change listener only, not for the other listeners' connections", async () => {
    // Another listener (as pushes and notification streams have) whose connection is lost: reads
    // go on, since only the change channel's round trip tells whether a cached result is current.
    let live = true;
    const stop = await t.database.listen(
      'other_channel',
      () => undefined,
      (l) => {
        live = l;
      },
    );
    try {
      await withOtherConnection(async (other) => {
        await other.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "other_channel"'`);
        expect(await until(async () => !live)).toBe(true);
        await expect(t.database.awaitNotifications?.('other_channel')).rejects.toThrow();
        await expect(t.database.awaitNotifications?.(CHANGE_CHANNEL)).resolves.toBeUndefined();
        const admin = await t.login('admin');
        await names(admin);
        const hits = cacheOf(t.database)?.hits ?? 0;
        await names(admin);
        expect(cacheOf(t.database)?.hits).toBe(hits + 1);
      });
    } finally {
      await stop();
    }
  });
});

/**
 * Narrower subjects (spec §6: ALBUMS, VIDEOS, ADVERTISING_BANNER): a right on one of them is that
 * right on the digital library's records of its kind only, in every operation: lists and counts,
 * get, create, update (also changing the kind), delete and status changes. The wrong kind is
 * invisible (404) or refused (403), and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

const PASSWORD = 'Thaco#Narrow2026x';

describe.each(dbKinds(import.meta.url))('narrower subjects on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  const person = async (username: string, name: string, permissions: Record<string, string[]>): Promise<string> => {
    const role = await t.call(admin, 'POST', '/api/v1/role', { name, permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(admin, 'POST', '/api/v1/user', { username, full_name: name.replace(/(^|\s)\S/g, (c) => c.toUpperCase()), email: `${username}@thaco.com.vn`, password: PASSWORD, role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    return t.login(username, PASSWORD);
  };
  const kinds = (res: { body: { data: { items: { kind: string }[] } } }) => [...new Set(res.body.data.items.map((x) => x.kind))];

  it('an albums editor reads, writes and moves albums only', async () => {
    admin = await t.login('admin');
    const albums = await person('album.editor', 'Biên tập album', { ALBUMS: ['view', 'edit'] });
    // The ability names the narrowed right, so the console shows the digital library.
    const me = await t.call(albums, 'GET', '/api/v1/user/me');
    expect(JSON.stringify(me.body.data)).toContain('"conditions":{"kind":"ALBUM"}');

    const mine = await t.call(albums, 'GET', '/api/v1/digital-lib?f_is_get_all_cms=1&limit=100');
    expect(mine.status).toBe(200);
    expect(kinds(mine)).toEqual(['ALBUM']);
    const all = await t.call(admin, 'GET', '/api/v1/digital-lib?f_is_get_all_cms=1&limit=100');
    expect(mine.body.data.totalRows).toBe(all.body.data.items.filter((x: { kind: string }) => x.kind === 'ALBUM').length);
    const video = all.body.data.items.find((x: { kind: string }) => x.kind === 'VIDEO') as { id: number };
    expect(video).toBeDefined();
    // Another kind: not found, whatever the operation.
    expect((await t.call(albums, 'GET', `/api/v1/digital-lib/${video.id}`)).status).toBe(404);
    expect((await t.call(albums, 'PUT', `/api/v1/digital-lib/${video.id}`, { title: 'Đổi' })).status).toBe(404);
    expect((await t.call(albums, 'DELETE', `/api/v1/digital-lib/${video.id}`)).status).toBe(404);
    expect((await t.call(albums, 'GET', `/api/v1/digital-lib?f_kind=VIDEO&f_is_get_all_cms=1`)).body.data.totalRows).toBe(0);

    // Create: an album yes, a video no (and nothing written).
    const before = all.body.data.totalRows as number;
    const album = await t.call(albums, 'POST', '/api/v1/digital-lib', { kind: 'ALBUM', title: 'Album hội thao' });
    expect(album.status, JSON.stringify(album.body)).toBe(200);
    const refused = await t.call(albums, 'POST', '/api/v1/digital-lib', { kind: 'VIDEO', title: 'Video lạ', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(refused.status).toBe(403);
    expect((await t.call(admin, 'GET', '/api/v1/digital-lib?f_is_get_all_cms=1&limit=1')).body.data.totalRows).toBe(before + 1);
    // Turning an album into a video is creating a video: refused, the album unchanged.
    const id = album.body.data.id as number;
    expect((await t.call(albums, 'PUT', `/api/v1/digital-lib/${id}`, { kind: 'VIDEO', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).status).toBe(403);
    expect((await t.call(admin, 'GET', `/api/v1/digital-lib/${id}?f_is_get_all_cms=1`)).body.data.kind).toBe('ALBUM');
    // Editing and submitting their album: yes; approving it needs approve.
    expect((await t.call(albums, 'PUT', `/api/v1/digital-lib/${id}`, { title: 'Album hội thao 2026' })).status).toBe(200);
    const submitted = await t.call(albums, 'POST', `/api/v1/digital-lib/${id}/status`, { status: 'WAITING' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await t.call(albums, 'POST', `/api/v1/digital-lib/${id}/status`, { status: 'RELEASE' })).status).toBe(403);

    // An advertising approver releases advertising, and not the album waiting next to it.
    const ads = await person('ads.approver', 'Duyệt quảng cáo', { ADVERTISING_BANNER: ['view', 'approve'] });
    expect((await t.call(ads, 'POST', `/api/v1/digital-lib/${id}/status`, { status: 'RELEASE' })).status).toBe(404);
    const ad = await t.call(admin, 'POST', '/api/v1/digital-lib', { kind: 'ADS', title: 'Ưu đãi mua xe' });
    expect((await t.call(admin, 'POST', `/api/v1/digital-lib/${ad.body.data.id}/status`, { status: 'WAITING' })).status).toBe(200);
    const released = await t.call(ads, 'POST', `/api/v1/digital-lib/${ad.body.data.id}/status`, { status: 'RELEASE' });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(kinds(await t.call(ads, 'GET', '/api/v1/digital-lib?f_is_get_all_cms=1&limit=100'))).toEqual(['ADS']);
    // Neither may touch the other subjects they hold nothing on.
    expect((await t.call(albums, 'GET', '/api/v1/news')).status).toBe(403);
  });
});

/**
 * The media picker's library (issue 12): GET /media/mine lists the caller's own uploads, newest
 * first, one bounded page, by kind and file name; never another user's files; bad paging refused.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-media-mine-'));

const BOUNDARY = '----portal-test-boundary';
const multipart = (fileName: string, content: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const MP = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
const pdf = () => {
  const b = Buffer.alloc(600, 0x20);
  b.write('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 0, 'latin1');
  b.write('\n%%EOF\n', 593, 'latin1');
  return b;
};

describe.each(dbKinds(import.meta.url))('my media library on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists only my uploads, newest first, by kind and name, a page at a time', async () => {
    const editor = await t.login('editor');
    const staff = await t.login('staff');
    const up = async (token: string, name: string, body: Buffer, q = '') => {
      const r = await t.call(token, 'POST', `/api/v1/media/upload${q}`, multipart(name, body), MP);
      expect(r.status).toBe(200);
      return r.body.data[0].id as number;
    };
    const a = await up(editor, 'anh-bia-1.png', await png(), '?kind=image');
    const b = await up(editor, 'anh-bia-2.png', await png(), '?kind=image');
    const doc = await up(editor, 'quy-dinh.pdf', pdf(), '?kind=attachment');
    const other = await up(staff, 'cua-nguoi-khac.png', await png(), '?kind=image');
    // Issue 36, class 5: ids are drawn at random from the 15-digit ids, not counted.
    for (const id of [a, b, doc, other]) expect(String(id)).toMatch(/^[1-9]\d{14}$/);
    expect(Math.abs(b - a)).toBeGreaterThan(1000); // consecutive uploads: not neighbours (a chance of 2 in 10^12)

    const mine = await t.call(editor, 'GET', '/api/v1/media/mine?limit=48');
    expect(mine.status).toBe(200);
    const ids = mine.body.data.items.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([a, b, doc]));
    expect(ids).not.toContain(other);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(mine.body.data.items[0]).not.toHaveProperty('storage_key');

    const images = await t.call(editor, 'GET', '/api/v1/media/mine?kind=image&limit=48');
    expect(images.body.data.items.every((m: { kind: string }) => m.kind === 'image')).toBe(true);
    expect(images.body.data.items.map((m: { id: number }) => m.id)).not.toContain(doc);
    const named = await t.call(editor, 'GET', '/api/v1/media/mine?q=BIA-2');
    expect(named.body.data.items.map((m: { id: number }) => m.id)).toEqual([b]);
    const page1 = await t.call(editor, 'GET', '/api/v1/media/mine?kind=image&limit=1');
    expect(page1.body.data).toMatchObject({ page: 1, limit: 1, hasMore: true });
    expect(page1.body.data.items.map((m: { id: number }) => m.id)).toEqual([b]);

    expect((await t.call(editor, 'GET', '/api/v1/media/mine?limit=1000')).status).toBe(400);
    expect((await t.call(editor, 'GET', '/api/v1/media/mine?kind=exe')).status).toBe(400);
    expect((await t.call(null, 'GET', '/api/v1/media/mine')).status).toBe(401);
    // An anonymous caller cannot tell a private file from no file at all.
    expect((await t.call(null, 'GET', `/api/v1/media/file/${other}`)).status).toBe(401);
    expect((await t.call(null, 'GET', '/api/v1/media/file/123456789012345')).status).toBe(401);
    expect((await t.call(editor, 'GET', '/api/v1/media/file/123456789012345')).status).toBe(404);
  });
});

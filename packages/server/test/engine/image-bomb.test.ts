/**
 * Image decompression bombs (issue 11, class 4), on the real app with real bombs built here: a
 * 20,000 x 20,000 PNG whose data really is there (1-bit, about 50 KB on disk, 400 MB once decoded),
 * and JPEG and GIF files whose headers claim 20,000 x 20,000. Dimensions come from the header before
 * anything is decoded, so each is a 400 with the spec's message ("Image's size is too large") in
 * the caller's language, never a 500. The largest image the limit lets through (16-bit RGBA at the
 * pixel limit, the most memory per pixel a PNG can ask for) is decoded one at a time.
 *
 * Memory, two ways. In this process (every run): the kernel's peak RSS is reset (Linux
 * /proc/self/clear_refs) before four bombs, then four of the largest images, are sent at once; what
 * the bombs add almost nothing (nothing decoded) and the large images less than two of the costliest
 * decodes (one at a time; four at once would add four). In a real server process on PostgreSQL (when TEST_DATABASE_URL
 * is set): the same bursts over HTTP, and the server's peak RSS (VmHWM) stays under 500 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { IMAGE_MAX_BYTES, translate } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_PIXELS_LABEL, decodeStats, resetDecodeStats } from '../../src/media/images.js';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { dbKinds, useTestApp } from '../harness.js';
import { PG_TEMPLATE_ENV, prepare } from '../templates.js';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-bomb-'));
process.env.DATA_DIR = DATA_DIR;
process.env.REQUEST_LOG = 'off';

const MB = 1024 * 1024;
const RSS_LIMIT = 500 * MB;
/** The memory of the costliest decode the pixel limit allows: 16-bit RGBA, 8 bytes a pixel. */
const COSTLIEST_DECODE = MAX_IMAGE_PIXELS * 8;

/** Resets this process's peak RSS to its current RSS (Linux); false where that is not possible. */
const resetPeak = (): boolean => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
};
const CAN_RESET_PEAK = resetPeak();
/** What `burst` adds to this process's peak RSS. */
async function addedPeak(burst: () => Promise<void>): Promise<number> {
  resetPeak();
  const start = process.memoryUsage.rss();
  await burst();
  return process.resourceUsage().maxRSS * 1024 - start;
}

const BOUNDARY = '----portal-bomb-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const multipart = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A complete PNG of `width` x `height` black pixels: every row is really there, deflated as it is
 * written (so building it never holds the raw image): `bitDepth` 1 grey (colour type 0) or 16-bit
 * RGBA (colour type 6).
 */
function blackPng(width: number, height: number, kind: 'grey1' | 'rgba16'): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set(kind === 'grey1' ? [1, 0, 0, 0, 0] : [16, 6, 0, 0, 0], 8);
  const rowBytes = 1 + (kind === 'grey1' ? Math.ceil(width / 8) : width * 8);
  const rows = 32;
  const block = Buffer.alloc(rowBytes * rows);
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  return new Promise((resolve, reject) => {
    deflate.on('error', reject);
    deflate.on('end', () =>
      resolve(
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          chunk('IHDR', ihdr),
          chunk('IDAT', Buffer.concat(parts)),
          chunk('IEND', Buffer.alloc(0)),
        ]),
      ),
    );
    for (let y = 0; y < height; y += rows) deflate.write(y + rows <= height ? block : block.subarray(0, (height - y) * rowBytes));
    deflate.end();
  });
}

/** A real small JPEG whose frame header (SOF0) is rewritten to claim `size` x `size`. */
async function jpegClaiming(size: number): Promise<Buffer> {
  const jpg = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'white' } })
    .jpeg({ mozjpeg: false, progressive: false })
    .toBuffer();
  const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpg.writeUInt16BE(size, sof + 5);
  jpg.writeUInt16BE(size, sof + 7);
  return jpg;
}

/** A real small GIF whose logical screen and frame are rewritten to `size` x `size` (what a decoder allocates). */
async function gifClaiming(size: number): Promise<Buffer> {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
    .gif()
    .toBuffer();
  gif.writeUInt16LE(size, 6);
  gif.writeUInt16LE(size, 8);
  // The image descriptor follows the graphic control extension (21 F9 04, 4 bytes, terminator).
  const frame = gif.indexOf(Buffer.from([0x21, 0xf9, 0x04])) + 8;
  expect(gif[frame]).toBe(0x2c);
  gif.writeUInt16LE(size, frame + 5);
  gif.writeUInt16LE(size, frame + 7);
  return gif;
}

/** The bombs and the largest allowed image, built once. */
async function files() {
  const png = await blackPng(20_000, 20_000, 'grey1');
  const width = 6000;
  const height = Math.floor(MAX_IMAGE_PIXELS / width);
  return { png, jpg: await jpegClaiming(20_000), gif: await gifClaiming(20_000), big: await blackPng(width, height, 'rgba16'), width, height };
}
const BOMB_NAMES = ['bom-1.png', 'bom-2.jpg', 'bom-3.png', 'bom-4.gif'];

describe.each(dbKinds(import.meta.url))('image decompression bombs on %s', (kind) => {
  const t = useTestApp(kind);
  const upload = (token: string, name: string, content: Buffer, query = '') =>
    t.call(token, 'POST', `/api/v1/media/upload${query}`, multipart(name, content), MULTIPART);
  const mediaRows = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]?.n ?? 0;
  let f: Awaited<ReturnType<typeof files>>;

  it('builds real bombs: tens of kilobytes on disk, hundreds of megabytes of pixels', async () => {
    f = await files();
    expect(f.png.length).toBeLessThan(100 * 1024);
    expect(await sharp(f.png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(await sharp(f.jpg, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(await sharp(f.gif, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(f.big.length).toBeLessThan(IMAGE_MAX_BYTES);
  });

  it('the pixel limit matches the 2,097,152-byte image budget: a few tens of megapixels', () => {
    // At 0.5 bits per pixel, about the best a real photo compresses to, 2 MiB holds 33.5 MP.
    expect(MAX_IMAGE_PIXELS).toBeGreaterThanOrEqual(16_000_000);
    expect(MAX_IMAGE_PIXELS).toBeLessThanOrEqual((IMAGE_MAX_BYTES * 8) / 0.5);
  });

  it("refuses each bomb from its header: 400 with the spec message in the caller's language, nothing stored", async () => {
    const editor = await t.login('editor');
    const before = await mediaRows();
    const max = MAX_IMAGE_PIXELS_LABEL;
    for (const [name, file, lang] of [
      ['bom.png', f.png, 'vi'],
      ['bom.jpg', f.jpg, 'en'],
      ['bom.gif', f.gif, 'vi'],
      ['bom.png', f.png, 'en'],
    ] as const) {
      const res = await upload(editor, name, file, lang === 'en' ? '?lang=en' : '');
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.message).toBe(translate(lang, 'media.imageTooLarge', { max }));
      expect(res.body.errors[0]).toMatchObject({ field: 'file' });
    }
    expect(translate('en', 'media.imageTooLarge', { max })).toBe("Image's size is too large (at most 24 MP)");
    expect(translate('vi', 'media.imageTooLarge', { max })).toBe('Dung lượng hình ảnh quá lớn (tối đa 24 MP)');
    expect(await mediaRows()).toBe(before);
  });

  it('a broken image (a sound header, then garbage) is a 400, not a 500', async () => {
    const editor = await t.login('editor');
    const good = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const idat = good.indexOf(Buffer.from('IDAT'));
    const broken = Buffer.concat([good.subarray(0, idat + 4), Buffer.alloc(200, 0x5a), good.subarray(good.length - 12)]);
    const res = await upload(editor, 'hong.png', broken, '?lang=en');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(/^Please choose a file of the correct type/);
  });

  it.runIf(CAN_RESET_PEAK)('four bombs at once: all 400, and they add almost nothing to the peak RSS (nothing decoded)', async () => {
    const editor = await t.login('editor');
    let statuses: number[] = [];
    const added = await addedPeak(async () => {
      const answers = await Promise.all([f.png, f.jpg, f.png, f.gif].map((b, i) => upload(editor, BOMB_NAMES[i] as string, b)));
      statuses = answers.map((a) => a.status);
    });
    console.info(`[image-bomb ${kind}] four bombs at once added ${Math.round(added / MB)} MB to the peak RSS`);
    expect(statuses).toEqual([400, 400, 400, 400]);
    // One decode of the PNG bomb alone would take 400 MB. This process's RSS also moves with what
    // the tests before left to collect (V8, the allocator giving pages back): up to 180 MB between
    // two samples here, on main before this bound was set (it was 64 MB and failed one run in three).
    // Under half a decode still tells "nothing decoded" from "one decoded"; the real server
    // process's peak is measured below.
    expect(added).toBeLessThan(200 * MB);
  });

  it.runIf(CAN_RESET_PEAK)(
    'four of the largest allowed images at once: stored with thumbnails, decoded one at a time',
    async () => {
      const editor = await t.login('editor');
      let answers: Awaited<ReturnType<typeof upload>>[] = [];
      resetDecodeStats();
      const added = await addedPeak(async () => {
        answers = await Promise.all([1, 2, 3, 4].map((i) => upload(editor, `lon-${i}.png`, f.big)));
      });
      console.info(`[image-bomb ${kind}] decodes: at most ${decodeStats.peakWaiting} waiting, ${decodeStats.peakRunning} running`);
      expect(decodeStats.peakRunning).toBe(1);
      console.info(`[image-bomb ${kind}] four of the largest images at once added ${Math.round(added / MB)} MB to the peak RSS`);
      for (const a of answers) {
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        expect(a.body.data[0]).toMatchObject({ width: f.width, height: f.height });
        expect(a.body.data[0].thumbnail_url).toBeTruthy();
      }
      // Four 16-bit RGBA decodes at once would add four times the costliest decode (768 MB); one
      // at a time adds one, plus what this test process (harness, database, request bodies) keeps
      // meanwhile, which varies from machine to machine. Less than two decodes tells them apart;
      // the server's own peak under 500 MB is measured in a real process below.
      expect(added).toBeLessThan(2 * COSTLIEST_DECODE);
    },
    120_000,
  );
});

/**
 * The server as it runs (its own process, on PostgreSQL): after four bombs and then four of the
 * largest allowed images, each four at once over HTTP, its peak RSS (VmHWM) is under 500 MB.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.platform === 'linux')('a real server process under image bombs', () => {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `t_rss_${Date.now().toString(36)}`;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('keeps its peak RSS under 500 MB', async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const template = process.env[PG_TEMPLATE_ENV];
    await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await c.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    if (!template) {
      const db = await openDatabase({ url: url.toString(), poolSize: 2 });
      await migrate(db);
      await prepare(db);
      await db.close();
    }
    // As production starts it (package.json "start"): the heap capped at 384 MB.
    child = spawn(process.execPath, ['--max-old-space-size=384', '--import', 'tsx', 'packages/server/test/rss-server.ts'], {
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-rss-')), REQUEST_LOG: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stderr?.on('data', (d) => {
      log += String(d);
    });
    const port = await new Promise<number>((resolve, reject) => {
      child?.stdout?.on('data', (d) => {
        const m = /listening (\d+)/.exec(String(d));
        if (m) resolve(Number(m[1]));
      });
      child?.on('exit', (code) => reject(new Error(`server exited (${code}): ${log}`)));
    });
    const api = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: 'Demo@123456' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const send = (fileName: string, b: Buffer) =>
      fetch(`${api}/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...MULTIPART }, body: multipart(fileName, b) }).then(
        (r) => r.status,
      );
    const { png, jpg, gif, big } = await files();
    expect(await Promise.all([png, jpg, png, gif].map((b, i) => send(BOMB_NAMES[i] as string, b)))).toEqual([400, 400, 400, 400]);
    expect(await Promise.all([1, 2, 3, 4].map((i) => send(`lon-${i}.png`, big)))).toEqual([200, 200, 200, 200]);
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
    console.info(`[image-bomb] server process peak RSS: ${Math.round(peak / MB)} MB`);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(RSS_LIMIT);
  }, 180_000);
});

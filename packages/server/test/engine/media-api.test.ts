/**
 * Media upload, serve, download and delete on the real app (issue 5): content checked by magic
 * bytes AND extension, size limits, required image size, nothing stored when refused, thumbnails,
 * files never served inline unless they are images, downloads with DDMMYYYY names and zips.
 */
import zlib from 'node:zlib';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

// Each test file runs in its own process: the app built by the harness stores files here.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-media-'));
process.env.DATA_DIR = DATA_DIR;

const BOUNDARY = '----portal-test-boundary';
function multipart(fileName: string, content: Buffer, field = 'file'): Buffer {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}
const MP = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
/** Random pixels do not compress: a PNG over the 2 MiB image limit. */
const noisyPng = () => {
  const raw = Buffer.alloc(1000 * 1000 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: 1000, height: 1000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
const pdf = (bytes: number) => {
  const b = Buffer.alloc(bytes, 0x20);
  b.write('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 0, 'latin1');
  b.write('\n%%EOF\n', bytes - 7, 'latin1');
  return b;
};
const mp4 = (bytes: number) => {
  const b = Buffer.alloc(bytes);
  // ftyp box (size, 'ftyp', major brand, minor version, compatible brands), then free and mdat.
  b.writeUInt32BE(32, 0);
  b.write('ftypisom', 4, 'latin1');
  b.writeUInt32BE(512, 12);
  b.write('isomiso2mp41', 16, 'latin1');
  b.writeUInt32BE(8, 32);
  b.write('free', 36, 'latin1');
  b.writeUInt32BE(bytes - 40, 40);
  b.write('mdat', 44, 'latin1');
  return b;
};

function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(join(DATA_DIR, 'media'));
  walk(join(DATA_DIR, 'tmp'));
  return out;
}

describe.each(dbKinds(import.meta.url))('media on %s', (kind) => {
  const t = useTestApp(kind);
  let editor = '';
  let staff = '';
  let admin = '';
  const upload = (name: string, content: Buffer, query = '', token = editor) => t.call(token, 'POST', `/api/v1/media/upload${query}`, multipart(name, content), MP);
  const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]?.n ?? 0;

  it('signs in', async () => {
    editor = await t.login('editor');
    staff = await t.login('staff');
    admin = await t.login('admin');
  });

  it('uploads an image: dimensions, checksum, thumbnail, a private url served inline with safe headers', async () => {
    const res = await upload('Ảnh bìa tin tức.png', await png(800, 400), '?is_public=1&size=875x430');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [m] = res.body.data;
    // Private whatever the client asks (issue 11): public once a released public record uses it.
    expect(m).toMatchObject({ file_name: 'Ảnh bìa tin tức.png', ext: 'png', mime: 'image/png', width: 800, height: 400, kind: 'image', is_public: false });
    expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(m.storage_key).toBeUndefined();
    expect(m.url).toBe(`/api/v1/media/file/${m.id}`);
    expect((await t.app.inject({ method: 'GET', url: m.url })).statusCode).toBe(401);
    const file = await t.app.inject({ method: 'GET', url: m.url, headers: { authorization: `Bearer ${editor}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline/);
    const thumb = await t.app.inject({ method: 'GET', url: m.thumbnail_url, headers: { authorization: `Bearer ${editor}` } });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(384);
  });

  it('refuses a PNG renamed .exe, HTML renamed .png, an oversize image, a wrong ratio and a 31 MB attachment; nothing stored', async () => {
    const rows = await count();
    const files = storedFiles().length;
    const exe = await upload('setup.exe', await png(10, 10));
    expect(exe.status).toBe(400);
    expect(exe.body.message).toMatch(/^Vui lòng chọn tệp đúng định dạng/);
    const html = await upload('anh.png', Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'));
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/^Vui lòng chọn tệp đúng định dạng/);
    const svg = await upload('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'));
    expect(svg.status).toBe(400);
    const htmlTxt = await upload('ghi-chu.txt', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(htmlTxt.status).toBe(400);
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(2_097_152);
    const oversize = await upload('lon.png', big);
    expect(oversize.status).toBe(400);
    expect(oversize.body.message).toBe('Dung lượng hình ảnh quá lớn (tối đa 2.1 MB)');
    const ratio = await upload('banner.png', await png(2000, 900), '?size=1920x860');
    expect(ratio.status).toBe(400);
    expect(ratio.body.message).toBe('Hình ảnh không hợp tỉ lệ');
    const ratioEn = await upload('banner.png', await png(2000, 900), '?size=1920x860&lang=en');
    expect(ratioEn.body.message).toBe('Image ratio invalid');
    const attachment = await upload('bao-cao.pdf', pdf(31 * 1024 * 1024), '?context=DOCUMENT');
    expect(attachment.status).toBe(400);
    expect(attachment.body.message).toBe('Dung lượng tệp vượt quá giới hạn cho phép (31.46 MB)');
    const noFile = await t.call(editor, 'POST', '/api/v1/media/upload', multipart('a.png', await png(5, 5), 'other'), MP);
    expect(noFile.status).toBe(400);
    const anonymous = await upload('a.png', await png(5, 5), '', '');
    expect(anonymous.status).toBe(401);
    expect(await count()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses image decompression bombs from their header (400 with the spec message), four at once, without decoding them', async () => {
    // A real PNG header claiming 30,000 x 30,000 pixels (900 MP) with a few bytes of data.
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30_000, 0);
    ihdr.writeUInt32BE(30_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const before = await count();
    const rssBefore = process.memoryUsage().rss;
    const answers = await Promise.all([1, 2, 3, 4].map((i) => upload(`bom-${i}.png`, bomb, '', editor)));
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(400);
      expect(a.body.errors[0]).toMatchObject({ field: 'file' });
      expect(a.body.message).toMatch(/Dung lượng hình ảnh quá lớn/);
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect(await count()).toBe(before);
  });

  it('takes attachments by content (pdf, text, office) and large uploads up to 1 GB with kind=large', async () => {
    const doc = await upload('Quy định.pdf', pdf(40_000), '?context=DOCUMENT&is_public=0');
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    expect(doc.body.data[0]).toMatchObject({ kind: 'attachment', context: 'DOCUMENT', is_public: false, width: null });
    const txt = await upload('ghi chú.txt', Buffer.from('Xin chào, đây là tệp văn bản.\n'));
    expect(txt.status).toBe(200);
    const fakeDocx = await upload('hop-dong.docx', pdf(1000));
    expect(fakeDocx.status).toBe(400);
    const video = await upload('gioi-thieu.mp4', mp4(35 * 1024 * 1024), '?kind=large');
    expect(video.status, JSON.stringify(video.body)).toBe(200);
    expect(video.body.data[0]).toMatchObject({ size: 35 * 1024 * 1024, kind: 'large' });
    const badContext = await upload('a.pdf', pdf(1000), '?context=HACK');
    expect(badContext.status).toBe(400);
  });

  it('logo uploads take png or jpg only; favicons ico', async () => {
    const ok = await t.call(admin, 'POST', '/api/v1/media/upload-logo?folder=LOGO_LOGIN', multipart('logo.png', await png(200, 80)), MP);
    expect(ok.status).toBe(200);
    expect(ok.body.data[0].kind).toBe('logo');
    const gif = await t.call(admin, 'POST', '/api/v1/media/upload?folder=LOGO_1', multipart('logo.gif', await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer()), MP);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toMatch(/^Chỉ được tải lên logo hoặc biểu tượng/);
  });

  it('serves private files only to their uploader and never inline unless an image', async () => {
    const doc = await upload('Bí mật.pdf', pdf(5000), '?is_public=0');
    const m = doc.body.data[0];
    expect((await t.app.inject({ method: 'GET', url: m.url })).statusCode).toBe(401);
    expect((await t.call(staff, 'GET', m.url)).status).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: m.url, headers: { authorization: `Bearer ${editor}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/octet-stream');
    expect(String(own.headers['content-disposition'])).toMatch(/^attachment; filename="Bi mat.pdf"; filename\*=UTF-8''B%C3%AD%20m%E1%BA%ADt\.pdf/);
  });

  it('downloads one file with DDMMYYYY in its name, several as one zip; deletes one by one', async () => {
    t.clock.set('2026-03-05T03:00:00Z');
    editor = await t.login('editor');
    const a = (await upload('Bao cao.pdf', pdf(3000))).body.data[0];
    const b = (await upload('Anh.png', await png(30, 30))).body.data[0];
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/media/download/${a.id}`, headers: { authorization: `Bearer ${editor}` } });
    expect(one.statusCode).toBe(200);
    expect(String(one.headers['content-disposition'])).toContain('filename="Bao cao_05032026.pdf"');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await t.app.inject({ method: 'GET', url: `/api/v1/media/download/${a.id}_${b.id}`, headers: { authorization: `Bearer ${editor}` } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(String(zip.headers['content-disposition'])).toContain('media_05032026.zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('Bao cao_05032026.pdf'))).toBe(true);
    expect((await t.call(editor, 'GET', '/api/v1/media/download/1_x')).status).toBe(400);
    expect((await t.call(editor, 'GET', '/api/v1/media/download/999999')).status).toBe(404);

    const filesBefore = storedFiles().length;
    expect((await t.call(staff, 'DELETE', `/api/v1/media/${b.id}`)).status).toBe(403);
    const del = await t.call(editor, 'DELETE', `/api/v1/media/${b.id}`, { activity_context: '' });
    expect(del.status).toBe(200);
    expect((await t.call(editor, 'GET', `/api/v1/media/${b.id}`)).status).toBe(404);
    expect(storedFiles().length).toBe(filesBefore - 2); // the file and its thumbnail
    const log = await t.database.query<{ action: string }>("SELECT action FROM activity_log WHERE table_name = 'media' AND record_id = $1 ORDER BY id", [b.id]);
    expect(log.map((l) => l.action)).toEqual(['upload', 'delete']);
  });

  it('checks media ids in records: they exist, image fields take images within the recommended size', async () => {
    t.clock.set(new Date().toISOString());
    editor = await t.login('editor');
    const realm = (await t.call(admin, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM')).body.data.items[0].id;
    const type = (await t.call(admin, 'GET', '/api/v1/news-type')).body.data.items[0].id;
    const small = (await upload('a.png', await png(875, 430))).body.data[0].id;
    const large = (await upload('b.png', await png(1000, 500))).body.data[0].id;
    const file = (await upload('c.pdf', pdf(2000))).body.data[0].id;
    const base = { title: 'Tin có ảnh', type_id: type, realm_id: realm, publish_date: new Date(Date.now() - 3600_000).toISOString(), release_date: new Date(Date.now() + 3600_000).toISOString() };
    const ok = await t.call(editor, 'POST', '/api/v1/news', { ...base, avatar: small, file_attach: file });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const tooBig = await t.call(editor, 'POST', '/api/v1/news', { ...base, avatar: large });
    expect(tooBig.body.errors).toEqual([{ field: 'avatar', message: 'Kích thước hình ảnh không khớp với vị trí hiển thị (tối đa 875×430 px)' }]);
    const notImage = await t.call(editor, 'POST', '/api/v1/news', { ...base, avatar: file });
    expect(notImage.status).toBe(400);
    const missing = await t.call(editor, 'POST', '/api/v1/news', { ...base, banner: 987654 });
    expect(missing.body.errors[0].field).toBe('banner');
  });
});

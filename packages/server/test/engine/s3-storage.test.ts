/**
 * The S3 storage adapter against a real S3-compatible server running in this process (s3rver,
 * which speaks the S3 REST API over HTTP on localhost), and the whole upload/download path of the
 * app on top of it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrate } from '../../src/db/migrate.js';
import { s3Storage, type Storage } from '../../src/media/storage.js';
import { ADMIN_PASSWORD, preparedDatabase } from '../harness.js';

const BUCKET = 'portal-media';
const dir = mkdtempSync(join(tmpdir(), 'portal-s3-'));
process.env.DATA_DIR = dir;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('S3 storage adapter on an S3-compatible server', () => {
  let server: S3rver;
  let storage: Storage;
  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const addr = (await server.run()) as AddressInfo;
    storage = s3Storage({ bucket: BUCKET, endpoint: `http://127.0.0.1:${addr.port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts, gets and deletes objects', async () => {
    const file = join(dir, 'hello.txt');
    writeFileSync(file, 'Xin chào S3');
    await storage.putFile('2026/03/hello.txt', file, 'text/plain');
    expect(await text(await storage.get('2026/03/hello.txt'))).toBe('Xin chào S3');
    await storage.delete('2026/03/hello.txt');
    await expect(storage.get('2026/03/hello.txt')).rejects.toThrow();
    await expect(storage.putFile('../escape', file, 'text/plain')).rejects.toThrow(/bad storage key/);
  });

  it('serves uploads, thumbnails and downloads of the app from S3', async () => {
    const fresh = await preparedDatabase('pglite');
    await migrate(fresh.database);
    const app = await buildApp({ database: fresh.database, jwtSecret: 'test-secret-test-secret-test-secret', storage });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
      const token = JSON.parse(login.body).data.accessToken as string;
      const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: 'green' } }).png().toBuffer();
      const b = '----s3-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      const up = await app.inject({ method: 'POST', url: '/api/v1/media/upload', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` } });
      expect(up.statusCode, up.body).toBe(200);
      const m = JSON.parse(up.body).data[0];
      const file = await app.inject({ method: 'GET', url: m.url, headers: { authorization: `Bearer ${token}` } });
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, png)).toBe(0);
      const thumb = await app.inject({ method: 'GET', url: m.thumbnail_url, headers: { authorization: `Bearer ${token}` } });
      expect(thumb.headers['content-type']).toBe('image/png');
      const del = await app.inject({ method: 'DELETE', url: `/api/v1/media/${m.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(del.statusCode).toBe(200);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});

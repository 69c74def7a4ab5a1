/**
 * Where uploaded files live: local disk under DATA_DIR (default) or S3-compatible object storage.
 * Uploads are first streamed to a temporary file (never held whole in memory), checked, then
 * handed to the storage with `putFile`.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export type Storage = {
  kind: 'local' | 's3';
  /** Stores a local file under `key` (the temporary file may be moved, not copied). */
  putFile: (key: string, path: string, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Readable>;
  delete: (key: string) => Promise<void>;
};

const KEY_RE = /^[A-Za-z0-9/_.-]+$/;
function checkKey(key: string): void {
  if (!KEY_RE.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`bad storage key ${key}`);
}

export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error(`bad storage key ${key}`);
    return p;
  };
  return {
    kind: 'local',
    async putFile(key, path) {
      const to = pathOf(key);
      await mkdir(dirname(to), { recursive: true });
      try {
        await rename(path, to);
      } catch {
        // Another device (tmp on a different disk): copy, then remove.
        await copyFile(path, to);
        await rm(path, { force: true });
      }
    },
    async get(key) {
      const p = pathOf(key);
      await stat(p);
      return createReadStream(p);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type S3Options = { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle?: boolean };

export function s3Storage(o: S3Options): Storage {
  const client = new S3Client({
    region: o.region ?? 'us-east-1',
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle ?? !!o.endpoint,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Plain bodies with Content-Length: many S3-compatible servers do not read the SDK's default
    // aws-chunked uploads with trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async putFile(key, path, contentType) {
      checkKey(key);
      const { size } = await stat(path);
      // A file stream with a known length: the SDK sends it without buffering it.
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: createReadStream(path), ContentLength: size, ContentType: contentType }));
      await rm(path, { force: true });
    },
    async get(key) {
      checkKey(key);
      const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
      return res.Body as Readable;
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
  };
}

/** S3 when S3_BUCKET is set (S3_ENDPOINT for MinIO and the like), otherwise DATA_DIR/media. */
export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : undefined,
    });
  }
  return localStorage(join(dataDir, 'media'));
}

/** Writes a stream to a file; used for temporary uploads. */
export async function streamToFile(src: Readable, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await pipeline(src, createWriteStream(path));
}

/**
 * Media endpoints (spec §7): upload (and logo upload), get, serve, download (one file, or several
 * as one zip) and delete. Uploads stream to a temporary file while being counted and hashed, so
 * nothing is held whole in memory; they are checked by extension AND by content before storage.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { ATTACHMENT_CONTEXT, UPLOAD_MAX_BYTES, datedFileName, formatBytes, translate } from '@portal/domain';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import yazl from 'yazl';
import { writeActivity } from '../engine/activity.js';
import { type Ctx, type SessionUser, requireUser } from '../engine/context.js';
import { AppError, badRequest, forbidden, notFound } from '../engine/errors.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_PIXELS_LABEL, readImageHeader, writeThumbnail } from './images.js';
import { allowedRule, checkLargeQuota, largeBytesUsed, largeQuotaBytes, quotaExceeded } from './large-uploads.js';
import { CONTENT_OF, INLINE_MIME, MIME_OF, type UploadRule, extOf, isPlainText, parseSize, ruleFor } from './rules.js';
import type { Storage } from './storage.js';
import { fileAccess } from './uses.js';
import { type MediaRow, mediaTable } from './table.js';
import { parseId } from '../http/kit.js';

export type MediaOptions = { storage: Storage; tmpDir: string };

const IMAGE_EXTS = new Set(['png', 'gif', 'jpg', 'jpeg']);
const THUMB_SIZE = 384;
const MAX_DOWNLOAD = 50;

/** What clients see of a media row: never the storage keys. */
export function publicMedia(m: MediaRow) {
  const { storage_key: _s, thumbnail_key: _t, upload_seq: _q, ...rest } = m;
  return rest;
}

/** Base name without path, control characters or reserved characters; at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '').trim();
  return (cleaned || 'file').slice(-200);
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name (Vietnamese file names). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A file of the wrong type: logos say logo or icon; attachments "choose a file of correct type or
 * size" (spec §8) with what is allowed and how big; images the type alone.
 */
const invalidType = (rule: UploadRule) => {
  const isAttachment = rule.kind === 'attachment' || rule.kind === 'large';
  const key = rule.kind === 'logo' || rule.kind === 'favicon' ? 'media.logoOnly' : isAttachment ? 'media.fileTypeOrSize' : 'media.invalidType';
  const params = { allowed: rule.exts.join(', '), ...(isAttachment ? { max: formatBytes(rule.maxBytes) } : {}) };
  return new AppError(400, key, params, [{ field: 'file', key, params }]);
};
const tooLarge = (rule: UploadRule) => {
  const key = rule.kind === 'attachment' || rule.kind === 'large' ? 'media.tooLarge' : 'media.imageTooLarge';
  const max = formatBytes(rule.maxBytes);
  return new AppError(400, key, { max }, [{ field: 'file', key, params: { max } }]);
};
/** More pixels than MAX_IMAGE_PIXELS (media/images.ts): "Image's size is too large" (spec §8). */
const imageTooManyPixels = () => {
  const max = MAX_IMAGE_PIXELS_LABEL;
  return new AppError(400, 'media.imageTooLarge', { max }, [{ field: 'file', key: 'media.imageTooLarge', params: { max } }]);
};
const ratioInvalid = () => new AppError(400, 'media.ratioInvalid', {}, [{ field: 'file', key: 'media.ratioInvalid' }]);

async function readHead(path: string, n = 8192): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

const isAdmin = (u: SessionUser) => u.ability.can('manage', 'all');
/** The upload's own rule, for a file no record uses yet: its uploader and administrators (public logo uploads: everyone). */
const mayReadUnused = (ctx: Ctx, m: MediaRow) => m.is_public || (!!ctx.user && (ctx.user.id === m.created_by || isAdmin(ctx.user)));

/**
 * Whether the caller may read a file and how it may be cached: by the records that use it
 * (media/uses.ts), else by the upload's own rule.
 */
async function readable(ctx: Ctx, m: MediaRow): Promise<{ ok: boolean; cache: string }> {
  const a = await fileAccess(ctx, m.id);
  if (a === 'publicUse') return { ok: true, cache: 'public, max-age=86400' };
  if (a === 'allowed') return { ok: true, cache: 'private, max-age=3600' };
  // Public content can be unpublished: browsers may keep it a few minutes, shared caches not at all.
  if (a === 'publicContent') return { ok: true, cache: 'private, max-age=300' };
  if (a === 'denied') return { ok: false, cache: '' };
  return { ok: mayReadUnused(ctx, m), cache: m.is_public ? 'public, max-age=86400' : 'private, no-store' };
}

async function upload(req: FastifyRequest, opts: MediaOptions, isLogoPath: boolean) {
  const ctx = req.ctx;
  const user = requireUser(ctx);
  const q = (req.query ?? {}) as Record<string, string | undefined>;
  const context = q.context || undefined;
  if (context && !(ATTACHMENT_CONTEXT as readonly string[]).includes(context)) {
    throw badRequest([{ field: 'context', key: 'validation.enum', params: { values: ATTACHMENT_CONTEXT.join(', '), label: 'context' } }]);
  }
  const required = q.size ? parseSize(q.size) : null;
  if (q.size && !required) throw badRequest([{ field: 'size', key: 'error.invalidQuery', params: { field: 'size' } }]);
  if (!req.isMultipart()) throw new AppError(400, 'media.noFile');
  const part = await req.file().catch((e: unknown) => {
    throw isMalformedMultipart(e) ? new AppError(400, 'error.badRequest') : e;
  });
  if (part?.fieldname !== 'file') throw new AppError(400, 'media.noFile');

  const fileName = cleanFileName(part.filename);
  const ext = extOf(fileName);
  // The 1 GB kind only where the context and the user's rights allow it, within their quota.
  const rule = allowedRule(ruleFor({ folder: isLogoPath ? q.folder || 'logo' : q.folder, kind: q.kind, context }, ext), user, context);
  const quotaLeft = rule.kind === 'large' ? Math.max(0, largeQuotaBytes() - (await largeBytesUsed(ctx.database.db, user.id))) : Number.POSITIVE_INFINITY;
  const limit = Math.min(rule.maxBytes, quotaLeft);
  await mkdir(opts.tmpDir, { recursive: true });
  const tmp = join(opts.tmpDir, `${randomUUID()}.upload`);
  const thumbTmp = `${tmp}.thumb`;
  const hash = createHash('sha256');
  let size = 0;
  let isTooLarge = false;
  // Counts and hashes while streaming; past the limit it keeps draining the request but stores nothing.
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > limit) {
        isTooLarge = true;
        cb();
        return;
      }
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  try {
    try {
      await pipeline(part.file, counter, createWriteStream(tmp));
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') isTooLarge = true;
      else if (isMalformedMultipart(e)) throw new AppError(400, 'error.badRequest');
      else throw e;
    }
    if (part.file.truncated) isTooLarge = true;
    if (!rule.exts.includes(ext)) throw invalidType(rule);
    if (isTooLarge) throw part.file.truncated || size > rule.maxBytes ? tooLarge(rule) : quotaExceeded();
    if (size === 0) throw new AppError(400, 'media.noFile');

    // The content must be what the extension claims: a PNG renamed .exe or HTML renamed .png fails.
    const detected = await fileTypeFromFile(tmp);
    const allowed = CONTENT_OF[ext] ?? [];
    const isContentOk = detected ? allowed.includes(detected.ext) : allowed.includes(null) && isPlainText(await readHead(tmp));
    if (!isContentOk) throw invalidType(rule);

    let width: number | null = null;
    let height: number | null = null;
    const isImage = IMAGE_EXTS.has(ext);
    if (isImage) {
      // Dimensions from the header only (no decoding), so a bomb is refused before it costs memory;
      // the thumbnail decodes one image at a time (media/images.ts).
      const head = await readImageHeader(tmp);
      if (!head) throw invalidType(rule);
      width = head.width;
      height = head.height;
      if (head.pixels > MAX_IMAGE_PIXELS) throw imageTooManyPixels();
      if (required && (width > required[0] || height > required[1])) throw ratioInvalid();
      if (!(await writeThumbnail(tmp, thumbTmp, THUMB_SIZE))) throw invalidType(rule);
    }

    const now = ctx.now();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const id = randomUUID();
    const key = `${folder}/${id}.${ext}`;
    const thumbKey = isImage ? `${folder}/${id}_thumb.png` : null;
    const mime = MIME_OF[ext] ?? 'application/octet-stream';
    await opts.storage.putFile(key, tmp, mime);
    if (thumbKey) await opts.storage.putFile(thumbKey, thumbTmp, 'image/png');
    try {
      const row = await ctx.database.db.transaction(async (tx) => {
        if (rule.kind === 'large') await checkLargeQuota(tx, user.id, size);
        const [ins] = await tx
          .insert(mediaTable)
          .values({
            created_by: user.id,
            created_date: now,
            file_name: fileName,
            ext,
            url: '',
            mime,
            size,
            width,
            height,
            kind: rule.kind,
            context: context ?? null,
            // Private by default: public only what is public by nature (logos and icons of the
            // sign-in page and navigation); content becomes public by its record's release.
            is_public: isLogoPath,
            storage_key: key,
            thumbnail_key: thumbKey,
            checksum: hash.digest('hex'),
          })
          .returning();
        const inserted = ins as MediaRow;
        const [done] = await tx
          .update(mediaTable)
          .set({ url: `/api/v1/media/file/${inserted.id}`, thumbnail_url: thumbKey ? `/api/v1/media/file/${inserted.id}?thumb=1` : null })
          .where(eq(mediaTable.id, inserted.id))
          .returning();
        const m = done as MediaRow;
        await writeActivity(tx, ctx, { module: 'system.media', tableName: 'media', action: 'upload', recordId: m.id, origin: null, updated: publicMedia(m), message: fileName });
        return m;
      });
      return row;
    } catch (e) {
      // The row could not be written: do not leave an orphan file behind.
      await opts.storage.delete(key).catch(() => undefined);
      if (thumbKey) await opts.storage.delete(thumbKey).catch(() => undefined);
      throw e;
    }
  } finally {
    await rm(tmp, { force: true });
    await rm(thumbTmp, { force: true });
  }
}

/**
 * The multipart parser refuses a body without a boundary or cut short with a plain Error (no code,
 * unlike a disk error): the client's fault, a 400 rather than a 500.
 */
function isMalformedMultipart(e: unknown): boolean {
  return e instanceof Error && (e as { code?: unknown }).code === undefined && /^(Unexpected end of|Multipart: |Malformed )/.test(e.message);
}


/**
 * A stored file, or 404 when the row's file is missing from the storage (a store restored without
 * its files, a file removed by hand): the caller sees "not found", never a 500.
 */
async function readStored(storage: Storage, key: string): Promise<Readable> {
  try {
    return await storage.get(key);
  } catch (e) {
    const err = e as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
    if (err.code === 'ENOENT' || err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404) throw notFound();
    throw e;
  }
}

async function findMedia(ctx: Ctx, id: number): Promise<MediaRow> {
  const [m] = await ctx.database.db.select().from(mediaTable).where(eq(mediaTable.id, id)).limit(1);
  if (!m) throw notFound();
  return m as MediaRow;
}

function safeHeaders(reply: FastifyReply): FastifyReply {
  // Whatever a file holds, the browser must not run it in our origin (SVG/HTML never inline).
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin');
}

export async function registerMediaRoutes(app: FastifyInstance, opts: MediaOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 25, fieldSize: 10_000 } });
    for (const [path, isLogo] of [
      ['/api/v1/media/upload', false],
      ['/api/v1/media/upload-logo', true],
    ] as const) {
      scope.post(path, {
        schema: {
          tags: ['media'],
          summary: isLogo ? 'Upload a logo or icon (png/jpg; favicon ico)' : 'Upload one file (multipart field `file`)',
          consumes: ['multipart/form-data'],
          querystring: {
            type: 'object',
            properties: {
              is_public: { type: 'string', description: 'Ignored: uploads are private until a record that may be public uses them (logo uploads are public)' },
              context: { type: 'string', enum: [...ATTACHMENT_CONTEXT] },
              folder: { type: 'string' },
              kind: { type: 'string', enum: ['image', 'attachment', 'large'] },
              size: { type: 'string', description: 'WxH: images larger than this are refused' },
            },
          },
        },
        handler: async (req) => {
          const row = await upload(req, opts, isLogo);
          return { success: true, data: [publicMedia(row)], message: translate(req.ctx.lang, 'media.uploaded') };
        },
      });
    }
  });

  // The media picker's library (issue 12): the caller's own uploads, newest first, one bounded page,
  // optionally of one kind (image, attachment, large) and matching a file name; only files the
  // caller may still read (a file a record uses follows that record's rule).
  app.get('/api/v1/media/mine', { schema: { tags: ['media'], summary: 'My uploads, newest first: ?kind=image|attachment|large, ?q= (file name), ?page, ?limit (at most 48)' } }, async (req) => {
    const user = requireUser(req.ctx);
    const q = (req.query ?? {}) as Record<string, unknown>;
    const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
    const kind = str('kind');
    if (kind !== undefined && !['image', 'attachment', 'large'].includes(kind)) throw badRequest([{ field: 'kind', key: 'error.invalidQuery', params: { field: 'kind' } }]);
    const page = Number(str('page') ?? '1');
    const limit = Number(str('limit') ?? '24');
    if (!Number.isInteger(page) || page < 1 || page > 10_000) throw badRequest([{ field: 'page', key: 'error.invalidQuery', params: { field: 'page' } }]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 48) throw badRequest([{ field: 'limit', key: 'error.invalidQuery', params: { field: 'limit' } }]);
    const name = (str('q') ?? '').trim().slice(0, 100);
    const t = mediaTable;
    const where = and(
      eq(t.created_by, user.id),
      ...(kind ? [eq(t.kind, kind)] : []),
      ...(name ? [ilike(t.file_name, `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)] : []),
    );
    // One row more than the page says whether there is a next page, without counting.
    const rows = (await req.ctx.database.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.created_date), desc(t.upload_seq))
      .limit(limit + 1)
      .offset((page - 1) * limit)) as MediaRow[];
    const items: ReturnType<typeof publicMedia>[] = [];
    for (const m of rows.slice(0, limit)) if ((await readable(req.ctx, m)).ok) items.push(publicMedia(m));
    return { success: true, data: { items, page, limit, hasMore: rows.length > limit } };
  });

  app.get('/api/v1/media/:id', { schema: { tags: ['media'], summary: 'One media record' } }, async (req) => {
    requireUser(req.ctx);
    const m = await findMedia(req.ctx, parseId(req));
    if (!(await readable(req.ctx, m)).ok) throw notFound();
    return { success: true, data: publicMedia(m) };
  });

  app.get(
    '/api/v1/media/file/:id',
    { config: { isPublic: true }, schema: { tags: ['media'], summary: 'The file (public media without sign-in); ?thumb=1 for the thumbnail' } },
    async (req, reply) => {
      const id = parseId(req);
      // An anonymous caller learns nothing from an id: a file that is not there and one they may
      // not read both answer 401 (issue 36, class 5).
      const [found] = await req.ctx.database.db.select().from(mediaTable).where(eq(mediaTable.id, id)).limit(1);
      if (!found && !req.ctx.user) throw new AppError(401, 'error.unauthorized');
      if (!found) throw notFound();
      const m = found as MediaRow;
      const access = await readable(req.ctx, m);
      if (!access.ok && !req.ctx.user) throw new AppError(401, 'error.unauthorized');
      if (!access.ok) throw notFound();
      const isThumb = (req.query as { thumb?: string }).thumb === '1' && !!m.thumbnail_key;
      const key = isThumb ? (m.thumbnail_key as string) : m.storage_key;
      const mime = isThumb ? 'image/png' : m.mime;
      const isInline = INLINE_MIME.has(mime);
      const stream = await readStored(opts.storage, key);
      safeHeaders(reply)
        .header('Content-Type', isInline ? mime : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(isInline ? 'inline' : 'attachment', m.file_name))
        .header('Cache-Control', access.cache);
      if (!isThumb) reply.header('Content-Length', String(m.size));
      return reply.send(stream);
    },
  );

  app.get('/api/v1/media/download/:ids', { schema: { tags: ['media'], summary: 'Download one file, or several ids joined by _ as one zip' } }, async (req, reply) => {
    const ctx = req.ctx;
    requireUser(ctx);
    const raw = (req.params as { ids?: string }).ids ?? '';
    if (!/^[1-9]\d{0,14}(_[1-9]\d{0,14})*$/.test(raw)) throw new AppError(400, 'error.invalidId', {}, [{ field: 'ids', key: 'error.invalidId' }]);
    const ids = [...new Set(raw.split('_').map(Number))];
    if (ids.length > MAX_DOWNLOAD) throw new AppError(400, 'media.tooMany', { max: MAX_DOWNLOAD });
    const rows = (await ctx.database.db.select().from(mediaTable).where(inArray(mediaTable.id, ids))) as MediaRow[];
    const byId = new Map(rows.map((m) => [m.id, m]));
    const list = ids.map((id) => byId.get(id));
    for (const m of list) if (!m || !(await readable(ctx, m)).ok) throw notFound();
    const now = ctx.now();
    const nameOf = (m: MediaRow) => datedFileName(m.file_name.replace(/\.[^.]+$/, '') || 'file', m.ext, now);
    safeHeaders(reply).header('Cache-Control', 'private, no-store');
    if (list.length === 1) {
      const m = list[0] as MediaRow;
      const stream = await readStored(opts.storage, m.storage_key);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', String(m.size))
        .header('Content-Disposition', contentDisposition('attachment', nameOf(m)))
        .send(stream);
    }
    const zip = new yazl.ZipFile();
    const used = new Set<string>();
    for (const m of list as MediaRow[]) {
      let name = nameOf(m);
      for (let i = 1; used.has(name); i++) name = nameOf(m).replace(/(\.[^.]+)$/, `(${i})$1`);
      used.add(name);
      zip.addReadStream(await readStored(opts.storage, m.storage_key), name, { mtime: now, compress: !['zip', 'rar', '7z', 'mp4', 'png', 'jpg', 'jpeg', 'gif'].includes(m.ext) });
    }
    zip.end();
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', datedFileName('media', 'zip', now)))
      .send(zip.outputStream);
  });

  app.delete('/api/v1/media/:id', { schema: { tags: ['media'], summary: 'Delete one media item (its uploader or an administrator)' } }, async (req) => {
    const ctx = req.ctx;
    const user = requireUser(ctx);
    const m = await findMedia(ctx, parseId(req));
    if (m.created_by !== user.id && !isAdmin(user)) throw forbidden();
    await ctx.database.db.transaction(async (tx) => {
      await tx.delete(mediaTable).where(eq(mediaTable.id, m.id));
      await writeActivity(tx, ctx, { module: 'system.media', tableName: 'media', action: 'delete', recordId: m.id, origin: publicMedia(m), updated: null, message: m.file_name });
    });
    await opts.storage.delete(m.storage_key).catch(() => undefined);
    if (m.thumbnail_key) await opts.storage.delete(m.thumbnail_key).catch(() => undefined);
    return { success: true, data: publicMedia(m), message: translate(ctx.lang, 'success.deleted') };
  });
}

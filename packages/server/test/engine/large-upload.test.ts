/**
 * The 1 GB upload kind (issue 11, class 4): `kind=large` takes files up to 1 GB only from users who
 * may edit records that hold audio or video (derived from the declarations: media fields accepting
 * audio or video), never in an attachment context (documents, comments: 30 MB, spec §5), and
 * within a per-user quota of stored large files (MEDIA_LARGE_QUOTA_BYTES). Anyone else asking for
 * it gets the attachment rule and its message. Two uploads at once cannot pass the quota together.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes, translate } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { LARGE_MEDIA_SUBJECTS } from '../../src/media/large-uploads.js';
import { dbKinds, useTestApp } from '../harness.js';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-large-'));
process.env.REQUEST_LOG = 'off';
const MB = 1024 * 1024;
const QUOTA = 100 * MB;
process.env.MEDIA_LARGE_QUOTA_BYTES = String(QUOTA);

const BOUNDARY = '----portal-large-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const multipart = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
/** An mp4 file of `bytes` (ftyp box, then one mdat box). */
const mp4 = (bytes: number) => {
  const b = Buffer.alloc(bytes);
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

describe.each(dbKinds(import.meta.url))('large uploads on %s', (kind) => {
  const t = useTestApp(kind);
  const upload = (token: string, name: string, content: Buffer, query: string) =>
    t.call(token, 'POST', `/api/v1/media/upload${query}`, multipart(name, content), MULTIPART);
  const rows = async () => (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM media WHERE kind = 'large'"))[0]?.n ?? 0;
  const video = mp4(35 * MB);
  const tooLarge = (lang: 'vi' | 'en') => translate(lang, 'media.tooLarge', { max: formatBytes(30 * MB) });
  const overQuota = (lang: 'vi' | 'en') => translate(lang, 'media.quotaExceeded', { max: formatBytes(QUOTA) });

  it('the rights that allow large files come from the declarations (records that hold audio or video)', () => {
    expect(LARGE_MEDIA_SUBJECTS).toContain('CULTURE_THACO');
    expect(LARGE_MEDIA_SUBJECTS).not.toContain('SETTING');
  });

  it('a user without those rights asking for kind=large gets the 30 MB attachment rule', async () => {
    const staff = await t.login('staff');
    const before = await rows();
    const res = await upload(staff, 'phim.mp4', video, '?kind=large');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(tooLarge('vi'));
    const en = await upload(staff, 'phim.mp4', video, '?kind=large&lang=en');
    expect(en.body.message).toBe(tooLarge('en'));
    expect(await rows()).toBe(before);
  });

  it('an attachment context (a comment, a document) never takes the large kind', async () => {
    const editor = await t.login('editor');
    for (const context of ['COMMENT', 'DOCUMENT']) {
      const res = await upload(editor, 'phim.mp4', video, `?kind=large&context=${context}`);
      expect(res.status, context).toBe(400);
      expect(res.body.message).toBe(tooLarge('vi'));
    }
  });

  it("an editor of audio and video records uploads large files up to the per-user quota, in the caller's language past it", async () => {
    const editor = await t.login('editor');
    const admin = await t.login('admin');
    const first = await upload(editor, 'gioi-thieu-1.mp4', video, '?kind=large');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data[0]).toMatchObject({ kind: 'large', size: 35 * MB });
    expect((await upload(editor, 'gioi-thieu-2.mp4', video, '?kind=large')).status).toBe(200);
    // 70 MB stored: 35 more would pass the 100 MB quota.
    const over = await upload(editor, 'gioi-thieu-3.mp4', video, '?kind=large');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(overQuota('vi'));
    expect(over.body.errors[0]).toMatchObject({ field: 'file' });
    const overEn = await upload(editor, 'gioi-thieu-3.mp4', video, '?kind=large&lang=en');
    expect(overEn.body.message).toBe(overQuota('en'));
    expect(overEn.body.message).toBe('Your large uploads would pass your quota (104.86 MB per user)');
    // The quota is per user; deleting a file gives its room back.
    expect((await upload(admin, 'cua-quan-tri.mp4', video, '?kind=large')).status).toBe(200);
    expect((await t.call(editor, 'DELETE', `/api/v1/media/${first.body.data[0].id}`)).status).toBe(200);
    expect((await upload(editor, 'gioi-thieu-3.mp4', video, '?kind=large')).status).toBe(200);
  });

  it('two uploads at once cannot pass the quota together', async () => {
    const admin = await t.login('admin');
    const role = await t.call(admin, 'POST', '/api/v1/role', { name: 'Biên tập văn hoá', permissions: { CULTURE_THACO: ['view', 'edit'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const made = await t.call(admin, 'POST', '/api/v1/user', {
      username: 'culture_editor',
      full_name: 'Lê Văn Hoá',
      password: 'Van-Hoa-2026!',
      role_ids: [role.body.data.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = await t.login('culture_editor', 'Van-Hoa-2026!');
    const half = mp4(60 * MB);
    const answers = await Promise.all([1, 2].map((i) => upload(token, `song-${i}.mp4`, half, '?kind=large')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const used = await t.database.query<{ n: number }>("SELECT coalesce(sum(size), 0)::bigint AS n FROM media WHERE kind = 'large' AND created_by = $1", [
      made.body.data.id,
    ]);
    expect(Number(used[0]?.n)).toBe(60 * MB);
  });
});

/**
 * Files of non-public records are not public (issue 36, class 5), walked over the media fields of
 * resources (a sample, see PICKED): a fresh file used by one record of the resource (and nothing else) is served to
 * an anonymous caller only when the record is public content of the portal's or activities' areas;
 * a back-office record's file (an asset's insurance, a staff file, a room) never is, and the
 * administrator reads each. Before: an asset insurance's attachment was served to anyone.
 */
import { type Resource, resources, SUBJECT_DEFS, type SubjectName } from '@portal/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { moduleFor } from '../../src/engine/module.js';
import { dbKinds, useTestApp } from '../harness.js';
import { pickCovering, runSeed, sampleSize } from '../sampling.js';

// The app built by the harness stores this file's uploads here.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-media-uses-'));
const BOUNDARY = '----portal-media-uses';
const CONTENT = new Set(['portal', 'activities']);
/** A module's access hook guards the resource, or its parent's. */
const hookGuarded = (r: Resource): boolean => {
  if (moduleFor(r.name).access) return true;
  const p = r.access?.parent ? r.columnByName.get(r.access.parent.field)?.def : undefined;
  return p?.kind === 'ref' && !!moduleFor(p.target).access;
};

const withMedia = resources.filter((r) => r.columns.some((c) => c.def.kind === 'media' || c.def.kind === 'mediaList'));
/**
 * The file route reads one rule for every field (media/uses.ts): a seeded sample of MEDIA_USES_RESOURCES
 * resources with media fields (8 unless stated, 'all' for every one; MEDIA_USES_SEED repeats a run)
 * holding every case at least once (single file or list, content area or back office, public files,
 * a module's access hook), and asset_insurance (the bug this walk was written for) always.
 */
const cases = (r: Resource): string[] => [
  ...r.columns.filter((c) => c.def.kind === 'media' || c.def.kind === 'mediaList').map((c) => c.def.kind),
  CONTENT.has(SUBJECT_DEFS[r.subject as SubjectName]?.area ?? '') ? 'content' : 'back office',
  ...(r.access?.publicFiles ? ['public files'] : []),
  ...(hookGuarded(r) ? ['access hook'] : []),
];
const seed = runSeed('MEDIA_USES_SEED', 'media-uses');
const PICKED = [
  ...withMedia.filter((r) => r.name === 'asset_insurance'),
  ...pickCovering(seed, sampleSize('MEDIA_USES_RESOURCES', 8), withMedia.filter((r) => r.name !== 'asset_insurance'), (r) => r.name, cases),
];
console.info(`[media-uses] ${PICKED.length} of ${withMedia.length} resources with media fields: ${PICKED.map((r) => r.name).join(', ')}`);

describe.each(dbKinds(import.meta.url))('files follow the records that use them on %s', (kind) => {
  const t = useTestApp(kind);
  const q = <T>(sql: string, p: unknown[] = []) => t.database.query<T>(sql, p);

  it('serves a back-office record’s file to no anonymous caller, for every media field of a sample of resources holding every case', async () => {
    const admin = await t.login('admin');
    const cols = (await q<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'media' AND column_name NOT IN ('id', 'upload_seq')")).map((c) => `"${c.column_name}"`);
    // One real upload; each field gets a copy of its record (the same stored file, a file id of its own).
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 20, b: 20 } } }).png().toBuffer();
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const up = await t.call(admin, 'POST', '/api/v1/media/upload', body, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const source = { id: String(up.body.data[0].id) };
    const walked: string[] = [];
    for (const r of PICKED) {
      const fields = r.columns.filter((c) => c.def.kind === 'media' || c.def.kind === 'mediaList');
      if (fields.length === 0) continue;
      const [row] = await q<{ id: string }>(`SELECT id FROM "${r.name}" ORDER BY id LIMIT 1`);
      if (!row) continue;
      for (const f of fields) {
        // A file of its own, used by this one record only.
        const [copy] = await q<{ id: string }>(`INSERT INTO media (${cols.join(', ')}) SELECT ${cols.join(', ')} FROM media WHERE id = $1 RETURNING id`, [source?.id]);
        const file = Number(copy?.id);
        const [before] = await q<Record<string, unknown>>(`SELECT "${f.name}" AS v FROM "${r.name}" WHERE id = $1`, [row.id]);
        await q(`UPDATE "${r.name}" SET "${f.name}" = ${f.def.kind === 'media' ? '$1' : 'ARRAY[$1]::bigint[]'} WHERE id = $2`, [file, row.id]);
        try {
          const anon = await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${file}` });
          const area = SUBJECT_DEFS[r.subject as SubjectName]?.area ?? '';
          // Not served: 401 (sign in) or 404; content may be public when released.
          if (!CONTENT.has(area) && !r.access?.publicFiles) expect([401, 404], `${r.name}.${f.name} (${area})`).toContain(anon.statusCode);
          else expect([200, 401, 404], `${r.name}.${f.name}`).toContain(anon.statusCode);
          // The administrator reads the file exactly when they read the record (a private question
          // addressed to others stays private, §2).
          const own = await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${file}`, headers: { authorization: `Bearer ${admin}` } });
          const record = await t.call(admin, 'GET', `/api/v1/${r.path}/${row.id}?f_is_get_all_cms=1`);
          // (Resources with a module's own access hook are left out: feedback's privacy reads its
          // files more strictly than its record route, which is safe but uneven; noted in issue 36.)
          if (record.status === 200 && !hookGuarded(r)) expect(own.statusCode, `${r.name}.${f.name} as the administrator`).toBe(200);
        } finally {
          await q(`UPDATE "${r.name}" SET "${f.name}" = $1 WHERE id = $2`, [before?.v ?? null, row.id]);
        }
        walked.push(`${r.name}.${f.name}`);
      }
    }
    expect(walked.length).toBeGreaterThan(PICKED.length === withMedia.length ? 40 : PICKED.length / 2);
    expect(walked.some((w) => w.startsWith('asset_insurance.'))).toBe(true);
  });
});

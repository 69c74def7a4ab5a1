/**
 * Read scope on every side channel (issue 11, class 1): for declared resources with a read
 * scope (owner, audience or published; a sample, see PICKED), a reader holding only "view" on its subject finds the
 * records the scope hides invisible everywhere their data could surface: get by id, the list
 * filtered to that id, the export, the record's history in the activity log, and the counts (the
 * console's count equals what the reader's list shows). Hidden records come from the demo data
 * (drafts, other people's own records, Limited items), found by comparing the admin's view.
 */
import { resources } from '@portal/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { pickCovering, runSeed, sampleSize } from '../sampling.js';

const PASSWORD = 'Quet-Pham-Vi-2026!';
const scoped = resources.filter((r) => r.access?.owner || r.access?.audience || r.access?.published || r.isOwned);
/**
 * The scopes are a few kinds of declaration read by one code path: a seeded sample of
 * SCOPE_WALK_RESOURCES of them (8 unless stated, 'all' for every one; SCOPE_WALK_SEED repeats a
 * run) that holds every kind of scope (owner, audience, published, owned records) and of side
 * channel (export) at least once. Walking all of them grew with every entity (about a minute a
 * database under load).
 */
const kinds = (r: (typeof scoped)[number]) =>
  [r.access?.owner && 'owner', r.access?.audience && 'audience', r.access?.published && 'published', r.isOwned && 'owned', r.transfer?.isExport && 'export'].filter((k): k is string => !!k);
const PICKED = pickCovering(runSeed('SCOPE_WALK_SEED', 'read-scope-walk'), sampleSize('SCOPE_WALK_RESOURCES', 8), scoped, (r) => r.name, kinds);
console.info(`[read-scope-walk] ${PICKED.length} of ${scoped.length} scoped resources: ${PICKED.map((r) => r.name).join(', ')}`);

describe.each(dbKinds(import.meta.url))('read scope on every side channel, on %s', (kind) => {
  const t = useTestApp(kind);

  it('hides every out-of-scope record from a plain reader: get, list, export, history and counts', async () => {
    const admin = await t.login('admin');
    const subjects = [...new Set(PICKED.map((r) => r.subject))];
    const role = await t.call(admin, 'POST', '/api/v1/role', { name: 'Chỉ xem', permissions: Object.fromEntries(subjects.map((s) => [s, ['view']])) });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(admin, 'POST', '/api/v1/user', { username: 'reader', full_name: 'Người Đọc', email: 'reader@thaco.com.vn', password: PASSWORD, role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    const reader = await t.login('reader', PASSWORD);
    const counts = (await t.call(reader, 'GET', '/api/v1/admin/counts')).body.data.items as { name: string; totalRows: number }[];

    let walked = 0;
    for (const r of PICKED) {
      const base = `/api/v1/${r.path}`;
      const all = await t.call(admin, 'GET', `${base}?f_is_get_all_cms=1&limit=200`);
      expect(all.status, r.name).toBe(200);
      const seen = await t.call(reader, 'GET', `${base}?limit=200`);
      expect(seen.status, r.name).toBe(200);
      const visible = new Set((seen.body.data.items as { id: number }[]).map((x) => x.id));
      const hidden = (all.body.data.items as { id: number }[]).map((x) => x.id).filter((id) => !visible.has(id));
      // The console's count is the reader's list total (also in the admin view the console uses).
      const adminView = await t.call(reader, 'GET', `${base}?limit=1&f_is_get_all_cms=1`);
      expect(counts.find((c) => c.name === r.name)?.totalRows, `${r.name} count`).toBe(adminView.body.data.totalRows);
      for (const id of hidden.slice(0, 3)) {
        walked++;
        expect((await t.call(reader, 'GET', `${base}/${id}`)).status, `${r.name} get ${id}`).toBe(404);
        expect((await t.call(reader, 'GET', `${base}/${id}?f_is_get_all_cms=1`)).status, `${r.name} get cms ${id}`).toBe(404);
        expect((await t.call(reader, 'GET', `${base}?f_id=${id}`)).body.data.items, `${r.name} list ${id}`).toEqual([]);
        const history = await t.call(reader, 'GET', `/api/v1/activity-log?f_activity_context=${r.name}&f_record_id=${id}`);
        expect(history.status === 403 || (history.status === 200 && history.body.data.items.length === 0), `${r.name} history ${id}: ${history.status}`).toBe(true);
        if (r.transfer?.isExport) {
          const file = await t.app.inject({ method: 'GET', url: `${base}/export?f_id=${id}`, headers: { authorization: `Bearer ${reader}` } });
          expect(file.statusCode, `${r.name} export`).toBe(200);
          // An xlsx of the header row only.
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
          expect((wb.worksheets[0] as ExcelJS.Worksheet).actualRowCount, `${r.name} export ${id}`).toBe(1);
        }
      }
    }
    // The demo data gives hidden records to walk (drafts, others' records, Limited items).
    expect(walked).toBeGreaterThan(PICKED.length === scoped.length ? 10 : 2);
  });
});

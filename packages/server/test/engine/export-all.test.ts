/**
 * Every list exportable (issue 37): a rotating sample of the declared resources (seed printed,
 * `EXPORT_SEED` repeats it, `EXPORT_RESOURCES=all` walks every one) exports as an xlsx with the
 * list's rows, filters and order, headers labelled in the caller's language; the caller's scope
 * holds (a reader of nothing gets 403, a staff member only their own records); and a sample of the
 * importable resources gives a labelled template and a dry run that names each bad row's field.
 */
import ExcelJS from 'exceljs';
import { columnLabel, type Resource, resourceByName, resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { exportHeaders } from '../../src/engine/transfer.js';
import { dbKinds, useTestApp } from '../harness.js';
import { pickResources, runSeed, sampleSize } from '../sampling.js';
import { multipart, workbook, XLSX } from '../xlsx.js';

const seed = runSeed('EXPORT_SEED', 'export-all');
const sampled = pickResources(seed, sampleSize('EXPORT_RESOURCES', 5));
const importable = pickResources(seed, sampleSize('EXPORT_RESOURCES', 3), (r) => r.transfer?.isImport === true);
const res = (name: string) => resourceByName.get(name) as Resource;

async function readSheet(buf: Buffer): Promise<{ header: string[]; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let i = 2; i <= ws.actualRowCount; i++) rows.push(values(i));
  return { header: values(1).map(String), rows };
}

describe('every resource declares its export', () => {
  it('export is the default: every declared resource exports unless it opts out', () => {
    expect(resources.filter((r) => r.transfer?.isExport !== true).map((r) => r.name)).toEqual([]);
    expect(resources.filter((r) => r.transfer?.isImport).length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(dbKinds(import.meta.url))('every list exportable on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const signIn = async () => {
    if (tok.admin) return;
    for (const u of ['admin', 'staff', 'editor']) tok[u] = await t.login(u);
  };
  const file = async (who: string | null, url: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tok[who]}` } : {} });
    return { status: r.statusCode, type: r.headers['content-type'], raw: r.rawPayload };
  };
  const idsOf = (sheet: { header: string[]; rows: unknown[][] }, lang: 'vi' | 'en' = 'vi') => {
    const at = sheet.header.indexOf(lang === 'vi' ? 'Mã số' : 'ID');
    return sheet.rows.map((r) => Number(r[at]));
  };
  const listIds = async (who: string, path: string, query: string) => {
    const list = await t.call(tok[who] ?? '', 'GET', `/api/v1/${path}?f_is_get_all_cms=1&limit=-1&${query}`);
    expect(list.status, `${path} list`).toBe(200);
    return (list.body.data.items as { id: number }[]).map((x) => x.id);
  };

  it(`exports each sampled resource with the list's rows and order, a filter, and labelled headers (${sampled.map((r) => r.name).join(', ')})`, async () => {
    await signIn();
    for (const r of [res('room'), ...sampled]) {
      const base = `/api/v1/${r.path}/export?f_is_get_all_cms=1`;
      const vi = await file('admin', base);
      expect(vi.status, r.name).toBe(200);
      expect(vi.type).toBe(XLSX);
      const sheet = await readSheet(vi.raw);
      // Labelled: the declared labels in the caller's language, never a column's name.
      expect(sheet.header, r.name).toEqual(exportHeaders(r, 'vi'));
      for (const c of r.columns.filter((x) => x.name.includes('_') && !x.def.isPrivate)) expect(sheet.header, `${r.name}.${c.name}`).not.toContain(c.name);
      const en = await readSheet((await file('admin', `${base}&lang=en`)).raw);
      expect(en.header, r.name).toEqual(exportHeaders(r, 'en'));
      expect(en.header).toContain('Created');
      // The list's rows, in the list's order (newest first unless declared otherwise).
      const ids = await listIds('admin', r.path, '');
      expect(idsOf(sheet), r.name).toEqual(ids.slice(0, 100_000));
      expect(idsOf(en, 'en'), r.name).toEqual(idsOf(sheet));
      if (ids.length === 0) continue;
      // Filters: the generic f_id, and the order the list takes.
      const one = ids[Math.floor(ids.length / 2)] as number;
      expect(idsOf(await readSheet((await file('admin', `${base}&f_id=${one}`)).raw)), r.name).toEqual([one]);
      expect(idsOf(await readSheet((await file('admin', `${base}&order=id asc`)).raw)), r.name).toEqual([...ids].sort((a, b) => a - b));
      // A declared enum or flag filter, with a value the rows hold: the same rows as the list.
      const filter = [...r.filters].map((f) => r.columnByName.get(f)).find((c) => c && (c.def.kind === 'enum' || c.def.kind === 'flag'));
      if (filter) {
        const first = (await t.call(tok.admin ?? '', 'GET', `/api/v1/${r.path}/${one}?f_is_get_all_cms=1`)).body.data[filter.name];
        if (first !== null && first !== undefined) {
          const q = `f_${filter.name}=${encodeURIComponent(String(first))}`;
          const filtered = idsOf(await readSheet((await file('admin', `${base}&${q}`)).raw));
          expect(filtered, `${r.name} ${q}`).toEqual(await listIds('admin', r.path, q));
          expect(filtered).toContain(one);
        }
      }
    }
    // A declared filter on a known demo value, and a wrong one refused as the list refuses it.
    const rooms = await readSheet((await file('admin', '/api/v1/room/export?f_is_approval_required=true')).raw);
    expect(idsOf(rooms)).toEqual(await listIds('admin', 'room', 'f_is_approval_required=true'));
    expect((await file('admin', '/api/v1/room/export?f_is_approval_required=maybe')).status).toBe(400);
  });

  it("keeps the list's scope: 401 without a session, 403 without the right, only one's own records with a narrow right", async () => {
    await signIn();
    expect((await file(null, '/api/v1/room/export')).status).toBe(401);
    // Staff read no roles, accounts or assets: the export refuses them as the list does.
    for (const path of ['role', 'user', 'asset', 'import-run']) {
      expect((await t.call(tok.staff ?? '', 'GET', `/api/v1/${path}`)).status, path).toBe(403);
      expect((await file('staff', `/api/v1/${path}/export`)).status, path).toBe(403);
    }
    // Staff hold HR "view" without "view all": their own staff file's records, never a colleague's.
    for (const name of ['family_relationship', 'labor_contract', 'staff']) {
      const r = res(name);
      const all = await listIds('admin', r.path, '');
      const own = await listIds('staff', r.path, '');
      expect(own.length, name).toBeGreaterThan(0);
      expect(own.length, name).toBeLessThan(all.length);
      const sheet = await readSheet((await file('staff', `/api/v1/${r.path}/export?f_is_get_all_cms=1`)).raw);
      expect(idsOf(sheet), name).toEqual(own);
      // A colleague's record asked for by id: a header row and nothing else.
      const other = all.find((id) => !own.includes(id)) as number;
      expect((await readSheet((await file('staff', `/api/v1/${r.path}/export?f_id=${other}`)).raw)).rows, name).toEqual([]);
    }
    // Editors without "view all" export only the news they wrote.
    const editorNews = await readSheet((await file('editor', '/api/v1/news/export?f_is_get_all_cms=1')).raw);
    expect(idsOf(editorNews)).toEqual(await listIds('editor', 'news', ''));
    expect(idsOf(editorNews).length).toBeLessThan((await listIds('admin', 'news', '')).length);
  });

  it(`gives each sampled importable resource a labelled template and a dry run naming each bad row (${importable.map((r) => r.name).join(', ')})`, async () => {
    await signIn();
    for (const r of importable) {
      const tpl = await file('admin', `/api/v1/${r.path}/import/template`);
      expect(tpl.status, r.name).toBe(200);
      const header = (await readSheet(tpl.raw)).header;
      const required = r.columns.filter((c) => c.required && !c.def.isReadonly && !c.def.isPrivate);
      for (const c of required) expect(header, `${r.name}.${c.name}`).toContain(columnLabel(c, 'vi'));
      // Row 2: one text column filled, the other required fields (without a default) left blank.
      // Row 3: a value of the wrong kind in a number, date, choice or yes/no column.
      const cols = header.map((h) => r.columns.find((c) => columnLabel(c, 'vi') === h));
      const filled = Math.max(0, cols.findIndex((c) => c?.def.kind === 'text'));
      const wrong = cols.findIndex((c, i) => i !== filled && ['integer', 'number', 'money', 'date', 'enum', 'flag'].includes(c?.def.kind ?? ''));
      const missing = required.filter((c) => header.indexOf(columnLabel(c, 'vi')) !== filled && (c.def as { default?: unknown }).default === undefined).map((c) => c.name);
      const rows: (string | null)[][] = [header.map((_, i) => (i === filled ? 'x' : null))];
      if (wrong >= 0) rows.push(header.map((_, i) => (i === filled ? 'y' : i === wrong ? 'không hợp lệ' : null)));
      // Last row: the text column past its length.
      const max = (cols[filled]?.def as { max?: number } | undefined)?.max ?? 0;
      rows.push(header.map((_, i) => (i === filled ? 'z'.repeat(max + 1) : null)));
      const before = (await listIds('admin', r.path, '')).length;
      const m = multipart(await workbook(header, rows));
      const dry = await t.app.inject({ method: 'POST', url: `/api/v1/${r.path}/import?dryRun=1`, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${tok.admin}` } });
      expect(dry.statusCode, `${r.name}: ${dry.body}`).toBe(200);
      const data = JSON.parse(dry.body).data as { totalRows: number; errorRows: number; errors: { row: number; field: string; message: string }[] };
      expect(data.totalRows).toBe(rows.length);
      expect(data.errorRows, `${r.name}: ${dry.body}`).toBe((missing.length > 0 ? 1 : 0) + (wrong >= 0 ? 1 : 0) + 1);
      for (const e of data.errors) expect(e.message.trim(), JSON.stringify(e)).not.toMatch(/^[a-z]+\.[A-Za-z]+$|^$/);
      for (const f of missing) expect(data.errors.filter((e) => e.row === 2).map((e) => e.field), `${r.name}.${f}`).toContain(f);
      if (wrong >= 0) expect(data.errors.filter((e) => e.row === 3).map((e) => e.field), r.name).toContain(cols[wrong]?.name);
      expect(data.errors.filter((e) => e.row === rows.length + 1).map((e) => e.field), r.name).toContain(cols[filled]?.name);
      // A dry run writes nothing.
      expect((await listIds('admin', r.path, '')).length, r.name).toBe(before);
      // Staff cannot import (403), nor fetch the template.
      expect((await file('staff', `/api/v1/${r.path}/import/template`)).status, r.name).toBe(403);
    }
  });
});

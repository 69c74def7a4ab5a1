/**
 * Decompression bombs through the imports (issue 36, class 6), on the real app with bombs built
 * here: the generic import (dry run and commit), the HR staff import and the time-clock import all
 * go through engine/office-zip.ts. A 1 GB part in 1 MB whose central directory declares 1,000
 * bytes, a 200 MB part declared as such, and 200,000 cells in 2 MB are each a 400 in the caller's
 * language with nothing written (no record, no import run); four at once leave the server answering
 * and importing, and the heap is not where a bomb would have put it.
 */
import { deflateRawSync } from 'node:zlib';
import { translate } from '@portal/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { OFFICE_ZIP_LIMITS, unzipBounded, XLSX_MAX_CELLS } from '../../src/engine/office-zip.js';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart, workbook } from '../xlsx.js';
import { deflatedZeros, MB, zipOf } from '../zip-fixtures.js';

/** A real xlsx whose first sheet is replaced by `sheet`, declaring `size`. */
async function withSheet(base: Buffer, sheet: Buffer, size: number): Promise<Buffer> {
  const parts = unzipBounded(base).map((p) => ({ name: p.name, packed: deflateRawSync(p.data), size: p.data.length }));
  return zipOf(parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { name: p.name, packed: sheet, size } : p)));
}

/** What the heap and buffers (inflated parts are buffers) peaked at above where they stood, sampled every 5 ms until `stop`. */
function heapWatch(): { stop: () => number } {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const start = used();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, used()) - start;
    },
  };
}

describe.each(dbKinds(import.meta.url))('import decompression bombs on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const count = async (table: string) => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const upload = async (who: string, url: string, file: Buffer) => {
    const m = multipart(file, 'bom.xlsx');
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tok[who]}`, ...m.headers }, payload: m.payload });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const bombs: Record<'lying' | 'declared' | 'cells', Buffer> = { lying: Buffer.alloc(0), declared: Buffer.alloc(0), cells: Buffer.alloc(0) };
  const unpacked = { max: `${OFFICE_ZIP_LIMITS.totalBytes / MB} MB`, entries: OFFICE_ZIP_LIMITS.entries };
  const expected = {
    lying: ['transfer.unpackedTooLarge', unpacked],
    declared: ['transfer.unpackedTooLarge', unpacked],
    cells: ['transfer.tooManyCells', { max: XLSX_MAX_CELLS }],
  } as const;
  const routes = [
    ['editor', '/api/v1/office/import?dryRun=1'],
    ['editor', '/api/v1/office/import?dryRun=0'],
    ['hr', '/api/v1/staff-bulk-create?dryRun=1'],
    ['hr', '/api/v1/time-keeping/import-clock?dryRun=1'],
    ['hr', '/api/v1/time-keeping/import-clock?dryRun=0'],
  ] as const;
  const written = async () => ({
    office: await count('office'),
    staff: await count('staff'),
    timeKeeping: await count('time_keeping'),
    runs: await count('import_run'),
  });

  it('builds the bombs: a 1 GB part in about 1 MB, a 200 MB part in 200 KB, 200,000 cells in 2 MB', async () => {
    for (const u of ['editor', 'hr']) tok[u] = await t.login(u);
    const base = await workbook(['Tên'], [['Chi nhánh mẫu']]);
    bombs.lying = await withSheet(base, await deflatedZeros(1024), 1000);
    bombs.declared = await withSheet(base, await deflatedZeros(200), 200 * MB);
    const zip = await JSZip.loadAsync(base);
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const rows: string[] = [];
    const colOf = (i: number) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
    for (let r = 3; r < 3 + (XLSX_MAX_CELLS + 100) / 100; r++)
      rows.push(`<row r="${r}">${Array.from({ length: 100 }, (_, i) => `<c r="${colOf(i)}${r}"><v>1</v></c>`).join('')}</row>`);
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${rows.join('')}</sheetData>`));
    bombs.cells = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bombs.lying.length).toBeLessThan(1.5 * MB);
    expect(bombs.declared.length).toBeLessThan(300_000);
    expect(bombs.cells.length).toBeLessThan(2 * MB);
  });

  it("refuses each bomb on every import route: 400 in the caller's language, nothing written", async () => {
    const before = await written();
    const heap = heapWatch();
    for (const [who, url] of routes) {
      for (const [name, file] of Object.entries(bombs) as [keyof typeof bombs, Buffer][]) {
        const [key, params] = expected[name];
        const vi = await upload(who, url, file);
        expect(vi.status, `${name} ${url}: ${JSON.stringify(vi.body)}`).toBe(400);
        expect(vi.body.success).toBe(false);
        expect(vi.body.message).toBe(translate('vi', key, params));
        const en = await upload(who, `${url}&lang=en`, file);
        expect(en.status).toBe(400);
        expect(en.body.message).toBe(translate('en', key, params));
      }
    }
    expect(await written()).toEqual(before);
    // One inflated bomb would be a gigabyte of heap; these thirty refusals add little to the peak.
    const added = heap.stop();
    console.info(`[import-bomb ${kind}] 30 refusals: peak heap and buffers +${Math.round(added / MB)} MB`);
    expect(added).toBeLessThan(256 * MB);
  });

  it('a few bytes that exceljs would expand to billions of cells (merges, validations, column ranges, defined names, a last row at 1,048,576) import as the rows they hold', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    ws.addRow(['Loại trụ sở', 'Tên', 'Địa chỉ']);
    ws.addRow(['Chi nhánh', 'Chi nhánh Huế', 'Huế']);
    ws.getCell('D1048576').value = 'x';
    const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
    const sheet = ((await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '').replace(/<cols>[\s\S]*?<\/cols>/, '');
    zip.file(
      'xl/worksheets/sheet1.xml',
      sheet
        .replace('<sheetData>', '<cols><col min="1" max="100000000" width="12" customWidth="1"/></cols><sheetData>')
        .replace(
          '</sheetData>',
          '</sheetData><mergeCells count="1"><mergeCell ref="E3:XFD1048575"/></mergeCells><dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>',
        ),
    );
    const book = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
    zip.file(
      'xl/workbook.xml',
      book
        .replace(/<definedNames>[\s\S]*?<\/definedNames>|<definedNames\/>/, '')
        .replace('</sheets>', '</sheets><definedNames><definedName name="all">Data!$A$1:$XFD$1048576</definedName></definedNames>'),
    );
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.length).toBeLessThan(20_000);
    const before = await written();
    const heap = heapWatch();
    const started = Date.now();
    const res = await upload('editor', '/api/v1/office/import?dryRun=1', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ isDryRun: true, totalRows: 1, okRows: 1, errorRows: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const added = heap.stop();
    console.info(`[import-bomb ${kind}] a cell bomb of ${file.length} bytes: peak heap and buffers +${Math.round(added / MB)} MB`);
    expect(added).toBeLessThan(256 * MB);
    expect((await written()).office).toBe(before.office);
  });

  it('four bombs at once: all 400, then the server answers and imports as before', async () => {
    const before = await written();
    const heap = heapWatch();
    const answers = await Promise.all([
      upload('editor', '/api/v1/office/import?dryRun=1', bombs.lying),
      upload('editor', '/api/v1/office/import?dryRun=0', bombs.declared),
      upload('hr', '/api/v1/time-keeping/import-clock?dryRun=1', bombs.lying),
      upload('hr', '/api/v1/staff-bulk-create?dryRun=1', bombs.cells),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    const added = heap.stop();
    console.info(`[import-bomb ${kind}] four bombs at once: peak heap and buffers +${Math.round(added / MB)} MB`);
    expect(added).toBeLessThan(256 * MB);
    expect(await written()).toEqual(before);
    expect((await t.call(tok.editor as string, 'GET', '/api/v1/office?limit=1')).status).toBe(200);
    const good = await upload(
      'editor',
      '/api/v1/office/import?dryRun=1',
      await workbook(['Loại trụ sở', 'Tên', 'Địa chỉ'], [['Chi nhánh', 'Chi nhánh Cần Thơ', 'Cần Thơ']]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ isDryRun: true, totalRows: 1, okRows: 1, errorRows: 0 });
  });
});

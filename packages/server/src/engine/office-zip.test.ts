/**
 * The office-file guard (engine/office-zip.ts) on zips built here: a real xlsx passes and reads the
 * same; bombs are refused from what their central directory declares (parts, sizes, total, ratio)
 * and, when it lies, while inflating (at most the declared size is ever inflated); xlsx parts that
 * exceljs would expand cell by cell are cut, and too many cells are refused before exceljs runs.
 */
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { deflatedZeros, MB, zipOf } from '../../test/zip-fixtures.js';
import { checkedXlsx, countTags, OFFICE_ZIP_LIMITS, storedZip, unzipBounded, withXlsx, XLSX_MAX_CELLS, ZipRefused } from './office-zip.js';

const refusal = (f: () => unknown): ZipRefused => {
  try {
    f();
  } catch (e) {
    if (e instanceof ZipRefused) return e;
    throw e;
  }
  throw new Error('not refused');
};
const appError = (f: () => unknown): AppError => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('not refused');
};

async function smallXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['Mã NV', 'Ngày', 'Tên']);
  ws.addRow(['TH00001', new Date(Date.UTC(2027, 2, 1)), 'Nguyễn Văn A']);
  ws.addRow(['TH00002', new Date(Date.UTC(2027, 2, 2)), 'Trần Thị B']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const valuesOf = (wb: ExcelJS.Workbook) => {
  const out: unknown[][] = [];
  wb.worksheets[0]?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('office zip guard', () => {
  it('passes a real xlsx: the same parts, and exceljs reads the same values from the checked zip', async () => {
    const file = await smallXlsx();
    const parts = unzipBounded(file);
    const zip = await JSZip.loadAsync(file);
    expect(parts.map((p) => p.name).sort()).toEqual(Object.keys(zip.files).sort());
    for (const p of parts) expect(p.data.equals(await (zip.files[p.name] as JSZip.JSZipObject).async('nodebuffer'))).toBe(true);
    const direct = new ExcelJS.Workbook();
    await direct.xlsx.load(file as unknown as ArrayBuffer);
    const checked = await withXlsx(file, valuesOf);
    expect(checked).toEqual(valuesOf(direct));
    expect(checked[1]).toEqual(['TH00001', new Date(Date.UTC(2027, 2, 1)), 'Nguyễn Văn A']);
    // The rebuilt zip holds stored parts only, readable by any zip reader.
    const rebuilt = await JSZip.loadAsync(storedZip(parts));
    expect(await rebuilt.file('xl/workbook.xml')?.async('string')).toContain('<sheet');
  });

  it('refuses a part declared past the bound: 200 MB of zeros in 200 KB, never inflated', async () => {
    const packed = await deflatedZeros(200);
    expect(packed.length).toBeLessThan(300_000);
    const e = refusal(() => unzipBounded(zipOf([{ name: 'xl/worksheets/sheet1.xml', packed, size: 200 * MB }])));
    expect(e.reason).toBe('tooLarge');
    expect(e.message).toContain('entry of');
    expect(appError(() => checkedXlsx(zipOf([{ name: 'xl/worksheets/sheet1.xml', packed, size: 200 * MB }]))).key).toBe('transfer.unpackedTooLarge');
  });

  it('refuses a central directory that lies about the size: inflating stops one byte past the declared size', async () => {
    const packed = await deflatedZeros(200);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = Date.now();
    const e = refusal(() => unzipBounded(zipOf([{ name: 'xl/worksheets/sheet1.xml', packed, size: 1000 }])));
    expect(e.reason).toBe('tooLarge');
    expect(e.message).toContain('larger than declared');
    // Neither the time nor the memory of inflating 200 MB.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * MB);
    // Declaring just under the per-part bound: inflated up to it (20 MB), then refused.
    const near = refusal(() => unzipBounded(zipOf([{ name: 'a.xml', packed, size: OFFICE_ZIP_LIMITS.entryBytes, method: 8 }])));
    expect(near.reason).toBe('tooLarge');
    // Smaller than declared is a lie too.
    const small = deflateRawSync(Buffer.from('<x/>'));
    expect(refusal(() => unzipBounded(zipOf([{ name: 'a.xml', packed: small, size: 100 }]))).reason).toBe('tooLarge');
  });

  it('refuses a ratio past 100:1 on a large part, and a total past the bound', async () => {
    const packed = await deflatedZeros(10);
    const ratio = refusal(() => unzipBounded(zipOf([{ name: 'xl/sharedStrings.xml', packed, size: 10 * MB }])));
    expect(ratio.message).toContain('ratio');
    // Three stored parts declaring 15 MB each (from 200 KB each: within the ratio): 45 MB in all, refused before any is read.
    const fifteen = { packed: Buffer.alloc(200_000), method: 0, size: 15 * MB };
    const total = refusal(() =>
      unzipBounded(
        zipOf([
          { name: 'a', ...fifteen },
          { name: 'b', ...fifteen },
          { name: 'c', ...fifteen },
        ]),
      ),
    );
    expect(total.message).toContain('in all');
  });

  it('refuses too many parts', () => {
    const empty = deflateRawSync(Buffer.alloc(0));
    const many = (n: number) => zipOf(Array.from({ length: n }, (_, i) => ({ name: `p${i}.xml`, packed: empty, size: 0 })));
    expect(unzipBounded(many(OFFICE_ZIP_LIMITS.entries))).toHaveLength(OFFICE_ZIP_LIMITS.entries);
    expect(refusal(() => unzipBounded(many(OFFICE_ZIP_LIMITS.entries + 1))).message).toContain(`${OFFICE_ZIP_LIMITS.entries + 1} entries`);
  });

  it('refuses what is not a plain zip: garbage, encryption, other methods, zip64, data before the zip', () => {
    const ok = { name: 'a.xml', packed: deflateRawSync(Buffer.from('<a/>')), size: 4 };
    expect(unzipBounded(zipOf([ok]))[0]?.data.toString()).toBe('<a/>');
    expect(refusal(() => unzipBounded(Buffer.from('PK\u0003\u0004 not really a zip at all, just text'))).reason).toBe('notZip');
    expect(refusal(() => unzipBounded(zipOf([{ ...ok, flags: 1 }]))).message).toContain('encrypted');
    expect(refusal(() => unzipBounded(zipOf([{ ...ok, method: 12 }]))).message).toContain('method 12');
    expect(refusal(() => unzipBounded(zipOf([{ ...ok, size: 0xffffffff }]))).message).toContain('zip64');
    expect(refusal(() => unzipBounded(Buffer.concat([Buffer.from('prefix'), zipOf([ok])]))).reason).toBe('notZip');
    expect(appError(() => checkedXlsx(Buffer.from('not a zip'))).key).toBe('transfer.notXlsx');
  });

  it('cuts what exceljs expands cell by cell (merges, validations, column ranges, defined names): a few bytes no longer cost billions of cells', async () => {
    const zip = await JSZip.loadAsync(await smallXlsx());
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const book = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
    zip.file(
      'xl/worksheets/sheet1.xml',
      sheet
        .replace(/<cols>[\s\S]*?<\/cols>/, '')
        .replace('<sheetData>', '<cols><col min="1" max="100000000" width="10" customWidth="1"/></cols><sheetData>')
        .replace(
          '</sheetData>',
          '</sheetData><mergeCells count="1"><mergeCell ref="A5:XFD1048576"/></mergeCells><dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>',
        ),
    );
    zip.file(
      'xl/workbook.xml',
      book
        .replace(/<definedNames>[\s\S]*?<\/definedNames>|<definedNames\/>/, '')
        .replace('</sheets>', '</sheets><definedNames><definedName name="all">Data!$A$1:$XFD$1048576</definedName></definedNames>'),
    );
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const checked = checkedXlsx(file);
    for (const tag of ['mergeCell', 'dataValidation', 'col', 'definedName']) expect(countTags(checked, tag)).toBe(0);
    const started = Date.now();
    const rows = await withXlsx(file, valuesOf);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual(['TH00002', new Date(Date.UTC(2027, 2, 2)), 'Trần Thị B']);
    // An item left outside its list, or a list never closed, is not an xlsx we read.
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', '</sheetData><mergeCell ref="A1:XFD1048576"/>'));
    expect(appError(() => checkedXlsx(Buffer.from([]))).key).toBe('transfer.notXlsx');
    const stray = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(appError(() => checkedXlsx(stray)).key).toBe('transfer.notXlsx');
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', '</sheetData><mergeCells count="1">'));
    const open = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(appError(() => checkedXlsx(open)).key).toBe('transfer.notXlsx');
  });

  it(`refuses more than ${XLSX_MAX_CELLS} cells before exceljs parses them`, async () => {
    const zip = await JSZip.loadAsync(await smallXlsx());
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const rows: string[] = [];
    for (let r = 10; r < 10 + (XLSX_MAX_CELLS + 100) / 100; r++)
      rows.push(
        `<row r="${r}">${Array.from({ length: 100 }, (_, i) => `<c r="${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}${r}"><v>1</v></c>`).join('')}</row>`,
      );
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${rows.join('')}</sheetData>`));
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.length).toBeLessThan(2 * MB);
    const e = appError(() => checkedXlsx(file));
    expect(e.key).toBe('transfer.tooManyCells');
    expect(e.status).toBe(400);
  });
});

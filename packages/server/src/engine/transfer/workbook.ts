/**
 * Reading an import's upload: the one multipart file (a malformed, missing or too large upload is
 * a 400/413), then its first sheet through engine/office-zip.ts's guard (a bomb is a 400): the
 * header row matched to the writable columns, the non-blank data rows with their line numbers.
 */
import type { Column, Issue, Resource } from '@portal/domain';
import { columnLabel } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { withXlsx } from '../office-zip.js';
import { cellValue } from './cells.js';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, importColumns, isBlank, norm, STANDARD } from './common.js';

const badFile = () => new AppError(400, 'transfer.notXlsx', {}, [{ field: 'file', key: 'transfer.notXlsx' }]);

/** Header cells to columns: a writable column by its label (vi or en) or name; null for a known column that is not imported. */
function headerMap(r: Resource): Map<string, Column | null> {
  const map = new Map<string, Column | null>();
  const writable = new Set(importColumns(r).map((c) => c.name));
  for (const [key, label] of Object.entries(STANDARD)) for (const h of [key, label.vi, label.en]) map.set(norm(h), null);
  for (const c of r.columns) {
    for (const h of [c.name, columnLabel(c, 'vi'), columnLabel(c, 'en')]) {
      const k = norm(h);
      if (writable.has(c.name) || !map.has(k)) map.set(k, writable.has(c.name) ? c : null);
    }
  }
  return map;
}

type ReadFile = { fileName: string; buffer: Buffer };

/** The one uploaded file of an import request; a malformed, missing or too large upload is a 400/413, never a 500. */
export async function readUpload(req: FastifyRequest): Promise<ReadFile> {
  if (!req.isMultipart()) throw badFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch {
    throw badFile();
  }
  if (!part) throw new AppError(400, 'media.noFile', {}, [{ field: 'file', key: 'media.noFile' }]);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'transfer.tooLarge', { max: '5 MB' }, [{ field: 'file', key: 'transfer.tooLarge', params: { max: '5 MB' } }]);
    }
    throw badFile();
  }
  return { fileName: (part.filename || 'import.xlsx').slice(0, 255), buffer };
}

/** The data rows of the first sheet, with their sheet row numbers, and the columns of the header row. */
export async function parseWorkbook(r: Resource, buffer: Buffer): Promise<{ cols: (Column | null)[]; rows: { line: number; cells: unknown[] }[] }> {
  // Unpacked within bounds and parsed one file at a time (engine/office-zip.ts): a bomb is a 400.
  return withXlsx(buffer, (wb) => {
    const ws = wb.worksheets[0];
    if (!ws) throw badFile();
    const known = headerMap(r);
    const header = ws.findRow(1);
    const cols: (Column | null)[] = [];
    const unknown: Issue[] = [];
    for (let i = 1; i <= (header?.cellCount ?? 0); i++) {
      const h = cellValue(header?.findCell(i)?.value ?? null);
      if (isBlank(h)) {
        cols.push(null);
        continue;
      }
      const c = known.get(norm(String(h)));
      if (c === undefined) unknown.push({ field: String(h).slice(0, 100), key: 'transfer.unknownColumn', params: { column: String(h).slice(0, 100) } });
      cols.push(c ?? null);
    }
    if (unknown.length > 0) throw new AppError(400, 'transfer.unknownColumn', unknown[0]?.params ?? {}, unknown);
    while (cols.length > 0 && cols[cols.length - 1] === null) cols.pop();
    if (cols.length > IMPORT_MAX_COLUMNS) throw new AppError(400, 'transfer.tooManyColumns', { max: IMPORT_MAX_COLUMNS }, [{ field: 'file', key: 'transfer.tooManyColumns', params: { max: IMPORT_MAX_COLUMNS } }]);
    const rows: { line: number; cells: unknown[] }[] = [];
    // Only the rows the file holds, and only their cells: nothing is created for a far-off last row.
    ws.eachRow((row, line) => {
      if (line < 2) return;
      const cells = cols.map((c, i) => (c ? cellValue(row.findCell(i + 1)?.value ?? null) : null));
      if (cells.every(isBlank)) return;
      if (rows.length >= IMPORT_MAX_ROWS) throw new AppError(400, 'transfer.tooManyRows', { max: IMPORT_MAX_ROWS });
      rows.push({ line, cells });
    });
    if (rows.length === 0) throw new AppError(400, 'transfer.noRows');
    return { cols, rows };
  });
}

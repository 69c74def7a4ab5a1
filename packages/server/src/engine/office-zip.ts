/**
 * The one way the server opens an uploaded office file (issue 36, class 6: decompression bombs).
 * An xlsx is a zip; exceljs inflates every part in memory without any limit (JSZip), so a 1.5 MB
 * file inflating to 1.5 GB, or a central directory that lies about its sizes, ran the process out of
 * heap. Here, before any parser sees the file:
 *
 * 1. `unzipBounded` reads the End Of Central Directory and the central directory itself (no zip64,
 *    no encryption, stored or deflated parts only) and refuses more than `entries` parts, a part
 *    declared larger than `entryBytes`, a total over `totalBytes`, or a large part compressed more
 *    than `ratio`:1; then it inflates each part with `maxOutputLength` one byte over what was
 *    declared, so a lie about the size is caught after at most the declared size (itself bounded),
 *    and an inflated size other than the declared one is refused too.
 * 2. `openXlsx` counts the rows, cells and shared strings in the inflated XML and refuses more than
 *    `XLSX_MAX_CELLS`; it strips what exceljs expands cell by cell from a few bytes of XML (merged
 *    ranges, data validation ranges, column ranges, defined names: `A1:XFD1048576` is 17 billion
 *    cells), and gives exceljs a new zip of stored parts built from the checked bytes, so exceljs
 *    never inflates anything itself and cannot read the file differently from the check.
 * 3. Parses run one at a time in the process (`withXlsx`): the largest allowed file costs about
 *    100 MB of heap while exceljs holds it (measured: 200,000 cells), and the server's heap is 384 MB.
 */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from './errors.js';

export type ZipLimits = { entries: number; entryBytes: number; totalBytes: number; ratio: number; ratioFrom: number };

const MB = 1024 * 1024;
/**
 * Bounds of an uploaded office file once unpacked. An import is at most 5,000 rows of at most 22
 * columns (the widest template, staff and asset): the app's own export of 5,000 rows x 40 columns of
 * distinct 30-character texts is 16.5 MB unpacked (7.4 MB sheet, 9.1 MB shared strings), 14:1. So
 * 20 MB a part and 40 MB in all leave room for long texts; Excel writes 10 to 30 parts (1,000 leaves
 * room for pictures); deflate reaches about 1,030:1 at most while office XML is 5 to 30:1, so over
 * 100:1 on a part past 1 MB is a bomb, not a spreadsheet.
 */
export const OFFICE_ZIP_LIMITS: ZipLimits = { entries: 1000, entryBytes: 20 * MB, totalBytes: 40 * MB, ratio: 100, ratioFrom: MB };
/** Rows, cells and shared strings an xlsx may hold in all its sheets (5,000 rows x 40 columns). */
export const XLSX_MAX_CELLS = 200_000;

/** Why a zip was refused: not a zip we read, or one that unpacks past the limits. */
export class ZipRefused extends Error {
  constructor(
    readonly reason: 'notZip' | 'tooLarge',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export type ZipEntry = { name: string; rawName: Buffer; flags: number; crc: number; data: Buffer };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const notZip = (detail: string) => new ZipRefused('notZip', detail);
const tooLarge = (detail: string) => new ZipRefused('tooLarge', detail);

/** The parts of a zip, inflated within `limits`; throws `ZipRefused`. */
export function unzipBounded(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS): ZipEntry[] {
  if (buf.length < 22) throw notZip('too short');
  // The EOCD is the last 22 bytes, plus a comment of at most 65,535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD && i + 22 + buf.readUInt16LE(i + 20) === buf.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notZip('no end of central directory');
  const disk = buf.readUInt16LE(eocd + 4);
  const cdDisk = buf.readUInt16LE(eocd + 6);
  const onDisk = buf.readUInt16LE(eocd + 8);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdStart = buf.readUInt32LE(eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== count) throw notZip('multi-disk');
  if (count === 0xffff || cdSize === 0xffffffff || cdStart === 0xffffffff) throw notZip('zip64');
  // The directory must end where the EOCD starts: no prepended data that would shift offsets.
  if (cdStart + cdSize !== eocd) throw notZip('central directory out of place');
  if (count > limits.entries) throw tooLarge(`${count} entries`);

  type Dir = { rawName: Buffer; flags: number; method: number; crc: number; packed: number; size: number; local: number };
  const dirs: Dir[] = [];
  let total = 0;
  let p = cdStart;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw notZip('bad central directory entry');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const packed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (next > eocd) throw notZip('bad central directory entry');
    if (packed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw notZip('zip64');
    if (flags & 0x0041) throw notZip('encrypted');
    if (method !== 0 && method !== 8) throw notZip(`compression method ${method}`);
    if (size > limits.entryBytes) throw tooLarge(`entry of ${size} bytes`);
    total += size;
    if (total > limits.totalBytes) throw tooLarge(`${total} bytes in all`);
    if (size > limits.ratioFrom && size > packed * limits.ratio) throw tooLarge(`ratio ${Math.round(size / Math.max(1, packed))}:1`);
    dirs.push({ rawName: buf.subarray(p + 46, p + 46 + nameLen), flags, method, crc, packed, size, local });
    p = next;
  }
  if (p !== eocd) throw notZip('central directory size');

  // Every part inflated within what it declared (itself within the limits): a lie stops there.
  return dirs.map((d) => {
    if (d.local + 30 > cdStart || buf.readUInt32LE(d.local) !== LOCAL) throw notZip('bad local header');
    const start = d.local + 30 + buf.readUInt16LE(d.local + 26) + buf.readUInt16LE(d.local + 28);
    if (start + d.packed > cdStart) throw notZip('entry past the data');
    const packed = buf.subarray(start, start + d.packed);
    let data: Buffer;
    if (d.method === 0) {
      data = packed;
    } else {
      try {
        data = inflateRawSync(packed, { maxOutputLength: d.size + 1 });
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('entry larger than declared');
        throw notZip('bad deflate data');
      }
    }
    if (data.length !== d.size) throw tooLarge('entry size differs from the declared one');
    return { name: d.rawName.toString(d.flags & 0x0800 ? 'utf8' : 'latin1'), rawName: d.rawName, flags: d.flags & 0x0800, crc: d.crc, data };
  });
}

/** A zip of stored (uncompressed) parts: what exceljs reads without inflating anything. */
export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(e.rawName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(e.rawName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, e.rawName, e.data);
    centrals.push(central, e.rawName);
    offset += 30 + e.rawName.length + e.data.length;
  }
  const cdSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** How many times `<tag` opens an element in `xml` (the tag followed by a space, `>` or `/`). */
export function countTags(xml: Buffer, tag: string): number {
  const needle = Buffer.from(`<${tag}`);
  let n = 0;
  for (let i = openAt(xml, needle, 0); i >= 0; i = openAt(xml, needle, i + needle.length)) n++;
  return n;
}

/** Elements exceljs expands cell by cell (or column by column) from a few bytes: the import reads none of them. */
const EXPANDING: Record<'sheet' | 'book', string[]> = { sheet: ['mergeCells', 'dataValidations', 'cols'], book: ['definedNames'] };
const SHEET = /^\/?xl\/worksheets\/[^/]+\.xml$/;
const BOOK = /^\/?xl\/workbook\.xml$/;

/** Where the next `<tag` element opens in `xml` from `from` (the tag followed by a space, `>` or `/`), or -1. */
function openAt(xml: Buffer, needle: Buffer, from: number): number {
  for (let i = xml.indexOf(needle, from); i >= 0; i = xml.indexOf(needle, i + needle.length)) {
    const after = xml[i + needle.length];
    if (after === 0x20 || after === 0x3e || after === 0x2f || after === 0x09 || after === 0x0a || after === 0x0d) return i;
  }
  return -1;
}

/**
 * `xml` without the `tags` elements (self-closing or with their content), in one pass each; null
 * when one is not closed, or when one of their items (`tag` less its final s) is left outside them.
 */
function strip(xml: Buffer, tags: readonly string[]): Buffer | null {
  let out = xml;
  for (const tag of tags) {
    const open = Buffer.from(`<${tag}`);
    const close = Buffer.from(`</${tag}`);
    const kept: Buffer[] = [];
    let from = 0;
    for (let i = openAt(out, open, 0); i >= 0; i = openAt(out, open, from)) {
      const gt = out.indexOf(0x3e, i);
      if (gt < 0) return null;
      let end = gt + 1;
      if (out[gt - 1] !== 0x2f) {
        const c = out.indexOf(close, gt);
        const cgt = c < 0 ? -1 : out.indexOf(0x3e, c);
        if (cgt < 0) return null;
        end = cgt + 1;
      }
      kept.push(out.subarray(from, i));
      from = end;
    }
    if (from > 0) out = Buffer.concat([...kept, out.subarray(from)]);
    if (openAt(out, Buffer.from(`<${tag.replace(/s$/, '')}`), 0) >= 0) return null;
  }
  return out;
}

const notXlsx = () => new AppError(400, 'transfer.notXlsx', {}, [{ field: 'file', key: 'transfer.notXlsx' }]);
const unpackedTooLarge = () => {
  const params = { max: `${OFFICE_ZIP_LIMITS.totalBytes / MB} MB`, entries: OFFICE_ZIP_LIMITS.entries };
  return new AppError(400, 'transfer.unpackedTooLarge', params, [{ field: 'file', key: 'transfer.unpackedTooLarge', params }]);
};
const tooManyCells = () =>
  new AppError(400, 'transfer.tooManyCells', { max: XLSX_MAX_CELLS }, [{ field: 'file', key: 'transfer.tooManyCells', params: { max: XLSX_MAX_CELLS } }]);

/**
 * The checked, stored-only zip of an uploaded xlsx, ready for exceljs; a 400 when it is not an xlsx
 * (`transfer.notXlsx`), unpacks past the limits (`transfer.unpackedTooLarge`) or holds more than
 * `XLSX_MAX_CELLS` rows, cells or shared strings (`transfer.tooManyCells`).
 */
export function checkedXlsx(buffer: Buffer): Buffer {
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== LOCAL) throw notXlsx();
  let entries: ZipEntry[];
  try {
    entries = unzipBounded(buffer);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    throw e.reason === 'tooLarge' ? unpackedTooLarge() : notXlsx();
  }
  let rows = 0;
  let cells = 0;
  let strings = 0;
  const out = entries.map((e) => {
    if (SHEET.test(e.name)) {
      rows += countTags(e.data, 'row');
      cells += countTags(e.data, 'c');
    } else if (/^\/?xl\/sharedStrings\.xml$/.test(e.name)) {
      strings += countTags(e.data, 'si');
    }
    if (rows > XLSX_MAX_CELLS || cells > XLSX_MAX_CELLS || strings > XLSX_MAX_CELLS) throw tooManyCells();
    const tags = SHEET.test(e.name) ? EXPANDING.sheet : BOOK.test(e.name) ? EXPANDING.book : null;
    if (!tags) return e;
    const data = strip(e.data, tags);
    if (!data) throw notXlsx();
    return { ...e, data };
  });
  return storedZip(out);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Checks an uploaded xlsx (`checkedXlsx`), loads it and runs `use` on the workbook, one file at a
 * time in the process: what exceljs holds is freed before the next file is loaded.
 */
export function withXlsx<T>(buffer: Buffer, use: (wb: ExcelJS.Workbook) => T | Promise<T>): Promise<T> {
  const run = async () => {
    const wb = new ExcelJS.Workbook();
    const zip = checkedXlsx(buffer);
    try {
      await wb.xlsx.load(zip as unknown as ArrayBuffer);
    } catch {
      throw notXlsx();
    }
    return use(wb);
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

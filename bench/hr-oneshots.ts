/**
 * One-shot HR measurements against the running server (issue 14 "Scale"):
 * - import: `importRows` staff rows as xlsx through `/api/v1/staff-bulk-create` (the staff import),
 *   in files of at most the server's 5,000 rows each: first checked (dryRun=1) with ~1% bad rows,
 *   which must come back as per-row errors, then the clean files written (dryRun=0); both timed.
 *   A single file over the row cap must be refused as a whole (400).
 * - export: `/api/v1/staff-export` of every staff file (50,000 at full size), streamed, with the
 *   server's RSS sampled every 50 ms: time, bytes, and RSS growth.
 * A result counts as an error when the server's answer is not what it must be.
 */
import ExcelJS from 'exceljs';
import type { Measure } from './run.js';

export type OneShot = { scenario: string; http: Measure; rssStartMb: number; rssMaxMb: number; rssEndMb: number; note: string };

const IMPORT_FILE_ROWS = 5000;
const HEADER = ['code', 'full_name', 'gender', 'date_of_birth', 'phone', 'email', 'unit_id', 'department_id', 'position_id', 'employee_status', 'start_date'];

export type HrUnit = { name: string; parent: string };
type Unit = HrUnit;

/** One sheet of `rows` staff rows from `start`; every 100th row is bad in one of four ways when `withBad`. */
async function staffSheet(start: number, rows: number, units: Unit[], withBad: boolean, tag: string): Promise<{ buffer: Buffer; bad: number }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(HEADER);
  let bad = 0;
  for (let i = 0; i < rows; i++) {
    const k = start + i;
    const u = units[k % units.length] as Unit;
    const row: unknown[] = [
      `IMP${tag}${String(k).padStart(7, '0')}`,
      `Nguyễn Văn Nhập ${k}`,
      k % 2 ? 'Nam' : 'Nữ',
      `${String((k % 28) + 1).padStart(2, '0')}/${String((k % 12) + 1).padStart(2, '0')}/${1970 + (k % 30)}`,
      `09${String(10_000_000 + k).slice(-8)}`,
      `nhap${k}@thaco.com.vn`,
      u.parent,
      u.name,
      'Chuyên viên',
      'Đang làm việc',
      '01/03/2026',
    ];
    if (withBad && i % 100 === 99) {
      bad++;
      const kind = (i / 100) % 4 | 0;
      if (kind === 0) row[1] = null; // required name missing
      else if (kind === 1) row[5] = 'khong-phai-email';
      else if (kind === 2) row[7] = 'Phòng không tồn tại';
      else row[0] = 'NV000001'; // an existing staff code
    }
    ws.addRow(row);
  }
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), bad };
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nhan-su.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`);
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

const one = (ms: number, errors: number): Measure => ({ requests: 1, rps: 0, p50: Math.round(ms), p99: Math.round(ms), max: Math.round(ms), errors });

/** Samples the server's RSS while `fn` runs. */
async function sampling<T>(rss: () => number, fn: () => Promise<T>): Promise<{ value: T; start: number; max: number; end: number; ms: number }> {
  const start = rss();
  let max = start;
  const timer = setInterval(() => {
    max = Math.max(max, rss());
  }, 50);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, start, max: Math.max(max, rss()), end: rss(), ms: performance.now() - t0 };
  } finally {
    clearInterval(timer);
  }
}

export async function hrOneShots(base: string, token: string, rss: () => number, opts: { importRows: number; units: Unit[]; staffCount: number }): Promise<OneShot[]> {
  const out: OneShot[] = [];
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'vi' };
  const post = async (file: Buffer, dryRun: boolean) => {
    const m = multipart(file);
    const res = await fetch(`${base}/api/v1/staff-bulk-create?dryRun=${dryRun ? 1 : 0}`, { method: 'POST', headers: { ...auth, 'content-type': m.type }, body: new Uint8Array(m.body) });
    return { status: res.status, body: (await res.json()) as { data?: { totalRows: number; okRows: number; errorRows: number; errors: { row: number; field: string }[] } } };
  };
  // Codes unique to this run, so a reused database imports again.
  const tag = Date.now().toString(36).toUpperCase();
  const files = Math.ceil(opts.importRows / IMPORT_FILE_ROWS);
  const per = Math.ceil(opts.importRows / files);

  // Check with bad rows: each bad row reported with its sheet row and field.
  const checked = { ms: 0, bad: 0, reported: 0, errors: 0, rows: 0 };
  for (let f = 0; f < files; f++) {
    const sheet = await staffSheet(f * per, per, opts.units, true, tag);
    const t0 = performance.now();
    const res = await post(sheet.buffer, true);
    checked.ms += performance.now() - t0;
    checked.bad += sheet.bad;
    checked.rows += per;
    checked.reported += res.body.data?.errorRows ?? 0;
    if (res.status !== 200 || res.body.data?.errorRows !== sheet.bad || res.body.data?.okRows !== per - sheet.bad) checked.errors++;
  }
  out.push({
    scenario: `hr import check ${checked.rows.toLocaleString('en')} rows (dryRun=1, ${files} file(s) of ${per.toLocaleString('en')}, ${checked.bad} bad rows)`,
    http: one(checked.ms, checked.errors),
    rssStartMb: 0,
    rssMaxMb: 0,
    rssEndMb: 0,
    note: `per-row errors reported: ${checked.reported} of ${checked.bad} bad rows`,
  });

  // Write the clean files: all rows created (all or nothing per file).
  const written = { ms: 0, ok: 0, errors: 0 };
  const sheets: Buffer[] = [];
  for (let f = 0; f < files; f++) sheets.push((await staffSheet(f * per, per, opts.units, false, tag)).buffer);
  const w = await sampling(rss, async () => {
    for (const file of sheets) {
      const res = await post(file, false);
      written.ok += res.body.data?.okRows ?? 0;
      if (res.status !== 200 || res.body.data?.okRows !== per) written.errors++;
    }
  });
  written.ms = w.ms;
  out.push({
    scenario: `hr import write ${(per * files).toLocaleString('en')} rows (dryRun=0, ${files} file(s))`,
    http: one(written.ms, written.errors),
    rssStartMb: w.start,
    rssMaxMb: w.max,
    rssEndMb: w.end,
    note: `${written.ok.toLocaleString('en')} staff files created, ${Math.round((written.ok / written.ms) * 1000)} rows/s`,
  });

  // One file over the cap: refused as a whole.
  if (opts.importRows > IMPORT_FILE_ROWS) {
    const big = await staffSheet(1_000_000, IMPORT_FILE_ROWS * 2, opts.units, false, tag);
    const t0 = performance.now();
    const res = await post(big.buffer, true);
    out.push({
      scenario: `hr import one file of ${(IMPORT_FILE_ROWS * 2).toLocaleString('en')} rows (over the 5,000-row cap)`,
      http: one(performance.now() - t0, res.status === 400 ? 0 : 1),
      rssStartMb: 0,
      rssMaxMb: 0,
      rssEndMb: 0,
      note: `answered ${res.status} (refused as a whole)`,
    });
  }

  // Export every staff file, streamed.
  let bytes = 0;
  let status = 0;
  const e = await sampling(rss, async () => {
    const res = await fetch(`${base}/api/v1/staff-export?f_is_get_all_cms=1`, { headers: auth });
    status = res.status;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.byteLength;
    }
  });
  out.push({
    scenario: 'hr export every staff file (xlsx, streamed)',
    http: one(e.ms, status === 200 && bytes > 0 ? 0 : 1),
    rssStartMb: e.start,
    rssMaxMb: e.max,
    rssEndMb: e.end,
    note: `${opts.staffCount.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB of xlsx; server RSS +${e.max - e.start} MB at most`,
  });
  return out;
}

/**
 * One-shot measurements of the project areas against the running server (issues 40 and 41 "Scale"):
 * - bulk create of checklist items (issue 40: 5,000 items < 5 s, every bad row named): the items
 *   as xlsx through `POST /implementation-checklist/import` (the bulk path that takes 5,000 rows;
 *   the JSON `POST /implementation-checklist/bulk` takes 500), into the largest project: first checked
 *   (dryRun=1) with 1% bad rows of four kinds, each of which must come back with its sheet row and
 *   field, then the clean file written (dryRun=0); both timed. The project's summary must then count
 *   the new items (the progress roll-ups followed).
 * - 50 concurrent payments on one contract (issue 41: no overrun, p99 < 300 ms): a new contract in
 *   force of value V, then `concurrent` payment requests of V / `fit` each, all at once: exactly
 *   `fit` must be created (201) and the others refused (409); repeated `rounds` times on fresh
 *   contracts, latencies of every request taken together. One more round comes first, checked but
 *   not timed: a freshly started server's first burst also opens its pool's connections and compiles
 *   the path (each load scenario is warmed up likewise).
 * A result counts as an error when the server's answer is not what it must be.
 */
import ExcelJS from 'exceljs';
import type { OneShot } from './hr-oneshots.js';
import type { Measure } from './run.js';

type Opts = { project: number; otherProject: number; rows: number; concurrent: number; fit: number; rounds: number; contractor: number; parts: readonly ('import' | 'payments')[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
const measure = (lat: number[], errors: number, seconds: number): Measure => {
  const s = [...lat].sort((a, b) => a - b);
  return { requests: s.length, rps: seconds > 0 ? Math.round(s.length / seconds) : 0, p50: +percentile(s, 50).toFixed(1), p99: +percentile(s, 99).toFixed(1), max: +(s.at(-1) ?? 0).toFixed(1), errors };
};
const one = (ms: number, errors: number): Measure => ({ requests: 1, rps: 0, p50: Math.round(ms), p99: Math.round(ms), max: Math.round(ms), errors });

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="checklist.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** `rows` checklist items of `project` on its packages in turn; one row in 100 bad in one of four ways when `withBad`. */
async function checklistSheet(rows: number, project: number, packages: number[], foreignPackage: number, withBad: boolean, tag: string): Promise<{ buffer: Buffer; bad: number }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['project_id', 'category_id', 'title', 'title_en', 'due_date', 'weight', 'is_done']);
  let bad = 0;
  for (let i = 0; i < rows; i++) {
    const row: unknown[] = [project, packages[i % packages.length], `Đầu việc nhập ${tag} ${i + 1}`, `Imported item ${tag} ${i + 1}`, `${String((i % 28) + 1).padStart(2, '0')}/12/2026`, 1 + (i % 3), 'Không'];
    if (withBad && i % 100 === 9) {
      bad++;
      const kind = Math.floor(i / 100) % 4;
      if (kind === 0) row[2] = null; // required title missing
      else if (kind === 1) row[5] = -5; // weight below 0
      else if (kind === 2) row[1] = 999_999_999; // no such work package
      else row[1] = foreignPackage; // a package of another project (the module's rule)
    }
    ws.addRow(row);
  }
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), bad };
}

export async function projectOneShots(base: string, token: string, opts: Opts): Promise<OneShot[]> {
  const out: OneShot[] = [];
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'vi' };
  const json = { ...headers, 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}/api/v1/${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const tag = Date.now().toString(36).toUpperCase();

  if (opts.parts.includes('import')) out.push(...(await checklistImport(base, opts, get, headers, tag)));
  if (opts.parts.includes('payments')) out.push(...(await concurrentPayments(base, opts, get, json, tag)));
  return out;
}

type Get = <T>(path: string) => Promise<T>;

/** The checklist import of `opts.rows` items into the largest project, checked with bad rows then written. */
async function checklistImport(base: string, opts: Opts, get: Get, headers: Record<string, string>, tag: string): Promise<OneShot[]> {
  const out: OneShot[] = [];
  const packagesOf = async (project: number) =>
    (await get<{ items: { id: number; parent_id: number | null }[] }>(`implementation-category?f_project_id=${project}&limit=-1`)).items.filter((c) => c.parent_id !== null).map((c) => Number(c.id));
  const packages = await packagesOf(opts.project);
  const foreign = (await packagesOf(opts.otherProject))[0] ?? 1;
  type Imported = { status: number; body: { data?: { okRows: number; errorRows: number; errors: { row: number; field: string }[] } } };
  const post = async (file: Buffer, dryRun: boolean): Promise<Imported> => {
    const m = multipart(file);
    try {
      const res = await fetch(`${base}/api/v1/implementation-checklist/import?dryRun=${dryRun ? 1 : 0}`, { method: 'POST', headers: { ...headers, 'content-type': m.type }, body: new Uint8Array(m.body) });
      return { status: res.status, body: (await res.json()) as Imported['body'] };
    } catch (e) {
      // No answer in fetch's 300 s (the per-row path with 5,000 rows did not answer): an error, not a crash.
      console.error(`[proj import] ${e instanceof Error ? e.message : String(e)}`);
      return { status: 0, body: {} };
    }
  };
  const checked = await checklistSheet(opts.rows, opts.project, packages, foreign, true, tag);
  let t0 = performance.now();
  const check = await post(checked.buffer, true);
  const checkMs = performance.now() - t0;
  const errs = check.body.data?.errors ?? [];
  const named = new Set(errs.filter((e) => e.row > 0 && e.field).map((e) => e.row));
  const fieldsSeen = [...new Set(errs.map((e) => e.field))].sort().join(', ');
  const isCheckOk = check.status === 200 && check.body.data?.errorRows === checked.bad && named.size === checked.bad && check.body.data?.okRows === opts.rows - checked.bad;
  out.push({
    scenario: `proj checklist import check ${opts.rows.toLocaleString('en')} rows (dryRun=1, ${checked.bad} bad rows)`,
    http: one(checkMs, isCheckOk ? 0 : 1),
    rssStartMb: 0,
    rssMaxMb: 0,
    rssEndMb: 0,
    note: `status ${check.status}; bad rows named with their row and field: ${named.size} of ${checked.bad} (fields: ${fieldsSeen || '-'}); ok rows ${check.body.data?.okRows ?? '-'}`,
  });
  const before = await get<{ checklist: { total: number } }>(`implementation-project/summary/${opts.project}`);
  const clean = await checklistSheet(opts.rows, opts.project, packages, foreign, false, tag);
  t0 = performance.now();
  const write = await post(clean.buffer, false);
  const writeMs = performance.now() - t0;
  const after = await get<{ checklist: { total: number }; progress: number }>(`implementation-project/summary/${opts.project}`);
  const added = after.checklist.total - before.checklist.total;
  out.push({
    scenario: `proj checklist import write ${opts.rows.toLocaleString('en')} rows (dryRun=0)`,
    http: one(writeMs, write.status === 200 && write.body.data?.okRows === opts.rows && added === opts.rows ? 0 : 1),
    rssStartMb: 0,
    rssMaxMb: 0,
    rssEndMb: 0,
    note: `status ${write.status}; ${write.body.data?.okRows ?? 0} created (${Math.round(((write.body.data?.okRows ?? 0) / writeMs) * 1000)} rows/s); the project's summary counts ${added} more items, progress ${after.progress}%`,
  });

  return out;
}

/** `opts.concurrent` payment requests at once on a new contract, `opts.rounds` times. */
async function concurrentPayments(base: string, opts: Opts, get: Get, json: Record<string, string>, tag: string): Promise<OneShot[]> {
  const out: OneShot[] = [];
  const VALUE = 1_000_000_000;
  const amount = VALUE / opts.fit;
  const lat: number[] = [];
  const latOk: number[] = [];
  const latRefused: number[] = [];
  let errors = 0;
  const results: string[] = [];
  let t1 = performance.now();
  let loadMs = 0;
  // Round -1 warms the server up: checked like the others, its latencies not taken.
  for (let round = -1; round < opts.rounds; round++) {
    const isTimed = round >= 0;
    const created = await fetch(`${base}/api/v1/implementation-contract`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        project_id: opts.project,
        code: `BENCH-RACE-${tag}-${round}`,
        name: `Hợp đồng thử tải ${tag} ${round}`,
        contractor_id: opts.contractor,
        kind: 'CONSTRUCTION',
        value: VALUE,
        signed_date: '2026-01-05',
        retention_percent: 5,
      }),
    });
    const contract = ((await created.json()) as { data?: { id: number } }).data;
    if (!created.ok || !contract) throw new Error(`race contract: ${created.status}`);
    const signed = await fetch(`${base}/api/v1/implementation-contract/${contract.id}/status`, { method: 'POST', headers: json, body: JSON.stringify({ status: 'ACTIVE' }) });
    if (!signed.ok) throw new Error(`race contract sign: ${signed.status} ${await signed.text()}`);
    t1 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: opts.concurrent }, async (_, i) => {
        const started = performance.now();
        const res = await fetch(`${base}/api/v1/implementation-payment`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ project_id: opts.project, contract_id: contract.id, title: `Thanh toán đợt ${i + 1}`, requested_amount: amount }),
        });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        if (isTimed) {
          lat.push(ms);
          (res.status === 409 ? latRefused : latOk).push(ms);
        }
        return res.status;
      }),
    );
    const roundMs = performance.now() - t1;
    if (isTimed) loadMs += roundMs;
    const ok = answers.filter((s) => s === 201 || s === 200).length;
    const refused = answers.filter((s) => s === 409).length;
    const payments = await get<{ items: { requested_amount: string | number }[] }>(`implementation-payment?f_contract_id=${contract.id}&limit=-1`);
    const sum = payments.items.reduce((n, p) => n + Number(p.requested_amount), 0);
    if (ok !== opts.fit || refused !== opts.concurrent - opts.fit || sum > VALUE) errors++;
    if (isTimed) results.push(`${ok}/${refused}${sum > VALUE ? ' OVERRUN' : ''} in ${Math.round(roundMs)} ms`);
  }
  out.push({
    scenario: `proj ${opts.concurrent} concurrent payments on one contract (x${opts.rounds})`,
    http: measure(lat, errors, loadMs / 1000),
    rssStartMb: 0,
    rssMaxMb: 0,
    rssEndMb: 0,
    note: `value ${VALUE.toLocaleString('en')}, each request ${amount.toLocaleString('en')} (${opts.fit} fit); created/refused per round (and its time): ${results.join(', ')}; p50/p99 ms created ${measure(latOk, 0, 0).p50}/${measure(latOk, 0, 0).p99}, refused ${measure(latRefused, 0, 0).p50}/${measure(latRefused, 0, 0).p99}`,
  });
  return out;
}

/**
 * `npm run bench` (quick, small data, a few seconds per scenario) and `npm run bench -- --full`
 * (the issue's sizes: 1M news, 50k accounts, 200k comments, 100k media). For each database
 * (embedded PGlite and the PostgreSQL server) it builds a fresh database, fills it, measures the
 * same SQL straight through the driver (the floor), starts the real server in its own process and
 * loads it with autocannon, signed in. Writes bench/results/<date>.json and .md and prints the table.
 *
 * Options: --full, --db pglite|postgres|both (default both when a server answers),
 * --duration <s> (quick 4, full 20), --warmup <s> (load before each measurement, not counted: quick 0,
 * full 2; --warmup-first <s> for the first scenario after each start, full 10), --connections <n> (quick 10, full 50), --soak <s> (a long run of
 * the first scenario sampling the server's RSS), --only <text> (scenarios whose name contains it; =<name> for one),
 * --keep (keep the PostgreSQL database), --reuse <db> (measure an existing one), --generate-only,
 * --direct-only (the driver floor without the server), --cache on|off|both (the server's list cache;
 * both runs the HTTP scenarios twice), --hr quick|full|off (HR data and scenarios, issue 14: quick
 * 200 units, 2,000 staff, 20,000 sub-records; full 1,000 units, 50,000 staff, 1,000,000 sub-records,
 * plus the one-shot import of 10,000 rows and export of every staff file; off skips them).
 * --bookings quick|full|off (bookings data and scenarios, issue 16: quick 20 rooms, 10 cars, 20,000
 * bookings; full 200 rooms, 100 cars, 2,000,000 past bookings; off skips them).
 * --projects quick|full|off (the project areas, issues 39, 40 and 41: full 2,000 projects of each
 * kind, 100,000 work packages, 1,000,000 checklist items, 200,000 payments, 1,000,000 quotation
 * prices, 20,000 contractors, 200,000 received bids, 100,000 evaluations, with the "proj " load
 * scenarios and one-shots; quick, the default, a tiny set whose every path is called once and
 * the one-shots at 20 rows and 6 payments (the CI smoke); off skips them).
 * Requests carry the headers a browser sends (accept-encoding).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openDatabase } from '../packages/server/src/db/client.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../packages/server/src/seed/demo.js';
import { localStorage } from '../packages/server/src/media/storage.js';
import { FULL, generate, QUICK } from './generate.js';
import { generateHr, HR_FULL, HR_QUICK } from './generate-hr.js';
import { BOOKINGS_FULL, BOOKINGS_QUICK, generateBookings } from './generate-bookings.js';
import { generateProjects, PROJECTS_FULL, PROJECTS_QUICK, projectIds } from './generate-projects.js';
import { projectOneShots } from './projects-oneshots.js';
import { projectScenarios } from './scenarios-projects.js';
import { maintainDense } from '../packages/server/src/engine/search-dense.js';
import { bookingScenarios } from './scenarios-bookings.js';
import { type HrUnit, hrOneShots } from './hr-oneshots.js';
import { type Scenario, scenarios } from './scenarios.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const opt = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : dflt;
};
const isFull = flag('full');
const duration = Number(opt('duration', isFull ? '20' : '4'));
const connections = Number(opt('connections', isFull ? '50' : '10'));
// Load before each measurement, not counted: a server that has run for a while has its connections'
// backends warm (a new PostgreSQL backend loads the catalog of a table with 30 indexes and plans a
// named statement's first five runs itself: 21 ms a bind under load against 0.4 ms after).
const warmup = Number(opt('warmup', isFull ? '2' : '0'));
// A server's (and the floor's pool's) first seconds are slower still: page 1 as the first scenario
// after a start measured p99 414 ms after 2 s of warm-up and 140 ms after 10 s (V8 compiling and
// sizing its heap, PostgreSQL's backends filling their caches). The first scenario of each start
// warms up this long; a server in service has long left those seconds behind.
const warmupFirst = Number(opt('warmup-first', isFull ? '10' : '0'));
// --paired N (PostgreSQL): each scenario's floor is measured beside its server run, in N alternating
// slices of duration/N seconds each (floor then server, server then floor, ...), instead of every
// floor first and the server minutes later. The host's speed swings by tens of percent within
// minutes (three runs of one build within ten minutes gave ratios from 0.74x to 2.6x): only floors
// and server runs taken in the same minutes compare.
const paired = Math.max(0, Math.floor(Number(opt('paired', '0')) || 0));
// With --paired, each stretch's first half second is not counted, on either side: the load tool
// opens its 50 connections anew for each stretch (the floor's pool stays open), and their first
// requests, all at once, measured up to 230 ms on a warm server against 80 ms thereafter.
const RAMP_MS = paired > 0 ? 500 : 0;
const warmupOf = (i: number) => (i === 0 ? Math.max(warmup, warmupFirst) : warmup);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_PASSWORD = 'Bench@123456';
const hrMode = opt('hr', 'quick');
const hrSizes = hrMode === 'off' ? null : hrMode === 'full' ? HR_FULL : HR_QUICK;
const bookingsMode = opt('bookings', 'quick');
const bookingSizes = bookingsMode === 'off' ? null : bookingsMode === 'full' ? BOOKINGS_FULL : BOOKINGS_QUICK;
const projectsMode = opt('projects', 'quick');
const projectSizes = projectsMode === 'off' ? null : projectsMode === 'full' ? PROJECTS_FULL : PROJECTS_QUICK;

export type Measure = { requests: number; rps: number; p50: number; p99: number; max: number; errors: number };
/** One measured stretch: each answered request's latency in ms, how long it ran, the failures. */
/** `slowest`: the slowest answers' latencies and when they ended (wall clock), to see whether a tail comes in bursts. */
type Sample = { lat: number[]; seconds: number; errors: number; slowest?: Slow[] };
type Slow = { at: number; ms: number };
const SLOWEST_KEPT = 8;
/** Keeps the `SLOWEST_KEPT` slowest answers seen (a small sorted list, cheap per answer). */
function keepSlow(list: Slow[], ms: number): void {
  if (list.length >= SLOWEST_KEPT && ms <= (list.at(-1) as Slow).ms) return;
  list.push({ at: Date.now(), ms });
  list.sort((a, b) => b.ms - a.ms);
  if (list.length > SLOWEST_KEPT) list.pop();
}
/** "hh:mm:ss.mmm 512ms, ..." of the slowest answers of some samples, slowest first. */
const slowestOf = (samples: Sample[]): string =>
  samples
    .flatMap((x) => x.slowest ?? [])
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_KEPT)
    .map((x) => `${new Date(x.at).toISOString().slice(11, 23)} ${Math.round(x.ms)}ms`)
    .join(', ');
type Row = {
  db: string;
  scenario: string;
  http: Measure;
  direct: Measure | null;
  ratioP99: number | null;
  rssStartMb: number;
  rssMaxMb: number;
  rssEndMb: number;
  /** CPU milliseconds per answered request: the server's process (all its threads) and PostgreSQL's processes. */
  cpu?: { server: number; pg: number };
  note?: string;
};

const log = (s: string) => console.log(s);
type Tokens = { admin: string; staff: string };

/**
 * The large tables' dense search words (ADR 0015), as the server's hourly pass builds them, so the
 * server does not build them during a measurement (a million news: about a minute).
 */
async function denseWords(database: Database, kind: string): Promise<void> {
  const started = Date.now();
  const { rebuilt } = await maintainDense(database, () => new Date(), { refresh: true });
  if (rebuilt.length > 0) log(`[${kind}] dense search words of ${rebuilt.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

const rssMb = (pid: number): number => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
};

/** CPU time (ms) a process has used, all its threads; 0 when it is gone. */
const cpuMs = (pid: number | string): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
};
const CLOCK_TICKS = 100;

/** CPU time (ms) of each PostgreSQL process on this machine (none when it runs elsewhere). */
const pgCpu = (): Map<string, number> => {
  const out = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') out.set(pid, cpuMs(pid));
    } catch {
      /* gone */
    }
  }
  return out;
};

/** PostgreSQL's CPU time (ms) since `before` (processes that ended meanwhile are not counted). */
const pgCpuSince = (before: Map<string, number>): number => {
  let sum = 0;
  for (const [pid, ms] of pgCpu()) sum += ms - (before.get(pid) ?? 0);
  return sum;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Requests per second and latency percentiles of stretches taken together (the floor and the server alike). */
function measureOf(samples: Sample[]): Measure {
  const lat = samples.flatMap((x) => x.lat).sort((a, b) => a - b);
  const seconds = samples.reduce((n, x) => n + x.seconds, 0);
  return {
    requests: lat.length,
    rps: seconds > 0 ? Math.round(lat.length / seconds) : 0,
    p50: +percentile(lat, 50).toFixed(2),
    p99: +percentile(lat, 99).toFixed(2),
    max: +(lat.at(-1) ?? 0).toFixed(2),
    errors: samples.reduce((n, x) => n + x.errors, 0),
  };
}

/** The floor: the scenario's SQL straight through the driver, `connections` at a time, for `seconds`. */
async function direct(database: Database, s: Scenario, seconds: number, conns: number): Promise<Measure | null> {
  const sample = await directSample(database, s, seconds, conns);
  return sample && measureOf([sample]);
}

async function directSample(database: Database, s: Scenario, seconds: number, conns: number): Promise<Sample | null> {
  if (!s.sql) return null;
  const lat: number[] = [];
  const slowest: Slow[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const counted = performance.now() + RAMP_MS;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        await s.sql?.(database, n++);
      } catch (e) {
        // The first failure is shown: a floor that fails is no floor.
        if (errors++ === 0) console.error(`[floor] ${s.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (started >= counted) {
        const ms = performance.now() - started;
        lat.push(ms);
        keepSlow(slowest, ms);
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: database.kind === 'pglite' ? 1 : conns }, worker));
  return { lat, seconds: (Date.now() - started - RAMP_MS) / 1000, errors, slowest };
}

/** Waits (at most two minutes) until no other session runs a statement on the bench database. */
async function settle(database: Database): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const [row] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    if ((row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function http(base: string, tokens: Tokens, s: Scenario, seconds: number, conns: number): Promise<Measure> {
  return measureOf([await httpSample(base, tokens, s, seconds, conns)]);
}

async function httpSample(base: string, tokens: Tokens, s: Scenario, seconds: number, conns: number): Promise<Sample> {
  let n = 0;
  const lat: number[] = [];
  const slowest: Slow[] = [];
  const started = Date.now();
  const counted = performance.now() + RAMP_MS;
  const instance = autocannon({
    url: base,
    connections: s.connections ?? conns,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const r = s.request(n++);
          return {
            ...req,
            method: r.method ?? 'GET',
            path: r.path,
            // What a browser sends: its language and the encodings it accepts.
            headers: {
              authorization: `Bearer ${s.as === 'staff' ? tokens.staff : tokens.admin}`,
              'content-type': 'application/json',
              'accept-language': 'vi',
              'accept-encoding': 'gzip, deflate, br',
            },
            ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // Each answer's latency, as the floor keeps them (the instance emits it; its typings omit the promise).
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300 && performance.now() - ms >= counted) {
      lat.push(ms);
      keepSlow(slowest, ms);
    }
  });
  const result = await instance;
  return { lat, seconds: (Date.now() - started - RAMP_MS) / 1000, errors: result.errors + result.timeouts + result.non2xx, slowest };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // The server as `npm start` runs it: built JavaScript (packages/server/scripts/build.mjs).
  // Same flags and malloc setting as packages/server/package.json "start" (ADR 0017): a heap cap, the
  // old generation's limit twice its live size, two malloc arenas.
  // BENCH_SERVER_NODE_ARGS: more flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it);
  // BENCH_SERVER_OUT: a file the server's own output goes to (e.g. with `--trace-gc`).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--max-old-space-size=384', '--heap-growing-percent=100', ...extra, join(ROOT, 'packages/server/dist/main.js')],
    {
      env: { ...process.env, MALLOC_ARENA_MAX: '2', ...env, PORT: String(port), LOG: 'off', NODE_ENV: 'benchmark', SEED_ADMIN_PASSWORD: ADMIN_PASSWORD },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = process.env.BENCH_SERVER_OUT;
  if (keep) {
    child.stdout?.on('data', (d) => appendFileSync(keep, d));
    child.stderr?.on('data', (d) => appendFileSync(keep, d));
  }
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) break;
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${out}`);
}

async function benchDb(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const rows: Row[] = [];
  const sizes = isFull ? FULL : QUICK;
  let env: Record<string, string>;
  let database: Database;
  let cleanup: () => Promise<void>;
  const reuse = kind === 'postgres' ? opt('reuse', '') : '';
  if (kind === 'postgres') {
    const name = reuse || `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    if (!reuse) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
    log(`[postgres] database ${name}${flag('keep') ? ' (kept after the run: --reuse it)' : ''}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    database = await openDatabase({ url: url.toString(), poolSize: connections });
    cleanup = async () => {
      if (flag('keep') || reuse) return;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    env = { DATA_DIR: dir };
    database = await openDatabase({ dataDir: join(dir, 'pglite') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    if (!reuse) {
      log(`\n[${kind}] migrating and seeding`);
      await migrate(database);
      // The demo images go to a scratch store: no scenario downloads them.
      await seedDemo(database, ADMIN_PASSWORD, { storage: localStorage(mkdtempSync(join(tmpdir(), 'portal-bench-media-'))) });
      const started = Date.now();
      const counts = await generate(database, sizes, (s) => log(`[${kind}] ${s}`));
      log(`[${kind}] data ready in ${((Date.now() - started) / 1000).toFixed(1)}s: ${JSON.stringify(counts)}`);
      if (hrSizes) log(`[${kind}] HR data: ${JSON.stringify(await generateHr(database, hrSizes, (s) => log(`[${kind}] ${s}`)))}`);
      if (bookingSizes) log(`[${kind}] bookings data: ${JSON.stringify(await generateBookings(database, bookingSizes, (s) => log(`[${kind}] ${s}`)))}`);
      if (projectSizes) log(`[${kind}] project areas data: ${JSON.stringify(await generateProjects(database, projectSizes, (s) => log(`[${kind}] ${s}`)))}`);
      await denseWords(database, kind);
      if (flag('generate-only')) return rows;
    }
    if (reuse) {
      // A reused database carries what earlier runs wrote and deleted (request-log pruning): vacuum
      // it as autovacuum would (it may be off on a test server), so runs start from the same state.
      log(`[${kind}] vacuum analyze`);
      await database.exec('VACUUM ANALYZE');
      // At the current schema (the server would migrate it on start) before its dense words are built.
      await migrate(database);
      await denseWords(database, kind);
    }
    const only = opt('only', '');
    // The project areas' load scenarios with their full data or when asked for by name; the quick run calls each a few times (below).
    const isProjectLoad = !!projectSizes && (projectsMode === 'full' || !!only);
    const list = [...scenarios({ full: isFull || !!opt('only', '') }), ...(bookingSizes ? bookingScenarios() : []), ...(isProjectLoad ? projectScenarios() : [])].filter(
      (x) => (!only || (only.startsWith('=') ? x.name === only.slice(1) : x.name.includes(only))) && (hrSizes || !x.name.startsWith('hr ')),
    );
    // The one-shot HR import/export: with HR data, on every run or `--only hr` (`--only "hr "` runs the HR load scenarios alone).
    const isHrOneShots = !!hrSizes && (!only || ['hr', 'hr import', 'hr export'].includes(only));
    const hrUnits: HrUnit[] = isHrOneShots
      ? await database.query<HrUnit>(
          `SELECT d.name, p.name AS parent FROM organization d JOIN organization p ON p.id = d.parent_id WHERE d.code LIKE 'BU%' AND d.type = 'DEPARTMENT' ORDER BY d.id`,
        )
      : [];
    const staffCount = isHrOneShots
      ? Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff WHERE state = 'ACTIVE'`))[0]?.n ?? 0)
      : 0;
    // The project areas' one-shots (bulk checklist import, concurrent payments) and, in the quick run, each load scenario's requests once.
    const isProjectOneShots = !!projectSizes && (!only || (only.startsWith('proj') && only !== 'proj '));
    const projectSmoke = projectSizes && !isProjectLoad ? projectScenarios() : [];
    if (isProjectOneShots || projectSmoke.length > 0) await projectSmoke[0]?.prepare?.(database);
    const projectTargets = isProjectOneShots ? await projectIds(database) : null;
    for (const s of list) await s.prepare?.(database);
    const floors = new Map<string, Measure | null>();
    const isPaired = paired > 0 && kind === 'postgres' && !flag('direct-only');
    for (const [i, s] of list.entries()) {
      if (isPaired) break;
      if (warmupOf(i) > 0) await direct(database, s, warmupOf(i), s.floorConnections ?? connections);
      floors.set(s.name, await direct(database, s, Math.max(2, Math.round(duration / 2)), s.floorConnections ?? connections));
      log(`[${kind}] direct ${s.name}: ${JSON.stringify(floors.get(s.name))}`);
    }
    if (flag('direct-only')) {
      for (const s of list) {
        const floor = floors.get(s.name) ?? null;
        if (floor)
          rows.push({ db: kind, scenario: s.name, http: floor, direct: floor, ratioP99: 1, rssStartMb: 0, rssMaxMb: 0, rssEndMb: 0, note: 'direct only' });
      }
      if (kind === 'pglite') await database.close();
      return rows;
    }
    // PGlite is single-process: the server opens the data folder only after we let go of it.
    if (kind === 'pglite') await database.close();
    // --cache both: a second pass with the list cache off shows what the cache saves.
    // (PostgreSQL only: scenarios with state, such as status changes, are prepared again before each pass.)
    const modes = opt('cache', 'on') === 'both' && kind === 'postgres' ? ['on', 'off'] : [opt('cache', 'on') === 'off' ? 'off' : 'on'];
    for (const mode of modes) {
      const suffix = modes.length > 1 && mode === 'off' ? ' (cache off)' : '';
      const port = await freePort();
      if (mode !== modes[0]) for (const s of list) await s.prepare?.(database);
      const server = await startServer({ ...env, QUERY_CACHE: mode }, port);
      const pid = server.pid as number;
      try {
        const base = `http://127.0.0.1:${port}`;
        const signIn = async (username: string, password: string) => {
          const login = await fetch(`${base}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          const loginBody = (await login.json()) as { data?: { accessToken: string } };
          if (!loginBody.data) throw new Error(`bench sign-in of ${username} failed: ${JSON.stringify(loginBody)}`);
          return loginBody.data.accessToken;
        };
        const token = await signIn('admin', ADMIN_PASSWORD);
        // The demo staff account (seed: the staff role, view rights only) for the "staff" scenarios.
        const tokens: Tokens = { admin: token, staff: list.some((s) => s.as === 'staff') ? await signIn('staff', DEMO_PASSWORD) : token };
        for (const [i, s] of list.entries()) {
          // Each scenario starts on an idle database: statements a slow scenario left running after
          // its load stopped (a deep page that takes seconds) would otherwise count against the next.
          if (warmupOf(i) > 0) await http(base, tokens, s, warmupOf(i), connections);
          if (isPaired && warmupOf(i) > 0) await direct(database, s, warmupOf(i), s.floorConnections ?? connections);
          if (kind === 'postgres') await settle(database);
          const rssStart = rssMb(pid);
          let rssMax = rssStart;
          const timer = setInterval(() => {
            rssMax = Math.max(rssMax, rssMb(pid));
          }, 250);
          // CPU is counted over the server's stretches only (with --paired, the floor's fall between them).
          const cpuUsed = { server: 0, pg: 0 };
          const serverSample = async (seconds: number) => {
            const cpu0 = { server: cpuMs(pid), pg: pgCpu() };
            const got = await httpSample(base, tokens, s, seconds, connections);
            cpuUsed.server += cpuMs(pid) - cpu0.server;
            cpuUsed.pg += pgCpuSince(cpu0.pg);
            return got;
          };
          const seconds = s.seconds ?? duration;
          const served: Sample[] = [];
          const floored: Sample[] = [];
          let floorPg = 0;
          for (let round = 0; round < Math.max(1, isPaired ? paired : 1); round++) {
            if (!isPaired) {
              served.push(await serverSample(seconds));
              break;
            }
            const slice = seconds / paired;
            const floorSlice = async () => {
              const pg0 = pgCpu();
              const got = await directSample(database, s, slice, s.floorConnections ?? connections);
              floorPg += pgCpuSince(pg0);
              if (got) floored.push(got);
              await settle(database);
            };
            if (round % 2 === 0) await floorSlice();
            served.push(await serverSample(slice));
            await settle(database);
            if (round % 2 === 1) await floorSlice();
          }
          const m = measureOf(served);
          const per = (ms: number) => (m.requests > 0 ? +(ms / m.requests).toFixed(2) : 0);
          const cpu = { server: per(cpuUsed.server), pg: per(cpuUsed.pg) };
          clearInterval(timer);
          const floor = isPaired ? (floored.length > 0 ? measureOf(floored) : null) : (floors.get(s.name) ?? null);
          if (isPaired)
            log(
              `[${kind}] direct ${s.name}${suffix}: ${JSON.stringify(floor)} PostgreSQL CPU ms/request ${floor?.requests ? (floorPg / floor.requests).toFixed(2) : '-'}; slowest ${slowestOf(floored)}`,
            );
          rows.push({
            db: kind,
            scenario: s.name + suffix,
            http: m,
            direct: floor,
            ratioP99: floor && floor.p99 > 0 ? +(m.p99 / floor.p99).toFixed(2) : null,
            rssStartMb: rssStart,
            rssMaxMb: rssMax,
            rssEndMb: rssMb(pid),
            cpu,
            note: s.note,
          });
          log(`[${kind}] http ${s.name}: ${JSON.stringify(m)} cpu ms/request ${JSON.stringify(cpu)} rss ${rssStart}->${rssMax} MB; slowest ${slowestOf(served)}`);
        }
        if (isHrOneShots && mode === modes[0]) {
          for (const o of await hrOneShots(base, token, () => rssMb(pid), { importRows: hrMode === 'full' ? 10_000 : 200, units: hrUnits, staffCount })) {
            rows.push({ db: kind, direct: null, ratioP99: null, ...o });
            log(`[${kind}] ${o.scenario}: ${JSON.stringify(o.http)} rss ${o.rssStartMb}->${o.rssMaxMb}->${o.rssEndMb} MB; ${o.note}`);
          }
        }
        if (mode === modes[0] && projectSmoke.length > 0) {
          // The quick run: each project scenario's first request once, in turn (every path answers).
          const lat: number[] = [];
          let errors = 0;
          for (const s of projectSmoke)
            for (let n = 0; n < 1; n++) {
              const r = s.request(n);
              const t0 = performance.now();
              const res = await fetch(`${base}${r.path}`, { method: r.method ?? 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'vi' }, ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}) });
              await res.arrayBuffer();
              lat.push(performance.now() - t0);
              if (!res.ok) {
                if (errors++ === 0) console.error(`[smoke] ${s.name}: ${res.status} ${r.path}`);
              }
            }
          const sorted = lat.sort((a, b) => a - b);
          const m: Measure = { requests: lat.length, rps: 0, p50: +(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1), p99: +(sorted.at(-1) ?? 0).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1), errors };
          rows.push({ db: kind, scenario: `proj smoke (${projectSmoke.length} scenarios, a request each)`, http: m, direct: null, ratioP99: null, rssStartMb: 0, rssMaxMb: 0, rssEndMb: 0, note: projectSmoke.map((s) => s.name).join('; ') });
          log(`[${kind}] proj smoke: ${JSON.stringify(m)}`);
        }
        if (projectTargets && mode === modes[0]) {
          const isFullProjects = projectsMode === 'full';
          const shots = await projectOneShots(base, token, {
            project: projectTargets.project,
            otherProject: projectTargets.project + 1,
            contractor: projectTargets.contractor,
            rows: isFullProjects ? 5000 : 20,
            concurrent: isFullProjects ? 50 : 6,
            fit: isFullProjects ? 20 : 2,
            rounds: isFullProjects ? 5 : 1,
            // `--only "proj payments"` or `--only "proj import"`: one of the two.
            parts: only.includes('payments') ? ['payments'] : only.includes('import') ? ['import'] : ['import', 'payments'],
          });
          for (const o of shots) {
            rows.push({ db: kind, direct: null, ratioP99: null, ...o });
            log(`[${kind}] ${o.scenario}: ${JSON.stringify(o.http)}; ${o.note}`);
          }
        }
        const soak = Number(opt('soak', '0'));
        if (soak > 0 && mode === modes[0]) {
          const s = list[0] as Scenario;
          const samples: number[] = [];
          const timer = setInterval(() => samples.push(rssMb(pid)), 5000);
          const m = await http(base, tokens, s, soak, connections);
          clearInterval(timer);
          rows.push({
            db: kind,
            scenario: `soak ${soak}s: ${s.name}${suffix}`,
            http: m,
            direct: null,
            ratioP99: null,
            rssStartMb: samples[0] ?? 0,
            rssMaxMb: Math.max(...samples),
            rssEndMb: samples.at(-1) ?? 0,
            note: `RSS samples every 5 s: ${samples.join(', ')}`,
          });
        }
      } finally {
        server.kill('SIGTERM');
        // A profiled server (BENCH_SERVER_NODE_ARGS) writes its profile as it exits: give it time.
        const grace = process.env.BENCH_SERVER_NODE_ARGS ? 30_000 : 300;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, grace);
          server.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (server.exitCode === null) server.kill('SIGKILL');
      }
    }
  } finally {
    if (kind === 'postgres') await database.close();
    await cleanup();
  }
  return rows;
}

function markdown(rows: Row[]): string {
  const head =
    '| db | scenario | req/s | p50 ms | p99 ms | max ms | errors | direct req/s | direct p99 ms | p99 vs direct | CPU ms/req (server/PostgreSQL) | RSS MB (start/max/end) |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.db} | ${r.scenario} | ${r.http.rps} | ${r.http.p50} | ${r.http.p99} | ${r.http.max} | ${r.http.errors} | ${r.direct?.rps ?? '-'} | ${r.direct?.p99 ?? '-'} | ${r.ratioP99 ?? '-'}x | ${r.cpu ? `${r.cpu.server}/${r.cpu.pg}` : '-'} | ${r.rssStartMb}/${r.rssMaxMb}/${r.rssEndMb} |`,
  );
  return [head, ...lines].join('\n');
}

async function main() {
  if (!flag('generate-only') && !flag('direct-only')) execFileSync(process.execPath, [join(ROOT, 'packages/server/scripts/build.mjs')], { stdio: 'inherit' });
  const which = opt('db', 'both');
  const kinds: ('pglite' | 'postgres')[] = [];
  if (which === 'both' || which === 'pglite') kinds.push('pglite');
  if (which === 'both' || which === 'postgres') {
    if (await pgReachable()) kinds.push('postgres');
    else log(`PostgreSQL at ${PG_URL} is not reachable: skipping it`);
  }
  const all: Row[] = [];
  for (const k of kinds) all.push(...(await benchDb(k)));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    mode: isFull ? 'full' : 'quick',
    duration,
    warmup,
    warmupFirst,
    connections,
    node: process.version,
    sizes: isFull ? FULL : QUICK,
    hr: hrSizes,
    bookings: bookingSizes,
    projects: projectSizes,
  };
  writeFileSync(join(ROOT, `bench/results/${stamp}.json`), `${JSON.stringify({ ...meta, rows: all }, null, 2)}\n`);
  const md = `# Benchmark ${meta.date} (${meta.mode}${hrMode === 'full' ? ', HR full' : ''}, ${connections} connections, ${duration}s per scenario${warmup > 0 ? ` after ${warmup}s of warm-up (${Math.max(warmup, warmupFirst)}s for the first)` : ''})\n\n${markdown(all)}\n`;
  writeFileSync(join(ROOT, `bench/results/${stamp}.md`), md);
  console.log(`\n${md}`);
  const errors = all.reduce((n, r) => n + r.http.errors + (r.direct?.errors ?? 0), 0);
  console.log(`bench: ${all.length} scenarios, ${errors} errors`);
  // The smoke run in CI asserts only that it ran with zero errors, never a speed.
  process.exit(errors === 0 && (all.length > 0 || flag('generate-only')) ? 0 : 1);
}

await main();

#!/usr/bin/env node
/**
 * Reliability checks of issue 11 ("Reliability to prove"), each against real server processes
 * (the built bundle `npm start` runs) on a PostgreSQL server of the script's own:
 *
 *   crash      under a write load (polls with five answers, then each poll's answers replaced),
 *              `kill -9` the server; after a restart every write answered 2xx is in the database
 *              and no poll is half-written (all five answers of one version, its activity-log rows).
 *   outage     under a mixed load, stop PostgreSQL for a few seconds and start it again: meanwhile
 *              every answer is a 503 with the error envelope, the process never exits, and it
 *              serves again by itself once the database is back.
 *   shutdown   SIGTERM while requests (a slow upload, writes) and a scheduler pass (held on a row
 *              lock) are in flight: they finish, nothing fails, then the process exits 0.
 *   multi      three servers on one database and one S3-compatible store (s3rver) behind a
 *              round-robin proxy: a write on one is in the others' lists at once, a revoked
 *              session is refused by all, scheduled moves run once, uploads are readable
 *              through any instance.
 *   backup     `npm run backup` of an instance whose files are in S3 while it takes writes, then
 *              `npm run restore` into an empty database and a data folder on disk: counts and
 *              checksums of every table and file match, no write answered before is missing, the
 *              restored instance serves the uploaded files byte for byte (issue 36).
 *
 * The PostgreSQL server is a new cluster (initdb in a temporary folder, trust auth, a free port
 * from 25432, below the ephemeral range), never the machine's shared one: the outage check stops and starts it. As root it
 * runs as the `postgres` OS user (runuser). Without PostgreSQL binaries the checks are SKIPPED
 * with the reason (exit 0), unless --strict.
 *
 * Usage: npm run reliability [-- --only crash,outage,shutdown,multi,backup] [--keep] [--strict] [--no-build] [--verbose]
 * (PG_BIN=<dir of initdb and pg_ctl> when they are elsewhere)
 * Prints a summary table; exits 1 when a check fails.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'packages', 'server', 'dist', 'main.js');
const ADMIN_PASSWORD = 'Admin@123456';
const DEMO_PASSWORD = 'Demo@123456';
const JWT_SECRET = randomBytes(32).toString('base64url');

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const opt = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ALL = ['crash', 'outage', 'shutdown', 'multi', 'backup'];
const ONLY = (opt('only') ?? ALL.join(',')).split(',').map((s) => s.trim());
const KEEP = flag('keep');
const STRICT = flag('strict');
const VERBOSE = flag('verbose');

const WORK = mkdtempSync(join(tmpdir(), 'portal-reliability-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log(`[${((Date.now() - T0) / 1000).toFixed(1).padStart(5)}s]`, ...a);
const T0 = Date.now();

// ---------------------------------------------------------------------------------------------
// Processes this script started: only these are ever signalled.
const children = new Set();
let pgCluster = null;
let cleaning = false;

async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const c of children) {
    try {
      process.kill(c.pid, 'SIGKILL');
    } catch {}
  }
  if (pgCluster) {
    try {
      pgCluster.ctl(['-m', 'immediate', '-w', 'stop']);
    } catch {}
  }
  if (!KEEP) rmSync(WORK, { recursive: true, force: true });
  else console.log(`kept ${WORK}`);
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// A PostgreSQL cluster of our own.

function pgBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {}
  return null;
}

/**
 * The first port from `from` that nothing listens on. Ports the script names itself come from below
 * Linux's ephemeral range (32768 and up), where the outgoing connections of whatever runs beside it
 * (the API tests' PostgreSQL connections) cannot take them between this probe and the listen, nor
 * while the outage check has PostgreSQL stopped.
 */
function freePort(from) {
  return new Promise((resolve) => {
    const tryPort = (p) => {
      const s = net.createServer();
      s.once('error', () => tryPort(p + 1));
      s.listen(p, '127.0.0.1', () => s.close(() => resolve(p)));
    };
    tryPort(from);
  });
}

async function startPostgres() {
  // PG_BIN: where initdb and pg_ctl are, when not in the Debian place or pg_config's.
  const bin = process.env.PG_BIN ?? pgBinDir();
  if (!bin || !existsSync(join(bin, 'initdb'))) return { error: 'no PostgreSQL server binaries (initdb, pg_ctl) found: apt-get install postgresql, or set PG_BIN' };
  const isRoot = process.getuid?.() === 0;
  const dir = join(WORK, 'pg');
  mkdirSync(dir, { recursive: true });
  let asUser = [];
  if (isRoot) {
    // initdb refuses to run as root: the cluster belongs to the postgres OS user.
    let uid;
    let gid;
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    } catch {
      return { error: 'running as root and there is no postgres OS user to own a cluster' };
    }
    chownSync(WORK, uid, gid);
    chownSync(dir, uid, gid);
    asUser = spawnSync('runuser', ['--help']).error ? ['su'] : ['runuser', '-u', 'postgres', '--'];
  }
  const quote = (a) => `'${String(a).replace(/'/g, `'\\''`)}'`;
  const run = (cmd, args) => {
    const full =
      asUser[0] === 'su' ? ['su', '-s', '/bin/sh', 'postgres', '-c', [join(bin, cmd), ...args].map(quote).join(' ')] : [...asUser, join(bin, cmd), ...args];
    const r = spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const port = await freePort(25432 + Math.floor(Math.random() * 500));
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  } catch (e) {
    return { error: String(e.message).split('\n')[0] };
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`;
  const cluster = {
    port,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    ctl: (args) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), ...args]),
    start: () => cluster.ctl(['-o', opts, '-w', '-t', '60', 'start']),
    stop: () => cluster.ctl(['-m', 'fast', '-w', '-t', '60', 'stop']),
  };
  cluster.start();
  pgCluster = cluster;
  return { cluster };
}

async function sql(url, text, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Server processes.

async function startServer({ name, db, env = {}, cluster, waitReady = true }) {
  const port = await freePort(26000 + Math.floor(Math.random() * 4000));
  const dataDir = join(WORK, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(WORK, `${name}.log`);
  const out = openSync(logFile, 'a');
  // As packages/server/package.json "start" runs it (ADR 0017).
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-old-space-size=384', '--heap-growing-percent=100', DIST], {
    env: {
      MALLOC_ARENA_MAX: '2',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET,
      DATABASE_URL: cluster.url(db),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'off',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const srv = { name, port, base: `http://127.0.0.1:${port}`, child, logFile, dataDir, exit: null };
  children.add(child);
  srv.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      srv.exit = { code, signal, at: Date.now() };
      resolve(srv.exit);
    });
  });
  if (waitReady) await waitHealthy(srv);
  return srv;
}

async function waitHealthy(srv, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (srv.exit) throw new Error(`server ${srv.name} exited (${JSON.stringify(srv.exit)}) before it was ready; log: ${srv.logFile}\n${tail(srv.logFile)}`);
    const r = await api(srv.base, 'GET', '/api/health', { timeout: 2000 });
    if (r.status === 200) return;
    await sleep(200);
  }
  throw new Error(`server ${srv.name} not ready after ${timeoutMs} ms; log: ${srv.logFile}\n${tail(srv.logFile)}`);
}

const tail = (file, n = 20) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
  } catch {
    return '';
  }
};

async function stopServer(srv, signal = 'SIGTERM') {
  if (srv.exit) return srv.exit;
  process.kill(srv.child.pid, signal);
  return srv.exited;
}

/** One HTTP call; never throws: status 0 with `error` when no answer came. */
async function api(base, method, path, { token, body, headers = {}, timeout = 30_000 } = {}) {
  const t0 = Date.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeout),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    let json;
    try {
      json = JSON.parse(buf.toString('utf8'));
    } catch {}
    return { status: res.status, body: json, buf, headers: res.headers, t0, t1: Date.now() };
  } catch (e) {
    return { status: 0, error: e?.cause?.code ?? e?.name ?? String(e), t0, t1: Date.now() };
  }
}

async function login(base, username, password) {
  const r = await api(base, 'POST', '/api/v1/auth/login', { body: { username, password } });
  const token = r.body?.data?.accessToken;
  if (r.status !== 200 || !token) throw new Error(`login ${username} failed: ${r.status} ${r.error ?? JSON.stringify(r.body)}`);
  return token;
}

/** The error envelope of the API: `{ success: false, message }` with a non-empty message. */
const isEnvelope = (r) => r.body && r.body.success === false && typeof r.body.message === 'string' && r.body.message.length > 0;

const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const answers = (tag, n = 5) => Array.from({ length: n }, (_, i) => ({ content: `${tag}-${i + 1}` }));

// ---------------------------------------------------------------------------------------------
// Database template: migrated and seeded once, cloned per check (CREATE DATABASE ... TEMPLATE).

async function prepareTemplate(cluster) {
  const t = Date.now();
  await sql(cluster.url('postgres'), 'CREATE DATABASE rel_template');
  // Development mode on an empty database: migrate and seed the demo (admin, editor, staff ...).
  const srv = await startServer({ name: 'template', db: 'rel_template', cluster, env: { NODE_ENV: 'development', JOBS: 'off', SEED_ADMIN_PASSWORD: ADMIN_PASSWORD } });
  await stopServer(srv);
  log(`template database migrated and seeded in ${Date.now() - t} ms`);
}

async function cloneDb(cluster, name) {
  await sql(cluster.url('postgres'), `CREATE DATABASE ${name} TEMPLATE rel_template`);
  return name;
}

// ---------------------------------------------------------------------------------------------
// Check 1: kill -9 under a write load.

async function checkCrash(cluster) {
  const db = await cloneDb(cluster, 'rel_crash');
  let srv = await startServer({ name: 'crash', db, cluster, env: { JOBS: 'off' } });
  const token = await login(srv.base, 'admin', ADMIN_PASSWORD);
  const created = new Map(); // id -> question, answered 2xx
  const updated = new Set(); // ids whose v2 update was answered 2xx
  const unexpected = [];
  let inFlightAtKill = 0;
  let killed = false;
  const worker = async (w) => {
    for (let i = 0; !killed; i++) {
      const question = `rel-crash-${w}-${i}`;
      const c = await api(srv.base, 'POST', '/api/v1/polls', { token, body: { question, expiry_time: future(), answers: answers(`v1-${w}-${i}`) } });
      if (c.status === 0) {
        inFlightAtKill++;
        return;
      }
      if (c.status !== 200) {
        unexpected.push(`create ${c.status} ${JSON.stringify(c.body)}`);
        return;
      }
      const id = c.body.data.id;
      created.set(id, question);
      const u = await api(srv.base, 'PUT', `/api/v1/polls/${id}`, { token, body: { answers: answers(`v2-${w}-${i}`) } });
      if (u.status === 0) {
        inFlightAtKill++;
        return;
      }
      if (u.status !== 200) {
        unexpected.push(`update ${u.status} ${JSON.stringify(u.body)}`);
        return;
      }
      updated.add(id);
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  // Kill at a random moment once a good number of writes went through.
  const until = Date.now() + 10_000;
  while (created.size + updated.size < 150 && Date.now() < until && unexpected.length === 0) await sleep(20);
  await sleep(Math.floor(Math.random() * 200));
  process.kill(srv.child.pid, 'SIGKILL');
  killed = true;
  await Promise.all(workers);
  await srv.exited;
  const t = Date.now();
  srv = await startServer({ name: 'crash-restart', db, cluster, env: { JOBS: 'off' } });
  const restartMs = Date.now() - t;

  const rows = await sql(
    cluster.url(db),
    `SELECT p.id, p.question,
            count(a.id)::int AS n,
            count(a.id) FILTER (WHERE a.content LIKE 'v1-%')::int AS v1,
            count(a.id) FILTER (WHERE a.content LIKE 'v2-%')::int AS v2,
            (SELECT count(*)::int FROM activity_log l WHERE l.table_name = 'poll' AND l.record_id = p.id) AS logs
       FROM poll p LEFT JOIN poll_answer a ON a.poll_id = p.id
      WHERE p.question LIKE 'rel-crash-%' GROUP BY p.id`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const lost = [...created].filter(([id, q]) => byId.get(id)?.question !== q).map(([id]) => id);
  const lostUpdates = [...updated].filter((id) => byId.get(id)?.v2 !== 5);
  // Whole: five answers of one version, and the activity-log rows written with them (1 create, +1 update).
  const half = rows.filter((r) => r.n !== 5 || !(r.v1 === 5 || r.v2 === 5) || r.logs !== (r.v2 === 5 ? 2 : 1));
  const committedUnanswered = rows.filter((r) => !created.has(Number(r.id))).length + [...created.keys()].filter((id) => !updated.has(id) && byId.get(id)?.v2 === 5).length;
  // The restarted server serves the data.
  const again = await login(srv.base, 'admin', ADMIN_PASSWORD);
  const reads = await Promise.all([...created.keys()].slice(-3).map((id) => api(srv.base, 'GET', `/api/v1/polls/${id}`, { token: again })));
  const badReads = reads.filter((r) => r.status !== 200 || r.body?.data?.answers?.length !== 5).length;
  await stopServer(srv);
  const ok = unexpected.length === 0 && lost.length === 0 && lostUpdates.length === 0 && half.length === 0 && badReads === 0 && created.size > 0;
  if (!ok && VERBOSE) console.log({ unexpected: unexpected.slice(0, 5), lost: lost.slice(0, 5), lostUpdates: lostUpdates.slice(0, 5), half: half.slice(0, 5) });
  return {
    ok,
    figures:
      `${created.size} creates + ${updated.size} updates answered 2xx, all present; ${inFlightAtKill} in flight at kill -9 ` +
      `(${committedUnanswered} of them committed, whole); half-written: ${half.length}; lost: ${lost.length + lostUpdates.length}; ` +
      `restart ${restartMs} ms` +
      (unexpected.length ? `; unexpected answers: ${unexpected.slice(0, 2).join(' | ')}` : ''),
  };
}

// ---------------------------------------------------------------------------------------------
// Check 2: PostgreSQL stops under load and comes back.

async function checkOutage(cluster) {
  const db = await cloneDb(cluster, 'rel_outage');
  const srv = await startServer({ name: 'outage', db, cluster, env: { JOBS: 'on', JOBS_INTERVAL_MS: '500' } });
  const token = await login(srv.base, 'admin', ADMIN_PASSWORD);
  const results = []; // { kind, status, ok503, t0, t1, id }
  const acked = new Map();
  let running = true;
  let n = 0;
  const kinds = {
    list: () => api(srv.base, 'GET', '/api/v1/polls?limit=20', { token }),
    get: () => api(srv.base, 'GET', '/api/v1/user/me', { token }),
    write: async () => {
      const question = `rel-outage-${n++}`;
      const r = await api(srv.base, 'POST', '/api/v1/polls', { token, body: { question, expiry_time: future(), answers: answers('a', 2) } });
      if (r.status === 200) acked.set(r.body.data.id, question);
      return r;
    },
    health: () => api(srv.base, 'GET', '/api/health'),
    anonymous: () => api(srv.base, 'GET', '/api/v1/media/file/1'),
  };
  const worker = async (kind) => {
    while (running) {
      const r = await kinds[kind]();
      results.push({ kind, status: r.status, envelope: isEnvelope(r), retryAfter: r.headers?.get('retry-after'), t0: r.t0, t1: r.t1, error: r.error });
      await sleep(kind === 'write' ? 20 : 5);
    }
  };
  const workers = [...Object.keys(kinds), 'list', 'write'].map(worker);
  await sleep(1500);
  const stopAt = Date.now();
  cluster.stop();
  const stoppedAt = Date.now();
  log(`outage: PostgreSQL stopped (${stoppedAt - stopAt} ms)`);
  await sleep(5000);
  const startAt = Date.now();
  cluster.start();
  const startedAt = Date.now();
  log(`outage: PostgreSQL started again (${startedAt - startAt} ms)`);
  // Recovered: every kind answered as it did before the outage, once the database is back.
  const anonymousOk = (r) => r.kind === 'anonymous' && (r.status === 404 || r.status === 401);
  const okStatus = (r) => (r.status >= 200 && r.status < 300) || anonymousOk(r);
  const recoveredBy = {};
  const until = Date.now() + 30_000;
  while (Object.keys(recoveredBy).length < Object.keys(kinds).length && Date.now() < until) {
    for (const r of results) if (r.t0 >= startedAt && okStatus(r) && recoveredBy[r.kind] === undefined) recoveredBy[r.kind] = r.t1 - startedAt;
    await sleep(50);
  }
  await sleep(2000);
  const afterFrom = Date.now();
  await sleep(1500);
  running = false;
  await Promise.all(workers);
  const alive = !srv.exit;
  const before = results.filter((r) => r.t1 < stopAt);
  const during = results.filter((r) => r.t0 > stoppedAt && r.t1 < startAt);
  const after = results.filter((r) => r.t0 >= afterFrom);
  const beforeBad = before.filter((r) => !okStatus(r));
  const duringBad = during.filter((r) => !(r.status === 503 && r.envelope));
  const afterBad = after.filter((r) => !okStatus(r));
  // Never a 500 or a dropped connection, at any time (the moments of the stop and start included).
  const anytimeBad = results.filter((r) => r.status === 0 || r.status === 500 || (r.status >= 500 && !r.envelope));
  const recoveredMs = Math.max(...Object.values(recoveredBy));
  const recovered = Object.keys(recoveredBy).length === Object.keys(kinds).length;
  // Writes answered 2xx before or after the outage are there.
  const present = new Set((await sql(cluster.url(db), `SELECT id FROM poll WHERE question LIKE 'rel-outage-%'`)).map((r) => Number(r.id)));
  const lost = [...acked.keys()].filter((id) => !present.has(id));
  await stopServer(srv);
  const ok = alive && recovered && beforeBad.length === 0 && during.length > 0 && duringBad.length === 0 && afterBad.length === 0 && anytimeBad.length === 0 && lost.length === 0;
  const sample = (list) =>
    list
      .slice(0, 3)
      .map((r) => `${r.kind}:${r.status || r.error}`)
      .join(', ');
  if (!ok && VERBOSE) console.log({ beforeBad: beforeBad.slice(0, 5), duringBad: duringBad.slice(0, 5), afterBad: afterBad.slice(0, 5), anytimeBad: anytimeBad.slice(0, 5), recoveredBy });
  const dist = (list) => {
    const m = {};
    for (const r of list) m[r.status || r.error] = (m[r.status || r.error] ?? 0) + 1;
    return Object.entries(m)
      .map(([k, v]) => `${k}x${v}`)
      .join(' ');
  };
  return {
    ok,
    figures:
      `before ${before.length} calls (${dist(before)}); 5 s down: ${during.length} calls (${dist(during)})` +
      `${duringBad.length ? ` [not 503+envelope: ${sample(duringBad)}]` : ''}; ` +
      `back: all kinds 2xx within ${recovered ? `${recoveredMs} ms` : 'NEVER'}; after: ${after.length} calls (${dist(after)}); ` +
      `process ${alive ? 'alive' : `EXITED ${JSON.stringify(srv.exit)}`}; acked writes lost: ${lost.length}` +
      (anytimeBad.length ? `; 500/dropped: ${anytimeBad.length} (${sample(anytimeBad)})` : ''),
  };
}

// ---------------------------------------------------------------------------------------------
// Check 3: SIGTERM drains in-flight requests and jobs.

/** Inserts `n` scheduled INDIVIDUAL greeting cards (copies of a seeded one) for two recipients. */
async function scheduleCards(url, prefix, n, releaseInMs, expireInMs = null) {
  const rows = await sql(
    url,
    `INSERT INTO greeting_card (name, type, title, web_background, mobile_background, staff_ids, release_date, expiration_date, status)
     SELECT $1 || g, 'INDIVIDUAL', 'Reliability ' || g, c.web_background, c.mobile_background,
            ARRAY[(SELECT id FROM account WHERE username = 'admin'), (SELECT id FROM account WHERE username = 'staff')],
            now() + make_interval(secs => $2::float8 / 1000),
            CASE WHEN $3::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $3::float8 / 1000) END, 'SCHEDULED'
       FROM (SELECT web_background, mobile_background FROM greeting_card LIMIT 1) c, generate_series(1, $4::int) g
     RETURNING id`,
    [prefix, releaseInMs, expireInMs, n],
  );
  return rows.map((r) => Number(r.id));
}

/** Per card: status, notifications sent for it, and activity-log rows of its moves. */
async function cardState(url, prefix) {
  return sql(
    url,
    `SELECT c.id, c.name, c.status,
            (SELECT count(*)::int FROM notification n WHERE n.source_type = 'GREETTING_CARD' AND n.source_id = c.id) AS notes,
            (SELECT count(*)::int FROM activity_log l WHERE l.table_name = 'greeting_card' AND l.record_id = c.id AND l.updated_data->>'status' = 'PUBLISH') AS released,
            (SELECT count(*)::int FROM activity_log l WHERE l.table_name = 'greeting_card' AND l.record_id = c.id AND l.updated_data->>'status' = 'EXPIRED') AS expired
       FROM greeting_card c WHERE c.name LIKE $1 || '%' ORDER BY c.id`,
    [prefix],
  );
}

/** A PNG of random pixels (incompressible), unique per call. */
async function noisePng(width, height) {
  const sharp = (await import('sharp')).default;
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** Uploads `png` with the body trickled over `ms` milliseconds (an upload in flight for that long). */
function slowUpload(base, token, png, ms) {
  return new Promise((resolve) => {
    const b = `----rel${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    const u = new URL(`${base}/api/v1/media/upload`);
    const t0 = Date.now();
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}`, 'content-length': body.length } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode, body: json, t0, t1: Date.now() });
        });
      },
    );
    req.on('error', (e) => resolve({ status: 0, error: e.code ?? String(e), t0, t1: Date.now() }));
    const parts = 20;
    const size = Math.ceil(body.length / parts);
    let i = 0;
    const next = () => {
      if (i >= parts) return req.end();
      req.write(body.subarray(i * size, (i + 1) * size));
      i++;
      setTimeout(next, ms / parts);
    };
    next();
  });
}

async function checkShutdown(cluster) {
  const db = await cloneDb(cluster, 'rel_shutdown');
  const url = cluster.url(db);
  const srv = await startServer({ name: 'shutdown', db, cluster, env: { JOBS: 'on', JOBS_INTERVAL_MS: '200', LOG: 'on' } });
  const token = await login(srv.base, 'admin', ADMIN_PASSWORD);
  // A scheduler pass held in flight: the first due card is row-locked by another connection.
  const ids = await scheduleCards(url, 'rel-shutdown-', 40, 2000);
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT id FROM greeting_card WHERE id = $1 FOR UPDATE', [ids[0]]);
  let jobWaiting = false;
  for (let i = 0; i < 100 && !jobWaiting; i++) {
    await sleep(100);
    const [w] = await sql(url, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query ILIKE '%greeting_card%'`, [db]);
    jobWaiting = w.n > 0;
  }
  // Requests in flight: a slow upload (2.5 s) and a write load.
  const png = await noisePng(300, 300);
  const upload = slowUpload(srv.base, token, png, 2500);
  const writes = [];
  const acked = new Map();
  let running = true;
  const worker = async (w) => {
    for (let i = 0; running; i++) {
      const question = `rel-shutdown-${w}-${i}`;
      const r = await api(srv.base, 'POST', '/api/v1/polls', { token, body: { question, expiry_time: future(), answers: answers(`s-${w}-${i}`) } });
      writes.push({ ...r, question });
      if (r.status === 200) acked.set(r.body.data.id, question);
      if (r.status === 0 || r.status === 503) return;
    }
  };
  const workers = Array.from({ length: 6 }, (_, w) => worker(w));
  await sleep(1000);
  const termAt = Date.now();
  process.kill(srv.child.pid, 'SIGTERM');
  // The held job must keep the process alive after the requests are done (the upload ends about
  // 1.5 s after SIGTERM): release the lock 2.5 s after it.
  await sleep(2500);
  const aliveWhileJobHeld = !srv.exit;
  await holder.query('COMMIT');
  await holder.end();
  const releasedAt = Date.now();
  const exit = await Promise.race([srv.exited, sleep(30_000).then(() => null)]);
  running = false;
  await Promise.all(workers);
  const up = await upload;
  // Requests sent before SIGTERM were answered (2xx); later ones got a clean 503, a refused
  // connection, or a reset of a keep-alive connection that was idle (not read: nothing done). The
  // 200 ms in between are a margin for a busy machine.
  const before = writes.filter((r) => r.t0 < termAt - 200);
  const beforeBad = before.filter((r) => r.status !== 200 && !(r.status === 503 && isEnvelope(r)));
  const afterTerm = writes.filter((r) => r.t0 >= termAt - 200);
  const afterBad = afterTerm.filter((r) => !(r.status === 200 || (r.status === 503 && isEnvelope(r)) || r.error === 'ECONNREFUSED' || r.error === 'ECONNRESET' || r.error === 'UND_ERR_SOCKET'));
  // Errors the server logged while shutting down (pino JSON lines, level >= 50).
  const errors = readFileSync(srv.logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter((l) => l && l.level >= 50 && l.time >= termAt);
  // What the database holds: every acked write; the held card moved whole (status, 2 notifications, 1 log row).
  const stored = await sql(url, `SELECT id, question FROM poll WHERE question LIKE 'rel-shutdown-%'`);
  const present = new Set(stored.map((r) => Number(r.id)));
  const lost = [...acked.keys()].filter((id) => !present.has(id));
  // A write refused with 503 did nothing.
  const storedQuestions = new Set(stored.map((r) => r.question));
  const refusedButWritten = writes.filter((r) => r.status === 503 && storedQuestions.has(r.question)).length;
  const cards = await cardState(url, 'rel-shutdown-');
  const held = cards.find((c) => Number(c.id) === ids[0]);
  const heldDone = held?.status === 'PUBLISH' && held.notes === 2 && held.released === 1;
  const partial = cards.filter((c) => !((c.status === 'PUBLISH' && c.notes === 2 && c.released === 1) || (c.status === 'SCHEDULED' && c.notes === 0 && c.released === 0)));
  // The uploaded file is there for a new server (same data folder).
  let fileOk = false;
  if (up.status === 200) {
    const again = await startServer({ name: 'shutdown-restart', db, cluster, env: { JOBS: 'off', DATA_DIR: srv.dataDir } });
    const t2 = await login(again.base, 'admin', ADMIN_PASSWORD);
    const f = await api(again.base, 'GET', up.body.data[0].url, { token: t2 });
    fileOk = f.status === 200 && Buffer.compare(f.buf, png) === 0;
    await stopServer(again);
  }
  const exitMs = exit ? exit.at - termAt : null;
  const ok =
    jobWaiting && exit?.code === 0 && aliveWhileJobHeld && up.status === 200 && fileOk && beforeBad.length === 0 && afterBad.length === 0 && errors.length === 0 && lost.length === 0 && refusedButWritten === 0 && heldDone && partial.length === 0;
  if (!ok && VERBOSE) console.log(JSON.stringify({ jobWaiting, exit, aliveWhileJobHeld, up, beforeBad: beforeBad.slice(0, 3), afterBad: afterBad.slice(0, 3), errors: errors.slice(0, 3), held, partial }, null, 1));
  return {
    ok,
    figures:
      `exit ${exit ? `code ${exit.code}${exit.signal ? ` ${exit.signal}` : ''} ${exitMs} ms after SIGTERM (${exit.at - releasedAt} ms after the held job could finish)` : 'NONE within 30 s'}; ` +
      `slow upload in flight: ${up.status || up.error}${fileOk ? ', file stored' : ', file MISSING'}; ` +
      `${before.length} writes sent before SIGTERM: ${before.length - beforeBad.length} answered 2xx${beforeBad.length ? `, ${beforeBad.length} failed (${beforeBad.slice(0, 2).map((r) => r.status || r.error)})` : ''}; ` +
      `around and after it: ${afterTerm.filter((r) => r.status === 200).length} x 2xx, ${afterTerm.filter((r) => r.status === 503).length} x 503 (${refusedButWritten} written anyway), ${afterTerm.filter((r) => r.status === 0).length} refused or reset; ` +
      `held scheduler move ${jobWaiting ? (heldDone ? 'finished' : 'NOT finished') : 'never started'}, partial cards ${partial.length}; errors logged ${errors.length}${errors[0] ? ` (${String(errors[0].msg ?? errors[0].err?.message).slice(0, 80)})` : ''}; acked writes lost ${lost.length}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Check 4: three instances, one database, one S3 store, a round-robin proxy.

function startProxy(targets) {
  let next = 0;
  const hits = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    hits[i]++;
    const t = targets[i];
    const p = http.request(
      { host: '127.0.0.1', port: t.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    p.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"success":false,"message":"bad gateway"}');
    });
    req.pipe(p);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, hits, base: `http://127.0.0.1:${server.address().port}` })));
}

async function uploadPng(base, token, png) {
  const b = `----rel${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="multi.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await fetch(`${base}/api/v1/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` }, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function checkMulti(cluster) {
  const db = await cloneDb(cluster, 'rel_multi');
  const url = cluster.url(db);
  const S3rver = (await import('s3rver')).default;
  const bucket = 'portal-media';
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(WORK, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const s3addr = await s3.run();
  const s3env = { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${s3addr.port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
  // Three instances started together (migrations and change triggers under the advisory lock), each
  // with its own data folder: nothing may rely on a local disk.
  const env = { ...s3env, JOBS: 'on', JOBS_INTERVAL_MS: '300', TRUST_PROXY: '1' };
  const servers = await Promise.all(['a', 'b', 'c'].map((n) => startServer({ name: `multi-${n}`, db, cluster, env })));
  const proxy = await startProxy(servers);
  const figures = [];
  let ok = true;
  try {
    const admin = await login(proxy.base, 'admin', ADMIN_PASSWORD);

    // (a) Lists: a write on one instance is in the others' (cached) lists at once.
    let stale = 0;
    let rounds = 0;
    const list = (s) => api(s.base, 'GET', '/api/v1/polls?limit=10', { token: admin });
    for (let i = 0; i < 60; i++) {
      const [w, r1, r2] = [servers[i % 3], servers[(i + 1) % 3], servers[(i + 2) % 3]];
      // Warm the readers' caches with the current list.
      await Promise.all([list(r1), list(r2), list(r1), list(r2)]);
      const kind = i % 3;
      let expect;
      if (kind === 0) {
        const c = await api(w.base, 'POST', '/api/v1/polls', { token: admin, body: { question: `rel-multi-${i}`, expiry_time: future(), answers: answers('m', 2) } });
        if (c.status !== 200) throw new Error(`create on ${w.name}: ${c.status} ${JSON.stringify(c.body)}`);
        const id = c.body.data.id;
        expect = (items) => items.some((p) => p.id === id);
      } else {
        const [top] = (await list(w)).body.data.items;
        if (kind === 1) {
          const q = `rel-multi-${i}-renamed`;
          const u = await api(w.base, 'PUT', `/api/v1/polls/${top.id}`, { token: admin, body: { question: q } });
          if (u.status !== 200) throw new Error(`update on ${w.name}: ${u.status}`);
          expect = (items) => items.some((p) => p.id === top.id && p.question === q);
        } else {
          const d = await api(w.base, 'DELETE', `/api/v1/polls/${top.id}`, { token: admin });
          if (d.status !== 200) throw new Error(`delete on ${w.name}: ${d.status}`);
          expect = (items) => !items.some((p) => p.id === top.id);
        }
      }
      const [g1, g2] = await Promise.all([list(r1), list(r2)]);
      for (const g of [g1, g2]) {
        rounds++;
        if (g.status !== 200 || !expect(g.body.data.items)) stale++;
      }
    }
    figures.push(`lists: ${stale}/${rounds} stale reads right after a write elsewhere`);
    if (stale > 0) ok = false;

    // (b) Sessions: a session ended on one instance is refused by all, at once.
    let accepted = 0;
    let trials = 0;
    for (let i = 0; i < 6; i++) {
      const token = await login(servers[i % 3].base, 'staff', DEMO_PASSWORD);
      const seen = await Promise.all(servers.map((s) => api(s.base, 'GET', '/api/v1/user/me', { token })));
      if (seen.some((r) => r.status !== 200)) throw new Error('a fresh session is refused');
      if (i % 2 === 0) {
        const out = await api(servers[(i + 1) % 3].base, 'POST', '/api/v1/auth/logout', { token });
        if (out.status !== 200) throw new Error(`logout: ${out.status}`);
      } else {
        // Ended from another device of the same user ("my devices").
        const other = await login(servers[(i + 2) % 3].base, 'staff', DEMO_PASSWORD);
        const sessions = await api(servers[(i + 1) % 3].base, 'GET', '/api/v1/auth/sessions', { token: other });
        const target = sessions.body.data.find((s) => !s.is_current && Number(s.id) === Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sid));
        const del = await api(servers[(i + 1) % 3].base, 'DELETE', `/api/v1/auth/sessions/${target?.id}`, { token: other });
        if (del.status !== 200) throw new Error(`revoke: ${del.status}`);
      }
      const after = await Promise.all([...servers, proxy].map((s) => api(s.base, 'GET', '/api/v1/user/me', { token })));
      for (const r of after) {
        trials++;
        if (r.status !== 401) accepted++;
      }
    }
    figures.push(`revoked sessions: ${accepted}/${trials} calls still accepted`);
    if (accepted > 0) ok = false;

    // (c) Jobs: 30 cards released and then expired by three schedulers, each move once.
    const cardIds = await scheduleCards(url, 'rel-multi-card-', 30, 1500, 3000);
    const until = Date.now() + 20_000;
    let cards = [];
    while (Date.now() < until) {
      cards = await cardState(url, 'rel-multi-card-');
      if (cards.every((c) => c.status === 'EXPIRED')) break;
      await sleep(250);
    }
    const twice = cards.filter((c) => c.notes !== 2 || c.released !== 1 || c.expired !== 1);
    const notMoved = cards.filter((c) => c.status !== 'EXPIRED').length;
    figures.push(`jobs: ${cardIds.length} cards x 2 moves by 3 schedulers, ${notMoved} not moved, ${twice.length} with a move or notification not exactly once`);
    if (twice.length > 0 || notMoved > 0) ok = false;

    // (d) Uploads: stored through one instance, read (file and thumbnail) through every other and the proxy.
    let unreadable = 0;
    let reads = 0;
    for (let i = 0; i < 3; i++) {
      const png = await noisePng(64, 48);
      const up = await uploadPng(servers[i].base, admin, png);
      if (up.status !== 200) throw new Error(`upload on ${servers[i].name}: ${up.status} ${JSON.stringify(up.body)}`);
      const m = up.body.data[0];
      for (const s of [...servers, proxy, proxy, proxy]) {
        const f = await api(s.base, 'GET', m.url, { token: admin });
        const th = await api(s.base, 'GET', m.thumbnail_url, { token: admin });
        reads += 2;
        if (f.status !== 200 || Buffer.compare(f.buf, png) !== 0) unreadable++;
        if (th.status !== 200 || th.headers.get('content-type') !== 'image/png') unreadable++;
      }
      // Deleted through another instance: gone for all.
      const del = await api(servers[(i + 1) % 3].base, 'DELETE', `/api/v1/media/${m.id}`, { token: admin });
      if (del.status !== 200) throw new Error(`media delete: ${del.status}`);
      for (const s of servers) {
        reads++;
        if ((await api(s.base, 'GET', m.url, { token: admin })).status !== 404) unreadable++;
      }
    }
    figures.push(`uploads: ${unreadable}/${reads} reads wrong across instances`);
    if (unreadable > 0) ok = false;
    figures.push(`proxy spread ${proxy.hits.join('/')}`);
    const dead = servers.filter((s) => s.exit);
    if (dead.length) {
      ok = false;
      figures.push(`instances exited: ${dead.map((s) => s.name)}`);
    }
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    proxy.server.close();
    await s3.close();
  }
  return { ok, figures: figures.join('; ') };
}

// ---------------------------------------------------------------------------------------------
// Check 5: backup under writes, restore on "another machine" (issue 36).

/** Runs a server tool (src/tools/<name>.ts) as `npm run <name>` does; resolves with its exit code and output. */
function runTool(name, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages', 'server', 'src', 'tools', `${name}.ts`), ...args], {
      cwd: join(ROOT, 'packages', 'server'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      children.delete(child);
      if (VERBOSE) console.log(out);
      resolve({ code, out });
    });
  });
}

async function checkBackup(cluster) {
  const db = await cloneDb(cluster, 'rel_backup');
  const S3rver = (await import('s3rver')).default;
  const bucket = 'portal-backup-src';
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(WORK, 's3-backup'), configureBuckets: [{ name: bucket, configs: [] }] });
  const s3addr = await s3.run();
  // The source keeps its files in S3; the restored instance on its own disk.
  const s3env = { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${s3addr.port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
  // The demo's seeded files (written to the template server's disk) go to the bucket too.
  const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: 'us-east-1', endpoint: s3env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const seededDir = join(WORK, 'data-template', 'media');
  for (const f of existsSync(seededDir) ? readdirSync(seededDir, { recursive: true }) : []) {
    const file = join(seededDir, String(f));
    if (statSync(file).isFile()) await client.send(new PutObjectCommand({ Bucket: bucket, Key: String(f).split(sep).join('/'), Body: readFileSync(file) }));
  }
  client.destroy();
  const srv = await startServer({ name: 'backup-src', db, cluster, env: { ...s3env, JOBS: 'off' } });
  let restoredSrv = null;
  const figures = [];
  let ok = true;
  try {
    const admin = await login(srv.base, 'admin', ADMIN_PASSWORD);
    const uploads = [];
    for (let i = 0; i < 6; i++) {
      const png = await noisePng(64, 48);
      const up = await uploadPng(srv.base, admin, png);
      if (up.status !== 200) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
      uploads.push({ id: up.body.data[0].id, url: up.body.data[0].url, png });
    }
    // Writes all along the backup: polls (five answers each) and uploads, one after another.
    let stop = false;
    const done = []; // { kind, id, t1 }
    let failedWrites = 0;
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        if (i % 4 === 3) {
          const up = await uploadPng(srv.base, admin, await noisePng(32, 24));
          if (up.status === 200) done.push({ kind: 'media', id: up.body.data[0].id, t1: Date.now() });
          else failedWrites++;
        } else {
          const r = await api(srv.base, 'POST', '/api/v1/polls', { token: admin, body: { question: `rel-backup-${i}`, expiry_time: future(), answers: answers('b') } });
          if (r.status === 200) done.push({ kind: 'poll', id: r.body.data.id, t1: r.t1 });
          else failedWrites++;
        }
      }
    })();
    await sleep(300);
    const dir = join(WORK, 'backup');
    const tb = Date.now();
    const b = await runTool('backup', [dir], { DATABASE_URL: cluster.url(db), DATA_DIR: join(WORK, 'data-backup-src'), ...s3env });
    const backupMs = Date.now() - tb;
    const during = done.filter((d) => d.t1 > tb && d.t1 < tb + backupMs).length;
    stop = true;
    await load;
    if (b.code !== 0) throw new Error(`backup exited ${b.code}: ${b.out.trim().split('\n').slice(-3).join(' ')}`);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));

    // "Another machine": an empty database and an empty data folder.
    await sql(cluster.url('postgres'), 'CREATE DATABASE rel_restored');
    const restoredData = join(WORK, 'data-backup-restored');
    const tr = Date.now();
    const r = await runTool('restore', [dir], { DATABASE_URL: cluster.url('rel_restored'), DATA_DIR: restoredData });
    const restoreMs = Date.now() - tr;
    if (r.code !== 0) throw new Error(`restore exited ${r.code}: ${r.out.trim().split('\n').slice(-3).join(' ')}`);

    // Every table as the snapshot saw it: the restore checked counts and checksums against the
    // manifest; here the writes answered before the backup began must all be in it.
    const restoredUrl = cluster.url('rel_restored');
    const before = done.filter((d) => d.t1 < tb);
    const polls = new Set((await sql(restoredUrl, 'SELECT id FROM poll')).map((x) => Number(x.id)));
    const media = new Set((await sql(restoredUrl, 'SELECT id FROM media')).map((x) => Number(x.id)));
    const lost = before.filter((d) => !(d.kind === 'poll' ? polls : media).has(Number(d.id))).length;
    const halfPolls = await sql(restoredUrl, 'SELECT p.id FROM poll p LEFT JOIN poll_answer a ON a.poll_id = p.id WHERE p.question LIKE $1 GROUP BY p.id HAVING count(a.id) <> 5', ['rel-backup-%']);
    // The restored instance serves the files from its own disk, byte for byte.
    restoredSrv = await startServer({ name: 'backup-restored', db: 'rel_restored', cluster, env: { JOBS: 'off', DATA_DIR: restoredData } });
    const token = await login(restoredSrv.base, 'admin', ADMIN_PASSWORD);
    let wrongFiles = 0;
    for (const u of uploads) {
      const f = await api(restoredSrv.base, 'GET', u.url, { token });
      if (f.status !== 200 || Buffer.compare(f.buf, u.png) !== 0) wrongFiles++;
    }
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
    figures.push(
      `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, ${bytes} bytes (S3 -> disk); backup ${(backupMs / 1000).toFixed(1)} s under ${during} writes, restore+verify ${(restoreMs / 1000).toFixed(1)} s`,
    );
    figures.push(`${lost}/${before.length} writes before the backup missing, ${halfPolls.length} half-written polls, ${manifest.missing_files.length} files missing, ${wrongFiles}/${uploads.length} files served wrong after restore, ${failedWrites} writes failed`);
    if (lost > 0 || halfPolls.length > 0 || manifest.missing_files.length > 0 || wrongFiles > 0 || failedWrites > 0 || during === 0) ok = false;
  } finally {
    await stopServer(srv);
    if (restoredSrv) await stopServer(restoredSrv);
    await s3.close();
  }
  return { ok, figures: figures.join('; ') };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const summary = [];
  if (!flag('no-build')) {
    log('building the server bundle (packages/server/dist/main.js)');
    execFileSync(process.execPath, [join(ROOT, 'packages', 'server', 'scripts', 'build.mjs')], { stdio: 'inherit' });
  }
  const pgStart = Date.now();
  const { cluster, error } = await startPostgres();
  if (!cluster) {
    for (const name of ONLY) summary.push({ check: name, result: 'SKIPPED', figures: `no private PostgreSQL: ${error}` });
  } else {
    log(`private PostgreSQL on port ${cluster.port} (${Date.now() - pgStart} ms), work folder ${WORK}`);
    await prepareTemplate(cluster);
    const checks = { crash: checkCrash, outage: checkOutage, shutdown: checkShutdown, multi: checkMulti, backup: checkBackup };
    for (const name of ONLY) {
      const fn = checks[name];
      if (!fn) throw new Error(`unknown check ${name} (${ALL.join(', ')})`);
      const t = Date.now();
      log(`${name}: running`);
      let r;
      try {
        r = await fn(cluster);
      } catch (e) {
        r = { ok: false, figures: `error: ${String(e?.stack ?? e).split('\n').slice(0, 3).join(' ')}` };
      }
      const secs = ((Date.now() - t) / 1000).toFixed(1);
      summary.push({ check: name, result: r.ok ? 'PASS' : 'FAIL', figures: `${r.figures} (${secs} s)` });
      log(`${name}: ${r.ok ? 'PASS' : 'FAIL'} in ${secs} s`);
    }
  }
  await cleanup();
  console.log('\n| check | result | figures |\n|---|---|---|');
  for (const s of summary) console.log(`| ${s.check} | ${s.result} | ${s.figures} |`);
  console.log(`\ntotal ${((Date.now() - T0) / 1000).toFixed(1)} s`);
  const failed = summary.some((s) => s.result === 'FAIL') || (STRICT && summary.some((s) => s.result === 'SKIPPED'));
  process.exit(failed ? 1 : 0);
}

main().catch(async (e) => {
  console.error(e);
  await cleanup();
  process.exit(1);
});

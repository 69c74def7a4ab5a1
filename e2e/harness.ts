/**
 * Browser-test harness: builds the web app (unless E2E_SKIP_BUILD=1), starts the real server on a
 * temporary database and a free port, and drives Debian's Chromium with playwright-core.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, closeSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
export const hasChromium = existsSync(CHROMIUM);

/**
 * Where the servers' data folders go: memory (`/dev/shm`) where the system has it with room to
 * spare (a container's default is 64 MB). A seeded folder is about 6,000 files of embedded
 * PostgreSQL (110 MB), the template and one server's copy at a time: copying it for each file's
 * server took 4 to 6 s of kernel time on this machine's disk and under half a second in memory, and
 * the database opens a second faster there.
 */
const MEMORY_ROOM = 1024 * 1024 * 1024;
export const DATA_ROOT = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= MEMORY_ROOM) return '/dev/shm';
  } catch {
    /* no such folder, or not writable */
  }
  return tmpdir();
})();

/**
 * A port nothing listens on, from a random start between 20000 and 24999: below Linux's ephemeral
 * range (32768 and up), where the outgoing connections of what runs beside the browser tests in
 * `npm test` (the API tests' PostgreSQL connections) cannot take it between this probe and the
 * server's listen. The reliability checks take theirs from 25432 and 26000 to 29999.
 */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const tryPort = (p: number) => {
      if (p > 25_000) return fail(new Error('no free port between 20000 and 25000'));
      const s = createServer();
      s.once('error', () => tryPort(p + 1));
      s.listen(p, '127.0.0.1', () => s.close(() => ok(p)));
    };
    tryPort(20_000 + Math.floor(Math.random() * 5_000));
  });
}

/** Set by e2e/setup.ts once it has built the web for the run: the files' servers serve that build. */
const WEB_BUILT_ENV = 'E2E_WEB_BUILT';

/**
 * What the web's build reads besides node_modules' packages: its own folder, the domain's
 * declarations and helpers it bundles (and the manifest computed from them), the workspace's
 * manifests and TypeScript settings, and the installed packages' lock (npm writes
 * node_modules/.package-lock.json on every install).
 */
const WEB_INPUTS = ['packages/web', 'packages/domain', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'node_modules/.package-lock.json'];
/** Written into the build's folder after a build: the hash of its inputs. Vite empties the folder on every build, so any other build removes it. */
const WEB_STAMP = 'packages/web/dist/.inputs.json';

/** A hash of every input file of the web's build (paths and contents) and of the build's VITE_ variables. */
export function webInputsHash(): string {
  const hash = createHash('sha256');
  const visit = (rel: string): void => {
    const abs = join(ROOT, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) if (name !== 'node_modules' && name !== 'dist') visit(`${rel}/${name}`);
      return;
    }
    hash.update(`${rel}\0`).update(readFileSync(abs)).update('\0');
  };
  for (const rel of WEB_INPUTS) visit(rel);
  for (const [k, v] of Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort()) hash.update(`${k}=${v}\0`);
  return hash.digest('hex');
}

/** Whether packages/web/dist was built by buildWeb from exactly the current inputs. */
function isWebBuildCurrent(inputs: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(join(ROOT, WEB_STAMP), 'utf8')) as { inputs?: string; index?: string };
    const index = createHash('sha256').update(readFileSync(join(ROOT, 'packages/web/dist/index.html'))).digest('hex');
    return stamp.inputs === inputs && stamp.index === index;
  } catch {
    return false; // no stamp or no build
  }
}

/**
 * Builds the web app unless `packages/web/dist` is already the build of the current inputs (a
 * stamp buildWeb leaves there: CI's web-transfer step builds it just before `npm test`, about 10
 * to 20 s saved) or E2E_SKIP_BUILD=1 says to use whatever is there.
 */
export function buildWeb(): void {
  const inputs = webBuildNeeded();
  if (inputs) {
    execFileSync('npm', WEB_BUILD_ARGS, { cwd: ROOT, stdio: 'pipe', env: webBuildEnv() });
    stampWebBuild(inputs);
  }
  // Each file's openBrowserApp asked for a build again (about 10 s a file): once per run is enough.
  process.env[WEB_BUILT_ENV] = '1';
}

/** buildWeb without holding the process: e2e/setup.ts seeds the data template meanwhile. */
export async function buildWebInBackground(): Promise<void> {
  const inputs = webBuildNeeded();
  if (inputs) {
    await promisify(execFile)('npm', WEB_BUILD_ARGS, { cwd: ROOT, env: webBuildEnv(), maxBuffer: 64 * 1024 * 1024 });
    stampWebBuild(inputs);
  }
  process.env[WEB_BUILT_ENV] = '1';
}

const WEB_BUILD_ARGS = ['run', 'build', '--workspace', '@portal/web'];
// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
const webBuildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

/** The inputs' hash when the web must be built, or null when the build there will do. */
function webBuildNeeded(): string | null {
  if ((process.env.E2E_SKIP_BUILD === '1' || process.env[WEB_BUILT_ENV] === '1') && existsSync(join(ROOT, 'packages/web/dist/index.html'))) return null;
  const inputs = webInputsHash();
  return isWebBuildCurrent(inputs) ? null : inputs;
}

function stampWebBuild(inputs: string): void {
  const index = createHash('sha256').update(readFileSync(join(ROOT, 'packages/web/dist/index.html'))).digest('hex');
  writeFileSync(join(ROOT, WEB_STAMP), JSON.stringify({ inputs, index }));
}

export type ScheduleResult = { released: number[]; expired: number[]; moved: number[] };

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  log: () => string;
  /**
   * Sets the server's clock (it runs with E2E_CLOCK=1: real time plus an offset, so it keeps
   * flowing) to a time, or moves it by some milliseconds; answers the server's time.
   */
  setClock: (to: { at: Date | string } | { advanceMs: number } | { reset: true }) => Promise<Date>;
  /** One pass of the content scheduler at the server's time (the periodic one is off: JOBS=off). */
  runScheduler: () => Promise<ScheduleResult>;
};

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!res.ok || !json.success) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * The seeded data folder every server starts from: e2e/setup.ts (vitest's globalSetup) seeds it
 * once per run, so each file's server copies it (a second) instead of migrating and seeding (about
 * 18 s). Without it (a harness used outside vitest) each server seeds its own.
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/** Seeds a data folder by starting the real server on it once and stopping it cleanly. */
export async function prepareDataDir(dir: string): Promise<void> {
  const server = await startServer({ dataDir: dir });
  await server.stop();
}

/**
 * Set by e2e/setup.ts: the server bundle `npm start` runs (packages/server/dist/main.js), built once
 * per run. A server started from it was up in 4.8 to 7.5 s here against 10.3 to 11.4 s through tsx's
 * loader (load average 7 to 10), and it is what production runs. Without it, tsx runs the sources.
 */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

/**
 * Builds the server bundle (esbuild, about a second) for this run's servers, unless `npm test`
 * (scripts/test.mjs) built it before starting the browser tests beside the reliability checks,
 * which run it too (E2E_SERVER_BUILT=1: a second build meanwhile would rewrite the file they start).
 */
export function buildServer(): void {
  const bundle = join(ROOT, 'packages/server/dist/main.js');
  if (process.env.E2E_SERVER_BUILT !== '1' || !existsSync(bundle))
    execFileSync(process.execPath, ['packages/server/scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
  process.env[SERVER_BUNDLE_ENV] = bundle;
}

/**
 * Set by e2e/setup.ts: a folder where the next files' servers wait, each started when a file starts
 * (its boot, 5 to 10 s a file, no longer holds up each file). The files run in worker processes (two
 * at a time), so a spare is a detached process named in a `spare-*.json` of its own.
 */
export const SPARE_DIR_ENV = 'E2E_SPARE_DIR';

type ServerProcess = { pid: number; port: number; dataDir: string; logFile: string };

function serverArgs(): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  // Node with tsx's loader, not `npx tsx` (npx and tsx's own wrapper process: a second more per start).
  return bundle && existsSync(bundle) ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'packages/server/src/main.ts'];
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  // A controllable clock and the scheduler run on demand (setClock, runScheduler): tests never wait for it.
  return { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', NODE_ENV: 'development', DATABASE_URL: '', E2E_CLOCK: '1', JOBS: 'off' };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a server's process group and waits for it (10 s at most for a kill, a minute for a clean
 * stop): SIGTERM when its folder is kept (a clean stop keeps a seeded folder usable as a template), SIGKILL for a file's throwaway server (its folder is
 * removed next; the clean stop, 1.8 to 2 s after a file's writes, is the reliability checks' part).
 */
async function stopProcess(pid: number, exited: () => boolean, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  try {
    process.kill(-pid, signal);
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + (signal === 'SIGTERM' ? 60_000 : 10_000);
  while (!exited() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/**
 * Starts the next file's server in the background from the run's template and names it in
 * `spare-<time>-<pid>-<n>.json` (files running side by side each leave one: none is lost).
 */
let sparesStarted = 0;

export async function startSpare(spareDir: string, template: string): Promise<void> {
  const dataDir = mkdtempSync(join(DATA_ROOT, 'portal-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const logFile = `${dataDir}.log`;
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, serverArgs(), { cwd: ROOT, env: serverEnv(dataDir, port), stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  child.unref();
  const spare: ServerProcess = { pid: child.pid as number, port, dataDir, logFile };
  const name = `spare-${Date.now()}-${process.pid}-${++sparesStarted}.json`;
  writeFileSync(join(spareDir, `${name}.tmp`), JSON.stringify(spare));
  renameSync(join(spareDir, `${name}.tmp`), join(spareDir, name));
}

/** Takes the oldest waiting spare server, if there is one (a rename: two takers cannot both have it). */
function takeSpare(spareDir: string): ServerProcess | undefined {
  const mine = join(spareDir, `taken-${process.pid}.json`);
  for (const name of readdirSync(spareDir).filter((n) => /^spare-.*\.json$/.test(n)).sort()) {
    try {
      renameSync(join(spareDir, name), mine);
    } catch {
      continue; // taken by another file meanwhile
    }
    const spare = JSON.parse(readFileSync(mine, 'utf8')) as ServerProcess;
    rmSync(mine, { force: true });
    return spare;
  }
  return undefined;
}

/** Stops the spares nobody took (e2e/setup.ts's teardown). */
export async function stopSpares(spareDir: string): Promise<void> {
  for (let spare = takeSpare(spareDir); spare; spare = takeSpare(spareDir)) {
    const { pid } = spare;
    await stopProcess(pid, () => !isAlive(pid), 'SIGKILL');
    rmSync(spare.dataDir, { recursive: true, force: true });
    rmSync(spare.logFile, { force: true });
  }
}

async function waitUntilUp(url: string, exited: () => boolean, log: () => string): Promise<void> {
  // Generous: seeding on a loaded 2-core machine can take minutes; a healthy start takes seconds.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited()) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function runningServer(url: string, log: () => string, stop: () => Promise<void>): RunningServer {
  return {
    url,
    log,
    setClock: async (to) => {
      const body = 'at' in to ? { at: new Date(to.at).toISOString() } : to;
      return new Date((await postJson<{ now: string }>(`${url}/api/test/clock`, body)).now);
    },
    runScheduler: () => postJson<ScheduleResult>(`${url}/api/test/scheduler/run`, {}),
    stop,
  };
}

export async function startServer(options: { dataDir?: string } = {}): Promise<RunningServer> {
  const template = process.env[DATA_TEMPLATE_ENV];
  const spareDir = process.env[SPARE_DIR_ENV];
  if (!options.dataDir && template && existsSync(template) && spareDir) {
    const spare = takeSpare(spareDir);
    // The next file's server starts now, while this one's tests run.
    await startSpare(spareDir, template);
    if (spare) {
      const url = `http://127.0.0.1:${spare.port}`;
      const log = () => (existsSync(spare.logFile) ? readFileSync(spare.logFile, 'utf8') : '');
      const exited = () => !isAlive(spare.pid);
      try {
        await waitUntilUp(url, exited, log);
        return runningServer(url, log, async () => {
          await stopProcess(spare.pid, exited, 'SIGKILL');
          rmSync(spare.dataDir, { recursive: true, force: true });
          rmSync(spare.logFile, { force: true });
        });
      } catch (e) {
        console.warn(`[e2e] the spare server did not start (${(e as Error).message.slice(0, 500)}); starting one now`);
        rmSync(spare.dataDir, { recursive: true, force: true });
      }
    }
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(DATA_ROOT, 'portal-e2e-'));
  if (!options.dataDir && template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  let out = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs(), { cwd: ROOT, env: serverEnv(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  await waitUntilUp(url, exited, () => out);
  return runningServer(
    url,
    () => out,
    async () => {
      if (child.pid) await stopProcess(child.pid, exited, options.dataDir ? 'SIGTERM' : 'SIGKILL');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  );
}

/**
 * What each browser test file starts from: the web built (once per run, e2e/setup.ts), a server on
 * the run's seeded data and a browser; `closeBrowserApp` stops both after the file.
 */
export async function openBrowserApp(): Promise<{ server: RunningServer; browser: Browser }> {
  buildWeb();
  const [server, browser] = await Promise.all([startServer(), sharedBrowser()]);
  return { server, browser };
}

/** After a file: its pages' contexts closed (the browser stays for the next file), its server stopped. */
export async function closeBrowserApp(server: RunningServer | undefined, browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => undefined)));
  await server?.stop();
}

let browserOfRun: Promise<Browser> | null = null;

/**
 * One browser for the files of a run: they run one after the other in one process (e2e/vitest.config.ts,
 * `isolate: false`), and a launch and a clean close cost each file 1 to 3 s. A file's pages live in
 * contexts of its own (own storage, cache and cookies), closed after it (`closeBrowserApp`); a
 * browser that went away is launched again. Playwright kills it when the process exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const known = browserOfRun ? await browserOfRun.catch(() => null) : null;
  if (known?.isConnected()) return known;
  browserOfRun = launchBrowser();
  return browserOfRun;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * A screenshot for people to look at (e2e/artifacts), never an assertion. `npm test` runs with
 * E2E_SHOTS=off (scripts/test.mjs): the whole suite checks behaviour; running a browser test file
 * directly takes its pictures.
 */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SHOTS === 'off') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let lists finish loading so the picture shows the screen, not its spinner.
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(400); // the loading blur fades out over 0.3 s
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/** A session as the sign-in API answers it. */
export type Session = { user: unknown; accessToken: string; refreshToken: string | null };

/**
 * Puts `session` into the storage of every page of `context` before its scripts run, as the web
 * app keeps it (unless a page already holds one): a first visit that is already signed in.
 */
export async function keepSession(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript((s) => {
    if (localStorage.getItem('accessToken')) return;
    localStorage.setItem('userData', JSON.stringify(s.user));
    localStorage.setItem('accessToken', s.accessToken);
    if (s.refreshToken) localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('language', 'vi');
  }, session);
}

export type SignInOptions = {
  password?: string;
  /** Viewport width; 500 px or less is a phone (touch, mobile). */
  width?: number;
  lang?: 'vi' | 'en';
  /** The browser's time zone (the product must show Asia/Ho_Chi_Minh whatever it is). */
  timezoneId?: string;
  /** Where the page goes once signed in; '/' by default. */
  path?: string;
  /** Uncaught page errors are pushed here, prefixed with the user name. */
  errors?: string[];
  /**
   * API answers 403 are pushed to `errors` too: normal browsing must never ask for what the user
   * cannot read (issue 12). Off for tests that try refused things on purpose.
   */
  isRefusalAnError?: boolean;
};

/**
 * A page of a new browser context already signed in as `username`: the session comes from the
 * sign-in API and is put in the browser's storage as the web app keeps it, so a test that is not
 * about the sign-in form does not pay for it (portal.e2e tests the form itself).
 */
export async function signedInPage(browser: Browser, server: Pick<RunningServer, 'url'>, username: string, options: SignInOptions = {}): Promise<Page> {
  const { password = username === 'admin' ? 'Admin@123456' : 'Demo@123456', width = 1440, lang = 'vi', timezoneId = 'Asia/Ho_Chi_Minh', path = '/' } = options;
  const res = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data?: { user: unknown; accessToken: string; refreshToken: string | null } };
  if (!res.ok || !body.data?.accessToken) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  const { user, accessToken, refreshToken } = body.data;
  const localStorage = [
    { name: 'userData', value: JSON.stringify(user) },
    { name: 'accessToken', value: accessToken },
    { name: 'language', value: lang },
    ...(refreshToken ? [{ name: 'refreshToken', value: refreshToken }] : []),
  ];
  const phone = width <= 500;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    locale: 'vi-VN',
    timezoneId,
    ...(phone && { isMobile: true, hasTouch: true }),
    storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
  });
  const page = await context.newPage();
  if (options.errors) {
    const errors = options.errors;
    page.on('pageerror', (e) => errors.push(`${username}: ${e.message}`));
    if (options.isRefusalAnError) page.on('response', (r) => void (r.status() === 403 && r.url().includes('/api/') && errors.push(`${username}: 403 ${r.request().method()} ${r.url()}`)));
  }
  await page.goto(`${server.url}${path}`);
  return page;
}

/**
 * Goes to `path` inside the web app already open in `page`, as a click on a link does (a history
 * entry the router follows), instead of loading the page again: a full load of the app cost 0.9 s
 * of Chromium's CPU here against 0.2 s for a client-side navigation (load average 21). For steps
 * that are not about a cold load; the caller then waits for something only the new screen shows.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const isSame = await page.evaluate((to) => {
    const next = new URL(to, window.location.href);
    if (next.href === window.location.href) return true;
    // The state the router keeps in its entries (react-router's browser history: usr, key, idx).
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', next.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return false;
  }, path);
  // The screen already open would stay as it is (its data as first read): load it again instead.
  if (isSame) await page.reload();
}

/**
 * signedInPage, keeping one page per user and options for a file's tests that need no isolation
 * from each other: the first call signs in (a context of its own, as signedInPage), later ones go
 * to `path` client-side (navigate). A new context and first load cost about 2 s of Chromium's CPU
 * here. `errors` is the array given at the first call. The pages close with the file's contexts
 * (closeBrowserApp); a test does not close them.
 */
export function signedInPages(): (browser: Browser, server: Pick<RunningServer, 'url'>, username: string, options?: SignInOptions) => Promise<Page> {
  const pages = new Map<string, Page>();
  return async (browser, server, username, options = {}) => {
    const { path = '/', errors: _errors, ...rest } = options;
    const key = JSON.stringify([server.url, username, rest]);
    const known = pages.get(key);
    if (known && !known.isClosed()) {
      await navigate(known, path);
      return known;
    }
    const page = await signedInPage(browser, server, username, options);
    pages.set(key, page);
    return page;
  };
}

/**
 * A seeded sample of a list that grows with the product (routes, screens): `n` items, or every one
 * with `<env>=all`; the seed is printed and repeatable with `<env>_SEED`. Over many runs every item
 * is covered while one run's cost stays flat.
 */
export function sampled<T>(items: readonly T[], env: string, n: number): T[] {
  const given = process.env[`${env}_SEED`];
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  const size = process.env[env] === 'all' ? items.length : Number(process.env[env]) > 0 ? Number(process.env[env]) : n;
  console.info(`[${env}] ${Math.min(size, items.length)} of ${items.length}, seed ${seed} (repeat with ${env}_SEED=${seed}; ${env}=all for every one)`);
  const pool = [...items];
  let x = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: deterministic for a seed, no dependency.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

/** What a browser test's API call answers: the envelope's data (a record, or a page with items). */
export type ApiData = Record<string, unknown> & { id: number; items: Record<string, unknown>[] };

/**
 * The API beside the browser, as the tests drive it to set up and check: `call` expects a 200 and
 * returns the data (a failure names the call and the answer); `login` returns an access token.
 * `url` is read at each call (the server starts in `beforeAll`).
 */
export function apiClient(url: () => string) {
  const call = async (token: string, method: string, path: string, body?: unknown): Promise<ApiData> => {
    const res = await fetch(`${url()}/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data: ApiData };
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const login = async (username: string, password = 'Demo@123456'): Promise<string> => {
    const res = await fetch(`${url()}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  };
  return { call, login };
}


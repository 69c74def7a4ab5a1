/**
 * Hostile input on the routes: bad path ids, bad query strings, bodies of the wrong shape or size,
 * wrong content types and random JSON (fast-check), as admin (full rights) and as staff. Whatever
 * comes in, the answer is never a 5xx, a refusal is the JSON error envelope
 * `{ success: false, message }` in the caller's language, and a refused request writes nothing
 * (request/system logs, throttling and DENIED audit rows aside).
 *
 * Each run fuzzes FUZZ_ROUTES hand-written routes (30 unless stated, 'all' for every one) and the
 * generic routes of FUZZ_RESOURCES declared resources (5 unless stated, 'all' for every one), both
 * picked by a seed that changes per run (printed; FUZZ_SEED repeats a run), so the cost does not
 * grow with the number of entities and modules while every route is covered over the runs.
 *
 * Writes are seen through change notifications on the engine's 'table_changed' channel (migration
 * 0008), from per-row triggers the test adds to every table (see watchWrites); after each request
 * the test sends a marker on the channel: PostgreSQL delivers notifications in commit order, so
 * whatever table arrived before the marker was written by that request. One tiny query per request
 * instead of counting the rows of every table.
 */
import { en, resources, seededRandom, vi } from '@portal/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { CHANGE_CHANNEL, ensureChangeTriggers } from '../../src/engine/query-cache.js';
import { dbKinds, useTestApp } from '../harness.js';
import { genericRouteOwner, pickResources, runSeed, sampleSize } from '../sampling.js';

const SEED = runSeed('FUZZ_SEED', 'fuzz');
const PICKED = pickResources(SEED, sampleSize('FUZZ_RESOURCES', 5));
console.info(`[fuzz] generic routes of: ${PICKED.map((r) => r.name).join(', ')}`);
const PICKED_NAMES = new Set(PICKED.map((r) => r.name));
/** Hand-written routes always; generic ones of the picked resources. */
const ROUTE_SAMPLE = sampleSize('FUZZ_ROUTES', 30);
let pickedRoutes: Set<string> | undefined;
/** The run's hand-written routes: FUZZ_ROUTES of them, shuffled by the seed (sorted first, so the pick does not depend on registration order). */
function handWrittenPicked(keys: string[]): Set<string> {
  if (pickedRoutes) return pickedRoutes;
  const pool = [...new Set(keys.filter((k) => !genericRouteOwner.has(k)))].sort();
  const random = seededRandom(SEED + 7);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  pickedRoutes = new Set(ROUTE_SAMPLE === 'all' ? pool : pool.slice(0, ROUTE_SAMPLE));
  console.info(`[fuzz] ${pickedRoutes.size} of ${pool.length} hand-written routes: ${[...pickedRoutes].join(', ')}`);
  return pickedRoutes;
}
const isFuzzed = (key: string, keys: string[]) => {
  const owner = genericRouteOwner.get(key);
  return owner === undefined ? handWrittenPicked(keys).has(key) : PICKED_NAMES.has(owner.name);
};

// The request log is covered by its own tests; off here, it would double the run time (one insert
// per request) without adding a check: its hook runs after the answer and swallows its errors.
process.env.REQUEST_LOG = 'off';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Case = { label: string; method: Method; url: string; payload?: string; contentType?: string; lang: 'vi' | 'en'; header?: boolean };

/** Tables a refused request may write (logging and sign-in throttling); activity_log: DENIED rows only. */
const LOG_TABLES = new Set([
  'request_log',
  'system_log',
  'activity_log',
  'login_throttle',
  'login_failure',
  'job_run',
  '__drizzle_migrations',
  'schema_migrations',
]);
const MARK = 'fuzz-mark:';
const ROW = 'fuzz-row:';

/**
 * Watches writes through the change notifications. The engine's triggers are per statement, and a
 * statement fires them even when it changes no row (an UPDATE of another user's notification), so
 * the test adds a per-row trigger to every table (activity_log: non-DENIED rows) that notifies the
 * same channel with a payload of its own. `settle()` waits until every commit made so far has been
 * seen and returns the tables whose rows changed since the previous call.
 */
async function watchWrites(database: Database): Promise<{ settle: () => Promise<string[]>; stop: () => Promise<void> }> {
  await ensureChangeTriggers(database);
  await database.exec(`CREATE OR REPLACE FUNCTION fuzz_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('${CHANGE_CHANNEL}', '${ROW}' || TG_TABLE_NAME); RETURN NULL; END $$`);
  const rows = await database.query<{ t: string }>(
    `SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'fuzz_row_changed')`,
  );
  // All in one statement batch: one round trip and one commit, not two per table.
  const ddl: string[] = [];
  for (const { t } of rows) {
    const table = `"${t.replace(/"/g, '""')}"`;
    if (t === 'activity_log')
      ddl.push(`CREATE TRIGGER fuzz_row_changed AFTER INSERT OR UPDATE ON activity_log FOR EACH ROW WHEN (NEW.result <> 'DENIED') EXECUTE FUNCTION fuzz_row_changed();`);
    else if (!LOG_TABLES.has(t)) {
      ddl.push(`CREATE TRIGGER fuzz_row_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION fuzz_row_changed();`);
      ddl.push(`CREATE TRIGGER fuzz_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_row_changed();`);
    }
  }
  if (ddl.length > 0) await database.exec(`BEGIN;\n${ddl.join('\n')}\nCOMMIT;`);
  let written: string[] = [];
  let marks = 0;
  const waiting = new Map<string, () => void>();
  const stop = await database.listen(
    CHANGE_CHANNEL,
    (payload) => {
      if (payload.startsWith(MARK)) waiting.get(payload)?.();
      else if (payload.startsWith(ROW)) written.push(payload.slice(ROW.length));
    },
    () => undefined,
  );
  return {
    stop,
    async settle() {
      const mark = `${MARK}${++marks}`;
      const seen = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`change notification ${mark} not delivered in 10 s`)), 10_000);
        waiting.set(mark, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await database.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, mark]);
      await seen;
      waiting.delete(mark);
      const out = [...new Set(written)];
      written = [];
      return out;
    },
  };
}

/** Routes whose success ends the caller's own session: fuzzed with a throwaway sign-in instead. */
const ENDS_OWN_SESSION = new Set(['POST /api/v1/auth/logout']);

const NOT_IDS = [
  'abc',
  '0',
  '-1',
  '1e5',
  '1.5',
  '99999999999999999999999',
  '9223372036854775808',
  '%00',
  "1'%20or%20'1'%3D'1",
  '%E1%BB%87%F0%9F%98%80', '%E0%A4%A', '1,'.repeat(300),
  '%20',
  'null',
  '__proto__',
  '1;DROP%20TABLE%20account',
];

const BIG = 'x'.repeat(10_000);
const QUERIES = [
  'limit=abc&page=xyz',
  'limit=-1&page=-5',
  'limit=1e9&page=1e308',
  'limit=0&page=0',
  'limit[]=1&limit[]=2&page[x]=1',
  'order=;DROP%20TABLE%20account&dir=sideways',
  'order[]=id&order[]=name',
  'order=__proto__&sort=constructor',
  'f_does_not_exist=1&f_=2',
  'f_id=abc&f_created_date=not-a-date&f_status=%00',
  'f_id[]=1&f_id[]=2&f_id[gt]=3',
  `q=${BIG}`,
  `f_name=${BIG}`,
  'q[]=a&q[]=b&lang[]=en',
  '__proto__[admin]=1&constructor[prototype][x]=1',
  'ids=abc,def&thumb=%00&is_public=maybe',
  'f_date_from=garbage&f_date_to=2026-99-99&f_user_id=abc&f_record_id=1e400&f_result=__proto__&type=%00&context=../../x',
  'f_date_from=9999999-01-01&f_date_to=-1&f_type[]=A&f_state=%F0%9F%98%80&limit=99999999999999999999&page=99999999999999999999',
];

const nested = (depth: number): unknown => (depth === 0 ? { leaf: 1 } : { a: nested(depth - 1) });
const BODIES: [string, string][] = [
  ['array', '[]'],
  ['array of objects', '[{"id":1},{"id":2}]'],
  ['string', '"hello"'],
  ['number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  ['empty object', '{}'],
  ['deep nesting', JSON.stringify(nested(200))],
  ['1 MB strings', JSON.stringify({ name: 'x'.repeat(1_000_000), title: 'x'.repeat(1000), content: 'y'.repeat(1000) })],
  ['__proto__ key', '{"__proto__":{"isAdmin":true,"role_ids":[1]},"name":"p"}'],
  ['constructor key', '{"constructor":{"prototype":{"polluted":true}},"toString":"x"}'],
  [
    'wrong types',
    '{"id":"abc","name":["a"],"title":{"x":1},"status":123,"role_ids":"all","is_public":"maybe","page":-1,"password":{"$ne":null},"username":["admin"]}',
  ],
  ['unknown fields', '{"created_by":1,"id":1,"deleted":true,"password_hash":"x","zzz":1}'],
  ['invalid JSON', '{"a":'],
];
const CONTENT_TYPES: [string, string][] = [
  ['application/json', ''],
  ['application/json; charset=latin1', '{"name":"x"}'],
  ['application/json', '\uFEFF{"name":"x"}'],
  ['application/json', '{"name":"a","name":{"x":1},"id":1,"id":"b"}'],
  ['application/json', `{"name":"${'x'.repeat(6 * 1024 * 1024)}"}`],
  ['text/plain', 'hello'],
  ['application/xml', '<a>1</a>'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--\r\n'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc'],
  ['multipart/form-data', 'no boundary'],
];

/** Values that break naive code: overflowing numbers, impossible dates, NUL bytes, wrong shapes. */
const NASTY_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'abc',
  '1e5',
  '-0',
  '2026-13-45',
  '9999-12-31T99:99:99Z',
  '0000-00-00',
  'a\u0000b',
  'x'.repeat(300),
  'ÿ'.repeat(70_000),
  [],
  {},
  [1, 'a', null],
  [[[]]],
  true,
  false,
  null,
  { $ne: null },
  { __proto__: { x: 1 } },
  '1; DROP TABLE account',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  'ACTIVE',
  'DRAFT',
  'APPROVED',
];
const NASTY = fc.constantFrom(...NASTY_VALUES);
/** Body keys the custom routes read (they validate with zod and document no body schema). */
const CUSTOM_KEYS = [
  'username',
  'password',
  'old_password',
  'new_password',
  'token',
  'refreshToken',
  'challengeToken',
  'code',
  'email',
  'account_ids',
  'replace',
  'name',
  'title',
  'title_en',
  'lang',
  'is_email_notification',
  'status',
  'link',
  'icon',
  'logo',
  'favicon',
];
/** The declared columns of the resource a route belongs to (none for custom routes). */
const columnsOf = (url: string): string[] => {
  const r = resources.find((x) => url === `/api/v1/${x.path}` || url.startsWith(`/api/v1/${x.path}/`));
  return r ? r.columns.map((c) => c.name) : [];
};

/** Each catalogue's templates as patterns, so a message can be told to be vi or en. */
const templates = (c: Record<string, string>) =>
  Object.values(c)
    .filter((s) => s.replace(/\{\w+\}/g, '').trim().length >= 3)
    .map((s) => new RegExp(`^${s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '[\\s\\S]*')}$`));
const PATTERNS = { vi: templates(vi), en: templates(en) };
const inLanguage = (message: string, lang: 'vi' | 'en') => PATTERNS[lang].some((p) => p.test(message));

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);
const withQuery = (url: string, q: string, lang: 'vi' | 'en') => `${url}?${[q, lang === 'en' ? 'lang=en' : ''].filter(Boolean).join('&')}`;

function casesFor(method: Method, url: string, runs: number, seed: number, idFor: (url: string) => string, light: boolean): Case[] {
  // The light set (staff, refused almost everywhere) keeps every other path and query case.
  const some = <T>(xs: T[]) => (light ? xs.filter((_, i) => i % 2 === 0) : xs);
  const out: Case[] = [];
  let n = 0;
  // vi by default, en by ?lang=en; every third case asks for en by Accept-Language instead.
  const lang = (): 'vi' | 'en' => (n++ % 2 === 0 ? 'vi' : 'en');
  const hasParam = url.includes('/:');
  const writes = method !== 'GET' && method !== 'DELETE';
  if (hasParam) {
    for (const v of some(NOT_IDS)) {
      const l = lang();
      out.push({ label: `path ${v.slice(0, 30)}`, method, url: withQuery(fill(url, v), '', l), lang: l, ...(writes && { payload: '{}', contentType: 'application/json' }) });
    }
  }
  const base = fill(url, idFor(url));
  if (method === 'GET') {
    for (const q of some(QUERIES)) {
      const l = lang();
      out.push({ label: `query ${q.slice(0, 40)}`, method, url: withQuery(base, q, l), lang: l });
    }
  }
  if (writes) {
    for (const [label, payload] of BODIES) {
      const l = lang();
      out.push({ label: `body ${label}`, method, url: withQuery(base, '', l), lang: l, payload, contentType: 'application/json' });
    }
    for (const [contentType, payload] of CONTENT_TYPES) {
      const l = lang();
      out.push({ label: `content-type ${contentType} ${payload.slice(0, 20)}`, method, url: withQuery(base, '', l), lang: l, payload, contentType });
    }
    for (const q of QUERIES.filter((_, i) => i % 3 === 0)) {
      const l = lang();
      out.push({ label: `query ${q.slice(0, 40)}`, method, url: withQuery(base, q, l), lang: l, payload: '{}', contentType: 'application/json' });
    }
    const samples: unknown[] = fc.sample(
      fc.dictionary(
        fc.oneof(
          fc.constantFrom('name', 'title', 'id', 'status', 'content', 'username', 'password', 'role_ids', 'link', 'type', 'code', 'email', 'lang', '__proto__'),
          fc.string({ maxLength: 12 }),
        ),
        fc.jsonValue({ maxDepth: 3 }),
        { maxKeys: 6 },
      ),
      { numRuns: runs, seed },
    );
    // Random bodies over the route's own declared fields, with nasty values.
    const cols = columnsOf(url);
    if (cols.length > 0)
      samples.push(
        ...fc.sample(fc.dictionary(fc.constantFrom(...cols), fc.oneof(NASTY, fc.jsonValue({ maxDepth: 2 })), { minKeys: 1, maxKeys: 4 }), {
          numRuns: runs * 2,
          seed: seed + 1,
        }),
      );
    for (const body of samples) {
      const l = lang();
      out.push({
        label: `random ${JSON.stringify(body).slice(0, 80)}`,
        method,
        url: withQuery(base, '', l),
        lang: l,
        payload: JSON.stringify(body),
        contentType: 'application/json',
      });
    }
  }
  return out.map((c, i) => (c.lang === 'en' && i % 3 === 0 ? { ...c, url: c.url.replace(/[?&]lang=en$/, ''), header: true } : c));
}

describe.each(dbKinds(import.meta.url))('hostile input on every route on %s', (kind) => {
  const t = useTestApp(kind);

  let watch: Awaited<ReturnType<typeof watchWrites>> | undefined;
  afterAll(async () => {
    await watch?.stop();
  });

  async function fuzz(token: string, who: string, gen: (method: Method, url: string) => Case[]) {
    watch ??= await watchWrites(t.database);
    const { settle } = watch;
    const problems: string[] = [];
    let total = 0;
    const statuses: Record<number, number> = {};
    await settle();
    const keys = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !ENDS_OWN_SESSION.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    for (const r of t.app.routeList) {
      const key = `${r.method} ${r.url}`;
      if (!r.url.startsWith('/api/') || ENDS_OWN_SESSION.has(key) || !isFuzzed(key, keys)) continue;
      for (const c of gen(r.method as Method, r.url)) {
        total++;
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(c.contentType && { 'content-type': c.contentType }),
            ...(c.header && { 'accept-language': 'en-US,en;q=0.9' }),
          },
          ...(c.payload !== undefined && { payload: c.payload }),
        } as InjectOptions);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const where = `${who} ${key} [${c.label}] -> ${res.statusCode}`;
        const written = await settle();
        if (res.statusCode >= 500) {
          problems.push(`${where} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400 && written.length > 0) problems.push(`${where} wrote ${written.join(', ')} although refused`);
        if (process.env.FUZZ_DEBUG && res.statusCode < 300 && c.method !== 'GET') console.info(`OK2xx ${where} ${c.payload?.slice(0, 100)}`);
        if (res.headers['x-content-type-options'] !== 'nosniff') problems.push(`${where} without X-Content-Type-Options: nosniff`);
        if (res.statusCode >= 400) {
          let body: { success?: unknown; message?: unknown } = {};
          try {
            body = JSON.parse(res.body);
          } catch {
            problems.push(`${where} not JSON: ${res.body.slice(0, 100)}`);
          }
          if (body.success !== false || typeof body.message !== 'string' || body.message.trim() === '')
            problems.push(`${where} bad envelope ${res.body.slice(0, 200)}`);
          else if (!inLanguage(body.message, c.lang)) problems.push(`${where} message not in ${c.lang}: ${body.message.slice(0, 120)}`);
        }
      }
    }
    console.info(`[fuzz ${kind}] ${who} statuses ${JSON.stringify(statuses)}`);
    return { problems, total };
  }

  /**
   * Accepted writes may change what they target: accounts and roles are throwaway ones, so the
   * admin cannot lock or strip itself half way through.
   */
  let ids: ((url: string) => string) | undefined;
  async function throwaways(admin: string): Promise<(url: string) => string> {
    if (ids) return ids;
    const victimRole = await t.call(admin, 'POST', '/api/v1/role', { name: 'Vai trò thử' });
    const victim = await t.call(admin, 'POST', '/api/v1/user', { username: 'fuzz-victim', full_name: 'Nạn Nhân', password: 'Nan-Nhan-2026', role_ids: [victimRole.body.data.id] });
    expect([victim.status, victimRole.status]).toEqual([200, 200]);
    const [user, role] = [String(victim.body.data.id), String(victimRole.body.data.id)];
    ids = (url: string) => (url.startsWith('/api/v1/user/') || url.startsWith('/api/v1/permission/') ? user : url.startsWith('/api/v1/role/') ? role : '1');
    return ids;
  }

  it('admin: every body field and every filter, one at a time, with nasty values', async () => {
    const admin = await t.login('admin');
    const idFor = await throwaways(admin);
    // Body fields: the resource's declared columns, the documented body schema, the custom routes' keys.
    const docs = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs' })).body) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
    };
    const documented = (method: string, url: string) =>
      Object.keys(
        docs.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
    let k = 0;
    const sweep = (method: Method, url: string): Case[] => {
      const base = fill(url, idFor(url));
      const columns = columnsOf(url);
      const lang = (): 'vi' | 'en' => (k % 2 === 0 ? 'vi' : 'en');
      if (method === 'GET') {
        if (url.includes('/:')) return [];
        return columns.map((col) => {
          const v = NASTY_VALUES[k++ % NASTY_VALUES.length];
          const q = `f_${col}=${encodeURIComponent(typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v))}&order=${col}`;
          return { label: `filter ${q.slice(0, 60)}`, method, url: withQuery(base, q, lang()), lang: lang() };
        });
      }
      if (method === 'DELETE') return [];
      const keys = [...new Set([...columns, ...documented(method, url), ...(columns.length === 0 ? CUSTOM_KEYS : [])])];
      const one = keys.map((key): Case => {
        const v = NASTY_VALUES[k++ % NASTY_VALUES.length];
        const l = lang();
        return {
          label: `${key}=${JSON.stringify(v)?.slice(0, 40)}`,
          method,
          url: withQuery(base, '', l),
          lang: l,
          payload: JSON.stringify({ [key]: v }),
          contentType: 'application/json',
        };
      });
      const all = (v: unknown, label: string): Case => ({
        label,
        method,
        url: withQuery(base, '', 'vi'),
        lang: 'vi',
        payload: JSON.stringify(Object.fromEntries(keys.map((key) => [key, v]))),
        contentType: 'application/json',
      });
      return [...one, all(null, 'all null'), all('', 'all empty'), all(2 ** 31, 'all 2^31'), all('a\u0000b', 'all NUL')];
    };
    const started = Date.now();
    const { problems, total } = await fuzz(admin, 'admin sweep', sweep);
    console.info(`[fuzz ${kind}] admin sweep: ${total} requests in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('sees a write through the change notifications, and no write where no row changed', async () => {
    watch ??= await watchWrites(t.database);
    await t.login('editor');
    await watch.settle();
    await t.database.query(`UPDATE sensitive_word SET description = description WHERE id = -1`);
    await t.database.query(`INSERT INTO activity_log (module, action, result) VALUES ('fuzz', 'check', 'DENIED')`).catch(() => undefined);
    expect(await watch.settle()).toEqual([]);
    await t.database.query(`UPDATE sensitive_word SET description = 'x' WHERE id = (SELECT min(id) FROM sensitive_word)`);
    await t.database.query(`UPDATE auth_session SET last_used_date = last_used_date WHERE id = (SELECT max(id) FROM auth_session)`);
    expect((await watch.settle()).sort()).toEqual(['auth_session', 'sensitive_word']);
  });

  it('tells a vi message from an en one', () => {
    expect(inLanguage(vi['error.badRequest'], 'vi')).toBe(true);
    expect(inLanguage(en['error.badRequest'], 'vi')).toBe(false);
    expect(inLanguage(en['error.routeNotFound'].replace('{path}', '/api/x'), 'en')).toBe(true);
    expect(inLanguage(vi['error.routeNotFound'].replace('{path}', '/api/x'), 'en')).toBe(false);
  });

  it('admin (full rights): no 5xx, error envelopes in the caller language, refused writes write nothing', async () => {
    const admin = await t.login('admin');
    const idFor = await throwaways(admin);
    const started = Date.now();
    const { problems, total } = await fuzz(admin, 'admin', (m, u) => casesFor(m, u, 3, SEED, idFor, false));
    console.info(`[fuzz ${kind}] admin: ${total} requests in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
    // Still signed in and working afterwards.
    expect((await t.call(admin, 'GET', '/api/v1/user/me')).status).toBe(200);
  }, 120_000);

  it('staff: no 5xx, error envelopes in the caller language, refused writes write nothing', async () => {
    const staff = await t.login('staff');
    const started = Date.now();
    const { problems, total } = await fuzz(staff, 'staff', (m, u) => casesFor(m, u, 2, SEED + 2, () => '1', true));
    console.info(`[fuzz ${kind}] staff: ${total} requests in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('logout with hostile bodies and content types never fails with a 5xx', async () => {
    for (const [label, payload] of [...BODIES, ...CONTENT_TYPES.map(([ct, p]) => [ct, p] as [string, string])]) {
      const token = await t.login('editor');
      const ct = label.includes('/') ? label : 'application/json';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { authorization: `Bearer ${token}`, 'content-type': ct },
        payload,
      });
      expect(res.statusCode, `${label} ${res.body}`).toBeLessThan(500);
    }
  }, 60_000);
});

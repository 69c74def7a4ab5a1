/**
 * Deep or huge JSON bodies (issue 11, class 6): every registered route that takes a body (POST,
 * PUT, PATCH) is sent, as an administrator (every right, so handlers would run), a body nested
 * 10,000 deep (an object, an array, and a deep value under each of the route's own fields) and a
 * body over the size limit. Each is a 400 with the error envelope in the caller's language, before
 * any handler runs: never a 500, a stack overflow or a write.
 */
import { en, resources, translate, vi } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isJsonTooDeep, MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../src/engine/input-guard.js';
import { dbKinds, useTestApp } from '../harness.js';
import { genericRouteOwner, pickResources, runSeed, sampleSize } from '../sampling.js';

// The request log is not what is tested here; it would add a write per request.
process.env.REQUEST_LOG = 'off';

const DEPTH = 10_000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** A deep value under each of the route's own fields (the resource's columns, or the keys custom routes read). */
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
  'permissions',
  'name',
  'title',
  'lang',
  'status',
  'link',
];
const deepFields = (url: string) => {
  const r = resources.find((x) => url === `/api/v1/${x.path}` || url.startsWith(`/api/v1/${x.path}/`));
  const keys = r ? r.columns.map((c) => c.name) : CUSTOM_KEYS;
  return `{${keys.map((k) => `"${k}":${deepArray}`).join(',')}}`;
};
/** Valid JSON just over the limit. */
const huge = () => `{"name":"${'x'.repeat(MAX_BODY_BYTES)}"}`;
/** Routes that would end the caller's own session if a handler ran. */
const SKIP = new Set(['POST /api/v1/auth/logout']);

// Every hand-written route is sent the bodies; the engine's generic routes (one body parser and
// guard for all) of a seeded sample of LIMITS_RESOURCES resources (12 unless stated, 'all' for
// every one; LIMITS_SEED repeats a run): they grow with every entity.
const PICKED = new Set(pickResources(runSeed('LIMITS_SEED', 'body-limits'), sampleSize('LIMITS_RESOURCES', 12)).map((r) => r.name));
const isSent = (key: string): boolean => {
  const owner = genericRouteOwner.get(key);
  return owner === undefined || PICKED.has(owner.name);
};

describe.each(dbKinds(import.meta.url))('deep and huge JSON bodies on %s', (kind) => {
  const t = useTestApp(kind);

  it('the limits are sane: deep enough for every real payload, far below what breaks', () => {
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(16);
    expect(MAX_JSON_DEPTH).toBeLessThanOrEqual(256);
    expect(MAX_BODY_BYTES).toBeLessThanOrEqual(16 * 1024 * 1024);
    // Brackets inside strings (escaped quotes included) are text, not nesting.
    expect(isJsonTooDeep(JSON.stringify({ s: `"[{${'[{'.repeat(10_000)}\\"` }), 2)).toBe(false);
    expect(isJsonTooDeep('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(isJsonTooDeep('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it("every route with a body refuses them with a 400 in the caller's language", async () => {
    const admin = await t.login('admin');
    const routes = t.app.routeList.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api/') && !SKIP.has(`${r.method} ${r.url}`) && isSent(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(50);
    const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log'))[0]?.n;
    const wrong: string[] = [];
    const bigBody = huge();
    let n = 0;
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z_]+/g, '1');
      for (const [label, payload] of [
        ['deep object', deepObject],
        ['deep array', deepArray],
        ['deep fields', deepFields(r.url)],
        ['huge', bigBody],
      ] as const) {
        const lang = n++ % 2 === 0 ? 'vi' : 'en';
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: `${url}${lang === 'en' ? '?lang=en' : ''}`,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload,
        });
        const where = `${r.method} ${r.url} [${label}] -> ${res.statusCode}`;
        if (res.statusCode !== 400) {
          wrong.push(`${where} ${res.body.slice(0, 120)}`);
          continue;
        }
        const body = JSON.parse(res.body) as { success: boolean; message: string };
        const expected = label === 'huge' ? 'error.payloadTooLarge' : 'error.jsonTooDeep';
        const template = ((lang === 'en' ? en : vi) as Record<string, string | undefined>)[expected] ?? `(no message ${expected})`;
        if (body.success !== false || !body.message.startsWith(template.replace(/\{.*$/, '').trim())) wrong.push(`${where} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Nothing was written (refused before any handler ran).
    const after = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log'))[0]?.n;
    expect(after).toBe(before);
  }, 300_000);

  it('a body within the limits still works; past the depth the answer names the limit', async () => {
    const admin = await t.login('admin');
    const role = await t.call(admin, 'POST', '/api/v1/role', { name: 'Vai trò giới hạn', permissions: { NEWS: ['view', 'edit'], SETTING: ['view'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const nested = (d: number): unknown => (d === 0 ? 'x' : { a: nested(d - 1) });
    // At the limit the body parses (and the route answers as it would, here a validation error).
    const atLimit = await t.call(admin, 'POST', '/api/v1/role', { name: 'Sâu', permissions: nested(MAX_JSON_DEPTH - 2) });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toBe(translate('vi', 'error.jsonTooDeep', { max: MAX_JSON_DEPTH }));
    const over = await t.call(admin, 'POST', '/api/v1/role?lang=en', { name: 'Sâu', permissions: nested(MAX_JSON_DEPTH) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(translate('en', 'error.jsonTooDeep', { max: MAX_JSON_DEPTH }));
    expect(over.body.message).toBe('The request is nested too deeply (at most 32 levels)');
    const text = await t.call(admin, 'POST', '/api/v1/role', { name: `Vai trò ${'[{'.repeat(50)}`.slice(0, 100), permissions: { NEWS: ['view'] } });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
  });
});

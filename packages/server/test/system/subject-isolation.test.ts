/**
 * A user with exactly one subject (OFFICE: view + edit, through a role created by the API) is
 * refused with 403 on every generic route of resources under any other subject (list, get, create,
 * update, delete, status, declared actions), and works on its own subject's routes. The other
 * resources are sampled by a seed that changes per run (ISOLATION_SEED repeats one;
 * ISOLATION_RESOURCES=all covers every one).
 */
import type { Resource } from '@portal/domain';
import { resourceByName, sampleRecord, seededRandom } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { refPools } from '../../src/seed/samples.js';
import { dbKinds, type TestApp, useTestApp } from '../harness.js';
import { genericRoutes, pickResources, runSeed, sampleSize } from '../sampling.js';

const OWN = 'OFFICE';
const SEED = runSeed('ISOLATION_SEED', 'isolation');
const OTHERS = pickResources(SEED, sampleSize('ISOLATION_RESOURCES', 6), (r) => r.subject !== OWN);
const MINE = pickResources(SEED, 'all', (r) => r.subject === OWN);
console.info(`[isolation] other subjects' resources: ${OTHERS.map((r) => `${r.name} (${r.subject})`).join(', ')}`);

/** A valid create body for `r` (references from the database's own rows). */
async function sampleBody(t: TestApp, r: Resource, i: number): Promise<Record<string, unknown>> {
  const refs = await refPools(t.database.db, r, resourceByName);
  return sampleRecord(r, i, { random: seededRandom(SEED + i), now: t.clock.now, refs, fill: 'all' });
}

/** The id of one record of `r` (as the admin sees it), or 1 when there is none. */
async function someId(t: TestApp, admin: string, r: Resource): Promise<number> {
  const res = await t.call(admin, 'GET', `/api/v1/${r.path}?limit=1&f_is_get_all_cms=1`);
  return res.body?.data?.items?.[0]?.id ?? 1;
}

describe.each(dbKinds(import.meta.url))('one subject only, on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let user = '';

  it('sets up a role with only view and edit on OFFICE, and an account holding it', async () => {
    admin = await t.login('admin');
    const role = await t.call(admin, 'POST', '/api/v1/role', { name: 'Chỉ quản lý trụ sở', permissions: { [OWN]: ['view', 'edit'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await t.call(admin, 'POST', '/api/v1/user', {
      username: 'office-only',
      full_name: 'Trần Thị Trụ Sở',
      email: 'office-only@thaco.com.vn',
      password: 'Tru-So-2026!',
      role_ids: [role.body.data.id],
    });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    user = await t.login('office-only', 'Tru-So-2026!');
  });

  it.each(OTHERS.map((r) => [r.name, r] as const))("refuses every generic route of %s", async (_name, r) => {
    const id = await someId(t, admin, r);
    const body = await sampleBody(t, r, 5000).catch(() => ({}));
    const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, (p) => (p === ':id' ? String(id) : r.workflow?.statuses[0] ?? 'x'));
    const got: string[] = [];
    for (const key of genericRoutes(r)) {
      const [method, url] = key.split(' ') as [string, string];
      if (url.endsWith('/import')) continue; // multipart only: its 403 is checked before the file, as below
      const payload = method === 'POST' && url === `/api/v1/${r.path}` ? body : method === 'PUT' ? {} : url.endsWith('/status') ? { status: r.workflow?.statuses[1] } : method === 'POST' ? {} : undefined;
      const res = await t.call(user, method as 'GET', fill(url), payload);
      got.push(`${key} -> ${res.status}`);
    }
    expect(got).toEqual(got.map((g) => g.replace(/-> \d+$/, '-> 403')));
  });

  it.each(MINE.map((r) => [r.name, r] as const))('lets it list, read, create, change and delete %s', async (_name, r) => {
    const list = await t.call(user, 'GET', `/api/v1/${r.path}`);
    expect(list.status).toBe(200);
    const created = await t.call(user, 'POST', `/api/v1/${r.path}`, await sampleBody(t, r, 6000));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect((await t.call(user, 'GET', `/api/v1/${r.path}/${id}`)).status).toBe(200);
    const other = await sampleBody(t, r, 6001);
    expect((await t.call(user, 'PUT', `/api/v1/${r.path}/${id}`, other)).status).toBe(200);
    expect((await t.call(user, 'DELETE', `/api/v1/${r.path}/${id}`)).status).toBe(200);
  });
});

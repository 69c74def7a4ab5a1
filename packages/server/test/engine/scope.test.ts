/**
 * Row scoping through the engine's `isOwned` hook: a user with "view" on a subject sees only the
 * records they created; "view all" (or approve) sees everything. Uses a small owned resource
 * declared here, with its table created in the test database, and users signed in through the API.
 */
import { defineResource, parseListQuery, text } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { userFromToken } from '../../src/auth/service.js';
import type { Ctx } from '../../src/engine/context.js';
import { createRecord, getRecord, listRecords } from '../../src/engine/service.js';
import { dbKinds, useTestApp } from '../harness.js';

const note = defineResource({
  name: 'scope_note',
  path: 'scope-note',
  label: { vi: 'Ghi chú', en: 'Note' },
  subject: 'MARKETING',
  module: 'test.scope_notes',
  isOwned: true,
  fields: { title: text({ required: true, max: 100 }) },
});

describe.each(dbKinds(import.meta.url))('row scoping on %s', (kind) => {
  const t = useTestApp(kind);

  const ctxFor = async (token: string): Promise<Ctx> => ({
    database: t.database,
    user: await userFromToken(t.database, { jwtSecret: 'test-secret-test-secret-test-secret' }, token),
    lang: 'vi',
    ip: '127.0.0.1',
    userAgent: 'vitest',
    now: () => new Date(),
  });

  it('concurrent requests of one account build its rights once', async () => {
    const admin = await t.login('admin');
    const made = await t.call(admin, 'POST', '/api/v1/role', { name: 'Một lần', permissions: { MARKETING: ['view'] } });
    const res = await t.call(admin, 'POST', '/api/v1/user', { username: 'once1', full_name: 'Một Lần', password: 'Marketing-2026', role_ids: [made.body.data.id] });
    expect(res.status).toBe(200);
    const token = await t.login('once1', 'Marketing-2026');
    const cfg = { jwtSecret: 'test-secret-test-secret-test-secret' };
    const users = await Promise.all(Array.from({ length: 8 }, () => userFromToken(t.database, cfg, token)));
    // One load shared: every caller holds the same built rights (separate loads build separate ones).
    expect(new Set(users.map((u) => u?.ability)).size).toBe(1);
    expect(users[0]?.ability.can('view', 'MARKETING')).toBe(true);
    expect(users[0]?.ability.can('view', 'NEWS')).toBe(false);
  });

  it('"view" sees its own records, "view all" sees all', async () => {
    await t.database.exec(`CREATE TABLE scope_note (
      id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY, created_date timestamptz NOT NULL DEFAULT now(),
      updated_date timestamptz NOT NULL DEFAULT now(), created_by bigint, updated_by bigint,
      ordering integer NOT NULL DEFAULT 0, state varchar(10) NOT NULL DEFAULT 'ACTIVE', title varchar(100) NOT NULL)`);
    const admin = await t.login('admin');
    const viewer = await t.call(admin, 'POST', '/api/v1/role', { name: 'Marketing viên', permissions: { MARKETING: ['view', 'edit'] } });
    const lead = await t.call(admin, 'POST', '/api/v1/role', { name: 'Trưởng marketing', permissions: { MARKETING: ['view', 'viewAll'] } });
    for (const [username, roleId] of [
      ['mk1', viewer.body.data.id],
      ['mk2', viewer.body.data.id],
      ['mklead', lead.body.data.id],
    ] as const) {
      const res = await t.call(admin, 'POST', '/api/v1/user', { username, full_name: 'Nhân Viên', password: 'Marketing-2026', role_ids: [roleId] });
      expect(res.status).toBe(200);
    }
    const mk1 = await ctxFor(await t.login('mk1', 'Marketing-2026'));
    const mk2 = await ctxFor(await t.login('mk2', 'Marketing-2026'));
    const leadCtx = await ctxFor(await t.login('mklead', 'Marketing-2026'));
    const a = await createRecord(mk1, note, { title: 'Của mk1' });
    await createRecord(mk1, note, { title: 'Của mk1 nữa' });
    const b = await createRecord(mk2, note, { title: 'Của mk2' });
    const q = parseListQuery(note, {});
    if (!q.ok) throw new Error('query');
    const titles = async (ctx: Ctx) => (await listRecords(ctx, note, q.query)).items.map((r) => r.title).sort();
    expect(await titles(mk1)).toEqual(['Của mk1', 'Của mk1 nữa']);
    expect(await titles(mk2)).toEqual(['Của mk2']);
    expect(await titles(leadCtx)).toEqual(['Của mk1', 'Của mk1 nữa', 'Của mk2']);
    expect((await listRecords(mk2, note, q.query)).totalRows).toBe(1);
    // Out-of-scope records are not found, not merely hidden from lists.
    await expect(getRecord(mk2, note, Number(a.id))).rejects.toMatchObject({ status: 404 });
    expect((await getRecord(leadCtx, note, Number(b.id))).title).toBe('Của mk2');
    // The lead can read but not write.
    await expect(createRecord(leadCtx, note, { title: 'x' })).rejects.toMatchObject({ status: 403 });
  });
});

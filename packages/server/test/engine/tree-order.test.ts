/**
 * Ordering among siblings of a declared tree (`PUT /<path>/tree-order`, engine/tree.ts), on the
 * organisation: the children of one unit take the order given, the ones left out follow in their
 * old order, the tree read shows it; units of different parents, repeated or unknown ids, a bad
 * body and a caller without the edit right are refused and nothing moves.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('tree order on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  const unit = async (code: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM organization WHERE code = $1', [code]))[0]?.id);
  const childrenOf = async (code: string) => {
    const res = await t.call(admin, 'GET', `/api/v1/organization-tree/${await unit(code)}`);
    expect(res.status).toBe(200);
    return (res.body.data.items[0].children as { code: string }[]).map((c) => c.code);
  };
  const order = (token: string, body: unknown) => t.call(token, 'PUT', '/api/v1/organization/tree-order?lang=en', body);

  it('puts the children of a unit in the order given; the ones left out follow', async () => {
    admin = await t.login('admin');
    const before = await childrenOf('THACO');
    expect(before.length).toBeGreaterThanOrEqual(4);
    const parent = await unit('THACO');
    const reversed = [...before].reverse();
    const res = await order(admin, { parent_id: parent, ids: await Promise.all(reversed.map(unit)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await childrenOf('THACO')).toEqual(reversed);
    // Only one given: it goes first, the rest keep their order.
    const last = reversed[reversed.length - 1] as string;
    expect((await order(admin, { parent_id: parent, ids: [await unit(last)] })).status).toBe(200);
    expect(await childrenOf('THACO')).toEqual([last, ...reversed.slice(0, -1)]);
    const logged = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM activity_log WHERE table_name = 'organization' AND action = 'update'");
    expect(logged[0]?.n).toBeGreaterThan(0);
  });

  it('refuses units of different parents, repeated or unknown ids, a bad body and a caller without the right; nothing moves', async () => {
    const parent = await unit('THACO');
    const before = await childrenOf('THACO');
    const mixed = await order(admin, { parent_id: parent, ids: [await unit('THILOGI'), await unit('AUTO-KD')] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Only items of the same parent can be ordered together');
    const twice = await order(admin, { parent_id: parent, ids: [await unit('THILOGI'), await unit('THILOGI')] });
    expect(twice.status).toBe(400);
    expect((await order(admin, { parent_id: parent, ids: [987654] })).status).toBe(404);
    for (const bad of [{}, { parent_id: parent }, { parent_id: 'x', ids: [1] }, { parent_id: parent, ids: [] }, { parent_id: parent, ids: [1], extra: 1 }]) {
      expect((await order(admin, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const staff = await t.login('staff');
    expect((await order(staff, { parent_id: parent, ids: [await unit('THILOGI')] })).status).toBe(403);
    expect((await t.call(null, 'PUT', '/api/v1/organization/tree-order', { parent_id: parent, ids: [1] })).status).toBe(401);
    expect(await childrenOf('THACO')).toEqual(before);
  });
});

import { defineResource, ref, resources, text, writableColumns } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { preparedDatabase } from '../../test/harness.js';
import { refOrder } from './samples.js';

const mk = (name: string, fields: Parameters<typeof defineResource>[0]['fields']) =>
  defineResource({ name, path: name, label: { vi: name, en: name }, subject: 'SETTING', module: `t.${name}`, fields });

describe('sample seed', () => {
  it('orders resources so that reference targets come first, breaking cycles at optional references', () => {
    const order = refOrder(resources).map((r) => r.name);
    for (const r of resources) {
      for (const c of r.columns) {
        if ((c.def.kind === 'ref' || c.def.kind === 'refs') && c.def.target !== r.name && c.required) {
          expect(order.indexOf(c.def.target), `${r.name}.${c.name}`).toBeLessThan(order.indexOf(r.name));
        }
      }
    }
    const a = mk('a', { b_id: ref('b'), name: text() });
    const b = mk('b', { a_id: ref('a', { required: true }) });
    expect(refOrder([a, b]).map((r) => r.name)).toEqual(['a', 'b']);
    const c = mk('c', { d_id: ref('d', { required: true }) });
    const d = mk('d', { c_id: ref('c', { required: true }) });
    expect(() => refOrder([c, d])).toThrow(/cycle: c -> d -> c/);
  });

  it('gives every writable declared resource demo rows on an empty database', async () => {
    // The run's prepared database is exactly that: every migration, then the demo seed, on an empty
    // database (test/templates.ts), done once for every test file; seeding again here would double it.
    const { database, drop } = await preparedDatabase('pglite');
    try {
      const empty: string[] = [];
      for (const r of resources) {
        if (writableColumns(r).length === 0 || ['bookmark', 'notification', 'menu'].includes(r.name)) continue;
        const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${r.name}"`);
        if (!row?.n) empty.push(r.name);
      }
      expect(empty).toEqual([]);
    } finally {
      await drop();
    }
  }, 60_000);
});

/** totalRows: exact when cheap, the planner's estimate (flagged) past the limit. */
import { sensitiveWord } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { tableFor } from '../../src/db/tables.js';
import { cappedCount, estimateRows, totalFor } from '../../src/engine/count.js';
import { dbKinds, preparedDatabase } from '../harness.js';

describe.each(dbKinds(import.meta.url))('list totals on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const t = tableFor(sensitiveWord);
  const active = eq(t.state as AnyPgColumn, 'ACTIVE');
  beforeAll(async () => {
    // The prepared copy (migrated, seeded) without its demo words: migrating an empty database was
    // most of this file's time.
    ({ database, drop } = await preparedDatabase(kind));
    await database.exec("TRUNCATE sensitive_word; INSERT INTO sensitive_word (word) SELECT 'từ ' || g FROM generate_series(1, 300) g; ANALYZE sensitive_word;");
  });
  afterAll(async () => drop());

  it('counts exactly up to the cap', async () => {
    expect(await cappedCount(database, t, active, 1000)).toBe(300);
    expect(await cappedCount(database, t, active, 100)).toBe(101);
  });

  it('estimates with the planner', async () => {
    const e = await estimateRows(database, t, active);
    expect(e).toBeGreaterThan(100);
    expect(e).toBeLessThan(1000);
  });

  it('knows the total from a short page without counting', async () => {
    expect(await totalFor(database, t, active, { offset: 280, take: 40, got: 20 }, 5)).toEqual({ totalRows: 300, isTotalEstimated: false });
    expect(await totalFor(database, t, active, { offset: 0, take: 40, got: 0 }, 5)).toEqual({ totalRows: 0, isTotalEstimated: false });
  });

  it('counts when the planner expects a small set, and flags an estimate past the limit', async () => {
    expect(await totalFor(database, t, active, { offset: 0, take: 40, got: 40 }, 300, 1000)).toEqual({ totalRows: 300, isTotalEstimated: false });
    const big = await totalFor(database, t, active, { offset: 0, take: 40, got: 40 }, 300, 100);
    expect(big.isTotalEstimated).toBe(true);
    expect(big.totalRows).toBeGreaterThan(100);
    const huge = await totalFor(database, t, active, { offset: 0, take: 40, got: 40 }, 5_000_000, 100);
    expect(huge).toEqual({ totalRows: 5_000_000, isTotalEstimated: true });
  });
});

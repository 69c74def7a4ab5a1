import { news } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it, vi } from 'vitest';
import { pkReadName } from './client.js';
import { tableFor } from './tables.js';

// Statements rendered as the engine renders them (no connection: toSQL only).
const db = drizzle.mock();
const t = tableFor(news);
const c = (n: string) => t[n] as AnyPgColumn;

describe('pkReadName: which statements go named (ADR 0013)', () => {
  it('names a read by primary key, with or without a read scope, the same text the same name', () => {
    const plain = db.select({ id: c('id'), title: c('title') }).from(t).where(eq(c('id'), 5)).limit(1).toSQL().sql;
    const scoped = db
      .select({ id: c('id'), title: c('title') })
      .from(t)
      .where(and(eq(c('id'), 5), eq(c('status'), 'PUBLISH'), eq(c('state'), 'ACTIVE')))
      .limit(1)
      .toSQL().sql;
    expect(pkReadName(plain)).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(pkReadName(scoped)).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(pkReadName(scoped)).not.toBe(pkReadName(plain));
    expect(pkReadName(`${scoped}`)).toBe(pkReadName(scoped));
  });

  it('leaves every other statement unnamed: lists, searches, reads where the id is not the first condition, writes', () => {
    const list = db.select({ id: c('id') }).from(t).where(eq(c('state'), 'ACTIVE')).orderBy(desc(c('created_date'))).limit(40).toSQL().sql;
    const other = db.select({ id: c('id') }).from(t).where(and(eq(c('status'), 'PUBLISH'), eq(c('id'), 5))).limit(1).toSQL().sql;
    const either = db.select({ id: c('id') }).from(t).where(sql`(${c('id')} = ${5} or ${c('id')} = ${6})`).toSQL().sql;
    const update = db.update(t).set({ title: 'x' }).where(eq(c('id'), 5)).toSQL().sql;
    for (const text of [list, other, either, update]) expect(pkReadName(text), text).toBeNull();
  });

  it('gives at most 500 names, and the same text keeps its name', async () => {
    // The names given are counted per process: a fresh copy of the module, none given yet.
    vi.resetModules();
    const { pkReadName } = await import('./client.js');
    const texts = Array.from({ length: 520 }, (_, i) => `select "id" as "c${i}" from "news" where "news"."id" = $1 limit $2`);
    const names = texts.map((x) => pkReadName(x));
    const given = names.filter((n) => n !== null);
    expect(given.length).toBeLessThanOrEqual(500);
    expect(given.length).toBeGreaterThan(480);
    expect(names.at(-1)).toBeNull();
    expect(pkReadName(texts[0] as string)).toBe(names[0]);
    // Many other statements do not use the names up.
    for (let i = 0; i < 50; i++) expect(pkReadName(`select "id" from "news" where "news"."state" = $1 limit ${i}`)).toBeNull();
  });
});

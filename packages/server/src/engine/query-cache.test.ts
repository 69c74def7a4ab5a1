import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { approxBytes, cachedResult, cacheOf, ResultCache, startResultCache } from './query-cache.js';

describe('ResultCache', () => {
  it('stores only while live and only when the table did not change during the fill', () => {
    const c = new ResultCache(10_000);
    c.set('news', 'a', 1, 10, c.stamp('news'));
    expect(c.get('a')).toBeUndefined();
    c.live = true;
    const stamp = c.stamp('news');
    c.invalidate('news');
    c.set('news', 'a', 1, 10, stamp);
    expect(c.get('a')).toBeUndefined();
    c.set('news', 'a', 1, 10, c.stamp('news'));
    expect(c.get('a')).toBe(1);
  });

  it('drops a table’s entries on a change and keeps the others', () => {
    const c = new ResultCache(10_000);
    c.live = true;
    c.set('news', 'n1', 'news page', 10, c.stamp('news'));
    c.set('office', 'o1', 'office page', 10, c.stamp('office'));
    c.invalidate('news');
    expect(c.get('n1')).toBeUndefined();
    expect(c.get('o1')).toBe('office page');
    const stamp = c.stamp('office');
    c.clear();
    expect(c.size).toBe(0);
    c.set('office', 'o1', 'late fill', 10, stamp);
    expect(c.get('o1')).toBeUndefined();
  });

  it('evicts the least recently used entries past its byte budget and refuses oversized ones', () => {
    const c = new ResultCache(1000);
    c.live = true;
    for (const k of ['a', 'b', 'c']) c.set('t', k, k, 100, c.stamp('t'));
    expect(c.get('a')).toBe('a');
    for (const k of ['d', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) c.set('t', k, k, 100, c.stamp('t'));
    expect(c.size).toBe(10);
    expect(c.get('a')).toBe('a');
    expect(c.get('b')).toBeUndefined();
    c.set('t', 'big', 'x', 200, c.stamp('t'));
    expect(c.get('big')).toBeUndefined();
  });

  it('files an entry under every table it reads', () => {
    const c = new ResultCache(10_000);
    c.live = true;
    c.set(['news', 'news_type'], 'home', 'home page', 10, c.stamp(['news', 'news_type']));
    expect(c.get('home')).toBe('home page');
    c.invalidate('news_type');
    expect(c.get('home')).toBeUndefined();
    const stamp = c.stamp(['news', 'news_type']);
    c.invalidate('news');
    c.set(['news', 'news_type'], 'home', 'stale', 10, stamp);
    expect(c.get('home')).toBeUndefined();
  });

  it('estimates row sizes from their contents', () => {
    expect(approxBytes([{ a: 'x'.repeat(1000), b: 1 }])).toBeGreaterThan(2000);
    expect(approxBytes([])).toBeLessThan(100);
  });
});

describe('cachedResult', () => {
  // A stand-in database: no tables to add triggers to, a listener that is live at once.
  const fakeDb = () =>
    ({
      query: async (text: string) => (text.includes('to_regproc') ? [{ ok: true }] : []),
      listen: async (_c: string, _m: (p: string) => void, onLive: (live: boolean) => void) => {
        onLive(true);
        return async () => undefined;
      },
      onWrite: new Set(),
    }) as unknown as Database;

  it('shares one load among concurrent misses, but not with callers who come after a change', async () => {
    const db = fakeDb();
    const stop = await startResultCache(db);
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const load = async () => {
      loads++;
      const n = loads;
      await gate;
      return n;
    };
    const a = cachedResult(db, 'news', 'k', load, () => 10);
    const b = cachedResult(db, 'news', 'k', load, () => 10);
    for (const fn of db.onWrite) fn('news');
    const c = cachedResult(db, 'news', 'k', load, () => 10);
    release();
    expect(await Promise.all([a, b, c])).toEqual([1, 1, 2]);
    expect(loads).toBe(2);
    // The load that started before the change was not stored; the later one was.
    expect(await cachedResult(db, 'news', 'k', load, () => 10)).toBe(2);
    await stop();
  });

  it('with QUERY_CACHE=off keeps no results but still keeps session checks (ADR 0013)', async () => {
    const was = process.env.QUERY_CACHE;
    process.env.QUERY_CACHE = 'off';
    const db = fakeDb();
    const stop = await startResultCache(db);
    try {
      let loads = 0;
      const load = async () => ++loads;
      await cachedResult(db, 'news', 'list', load, () => 10);
      expect(await cachedResult(db, 'news', 'list', load, () => 10)).toBe(2);
      expect(cacheOf(db)).toBeUndefined();
      const first = await cachedResult(db, 'auth_session', 'session', load, () => 10, { isSession: true });
      expect(await cachedResult(db, 'auth_session', 'session', load, () => 10, { isSession: true })).toBe(first);
      // Revocation is still seen: a change of the session table drops it.
      for (const fn of db.onWrite) fn('auth_session');
      expect(await cachedResult(db, 'auth_session', 'session', load, () => 10, { isSession: true })).toBe(first + 1);
    } finally {
      await stop();
      if (was === undefined) delete process.env.QUERY_CACHE;
      else process.env.QUERY_CACHE = was;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { approxBytes, ResultCache } from './query-cache.js';

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

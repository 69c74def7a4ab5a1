import { describe, expect, it } from 'vitest';
import { newsEn, newsVi } from './newsI18n';

describe('news UI texts', () => {
  it('have the same keys and placeholders in vi and en', () => {
    const ph = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(newsEn).sort()).toEqual(Object.keys(newsVi).sort());
    for (const k of Object.keys(newsVi) as (keyof typeof newsVi)[]) expect(ph(newsEn[k]), k).toEqual(ph(newsVi[k]));
  });
});

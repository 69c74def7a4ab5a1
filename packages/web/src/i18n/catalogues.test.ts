import { describe, expect, it } from 'vitest';
import { en } from './en';
import { vi } from './vi';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  it('vi and en have exactly the same keys', () => {
    const viKeys = Object.keys(vi).sort();
    const enKeys = Object.keys(en).sort();
    expect(viKeys.filter((k) => !enKeys.includes(k)), 'missing in en').toEqual([]);
    expect(enKeys.filter((k) => !viKeys.includes(k)), 'missing in vi').toEqual([]);
  });

  it('no entry is empty and both use the same placeholders', () => {
    for (const k of Object.keys(vi) as (keyof typeof vi)[]) {
      expect(vi[k].trim(), k).not.toBe('');
      expect(en[k].trim(), k).not.toBe('');
      expect(placeholders(en[k]), k).toEqual(placeholders(vi[k]));
    }
  });

  it('the spec texts are there (§8)', () => {
    expect(en['notFound.title']).toBe('Page Not Found');
    expect(en['delete.confirm']).toBe("Are you sure you want to delete this...? You won't be able to restore it");
    expect(en['delete.done']).toBe('Deleted');
  });
});

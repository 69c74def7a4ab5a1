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

  it("pages' own texts (the *I18n.ts beside them) have both languages, the same placeholders, and keys of their own", async () => {
    // Before they load: each adds its texts to i18next, whose Vietnamese store is the `vi` object itself.
    const shared = new Set(Object.keys(vi));
    const loaders = import.meta.glob<Record<string, Record<string, string>>>('../**/*I18n.ts');
    const seen = new Map<string, string>();
    expect(Object.keys(loaders).length).toBeGreaterThan(5);
    for (const [file, load] of Object.entries(loaders)) {
      const mod = await load();
      const names = Object.keys(mod).filter((n) => n.endsWith('Vi'));
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) {
        const v = mod[name] as Record<string, string>;
        const e = mod[`${name.slice(0, -2)}En`] as Record<string, string>;
        expect(e, `${file}: ${name} has no English twin`).toBeDefined();
        expect(Object.keys(e).sort(), file).toEqual(Object.keys(v).sort());
        for (const k of Object.keys(v)) {
          expect(v[k]?.trim(), k).not.toBe('');
          expect(e[k]?.trim(), k).not.toBe('');
          expect(placeholders(e[k] ?? ''), k).toEqual(placeholders(v[k] ?? ''));
          expect(shared.has(k), `${k} is in the shared catalogue too`).toBe(false);
          expect(seen.get(k), `${k} is in ${seen.get(k)} too`).toBeUndefined();
          seen.set(k, file);
        }
      }
    }
  });

  it('every key the code asks for by name is in a catalogue (issue 38: a missing key fails the build)', async () => {
    // Read as text: loading the pages' *I18n.ts would add their texts to the shared `vi` object.
    const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], { query: '?raw', import: 'default' });
    const texts = await Promise.all(Object.entries(sources).map(async ([file, load]) => [file, await load()] as const));
    const known = new Set(Object.keys(vi));
    for (const [file, text] of texts) if (file.endsWith('I18n.ts')) for (const m of text.matchAll(/^\s*'([^']+)':/gm)) known.add(m[1] as string);
    const missing: string[] = [];
    let asked = 0;
    for (const [file, text] of texts) {
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[A-Za-z0-9_.]+)'/g)) {
        asked++;
        if (!known.has(m[1] as string)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(asked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});

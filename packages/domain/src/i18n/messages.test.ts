import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogues, en, type MessageKey, messageBundles, pickLang, translate, vi } from './messages.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('vi and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'vi']);
  });

  it('no message is empty, and both languages use the same placeholders', () => {
    for (const key of Object.keys(vi) as MessageKey[]) {
      expect(vi[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(vi[key]));
    }
  });

  it('keys are namespaced', () => {
    for (const key of Object.keys(vi)) expect(key).toMatch(/^[a-z]+\.[A-Za-z]+$/);
  });

  it('spec §8 wording is kept', () => {
    expect(en['error.validation']).toBe('Not fully entered required information');
    expect(en['error.deleteFailed']).toMatch(/still exists/);
    expect(en['success.deleted']).toBe('Deleted');
    expect(translate('en', 'validation.maxLength', { max: 1000, label: 'Content' })).toBe('Do not enter more than 1000 characters in Content');
  });
});

describe('bundles', () => {
  const bundles = Object.entries(messageBundles) as [string, { vi: Record<string, string>; en: Record<string, string> }][];

  it('every file of messages/ is a bundle of the lookup', () => {
    const files = readdirSync(new URL('./messages/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(messageBundles).sort());
  });

  it.each(bundles)('%s: vi and en have the same keys, none empty, the same placeholders', (_, b) => {
    const viKeys = Object.keys(b.vi).sort();
    const enKeys = Object.keys(b.en).sort();
    expect(
      viKeys.filter((k) => !enKeys.includes(k)),
      'missing in en',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !viKeys.includes(k)),
      'missing in vi',
    ).toEqual([]);
    for (const k of viKeys) {
      expect(b.vi[k]?.trim(), k).not.toBe('');
      expect(b.en[k]?.trim(), k).not.toBe('');
      expect(placeholders(b.en[k] ?? ''), k).toEqual(placeholders(b.vi[k] ?? ''));
    }
  });

  it('no key is defined in two bundles, and the lookup is exactly their union', () => {
    const seen = new Map<string, string>();
    for (const [name, b] of bundles) {
      for (const k of [...Object.keys(b.vi), ...Object.keys(b.en)]) {
        const other = seen.get(k);
        expect(other === undefined || other === name, `${k} is in ${other} and ${name}`).toBe(true);
        seen.set(k, name);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(vi).sort());
    for (const [, b] of bundles) for (const k of Object.keys(b.vi)) expect([vi[k as MessageKey], en[k as MessageKey]], k).toEqual([b.vi[k], b.en[k]]);
  });
});

describe('translate', () => {
  it('fills params in both languages', () => {
    expect(translate('vi', 'validation.maxLength', { label: 'Tiêu đề', max: 255 })).toBe('Tiêu đề không được nhập quá 255 ký tự');
    expect(translate('en', 'validation.maxLength', { label: 'Title', max: 255 })).toBe('Do not enter more than 255 characters in Title');
    expect(translate('vi', 'error.transition', { from: 'DRAFT', to: 'RELEASE' })).toBe('Không thể chuyển trạng thái từ DRAFT sang RELEASE');
    expect(translate('en', 'error.invalidOrder', { field: 'name' })).toBe('Cannot sort by name');
  });

  it('replaces every occurrence and leaves no placeholder behind when params are missing', () => {
    expect(translate('en', 'validation.required')).toBe(' is required');
    expect(translate('en', 'validation.required', { label: undefined })).toBe(' is required');
    expect(translate('en', 'validation.required', { label: 0 })).toBe('0 is required');
  });

  it('does not interpret params as templates', () => {
    expect(translate('en', 'validation.required', { label: '{label}$&$1' })).toBe('{label}$&$1 is required');
  });

  it('messages without placeholders come back as is', () => {
    expect(translate('vi', 'success.deleted')).toBe('Đã xoá');
    expect(translate('en', 'success.deleted', { extra: 'x' })).toBe('Deleted');
  });

  it.each(['', 'nope', 'error', 'validation.', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('unknown key %j -> empty string', (key) => {
    expect(translate('vi', key)).toBe('');
    expect(translate('en', key)).toBe('');
  });

  it('property: never throws, unknown keys give empty strings', () => {
    fc.assert(
      fc.property(fc.constantFrom('vi' as const, 'en' as const), fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), (lang, key, params) => {
        const out = translate(lang, key, params);
        if (!Object.hasOwn(vi, key)) expect(out).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});

describe('pickLang', () => {
  it('defaults to vi', () => {
    expect(pickLang(undefined, undefined)).toBe('vi');
    expect(pickLang(undefined, '')).toBe('vi');
    expect(pickLang('', 'fr-FR,de;q=0.8')).toBe('vi');
    expect(pickLang(null, '*')).toBe('vi');
  });

  it('the query parameter wins over Accept-Language', () => {
    expect(pickLang('en', 'vi-VN,vi;q=0.9')).toBe('en');
    expect(pickLang('vi', 'en-US,en;q=0.9')).toBe('vi');
  });

  it('an unsupported or non-string query value falls through to the header', () => {
    expect(pickLang('fr', 'en-US')).toBe('en');
    expect(pickLang(['en'], 'vi')).toBe('vi');
    expect(pickLang('EN', undefined)).toBe('vi');
  });

  it('reads Accept-Language in order, first supported language wins', () => {
    expect(pickLang(undefined, 'en-US,en;q=0.9,vi;q=0.8')).toBe('en');
    expect(pickLang(undefined, 'vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(pickLang(undefined, 'fr-FR, en-GB;q=0.5')).toBe('en');
    expect(pickLang(undefined, 'EN')).toBe('en');
    expect(pickLang(undefined, ' ja , vi ')).toBe('vi');
  });

  it('property: always vi or en, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string(), { nil: undefined }), (q, header) => {
        expect(['vi', 'en']).toContain(pickLang(q, header));
      }),
      { numRuns: 200 },
    );
  });
});

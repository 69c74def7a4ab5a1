import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { date, datetime, email, enumOf, flag, integer, json, latitude, longitude, longText, media, mediaList, money, number, phone, ref, refs, richText, tags, text, url, youtube } from './fields.js';
import { youtubeId } from './format.js';
import { resources } from './resources/index.js';
import { defineResource } from './resource.js';
import { type SampleOptions, sampleRecord, seededRandom } from './sample.js';
import { validateInput } from './validation.js';

const NOW = new Date('2026-03-10T08:30:00Z');
const pools = (seed: number, fill?: 'all' | 'some'): SampleOptions => ({
  random: seededRandom(seed),
  now: NOW,
  refs: () => [3, 5, 8, 13],
  media: () => [21, 34],
  ...(fill && { fill }),
});

/** Every field kind and rule of the DSL in one declaration. */
const everything = defineResource({
  name: 'everything',
  path: 'everything',
  label: { vi: 'Mọi loại trường', en: 'Every field' },
  subject: 'SETTING',
  module: 'test.everything',
  fields: {
    title: text({ required: true, localized: true, max: 40, unique: true }),
    short: text({ max: 5, min: 3 }),
    padded: text({ max: 300, min: 120 }),
    full_name: text({ required: true, max: 60, format: 'personName', unique: true }),
    code: text({ required: true, max: 12, format: 'code', unique: true }),
    tiny_code: text({ max: 2, format: 'code' }),
    body: richText({ localized: true, max: 400 }),
    note: longText({ max: 80, localized: true }),
    qty: integer({ min: 5, max: 9 }),
    rank: integer({ unique: true, min: 1 }),
    ratio: number({ min: -1, max: 1, scale: 3 }),
    price: money({ required: true, min: 5000 }),
    is_on: flag(),
    birthday: date(),
    start_at: datetime({ required: true }),
    end_at: datetime({ required: true, after: 'start_at' }),
    effective_at: datetime({ notBefore: 'end_at' }),
    deadline: date({ required: true, isFuture: true, after: 'birthday' }),
    release_at: datetime({ isFuture: true, after: 'start_at' }),
    kind: enumOf(['A', 'B', 'C'], { required: true }),
    level: enumOf([1, 2, 3], { default: 1 }),
    owner_id: ref('account', { required: true }),
    realm_id: ref('category', { where: { type: 'DOCUMENT_REALM' } }),
    role_ids: refs('role', { max: 2 }),
    cover: media('image'),
    gallery: mediaList('image', { max: 3, min: 1 }),
    labels: tags({ max: 3, tagMax: 5 }),
    mail: email({ required: true, unique: true }),
    mobile: phone(),
    site: url(),
    stream: url({ protocols: ['rtmp'] }),
    clip: youtube(),
    extra: json({ required: true }),
    lat: latitude(),
    lng: longitude(),
    secret: text({ isPrivate: true }),
    counter: integer({ isReadonly: true }),
  },
});

const valid = (r: (typeof resources)[number], rec: Record<string, unknown>) => {
  const v = validateInput(r, rec, { mode: 'create', now: NOW });
  return v.ok ? 'ok' : `${r.name} ${JSON.stringify(v.issues)} in ${JSON.stringify(rec).slice(0, 600)}`;
};

describe('sampleRecord', () => {
  it('gives 30 valid samples of every declared resource, in both fill modes', () => {
    for (const r of resources) {
      for (let i = 0; i < 30; i++) {
        expect(valid(r, sampleRecord(r, i, pools(i + 1)))).toBe('ok');
        expect(valid(r, sampleRecord(r, i, pools(i + 101, 'all')))).toBe('ok');
      }
    }
  });

  it('covers every field kind and rule of the DSL', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const rec = sampleRecord(everything, i, pools(i, i % 2 === 0 ? 'all' : 'some'));
      expect(valid(everything, rec)).toBe('ok');
      for (const k of Object.keys(rec)) seen.add(k);
      expect(rec).not.toHaveProperty('secret');
      expect(rec).not.toHaveProperty('counter');
    }
    const writable = everything.columns.filter((c) => !c.def.isPrivate && !c.def.isReadonly).map((c) => c.name);
    expect([...seen].sort()).toEqual(writable.sort());
  });

  it('writes Vietnamese with diacritics, English twins, capitalised names, codes, links and places in Vietnam', () => {
    const rec = sampleRecord(everything, 7, pools(7, 'all'));
    expect(rec.title).toMatch(/[ăâđêôơưàáạảãèéẹẻẽìíịỉĩòóọỏõùúụủũỳýỵỷỹ]/i);
    expect(rec.title_en).toMatch(/^[\x20-\x7e]+$/);
    expect(rec.full_name).toMatch(/^(\p{Lu}\p{Ll}+ ){2}\p{Lu}\p{Ll}*$/u);
    expect(rec.code).toMatch(/^[A-Z]+_\d+$/);
    expect(youtubeId(rec.clip as string)).toHaveLength(11);
    expect(String(rec.stream)).toMatch(/^rtmp:\/\//);
    expect(String(rec.body)).toMatch(/^<p>.*<\/p>$/);
    expect(rec.lat).toBeGreaterThanOrEqual(8.5);
    expect(rec.lat).toBeLessThanOrEqual(23.4);
    expect(rec.lng).toBeGreaterThanOrEqual(102);
    expect(rec.lng).toBeLessThanOrEqual(109.5);
    expect(Number(rec.price) % 1000).toBe(0);
    expect(String(rec.mail)).toBe(String(rec.mail).toLowerCase());
  });

  it('gives unique fields different values per index', () => {
    const recs = Array.from({ length: 200 }, (_, i) => sampleRecord(everything, i, pools(1)));
    for (const f of ['title', 'title_en', 'full_name', 'code', 'mail', 'rank']) {
      expect(new Set(recs.map((r) => String(r[f]).toLowerCase())).size, f).toBe(200);
    }
  });

  it('is deterministic for a seed', () => {
    expect(sampleRecord(everything, 3, pools(42))).toEqual(sampleRecord(everything, 3, pools(42)));
    expect(sampleRecord(everything, 3, pools(42))).not.toEqual(sampleRecord(everything, 3, pools(43)));
  });

  it('takes references from the pools, leaves out optional ones without a pool, and refuses required ones', () => {
    const asked: unknown[] = [];
    const rec = sampleRecord(everything, 0, {
      ...pools(1, 'all'),
      refs: (target, where) => {
        asked.push([target, where]);
        return target === 'account' ? [99] : [];
      },
      media: () => [],
    });
    expect(rec.owner_id).toBe(99);
    for (const f of ['realm_id', 'role_ids', 'cover', 'gallery']) expect(rec).not.toHaveProperty(f);
    expect(asked).toContainEqual(['category', { type: 'DOCUMENT_REALM' }]);
    expect(() => sampleRecord(everything, 0, { ...pools(1), refs: () => [] })).toThrow(/everything\.owner_id: no account record/);
    const album = defineResource({ ...everything, name: 'album', path: 'album', fields: { photos: mediaList('image', { required: true, min: 2 }) } });
    expect(() => sampleRecord(album, 0, { ...pools(1), media: () => [1] })).toThrow(/album\.photos: needs 2 image media, the pool has 1/);
    expect(sampleRecord(album, 0, { ...pools(1), media: () => [1, 2] }).photos).toHaveLength(2);
  });

  it('merges the declaration’s own sample values over the generated ones', () => {
    const withSample = defineResource({
      ...everything,
      name: 'with_sample',
      path: 'with-sample',
      sample: (i) => ({ kind: 'C', start_at: '2030-01-01T00:00:00Z', title: `Tiêu đề riêng ${i}` }),
    });
    for (let i = 0; i < 20; i++) {
      const rec = sampleRecord(withSample, i, pools(i, 'all'));
      expect(rec).toMatchObject({ kind: 'C', start_at: '2030-01-01T00:00:00Z', title: `Tiêu đề riêng ${i}` });
      // Dates that follow a given one still do.
      expect(valid(withSample, rec)).toBe('ok');
    }
  });

  it('property: any seed, index, fill mode and resource gives a valid record', () => {
    const all = [...resources, everything];
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 100_000 }), fc.boolean(), fc.nat({ max: all.length - 1 }), fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (seed, i, full, k, now) => {
        const r = all[k] as (typeof all)[number];
        const rec = sampleRecord(r, i, { ...pools(seed, full ? 'all' : 'some'), now });
        const v = validateInput(r, rec, { mode: 'create', now });
        if (!v.ok) throw new Error(`${r.name} ${JSON.stringify(v.issues)} ${JSON.stringify(rec).slice(0, 400)}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sample records under declared unique constraints', () => {
  it('makes the constrained columns differ per index (random codes could collide)', () => {
    const coded = defineResource({
      name: 'coded',
      path: 'coded',
      label: { vi: 'Có mã', en: 'Coded' },
      subject: 'SETTING',
      module: 'test.coded',
      fields: { code: text({ required: true, max: 30, format: 'code' }), name: text({ required: true }) },
      constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
    });
    const random = seededRandom(7);
    const codes = Array.from({ length: 500 }, (_, i) => sampleRecord(coded, i, { random, now: NOW, refs: () => [] }).code);
    expect(new Set(codes).size).toBe(500);
  });
});

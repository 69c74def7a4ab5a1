import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  date,
  datetime,
  email,
  enumOf,
  flag,
  integer,
  json,
  latitude,
  longitude,
  longText,
  media,
  mediaList,
  money,
  number,
  phone,
  ref,
  refs,
  richText,
  tags,
  text,
  url,
  youtube,
} from './fields.js';
import { defineResource, type Resource, STANDARD_COLUMNS, writableColumns } from './resource.js';
import { resourceByName, resources } from './resources/index.js';
import { newsType } from './resources/portal/news-type.js';
import { office } from './resources/portal/office.js';
import { category } from './resources/system/category.js';
import { sensitiveWord } from './resources/portal/sensitive-word.js';
import {
  columnLabel,
  crossFieldIssues,
  fieldSchema,
  isValidDate,
  isValidDateTime,
  isValidUrl,
  type Issue,
  referencedIds,
  type ValidationResult,
  validateInput,
} from './validation.js';

/** A resource with one field of every kind, so the whole DSL goes through validateInput. */
const kitchen = defineResource({
  name: 'kitchen_sink',
  path: 'kitchen-sink',
  label: { vi: 'Thử', en: 'Test' },
  subject: 'NEWS',
  module: 'test.kitchen',
  fields: {
    title: text({ required: true, localized: true, label: { vi: 'Tiêu đề', en: 'Title' } }),
    person: text({ max: 100, format: 'personName' }),
    code: text({ max: 20, format: 'code' }),
    short: text({ min: 3, max: 10 }),
    note: longText(),
    body: richText({ localized: true, max: 50 }),
    count: integer({ min: 1, max: 4 }),
    big: integer(),
    ratio: number({ min: 0, max: 100 }),
    free: number(),
    price: money(),
    active: flag(),
    birthday: date(),
    publish_date: datetime({ label: { vi: 'Ngày đăng', en: 'Publish date' } }),
    release_date: datetime({ after: 'publish_date', isFuture: true, label: { vi: 'Ngày phát hành', en: 'Release date' } }),
    effective_date: date({ notBefore: 'release_date' }),
    kind: enumOf(['NEWS', 'EVENT']),
    level: enumOf([1, 2, 3]),
    parent_id: ref('kitchen_sink'),
    member_ids: refs('account', { max: 3 }),
    avatar: media('image'),
    gallery: mediaList('image', { max: 3, min: 1 }),
    files: mediaList('attachment', { max: 5 }),
    labels: tags({ max: 3, tagMax: 5 }),
    mail: email(),
    tel: phone(),
    site: url(),
    video: youtube(),
    meta: json(),
    lat: latitude(),
    lng: longitude(),
    secret: text({ isPrivate: true }),
    computed: integer({ isReadonly: true }),
  },
});

/** A resource whose only required field is a non-localized text, to test create/update paths in isolation. */
const reqOnly = defineResource({
  name: 'req_only',
  path: 'req-only',
  label: { vi: 'a', en: 'a' },
  subject: 'NEWS',
  module: 'test.req',
  fields: { need: text({ required: true }), tags_req: tags({ required: true }), opt: text() },
});

const NOW = new Date('2026-06-01T00:00:00Z');
const create = (r: Resource, body: unknown) => validateInput(r, body, { mode: 'create', now: NOW });
const update = (r: Resource, body: unknown, existing?: Record<string, unknown>) => validateInput(r, body, { mode: 'update', existing, now: NOW });

function issues(res: ValidationResult<unknown>): Issue[] {
  if (res.ok) throw new Error(`expected issues, got ok: ${JSON.stringify(res.data)}`);
  return res.issues;
}
function data(res: ValidationResult<Record<string, unknown>>): Record<string, unknown> {
  if (!res.ok) throw new Error(`expected ok, got ${JSON.stringify(res.issues)}`);
  return res.data;
}
/** The single issue of a one-field update on `kitchen`. */
function issueOf(field: string, value: unknown): Issue | undefined {
  const res = update(kitchen, { [field]: value });
  if (res.ok) return undefined;
  expect(res.issues).toHaveLength(1);
  return res.issues[0];
}
const keyOf = (field: string, value: unknown) => issueOf(field, value)?.key;
const parsedOf = (field: string, value: unknown) => data(update(kitchen, { [field]: value }))[field];

const officeOk = { type: 'HEAD_OFFICE', name: 'Trụ sở chính', address: 'Quận 1, TP. Hồ Chí Minh' };

describe('validateInput: payload shape', () => {
  it.each([null, undefined, 42, 'x', true, [], [{ name: 'a' }]])('refuses a non-object body %j without throwing', (body) => {
    expect(create(office, body)).toEqual({ ok: false, issues: [{ field: '', key: 'validation.type' }] });
  });

  it('refuses unknown keys with validation.unknownField naming the key', () => {
    const res = issues(create(office, { ...officeOk, nmae: 'typo', is_admin: true }));
    expect(res).toEqual(
      expect.arrayContaining([
        { field: 'nmae', key: 'validation.unknownField', params: { field: 'nmae' } },
        { field: 'is_admin', key: 'validation.unknownField', params: { field: 'is_admin' } },
      ]),
    );
    expect(res).toHaveLength(2);
  });

  it('refuses prototype-ish keys as unknown', () => {
    const body = JSON.parse('{"__proto__": {"x": 1}, "constructor": 1}');
    const res = issues(update(office, body));
    expect(res.map((i) => i.field).sort()).toEqual(['__proto__', 'constructor']);
    expect(res.every((i) => i.key === 'validation.unknownField')).toBe(true);
  });

  it('ignores standard columns echoed back from a GET and never writes them', () => {
    const echoed = {
      ...officeOk,
      id: 7,
      created_date: '2026-01-01T00:00:00Z',
      updated_date: '2026-01-02T00:00:00Z',
      created_by: 1,
      updated_by: 2,
      ordering: 3,
      state: 'INACTIVE',
      status: 'RELEASE',
    };
    const out = data(create(office, echoed));
    for (const k of [...STANDARD_COLUMNS, 'status']) expect(out).not.toHaveProperty(k);
    expect(out).toEqual(officeOk);
  });

  it('ignores (does not write) private and readonly columns: mass-assignment guard', () => {
    const out = data(update(kitchen, { secret: 'hash', computed: 99, free: 1 }));
    expect(out).toEqual({ free: 1 });
  });

  it('treats an undefined value (untouched form field) as not given', () => {
    expect(data(update(office, { nation: undefined, province: 'Hà Nội' }))).toEqual({ province: 'Hà Nội' });
    expect(issues(create(office, { ...officeOk, name: undefined }))).toEqual([{ field: 'name', key: 'validation.required' }]);
  });
});

describe('validateInput: required fields, create and update', () => {
  it('reports every missing required field on create (Vietnamese required, English optional)', () => {
    const res = issues(create(office, {}));
    expect(res).toEqual([
      { field: 'type', key: 'validation.required' },
      { field: 'name', key: 'validation.required' },
      { field: 'address', key: 'validation.required' },
    ]);
    expect(res.some((i) => i.field.endsWith('_en'))).toBe(false);
  });

  it('a required field with a default may be left out on create (the database fills it), not cleared', () => {
    const step = resourceByName.get('approval_step') as Resource;
    expect(data(create(step, { process_id: 1, name: 'Trưởng phòng', approver_kind: 'LINE_MANAGER' }))).not.toHaveProperty('mode');
    expect(data(create(step, { process_id: 1, name: 'Trưởng phòng' }))).not.toHaveProperty('approver_kind');
    expect(create(step, { process_id: 1, name: 'Trưởng phòng', mode: null }).ok).toBe(true);
    expect(issues(update(step, { mode: null }))).toEqual([{ field: 'mode', key: 'validation.required' }]);
  });

  it('accepts the minimal office, with English twins left out', () => {
    expect(data(create(office, officeOk))).toEqual(officeOk);
  });

  it('update mode allows a partial payload', () => {
    expect(data(update(office, { province: 'Đà Nẵng' }))).toEqual({ province: 'Đà Nẵng' });
    expect(data(update(office, {}))).toEqual({});
    expect(data(update(category, { name_en: 'Realm' }))).toEqual({ name_en: 'Realm' });
  });

  it.each([null, '', '   ', '\t\n'])('a required field may not be cleared (%j), on create or update', (v) => {
    expect(issues(update(office, { name: v }))).toEqual([{ field: 'name', key: 'validation.required' }]);
    expect(issues(create(office, { ...officeOk, type: v }))).toEqual([{ field: 'type', key: 'validation.required' }]);
  });

  it('clearing an optional field stores null (false for flags)', () => {
    expect(data(update(office, { name_en: '', nation: null, email: '  ', latitude: null }))).toEqual({
      name_en: null,
      nation: null,
      email: null,
      latitude: null,
    });
    expect(data(update(newsType, { is_show: null }))).toEqual({ is_show: false });
  });

  it('a column with a default is never set to null: the default on create, refused on update (no 500 on NOT NULL)', () => {
    const account = resources.find((r) => r.name === 'account') as Resource;
    for (const v of [null, '', '  ']) {
      expect(issues(update(account, { account_status: v }))).toEqual([{ field: 'account_status', key: 'validation.required' }]);
      const made = create(account, { username: 'a.b', full_name: 'Tên', role_ids: [1], account_status: v });
      expect(made.ok, JSON.stringify(made)).toBe(true);
      expect(Object.hasOwn(data(made), 'account_status')).toBe(false);
    }
  });

  it('a required list may not be empty', () => {
    expect(issues(create(reqOnly, { need: 'x', tags_req: [] }))).toEqual([{ field: 'tags_req', key: 'validation.required' }]);
    expect(data(create(reqOnly, { need: 'x', tags_req: ['a'] }))).toEqual({ need: 'x', tags_req: ['a'] });
  });

  it('English twins are optional and never required, Vietnamese is', () => {
    const cols = office.columns.filter((c) => c.field === 'name');
    expect(cols.map((c) => [c.name, c.lang, c.required])).toEqual([
      ['name', 'vi', true],
      ['name_en', 'en', false],
    ]);
    expect(issues(create(office, { ...officeOk, name: undefined, name_en: 'Head office' }))).toEqual([{ field: 'name', key: 'validation.required' }]);
  });
});

describe('validateInput on the real resources', () => {
  it('the four resources under test are registered', () => {
    for (const r of [office, category, sensitiveWord, newsType]) expect(resources).toContain(r);
  });

  it('office: full valid record', () => {
    const full = {
      ...officeOk,
      name_en: 'Head office',
      address_en: 'District 1, Ho Chi Minh City',
      nation: 'Việt Nam',
      province: 'TP. Hồ Chí Minh',
      latitude: 10.7769,
      longitude: 106.7009,
      email: 'Contact@Thaco.com.vn',
      hotline: '+84 28 3822 1234',
      website: 'https://thaco.com.vn',
    };
    expect(data(create(office, full))).toEqual({ ...full, email: 'contact@thaco.com.vn' });
  });

  it('office: each wrong field gets its own issue', () => {
    const res = issues(
      create(office, { type: 'HQ', name: 'A', address: 'B', latitude: 100, longitude: -181, website: 'ftp://x.com', email: 'bad', hotline: 'abc', nation: 5 }),
    );
    expect(Object.fromEntries(res.map((i) => [i.field, i.key]))).toEqual({
      type: 'validation.enum',
      nation: 'validation.type',
      latitude: 'validation.max',
      longitude: 'validation.min',
      email: 'validation.email',
      hotline: 'validation.phone',
      website: 'validation.url',
    });
    expect(res.find((i) => i.field === 'type')?.params).toEqual({ values: 'HEAD_OFFICE, BRANCH, REPRESENTATIVE, FACTORY, SHOWROOM' });
    expect(res.find((i) => i.field === 'latitude')?.params).toEqual({ max: 90 });
  });

  it('titles are limited to 255 characters (vi and en)', () => {
    for (const r of [office, category, newsType]) {
      const base = r === office ? officeOk : { ...(r === category ? { type: 'ARCHIVE' } : {}), name: 'x' };
      expect(create(r, { ...base, name: 'a'.repeat(255), name_en: 'b'.repeat(255) }).ok).toBe(true);
      expect(issues(create(r, { ...base, name: 'a'.repeat(256) }))).toEqual([{ field: 'name', key: 'validation.maxLength', params: { max: 255 } }]);
      expect(issues(create(r, { ...base, name_en: 'b'.repeat(256) }))).toEqual([{ field: 'name_en', key: 'validation.maxLength', params: { max: 255 } }]);
    }
  });

  it('office address allows 500 characters', () => {
    expect(create(office, { ...officeOk, address: 'a'.repeat(500) }).ok).toBe(true);
    expect(issues(create(office, { ...officeOk, address: 'a'.repeat(501) }))[0]?.params).toEqual({ max: 500 });
  });

  it('category: type required and one of the settings categories; code format; parent ref; media ids', () => {
    expect(issues(create(category, { name: 'Lĩnh vực' }))).toEqual([{ field: 'type', key: 'validation.required' }]);
    expect(data(create(category, { type: 'DOCUMENT_REALM', name: 'Lĩnh vực', code: 'REALM-01.a_b', parent_id: 3, icon: 9, icon_dark: 10 }))).toEqual({
      type: 'DOCUMENT_REALM',
      name: 'Lĩnh vực',
      code: 'REALM-01.a_b',
      parent_id: 3,
      icon: 9,
      icon_dark: 10,
    });
    expect(keyOfOn(category, 'type', 'GREETING_CARD')).toBe('validation.enum'); // spec spelling is GREETTING_CARD
    expect(keyOfOn(category, 'type', 'GREETTING_CARD')).toBeUndefined();
    expect(keyOfOn(category, 'code', 'has space')).toBe('validation.type');
    expect(keyOfOn(category, 'code', 'mã')).toBe('validation.type');
    expect(keyOfOn(category, 'parent_id', '3')).toBe('validation.number');
    expect(keyOfOn(category, 'parent_id', 0)).toBe('validation.min');
    expect(keyOfOn(category, 'parent_id', 1.5)).toBe('validation.integer');
    expect(keyOfOn(category, 'icon', -1)).toBe('validation.min');
    expect(keyOfOn(category, 'value', 'x'.repeat(1001))).toBe('validation.maxLength');
    expect(keyOfOn(category, 'description', 'x'.repeat(501))).toBe('validation.maxLength');
    expect(keyOfOn(category, 'link', 'rtmp://stream.thaco.vn/live')).toBeUndefined();
  });

  it('sensitive word: word required, max 100', () => {
    expect(issues(create(sensitiveWord, {}))).toEqual([{ field: 'word', key: 'validation.required' }]);
    expect(data(create(sensitiveWord, { word: '  xấu  ', replacement: '***' }))).toEqual({ word: 'xấu', replacement: '***' });
    expect(issues(create(sensitiveWord, { word: 'a'.repeat(101) }))).toEqual([{ field: 'word', key: 'validation.maxLength', params: { max: 100 } }]);
  });

  it('news type: numeric enum, string enum and flag', () => {
    expect(data(create(newsType, { name: 'Tin nội bộ', type_number: 1, kind: 'ACTIVITY', is_show: true }))).toEqual({
      name: 'Tin nội bộ',
      type_number: 1,
      kind: 'ACTIVITY',
      is_show: true,
    });
    expect(keyOfOn(newsType, 'type_number', 4)).toBeUndefined();
    expect(keyOfOn(newsType, 'type_number', 5)).toBe('validation.enum');
    expect(keyOfOn(newsType, 'type_number', '1')).toBe('validation.enum'); // a string is not the number 1
    expect(keyOfOn(newsType, 'kind', 'activity')).toBe('validation.enum');
    expect(keyOfOn(newsType, 'kind', true)).toBe('validation.type');
    expect(keyOfOn(newsType, 'is_show', 'true')).toBe('validation.type');
    expect(keyOfOn(newsType, 'is_show', 1)).toBe('validation.type');
  });
});

function keyOfOn(r: Resource, field: string, value: unknown) {
  const res = update(r, { [field]: value });
  return res.ok ? undefined : res.issues[0]?.key;
}

describe('validateInput: every field kind', () => {
  it('text: max, trim, min, NFC', () => {
    expect(parsedOf('note', `  ${'x'.repeat(1000)}  `)).toBe('x'.repeat(1000));
    expect(issueOf('note', 'x'.repeat(1001))).toEqual({ field: 'note', key: 'validation.maxLength', params: { max: 1000 } });
    expect(parsedOf('short', 'abc')).toBe('abc');
    expect(issueOf('short', 'ab')).toEqual({ field: 'short', key: 'validation.minLength', params: { min: 3 } });
    expect(issueOf('short', 'abcdefghijk')).toEqual({ field: 'short', key: 'validation.maxLength', params: { max: 10 } });
  });

  it('text: decomposed Vietnamese is normalised to NFC and measured after normalisation', () => {
    const composed = 'Tiếng Việt Đà Nẵng';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const out = data(update(office, { name: decomposed, name_en: decomposed, province: decomposed }));
    expect(out).toEqual({ name: composed, name_en: composed, province: composed });
    // 255 composed letters are 765 code units decomposed: still within the 255 limit
    const long = 'ễ'.repeat(255);
    expect(long.normalize('NFD').length).toBe(765);
    expect(data(update(office, { name: long.normalize('NFD') })).name).toBe(long);
    expect(data(update(kitchen, { labels: ['Việt'.normalize('NFD'), 'Việt'] })).labels).toEqual(['Việt']);
  });

  it('text personName: capitalised words, no special characters', () => {
    expect(parsedOf('person', 'Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(parsedOf('person', 'Nguyễn Văn An'.normalize('NFD'))).toBe('Nguyễn Văn An');
    expect(parsedOf('person', "O'Brien Mary-Jane")).toBe("O'Brien Mary-Jane");
    expect(parsedOf('person', 'Đặng  Thị  Ánh')).toBe('Đặng  Thị  Ánh');
    for (const bad of ['nguyễn văn an', 'Nguyễn văn An', 'Nguyễn V@n', 'An123', 'An_B', '<script>']) {
      expect(issueOf('person', bad), bad).toEqual({ field: 'person', key: 'validation.capitalized', params: {} });
    }
  });

  it('richText: localized, max, HTML kept as is', () => {
    expect(parsedOf('body', '<p>Xin chào</p>')).toBe('<p>Xin chào</p>');
    expect(parsedOf('body_en', '<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(issueOf('body', 'x'.repeat(51))).toEqual({ field: 'body', key: 'validation.maxLength', params: { max: 50 } });
    expect(kitchen.columnByName.has('body_en')).toBe(true);
  });

  it('integer: bounds, whole numbers, 32-bit range', () => {
    expect(parsedOf('count', 1)).toBe(1);
    expect(parsedOf('count', 4)).toBe(4);
    expect(issueOf('count', 0)).toEqual({ field: 'count', key: 'validation.min', params: { min: 1 } });
    expect(issueOf('count', 5)).toEqual({ field: 'count', key: 'validation.max', params: { max: 4 } });
    expect(keyOf('count', 2.5)).toBe('validation.integer');
    expect(parsedOf('big', -2147483648)).toBe(-2147483648);
    expect(keyOf('big', 2147483648)).toBe('validation.max');
    expect(keyOf('big', 2 ** 60)).toBeDefined();
  });

  it('number and money', () => {
    expect(parsedOf('ratio', 12.345678)).toBe(12.345678);
    expect(keyOf('ratio', -0.1)).toBe('validation.min');
    expect(keyOf('ratio', 100.01)).toBe('validation.max');
    // numeric(18, 6) by default: twelve digits before the point, six after.
    expect(parsedOf('free', -1e11)).toBe(-1e11);
    expect(keyOf('free', -1e14)).toBe('validation.min');
    expect(keyOf('free', 1e16)).toBe('validation.max');
    expect(keyOf('free', 0.1234567)).toBe('validation.scale');
    expect(keyOf('free', 0.1 + 0.2)).toBe('validation.scale');
    // Money is whole đồng.
    expect(parsedOf('price', 1_250_000)).toBe(1_250_000);
    expect(keyOf('price', 1234.5)).toBe('validation.scale');
    expect(keyOf('price', -1)).toBe('validation.min');
  });

  it('flag', () => {
    expect(parsedOf('active', true)).toBe(true);
    expect(parsedOf('active', false)).toBe(false);
    for (const bad of ['true', 1, 0, [], {}]) expect(keyOf('active', bad)).toBe('validation.type');
  });

  it('date and datetime', () => {
    expect(parsedOf('birthday', '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '01/02/2026', '2026-01-01T00:00:00Z', 'today']) {
      expect(keyOf('birthday', bad), bad).toBe('validation.date');
    }
    for (const ok of ['2026-01-01T10:00:00Z', '2026-01-01 10:00:00+07:00', '2026-01-01T10:00Z', '2026-01-01T10:00:00.123+0700']) {
      expect(parsedOf('publish_date', ok), ok).toBe(ok);
    }
    for (const bad of ['2026-01-01T10:00:00', '2026-02-30T10:00:00Z', '2026-01-01', 'now', '2026-01-01T25:00:00Z']) {
      expect(keyOf('publish_date', bad), bad).toBe('validation.datetime');
    }
  });

  it('enum, including numeric enum', () => {
    expect(parsedOf('kind', 'EVENT')).toBe('EVENT');
    expect(issueOf('kind', 'OTHER')).toEqual({ field: 'kind', key: 'validation.enum', params: { values: 'NEWS, EVENT' } });
    expect(parsedOf('level', 2)).toBe(2);
    expect(issueOf('level', 4)).toEqual({ field: 'level', key: 'validation.enum', params: { values: '1, 2, 3' } });
    expect(keyOf('level', '2')).toBe('validation.enum');
    expect(keyOf('level', [2])).toBe('validation.type');
  });

  it('ref and refs', () => {
    expect(parsedOf('parent_id', 12)).toBe(12);
    expect(keyOf('parent_id', 0)).toBe('validation.min');
    expect(keyOf('parent_id', -3)).toBe('validation.min');
    expect(keyOf('parent_id', '12')).toBe('validation.number');
    expect(keyOf('parent_id', Number.MAX_SAFE_INTEGER + 2)).toBeDefined();
    expect(parsedOf('member_ids', [3, 1, 3])).toEqual([3, 1]);
    expect(parsedOf('member_ids', [])).toEqual([]);
    expect(issueOf('member_ids', [1, 2, 3, 4])).toEqual({ field: 'member_ids', key: 'validation.maxItems', params: { max: 3 } });
    expect(keyOf('member_ids', 1)).toBe('validation.type');
    expect(keyOf('member_ids', ['1'])).toBe('validation.number');
    expect(keyOf('member_ids', [0])).toBe('validation.min');
  });

  it('media and mediaList (min and max items)', () => {
    expect(parsedOf('avatar', 5)).toBe(5);
    expect(keyOf('avatar', 'a.png')).toBe('validation.number');
    expect(parsedOf('gallery', [1, 2, 2])).toEqual([1, 2]);
    expect(issueOf('gallery', [1, 2, 3, 4])).toEqual({ field: 'gallery', key: 'validation.maxItems', params: { max: 3 } });
    expect(issueOf('gallery', [])).toEqual({ field: 'gallery', key: 'validation.minItems', params: { min: 1 } });
    expect(parsedOf('files', [])).toEqual([]);
  });

  it('tags', () => {
    expect(parsedOf('labels', [' a ', 'b', 'a'])).toEqual(['a', 'b']);
    expect(issueOf('labels', ['a', 'b', 'c', 'd'])).toEqual({ field: 'labels', key: 'validation.maxItems', params: { max: 3 } });
    expect(issueOf('labels', ['abcdef'])).toEqual({ field: 'labels', key: 'validation.maxLength', params: { max: 5 } });
    expect(keyOf('labels', [''])).toBe('validation.required');
    expect(keyOf('labels', 'a,b')).toBe('validation.type');
    expect(keyOf('labels', [1])).toBe('validation.type');
  });

  it('email: trimmed and lower-cased, invalid refused', () => {
    expect(parsedOf('mail', '  Nguyen.An@THACO.com.vn ')).toBe('nguyen.an@thaco.com.vn');
    for (const bad of ['an', 'an@', '@thaco.vn', 'an@@thaco.vn', 'an thaco@x.vn']) expect(keyOf('mail', bad), bad).toBe('validation.email');
    expect(keyOf('mail', `${'a'.repeat(250)}@x.com`)).toBe('validation.maxLength');
  });

  it('phone', () => {
    for (const ok of ['0901234567', '+84 90 123 4567', '028 3822-1234', '028.3822.1234', '+84 (28) 3822 1234']) expect(parsedOf('tel', ok), ok).toBe(ok);
    for (const bad of ['12345', 'abc', '0901234567x', '+84-', '090 123 456 789 012 345']) expect(keyOf('tel', bad), bad).toBeDefined();
    expect(keyOf('tel', 'abcdefghij')).toBe('validation.phone');
  });

  it('url: rtmp, http, https only', () => {
    for (const ok of ['http://thaco.vn', 'https://thaco.com.vn/path?q=1#x', 'rtmp://stream.thaco.vn/live/key']) expect(parsedOf('site', ok), ok).toBe(ok);
    for (const bad of ['ftp://files.thaco.vn', 'javascript:alert(1)', 'javascript://thaco.vn/%0aalert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'thaco.vn', 'https://', 'mailto:a@b.c']) {
      expect(issueOf('site', bad), bad).toEqual({ field: 'site', key: 'validation.url', params: { protocols: 'http, https, rtmp' } });
    }
    expect(keyOf('site', `https://x.vn/${'a'.repeat(2048)}`)).toBe('validation.maxLength');
  });

  it('youtube(): a YouTube video link is required', () => {
    for (const ok of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'http://youtube.com/embed/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(parsedOf('video', ok), ok).toBe(ok);
    }
    expect(issueOf('video', 'https://vimeo.com/123456')).toEqual({ field: 'video', key: 'validation.youtube', params: {} });
    expect(keyOf('video', 'https://www.youtube.com/watch?v=short')).toBe('validation.youtube');
    expect(keyOf('video', 'https://www.youtube.com/channel/UC123')).toBe('validation.youtube');
    expect(issueOf('video', 'rtmp://youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ field: 'video', key: 'validation.url', params: { protocols: 'http, https' } });
  });

  it('json', () => {
    expect(parsedOf('meta', { a: [1, 'x', null, { b: true }] })).toEqual({ a: [1, 'x', null, { b: true }] });
    expect(parsedOf('meta', [1, 2])).toEqual([1, 2]);
    expect(parsedOf('meta', 3)).toBe(3);
  });

  it('latitude and longitude', () => {
    expect(parsedOf('lat', -90)).toBe(-90);
    expect(parsedOf('lat', 90)).toBe(90);
    expect(parsedOf('lng', 180)).toBe(180);
    expect(parsedOf('lng', -180)).toBe(-180);
    expect(issueOf('lat', 90.0001)).toEqual({ field: 'lat', key: 'validation.max', params: { max: 90 } });
    expect(issueOf('lng', -180.5)).toEqual({ field: 'lng', key: 'validation.min', params: { min: -180 } });
    expect(keyOf('lat', '10.5')).toBe('validation.number');
  });
});

describe('validateInput: wrong types give clear issues, never throw', () => {
  const cases: [string, unknown, string][] = [
    ['count', '3', 'validation.number'],
    ['ratio', 'abc', 'validation.number'],
    ['price', {}, 'validation.number'],
    ['lat', [1], 'validation.number'],
    ['count', true, 'validation.number'],
    ['note', 5, 'validation.type'],
    ['note', ['a'], 'validation.type'],
    ['note', { a: 1 }, 'validation.type'],
    ['body', 5, 'validation.type'],
    ['birthday', 20260101, 'validation.type'],
    ['publish_date', {}, 'validation.type'],
    ['mail', 5, 'validation.type'],
    ['site', 5, 'validation.type'],
    ['kind', {}, 'validation.type'],
    ['member_ids', { 0: 1 }, 'validation.type'],
    ['free', Number.NaN, 'validation.number'],
    ['free', Number.POSITIVE_INFINITY, 'validation.number'],
  ];
  it.each(cases)('%s = %j -> %s', (field, value, key) => {
    expect(() => update(kitchen, { [field]: value })).not.toThrow();
    expect(keyOf(field, value)).toBe(key);
  });

  it('reports every bad field at once and writes nothing', () => {
    const res = update(kitchen, { count: 'x', note: 1, active: 'yes', unknown: 1 });
    expect(issues(res).map((i) => i.field).sort()).toEqual(['active', 'count', 'note', 'unknown']);
  });
});

describe('cross-field date rules', () => {
  it('release later than publish (strictly), on create', () => {
    const body = { title: 'T', publish_date: '2026-07-01T00:00:00Z' };
    expect(create(kitchen, { ...body, release_date: '2026-07-02T00:00:00Z' }).ok).toBe(true);
    for (const rel of ['2026-07-01T00:00:00Z', '2026-06-30T00:00:00Z', '2026-07-01 07:00:00+07:00']) {
      expect(issues(create(kitchen, { ...body, release_date: rel })), rel).toEqual([
        { field: 'release_date', key: 'validation.after', params: { other: 'Ngày đăng', otherField: 'publish_date' } },
      ]);
    }
  });

  it('is evaluated on the merged record when updating with `existing`', () => {
    const existing = { title: 'T', publish_date: '2026-07-01T00:00:00Z', release_date: '2026-07-10T00:00:00Z' };
    // moving publish after the stored release breaks the rule, though release is not in the payload
    expect(issues(update(kitchen, { publish_date: '2026-07-11T00:00:00Z' }, existing))).toEqual([
      { field: 'release_date', key: 'validation.after', params: { other: 'Ngày đăng', otherField: 'publish_date' } },
    ]);
    expect(update(kitchen, { publish_date: '2026-07-09T00:00:00Z' }, existing).ok).toBe(true);
    // moving release before the stored publish
    expect(issues(update(kitchen, { release_date: '2026-06-30T00:00:00Z' }, existing))[0]?.key).toBe('validation.after');
    // without `existing` the other side is unknown and the rule cannot apply
    expect(update(kitchen, { publish_date: '2026-07-11T00:00:00Z' }).ok).toBe(true);
    // clearing the other side disables the rule
    expect(update(kitchen, { publish_date: null }, existing).ok).toBe(true);
  });

  it('an untouched, already-stored pair is not re-judged by an unrelated update', () => {
    const broken = { publish_date: '2026-07-10T00:00:00Z', release_date: '2026-07-01T00:00:00Z' };
    expect(update(kitchen, { note: 'x' }, broken).ok).toBe(true);
  });

  it('not before: equal allowed, earlier refused; date compared with datetime', () => {
    const body = { title: 'T', release_date: '2026-07-01T00:00:00Z' };
    expect(create(kitchen, { ...body, effective_date: '2026-07-01' }).ok).toBe(true);
    expect(create(kitchen, { ...body, effective_date: '2026-07-02' }).ok).toBe(true);
    expect(issues(create(kitchen, { ...body, effective_date: '2026-06-30' }))).toEqual([
      { field: 'effective_date', key: 'validation.notBefore', params: { other: 'Ngày phát hành', otherField: 'release_date' } },
    ]);
  });

  it('isFuture with a fixed now: the time of the action (now, or picked as now while the form was filled in) is allowed', () => {
    expect(create(kitchen, { title: 'T', release_date: '2026-06-01T00:00:01Z' }).ok).toBe(true);
    expect(create(kitchen, { title: 'T', release_date: '2026-06-01T00:00:00Z' }).ok).toBe(true);
    expect(create(kitchen, { title: 'T', release_date: '2026-05-31T23:50:00Z' }).ok).toBe(true);
    expect(issues(create(kitchen, { title: 'T', release_date: '2026-05-31T23:49:59Z' }))).toEqual([{ field: 'release_date', key: 'validation.future' }]);
    expect(issues(create(kitchen, { title: 'T', release_date: '2020-01-01T00:00:00Z' }))).toEqual([{ field: 'release_date', key: 'validation.future' }]);
    expect(issues(validateInput(kitchen, { title: 'T', release_date: '2026-06-01T00:00:01Z' }, { mode: 'create', now: new Date('2026-06-02T00:00:00Z') }))[0]?.key).toBe(
      'validation.future',
    );
  });

  it('isFuture applies only when the value is set or changed, not to an echoed stored value', () => {
    const existing = { title: 'T', publish_date: '2026-01-01T00:00:00Z', release_date: '2026-02-01T00:00:00Z' };
    // the client echoes the whole record back after release time has passed
    expect(data(update(kitchen, { ...existing, title: 'T2' }, existing))).toMatchObject({ title: 'T2' });
    expect(update(kitchen, { note: 'x' }, existing).ok).toBe(true);
    // but changing it to another past time is refused
    expect(issues(update(kitchen, { release_date: '2026-03-01T00:00:00Z' }, existing))).toEqual([{ field: 'release_date', key: 'validation.future' }]);
    // a stored Date object counts as the same instant
    expect(update(kitchen, { release_date: '2026-02-01T00:00:00Z' }, { release_date: new Date('2026-02-01T00:00:00Z') }).ok).toBe(true);
  });

  it('cross-field rules only run once every field is individually valid', () => {
    const res = issues(create(kitchen, { title: 'T', publish_date: 'bad', release_date: '2020-01-01T00:00:00Z' }));
    expect(res).toEqual([{ field: 'publish_date', key: 'validation.datetime', params: {} }]);
  });

  it('crossFieldIssues can be called directly', () => {
    expect(crossFieldIssues(kitchen, { release_date: '2026-01-01T00:00:00Z' }, { mode: 'create', now: NOW })).toEqual([{ field: 'release_date', key: 'validation.future' }]);
    expect(crossFieldIssues(kitchen, {}, { mode: 'update', now: NOW })).toEqual([]);
  });
});

describe('helpers', () => {
  it('isValidDate / isValidDateTime', () => {
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2026-04-31')).toBe(false);
    expect(isValidDate(' 2026-04-30')).toBe(false);
    expect(isValidDateTime('2026-04-30T23:59:59.999999Z')).toBe(true);
    expect(isValidDateTime('2026-04-30T23:59:59+07')).toBe(false);
    expect(isValidDateTime('2026-04-30T23:59:59-0530')).toBe(true);
  });

  it('isValidUrl', () => {
    expect(isValidUrl('https://a.vn', ['https'])).toBe(true);
    expect(isValidUrl('http://a.vn', ['https'])).toBe(false);
    expect(isValidUrl('not a url', ['http', 'https'])).toBe(false);
  });

  it('fieldSchema never accepts null (nullability belongs to the caller)', () => {
    for (const c of kitchen.columns) expect(fieldSchema(c.def).safeParse(null).success, c.name).toBe(c.def.kind === 'json');
  });

  it('columnLabel', () => {
    const title = kitchen.columnByName.get('title');
    const titleEn = kitchen.columnByName.get('title_en');
    const note = kitchen.columnByName.get('note');
    if (!title || !titleEn || !note) throw new Error('columns missing');
    expect(columnLabel(title, 'vi')).toBe('Tiêu đề');
    expect(columnLabel(title, 'en')).toBe('Title');
    expect(columnLabel(titleEn, 'vi')).toBe('Tiêu đề (tiếng Anh)');
    expect(columnLabel(titleEn, 'en')).toBe('Title (English)');
    expect(columnLabel(note, 'en')).toBe('note');
  });

  it('referencedIds groups ref/refs by target and media by "media"', () => {
    const out = referencedIds(kitchen, { parent_id: 4, member_ids: [1, 2], avatar: 9, gallery: [7], files: [], note: 'x', computed: null });
    expect([...out.keys()].sort()).toEqual(['account', 'kitchen_sink', 'media']);
    expect(out.get('kitchen_sink')?.map((x) => [x.column.name, x.ids])).toEqual([['parent_id', [4]]]);
    expect(out.get('account')?.map((x) => [x.column.name, x.ids])).toEqual([['member_ids', [1, 2]]]);
    expect(out.get('media')?.map((x) => [x.column.name, x.ids])).toEqual([
      ['avatar', [9]],
      ['gallery', [7]],
    ]);
  });
});

describe('properties', () => {
  const all = [office, category, sensitiveWord, newsType, kitchen, reqOnly];
  const writableNames = (r: Resource) => new Set(writableColumns(r).map((c) => c.name));

  function check(r: Resource, input: unknown, mode: 'create' | 'update') {
    let res: ValidationResult<Record<string, unknown>> | undefined;
    expect(() => {
      res = validateInput(r, input, { mode, now: NOW });
    }).not.toThrow();
    if (!res) return;
    if (res.ok) {
      const names = writableNames(r);
      for (const k of Object.keys(res.data)) expect(names.has(k), `${r.name}.${k}`).toBe(true);
    } else {
      expect(res.issues.length).toBeGreaterThan(0);
      for (const i of res.issues) expect(i.key).toMatch(/^validation\./);
    }
  }

  it('never throws for arbitrary JSON; ok results only hold writable columns', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.jsonValue(), fc.constantFrom('create' as const, 'update' as const), (r, input, mode) => check(r, input, mode)),
      { numRuns: 300 },
    );
  });

  it('never throws for arbitrary objects', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.object(), (r, input) => check(r, input, 'update')),
      { numRuns: 300 },
    );
  });

  it('never throws for payloads keyed by real column names with arbitrary values', () => {
    for (const r of all) {
      const keys = [...r.columns.map((c) => c.name), 'id', 'status', 'created_date'];
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.constant(undefined))), fc.constantFrom('create' as const, 'update' as const), (input, mode) =>
          check(r, input, mode),
        ),
        { numRuns: 150 },
      );
    }
  });

  it('text fields come back NFC-normalised and trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const res = validateInput(office, { province: s.normalize('NFD') }, { mode: 'update' });
        if (res.ok && typeof res.data.province === 'string') expect(res.data.province).toBe(s.normalize('NFC').trim());
      }),
      { numRuns: 200 },
    );
  });
});

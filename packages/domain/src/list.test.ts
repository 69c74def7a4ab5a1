import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_ALL_CAP, PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.js';
import { datetime, date, enumOf, flag, integer, money, refs, tags, text } from './fields.js';
import { type ListQuery, parseListQuery, parseOrder, type QueryIssue } from './list.js';
import { defineResource, type Resource } from './resource.js';
import { newsType } from './resources/portal/news-type.js';
import { office } from './resources/portal/office.js';
import { category } from './resources/system/category.js';
import { sensitiveWord } from './resources/portal/sensitive-word.js';
import { contentApproval } from './workflows/index.js';

/** A resource with range-capable filters and a workflow, for what the real ones do not declare. */
const events = defineResource({
  name: 'event_test',
  path: 'event-test',
  label: { vi: 'Sự kiện', en: 'Event' },
  subject: 'INTERNAL_ACTIVITY',
  module: 'test.events',
  workflow: contentApproval.event,
  fields: {
    title: text({ required: true, localized: true }),
    start_date: date(),
    publish_at: datetime(),
    seats: integer(),
    fee: money(),
    kind: enumOf(['A', 'B']),
    member_ids: refs('account'),
    labels: tags(),
    is_hot: flag(),
    valid_from: text(),
  },
  list: {
    order: 'status asc, created_date desc',
    sortable: ['title', 'start_date'],
    filters: ['start_date', 'publish_at', 'seats', 'fee', 'created_date', 'status', 'kind', 'member_ids', 'labels', 'title', 'valid_from', 'id'],
  },
});

function ok(r: Resource, params: Record<string, unknown>): ListQuery {
  const res = parseListQuery(r, params);
  if (!res.ok) throw new Error(`expected ok, got ${JSON.stringify(res.issues)}`);
  return res.query;
}
function bad(r: Resource, params: Record<string, unknown>): QueryIssue[] {
  const res = parseListQuery(r, params);
  if (res.ok) throw new Error(`expected issues, got ${JSON.stringify(res.query)}`);
  return res.issues;
}

describe('defaults', () => {
  it('office: page 1, limit 40, order ordering asc, created_date desc + id tiebreak, state ACTIVE', () => {
    expect(ok(office, {})).toEqual({
      page: 1,
      limit: 40,
      offset: 0,
      take: 40,
      order: [
        { field: 'ordering', dir: 'asc' },
        { field: 'created_date', dir: 'desc' },
        { field: 'id', dir: 'asc' },
      ],
      q: '',
      filters: [],
      state: 'ACTIVE',
    });
    expect(PAGE_SIZE_DEFAULT).toBe(40);
  });

  it('category uses its own default order', () => {
    expect(ok(category, {}).order.map((o) => `${o.field} ${o.dir}`)).toEqual(['ordering asc', 'created_date desc', 'id asc']);
    expect(ok(newsType, {}).order.map((o) => `${o.field} ${o.dir}`)).toEqual(['ordering asc', 'created_date desc', 'id asc']);
  });

  it('sensitive words: created_date desc + id desc; default limit -1 (all) capped at LIST_ALL_CAP', () => {
    const q = ok(sensitiveWord, {});
    expect(q.order).toEqual([
      { field: 'created_date', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
    expect(q.limit).toBe(-1);
    expect(q.take).toBe(LIST_ALL_CAP);
    expect(q.offset).toBe(0);
    expect(ok(sensitiveWord, { limit: '10' }).take).toBe(10);
  });

  it('empty strings mean "not given"', () => {
    expect(ok(office, { page: '', limit: '', order: '', q: '', state: '' })).toEqual(ok(office, {}));
  });

  it('unrelated query keys (lang, cache busters) are ignored', () => {
    expect(ok(office, { lang: 'en', _: '12345', foo: ['x'] })).toEqual(ok(office, {}));
  });
});

describe('page and limit', () => {
  it.each([-1, ...PAGE_SIZE_CHOICES])('limit %d is accepted', (n) => {
    const q = ok(office, { limit: String(n) });
    expect(q.limit).toBe(n);
    expect(q.take).toBe(n === -1 ? LIST_ALL_CAP : n);
  });

  it('numbers are accepted as well as strings', () => {
    expect(ok(office, { page: 2, limit: 10 })).toMatchObject({ page: 2, limit: 10, offset: 10, take: 10 });
  });

  it('offset = (page - 1) * take', () => {
    expect(ok(office, { page: '3', limit: '20' })).toMatchObject({ offset: 40, take: 20 });
    expect(ok(office, { page: '2', limit: '-1' })).toMatchObject({ offset: LIST_ALL_CAP, take: LIST_ALL_CAP });
    expect(ok(office, { limit: String(PAGE_SIZE_MAX) }).take).toBe(PAGE_SIZE_MAX);
  });

  it.each(['0', '-5', '-2', 'abc', '100000', String(PAGE_SIZE_MAX + 1), '1.5', '10abc', ' 10', '1e2', 'Infinity'])('limit %j is rejected', (limit) => {
    expect(bad(office, { limit })).toEqual([{ field: 'limit', key: 'error.invalidQuery', params: { field: 'limit' } }]);
  });

  it.each(['0', 'x', '-1', '1.5', '1000001', '99999999999999999999'])('page %j is rejected', (page) => {
    expect(bad(office, { page })).toEqual([{ field: 'page', key: 'error.invalidQuery', params: { field: 'page' } }]);
  });

  it('non-scalar values are rejected, not coerced', () => {
    expect(bad(office, { page: ['1', '2'] })).toEqual([{ field: 'page', key: 'error.invalidQuery', params: { field: 'page' } }]);
    expect(bad(office, { limit: { $gt: 1 } })[0]?.key).toBe('error.invalidQuery');
    expect(bad(office, { order: ['name'] })[0]?.field).toBe('order');
    expect(bad(office, { q: ['a'] })[0]?.field).toBe('q');
    expect(bad(office, { f_type: ['BRANCH', 'FACTORY'] })).toEqual([{ field: 'f_type', key: 'error.invalidQuery', params: { field: 'f_type' } }]);
  });

  it('several bad parameters are all reported', () => {
    expect(bad(office, { page: '0', limit: '0', order: 'nope' }).map((i) => i.field)).toEqual(['page', 'limit', 'order']);
  });
});

describe('order', () => {
  it('accepts declared sortable fields and standard columns, adds an id tiebreak in the first direction', () => {
    expect(ok(office, { order: 'name desc' }).order).toEqual([
      { field: 'name', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
    expect(ok(office, { order: 'province' }).order).toEqual([
      { field: 'province', dir: 'asc' },
      { field: 'id', dir: 'asc' },
    ]);
    expect(ok(office, { order: 'created_date DESC, name Asc' }).order).toEqual([
      { field: 'created_date', dir: 'desc' },
      { field: 'name', dir: 'asc' },
      { field: 'id', dir: 'desc' },
    ]);
    expect(ok(office, { order: '  type   desc ,  name  ' }).order.map((o) => o.field)).toEqual(['type', 'name', 'id']);
  });

  it('an explicit id is not duplicated, duplicates keep the first', () => {
    expect(ok(office, { order: 'id asc' }).order).toEqual([{ field: 'id', dir: 'asc' }]);
    expect(ok(office, { order: 'name asc, name desc' }).order).toEqual([
      { field: 'name', dir: 'asc' },
      { field: 'id', dir: 'asc' },
    ]);
  });

  it.each([
    ['unknown', 'unknown'],
    ['nation', 'nation'], // a column, but not declared sortable
    ['name; drop table x', 'name;'],
    ['name desc; drop table x', 'name'],
    ['name sideways', 'name'],
    ['name desc nulls', 'name'],
    ['name,', 'name,'],
    ['(select 1)', '(select'],
    ['status', 'status'], // office has no workflow
    ['name_en', 'name_en'],
    ['NAME', 'NAME'],
  ])('order %j -> error.invalidOrder naming %j', (order, field) => {
    expect(bad(office, { order })).toEqual([{ field: 'order', key: 'error.invalidOrder', params: { field } }]);
  });

  it('status is sortable when the resource has a workflow', () => {
    expect(ok(events, {}).order).toEqual([
      { field: 'status', dir: 'asc' },
      { field: 'created_date', dir: 'desc' },
      { field: 'id', dir: 'asc' },
    ]);
  });

  it('parseOrder directly', () => {
    expect(parseOrder(office, 'ordering asc')).toEqual({
      ok: true,
      order: [
        { field: 'ordering', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ],
    });
    expect(parseOrder(office, 'x y z')).toEqual({ ok: false, field: 'x' });
  });
});

describe('state', () => {
  it('ACTIVE by default, INACTIVE on request, ALL -> null', () => {
    expect(ok(office, {}).state).toBe('ACTIVE');
    expect(ok(office, { state: 'INACTIVE' }).state).toBe('INACTIVE');
    expect(ok(office, { state: 'ACTIVE' }).state).toBe('ACTIVE');
    expect(ok(office, { state: 'ALL' }).state).toBeNull();
    expect(ok(office, { f_state: 'INACTIVE' }).state).toBe('INACTIVE');
    expect(ok(office, { f_state: 'INACTIVE' }).filters).toEqual([]);
  });

  it.each(['all', 'inactive', 'DELETED', 'BLOCKED', "ACTIVE' OR 1=1"])('state %j is rejected', (state) => {
    expect(bad(office, { state })).toEqual([{ field: 'state', key: 'error.invalidFilter', params: { field: 'state' } }]);
  });
});

describe('q', () => {
  it('is NFC-normalised and trimmed', () => {
    expect(ok(office, { q: '  Đà Nẵng '.normalize('NFD') }).q).toBe('Đà Nẵng');
  });
  it('is limited to 200 characters', () => {
    expect(ok(office, { q: 'a'.repeat(200) }).q).toHaveLength(200);
    expect(bad(office, { q: 'a'.repeat(201) })).toEqual([{ field: 'q', key: 'validation.maxLength', params: { max: 200, label: 'q' } }]);
  });
  it('SQL-looking text is just a search string', () => {
    expect(ok(office, { q: "'; drop table office; --" }).q).toBe("'; drop table office; --");
  });
});

describe('filters', () => {
  it('f_ on an undeclared field -> error.invalidFilter', () => {
    expect(bad(office, { f_name: 'x' })).toEqual([{ field: 'f_name', key: 'error.invalidFilter', params: { field: 'f_name' } }]);
    expect(bad(office, { f_email: 'a@b.c' })[0]?.key).toBe('error.invalidFilter');
    expect(bad(sensitiveWord, { f_word: 'x' })[0]?.key).toBe('error.invalidFilter');
    expect(bad(office, { f_: 'x' })[0]?.key).toBe('error.invalidFilter');
    expect(bad(office, { 'f_type; drop table': 'x' })[0]?.key).toBe('error.invalidFilter');
  });

  it('an empty filter is ignored (dropped if not supplied), even on an undeclared field', () => {
    expect(ok(office, { f_type: '' }).filters).toEqual([]);
    expect(ok(office, { f_unknown: '' }).filters).toEqual([]);
  });

  it('enum filter: single and multi-value A|B', () => {
    expect(ok(office, { f_type: 'BRANCH' }).filters).toEqual([{ field: 'type', op: 'in', values: ['BRANCH'] }]);
    expect(ok(office, { f_type: 'BRANCH|FACTORY' }).filters).toEqual([{ field: 'type', op: 'in', values: ['BRANCH', 'FACTORY'] }]);
    expect(ok(category, { f_type: 'LOGO_1|LOGO_2|TITLE' }).filters).toEqual([{ field: 'type', op: 'in', values: ['LOGO_1', 'LOGO_2', 'TITLE'] }]);
  });

  it.each(['branch', 'HQ', 'BRANCH|HQ', 'BRANCH|', '|'])('enum filter with an invalid value %j is rejected', (v) => {
    expect(bad(office, { f_type: v })).toEqual([{ field: 'f_type', key: 'error.invalidFilter', params: { field: 'f_type' } }]);
  });

  it('numeric enum filter gives numbers', () => {
    expect(ok(newsType, { f_type_number: '1|3' }).filters).toEqual([{ field: 'type_number', op: 'in', values: [1, 3] }]);
    expect(bad(newsType, { f_type_number: '9' })[0]?.key).toBe('error.invalidFilter');
    expect(ok(newsType, { f_kind: 'MARKET' }).filters).toEqual([{ field: 'kind', op: 'in', values: ['MARKET'] }]);
  });

  it('flag filter accepts true/false/1/0', () => {
    expect(ok(newsType, { f_is_show: 'true' }).filters).toEqual([{ field: 'is_show', op: 'in', values: [true] }]);
    expect(ok(newsType, { f_is_show: '0' }).filters).toEqual([{ field: 'is_show', op: 'in', values: [false] }]);
    expect(ok(newsType, { f_is_show: '1|false' }).filters[0]).toEqual({ field: 'is_show', op: 'in', values: [true, false] });
    expect(bad(newsType, { f_is_show: 'yes' })[0]?.key).toBe('error.invalidFilter');
  });

  it('ref filter takes positive integer ids', () => {
    expect(ok(category, { f_parent_id: '12' }).filters).toEqual([{ field: 'parent_id', op: 'in', values: [12] }]);
    expect(ok(category, { f_parent_id: '1|2|3' }).filters).toEqual([{ field: 'parent_id', op: 'in', values: [1, 2, 3] }]);
    expect(ok(category, { f_parent_id: 5 }).filters).toEqual([{ field: 'parent_id', op: 'in', values: [5] }]);
    for (const v of ['0', '-1', 'abc', '1.5', '1 OR 1=1', '1|x']) expect(bad(category, { f_parent_id: v })[0]?.key, v).toBe('error.invalidFilter');
  });

  it('text filters keep the raw string (bound as a parameter, never inlined)', () => {
    expect(ok(office, { f_province: 'Hà Nội|Đà Nẵng' }).filters).toEqual([{ field: 'province', op: 'in', values: ['Hà Nội', 'Đà Nẵng'] }]);
    expect(ok(category, { f_code: "x' OR '1'='1" }).filters[0]).toEqual({ field: 'code', op: 'in', values: ["x' OR '1'='1"] });
    expect(bad(office, { f_province: 'a'.repeat(256) })[0]?.key).toBe('error.invalidFilter');
  });

  it('more than 100 values in one filter is refused', () => {
    expect(ok(category, { f_parent_id: Array.from({ length: 100 }, (_, i) => i + 1).join('|') }).filters[0]?.op).toBe('in');
    expect(bad(category, { f_parent_id: Array.from({ length: 101 }, (_, i) => i + 1).join('|') })[0]?.key).toBe('error.invalidFilter');
  });

  it('several filters combine', () => {
    expect(ok(office, { f_type: 'BRANCH', f_province: 'Huế', f_nation: 'VN' }).filters).toEqual([
      { field: 'type', op: 'in', values: ['BRANCH'] },
      { field: 'province', op: 'in', values: ['Huế'] },
      { field: 'nation', op: 'in', values: ['VN'] },
    ]);
  });

  it('status filter follows the workflow', () => {
    expect(ok(events, { f_status: 'DRAFT|WAITING' }).filters).toEqual([{ field: 'status', op: 'in', values: ['DRAFT', 'WAITING'] }]);
    expect(bad(events, { f_status: 'RELEASE' })[0]?.key).toBe('error.invalidFilter'); // not an event status
  });

  it('id filter', () => {
    expect(ok(events, { f_id: '1|2' }).filters).toEqual([{ field: 'id', op: 'in', values: [1, 2] }]);
    expect(bad(events, { f_id: 'x' })[0]?.key).toBe('error.invalidFilter');
  });

  it('refs and tags filters use contains', () => {
    expect(ok(events, { f_member_ids: '3|4' }).filters).toEqual([{ field: 'member_ids', op: 'contains', values: [3, 4] }]);
    expect(bad(events, { f_member_ids: '3|x' })[0]?.key).toBe('error.invalidFilter');
    expect(ok(events, { f_labels: 'hot|new' }).filters).toEqual([{ field: 'labels', op: 'contains', values: ['hot', 'new'] }]);
  });
});

describe('range filters f_<field>_from / _to', () => {
  it('date ranges merge into one filter', () => {
    expect(ok(events, { f_start_date_from: '2026-01-01', f_start_date_to: '2026-01-31' }).filters).toEqual([
      { field: 'start_date', op: 'range', from: '2026-01-01', to: '2026-01-31' },
    ]);
    expect(ok(events, { f_start_date_to: '2026-01-31' }).filters).toEqual([{ field: 'start_date', op: 'range', to: '2026-01-31' }]);
  });

  it('datetime and created_date ranges accept dates and datetimes', () => {
    expect(ok(events, { f_publish_at_from: '2026-01-01T00:00:00Z' }).filters).toEqual([{ field: 'publish_at', op: 'range', from: '2026-01-01T00:00:00Z' }]);
    expect(ok(events, { f_created_date_from: '2026-01-01', f_created_date_to: '2026-02-01T00:00:00+07:00' }).filters).toEqual([
      { field: 'created_date', op: 'range', from: '2026-01-01', to: '2026-02-01T00:00:00+07:00' },
    ]);
  });

  it('numeric ranges', () => {
    expect(ok(events, { f_seats_from: '10', f_fee_to: '99.5' }).filters).toEqual([
      { field: 'seats', op: 'range', from: '10' },
      { field: 'fee', op: 'range', to: '99.5' },
    ]);
    expect(bad(events, { f_seats_from: 'ten' })[0]?.key).toBe('error.invalidFilter');
  });

  it.each([
    ['f_start_date_from', '2026-02-30'],
    ['f_start_date_from', '01/01/2026'],
    ['f_start_date_to', "2026-01-01' OR 1=1"],
    ['f_created_date_from', 'yesterday'],
    ['f_kind_from', 'A'], // range on an enum
    ['f_title_from', 'a'], // range on text
  ])('%s=%j is rejected', (key, value) => {
    expect(bad(events, { [key]: value })).toEqual([{ field: key, key: 'error.invalidFilter', params: { field: key } }]);
  });

  it('a range on an undeclared field is an unknown filter', () => {
    expect(bad(office, { f_created_date_from: '2026-01-01' })[0]?.key).toBe('error.invalidFilter');
  });

  it('a declared field that ends in _from is a plain filter, not a range', () => {
    expect(ok(events, { f_valid_from: 'x' }).filters).toEqual([{ field: 'valid_from', op: 'in', values: ['x'] }]);
  });
});

describe('properties', () => {
  const resourcesArb = fc.constantFrom(office, category, sensitiveWord, newsType, events);
  const keys = ['page', 'limit', 'order', 'q', 'state', 'f_state', 'f_type', 'f_parent_id', 'f_is_show', 'f_start_date_from', 'f_seats_to', 'f_status', 'f_x'];
  const checkQuery = (q: ListQuery) => {
    expect(q.page).toBeGreaterThanOrEqual(1);
    expect(q.take).toBeGreaterThanOrEqual(1);
    expect(q.take).toBeLessThanOrEqual(LIST_ALL_CAP);
    expect(q.offset).toBe((q.page - 1) * q.take);
    expect(q.order.some((o) => o.field === 'id')).toBe(true);
    for (const o of q.order) expect(['asc', 'desc']).toContain(o.dir);
  };

  it('never throws for arbitrary string records', () => {
    fc.assert(
      fc.property(resourcesArb, fc.dictionary(fc.string(), fc.string()), (r, params) => {
        const res = parseListQuery(r, params);
        if (res.ok) checkQuery(res.query);
        else expect(res.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws for records keyed by the real parameter names', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('', '1', '-1', '10', 'ALL', 'BRANCH|FACTORY', 'name desc', 'id', '2026-01-01', 'true'), fc.integer());
    fc.assert(
      fc.property(resourcesArb, fc.dictionary(fc.constantFrom(...keys), value), (r, params) => {
        const res = parseListQuery(r, params);
        if (res.ok) {
          checkQuery(res.query);
          for (const f of res.query.filters) expect(r.filters.has(f.field)).toBe(true);
          for (const o of res.query.order) expect(r.sortable.has(o.field)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws for arbitrary JSON values as parameters', () => {
    fc.assert(
      fc.property(resourcesArb, fc.dictionary(fc.constantFrom(...keys), fc.jsonValue()), (r, params) => {
        parseListQuery(r, params);
      }),
      { numRuns: 200 },
    );
  });
});

describe('named filters (list.presets)', () => {
  const items = defineResource({
    name: 'preset_test',
    path: 'preset-test',
    label: { vi: 'Việc', en: 'Item' },
    subject: 'INTERNAL_ACTIVITY',
    module: 'test.presets',
    fields: { title: text({ required: true }), due_date: date(), is_done: flag() },
    list: { filters: ['due_date', 'is_done'], presets: { late: { label: { vi: 'Trễ hạn', en: 'Late' }, filters: { is_done: 'false', due_date_to: '{yesterday}' } } } },
  });

  it('stands for its filters with the day before the given one, and is off with 0 or empty', () => {
    const q = ok(items, { f_late: '1' });
    expect(parseListQuery(items, { f_late: '1' }, '2026-03-01')).toEqual({ ok: true, query: expect.objectContaining({ filters: [{ field: 'is_done', op: 'in', values: [false] }, { field: 'due_date', op: 'range', to: '2026-02-28' }] }) });
    expect(q.filters).toHaveLength(2);
    for (const off of ['0', 'false', '']) expect(ok(items, { f_late: off }).filters).toEqual([]);
    expect(parseListQuery(items, { f_late: 'yes' }).ok).toBe(false);
  });

  it('refuses a preset naming a filter the list does not declare', () => {
    expect(() =>
      defineResource({ name: 'preset_bad', path: 'preset-bad', label: { vi: 'x', en: 'x' }, subject: 'INTERNAL_ACTIVITY', module: 'test.bad', fields: { due_date: date() }, list: { presets: { late: { label: { vi: 'x', en: 'x' }, filters: { due_date_to: '{today}' } } } } }),
    ).toThrow(/not a declared filter/);
  });
});

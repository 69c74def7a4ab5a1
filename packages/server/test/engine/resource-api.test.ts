/** The generic resource API contract of DESIGN §4, walked on offices, categories and sensitive words. */
import { LIST_ALL_CAP } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('resource API on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';
  const office = {
    type: 'BRANCH',
    name: 'Chi nhánh Cần Thơ',
    name_en: 'Can Tho Branch',
    address: 'Số 9 Trần Hưng Đạo, Ninh Kiều, Cần Thơ',
    province: 'Cần Thơ',
    email: 'CanTho@Thaco.com.vn',
    hotline: '0292 3838 999',
    website: 'https://www.thaco.com.vn',
    latitude: 10.03,
    longitude: 105.78,
  };

  it('signs in', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    expect(admin).toMatch(/^ey/);
  });

  it('answers health and serves the OpenAPI document', async () => {
    const h = await t.call(null, 'GET', '/api/health');
    expect(h.body).toEqual({ status: 'ok', db: kind });
    const docs = await t.call(null, 'GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/v1/office', '/api/v1/office/{id}', '/api/v1/category', '/api/v1/sensitive_words', '/api/v1/office/bulk', '/api/v1/office/bulk-delete']));
    // The bulk create documents its item as the create body, both forms of it.
    const bulk = docs.body.paths['/api/v1/office/bulk'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(bulk)).toContain('"items"');
  });

  it('lists with the envelope and defaults: page 1, limit 40, ACTIVE, default order', async () => {
    const res = await t.call(admin, 'GET', '/api/v1/office');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { items, totalRows, page, limit } = res.body.data;
    expect(page).toBe(1);
    expect(limit).toBe(40);
    expect(totalRows).toBe(4);
    expect(items.map((o: { ordering: number }) => o.ordering)).toEqual([1, 2, 3, 4]);
    expect(items[0]).toMatchObject({ name: 'Trụ sở chính THACO', state: 'ACTIVE' });
  });

  it('creates, normalises and logs the write', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/office', office);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...office, email: 'cantho@thaco.com.vn', state: 'ACTIVE', created_by: expect.any(Number) });
    expect(res.body.message).toBe('Tạo mới thành công');
    const log = await t.database.query<{ action: string; module: string; updated_data: Record<string, unknown> }>(
      'SELECT action, module, updated_data FROM activity_log WHERE table_name = $1 AND record_id = $2',
      ['office', res.body.data.id],
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'create', module: 'portal.offices' });
    expect(log[0]?.updated_data).toMatchObject({ name: office.name });
  });

  it('filters, searches without diacritics and sorts', async () => {
    const byType = await t.call(admin, 'GET', '/api/v1/office?f_type=BRANCH|FACTORY&order=name%20asc');
    expect(byType.body.data.items.map((o: { name: string }) => o.name)).toEqual(['Chi nhánh Cần Thơ', 'Chi nhánh Hà Nội', 'Khu phức hợp THACO Chu Lai']);
    const search = await t.call(admin, 'GET', `/api/v1/office?q=${encodeURIComponent('can tho')}`);
    expect(search.body.data.items.map((o: { name: string }) => o.name)).toEqual(['Chi nhánh Cần Thơ']);
    const searchD = await t.call(admin, 'GET', `/api/v1/office?q=${encodeURIComponent('da nang')}`);
    expect(searchD.body.data.totalRows).toBe(1);
    const upper = await t.call(admin, 'GET', `/api/v1/office?q=${encodeURIComponent('ĐÀ NẴNG')}`);
    expect(upper.body.data.totalRows).toBe(1);
    const english = await t.call(admin, 'GET', '/api/v1/office?q=hanoi');
    expect(english.body.data.totalRows).toBe(1);
    const like = await t.call(admin, 'GET', `/api/v1/office?q=${encodeURIComponent('%')}`);
    expect(like.body.data.totalRows).toBe(0);
    const realms = await t.call(admin, 'GET', `/api/v1/category?f_type=DOCUMENT_REALM&q=${encodeURIComponent('o to')}`);
    expect(realms.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Ô tô']);
  });

  it('searches word by word (ADR 0011): every word required, in any order, the last one possibly partial, diacritics and punctuation ignored', async () => {
    const names = async (q: string) =>
      ((await t.call(admin, 'GET', `/api/v1/office?q=${encodeURIComponent(q)}&limit=-1`)).body.data.items as { name: string }[]).map((o) => o.name).sort();
    // As typed in the header search: the last word may be the start of one; the others are whole words.
    expect(await names('phuc ho')).toEqual(['Khu phức hợp THACO Chu Lai']);
    expect(await names('phức hợ')).toEqual(['Khu phức hợp THACO Chu Lai']);
    expect(await names('kha')).toEqual(['Trụ sở chính THACO']);
    expect(await names('kh phuc')).toEqual([]);
    // Every word is required, in any order; punctuation separates words on both sides.
    expect(await names('lai chu')).toEqual(['Khu phức hợp THACO Chu Lai']);
    expect(await names('CHU-LAI')).toEqual(['Khu phức hợp THACO Chu Lai']);
    expect(await names('chu xyz')).toEqual([]);
    expect(await names('tho ninh')).toEqual(expect.arrayContaining(['Chi nhánh Cần Thơ']));
    expect((await names('tho ninh')).every((n) => n.includes('Cần Thơ'))).toBe(true);
    // A word inside another is not a match (the index reads whole words and their starts).
    expect(await names('haco')).toEqual([]);
    // Nothing to look for (no letter or digit) finds nothing; tsquery operators are plain text.
    expect(await names('!&|')).toEqual([]);
    expect(await names("chu:* | 'zzq")).toEqual([]);
    expect(await names('chu & lai')).toEqual(['Khu phức hợp THACO Chu Lai']);
  });

  it('paginates with stable order and limit=-1 capped', async () => {
    const p1 = await t.call(admin, 'GET', '/api/v1/category?limit=10&page=1');
    const p2 = await t.call(admin, 'GET', '/api/v1/category?limit=10&page=2');
    expect(p1.body.data.items).toHaveLength(10);
    const ids = new Set([...p1.body.data.items, ...p2.body.data.items].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(p1.body.data.items.length + p2.body.data.items.length);
    const all = await t.call(admin, 'GET', '/api/v1/category?limit=-1');
    expect(all.body.data.limit).toBe(-1);
    expect(all.body.data.items.length).toBe(all.body.data.totalRows);
    expect(all.body.data.items.length).toBeLessThanOrEqual(LIST_ALL_CAP);
    const beyond = await t.call(admin, 'GET', '/api/v1/category?limit=10&page=99');
    expect(beyond.body.data.items).toEqual([]);
    expect(beyond.body.data.totalRows).toBe(p1.body.data.totalRows);
  });

  it('serves deep pages (late row lookup past offset 200) in the same order as the full list', async () => {
    await t.database.exec("INSERT INTO sensitive_word (word) SELECT 'từ sâu ' || lpad(g::text, 3, '0') FROM generate_series(1, 300) g");
    const all = (await t.call(admin, 'GET', '/api/v1/sensitive_words?limit=-1&order=word%20desc&q=tu%20sau')).body.data.items.map((w: { id: number }) => w.id);
    expect(all).toHaveLength(300);
    const p6 = await t.call(admin, 'GET', '/api/v1/sensitive_words?limit=40&page=6&order=word%20desc&q=tu%20sau');
    expect(p6.body.data.items.map((w: { id: number }) => w.id)).toEqual(all.slice(200, 240));
    expect(p6.body.data.totalRows).toBe(300);
    const last = await t.call(admin, 'GET', '/api/v1/sensitive_words?limit=40&page=8&order=word%20desc&q=tu%20sau');
    expect(last.body.data.items.map((w: { id: number }) => w.id)).toEqual(all.slice(280, 300));
    await t.database.exec("DELETE FROM sensitive_word WHERE word LIKE 'từ sâu %'");
  });

  it('orders a search by relevance when asked: title matches first, each group in the default order, on every page', async () => {
    // 3 offices named with the words, 250 with them in the address only (pages past offset 200 included).
    await t.database.exec(`INSERT INTO office (type, name, name_en, address, province, created_date)
      SELECT 'BRANCH', CASE WHEN g % 90 = 0 THEN 'Chi nhánh Quyết Thắng ' || g ELSE 'Chi nhánh thử ' || g END, 'Branch ' || g,
             CASE WHEN g % 90 = 0 THEN 'Số ' || g ELSE 'Số ' || g || ' đường Quyết Thắng' END, 'Hạnh Phúc', now() - g * interval '1 minute'
        FROM generate_series(1, 270) g`);
    const q = 'q=quyet%20thang';
    const all = (await t.call(admin, 'GET', `/api/v1/office?limit=-1&${q}`)).body.data.items as { id: number; name: string }[];
    expect(all).toHaveLength(270);
    const inTitle = all.filter((o) => o.name.includes('Quyết Thắng'));
    expect(inTitle).toHaveLength(3);
    // Some title matches sort late in the default order: relevance must move them.
    expect(all.slice(0, 3).map((o) => o.id)).not.toEqual(inTitle.map((o) => o.id));
    const want = [...inTitle, ...all.filter((o) => !o.name.includes('Quyết Thắng'))].map((o) => o.id);
    const got: number[] = [];
    for (let page = 1; page <= 7; page++) {
      const res = await t.call(admin, 'GET', `/api/v1/office?limit=40&page=${page}&order=relevance&${q}`);
      expect(res.status).toBe(200);
      expect(res.body.data.totalRows).toBe(270);
      got.push(...res.body.data.items.map((o: { id: number }) => o.id));
    }
    expect(got).toEqual(want);
    // A page that straddles the two groups, and one wholly past the first.
    const straddle = await t.call(admin, 'GET', `/api/v1/office?limit=2&page=2&order=relevance&${q}`);
    expect(straddle.body.data.items.map((o: { id: number }) => o.id)).toEqual(want.slice(2, 4));
    const past = await t.call(admin, 'GET', `/api/v1/office?limit=5&page=3&order=relevance&${q}`);
    expect(past.body.data.items.map((o: { id: number }) => o.id)).toEqual(want.slice(10, 15));
    // Without a search, relevance is the default order.
    const plain = await t.call(admin, 'GET', '/api/v1/office?limit=5&order=relevance');
    expect(plain.status).toBe(200);
    expect(plain.body.data.items).toEqual((await t.call(admin, 'GET', '/api/v1/office?limit=5')).body.data.items);
    await t.database.exec(`DELETE FROM office WHERE province = 'Hạnh Phúc'`);
  });

  it('lists sensitive words in full by default (limit -1)', async () => {
    const res = await t.call(admin, 'GET', '/api/v1/sensitive_words');
    expect(res.body.data.limit).toBe(-1);
    expect(res.body.data.items.length).toBe(res.body.data.totalRows);
  });

  it.each([
    ['order=name;drop table office', 'order'],
    ['order=password_hash%20asc', 'order'],
    ['order=name%20sideways', 'order'],
    ['f_unknown=1', 'f_unknown'],
    ['f_type=NOT_A_TYPE', 'f_type'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['state=DELETED', 'state'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses a bad list query %s with 400 and a field error', async (qs, field) => {
    const res = await t.call(admin, 'GET', `/api/v1/office?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses bad bodies with field errors in the caller language and writes nothing', async () => {
    const before = (await t.call(admin, 'GET', '/api/v1/office?state=ALL')).body.data.totalRows;
    const bad = { type: 'MOON_BASE', name: 'x'.repeat(256), email: 'not-an-email', latitude: 'north', website: 'javascript:alert(1)', id: 999, password: 'x' };
    const vi = await t.call(admin, 'POST', '/api/v1/office', bad);
    expect(vi.status).toBe(400);
    const fields = vi.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['address', 'email', 'latitude', 'name', 'password', 'type', 'website'].sort());
    expect(vi.body.errors.find((e: { field: string }) => e.field === 'name').message).toBe('Tên không được nhập quá 255 ký tự');
    const en = await t.call(admin, 'POST', '/api/v1/office?lang=en', bad);
    expect(en.body.errors.find((e: { field: string }) => e.field === 'name').message).toBe('Do not enter more than 255 characters in Name');
    const en2 = await t.call(admin, 'POST', '/api/v1/office', bad, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en2.body.message).toBe('Not fully entered required information');
    const after = (await t.call(admin, 'GET', '/api/v1/office?state=ALL')).body.data.totalRows;
    expect(after).toBe(before);
  });

  it('refuses malformed JSON, arrays and wrong content types without a 500', async () => {
    const r1 = await t.app.inject({ method: 'POST', url: '/api/v1/office', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(r1.statusCode).toBe(400);
    const r2 = await t.call(admin, 'POST', '/api/v1/office', [office]);
    expect(r2.status).toBe(400);
    const r3 = await t.app.inject({ method: 'POST', url: '/api/v1/office', headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(r3.statusCode).toBe(415);
  });

  it('gets, updates partially, and rejects bad and forged ids', async () => {
    const list = await t.call(admin, 'GET', '/api/v1/office?q=can%20tho');
    const id = list.body.data.items[0].id;
    const got = await t.call(admin, 'GET', `/api/v1/office/${id}`);
    expect(got.body.data.name).toBe(office.name);
    const upd = await t.call(admin, 'PUT', `/api/v1/office/${id}`, { ...got.body.data, hotline: '0292 3838 000', created_by: 42 });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ hotline: '0292 3838 000', name: office.name, created_by: got.body.data.created_by });
    const cleared = await t.call(admin, 'PUT', `/api/v1/office/${id}`, { name: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors[0]).toMatchObject({ field: 'name', message: 'Tên không được để trống' });
    const log = await t.database.query<{ origin_data: Record<string, unknown>; updated_data: Record<string, unknown> }>(
      "SELECT origin_data, updated_data FROM activity_log WHERE table_name = 'office' AND record_id = $1 AND action = 'update'",
      [id],
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toEqual({ origin_data: { hotline: office.hotline }, updated_data: { hotline: '0292 3838 000' } });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', "1'or'1"]) {
      const r = await t.call(admin, 'GET', `/api/v1/office/${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
    }
    expect((await t.call(admin, 'GET', '/api/v1/office/987654')).status).toBe(404);
    expect((await t.call(admin, 'PUT', '/api/v1/office/987654', { name: 'x' })).status).toBe(404);
  });

  it('checks references and uniqueness', async () => {
    const orphan = await t.call(admin, 'POST', '/api/v1/category', { type: 'DOCUMENT_REALM', name: 'Con', parent_id: 99999 });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors[0].field).toBe('parent_id');
    const parent = await t.call(admin, 'POST', '/api/v1/category', { type: 'ARCHIVE', name: 'Lưu trữ gốc' });
    const child = await t.call(admin, 'POST', '/api/v1/category', { type: 'ARCHIVE', name: 'Lưu trữ con', parent_id: parent.body.data.id });
    expect(child.status).toBe(200);
    const used = await t.call(admin, 'DELETE', `/api/v1/category/${parent.body.data.id}`);
    expect(used.status).toBe(409);
    const dup = await t.call(admin, 'POST', '/api/v1/sensitive_words', { word: 'ĐỒ NGỐC' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toMatchObject({ field: 'word', message: 'Từ ngữ đã tồn tại' });
  });

  it('deletes after which the record is gone', async () => {
    const created = await t.call(admin, 'POST', '/api/v1/sensitive_words', { word: 'tạm thời' });
    const del = await t.call(admin, 'DELETE', `/api/v1/sensitive_words/${created.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Đã xoá');
    expect((await t.call(admin, 'GET', `/api/v1/sensitive_words/${created.body.data.id}`)).status).toBe(404);
    expect((await t.call(admin, 'DELETE', `/api/v1/sensitive_words/${created.body.data.id}`)).status).toBe(404);
  });

  it('refuses anonymous callers (401) and callers without the right (403)', async () => {
    expect((await t.call(null, 'GET', '/api/v1/office')).status).toBe(401);
    expect((await t.call('not-a-token', 'GET', '/api/v1/office')).status).toBe(401);
    expect((await t.call(staff, 'GET', '/api/v1/office')).status).toBe(200);
    const denied = await t.call(staff, 'POST', '/api/v1/office', office);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect((await t.call(staff, 'GET', '/api/v1/sensitive_words')).status).toBe(403);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.call(admin, 'GET', '/api/v1/nope?lang=en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route /api/v1/nope not found' });
  });
});

/**
 * List pages as JSON text built by PostgreSQL (ADR 0016, engine/list-json.ts): for every declared
 * resource the JSON the list route sends holds the same records, values and order as the row
 * objects the engine reads, serialised by JSON.stringify; awkward values (control characters,
 * quotes, emoji, microseconds, money, empty and null arrays) come out alike; pages joined from two
 * reads (relevance order) and deep pages too; and the route's body is what it was.
 */
import { type ListQuery, parseListQuery, resourceByName, resources } from '@portal/domain';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../src/db/byte-columns.js';
import { tableFor } from '../../src/db/tables.js';
import type { Ctx } from '../../src/engine/context.js';
import { jsonColumns } from '../../src/engine/list-json.js';
import { COMPRESS_MIN } from '../../src/engine/routes.js';
import { getRecord, listRecords, listRecordsJson, readRecordJson, selection } from '../../src/engine/service.js';
import { dbKinds, newsReaderCtx, useTestApp, userCtx } from '../harness.js';
import { pickCovering, runSeed, sampleSize } from '../sampling.js';

const queryOf = (name: string, params: Record<string, string> = {}): ListQuery => {
  const r = resourceByName.get(name);
  if (!r) throw new Error(name);
  const parsed = parseListQuery(r, params);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.query;
};

describe('the JSON form of list and record columns', () => {
  it('exists for every declared resource (none falls back to serialising rows in Node)', () => {
    const without = resources.filter((r) => !jsonColumns(selection(r, tableFor(r), true)) || !jsonColumns(selection(r, tableFor(r)))).map((r) => r.name);
    expect(without).toEqual([]);
  });
});

/**
 * The JSON is built per column kind (engine/list-json.ts): the page and record walks take a seeded
 * sample of LIST_JSON_RESOURCES resources (12 unless stated, 'all' for every one; LIST_JSON_SEED
 * repeats a run) holding every column kind, lines, per-caller flags and trees at least once; the
 * check above, without a database, still covers every resource.
 */
const shape = (r: (typeof resources)[number]): string[] => [
  ...r.columns.map((c) => `${c.def.kind}`),
  ...(r.lines?.length ? ['lines'] : []),
  ...(Object.keys(r.callerFlags ?? {}).length ? ['callerFlags'] : []),
  ...(r.tree ? ['tree'] : []),
];
const PICKED = pickCovering(runSeed('LIST_JSON_SEED', 'list-json'), sampleSize('LIST_JSON_RESOURCES', 12), resources, (r) => r.name, shape);
console.info(`[list-json] ${PICKED.length} of ${resources.length} resources: ${PICKED.map((r) => r.name).join(', ')}`);

describe.each(dbKinds(import.meta.url))('list pages as JSON from the database on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = (): Ctx => userCtx(t.database, 1, [{ action: 'manage', subject: 'all' }]);

  /** The page both ways, as the objects' JSON and the database's JSON, parsed. */
  const both = async (ctx: Ctx, name: string, params: Record<string, string> = {}, isCms = true) => {
    const r = resourceByName.get(name);
    if (!r) throw new Error(name);
    const q = queryOf(name, params);
    const rows = await listRecords(ctx, r, q, { isCms });
    const json = await listRecordsJson(ctx, r, q, { isCms });
    const { items, ...figures } = json;
    expect(items.n).toBe(rows.items.length);
    // Per-caller flags (`callerFlags`, is_vote) are set on the rows after the shared page: such a
    // resource's lists go through the rows (engine/votes.ts), so the JSON page is compared without them.
    const flags = Object.keys(r.callerFlags ?? {});
    const plain = flags.length === 0 ? rows : { ...rows, items: rows.items.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => !flags.includes(k)))) };
    return {
      fromRows: JSON.parse(JSON.stringify(plain)),
      fromDb: { ...figures, items: JSON.parse(textOf(items.json)) },
      text: textOf(items.json),
      rowsText: JSON.stringify(rows.items),
    };
  };

  it('gives the same page as the rows, for a sample of resources holding every column kind', async () => {
    let nonEmpty = 0;
    for (const r of PICKED) {
      const { fromRows, fromDb } = await both(admin(), r.name);
      expect(fromDb, r.name).toEqual(fromRows);
      if (fromRows.items.length > 0) nonEmpty++;
    }
    // The demo data fills (nearly) every list: the comparison is not of empty pages.
    expect(nonEmpty).toBeGreaterThan(PICKED.length * (PICKED.length === resources.length ? 0.8 : 0.5));
  });

  it('spells awkward values as JSON.stringify does, character for character', async () => {
    const [n] = await t.database.query<{ id: string }>(
      `INSERT INTO news (title, title_en, description, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state, created_by, tags)
       SELECT $1, $2, NULL, type_id, realm_id, 'PUBLISH', false, true, '2026-01-02 03:04:05.678999+07', now(), '2030-01-01 00:00:00.000001+00', now(), 'ACTIVE', 2, $3
         FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x RETURNING id`,
      ['Tin "đặc biệt" \\ \n\t\u0001\u001f\u007f 😀 \u2028 </script>', "Quote's \b\f\r end", ['a,b', 'x"y', '', 'Đà Nẵng']],
    );
    expect(n).toBeDefined();
    const { fromRows, fromDb, text, rowsText } = await both(admin(), 'news', { order: 'created_date desc' });
    expect(fromDb).toEqual(fromRows);
    // news holds no JSON or floating-point column: its text is the same, not only its values.
    expect(text).toBe(rowsText);
    expect(fromDb.items[0].id).toBe(Number(n?.id));
    expect(fromDb.items[0].created_date).toBe('2030-01-01T00:00:00.000Z');
    expect(fromDb.items[0].release_date).toBe('2026-01-01T20:04:05.678Z');
    // On PostgreSQL the page comes as the bytes the server sent (db/byte-columns.ts), the first time
    // and once hot (a named statement), and they are the same text.
    if (kind === 'postgres') {
      const r = resourceByName.get('news');
      if (!r) throw new Error('news');
      for (let i = 0; i < 3; i++) {
        const again = await listRecordsJson(admin(), r, queryOf('news', { order: 'created_date desc' }), { isCms: true });
        expect(Buffer.isBuffer(again.items.json)).toBe(true);
        expect(textOf(again.items.json)).toBe(rowsText);
      }
    }
  });

  it('gives the same money, numbers and arrays, set and empty', async () => {
    const money = resources.find((r) => r.columns.some((c) => c.def.kind === 'money'));
    const listy = resources.find((r) => r.columns.some((c) => c.def.kind === 'refs' || c.def.kind === 'mediaList'));
    // The declarations hold both kinds: the comparison below is not of nothing.
    expect(money).toBeDefined();
    expect(listy).toBeDefined();
    for (const r of [money, listy]) {
      if (!r) continue;
      const field = r.columns.find((c) => ['money', 'refs', 'mediaList'].includes(c.def.kind));
      if (!field) throw new Error(r.name);
      const values = field.def.kind === 'money' ? ['0.10', '1234567.89', '-5.5', null] : ['{}', null, '{1,2,3}'];
      const ids = (await t.database.query<{ id: string }>(`SELECT id FROM "${r.name}" ORDER BY id LIMIT ${values.length}`)).map((x) => x.id);
      // Demo rows to set the values on: the page compared holds them.
      expect(ids.length, r.name).toBeGreaterThan(1);
      for (const [i, id] of ids.entries()) await t.database.query(`UPDATE "${r.name}" SET "${field.name}" = $1 WHERE id = $2`, [values[i], id]);
      const { fromRows, fromDb } = await both(admin(), r.name, { limit: '100' });
      expect(fromDb, r.name).toEqual(fromRows);
      const shown = new Set((fromDb.items as { id: number }[]).map((x) => String(x.id)));
      expect(ids.filter((id) => shown.has(String(id))).length, r.name).toBeGreaterThan(1);
    }
  });

  it('gives the same pages in relevance order, deep pages and searches, under the staff scope', async () => {
    const reader = newsReaderCtx(t);
    const queries: Record<string, string>[] = [
      {},
      { page: '3', limit: '5' },
      { q: 'tin' },
      { q: 'tin', order: 'relevance' },
      { q: 'tin', order: 'relevance', page: '2', limit: '3' },
      { q: 'no-such-word-here' },
    ];
    for (const params of queries) {
      const { fromRows, fromDb } = await both(reader, 'news', params, false);
      expect(fromDb, JSON.stringify(params)).toEqual(fromRows);
    }
  });

  it('sends the list route the same body as before (records, figures, in that order)', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/news?f_is_get_all_cms=1&limit=7', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const r = resourceByName.get('news');
    if (!r) throw new Error('news');
    const rows = await listRecords(admin(), r, queryOf('news', { limit: '7' }), { isCms: true });
    expect(JSON.parse(res.body)).toEqual({ success: true, data: JSON.parse(JSON.stringify(rows)) });
    expect(res.body.startsWith('{"success":true,"data":{"items":[{"id":')).toBe(true);
    expect(Object.keys(JSON.parse(res.body).data)).toEqual(['items', 'totalRows', 'page', 'limit']);
  });

  it('gives the same record as its row to the get, for a sample of resources holding every column kind, and for readers of the released scope', async () => {
    let compared = 0;
    for (const r of PICKED) {
      const [first] = await t.database.query<{ id: string }>(`SELECT id FROM "${r.name}" ORDER BY id DESC LIMIT 1`);
      if (!first) continue;
      const id = Number(first.id);
      const got = await readRecordJson(admin(), r, id, { isCms: true });
      // Resources with lines are read as rows (their lines join the record).
      if (r.lines?.length) {
        expect(got, r.name).toBeUndefined();
        continue;
      }
      if (!got) throw new Error(`${r.name} ${id}: ${String(got)}`);
      expect(JSON.parse(textOf(got.json)), r.name).toEqual(JSON.parse(JSON.stringify(await getRecord(admin(), r, id, { isCms: true }))));
      if (kind === 'postgres') expect(Buffer.isBuffer(got.json), r.name).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(PICKED.length * (PICKED.length === resources.length ? 0.8 : 0.5));
    // A staff member reads released news only: a draft is not found, as by the row.
    const reader = newsReaderCtx(t);
    const news = resourceByName.get('news');
    if (!news) throw new Error('news');
    const [draft] = await t.database.query<{ id: string }>(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state, created_by)
       SELECT 'Bản nháp', type_id, realm_id, 'DRAFT', false, true, now(), now(), now(), now(), 'ACTIVE', 2 FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x RETURNING id`,
    );
    const shown = (await listRecords(reader, news, queryOf('news'), { isCms: false })).items[0];
    expect(draft && shown).toBeTruthy();
    expect(await readRecordJson(reader, news, Number(draft?.id))).toBeNull();
    await expect(getRecord(reader, news, Number(draft?.id))).rejects.toMatchObject({ status: 404 });
    for (let i = 0; i < 3; i++) {
      const got = await readRecordJson(reader, news, Number(shown?.id));
      expect(JSON.parse(textOf(got?.json ?? 'null'))).toEqual(JSON.parse(JSON.stringify(await getRecord(reader, news, Number(shown?.id)))));
    }
  });

  /** The get statements (`readRecordJson`'s) sent to the database while `fn` runs. */
  const getsSent = async (fn: () => Promise<void>): Promise<string[]> => {
    const database = t.database;
    const sent: string[] = [];
    const { query, queryNamed } = database;
    database.query = (text, params) => {
      sent.push(text);
      return query(text, params);
    };
    if (queryNamed) {
      database.queryNamed = (name, text, params, opts) => {
        sent.push(text);
        return queryNamed(name, text, params, opts);
      };
    }
    try {
      await fn();
    } finally {
      database.query = query;
      database.queryNamed = queryNamed;
    }
    return sent.filter((text) => text.includes('row_to_json(x)'));
  };

  it('reads gets that arrive together in one statement per reader scope: each its own record, none outside its reader’s scope', async () => {
    const news = resourceByName.get('news');
    if (!news) throw new Error('news');
    const reader = newsReaderCtx(t);
    const [draft] = await t.database.query<{ id: string }>(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state, created_by)
       SELECT 'Bản nháp cùng lúc', type_id, realm_id, 'DRAFT', false, true, now(), now(), now(), now(), 'ACTIVE', 2 FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x RETURNING id`,
    );
    const shown = (await listRecords(reader, news, queryOf('news', { limit: '5' }), { isCms: false })).items.map((x) => Number(x.id));
    expect(shown.length).toBe(5);
    // Released news, a draft, an id that does not exist, and one record asked twice.
    const asked = [...shown, Number(draft?.id), 9_999_999, shown[0] as number];
    const one = async (ctx: Ctx, id: number, isCms: boolean) => {
      const got = await readRecordJson(ctx, news, id, { isCms });
      return got ? JSON.parse(textOf(got.json)) : got;
    };
    const alone = { reader: [] as unknown[], admin: [] as unknown[] };
    for (const id of asked) {
      alone.reader.push(await one(reader, id, false));
      alone.admin.push(await one(admin(), id, true));
    }
    // The statements sent while all of them are asked at once.
    const sent = await getsSent(async () => {
      const [byReader, byAdmin] = await Promise.all([
        Promise.all(asked.map((id) => one(reader, id, false))),
        Promise.all(asked.map((id) => one(admin(), id, true))),
      ]);
      expect(byReader).toEqual(alone.reader);
      expect(byAdmin).toEqual(alone.admin);
    });
    expect(sent).toHaveLength(2);
    expect(alone.reader.slice(0, 5).map((x) => (x as { id: number }).id)).toEqual(shown);
    // Out of the staff member's scope: the draft; for nobody: the missing id. The admin reads the draft.
    expect(alone.reader.slice(5, 7)).toEqual([null, null]);
    expect((alone.admin[5] as { id: number }).id).toBe(Number(draft?.id));
    expect(alone.reader[7]).toEqual(alone.reader[0]);
  });

  it('splits more gets at once than one statement takes (64 ids) into several, each caller still getting its own record', async () => {
    const news = resourceByName.get('news');
    if (!news) throw new Error('news');
    await t.database.query(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state, created_by)
       SELECT 'Tin số ' || g, type_id, realm_id, 'PUBLISH', false, true, now(), now(), now(), now(), 'ACTIVE', 2
         FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x, generate_series(1, 70) g`,
    );
    const ids = (await t.database.query<{ id: string }>('SELECT id FROM news ORDER BY id DESC LIMIT 70')).map((x) => Number(x.id));
    const sent = await getsSent(async () => {
      const got = await Promise.all(ids.map((id) => readRecordJson(admin(), news, id, { isCms: true })));
      expect(got.map((x) => (x ? (JSON.parse(textOf(x.json)) as { id: number }).id : null))).toEqual(ids);
    });
    // 64 ids, then the other 6 (padded to 8).
    expect(sent.map((text) => text.match(/\$\d+/g)?.length)).toEqual([64, 8]);
  });

  it('sends the get route the record as before, compressed for browsers, 404 for a record out of scope', async () => {
    const token = await t.login('admin');
    const [row] = await t.database.query<{ id: string }>('SELECT id FROM news ORDER BY id LIMIT 1');
    const id = Number(row?.id);
    const r = resourceByName.get('news');
    if (!r) throw new Error('news');
    const want = { success: true, data: JSON.parse(JSON.stringify(await getRecord(admin(), r, id, { isCms: true }))) };
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}?f_is_get_all_cms=1`, headers: { authorization: `Bearer ${token}` } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body.startsWith(`{"success":true,"data":{"id":${id},`)).toBe(true);
    expect(JSON.parse(plain.body)).toEqual(want);
    const asBrowser = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/news/${id}?f_is_get_all_cms=1`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      });
    // A record's body (its rich text comes with the get) is compressed for a browser, as list pages are.
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN);
    const br = await asBrowser();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(want);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/news/987654321',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).success).toBe(false);
  });
});

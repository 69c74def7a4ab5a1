/**
 * Searches of common words from their bitmaps (ADR 0015, engine/search-dense.ts): with every whole
 * word dense, a search starts from the bitmaps' candidates and must find exactly what the plain
 * search (the GIN index) finds, before and after writes of every kind (new records, changed and
 * emptied documents, soft and hard deletes), before the merge (the noted ids) and after it; the
 * maintenance job picks the dense words from the statistics; the staff's API answers the same; and
 * on PostgreSQL a write in flight while a table joins the registry or a merge runs is not missed.
 */
import { type ListQuery, news } from '@portal/domain';
import { desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { searchTerms, tableFor } from '../../src/db/tables.js';
import { DENSE_CAP, denseCandidates, maintainDense, mergeDense, rebuildDense } from '../../src/engine/search-dense.js';
import { pageQuery, relevancePage, whereFor } from '../../src/engine/service.js';
import { accessScope } from '../../src/engine/access.js';
import { DB_KINDS, newsReaderCtx, useTestApp } from '../harness.js';

const VOCAB = ['tin', 'tức', 'nội', 'bộ', 'hội', 'nghị', 'khen', 'thưởng'];
/** A title of row g: each word of VOCAB with a chance of one in two (a hash of g and the word), then its number. */
const titleOf = (g: string) => `concat_ws(' ', ${VOCAB.map((w, i) => `CASE WHEN abs(hashint4(${g} * 31 + ${i})) % 2 = 0 THEN '${w}' END`).join(', ')}, 'mục ' || ${g})`;

describe.each(DB_KINDS)('search of dense words on %s', (kind) => {
  const t = useTestApp(kind);
  const tb = tableFor(news);
  const order = [desc(tb.created_date as AnyPgColumn), desc(tb.id as AnyPgColumn)];
  const staffCtx = () => newsReaderCtx(t);
  const QUERIES = ['tin tuc noi bo hoi nghi khen thuong', 'tin tức nội bộ', 'khen thuong hoi ngh', 'noi bo khen thuong hoi', 'TIN NGHI BO mục'];

  /** Every query finds through its candidates exactly the rows the plain search finds; returns how many used the bitmaps. */
  const expectSameResults = async () => {
    const scope = accessScope(staffCtx(), news, tb, 'read');
    let used = 0;
    for (const q of QUERIES) {
      const query = { filters: [], q, state: 'ACTIVE' as const };
      const candidates = await denseCandidates(t.database, news, searchTerms(q));
      if (candidates) used++;
      for (const extra of [[], scope.conditions]) {
        const plain = await pageQuery(t.database.db, news, tb, whereFor(news, tb, query, extra), order, 100_000, 0);
        const dense = await pageQuery(t.database.db, news, tb, whereFor(news, tb, query, extra, candidates), order, 100_000, 0);
        expect(dense.map((x) => x.id), q).toEqual(plain.map((x) => x.id));
        expect(plain.length, q).toBeGreaterThan(0);
      }
      // Relevance order (title matches first): the same pages, across the two groups' boundary too.
      for (const [offset, take] of [
        [0, 50],
        [30, 40],
        [200, 50],
      ] as const) {
        const lq: ListQuery = { page: 1, limit: take, offset, take, order: [{ field: 'created_date', dir: 'desc' }, { field: 'id', dir: 'desc' }], q, filters: [], state: 'ACTIVE', isRelevance: true };
        const plain = await relevancePage(t.database.db, news, tb, lq, scope.conditions, order);
        const dense = await relevancePage(t.database.db, news, tb, lq, scope.conditions, order, undefined, candidates);
        expect(dense.map((x) => x.id), `${q} relevance ${offset}`).toEqual(plain.map((x) => x.id));
      }
    }
    return used;
  };
  const pendingCount = async () => Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM search_dense_pending WHERE tbl = 'news'`))[0]?.n);

  it('finds what the plain search finds, before and after writes and merges', async () => {
    const now = t.clock.now.toISOString();
    await t.database.query(
      `INSERT INTO news (title, description, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state)
       SELECT ${titleOf('g')}, CASE WHEN g % 3 = 0 THEN ${titleOf('g * 7')} END, x.type_id, x.realm_id, CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'PUBLISH' END, g % 13 = 0, true,
              $1::timestamptz - interval '1 hour', $1::timestamptz - interval '2 hours', $1::timestamptz - g * interval '7 minutes', $1::timestamptz, 'ACTIVE'
         FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x, generate_series(1, 3000) g`,
      [now],
    );
    // Some records match only through their description: relevance order has two groups to page across.
    const [mixed] = await t.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM news WHERE search_vec @@ 'tin & tuc & noi & bo'::tsquery AND NOT to_tsvector('simple', f_unaccent(lower(title))) @@ 'tin & tuc & noi & bo'::tsquery`,
    );
    expect(Number(mixed?.n)).toBeGreaterThan(20);
    // No dense words yet: the plain search runs.
    expect(await denseCandidates(t.database, news, searchTerms(QUERIES[0] as string))).toBeNull();
    // The job picks the common words from the statistics (a small table here: thresholds lowered).
    await t.database.query('ANALYZE news');
    const pass = await maintainDense(t.database, () => t.clock.now, { refresh: true, minRows: 1000, addShare: 0.3, dropShare: 0.2, list: [news] });
    expect(pass.rebuilt).toEqual(['news']);
    const words = (await t.database.query<{ word: string }>(`SELECT word FROM search_dense_word WHERE tbl = 'news' ORDER BY word`)).map((x) => x.word);
    expect(words).toEqual(expect.arrayContaining(['bo', 'hoi', 'khen', 'nghi', 'noi', 'thuong', 'tin', 'tuc']));
    // Same statistics, same words: nothing rebuilt.
    expect((await maintainDense(t.database, () => t.clock.now, { refresh: true, minRows: 1000, addShare: 0.3, dropShare: 0.2, list: [news] })).rebuilt).toEqual([]);
    expect(await expectSameResults()).toBe(QUERIES.length);
    const candidates = await denseCandidates(t.database, news, searchTerms(QUERIES[0] as string));
    expect(candidates?.length).toBeLessThan(DENSE_CAP);
    // Typed operators, quotes, backslashes, emoji and long words on the bitmaps' side too: no error, the same answers
    // (a NUL byte never gets here: input-guard.ts refuses it with a 400).
    for (const q of [`tin' tức nội''`, 'tin & tức | !nội bộ', 'tin\\ tức:* nội', 'TIN (tức) <-> nội bộ', `khen 😀 ${'x'.repeat(300)} thưởng hội`]) {
      const query = { filters: [], q, state: 'ACTIVE' as const };
      const ids = await denseCandidates(t.database, news, searchTerms(q));
      const plain = await pageQuery(t.database.db, news, tb, whereFor(news, tb, query), order, 100_000, 0);
      const dense = await pageQuery(t.database.db, news, tb, whereFor(news, tb, query, [], ids), order, 100_000, 0);
      expect(dense.map((x) => x.id), q).toEqual(plain.map((x) => x.id));
    }

    // Writes: new records, changed documents (words added, words taken away), emptied, soft and hard deletes.
    await t.database.query(
      `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state)
       SELECT ${titleOf('g')}, type_id, realm_id, 'PUBLISH', false, true, $1::timestamptz - interval '1 hour', $1::timestamptz, $1::timestamptz - g * interval '3 minutes', $1::timestamptz, 'ACTIVE'
         FROM (SELECT type_id, realm_id FROM news ORDER BY id LIMIT 1) x, generate_series(3001, 3400) g`,
      [now],
    );
    await t.database.query(`UPDATE news SET title = 'tin tức nội bộ hội nghị khen thưởng mới' WHERE title LIKE '%mục %' AND (substring(title from 'mục ([0-9]+)'))::int % 17 = 0`);
    await t.database.query(`UPDATE news SET title = 'bản tin' WHERE title LIKE '%mục %' AND (substring(title from 'mục ([0-9]+)'))::int % 19 = 0`);
    await t.database.query(`UPDATE news SET state = 'INACTIVE' WHERE title LIKE '%mục %' AND (substring(title from 'mục ([0-9]+)'))::int % 23 = 0`);
    await t.database.query(`DELETE FROM news WHERE title LIKE '%mục %' AND (substring(title from 'mục ([0-9]+)'))::int % 29 = 0`);
    // A write that leaves the document as it was notes nothing.
    const noted = await pendingCount();
    expect(noted).toBeGreaterThan(400);
    await t.database.query(`UPDATE news SET view_count = view_count + 1 WHERE title LIKE '%mục 1%'`);
    expect(await pendingCount()).toBe(noted);
    expect(await expectSameResults()).toBe(QUERIES.length);

    // Merged by blocks: a block's noted ids all at once (one merged block here), then the rest by the job's pass.
    expect(await mergeDense(t.database, news, 1)).toBe(1);
    expect(await pendingCount()).toBeLessThan(noted);
    expect(await expectSameResults()).toBe(QUERIES.length);
    await maintainDense(t.database, () => t.clock.now, { refresh: false });
    expect(await pendingCount()).toBe(0);
    expect(await expectSameResults()).toBe(QUERIES.length);

    // The bitmaps are what a build from scratch gives.
    const snapshot = async () => t.database.query<{ word: string; chunk: number; bits: string }>(`SELECT word, chunk, md5(bits::text) AS bits FROM search_dense_bits WHERE tbl = 'news' ORDER BY word, chunk`);
    const merged = await snapshot();
    await rebuildDense(t.database, news, words);
    expect(await snapshot()).toEqual(merged);

    // The plain search runs when a word is not dense, when too many records match, or for a single word.
    expect(await denseCandidates(t.database, news, searchTerms('tin tức bản x'))).toBeNull();
    expect(await denseCandidates(t.database, news, searchTerms('tin'))).toBeNull();
    await t.database.query(`UPDATE news SET title = title || ' tin tức nội bộ' WHERE title LIKE '%mục %'`);
    expect(await pendingCount()).toBeGreaterThan(DENSE_CAP);
    expect(await denseCandidates(t.database, news, searchTerms('tin tuc noi bo'))).toBeNull();
    await maintainDense(t.database, () => t.clock.now, { refresh: false });
    expect(await denseCandidates(t.database, news, searchTerms('tin tuc noi bo'))).toBeNull();
    // `tin tức nội bộ` is now in every record: the plain search answers it, the bitmaps the others.
    expect(await expectSameResults()).toBe(QUERIES.length - 1);

    // The staff's list answers the same rows through the bitmaps.
    const staff = await t.login('staff');
    const q = QUERIES[0] as string;
    const res = await t.call(staff, 'GET', `/api/v1/news?limit=100&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const scope = accessScope(staffCtx(), news, tb, 'read');
    const plain = await pageQuery(t.database.db, news, tb, whereFor(news, tb, { filters: [], q, state: 'ACTIVE' }, scope.conditions), order, 100, 0);
    expect(res.body.data.items.map((x: { id: number }) => x.id)).toEqual(plain.map((x) => x.id));
    expect(plain.length).toBeGreaterThan(0);

    // No dense words any more: the table leaves the registry and its writes note nothing.
    await rebuildDense(t.database, news, []);
    expect(await t.database.query(`SELECT * FROM search_dense_table WHERE tbl = 'news'`)).toEqual([]);
    await t.database.query(`UPDATE news SET title = title || ' x' WHERE id = (SELECT max(id) FROM news)`);
    expect(await pendingCount()).toBe(0);
  });

  it.runIf(kind === 'postgres')('misses no write in flight while the table joins the registry or a merge runs', async () => {
    /** A write on a connection of its own, left open until `commit()`. */
    const openWrite = async (title: string) => {
      let commit!: () => void;
      const gate = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const done = t.database.session(async (s) => {
        await s.exec('BEGIN');
        await s.query(
          `INSERT INTO news (title, type_id, realm_id, status, is_hide, is_show, release_date, publish_date, created_date, updated_date, state)
           SELECT $1, type_id, realm_id, 'PUBLISH', false, true, now() - interval '1 hour', now(), now(), now(), 'ACTIVE' FROM news ORDER BY id LIMIT 1`,
          [title],
        );
        written();
        await gate;
        await s.exec('COMMIT');
      });
      await isWritten;
      return async () => {
        commit();
        await done;
      };
    };
    await rebuildDense(t.database, news, []);
    // A write in flight longer than the join may wait: the table does not join (and writes go on).
    const commitLong = await openWrite('một bài đang ghi lâu');
    expect(await rebuildDense(t.database, news, ['hoi', 'khen'], 50)).toBe(false);
    expect(await t.database.query(`SELECT * FROM search_dense_table WHERE tbl = 'news'`)).toEqual([]);
    await commitLong();
    // A write begun before the table joins the registry (its trigger notes nothing) and committed after.
    const commitFirst = await openWrite('khen thưởng hội nghị đang ghi');
    const joining = rebuildDense(t.database, news, ['hoi', 'khen', 'nghi', 'thuong']);
    // The build waits for the write (seen in pg_locks) before it reads the records.
    for (;;) {
      const waiting = await t.database.query(`SELECT 1 FROM pg_locks WHERE relation = 'news'::regclass AND mode = 'ShareLock' AND NOT granted`);
      if (waiting.length > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await commitFirst();
    expect(await joining).toBe(true);
    const found = async () => {
      const ids = await denseCandidates(t.database, news, searchTerms('khen thuong hoi nghi x'));
      expect(ids).not.toBeNull();
      const rows = await t.database.query<{ title: string }>(`SELECT title FROM news WHERE id = ANY($1::bigint[])`, [`{${(ids ?? []).join(',')}}`]);
      return rows.map((x) => x.title);
    };
    expect(await found()).toContain('khen thưởng hội nghị đang ghi');
    // A write committed while a merge runs stays noted for the next one.
    const commitSecond = await openWrite('hội nghị khen thưởng lúc gộp');
    await mergeDense(t.database, news);
    await commitSecond();
    expect(await pendingCount()).toBe(1);
    expect(await found()).toContain('hội nghị khen thưởng lúc gộp');
    await mergeDense(t.database, news);
    expect(await pendingCount()).toBe(0);
    expect(await found()).toContain('hội nghị khen thưởng lúc gộp');
  });
});

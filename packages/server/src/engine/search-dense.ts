/**
 * Dense words of a search (ADR 0015). A search's whole words are intersected in the GIN index of
 * the stored search document (ADR 0011): cheap when one word is rare (GIN walks the rare posting
 * list and skips in the others), but when every word is common (each in a fifth or more of a large
 * table) every posting list is read in full: the bench's ten-word search over a million news read
 * nine lists of 300,000 to 550,000 rows, 80 to 130 ms of CPU for 47 matches, whatever the index.
 *
 * For such words the database also keeps a bitmap per word and block of CHUNK ids (a `bit varying`
 * of CHUNK bits, bit i set when the record with id block * CHUNK + i holds the word): ANDing nine
 * words is `bit_and` over 9 x (rows / CHUNK) short values, 3 ms for the same search. The result is
 * a set of candidate ids that the list query then checks with the search itself (not through the
 * index), so the bitmaps only have to be a superset of the true matches:
 * - a write that adds, changes or deletes a record's search document notes its id
 *   (`search_dense_pending`, row triggers on every searchable table, a no-op for a table without
 *   dense words); the noted ids are candidates until a merge folds them into the bitmaps (clearing
 *   a deleted record's bits), so no match is ever missed, and the check leaves out what is gone.
 * Which words are dense comes from the planner's statistics (pg_stats' most common elements of
 * the document): a word in at least DENSE_ADD_SHARE of a table of at least DENSE_MIN_ROWS rows,
 * kept until it falls under DENSE_DROP_SHARE. The maintenance job (the scheduler's pass) merges the
 * noted ids, and once an hour brings the set of dense words up to date (a full build when it
 * changed). A search uses the bitmaps only when every whole word is dense and there are at most
 * DENSE_CAP candidates; otherwise the plain search runs, as before.
 */
import type { Resource } from '@portal/domain';
import { resources } from '@portal/domain';
import type { Database, Session } from '../db/client.js';
import type { CustomDdl } from '../db/custom-ddl.js';
import { WORD_SEPARATORS } from '../db/tables.js';

/** Ids per bitmap block (a multiple of 64). */
export const CHUNK = 8192;
/** At most this many candidates (bitmap matches plus noted ids); past it the plain search runs. */
export const DENSE_CAP = 2000;
/** A table gets dense words from this many rows on. */
export const DENSE_MIN_ROWS = 50_000;
/** A word becomes dense in at least this share of the rows... */
export const DENSE_ADD_SHARE = 0.02;
/** ...and stays dense down to this share. */
export const DENSE_DROP_SHARE = 0.01;
/** How often the set of dense words is brought up to date. */
export const DENSE_REFRESH_MS = 3_600_000;
/** How long a table joining the registry waits for the writes in flight. */
const LOCK_WAIT_MS = 5000;
/** Noted ids merged per table and pass (the rest wait for the next pass, still candidates). */
const MERGE_IDS = 20_000;

const q = (n: string) => `"${n.replace(/"/g, '""')}"`;
const lexemes = (text: string) => `tsvector_to_array(to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(${text})), ${WORD_SEPARATORS}, ' ', 'g')))`;

/**
 * The shared objects: the registry of tables with dense words, the words, the bitmaps, the noted
 * ids, the trigger function that notes them, the candidate function and the merge function.
 */
const SHARED_SQL = `CREATE TABLE IF NOT EXISTS search_dense_table (tbl text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS search_dense_word (tbl text NOT NULL, word text NOT NULL, PRIMARY KEY (tbl, word));
CREATE TABLE IF NOT EXISTS search_dense_bits (tbl text NOT NULL, word text NOT NULL, chunk integer NOT NULL, bits bit varying NOT NULL, PRIMARY KEY (tbl, word, chunk));
CREATE TABLE IF NOT EXISTS search_dense_pending (tbl text NOT NULL, id bigint NOT NULL);
CREATE INDEX IF NOT EXISTS search_dense_pending_tbl_id ON search_dense_pending (tbl, id);
CREATE OR REPLACE FUNCTION search_dense_note() RETURNS trigger LANGUAGE plpgsql AS $note$
BEGIN
  IF EXISTS (SELECT 1 FROM search_dense_table WHERE tbl = TG_TABLE_NAME) THEN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO search_dense_pending (tbl, id) VALUES (TG_TABLE_NAME, OLD.id);
    ELSE
      INSERT INTO search_dense_pending (tbl, id) VALUES (TG_TABLE_NAME, NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END
$note$;
CREATE OR REPLACE FUNCTION search_dense_ids(p_tbl text, p_text text, p_cap integer) RETURNS bigint[] LANGUAGE plpgsql STABLE AS $ids$
DECLARE
  w text[] := ${lexemes('p_text')};
  n integer := cardinality(w);
  ids bigint[];
  total bigint;
  r record;
  off integer;
  p integer;
BEGIN
  IF n < 2 OR (SELECT count(*) FROM search_dense_word d WHERE d.tbl = p_tbl AND d.word = ANY (w)) < n THEN RETURN NULL; END IF;
  SELECT array_agg(x.id) INTO ids FROM (SELECT DISTINCT s.id FROM search_dense_pending s WHERE s.tbl = p_tbl LIMIT p_cap + 1) x;
  ids := coalesce(ids, '{}');
  total := cardinality(ids);
  IF total > p_cap THEN RETURN NULL; END IF;
  FOR r IN SELECT a.chunk, a.b, bit_count(a.b) AS k
             FROM (SELECT d.chunk, bit_and(d.bits) AS b FROM search_dense_bits d WHERE d.tbl = p_tbl AND d.word = ANY (w) GROUP BY d.chunk HAVING count(*) = n) a
            WHERE bit_count(a.b) > 0 LOOP
    total := total + r.k;
    IF total > p_cap THEN RETURN NULL; END IF;
    off := 0;
    LOOP
      p := position(B'1' IN substring(r.b FROM off + 1));
      EXIT WHEN p = 0;
      ids := ids || (r.chunk::bigint * ${CHUNK} + off + p - 1);
      off := off + p;
    END LOOP;
  END LOOP;
  RETURN ids;
END
$ids$;
CREATE OR REPLACE FUNCTION search_dense_merge(p_tbl text, p_max integer) RETURNS integer LANGUAGE plpgsql AS $merge$
DECLARE
  words text[];
  bits bit varying[];
  zero bit varying := repeat('0', ${CHUNK})::bit varying;
  c integer;
  r record;
  pos integer;
  want integer;
  done integer := 0;
BEGIN
  SELECT array_agg(d.word ORDER BY d.word) INTO words FROM search_dense_word d WHERE d.tbl = p_tbl;
  FOR c IN SELECT DISTINCT (x.id / ${CHUNK})::integer FROM (SELECT s.id FROM search_dense_pending s WHERE s.tbl = p_tbl ORDER BY s.id LIMIT p_max) x LOOP
    IF words IS NOT NULL THEN
      SELECT array_agg(coalesce(d.bits, zero) ORDER BY w.i) INTO bits
        FROM unnest(words) WITH ORDINALITY AS w(word, i)
        LEFT JOIN search_dense_bits d ON d.tbl = p_tbl AND d.word = w.word AND d.chunk = c;
      FOR r IN EXECUTE format('SELECT p.id, tsvector_to_array(t.search_vec) AS ws FROM (SELECT DISTINCT s.id FROM search_dense_pending s WHERE s.tbl = $1 AND s.id >= $2 AND s.id < $3) p LEFT JOIN %I t ON t.id = p.id', p_tbl)
          USING p_tbl, c::bigint * ${CHUNK}, (c::bigint + 1) * ${CHUNK} LOOP
        pos := (r.id - c::bigint * ${CHUNK})::integer;
        FOR i IN 1 .. cardinality(words) LOOP
          want := CASE WHEN r.ws IS NOT NULL AND words[i] = ANY (r.ws) THEN 1 ELSE 0 END;
          IF get_bit(bits[i], pos) <> want THEN bits[i] := set_bit(bits[i], pos, want); END IF;
        END LOOP;
      END LOOP;
      DELETE FROM search_dense_bits d WHERE d.tbl = p_tbl AND d.chunk = c;
      INSERT INTO search_dense_bits (tbl, word, chunk, bits)
        SELECT p_tbl, words[i], c, bits[i] FROM generate_subscripts(words, 1) AS i WHERE bit_count(bits[i]) > 0;
    END IF;
    DELETE FROM search_dense_pending s WHERE s.tbl = p_tbl AND s.id >= c::bigint * ${CHUNK} AND s.id < (c::bigint + 1) * ${CHUNK};
    done := done + 1;
  END LOOP;
  RETURN done;
END
$merge$;`;

/** The DDL: the shared objects once, and on every searchable table the triggers that note changed documents. */
export function searchDenseDdl(list: readonly Resource[] = resources): CustomDdl[] {
  // Named to come first in a migration (the generator orders objects by name): the triggers need
  // the function. Not a function's name, so a later change re-runs the script without dropping the
  // triggers (every statement in it may run again).
  const out: CustomDdl[] = [{ name: '0_search_dense', table: 'search_dense', kind: 'function', sql: SHARED_SQL }];
  for (const r of list) {
    if (r.search.length === 0) continue;
    out.push({
      name: `${r.name}_search_dense`,
      table: r.name,
      kind: 'trigger',
      sql: `CREATE TRIGGER ${q(`${r.name}_search_dense`)} AFTER INSERT OR DELETE ON ${q(r.name)} FOR EACH ROW EXECUTE FUNCTION search_dense_note();`,
    });
    out.push({
      name: `${r.name}_search_dense_upd`,
      table: r.name,
      kind: 'trigger',
      sql: `CREATE TRIGGER ${q(`${r.name}_search_dense_upd`)} AFTER UPDATE ON ${q(r.name)} FOR EACH ROW WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") EXECUTE FUNCTION search_dense_note();`,
    });
  }
  return out;
}

/** Which tables have dense words, per database (read again after DENSE_TABLES_TTL_MS). */
const DENSE_TABLES_TTL_MS = 30_000;
const denseTables = new WeakMap<Database, { at: number; tables: Promise<Set<string>> }>();

async function tablesWithDenseWords(database: Database): Promise<Set<string>> {
  const known = denseTables.get(database);
  if (known && Date.now() - known.at < DENSE_TABLES_TTL_MS) return known.tables;
  const tables = database.query<{ tbl: string }>('SELECT tbl FROM search_dense_table').then((rows) => new Set(rows.map((x) => x.tbl)));
  denseTables.set(database, { at: Date.now(), tables });
  return tables.catch((e) => {
    denseTables.delete(database);
    throw e;
  });
}

/** Forgets what `tablesWithDenseWords` knows (after the job changed it). */
export const forgetDenseTables = (database: Database) => denseTables.delete(database);

/**
 * The whole words of a search as the document matches them (db/tables.ts `searchMatch`): every
 * word but the last, which may be the start of one, unless it has a digit.
 */
function wholeWords(terms: string[]): string[] {
  const last = terms[terms.length - 1];
  return last !== undefined && /\p{N}/u.test(last) ? terms : terms.slice(0, -1);
}

/**
 * The candidate ids of a search on `r` from the dense words' bitmaps (a superset of the matches,
 * at most DENSE_CAP), or null when the plain search should run: fewer than two whole words, a word
 * that is not dense, or too many candidates.
 */
export async function denseCandidates(database: Database, r: Resource, terms: string[]): Promise<number[] | null> {
  const whole = wholeWords(terms);
  // SEARCH_DENSE=off: every search reads the word index alone (to measure the bitmaps' effect, or to rule them out).
  if (whole.length < 2 || r.search.length === 0 || process.env.SEARCH_DENSE === 'off') return null;
  if (!(await tablesWithDenseWords(database)).has(r.name)) return null;
  // A named statement on PostgreSQL: parsed and planned once per connection, not at every search.
  const text = 'SELECT search_dense_ids($1, $2, $3) AS ids';
  const params = [r.name, whole.join(' '), DENSE_CAP];
  type Ids = { ids: (string | number)[] | null };
  const [row] = database.queryNamed ? await database.queryNamed<Ids>('search_dense_ids', text, params) : await database.query<Ids>(text, params);
  return row?.ids ? row.ids.map(Number) : null;
}

type Options = { minRows?: number; addShare?: number; dropShare?: number };

/**
 * The words of `r`'s documents in at least `share` of its rows, from the planner's statistics; the
 * column is analyzed first when it has none or a tenth of the table changed since (autovacuum's
 * rule, for a server where it is off).
 */
async function frequentWords(s: Session, r: Resource, share: number, isStale: boolean): Promise<Map<string, number>> {
  const read = () =>
    s.query<{ elems: string[] | string | null; freqs: number[] | string | null }>(
      `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = 'search_vec'`,
      [r.name],
    );
  let rows = isStale ? [] : await read();
  if (rows.length === 0) {
    await s.exec(`ANALYZE ${q(r.name)} ("search_vec")`);
    rows = await read();
  }
  const out = new Map<string, number>();
  const elems = rows[0]?.elems;
  const freqs = rows[0]?.freqs;
  if (!Array.isArray(elems) || !Array.isArray(freqs)) return out;
  elems.forEach((w, i) => {
    const f = Number(freqs[i]);
    if (f >= share) out.set(w, f);
  });
  return out;
}

/** The set-based build of every dense word's bitmaps of table `tbl` (all its blocks). */
const buildSql = (tbl: string) => `INSERT INTO search_dense_bits (tbl, word, chunk, bits)
SELECT $1, y.word, y.chunk, rpad(string_agg(repeat('0', 64 * (y.sub - y.prev - 1)) || y.m::bit(64)::text, '' ORDER BY y.sub), ${CHUNK}, '0')::bit varying
  FROM (SELECT x.word, x.chunk, x.sub, x.m, lag(x.sub, 1, -1) OVER (PARTITION BY x.word, x.chunk ORDER BY x.sub) AS prev
          FROM (SELECT w.word, (t.id / ${CHUNK})::integer AS chunk, ((t.id % ${CHUNK}) / 64)::integer AS sub, bit_or(1::bigint << (63 - (t.id % 64))::integer) AS m
                  FROM ${q(tbl)} t, unnest(tsvector_to_array(t."search_vec")) AS w(word)
                 WHERE w.word = ANY ($2::text[])
                 GROUP BY 1, 2, 3) x) y
 GROUP BY y.word, y.chunk`;

const tryLock = (s: Session, tbl: string) => s.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [`search_dense:${tbl}`]).then((x) => x[0]?.ok === true);

/** Runs `fn` in a REPEATABLE READ transaction holding the table's maintenance lock; false when another holds it. */
async function locked(database: Database, tbl: string, fn: (s: Session) => Promise<void>): Promise<boolean> {
  return database.session(async (s) => {
    await s.exec('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      if (!(await tryLock(s, tbl))) {
        await s.exec('ROLLBACK');
        return false;
      }
      await fn(s);
      await s.exec('COMMIT');
      return true;
    } catch (e) {
      await s.exec('ROLLBACK').catch(() => undefined);
      throw e;
    }
  });
}

/**
 * Makes `words` the dense words of `r` and builds their bitmaps from its records (none: the table
 * leaves the registry). A table new to the registry first waits for the writes in flight, which
 * did not note their ids, so the build's snapshot holds them.
 */
export async function rebuildDense(database: Database, r: Resource, words: readonly string[], lockWaitMs = LOCK_WAIT_MS): Promise<boolean> {
  const tbl = r.name;
  if (words.length > 0) {
    const added = await database.query('INSERT INTO search_dense_table (tbl) VALUES ($1) ON CONFLICT DO NOTHING RETURNING tbl', [tbl]);
    if (added.length > 0) {
      // Waiting long would hold up every write queued behind the lock: past `lockWaitMs` the table
      // leaves the registry again and the next refresh tries once more.
      const isLocked = await database.session(async (s) => {
        await s.exec('BEGIN');
        try {
          await s.exec(`SET LOCAL lock_timeout = '${Math.max(1, Math.round(lockWaitMs))}ms'`);
          await s.exec(`LOCK TABLE ${q(tbl)} IN SHARE MODE`);
          await s.exec('COMMIT');
          return true;
        } catch {
          await s.exec('ROLLBACK');
          return false;
        }
      });
      if (!isLocked) {
        await database.query('DELETE FROM search_dense_table WHERE tbl = $1', [tbl]);
        forgetDenseTables(database);
        return false;
      }
    }
  }
  const ok = await locked(database, tbl, async (s) => {
    await s.query('DELETE FROM search_dense_pending WHERE tbl = $1', [tbl]);
    await s.query('DELETE FROM search_dense_bits WHERE tbl = $1', [tbl]);
    await s.query('DELETE FROM search_dense_word WHERE tbl = $1', [tbl]);
    if (words.length === 0) {
      await s.query('DELETE FROM search_dense_table WHERE tbl = $1', [tbl]);
      return;
    }
    await s.query('INSERT INTO search_dense_word (tbl, word) SELECT $1, unnest($2::text[])', [tbl, words]);
    await s.query(buildSql(tbl), [tbl, words]);
  });
  forgetDenseTables(database);
  return ok;
}

/** Folds the noted ids of `r` into its bitmaps (at most `max` of them); the number of blocks merged. */
export async function mergeDense(database: Database, r: Resource, max = MERGE_IDS): Promise<number> {
  let n = 0;
  await locked(database, r.name, async (s) => {
    const [row] = await s.query<{ n: number }>('SELECT search_dense_merge($1, $2) AS n', [r.name, max]);
    n = Number(row?.n ?? 0);
  });
  return n;
}

const lastRefresh = new WeakMap<Database, number>();

/**
 * One pass of the maintenance: merges every table's noted ids, and once per DENSE_REFRESH_MS (or
 * when `refresh` says so) brings each searchable table's dense words up to date from its
 * statistics. Safe on every instance at once (a table's work is under its advisory lock).
 */
export async function maintainDense(database: Database, now: () => Date, opts: Options & { refresh?: boolean; list?: readonly Resource[] } = {}): Promise<{ merged: number; rebuilt: string[] }> {
  const list = (opts.list ?? resources).filter((r) => r.search.length > 0);
  const at = now().getTime();
  const refresh = opts.refresh ?? at - (lastRefresh.get(database) ?? Number.NEGATIVE_INFINITY) >= DENSE_REFRESH_MS;
  const rebuilt: string[] = [];
  if (refresh) {
    lastRefresh.set(database, at);
    // Rows (the last analyze's count or the live rows the server counted since) and writes since that analyze.
    const sizes = new Map(
      (
        await database.query<{ relname: string; n: number; changed: number }>(
          `SELECT c.relname, greatest(s.n_live_tup, c.reltuples)::float8 AS n, coalesce(s.n_mod_since_analyze, 0)::float8 AS changed
             FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
            WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY ($1::text[])`,
          [list.map((r) => r.name)],
        )
      ).map((x) => [x.relname, { n: Number(x.n), changed: Number(x.changed) }]),
    );
    const current = new Map<string, Set<string>>();
    for (const x of await database.query<{ tbl: string; word: string }>('SELECT tbl, word FROM search_dense_word')) {
      const set = current.get(x.tbl) ?? new Set<string>();
      set.add(x.word);
      current.set(x.tbl, set);
    }
    for (const r of list) {
      const had = current.get(r.name) ?? new Set<string>();
      let want: string[] = [];
      const size = sizes.get(r.name);
      if (size && size.n >= (opts.minRows ?? DENSE_MIN_ROWS)) {
        const freq = await database.session((s) => frequentWords(s, r, Math.min(opts.addShare ?? DENSE_ADD_SHARE, opts.dropShare ?? DENSE_DROP_SHARE), size.changed > size.n / 10));
        want = [...freq].filter(([w, f]) => f >= (opts.addShare ?? DENSE_ADD_SHARE) || (had.has(w) && f >= (opts.dropShare ?? DENSE_DROP_SHARE))).map(([w]) => w);
      }
      const same = want.length === had.size && want.every((w) => had.has(w));
      if (!same && (await rebuildDense(database, r, want.sort()))) rebuilt.push(r.name);
    }
  }
  let merged = 0;
  for (const { tbl } of await database.query<{ tbl: string }>('SELECT DISTINCT tbl FROM search_dense_pending')) {
    const r = list.find((x) => x.name === tbl);
    if (r) merged += await mergeDense(database, r);
  }
  return { merged, rebuilt };
}

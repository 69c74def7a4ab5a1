/**
 * Fills a database with realistic Vietnamese/English rows for any declared resource, at scale.
 * Rows are made inside the database (INSERT ... SELECT FROM generate_series), so a million rows take
 * seconds, not minutes; values are derived from the row number with a seeded hash, so every run
 * with the same sizes produces the same data. Works on PGlite and on a PostgreSQL server.
 */
import type { Column, Resource } from '@portal/domain';
import { reports, resourceByName } from '@portal/domain';
import type { Database } from '../packages/server/src/db/client.js';
import { SCHEDULE_TARGETS } from '../packages/server/src/jobs/content-schedule.js';
import { positionReport } from '../packages/server/src/engine/positions.js';
import { rollupRefillSql, rollupTable } from '../packages/server/src/engine/reports.js';

const VI_WORDS = [
  'Tin', 'tức', 'hoạt', 'động', 'nội', 'bộ', 'Tập', 'đoàn', 'THACO', 'ô', 'tô', 'Chu', 'Lai', 'nhà', 'máy', 'sản', 'xuất', 'kinh', 'doanh',
  'phát', 'triển', 'bền', 'vững', 'nông', 'nghiệp', 'Đà', 'Nẵng', 'Hà', 'Nội', 'Sài', 'Gòn', 'đầu', 'tư', 'xây', 'dựng', 'công', 'nghệ',
  'chuyển', 'đổi', 'số', 'nhân', 'viên', 'văn', 'hoá', 'doanh', 'nghiệp', 'thương', 'mại', 'dịch', 'vụ', 'logistics', 'cơ', 'khí',
  'hội', 'nghị', 'tổng', 'kết', 'năm', 'khen', 'thưởng', 'đào', 'tạo', 'an', 'toàn', 'lao', 'động', 'thị', 'trường', 'xuất', 'khẩu',
];
const EN_WORDS = [
  'news', 'internal', 'activity', 'group', 'automotive', 'factory', 'production', 'business', 'sustainable', 'growth', 'agriculture',
  'investment', 'construction', 'technology', 'digital', 'transformation', 'employees', 'culture', 'trade', 'services', 'logistics',
  'mechanical', 'conference', 'annual', 'review', 'awards', 'training', 'safety', 'market', 'export', 'launch', 'partnership',
];

const arr = (words: string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A deterministic pseudo-random integer in [0, n) for row g and a salt (hashint8 is built in). */
const pick = (n: number, salt: number) => `(abs(hashint8(g::bigint * 7919 + ${salt})) % ${n})`;
const words = (lang: 'vi' | 'en', count: number, salt: number) => {
  const list = lang === 'vi' ? VI_WORDS : EN_WORDS;
  const parts = Array.from({ length: count }, (_, i) => `(${arr(list)})[1 + ${pick(list.length, salt * 31 + i)}]`);
  return parts.join(` || ' ' || `);
};

export type Sizes = Record<string, number>;
export const QUICK: Sizes = { account: 2_000, news: 20_000, comment: 5_000, media: 2_000, office: 500 };
export const FULL: Sizes = { account: 50_000, news: 1_000_000, comment: 200_000, media: 100_000, office: 2_000 };

type Targets = Map<string, { ids?: number[]; min: number; max: number }>;

async function targetIds(database: Database, c: Column, cache: Targets): Promise<{ ids?: number[]; min: number; max: number } | null> {
  const def = c.def;
  const target = def.kind === 'ref' || def.kind === 'refs' ? def.target : 'media';
  const where = def.kind === 'ref' && def.where ? Object.entries(def.where) : [];
  const key = `${target}:${JSON.stringify(where)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (!resourceByName.has(target) && target !== 'media') return null;
  const exists = await database.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [target]);
  if (!exists[0]?.ok) return null;
  // Bench media rows take the small ids 1..n (fillMedia); the product's own uploads are random 15-digit ids.
  const cond = [...where.map(([k, v]) => `"${k}" = '${String(v).replace(/'/g, "''")}'`), ...(target === 'media' ? [`id < ${BENCH_MEDIA_IDS}`] : [])].join(' AND ');
  const rows = await database.query<{ min: number | null; max: number | null; n: number }>(
    `SELECT min(id)::int AS min, max(id)::int AS max, count(*)::int AS n FROM "${target}" ${cond ? `WHERE ${cond}` : ''}`,
  );
  const info = rows[0];
  if (!info?.n) return null;
  let out: { ids?: number[]; min: number; max: number };
  if (cond || info.n <= 10_000) {
    const ids = await database.query<{ id: number }>(`SELECT id::int AS id FROM "${target}" ${cond ? `WHERE ${cond}` : ''} ORDER BY id`);
    out = { ids: ids.map((x) => x.id), min: info.min ?? 1, max: info.max ?? 1 };
  } else out = { min: info.min ?? 1, max: info.max ?? 1 };
  cache.set(key, out);
  return out;
}

/** The SQL expression giving column `c` a plausible value for row `g`. */
async function expression(database: Database, r: Resource, c: Column, i: number, cache: Targets, dateIndex: Map<string, number>): Promise<string | null> {
  const d = c.def;
  const lang = c.lang === 'en' ? 'en' : 'vi';
  const salt = i + 1;
  const uniq = d.unique ? ` || ' ' || g` : '';
  switch (d.kind) {
    case 'text': {
      if (d.format === 'personName') return `left(initcap(${words('vi', 3, salt)}), ${d.max})`;
      if (d.format === 'code') return `left('${c.name}_' || g, ${d.max})`;
      const n = d.max >= 500 ? 14 : d.max >= 100 ? 7 : 2;
      return `left(${words(lang, n, salt)}${uniq}, ${d.max})`;
    }
    case 'richText':
      return `'<p>' || ${words(lang, 30, salt)} || '</p><p>' || ${words(lang, 30, salt + 7)} || '</p>'`;
    case 'integer':
      return d.isReadonly ? `${pick(5000, salt)}` : `${d.min ?? 0} + ${pick(Math.max(1, Math.min(1000, (d.max ?? 1000) - (d.min ?? 0))), salt)}`;
    case 'number':
      return `(${pick(100000, salt)})::float / 100`;
    case 'coordinate':
      return d.axis === 'lat' ? `8.5 + (${pick(14000, salt)})::float / 1000` : `102.5 + (${pick(7000, salt)})::float / 1000`;
    case 'money':
      return `(${pick(1_000_000, salt)}) * 1000`;
    case 'flag':
      return `${pick(100, salt)} < ${c.name === 'is_hide' || c.name === 'is_only_mobile' ? 2 : c.name === 'is_show' ? 95 : 8}`;
    case 'date':
    case 'datetime': {
      // A base moment spread over 10 years; later fields of the same row come later (date rules).
      const k = dateIndex.get(c.name) ?? 0;
      const base = `(now() - (${pick(3650, 17)}) * interval '1 day' + ${k * 3} * interval '1 day')`;
      return d.kind === 'date' ? `${base}::date` : base;
    }
    case 'enum': {
      const vals = d.values;
      const lit = vals.every((v) => typeof v === 'number') ? `ARRAY[${vals.join(',')}]` : arr(vals.map(String));
      return `(${lit})[1 + ${pick(vals.length, salt)}]`;
    }
    case 'ref':
    case 'refs':
    case 'media':
    case 'mediaList': {
      const t = await targetIds(database, c, cache);
      if (!t) return c.required ? 'NULL' : null;
      const one = t.ids ? `(ARRAY[${t.ids.join(',')}])[1 + ${pick(t.ids.length, salt)}]` : `${t.min} + ${pick(t.max - t.min + 1, salt)}`;
      if (d.kind === 'ref' && d.target === r.name) return null; // no self references in bulk data
      return d.kind === 'refs' || d.kind === 'mediaList' ? `ARRAY[${one}]::bigint[]` : one;
    }
    case 'tags':
      return `ARRAY[${words('vi', 1, salt)}, ${words('vi', 1, salt + 3)}]`;
    case 'email':
      return `'${c.name.replace(/_/g, '')}' || g || '@thaco.com.vn'`;
    case 'phone':
      return `'09' || lpad((${pick(100_000_000, salt)})::text, 8, '0')`;
    case 'url':
      return d.isYoutube ? `'https://www.youtube.com/watch?v=dQw4w9WgXcQ'` : `'https://www.thaco.com.vn/p/' || g`;
    case 'json':
      return null;
  }
}

/** Inserts `count` rows into `r`'s table in chunks; returns the number of rows written. */
export async function fill(database: Database, r: Resource, count: number, opts: { chunk?: number; extra?: Record<string, string>; log?: (s: string) => void } = {}): Promise<number> {
  const cache: Targets = new Map();
  const cols: string[] = [];
  const exprs: string[] = [];
  const dateIndex = new Map<string, number>();
  // Order date fields so that a field declared `after` another gets a later offset.
  const dated = r.columns.filter((c) => c.def.kind === 'date' || c.def.kind === 'datetime');
  for (const c of dated) {
    const d = c.def as { after?: string; notBefore?: string };
    const dep = d.after ?? d.notBefore;
    dateIndex.set(c.name, dep ? (dateIndex.get(dep) ?? 0) + 1 : 0);
  }
  let i = 0;
  for (const c of r.columns) {
    if (opts.extra && c.name in opts.extra) continue;
    if (c.def.isPrivate) continue;
    const e = await expression(database, r, c, i++, cache, dateIndex);
    if (e === null) continue;
    cols.push(`"${c.name}"`);
    exprs.push(e);
  }
  for (const [k, v] of Object.entries(opts.extra ?? {})) {
    cols.push(`"${k}"`);
    exprs.push(v);
  }
  cols.push('"created_date"', '"updated_date"');
  exprs.push(`now() - (${pick(3650, 17)}) * interval '1 day'`, 'now()');
  if (r.workflow) {
    const statuses = r.workflow.statuses;
    // Mostly published content, the rest spread over the other statuses.
    const published = statuses.includes('PUBLISH') ? 'PUBLISH' : statuses.includes('RELEASE') ? 'RELEASE' : statuses[0];
    const status = `(CASE WHEN ${pick(100, 99)} < 70 THEN '${published}' ELSE (${arr([...statuses])})[1 + ${pick(statuses.length, 98)}] END)`;
    cols.push('"status"');
    exprs.push(status);
    // Scheduled content as the scheduler would leave it: SCHEDULED rows are released in the
    // future and live rows have not expired yet, so a benchmark does not measure a server busy
    // moving hundreds of thousands of overdue rows.
    const target = SCHEDULE_TARGETS.find((t) => t.resource.name === r.name);
    if (target) {
      const at = (name: string) => cols.indexOf(`"${name}"`);
      const rel = at(target.releaseField);
      const exp = at(target.expireField);
      // Live rows were released already (the scheduler moves SCHEDULED to live at the release time).
      if (rel >= 0)
        exprs[rel] =
          `CASE WHEN ${status} = 'SCHEDULED' THEN now() + (1 + ${pick(365, 97)}) * interval '1 day' WHEN ${status} = '${published}' THEN least(${exprs[rel]}, now()) ELSE ${exprs[rel]} END`;
      if (exp >= 0) exprs[exp] = `CASE WHEN ${status} IN (${target.expireFrom.map((s) => `'${s}'`).join(', ')}) THEN NULL ELSE ${exprs[exp]} END`;
    }
  }
  const chunk = opts.chunk ?? 50_000;
  const [{ n: before } = { n: 0 }] = await database.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM "${r.name}"`);
  // Bulk load: building the indexes once afterwards is far cheaper than maintaining them row by row.
  const indexes =
    count >= 100_000
      ? await database.query<{ indexname: string; indexdef: string }>(
          `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = $1 AND i.schemaname = 'public'
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          [r.name],
        )
      : [];
  for (const ix of indexes) await database.exec(`DROP INDEX IF EXISTS "${ix.indexname}"`);
  // Roll-ups (reports, a released list's days) are refilled once afterwards instead of row by row.
  const rollups = count >= 100_000 && database.kind === 'postgres' ? [...reports.filter((rep) => rep.resource === r.name && rep.kind === 'period'), positionReport(r)].filter((x) => x !== null) : [];
  for (const rep of rollups) await database.exec(`ALTER TABLE "${r.name}" DISABLE TRIGGER "${rollupTable(rep)}_trg"`);
  let done = 0;
  try {
    while (done < count) {
      const size = Math.min(chunk, count - done);
      const from = before + done + 1;
      await database.exec(`INSERT INTO "${r.name}" (${cols.join(', ')}) SELECT ${exprs.join(', ')} FROM generate_series(${from}, ${from + size - 1}) AS g`);
      done += size;
      opts.log?.(`  ${r.name}: ${done.toLocaleString('en')} / ${count.toLocaleString('en')}`);
    }
  } finally {
    for (const rep of rollups) await database.exec(`ALTER TABLE "${r.name}" ENABLE TRIGGER "${rollupTable(rep)}_trg"`);
  }
  for (const rep of rollups) await database.exec(rollupRefillSql(rep));
  if (indexes.length > 0) {
    const started = Date.now();
    const mem = database.kind === 'postgres' ? "SET maintenance_work_mem = '512MB'; " : '';
    for (const ix of indexes) await database.exec(`${mem}${ix.indexdef}`);
    opts.log?.(`  ${r.name}: rebuilt ${indexes.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  // VACUUM sets the visibility map, so counts can use index-only scans as they would after autovacuum.
  await database.exec(`VACUUM ANALYZE "${r.name}"`);
  return done;
}

/** Below the product's random media ids (media_new_id draws 15-digit ones): the bench's own rows take 1..n. */
const BENCH_MEDIA_IDS = 100_000_000_000_000;

/** Media records are a system table (not a declared resource): image and document metadata rows. */
export async function fillMedia(database: Database, count: number, log: (s: string) => void): Promise<number> {
  const exts = ['jpg', 'png', 'pdf', 'docx', 'xlsx', 'mp4'];
  const mimes = ['image/jpeg', 'image/png', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'video/mp4'];
  const kinds = ['image', 'image', 'attachment', 'attachment', 'attachment', 'video'];
  const [{ n: before } = { n: 0 }] = await database.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM media WHERE id < ${BENCH_MEDIA_IDS}`);
  const i = `(1 + ${pick(exts.length, 5)})`;
  await database.exec(
    `INSERT INTO media (id, created_date, created_by, file_name, ext, url, mime, size, width, height, kind, context, is_public, storage_key, checksum)
     SELECT g, now() - (${pick(3650, 17)}) * interval '1 day', 1, 'tai-lieu-' || g || '.' || (${arr(exts)})[${i}], (${arr(exts)})[${i}],
            '/api/v1/media/' || g, (${arr(mimes)})[${i}], 1000 + ${pick(2_000_000, 3)},
            CASE WHEN ${i} <= 2 THEN 1920 END, CASE WHEN ${i} <= 2 THEN 860 END, (${arr(kinds)})[${i}], NULL, true,
            'bench/' || g, md5(g::text)
       FROM generate_series(${before + 1}, ${before + count}) AS g`,
  );
  await database.exec('VACUUM ANALYZE media');
  log(`  media: ${count.toLocaleString('en')} / ${count.toLocaleString('en')}`);
  return count;
}

/** Fills every resource named in `sizes` that exists, in an order that satisfies references. */
export async function generate(database: Database, sizes: Sizes, log: (s: string) => void = () => undefined): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const order = ['media', 'account', 'office', 'news', 'comment'];
  for (const name of order) {
    const r = resourceByName.get(name);
    const n = sizes[name];
    if (name === 'media' && !r && n) {
      const exists = await database.query<{ ok: boolean }>("SELECT to_regclass('media') IS NOT NULL AS ok");
      if (exists[0]?.ok) out.media = await fillMedia(database, n, log);
      continue;
    }
    if (!r || !n) continue;
    const exists = await database.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [r.name]);
    if (!exists[0]?.ok) continue;
    const started = Date.now();
    // Bulk accounts share one password hash and a unique username.
    const extra: Record<string, string> = name === 'account' ? { username: `'bench_' || g`, password_hash: 'NULL' } : {};
    out[name] = await fill(database, r, n, { extra, log });
    log(`${name}: ${n.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return out;
}

/**
 * Sample records from a declaration: demo data, fuzz and contract tests for every entity without
 * hand-written code. A sample passes `validateInput(r, rec, { mode: 'create', now })`: lengths,
 * formats, ranges, date rules (after, notBefore, isFuture), enums, references from the caller's
 * pools; unique fields differ per index. A declaration's `sample(i, random)` gives realistic
 * values that are merged over the generated ones.
 */
import type { DateField, Field, MediaAccept } from './fields.js';
import type { Column, Resource } from './resource.js';
import { writableColumns } from './resource.js';
import type { Row } from './validation.js';

export type SampleOptions = {
  /** Uniform in [0, 1): `seededRandom(seed)` for reproducible samples. */
  random: () => number;
  now: Date;
  /** Ids a reference to `target` may take (only rows matching `where`, when the field declares one). */
  refs: (target: string, where?: Readonly<Record<string, string>>) => number[];
  /** Media ids a media field accepting `accept` may take; none: media fields are left out. */
  media?: (accept: MediaAccept, size?: readonly [number, number]) => number[];
  /**
   * 'all' fills every optional field it can (richer demo data; module rules such as "a video needs
   * its link" are then met too); 'some' (the default) leaves out about a third of them.
   */
  fill?: 'all' | 'some';
};

/** mulberry32: a small, fast, seeded PRNG in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLES = ['Văn', 'Thị', 'Hữu', 'Minh', 'Thanh', 'Ngọc', 'Quốc', 'Đức', 'Thu', 'Gia'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hùng', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Nam', 'Phương', 'Quân', 'Sơn', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến'];
/** Short Vietnamese phrases with their English twins (titles, names). */
const PHRASES: readonly [string, string][] = [
  ['Hội nghị tổng kết năm', 'Annual review meeting'],
  ['Phòng Hành chính - Nhân sự', 'Administration and HR department'],
  ['Kế hoạch đào tạo quý ba', 'Third-quarter training plan'],
  ['Chương trình an toàn lao động', 'Workplace safety programme'],
  ['Báo cáo sản xuất tháng', 'Monthly production report'],
  ['Lễ ra mắt dòng xe mới', 'New model launch'],
  ['Quy định sử dụng phòng họp', 'Meeting room rules'],
  ['Ngày hội hiến máu tình nguyện', 'Blood donation day'],
  ['Giải bóng đá công nhân viên', 'Staff football tournament'],
  ['Hướng dẫn nghỉ phép năm', 'Annual leave guide'],
  ['Chuyến tham quan nhà máy Chu Lai', 'Chu Lai plant visit'],
  ['Thông báo lịch nghỉ Tết', 'Lunar New Year holiday schedule'],
];
/** Sentences for long and rich text. */
const SENTENCES: readonly [string, string][] = [
  ['Chương trình được tổ chức nhằm nâng cao tinh thần đoàn kết của cán bộ công nhân viên.', 'The programme aims to strengthen team spirit among staff.'],
  ['Các đơn vị vui lòng đăng ký trước ngày mười lăm hằng tháng.', 'Units please register before the fifteenth of each month.'],
  ['Mọi thắc mắc xin liên hệ Ban Truyền thông để được hỗ trợ.', 'For questions, please contact the Communications Board.'],
  ['Nhà máy đạt sản lượng kỷ lục nhờ cải tiến quy trình lắp ráp.', 'The plant reached record output thanks to an improved assembly process.'],
  ['Hoạt động diễn ra tại hội trường lớn của khu phức hợp.', 'The event takes place in the main hall of the complex.'],
];
const TAGS = ['ô tô', 'nông nghiệp', 'đào tạo', 'nội bộ', 'sự kiện', 'an toàn', 'Chu Lai', 'thể thao', 'văn hoá', 'nhân sự'];
/** Latitude and longitude ranges inside Vietnam's mainland (roughly: Cà Mau to Hà Giang). */
const VN_LAT: readonly [number, number] = [8.6, 23.3];
const VN_LNG: readonly [number, number] = [102.2, 109.4];
const DAY = 86_400_000;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type Ctx = {
  r: Resource;
  i: number;
  random: () => number;
  pick: <T>(xs: readonly T[]) => T;
  int: (lo: number, hi: number) => number;
  /** One pick per declared field, so a Vietnamese value and its English twin say the same. */
  pair: <T>(field: string, xs: readonly T[]) => T;
};

/** Latin letters only, lower case (e-mail local parts, slugs). */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Cuts to `max` characters without leaving a space at the end (validation trims). */
const cut = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max).trimEnd());

/** A text that fits [min, max]; `suffix` (unique values) is kept at the end. */
function fit(base: string, min: number, max: number, suffix = ''): string {
  let s = base;
  while (s.length + suffix.length < min) s = `${s} ${base}`;
  s = cut(s, Math.max(0, max - suffix.length)) + suffix;
  if (s.trim().length < min || s.length > max) s = `${'a'.repeat(Math.max(min, 1))}${suffix}`.slice(-max);
  return s;
}

/** The i-th person name: distinct for distinct i (up to thousands), capitalised Vietnamese. */
const personName = (i: number) => {
  const g = GIVEN[i % GIVEN.length] as string;
  const m = MIDDLES[Math.floor(i / GIVEN.length) % MIDDLES.length] as string;
  const s = SURNAMES[Math.floor(i / (GIVEN.length * MIDDLES.length)) % SURNAMES.length] as string;
  return `${s} ${m} ${g}`;
};

function textValue(x: Ctx, c: Column, def: Extract<Field, { kind: 'text' }>): string {
  const min = def.min ?? (c.required ? 1 : 0);
  const unique = def.unique === true;
  if (def.format === 'personName') {
    return cut(personName(unique ? x.i : x.int(0, 5000)), def.max);
  }
  if (def.format === 'taxCode') {
    // 10 digits, distinct per index when unique; a valid-looking company code (03xxxxxxxx).
    return `03${String(unique ? x.i : x.int(0, 99_999_999)).padStart(8, '0')}`;
  }
  if (def.format === 'code') {
    const prefix = slug(x.r.name).replace(/-/g, '').slice(0, 3).toUpperCase() || 'C';
    const n = unique ? x.i : x.int(1, 9999);
    let code = `${prefix}_${n}`;
    if (code.length > def.max) code = String(n).slice(-def.max);
    while (code.length < min) code = `0${code}`;
    return code;
  }
  const lang = c.lang === 'en' ? 1 : 0;
  const base = def.multiline ? x.pair(c.field, SENTENCES)[lang] : x.pair(c.field, PHRASES)[lang];
  return fit(base, min, def.max, unique ? ` ${x.i + 1}` : '');
}

function richTextValue(x: Ctx, c: Column, max: number): string {
  const lang = c.lang === 'en' ? 1 : 0;
  const [a, b] = [x.pair(c.field, SENTENCES)[lang], x.pair(`${c.field}#2`, SENTENCES)[lang]];
  const html = `<p>${a}</p><p><strong>${x.pair(c.field, PHRASES)[lang]}</strong>: ${b}</p>`;
  return html.length <= max ? html : cut(a, max);
}

/** A number in [lo, hi] with `decimals` digits after the point. */
const between = (x: Ctx, lo: number, hi: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((lo + x.random() * (hi - lo)) * f) / f;
};

/** Date and datetime values: rules first (a field is after / not before the one it names). */
function dateValues(x: Ctx, now: Date, cols: Column[], include: (c: Column) => boolean, given: Row): Map<string, string> {
  const times = new Map<string, number>();
  const out = new Map<string, string>();
  // Dates the declaration's own sample gives are fixed points the generated ones respect.
  for (const [k, v] of Object.entries(given)) {
    if (typeof v !== 'string') continue;
    const t = Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v.replace(' ', 'T'));
    if (!Number.isNaN(t)) times.set(k, t);
  }
  const byName = new Map(cols.map((c) => [c.name, c]));
  const resolve = (c: Column, depth: number): number | undefined => {
    if (times.has(c.name)) return times.get(c.name);
    const def = c.def as DateField;
    // Spread records over weeks, by index, so no-overlap rules rarely meet two samples.
    let t = now.getTime() + (x.i % 30) * DAY + x.int(-20, 20) * DAY;
    let lower = -Infinity;
    for (const [other, strict] of [
      [def.after, true],
      [def.notBefore, false],
    ] as const) {
      const o = other ? byName.get(other) : undefined;
      if (!o || depth > 10 || (!include(o) && !times.has(o.name))) continue;
      const ot = resolve(o, depth + 1);
      if (ot !== undefined) lower = Math.max(lower, ot + (strict ? 1 : 0));
    }
    if (def.isFuture) lower = Math.max(lower, now.getTime() + 1);
    // Dates are whole days: two days' margin keeps "later than" true after rounding down.
    if (t < lower + 2 * DAY) t = lower + x.int(2, 20) * DAY + x.int(0, 23) * 3_600_000;
    const iso = new Date(t).toISOString();
    const value = def.kind === 'date' ? iso.slice(0, 10) : iso.replace(/\.\d{3}Z$/, 'Z');
    times.set(c.name, def.kind === 'date' ? Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) : Date.parse(value));
    out.set(c.name, value);
    return times.get(c.name);
  };
  for (const c of cols) if ((c.def.kind === 'date' || c.def.kind === 'datetime') && include(c)) resolve(c, 0);
  return out;
}

/** `n` distinct ids from `pool`. */
const choose = (x: Ctx, pool: readonly number[], n: number): number[] => {
  const rest = [...new Set(pool)];
  const out: number[] = [];
  while (out.length < n && rest.length > 0) out.push(rest.splice(Math.floor(x.random() * rest.length), 1)[0] as number);
  return out;
};

/**
 * A sample record of `r`, the `i`-th (unique fields differ per `i`). Throws when a required
 * reference or media field has nothing to point at.
 */
export function sampleRecord(r: Resource, i: number, opts: SampleOptions): Row {
  const { random, now } = opts;
  const pairs = new Map<string, number>();
  const x: Ctx = {
    r,
    i,
    random,
    pick: (xs) => xs[Math.floor(random() * xs.length)] as (typeof xs)[number],
    int: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)),
    pair: (field, xs) => {
      const k = `${field}:${xs.length}`;
      if (!pairs.has(k)) pairs.set(k, Math.floor(random() * xs.length));
      return xs[pairs.get(k) as number] as (typeof xs)[number];
    },
  };
  const given: Row = r.sample?.(i, random) ?? {};
  const cols = writableColumns(r);
  // Optional fields: all of them, or about two thirds; an English twin follows its Vietnamese field.
  const chosen = new Map<string, boolean>();
  for (const c of cols) {
    if (c.lang === 'en') continue;
    chosen.set(c.name, c.required || opts.fill === 'all' || random() < 0.67);
  }
  const include = (c: Column) => (c.lang === 'en' ? chosen.get(c.field) === true : chosen.get(c.name) === true);
  const dates = dateValues(x, now, cols, include, given);
  const out: Row = {};
  const need = (c: Column, what: string) => {
    if (c.required) throw new Error(`sampleRecord ${r.name}.${c.name}: no ${what} to refer to, and the field is required`);
  };
  // Columns under a declared unique constraint differ per index like `unique: true` fields (random
  // codes of a few records could otherwise collide).
  const uniqueCols = new Set((r.constraints ?? []).flatMap((k) => (k.kind === 'unique' ? k.fields : [])));
  for (const c of cols) {
    if (!include(c)) continue;
    const def = (uniqueCols.has(c.name) && !c.def.unique ? { ...c.def, unique: true } : c.def) as typeof c.def;
    switch (def.kind) {
      case 'text':
        out[c.name] = textValue(x, c, def);
        break;
      case 'richText':
        out[c.name] = richTextValue(x, c, def.max);
        break;
      case 'integer': {
        const lo = Math.max(def.min ?? 0, -2147483648);
        const hi = Math.min(def.max ?? Math.max(lo, 0) + 1000, 2147483647);
        out[c.name] = def.unique ? Math.min(lo + i, hi) : x.int(lo, Math.max(lo, hi));
        break;
      }
      case 'number': {
        const lo = def.min ?? 0;
        const hi = def.max ?? lo + 1000;
        out[c.name] = def.unique ? lo + i : between(x, lo, hi, Math.min(def.scale, 2));
        break;
      }
      case 'money': {
        // Whole thousands of dong, from 100 thousand to 50 million (above the declared minimum).
        const lo = Math.max(def.min ?? 0, 0);
        out[c.name] = def.unique ? lo + 100_000 + i * 1000 : Math.ceil(lo / 1000) * 1000 + x.int(100, 50_000) * 1000;
        break;
      }
      case 'coordinate': {
        const [lo, hi] = def.axis === 'lat' ? VN_LAT : VN_LNG;
        out[c.name] = between(x, lo, hi, 4);
        break;
      }
      case 'flag':
        out[c.name] = random() < 0.5;
        break;
      case 'date':
      case 'datetime': {
        const v = dates.get(c.name);
        if (v !== undefined) out[c.name] = v;
        break;
      }
      case 'enum':
        out[c.name] = def.unique ? def.values[i % def.values.length] : x.pick(def.values);
        break;
      case 'ref': {
        const pool = opts.refs(def.target, def.where);
        if (pool.length === 0) need(c, `${def.target} record${def.where ? ` with ${JSON.stringify(def.where)}` : ''}`);
        else out[c.name] = def.unique ? (pool[i % pool.length] as number) : x.pick(pool);
        break;
      }
      case 'refs': {
        const pool = opts.refs(def.target);
        if (pool.length === 0) need(c, `${def.target} record`);
        else out[c.name] = choose(x, pool, x.int(1, Math.min(def.max, 3)));
        break;
      }
      case 'media': {
        // Only media that fit the field's recommended size (the server refuses larger ones).
        const pool = opts.media?.(def.accept, def.size) ?? [];
        if (pool.length === 0) need(c, `${def.accept} media`);
        else out[c.name] = x.pick(pool);
        break;
      }
      case 'mediaList': {
        const pool = opts.media?.(def.accept) ?? [];
        const min = Math.max(def.min ?? 0, c.required ? 1 : 0);
        if (pool.length < Math.max(min, 1)) {
          if (c.required) throw new Error(`sampleRecord ${r.name}.${c.name}: needs ${Math.max(min, 1)} ${def.accept} media, the pool has ${pool.length}`);
        } else out[c.name] = choose(x, pool, Math.min(def.max, Math.max(min, x.int(1, 3))));
        break;
      }
      case 'tags': {
        const n = Math.min(def.max, x.int(1, 4));
        out[c.name] = [...new Set(Array.from({ length: n }, () => cut(x.pick(TAGS), def.tagMax)))];
        break;
      }
      case 'email': {
        const local = slug(personName(def.unique ? i : x.int(0, 5000))).replace(/-/g, '.');
        out[c.name] = `${local}.${def.unique ? i : x.int(1, 999)}@thaco.com.vn`;
        break;
      }
      case 'phone': {
        const n = String(def.unique ? 1_000_000 + i : x.int(1_000_000, 9_999_999)).padStart(7, '0');
        out[c.name] = `09${x.int(0, 9)} ${n.slice(0, 3)} ${n.slice(3)}`;
        break;
      }
      case 'url': {
        if (def.isYoutube) {
          const id = Array.from({ length: 11 }, () => x.pick([...ALNUM])).join('');
          out[c.name] = `https://www.youtube.com/watch?v=${id}`;
          break;
        }
        const scheme = def.protocols.includes('https') ? 'https' : (def.protocols[0] ?? 'https');
        out[c.name] = `${scheme}://www.thaco.com.vn/${slug(x.pick(PHRASES)[1])}${def.unique ? `-${i}` : ''}`;
        break;
      }
      case 'json':
        // An empty object: json fields carry shapes only their module knows (a declaration's
        // `sample` gives realistic ones).
        out[c.name] = {};
        break;
    }
  }
  return { ...out, ...given };
}

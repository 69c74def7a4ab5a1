/**
 * Cells to values: a cell's plain value (rich text, links and formulas reduced to what they show:
 * a formula counts by its cached result, never by its text), dates and date-times from Vietnam's
 * wall clock, yes/no words, choices by value or label, references by title (looked up once per
 * column) or id, lists split on `;`. A cell that cannot convert is an issue in the caller's terms.
 */
import type { Column, Issue, Lang } from '@portal/domain';
import { resourceByName } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { col, enumLabels, isBlank, norm } from './common.js';

/** The plain value of a cell: rich text, links and formulas reduced to what they show. */
export function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((x) => x.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
  if ('error' in v) return String(v.error);
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const YES = new Set(['có', 'co', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['không', 'khong', 'no', 'n', 'false', '0']);
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** A date cell as 'YYYY-MM-DD', or the text for validation to refuse. */
function toDate(v: unknown): unknown {
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  const s = String(v).trim();
  const m = DMY.exec(s);
  if (m && !m[4]) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return s;
}

/** A date-time cell as ISO with the Vietnam offset (Excel cells hold the wall-clock time), or the text. */
function toDateTime(v: unknown): unknown {
  if (v instanceof Date) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}T${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}+07:00`;
  }
  const s = String(v).trim();
  const d = DMY.exec(s);
  if (d) return `${d[3]}-${pad(Number(d[2]))}-${pad(Number(d[1]))}T${pad(Number(d[4] ?? 0))}:${d[5] ?? '00'}:${d[6] ?? '00'}+07:00`;
  const y = YMD.exec(s);
  if (y) return `${y[1]}-${y[2]}-${y[3]}T${y[4] ?? '00'}:${y[5] ?? '00'}:${y[6] ?? '00'}+07:00`;
  return s;
}

const splitList = (v: unknown): string[] =>
  String(v)
    .split(/[;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Titles of referenced records, by lower-cased title: the ids carrying it. */
export type RefLookup = Map<string, Map<string, number[]>>;

/** Every referenced title in the file, looked up once per reference column. */
export async function lookupRefs(db: Drizzle, cols: (Column | null)[], rows: unknown[][]): Promise<RefLookup> {
  const out: RefLookup = new Map();
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    if (!c || (c.def.kind !== 'ref' && c.def.kind !== 'refs')) continue;
    const target = resourceByName.get(c.def.target);
    const map = new Map<string, number[]>();
    out.set(c.name, map);
    if (!target?.titleField) continue;
    const tokens = new Set<string>();
    for (const row of rows) {
      const v = row[i];
      if (isBlank(v) || typeof v === 'number') continue;
      for (const x of c.def.kind === 'refs' ? splitList(v) : [String(v).trim()]) tokens.add(norm(x));
    }
    if (tokens.size === 0) continue;
    const tt = tableFor(target);
    const titleCols = [target.titleField, `${target.titleField}_en`].filter((n) => target.columnByName.has(n));
    const where = c.def.kind === 'ref' ? Object.entries(c.def.where ?? {}).map(([k, v]) => eq(col(tt, k), v)) : [];
    const list = [...tokens];
    for (let k = 0; k < list.length; k += 1000) {
      const chunk = list.slice(k, k + 1000);
      for (const tc of titleCols) {
        const found = (await db
          .select({ id: col(tt, 'id'), title: col(tt, tc) })
          .from(tt)
          .where(and(inArray(sql`lower(${col(tt, tc)}::text)`, chunk), ...where))) as { id: number; title: unknown }[];
        for (const f of found) {
          const key = norm(String(f.title));
          const ids = map.get(key) ?? [];
          if (!ids.includes(Number(f.id))) ids.push(Number(f.id));
          map.set(key, ids);
        }
      }
    }
  }
  return out;
}

/** One cell to the value the API takes, or an issue in the caller's terms (labels, titles). */
export function convertCell(c: Column, v: unknown, refs: RefLookup, lang: Lang): { value: unknown } | { issue: Issue } {
  const d = c.def;
  const refId = (raw: string | number): number | Issue => {
    if (typeof raw === 'number') return raw;
    const ids = refs.get(c.name)?.get(norm(raw)) ?? [];
    if (ids.length === 1) return ids[0] as number;
    if (ids.length > 1) return { field: c.name, key: 'validation.refAmbiguous', params: { value: raw } };
    if (/^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
    return { field: c.name, key: 'validation.refNotFound' };
  };
  switch (d.kind) {
    case 'flag': {
      if (typeof v === 'boolean') return { value: v };
      const s = norm(String(v));
      if (YES.has(s)) return { value: true };
      if (NO.has(s)) return { value: false };
      return { issue: { field: c.name, key: 'validation.flag' } };
    }
    case 'enum': {
      const s = norm(String(v));
      for (const value of d.values) {
        const o = d.options?.[String(value)];
        if (norm(String(value)) === s || (o && (norm(o.label.vi) === s || norm(o.label.en) === s))) return { value };
      }
      return { issue: { field: c.name, key: 'validation.enum', params: { values: enumLabels(c, lang).join(', ') } } };
    }
    case 'integer':
    case 'number':
    case 'money':
    case 'coordinate': {
      if (typeof v === 'number') return { value: v };
      const s = String(v).trim().replace(/\s/g, '');
      return { value: /^-?\d+(,\d+)?$/.test(s) ? Number(s.replace(',', '.')) : /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(s) ? Number(s) : s };
    }
    case 'date':
      return { value: toDate(v) };
    case 'datetime':
      return { value: toDateTime(v) };
    case 'ref': {
      const id = refId(typeof v === 'number' ? v : String(v).trim());
      return typeof id === 'number' ? { value: id } : { issue: id };
    }
    case 'refs': {
      const ids: number[] = [];
      for (const x of typeof v === 'number' ? [v] : splitList(v)) {
        const id = refId(x);
        if (typeof id !== 'number') return { issue: id };
        ids.push(id);
      }
      return { value: ids };
    }
    case 'media':
      return { value: typeof v === 'number' ? v : /^\d{1,15}$/.test(String(v).trim()) ? Number(String(v).trim()) : String(v) };
    case 'mediaList':
      return { value: (typeof v === 'number' ? [String(v)] : splitList(v)).map((x) => (/^\d{1,15}$/.test(x) ? Number(x) : x)) };
    case 'tags':
      return { value: splitList(v) };
    case 'json':
      try {
        return { value: typeof v === 'string' ? JSON.parse(v) : v };
      } catch {
        return { issue: { field: c.name, key: 'validation.json' } };
      }
    default:
      return { value: v instanceof Date ? toDateTime(v) : typeof v === 'string' ? v : String(v) };
  }
}

/**
 * Validation derived from the declarations. The same rules run in the browser (inline form
 * messages) and on the server (the authority). Issues carry a message key and parameters; the
 * caller's language is applied at the edge with `translate`.
 */
import { hasScale, NUMERIC_PRECISION } from './decimal.js';
import { z } from 'zod';
import type { Field } from './fields.js';
import { isIdField, isIdListField } from './fields.js';
import type { MessageKey, MessageParams } from './i18n/messages.js';
import type { Column, Resource } from './resource.js';
import { STANDARD_COLUMNS, writableColumns } from './resource.js';
import { FUTURE_GRACE_MS } from './constants.js';
import { youtubeId } from './format.js';

export type Issue = { field: string; key: MessageKey; params?: MessageParams };
export type ValidationResult<T> = { ok: true; data: T } | { ok: false; issues: Issue[] };
export type Row = Record<string, unknown>;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const PHONE_RE = /^\+?[0-9(][0-9 .()-]{6,18}[0-9]$/;
/** Letters (any script, with diacritics), spaces, apostrophes, hyphens and dots; each word capitalised. */
const PERSON_NAME_RE = /^\p{Lu}[\p{L}\p{M}'.-]*(\s+\p{Lu}[\p{L}\p{M}'.-]*)*$/u;
const CODE_RE = /^[A-Za-z0-9_.-]+$/;
const TAX_CODE_RE = /^\d{10}(-?\d{3})?$/;

export function isValidDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export function isValidDateTime(s: string): boolean {
  return DATETIME_RE.test(s) && isValidDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s.replace(' ', 'T')));
}

export function isValidUrl(s: string, protocols: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return false;
  }
  return protocols.includes(u.protocol.replace(/:$/, '')) && u.hostname.length > 0;
}

/** Normalise text to NFC so that decomposed Vietnamese (from some keyboards) compares equal. */
const nfc = (s: string) => s.normalize('NFC').trim();

const ID = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const schemas = new WeakMap<Field, z.ZodType>();

/** The zod type of one column's value (never null; nullability is added by the caller), built once per field. */
export function fieldSchema(def: Field): z.ZodType {
  let s = schemas.get(def);
  if (!s) {
    s = buildFieldSchema(def);
    schemas.set(def, s);
  }
  return s;
}

function buildFieldSchema(def: Field): z.ZodType {
  switch (def.kind) {
    case 'text': {
      let s = z.string().transform(nfc).pipe(z.string().max(def.max));
      if (def.min) s = z.string().transform(nfc).pipe(z.string().min(def.min).max(def.max));
      if (def.format === 'personName') return s.refine((v) => v === '' || PERSON_NAME_RE.test(v), { params: { key: 'validation.capitalized' } });
      if (def.format === 'code') return s.refine((v) => v === '' || CODE_RE.test(v), { params: { key: 'validation.type' } });
      // A Vietnamese tax code: 10 digits, or 13 for a branch (written 10-3 or as 13 digits).
      if (def.format === 'taxCode') return s.refine((v) => v === '' || TAX_CODE_RE.test(v), { params: { key: 'validation.taxCode' } });
      return s;
    }
    case 'richText':
      return z.string().max(def.max);
    case 'integer': {
      let s = z.number().int();
      if (def.min !== undefined) s = s.min(def.min);
      if (def.max !== undefined) s = s.max(def.max);
      return s.min(-2147483648).max(2147483647);
    }
    case 'number': {
      // Stored as numeric(18, scale): at most `scale` decimals, and what fits before the point.
      const bound = 10 ** (NUMERIC_PRECISION - def.scale) - 10 ** -def.scale;
      return z
        .number()
        .min(Math.max(def.min ?? -bound, -bound))
        .max(Math.min(def.max ?? bound, bound))
        .refine((v) => hasScale(v, def.scale), { params: { key: 'validation.scale', scale: def.scale } });
    }
    case 'money':
      // Whole đồng (numeric(18, 0)), below 10^15 so that a JS number holds every sum exactly.
      return z
        .number()
        .min(def.min ?? 0)
        .max(1e15)
        .refine((v) => Number.isInteger(v), { params: { key: 'validation.scale', scale: 0 } });
    case 'coordinate':
      return z
        .number()
        .min(def.axis === 'lat' ? -90 : -180)
        .max(def.axis === 'lat' ? 90 : 180);
    case 'flag':
      return z.boolean();
    case 'date':
      return z.string().refine(isValidDate, { params: { key: 'validation.date' } });
    case 'datetime':
      return z.string().refine(isValidDateTime, { params: { key: 'validation.datetime' } });
    case 'enum': {
      const values = def.values;
      return z.union([z.string(), z.number()]).refine((v) => values.includes(v), {
        params: { key: 'validation.enum', values: values.join(', ') },
      });
    }
    case 'ref':
    case 'media':
      return ID;
    case 'refs':
      return z
        .array(ID)
        .max(def.max)
        .transform((a) => [...new Set(a)]);
    case 'mediaList':
      return z
        .array(ID)
        .min(def.min ?? 0)
        .max(def.max)
        .transform((a) => [...new Set(a)]);
    case 'tags':
      return z
        .array(z.string().transform(nfc).pipe(z.string().min(1).max(def.tagMax)))
        .max(def.max)
        .transform((a) => [...new Set(a)]);
    case 'email':
      return z.string().trim().max(255).pipe(z.email()).transform((s) => s.toLowerCase());
    case 'phone':
      return z.string().trim().max(20).regex(PHONE_RE);
    case 'url': {
      const { protocols, isYoutube } = def;
      return z
        .string()
        .trim()
        .max(2048)
        .refine((v) => isValidUrl(v, protocols), { params: { key: 'validation.url', protocols: protocols.join(', ') } })
        .refine((v) => !isYoutube || youtubeId(v) !== null, { params: { key: 'validation.youtube' } });
    }
    case 'json':
      return z.json();
  }
}

/** Label in the given language; falls back to the column name. */
export function columnLabel(c: Column, lang: 'vi' | 'en'): string {
  const base = c.def.label?.[lang] ?? c.field;
  if (c.lang === 'en') return lang === 'vi' ? `${base} (tiếng Anh)` : `${base} (English)`;
  return base;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** Maps a zod issue to our message key and parameters. */
function toIssue(field: string, zi: z.core.$ZodIssue, value: unknown): Issue {
  const custom = (zi as { params?: Record<string, unknown> }).params;
  if (zi.code === 'custom' && custom && typeof custom.key === 'string') {
    const { key, ...rest } = custom;
    return { field, key: key as MessageKey, params: rest as MessageParams };
  }
  switch (zi.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return { field, key: 'validation.required' };
      if (zi.expected === 'int') return { field, key: 'validation.integer' };
      if (zi.expected === 'number') return { field, key: 'validation.number' };
      return { field, key: 'validation.type' };
    case 'too_big': {
      const max = Number(zi.maximum);
      if (zi.origin === 'string') return { field, key: 'validation.maxLength', params: { max } };
      if (zi.origin === 'array') return { field, key: 'validation.maxItems', params: { max } };
      return { field, key: 'validation.max', params: { max } };
    }
    case 'too_small': {
      const min = Number(zi.minimum);
      if (zi.origin === 'string') return min <= 1 ? { field, key: 'validation.required' } : { field, key: 'validation.minLength', params: { min } };
      if (zi.origin === 'array') return { field, key: 'validation.minItems', params: { min } };
      return { field, key: 'validation.min', params: { min } };
    }
    case 'invalid_format':
      if (zi.format === 'email') return { field, key: 'validation.email' };
      if (zi.format === 'regex') return { field, key: 'validation.phone' };
      return { field, key: 'validation.type' };
    default:
      return { field, key: 'validation.type' };
  }
}

export type ValidateOptions = {
  mode: 'create' | 'update';
  /** The stored record, for updates: cross-field rules run on the merged result. */
  existing?: Row;
  now?: Date;
};

const SYSTEM_KEYS = new Set<string>([...STANDARD_COLUMNS, 'status']);

/**
 * Validates a client payload against the declaration. Unknown keys are refused (so typos and
 * mass-assignment attempts are visible); the standard columns that clients echo back from a GET
 * (id, created_date, status, ...) are ignored, never written.
 */
export function validateInput(r: Resource, input: unknown, opts: ValidateOptions): ValidationResult<Row> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ field: '', key: 'validation.type' }] };
  }
  const body = input as Row;
  const issues: Issue[] = [];
  const out: Row = {};
  const writable = new Map(writableColumns(r).map((c) => [c.name, c]));
  for (const key of Object.keys(body)) {
    if (!writable.has(key) && !SYSTEM_KEYS.has(key) && !r.columnByName.has(key)) {
      issues.push({ field: key, key: 'validation.unknownField', params: { field: key } });
    }
  }
  // A numbered code left empty on create is filled by the server (declared `numbering`).
  const numbered = opts.mode === 'create' ? r.numbering?.field : undefined;
  for (const c of writable.values()) {
    const value = body[c.name];
    // `undefined` (a form field never touched in the browser) means "not given", as in JSON.
    const present = Object.hasOwn(body, c.name) && value !== undefined;
    // A column with a default (integer, enum, flag) omitted on create takes it in the database.
    const hasDefault = (c.def.kind === 'integer' || c.def.kind === 'enum') && c.def.default !== undefined;
    if (!present) {
      if (opts.mode === 'create' && c.required && c.name !== numbered && !hasDefault) issues.push({ field: c.name, key: 'validation.required' });
      continue;
    }
    if (value === null || (typeof value === 'string' && value.trim() === '' && c.def.kind !== 'richText')) {
      // A column with a default is never null in the database: null means "the default" on
      // create, and is refused on update (there is no value to fall back to).
      if (c.name === numbered) continue;
      if (hasDefault ? opts.mode === 'update' : c.required) issues.push({ field: c.name, key: 'validation.required' });
      else if (!hasDefault) out[c.name] = c.def.kind === 'flag' ? false : null;
      continue;
    }
    const parsed = fieldSchema(c.def).safeParse(value);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      if (first) {
        const issue = toIssue(c.name, first, value);
        // A push text over its limit (spec §8 "Title over send message").
        if (issue.key === 'validation.maxLength' && c.def.kind === 'text' && c.def.isPushText) issue.key = 'validation.pushTooLong';
        issues.push(issue);
      }
      continue;
    }
    if (c.required && isEmpty(parsed.data)) {
      issues.push({ field: c.name, key: 'validation.required' });
      continue;
    }
    out[c.name] = parsed.data;
  }
  if (issues.length === 0) issues.push(...crossFieldIssues(r, out, opts));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, data: out };
}

const toTime = (v: unknown): number | null => {
  if (typeof v === 'string') return Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v.replace(' ', 'T'));
  if (v instanceof Date) return v.getTime();
  return null;
};

/** Date ordering rules of spec §5, checked on the record as it will be stored. */
export function crossFieldIssues(r: Resource, changes: Row, opts: ValidateOptions): Issue[] {
  const issues: Issue[] = [];
  const merged: Row = { ...(opts.existing ?? {}), ...changes };
  const now = (opts.now ?? new Date()).getTime();
  const labelOf = (name: string) => r.columnByName.get(name)?.def.label?.vi ?? name;
  for (const c of r.columns) {
    const d = c.def;
    if (d.kind !== 'date' && d.kind !== 'datetime') continue;
    const mine = toTime(merged[c.name]);
    if (mine === null) continue;
    const touched = Object.hasOwn(changes, c.name);
    if (d.after) {
      const other = toTime(merged[d.after]);
      if (other !== null && !(mine > other) && (touched || Object.hasOwn(changes, d.after))) {
        issues.push({ field: c.name, key: 'validation.after', params: { other: labelOf(d.after), otherField: d.after } });
      }
    }
    if (d.notBefore) {
      const other = toTime(merged[d.notBefore]);
      if (other !== null && mine < other && (touched || Object.hasOwn(changes, d.notBefore))) {
        issues.push({ field: c.name, key: 'validation.notBefore', params: { other: labelOf(d.notBefore), otherField: d.notBefore } });
      }
    }
    // "When set or changed": an unchanged value echoed back on update is not re-checked against now.
    const changed = touched && (opts.existing === undefined || toTime(opts.existing[c.name]) !== mine);
    // "Later than now" allows the time of the action: a time picked as "now" stays valid while the
    // form is being finished (FUTURE_GRACE_MS); approving it later releases it at once.
    if (d.isFuture && changed && mine < now - FUTURE_GRACE_MS) issues.push({ field: c.name, key: 'validation.future' });
  }
  return issues;
}

/** Ids this payload points at, per target resource, so the engine can check that they exist. */
export function referencedIds(r: Resource, data: Row): Map<string, { column: Column; ids: number[] }[]> {
  const out = new Map<string, { column: Column; ids: number[] }[]>();
  for (const c of r.columns) {
    const v = data[c.name];
    if (v === undefined || v === null) continue;
    const target = c.def.kind === 'ref' || c.def.kind === 'refs' ? c.def.target : isIdField(c.def) || isIdListField(c.def) ? 'media' : null;
    if (!target) continue;
    const ids = Array.isArray(v) ? (v as number[]) : [v as number];
    if (ids.length === 0) continue;
    const list = out.get(target) ?? [];
    list.push({ column: c, ids });
    out.set(target, list);
  }
  return out;
}

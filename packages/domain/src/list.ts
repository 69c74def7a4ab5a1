/**
 * The list contract of DESIGN §4, parsed and validated without touching a database, so that a bad
 * `order` or filter is a 400 with a field error and never reaches SQL.
 */
import { LIST_ALL_CAP, PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.js';
import type { MessageKey, MessageParams } from './i18n/messages.js';
import type { Resource } from './resource.js';
import { isValidDate, isValidDateTime } from './validation.js';
import { ACTIVATION } from './enums.js';

export type FilterValue = string | number | boolean;
export type Filter =
  | { field: string; op: 'in'; values: FilterValue[] }
  | { field: string; op: 'range'; from?: string; to?: string }
  | { field: string; op: 'contains'; values: FilterValue[] }
  /** In the subtree of record `id` (trees; `f_subtree=<id>`), the record included. */
  | { field: 'tree_path'; op: 'subtree'; id: number }
  /** Through a reference: `ref` points at a record whose `targetField` is one of `values` (ids). */
  | { field: string; op: 'through'; ref: string; targetField: string; values: number[] };
export type OrderBy = { field: string; dir: 'asc' | 'desc' };
export type ListQuery = {
  page: number;
  /** -1 means all, capped at LIST_ALL_CAP. */
  limit: number;
  offset: number;
  take: number;
  order: OrderBy[];
  q: string;
  filters: Filter[];
  /** null means both states (state=ALL). */
  state: 'ACTIVE' | 'INACTIVE' | null;
  /**
   * `order=relevance` with a search (`q`): records whose title holds every word first, each group
   * in the default order (`order`). Absent otherwise.
   */
  isRelevance?: true;
};
export type QueryIssue = { field: string; key: MessageKey; params?: MessageParams };
export type ParseResult = { ok: true; query: ListQuery } | { ok: false; issues: QueryIssue[] };

const INT_RE = /^-?\d{1,15}$/;
/** Query keys every list accepts besides f_* filters; anything else is ignored (clients add their own, such as lang or cache busters). */
const MAX_Q = 200;
const MAX_FILTER_VALUES = 100;

export function parseOrder(r: Resource, raw: string): { ok: true; order: OrderBy[] } | { ok: false; field: string } {
  const order: OrderBy[] = [];
  for (const part of raw.split(',')) {
    const tokens = part.trim().split(/\s+/);
    const field = tokens[0] ?? '';
    const dir = (tokens[1] ?? 'asc').toLowerCase();
    if (tokens.length > 2 || !r.sortable.has(field) || (dir !== 'asc' && dir !== 'desc')) return { ok: false, field: field || raw };
    if (!order.some((o) => o.field === field)) order.push({ field, dir });
  }
  // A unique last key keeps pages stable when sort values tie.
  if (!order.some((o) => o.field === 'id')) order.push({ field: 'id', dir: order[0]?.dir ?? 'desc' });
  return { ok: true, order };
}

function parseScalar(r: Resource, field: string, raw: string): FilterValue | undefined {
  if (field === 'id' || field === 'created_by' || field === 'updated_by' || field === 'ordering') return INT_RE.test(raw) ? Number(raw) : undefined;
  if (field === 'status') return r.workflow?.statuses.includes(raw) ? raw : undefined;
  const col = r.columnByName.get(field);
  if (!col) return undefined;
  const d = col.def;
  switch (d.kind) {
    case 'ref':
    case 'media':
    case 'integer':
      return INT_RE.test(raw) && Number(raw) >= (d.kind === 'integer' ? -2147483648 : 1) ? Number(raw) : undefined;
    case 'number':
    case 'money':
    case 'coordinate':
      return raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    case 'flag':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
    case 'enum': {
      const v = d.values.find((x) => String(x) === raw);
      return v;
    }
    case 'date':
      return isValidDate(raw) ? raw : undefined;
    case 'datetime':
      return isValidDateTime(raw) || isValidDate(raw) ? raw : undefined;
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
      return raw.length <= 255 ? raw : undefined;
    default:
      return undefined;
  }
}

/** Today in Vietnam (YYYY-MM-DD) at `now`. */
export const vietnamDay = (now: Date): string => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The declared presets asked for (`f_late=1`) replaced by the filters they stand for, `{today}`
 * and `{yesterday}` filled in; a filter the caller gave too keeps the caller's value.
 */
function withPresets(r: Resource, params: Record<string, unknown>, today: string, issues: QueryIssue[]): Record<string, unknown> {
  const presets = r.list?.presets;
  if (!presets) return params;
  const out: Record<string, unknown> = { ...params };
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const [name, p] of Object.entries(presets)) {
    const key = `f_${name}`;
    const raw = out[key];
    delete out[key];
    if (raw === undefined || raw === '' || raw === '0' || raw === 'false') continue;
    if (raw !== '1' && raw !== 'true') {
      issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      continue;
    }
    for (const [f, v] of Object.entries(p.filters)) if (out[`f_${f}`] === undefined || out[`f_${f}`] === '') out[`f_${f}`] = v.replace('{today}', today).replace('{yesterday}', yesterday);
  }
  return out;
}

/** `today`: the day presets read (`{today}`), today in Vietnam unless given (the server passes its clock's). */
export function parseListQuery(r: Resource, rawParams: Record<string, unknown>, today: string = vietnamDay(new Date())): ParseResult {
  const issues: QueryIssue[] = [];
  const params = withPresets(r, rawParams, today, issues);
  const str = (k: string): string | undefined => {
    const v = params[k];
    if (v === undefined) return undefined;
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(v);
    issues.push({ field: k, key: 'error.invalidQuery', params: { field: k } });
    return undefined;
  };
  let page = PAGE_DEFAULT;
  const rawPage = str('page');
  if (rawPage !== undefined && rawPage !== '') {
    if (!INT_RE.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > 1_000_000) issues.push({ field: 'page', key: 'error.invalidQuery', params: { field: 'page' } });
    else page = Number(rawPage);
  }
  let limit = r.list?.defaultLimit ?? PAGE_SIZE_DEFAULT;
  const rawLimit = str('limit');
  if (rawLimit !== undefined && rawLimit !== '') {
    const n = Number(rawLimit);
    if (!INT_RE.test(rawLimit) || !(n === -1 || (n >= 1 && n <= PAGE_SIZE_MAX))) issues.push({ field: 'limit', key: 'error.invalidQuery', params: { field: 'limit' } });
    else limit = n;
  }
  let order: OrderBy[] = [];
  // `order=relevance` (searchable resources): title matches first, then the default order.
  const askedOrder = str('order');
  const isRelevance = askedOrder?.trim().toLowerCase() === 'relevance' && r.search.length > 0;
  const rawOrder = (isRelevance ? '' : askedOrder) || r.order;
  const po = parseOrder(r, rawOrder);
  if (po.ok) order = po.order;
  else issues.push({ field: 'order', key: 'error.invalidOrder', params: { field: po.field } });

  const q = (str('q') ?? '').normalize('NFC').trim();
  if (q.length > MAX_Q) issues.push({ field: 'q', key: 'validation.maxLength', params: { max: MAX_Q, label: 'q' } });

  let state: ListQuery['state'] = 'ACTIVE';
  const rawState = str('state') ?? str('f_state');
  if (rawState !== undefined && rawState !== '') {
    if (rawState === 'ALL') state = null;
    else if ((ACTIVATION as readonly string[]).includes(rawState)) state = rawState as 'ACTIVE' | 'INACTIVE';
    else issues.push({ field: 'state', key: 'error.invalidFilter', params: { field: 'state' } });
  }

  const filters: Filter[] = [];
  for (const key of Object.keys(params)) {
    if (!key.startsWith('f_') || key === 'f_state') continue;
    let name = key.slice(2);
    if (r.list?.scopeFlags?.includes(name)) {
      const raw = str(key);
      if (raw !== undefined && !['', '0', '1', 'true', 'false'].includes(raw)) issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      continue;
    }
    name = r.list?.filterAliases?.[name] ?? name;
    const through = r.list?.through?.[name];
    if (name === 'id' || name === 'subtree' || through) {
      const raw = str(key);
      if (raw === undefined || raw === '') continue;
      const ids = raw.split('|').map((p) => (INT_RE.test(p) && Number(p) > 0 ? Number(p) : Number.NaN));
      if (ids.length > MAX_FILTER_VALUES || ids.some(Number.isNaN) || (name === 'subtree' && (!r.tree || ids.length !== 1))) {
        issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      } else if (name === 'subtree') filters.push({ field: 'tree_path', op: 'subtree', id: ids[0] as number });
      else if (through) filters.push({ field: name, op: 'through', ref: through.ref, targetField: through.field, values: ids });
      else filters.push({ field: 'id', op: 'in', values: ids });
      continue;
    }
    let bound: 'from' | 'to' | null = null;
    const m = /^(.*)_(from|to)$/.exec(name);
    if (m && !r.filters.has(name) && r.filters.has(m[1] ?? '')) {
      name = m[1] ?? '';
      bound = m[2] as 'from' | 'to';
    }
    const raw = str(key);
    if (raw === undefined) continue;
    if (raw === '') continue; // an empty filter is "no filter" (spec: dropped if not supplied)
    if (!r.filters.has(name)) {
      issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      continue;
    }
    const col = r.columnByName.get(name);
    const kind = col?.def.kind;
    if (bound) {
      if (kind !== 'date' && kind !== 'datetime' && kind !== 'integer' && kind !== 'number' && kind !== 'money' && name !== 'created_date' && name !== 'updated_date') {
        issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
        continue;
      }
      const ok = kind === 'date' || kind === 'datetime' || name.endsWith('_date') ? isValidDate(raw) || isValidDateTime(raw) : Number.isFinite(Number(raw));
      if (!ok) {
        issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
        continue;
      }
      const existing = filters.find((f): f is Extract<Filter, { op: 'range' }> => f.op === 'range' && f.field === name);
      if (existing) existing[bound] = raw;
      else filters.push({ field: name, op: 'range', [bound]: raw });
      continue;
    }
    const parts = raw.split('|');
    if (parts.length > MAX_FILTER_VALUES) {
      issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      continue;
    }
    if (kind === 'refs' || kind === 'mediaList' || kind === 'tags') {
      const values = parts.map((p) => (INT_RE.test(p) && Number(p) > 0 ? Number(p) : Number.NaN));
      if (kind !== 'tags' && values.some(Number.isNaN)) {
        issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
        continue;
      }
      filters.push({ field: name, op: 'contains', values: kind === 'tags' ? parts : values });
      continue;
    }
    const values = parts.map((p) => parseScalar(r, name, p));
    if (values.some((v) => v === undefined)) {
      issues.push({ field: key, key: 'error.invalidFilter', params: { field: key } });
      continue;
    }
    filters.push({ field: name, op: 'in', values: values as FilterValue[] });
  }
  if (issues.length > 0) return { ok: false, issues };
  const take = limit === -1 ? LIST_ALL_CAP : limit;
  return { ok: true, query: { page, limit, offset: (page - 1) * take, take, order, q, filters, state, ...(isRelevance && q !== '' && { isRelevance: true as const }) } };
}

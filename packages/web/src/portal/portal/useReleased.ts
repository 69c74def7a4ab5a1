/**
 * Data of the group-content pages of the portal: released records only (the portal never sends
 * f_is_get_all_cms, so the server applies each resource's published rule to every reader).
 * Lists leave rich-text fields out; `useRecord` reads one record with its rich text and lines.
 */
import type { Resource } from '@portal/domain/resource';
import { formatDate } from '@portal/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';

export type { Row };
export type Params = Record<string, string | number | undefined>;
export type Lang = 'vi' | 'en';

/** Released records of `/api/v1/<path>` (first page of 40 unless `limit` says otherwise). */
export function useReleased<T extends Row = Row>(path: string, params: Params = {}, opts: { isEnabled?: boolean } = {}) {
  const query = { page: 1, limit: 40, ...params };
  return useQuery({
    queryKey: ['portal', 'content', path, query],
    queryFn: ({ signal }) => api.get<ListData<T>>(`/api/v1/${path}`, query, { quietError: true, signal }),
    enabled: opts.isEnabled ?? true,
    placeholderData: keepPreviousData,
  });
}

/** One released record of `/api/v1/<path>/<id>` (with its rich text and lines); disabled without an id. */
export function useRecord<T extends Row = Row>(path: string, id: number | null | undefined) {
  return useQuery({
    queryKey: ['portal', 'content', path, 'one', id],
    queryFn: ({ signal }) => api.get<T>(`/api/v1/${path}/${id}`, undefined, { quietError: true, signal }),
    enabled: typeof id === 'number' && id > 0,
  });
}

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}

/** The localized text of a field: `<field>_en` in English when it is not empty, else the Vietnamese. */
export function txt(row: Record<string, unknown> | null | undefined, field: string, lang: Lang): string {
  if (!row) return '';
  const en = row[`${field}_en`];
  const vi = row[field];
  if (lang === 'en' && typeof en === 'string' && en.trim()) return en;
  return typeof vi === 'string' || typeof vi === 'number' ? String(vi) : '';
}

/** The label (and colour) of an enum option, as declared on the resource. */
export function optionOf(resource: Resource, field: string, value: unknown, lang: Lang): { label: string; color?: string } {
  const def = resource.columnByName.get(field)?.def;
  const opt = def?.kind === 'enum' && typeof value === 'string' ? def.options?.[value] : undefined;
  return { label: opt?.label[lang] ?? String(value ?? ''), ...(opt?.color ? { color: opt.color } : {}) };
}

/** The option keys of an enum field, in declaration order. */
export function optionKeys(resource: Resource, field: string): string[] {
  const def = resource.columnByName.get(field)?.def;
  return def?.kind === 'enum' ? def.values.map(String) : [];
}

export const mediaUrl = (id: unknown, isThumb = false): string | null => (typeof id === 'number' && id > 0 ? `/api/v1/media/file/${id}${isThumb ? '?thumb=1' : ''}` : null);
export const fileUrl = (id: unknown): string | null => mediaUrl(id);

/** DD/MM/YYYY in Asia/Ho_Chi_Minh. */
export const day = (value: unknown): string => (typeof value === 'string' || value instanceof Date ? formatDate(value, 'DD/MM/YYYY') : '');

/** Today's date (YYYY-MM-DD) in Asia/Ho_Chi_Minh. */
export const todayInVietnam = (now: Date = new Date()): string => formatDate(now, 'YYYY-MM-DD');

/** The policy version in effect: the newest with effective_date on or before today (rows ordered newest first or not). */
export function currentVersion<T extends Record<string, unknown>>(rows: T[], today: string): T | null {
  const inEffect = rows.filter((r) => typeof r.effective_date === 'string' && r.effective_date.slice(0, 10) <= today);
  inEffect.sort((a, b) => String(b.effective_date).localeCompare(String(a.effective_date)));
  return inEffect[0] ?? null;
}

/** Prices in VND, e.g. 185.000 ₫. */
export const vnd = (value: unknown): string => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) ? new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(Number(value)) : '');

/** A tree of records by parent id (records whose parent is missing become roots). */
export type TreeNode<T> = { row: T; children: TreeNode<T>[] };
export function buildTree<T extends { id: number; parent_id?: unknown }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { row: r, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as TreeNode<T>;
    const parent = typeof r.parent_id === 'number' && r.parent_id !== r.id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Groups rows by a key, keeping the first-seen order of keys. */
export function groupBy<T, K>(rows: T[], key: (r: T) => K): [K, T[]][] {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return [...m.entries()];
}

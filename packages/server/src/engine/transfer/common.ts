/**
 * What the other transfer files share: the limits, the standard columns' labels, the yes/no
 * words, the columns an import reads, and the one normalisation that headers, choices and titles
 * are compared in.
 */
import type { Column, Label, Lang, Resource } from '@portal/domain';
import { writableColumns } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyTable } from '../../db/tables.js';

/** Rows an export carries at most. */
export const EXPORT_CAP = 100_000;
/** Size of an import file, and its data rows, at most. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** Columns an import's header row may span (the widest template has 22). */
export const IMPORT_MAX_COLUMNS = 100;
export const BULK_MAX = 500;

export const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;
export const L = (vi: string, en: string): Label => ({ vi, en });

/** Standard columns an export shows besides the declared ones. */
export const STANDARD: Record<string, Label> = {
  id: L('Mã số', 'ID'),
  status: L('Trạng thái duyệt', 'Status'),
  state: L('Hiệu lực', 'State'),
  created_by: L('Người tạo', 'Created by'),
  created_date: L('Ngày tạo', 'Created'),
  updated_date: L('Ngày cập nhật', 'Updated'),
};
export const YES_NO = { vi: ['Có', 'Không'], en: ['Yes', 'No'] } as const;

export const norm = (s: string) => s.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
export const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Columns an import reads: the writable ones, in declaration order. */
export const importColumns = (r: Resource): Column[] => writableColumns(r);

export function enumLabels(c: Column, lang: Lang): string[] {
  const d = c.def;
  if (d.kind !== 'enum') return [];
  return d.values.map((v) => d.options?.[String(v)]?.label[lang] ?? String(v));
}

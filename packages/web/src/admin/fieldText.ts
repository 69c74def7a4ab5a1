/** Labels and display values derived from the declarations, in the UI language (the lists' and forms' own; names and enum values: labels.ts). */
import type { Lang } from '@portal/domain/enums';
import type { Field } from '@portal/domain/fields';
import { formatDate } from '@portal/domain/format';
import { translate } from '@portal/domain/i18n/messages';
import type { Column, Resource } from '@portal/domain/resource';
import { columnLabel } from '@portal/domain/validation';
import type { TFunction } from 'i18next';
import { enumLabel } from './labels';

export { enumColor, enumLabel, listLabel, pluralEn, resourceLabel } from './labels';

export const labelOf = (c: Column, lang: Lang): string => columnLabel(c, lang);

/** The message of a validation issue, with the field's label filled in. */
export function issueMessage(r: Resource, field: string, key: string, params: Record<string, string | number | undefined> | undefined, lang: Lang): string {
  const c = r.columnByName.get(field);
  const label = c ? labelOf(c, lang) : field;
  const otherField = params?.otherField;
  const other = typeof otherField === 'string' && r.columnByName.get(otherField) ? labelOf(r.columnByName.get(otherField) as Column, lang) : params?.other;
  return translate(lang, key, { ...params, label, other });
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Grouped digits in the reader's language (1.870.000.000 in vi, 1,870,000,000 in en), money in whole đồng with ₫. */
export function formatNumber(def: Pick<Field, 'kind'> & { scale?: number }, value: unknown, lang: Lang): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  // Years and other small whole numbers read as they are (2026, not 2.026).
  if (def.kind === 'integer' && Math.abs(n) < 10_000) return String(n);
  const digits = def.kind === 'money' ? 0 : def.kind === 'integer' ? 0 : Math.min(def.scale ?? 2, 2);
  const key = `${lang}:${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: digits });
    numberFormats.set(key, f);
  }
  return def.kind === 'money' ? `${f.format(n)} ₫` : f.format(n);
}

/** A cell's text for a value of the given field kind. */
export function displayValue(def: Field, value: unknown, t: TFunction, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (def.kind) {
    case 'flag':
      return value ? t('common.yes') : t('common.no');
    case 'enum':
      return enumLabel(value as string, lang, def);
    case 'date':
      return formatDate(String(value), 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(String(value), 'DD/MM/YYYY HH:mm:ss');
    case 'tags':
    case 'refs':
    case 'mediaList':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'money':
    case 'number':
    case 'integer':
      return formatNumber(def, value, lang);
    case 'json':
      return typeof value === 'object' ? `${Object.keys(value as object).length} ${t('common.entries')}` : String(value);
    default:
      return String(value);
  }
}

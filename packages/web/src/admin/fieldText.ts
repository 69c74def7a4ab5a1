/** Labels and display values derived from the declarations, in the UI language. */
import type { Column, Field, Lang, Resource } from '@portal/domain';
import { columnLabel, FRONT_SITE_PAGES, formatDate, translate } from '@portal/domain';
import type { TFunction } from 'i18next';

export const labelOf = (c: Column, lang: Lang): string => columnLabel(c, lang);
export const resourceLabel = (r: Resource, lang: Lang): string => r.label[lang];

/** An enum value's label: front-site paths by their page name, others from the UI catalogue. */
export function enumLabel(v: string | number, t: TFunction, lang: Lang): string {
  const s = String(v);
  if (s.startsWith('/')) {
    const page = FRONT_SITE_PAGES.find((p) => p.path === s);
    return page ? `${page.label[lang]} (${s})` : s;
  }
  return t(`enum.${s}`, { defaultValue: s });
}

/** The message of a validation issue, with the field's label filled in. */
export function issueMessage(r: Resource, field: string, key: string, params: Record<string, string | number | undefined> | undefined, lang: Lang): string {
  const c = r.columnByName.get(field);
  const label = c ? labelOf(c, lang) : field;
  const otherField = params?.otherField;
  const other = typeof otherField === 'string' && r.columnByName.get(otherField) ? labelOf(r.columnByName.get(otherField) as Column, lang) : params?.other;
  return translate(lang, key, { ...params, label, other });
}

/** A cell's text for a value of the given field kind. */
export function displayValue(def: Field, value: unknown, t: TFunction, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (def.kind) {
    case 'flag':
      return value ? t('common.yes') : t('common.no');
    case 'enum':
      return enumLabel(value as string, t, lang);
    case 'date':
      return formatDate(String(value), 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(String(value), 'DD/MM/YYYY HH:mm:ss');
    case 'tags':
    case 'refs':
    case 'mediaList':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'json':
      return typeof value === 'object' ? `${Object.keys(value as object).length} ${t('common.entries')}` : String(value);
    default:
      return String(value);
  }
}

/** Labels and display values derived from the declarations, in the UI language. */
import type { Column, EnumField, Field, Lang, Resource } from '@portal/domain';
import { columnLabel, FRONT_SITE_PAGES, formatDate, STATUS_COLORS, translate } from '@portal/domain';
import type { TFunction } from 'i18next';

export const labelOf = (c: Column, lang: Lang): string => columnLabel(c, lang);
export const resourceLabel = (r: Resource, lang: Lang): string => r.label[lang];

/** Nouns that stay as they are in the plural (or are already plural). */
const UNCOUNTABLE = /(news|s|staff|personnel|feedback|information|equipment|data|media|decentralization|insurance|inventory|timekeeping|time keeping)$/i;

/** An English singular noun phrase in the plural: the head noun is the last word, or the one before " of ". */
export function pluralEn(label: string): string {
  const of = / (of|for|with|and) /i.exec(label);
  if (of && of.index > 0 && !/ and /i.test(of[0])) return pluralEn(label.slice(0, of.index)) + label.slice(of.index);
  if (UNCOUNTABLE.test(label)) return label;
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`;
  if (/(ch|sh|x|z)$/i.test(label)) return `${label}es`;
  return `${label}s`;
}

/** A resource's name where it names its list (menu, list title, dashboard): plural in English. */
export const listLabel = (r: Resource, lang: Lang): string => (lang === 'en' ? pluralEn(r.label.en) : r.label.vi);

/** An enum value's label: the declared option's, front-site paths by their page name, else the value itself. */
export function enumLabel(v: string | number, lang: Lang, def?: EnumField): string {
  const s = String(v);
  const option = def?.options?.[s];
  if (option) return option.label[lang];
  if (s.startsWith('/')) {
    const page = FRONT_SITE_PAGES.find((p) => p.path === s);
    return page ? `${page.label[lang]} (${s})` : s;
  }
  return s;
}

/** An enum value's tag colour: the declared option's, else the spec's status colours, else neutral. */
export function enumColor(v: string | number, def?: EnumField): string {
  const s = String(v);
  return def?.options?.[s]?.color ?? STATUS_COLORS[s] ?? 'default';
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
      return enumLabel(value as string, lang, def);
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

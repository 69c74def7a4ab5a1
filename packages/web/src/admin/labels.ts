/**
 * Names and enum values in the UI language, from a declaration or a manifest entry. Kept apart
 * from fieldText.ts (which needs the validation catalogue): the menu, the dashboard and the search
 * box use these on the admin's first visit (ADR 0019).
 */
import { STATUS_COLORS } from '@portal/domain/constants';
import type { Lang } from '@portal/domain/enums';
import type { EnumField, Label } from '@portal/domain/fields';
import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';

/** Nouns that stay as they are in the plural (or are already plural). */
const UNCOUNTABLE = /(news|s|staff|personnel|feedback|information|equipment|data|media|decentralization|insurance|inventory|timekeeping|time keeping|development|q&a)$/i;
/** Nouns whose plural is not the regular one. */
const IRREGULAR: [RegExp, string][] = [
  [/criterion$/i, 'criteria'],
  [/matrix$/i, 'matrices'],
  [/(status|process|address|class)$/i, '$1es'],
];

/**
 * An English singular noun phrase in the plural: the head noun is the last word, or the one before
 * " of " / " to " ("Item to price"), or before a closing participle ("Asset alert sent").
 */
export function pluralEn(label: string): string {
  const of = / (of|for|with|and|to) /i.exec(label);
  if (of && of.index > 0 && !/ and /i.test(of[0])) return pluralEn(label.slice(0, of.index)) + label.slice(of.index);
  const participle = / (sent|received|issued|approved)$/i.exec(label);
  if (participle) return pluralEn(label.slice(0, participle.index)) + participle[0];
  for (const [re, to] of IRREGULAR) if (re.test(label)) return label.replace(re, (m) => m.replace(re, to).replace(/^./, (c) => (m[0] === m[0]?.toUpperCase() ? c.toUpperCase() : c)));
  if (UNCOUNTABLE.test(label)) return label;
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`;
  if (/(ch|sh|x|z)$/i.test(label)) return `${label}es`;
  return `${label}s`;
}

/** A resource's name (its declaration or manifest entry) in the UI language. */
export const resourceLabel = (r: { label: Label }, lang: Lang): string => r.label[lang];

/** A resource's name where it names its list (menu, list title, dashboard): plural in English. */
export const listLabel = (r: { label: Label }, lang: Lang): string => (lang === 'en' ? pluralEn(r.label.en) : r.label.vi);

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

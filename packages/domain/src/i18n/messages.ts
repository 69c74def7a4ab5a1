import type { Lang } from '../enums.js';

import * as activities from './messages/activities.js';
import * as administration from './messages/administration.js';
import * as approval from './messages/approval.js';
import * as assets from './messages/assets.js';
import * as business from './messages/business.js';
import * as core from './messages/core.js';
import * as hr from './messages/hr.js';
import * as implementation from './messages/implementation.js';
import * as portal from './messages/portal.js';
import * as system from './messages/system.js';

/**
 * The bundles of the server's message catalogue (`./messages/<name>.ts`): the core (what the engine
 * sends for any resource), the approval engine's, and one per area of ADMIN_AREAS. A message goes in the bundle of
 * the area whose code sends it; a key lives in one bundle only, in both languages (a test checks,
 * bundle by bundle).
 */
export const messageBundles = { core, approval, activities, administration, assets, business, hr, implementation, portal, system } as const;

/**
 * Messages the server sends back (errors, validation) in both languages, every bundle merged into
 * one lookup. Keys are shared with the web, which adds its own UI catalogue on top. Every key must
 * exist in both (a test checks).
 */
export const vi = {
  ...core.vi,
  ...approval.vi,
  ...activities.vi,
  ...administration.vi,
  ...assets.vi,
  ...business.vi,
  ...hr.vi,
  ...implementation.vi,
  ...portal.vi,
  ...system.vi,
} as const;

export type MessageKey = keyof typeof vi;

export const en: Record<MessageKey, string> = {
  ...core.en,
  ...approval.en,
  ...activities.en,
  ...administration.en,
  ...assets.en,
  ...business.en,
  ...hr.en,
  ...implementation.en,
  ...portal.en,
  ...system.en,
};

export const catalogues: Record<Lang, Record<MessageKey, string>> = { vi, en };

export type MessageParams = Record<string, string | number | undefined>;

/** Fills `{name}` placeholders. Unknown keys give an empty string (spec §8). */
export function translate(lang: Lang, key: string, params: MessageParams = {}): string {
  // Own keys only: 'toString', 'constructor' or '__proto__' must not reach Object.prototype.
  const own = (c: Record<string, string>) => (Object.hasOwn(c, key) ? c[key] : undefined);
  const template = own(catalogues[lang] ?? catalogues.vi) ?? own(catalogues.en);
  if (typeof template !== 'string') return '';
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks vi or en from `?lang=` first, then the Accept-Language header; vi by default. */
export function pickLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'en' || queryLang === 'vi') return queryLang;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.trim().split(';')[0]?.toLowerCase() ?? '';
      if (tag.startsWith('vi')) return 'vi';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'vi';
}

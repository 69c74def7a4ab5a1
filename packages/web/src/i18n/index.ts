/**
 * UI language: Vietnamese by default, English as fallback (spec §9), stored under `language`.
 * Ant Design's and dayjs's locales follow it (see AppProviders).
 */
import { DEFAULT_LANG, FALLBACK_LANG, STORAGE_KEYS } from '@portal/domain/constants';
import type { Lang } from '@portal/domain/enums';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from './vi';

export const LANGS: readonly Lang[] = ['vi', 'en'];

function storedLang(): Lang {
  try {
    const v = window.localStorage.getItem(STORAGE_KEYS.language);
    return v === 'en' || v === 'vi' ? v : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * The English catalogue is a chunk of its own, fetched only by who reads English (before the first
 * render when English is the stored choice, else at the switch): Vietnamese is the default, and both
 * catalogues in the first load cost 12 KB of the portal's 300 KB budget (issue 12). Vietnamese has
 * every key (catalogues.test.ts), so the English fallback is never needed for it.
 */
let enLoading: Promise<void> | null = null;
function loadCatalogue(lang: Lang): Promise<void> {
  if (lang !== 'en') return Promise.resolve();
  enLoading ??= import('./en').then(({ en }) => {
    // Merged under what pages added already (their own bundles, e.g. news/newsI18n.ts).
    i18next.addResourceBundle('en', 'translation', en, true, false);
  });
  // A failed fetch (a dropped network) may be tried again at the next switch.
  enLoading.catch(() => {
    enLoading = null;
  });
  return enLoading;
}

const initial = storedLang();
void i18next.use(initReactI18next).init({
  resources: { vi: { translation: vi } },
  lng: initial,
  fallbackLng: FALLBACK_LANG,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves when the stored language's catalogue is in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadCatalogue(initial).catch(async () => {
  // Unreachable English chunk: show the page in Vietnamese rather than bare keys.
  await i18next.changeLanguage('vi');
});

export const currentLang = (): Lang => (i18next.language === 'en' ? 'en' : 'vi');

/**
 * Adds a page's own texts (both languages) to the shared catalogue, from the page's chunk when it
 * loads: what only one area shows is not in the first load every page shares (e.g.
 * portal/hr/leaveI18n.ts). Merged under what is there, never over it.
 */
export function addTexts<K extends string>(viTexts: Record<K, string>, enTexts: Record<K, string>): void {
  const register = () => {
    i18next.addResourceBundle('vi', 'translation', viTexts, true, false);
    i18next.addResourceBundle('en', 'translation', enTexts, true, false);
  };
  // The app initialises i18next before any page loads; tests may import a page without it.
  if (i18next.store) register();
  else i18next.on('initialized', register);
}

export async function setLang(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await loadCatalogue(lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export { i18next };

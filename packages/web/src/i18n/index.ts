/**
 * UI language: Vietnamese by default, English as fallback (spec §9), stored under `language`.
 * Ant Design's and dayjs's locales follow it (see AppProviders).
 */
import { DEFAULT_LANG, FALLBACK_LANG, STORAGE_KEYS } from '@portal/domain/constants';
import type { Lang } from '@portal/domain/enums';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
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

void i18next.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: storedLang(),
  fallbackLng: FALLBACK_LANG,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLang = (): Lang => (i18next.language === 'en' ? 'en' : 'vi');

export async function setLang(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export { i18next };

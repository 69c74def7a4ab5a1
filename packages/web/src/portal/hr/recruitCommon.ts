/** What the recruitment page (RecruitmentPage.tsx) and its dialogs (RecruitmentDialogs.tsx) share. */
import { useTranslation } from 'react-i18next';

export type Lang = 'vi' | 'en';
export type Position = {
  id: number;
  title: string;
  unit_name: string | null;
  unit_name_en: string | null;
  department_name: string | null;
  department_name_en: string | null;
  position_name: string | null;
  position_name_en: string | null;
  quantity: number;
  hired_count: number;
  deadline: string | null;
  requirements: string | null;
  status: string;
};
export const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
export const named = (lang: Lang, vi: string | null, en: string | null | undefined) => (lang === 'en' && en ? en : (vi ?? ''));
export const where = (lang: Lang, p: Position) =>
  [named(lang, p.department_name, p.department_name_en), named(lang, p.unit_name, p.unit_name_en)].filter(Boolean).join(' · ');

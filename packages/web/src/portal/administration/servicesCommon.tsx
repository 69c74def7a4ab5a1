/**
 * What the administrative service pages (AdministrativePage.tsx, MealPage.tsx,
 * StationeryPage.tsx) share: Vietnam-time dates (UTC+7 whatever the browser's zone) and the week's
 * navigation. Each page is a chunk of its own, so that one page's controls (a form, a select) do
 * not load with the others (issue 35, docs/performance.md "Inner pages to 330 KB, part 3").
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './services.css';
import './servicesI18n';

export type Lang = 'vi' | 'en';
export const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
export const named = (lang: Lang, vi: unknown, en: unknown) => String((lang === 'en' && en ? en : vi) ?? '');

export const TZ_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;
export const pad = (n: number) => String(n).padStart(2, '0');
/** Vietnam wall-clock parts of an instant. */
export const vn = (ms: number) => {
  const d = new Date(ms + TZ_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), min: d.getUTCMinutes(), dow: (d.getUTCDay() + 6) % 7 };
};
/** Monday 00:00 (Vietnam) of the week holding `ms`, as UTC ms. */
export const mondayOf = (ms: number) => {
  const p = vn(ms);
  return Date.UTC(p.y, p.m - 1, p.d - p.dow) - TZ_MS;
};
export const dateOf = (ms: number) => {
  const p = vn(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
};
export const hhmm = (iso: unknown) => {
  const p = vn(new Date(String(iso)).getTime());
  return `${pad(p.h)}:${pad(p.min)}`;
};
export const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
export const dayName = (lang: Lang, date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-GB' : 'vi-VN', { weekday: 'long', timeZone: 'UTC' });

/** Previous / this / next week, with the week's dates. */
export function WeekNav({ monday, onChange, testId }: { monday: number; onChange: (m: number) => void; testId: string }) {
  const { t } = useTranslation();
  const from = dateOf(monday);
  const to = dateOf(monday + 6 * DAY_MS);
  return (
    <Space wrap data-testid={testId}>
      <Button icon={<LeftOutlined />} aria-label={t('services.prevWeek')} onClick={() => onChange(monday - 7 * DAY_MS)} data-testid={`${testId}-prev`} />
      <strong data-testid={`${testId}-range`}>
        {dmy(from)} – {dmy(to)}
      </strong>
      <Button icon={<RightOutlined />} aria-label={t('services.nextWeek')} onClick={() => onChange(monday + 7 * DAY_MS)} data-testid={`${testId}-next`} />
      <Button onClick={() => onChange(mondayOf(Date.now()))}>{t('services.thisWeek')}</Button>
    </Space>
  );
}

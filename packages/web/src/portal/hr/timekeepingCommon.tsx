/** What my timekeeping page (TimekeepingPage.tsx) and a unit's timesheet (TimesheetPage.tsx) share. */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export type Lang = 'vi' | 'en';
export const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
export const named = (lang: Lang, vi: string | null, en: string | null | undefined) => (lang === 'en' && en ? en : (vi ?? ''));
export const num = (n: number, lang: Lang) => Number(n).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 });

export function MonthNav({ month, setMonth }: { month: Dayjs; setMonth: (fn: (m: Dayjs) => Dayjs) => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" icon={<LeftOutlined />} aria-label={t('leave.prevMonth')} onClick={() => setMonth((m) => m.subtract(1, 'month'))} data-testid="tk-prev" />
      <span className="leave-cal__month" data-testid="tk-month">
        {month.format('MM/YYYY')}
      </span>
      <Button size="small" icon={<RightOutlined />} aria-label={t('leave.nextMonth')} onClick={() => setMonth((m) => m.add(1, 'month'))} />
    </Space>
  );
}

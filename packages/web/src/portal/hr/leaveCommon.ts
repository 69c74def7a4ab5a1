/**
 * What the leave page (LeavePage.tsx) and its request forms (LeaveRequestForm.tsx, loaded when
 * first used) share: the balance's shape, the approver choice and the way days and names show.
 */
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

export type Lang = 'vi' | 'en';
export type BalanceItem = {
  leave_type_id: number;
  name: string;
  name_en: string | null;
  is_paid: boolean;
  is_negative_allowed: boolean;
  is_half_day_allowed: boolean;
  entitled: number;
  carried_over: number;
  increase: number;
  adjustment: number;
  taken: number;
  pending: number;
  remaining: number;
};
export type Holiday = { from: string; to: string; name: string; name_en: string | null };

/** The applicable leave process's steps whose approvers the requester picks at submit (server: /staff-leave/approval-choice). */
export type Choice = { process: { id: number; name: string; name_en: string | null } | null; steps: { id: number; name: string; name_en?: string | null; applies: boolean; isRequired: boolean }[] };
export const MAX_CHOSEN = 20;

/** The choice for a leave of `days` working days of one type: the steps that apply, and whether a pick is required. */
export function useApproverChoice(days: number | undefined, typeId: number | undefined) {
  const q = useQuery({
    queryKey: ['staff-leave', 'approval-choice', days ?? null, typeId ?? null],
    enabled: days !== undefined,
    queryFn: () => api.get<Choice>('staff-leave/approval-choice', { days, ...(typeId ? { leave_type_id: typeId } : {}) }, { quietError: true }),
  });
  const steps = (q.data?.steps ?? []).filter((x) => x.applies);
  return { steps, isShown: steps.length > 0, isRequired: steps.some((x) => x.isRequired) };
}

export const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
export const named = (lang: Lang, vi: string, en: string | null | undefined) => (lang === 'en' && en ? en : vi);
export const fmtDays = (n: number, lang: Lang) => Number(n).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });
export const todayIso = () => dayjs().format('YYYY-MM-DD');

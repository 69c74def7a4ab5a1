/** What the feedback page (FeedbackPage.tsx) and its form and detail (FeedbackForms.tsx) share. */
import { formatDate } from '@portal/domain/format';
import { FEEDBACK_WORKFLOW } from '@portal/domain/resources/activities/feedback';
import { useQuery } from '@tanstack/react-query';
import { api, type Row } from '../../api/client';
import { type Lang, txt } from '../portal/useReleased';

export const FB = { workflow: FEEDBACK_WORKFLOW };

export type Option = { id: number; name: string; name_en: string | null };
export type Person = { id: number; full_name: string; username: string; department: string | null; position: string | null };
export type Feedback = Row & {
  title: string;
  content?: string;
  type_id: number;
  visibility: number;
  status: 'NEW' | 'DONE';
  is_hide: boolean;
  reply_count: number;
  addressee_ids: number[] | null;
  created_by: number;
  created_date: string;
  author_name?: string | null;
};
export type Comment = Row & { content: string; is_answer: boolean; created_by: number; created_date: string; author_name?: string | null };

export const when = (v: unknown) => (v ? formatDate(String(v), 'HH:mm DD/MM/YYYY') : '');
export const nameOf = (list: Option[] | undefined, id: unknown, lang: Lang) => {
  const o = list?.find((x) => x.id === Number(id));
  return o ? txt(o, 'name', lang) : '';
};

export function useOptions() {
  return useQuery({
    queryKey: ['portal', 'feedback-options'],
    queryFn: ({ signal }) => api.get<{ types: Option[] }>('/api/v1/feedback-options', undefined, { quietError: true, signal }),
    staleTime: 60_000,
  });
}

/** What the activities page (ActivitiesPage.tsx) and its detail and polls (ActivityDetails.tsx) share. */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { api, type ListData, type Row } from '../../api/client';

export type Activity = Row & {
  title: string;
  title_en: string | null;
  content?: string | null;
  content_en?: string | null;
  location: string | null;
  status: string;
  start_registration_date: string;
  end_registration_date: string;
  start_date: string;
  end_date: string;
  registration_limit: number | null;
  member_count: number;
  banner: number | null;
};
export type Member = Row & { activity_id: number; status: string; source: string; check_in_date: string | null };
export type Poll = Row & {
  question: string;
  question_en: string | null;
  expiry_time: string;
  activity_id: number | null;
  vote_count: number;
  results: { answer_id: number; votes: number }[];
  answers?: (Row & { content: string; content_en: string | null })[];
};

export const SEAT = ['WAITING', 'APPROVED', 'SENT_TICKET', 'CHECK_IN'];
export const when = (v: unknown) => (v ? formatDate(String(v), 'HH:mm DD/MM/YYYY') : '');

export const isOpenNow = (a: Pick<Activity, 'status' | 'start_registration_date' | 'end_registration_date'>, now = Date.now()): boolean =>
  (a.status === 'PUBLISH' || a.status === 'WAITING_REGISTRATION') && now >= Date.parse(a.start_registration_date) && now <= Date.parse(a.end_registration_date);

/** The caller's memberships (all pages up to 200), by activity. */
export function useMyMemberships() {
  return useQuery({
    queryKey: ['portal', 'activity-members', 'mine'],
    queryFn: ({ signal }) => api.get<ListData<Member>>('/api/v1/internal-activity-member', { limit: 200, labels: 1 }, { quietError: true, signal }),
  });
}

/** What the documents page (DocumentsPage.tsx) and its detail drawer (DocumentDrawer.tsx) share. */
import { type Lang, txt } from './useReleased';

export type LookupPage = 'NOTIFICATION' | 'REGULATION_PROCEDURE' | 'FORM';
export type Option = { id: number; name: string; name_en: string | null };
export type Lookup = { page: LookupPage; title: string; title_en: string | null; description: string | null; description_en: string | null; type_ids: number[] };
export type Options = { types: Option[]; realms: Option[]; statuses: Option[]; units: Option[]; lookups: Lookup[] };
export type Doc = {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  summary: string | null;
  summary_en: string | null;
  type_id: number;
  realm_id: number;
  doc_status_id: number | null;
  issuing_unit_id: number;
  signer: string | null;
  issued_date: string;
  effective_date: string | null;
  expiry_date: string | null;
  access_scope: 'PUBLIC' | 'LIMITED';
  attachments: number[] | null;
  today_count?: number;
};
export type Media = { id: number; file_name: string; size: number; ext: string };

export const nameOf = (list: Option[] | undefined, id: unknown, lang: Lang) => {
  const o = list?.find((x) => x.id === id);
  return o ? txt(o, 'name', lang) : '';
};

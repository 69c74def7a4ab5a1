/**
 * A record's status as people read it, the same in the admin and the portal (issue 37, spec §9):
 * the words come from the declaration (the workflow's own, else the shared ones of
 * domain workflows/labels.ts), the colour from spec §9 (DRAFT red, RELEASE green, WAITING amber,
 * REJECT purple, EXPIRED grey, SCHEDULED cyan; approved success, cancelled danger, others grey).
 */
import type { Lang } from '@portal/domain/enums';
import type { ApprovalDecl } from '@portal/domain/resource';
import { moveLabel, statusLabel, statusTagColor, type Transition, type Workflow } from '@portal/domain/workflows/index';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');

/** What a status tag needs of its resource: the workflow's words and the approval's approved and cancelled statuses. */
export type StatusOwner = { workflow?: Pick<Workflow, 'labels'> | null; approval?: Pick<ApprovalDecl, 'approved' | 'cancelled'> | null };

/** A status's tag colour (spec §9) for a record of `owner`. */
export const statusTone = (status: string, owner?: StatusOwner | null): string => statusTagColor(status, owner?.approval);

/** The status's words and colour, for places that are not a tag (a tooltip, a select's option). */
export function useStatusText(owner?: StatusOwner | null): { text: (status: string) => string; move: (m: Pick<Transition, 'action' | 'from'>) => string } {
  const lang = useLang();
  return { text: (s) => statusLabel(s, lang, owner?.workflow), move: (m) => moveLabel(m, lang, owner?.workflow) };
}

type Props = {
  status: string | null | undefined;
  /** The resource (or just its workflow) whose status this is. */
  owner?: StatusOwner | null;
  /** Words before the status (e.g. "Explained: "). */
  prefix?: ReactNode;
  'data-testid'?: string;
};

export function StatusTag({ status, owner, prefix, 'data-testid': testId }: Props) {
  const lang = useLang();
  if (!status) return null;
  const text = statusLabel(status, lang, owner?.workflow);
  const color = statusTone(status, owner);
  return (
    <Tag color={color} data-status={status} data-testid={testId}>
      {prefix}
      {text}
    </Tag>
  );
}

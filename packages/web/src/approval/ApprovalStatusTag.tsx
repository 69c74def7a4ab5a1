/**
 * An approval request's status as a coloured tag, and the words and colour of an approval
 * declaration's option: apart from the timeline (ApprovalTimeline.tsx, antd's Steps and Timeline)
 * so that a list can show statuses without loading the timeline (issue 35).
 */
import type { EnumField } from '@portal/domain/fields';
import { approvalRequest } from '@portal/domain/resources/system/approval';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Lang = 'vi' | 'en';
export const optionOf = (r: { columnByName: ReadonlyMap<string, { def: unknown }> }, field: string, v: string, lang: Lang): { label: string; color: string } => {
  const def = r.columnByName.get(field)?.def as EnumField | undefined;
  const o = def?.options?.[v];
  return { label: o?.label[lang] ?? v, color: o?.color ?? 'default' };
};

/** The request's status as a coloured tag. */
export function ApprovalStatusTag({ status }: { status: string }) {
  const { i18n } = useTranslation();
  const o = optionOf(approvalRequest, 'approval_status', status, i18n.language === 'en' ? 'en' : 'vi');
  return (
    <Tag color={o.color} data-testid="approval-status">
      {o.label}
    </Tag>
  );
}

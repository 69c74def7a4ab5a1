/**
 * A status as a badge (a dot and the words): the admin's status tabs. Apart from StatusTag.tsx so
 * that the portal pages showing status tags do not load antd's Badge (issue 35).
 */
import { statusLabel } from '@portal/domain/workflows/index';
import { Badge } from 'antd';
import { type StatusOwner, statusTone, useLang } from './StatusTag';

export function StatusBadge({ status, owner }: { status: string; owner?: StatusOwner | null }) {
  const lang = useLang();
  const color = statusTone(status, owner);
  return (
    <Badge
      color={color === 'default' ? '#8c8c8c' : color === 'success' ? 'green' : color === 'error' ? 'red' : color}
      text={statusLabel(status, lang, owner?.workflow)}
      data-status={status}
    />
  );
}

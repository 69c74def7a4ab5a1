/**
 * The dialog that confirms a decision (DecisionDialog.tsx: an optional comment to approve, a
 * required reason to reject). Its code (antd's Form and TextArea) loads when a decision is first
 * asked for, not with the lists that offer the buttons (issue 35, docs/performance.md "Inner pages
 * to 330 KB"); a dialog with a skeleton shows meanwhile. Once loaded it stays mounted, so that it
 * closes with its animation.
 */
import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionProps } from './DecisionDialog';
import './approvalI18n';

const DecisionDialog = lazy(() => import('./DecisionDialog').then((m) => ({ default: m.DecisionDialog })));

export function DecisionModal(props: DecisionProps) {
  const { t } = useTranslation();
  const [isWanted, setWanted] = useState(false);
  if (props.decision !== null && !isWanted) setWanted(true);
  if (!isWanted) return null;
  const isReject = props.decision === 'REJECTED';
  const loading = (
    <Modal open={props.decision !== null} title={isReject ? t('approval.rejectTitle', { title: props.subject }) : t('approval.approveTitle', { title: props.subject })} footer={null} onCancel={props.onCancel}>
      <Skeleton active paragraph={{ rows: 2 }} />
    </Modal>
  );
  return (
    <Suspense fallback={loading}>
      <DecisionDialog {...props} />
    </Suspense>
  );
}

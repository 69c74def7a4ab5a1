/**
 * /admin/my-approvals, "Waiting for my approval": every request of every resource with an approval
 * chain whose current step waits for the signed-in user (or for someone who delegated to them),
 * with per-row and bulk decisions. Open to every admin user: being an approver needs no right.
 * Above it, the cost reviews waiting for the user's vote as a member of their committee (issue 41).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitingTable } from '../../approval/WaitingTable';
import { VotesWaiting } from '../implementation/VotesWaiting';
import '../../approval/approval.css';
import '../../approval/approvalI18n';

export function MyApprovals() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('approval.waitingTitle')} · THACO`;
  }, [t]);
  return (
    <div className="admin-page" data-testid="my-approvals">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('approval.waitingTitle')}</h1>
          <p className="admin-page__sub">{t('approval.waitingIntro')}</p>
        </div>
      </div>
      <VotesWaiting />
      <div className="admin-card admin-card--table">
        <WaitingTable isBulk />
      </div>
    </div>
  );
}

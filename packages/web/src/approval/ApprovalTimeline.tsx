/**
 * A record's approval as people read it: its status, the steps with their approvers (done, now,
 * later, skipped) and every decision (who, on whose behalf, when in Ho Chi Minh City time, comment).
 * Labels of statuses and decisions come from the declarations (approval.ts).
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { approvalDecision, approvalStep } from '@portal/domain/resources/system/approval';
import { Empty, Steps, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequestView, ApprovalStepView, ApprovalView } from './approvalApi';
import { ApprovalStatusTag, optionOf } from './ApprovalStatusTag';
import './approval.css';
import './approvalI18n';

export { ApprovalStatusTag };

type Lang = 'vi' | 'en';

const stepState = (req: ApprovalRequestView, s: ApprovalStepView, i: number): 'wait' | 'process' | 'finish' | 'error' => {
  if (req.approval_status === 'REJECTED' && i === req.current_step) return 'error';
  if (s.status === 'DONE') return 'finish';
  if (s.status === 'ACTIVE') return req.approval_status === 'PENDING' ? 'process' : 'wait';
  return 'wait';
};

/** The steps, vertical (it fits a phone), each with its approvers; approved ones ticked. */
export function ApprovalSteps({ request }: { request: ApprovalRequestView }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'vi';
  const stateText = (s: ApprovalStepView, i: number) => {
    if (request.approval_status === 'REJECTED' && i === request.current_step) return t('approval.stepRejected');
    if (request.approval_status === 'CANCELLED' && s.status !== 'DONE' && s.status !== 'SKIPPED') return t('approval.stepStopped');
    return t(`approval.step.${s.status}`);
  };
  return (
    <Steps
      orientation="vertical"
      size="small"
      // Only a running request has a step in progress; every step shows its own state.
      current={request.approval_status === 'PENDING' ? request.current_step : -1}
      className="approval-steps"
      data-testid="approval-steps"
      items={request.steps.map((s, i) => ({
        key: i,
        status: stepState(request, s, i),
        title: (
          <span data-testid={`approval-step-${i}`} data-status={s.status}>
            {s.name}
          </span>
        ),
        subTitle: (
          <span className="approval-steps__sub">
            {stateText(s, i)}
            {s.approvers.length > 1 ? ` · ${optionOf(approvalStep, 'mode', s.mode, lang).label}` : ''}
            {s.isAdded ? ` · ${t('approval.addedStep')}` : ''}
          </span>
        ),
        content:
          s.status === 'SKIPPED' ? (
            <Typography.Text type="secondary">{t('approval.skippedHint')}</Typography.Text>
          ) : (
            <div className="approval-steps__people">
              {s.approvers.map((p, k) => {
                const isDone = s.approved.map(Number).includes(Number(p));
                return (
                  <Tag key={p} color={isDone ? 'green' : undefined} icon={isDone ? <CheckCircleFilled /> : undefined}>
                    {s.approver_names[k] ?? `#${p}`}
                  </Tag>
                );
              })}
            </div>
          ),
      }))}
    />
  );
}

/** Every decision, oldest first. */
export function ApprovalDecisions({ decisions }: { decisions: ApprovalView['decisions'] }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'vi';
  if (decisions.length === 0) return null;
  const dot = (d: string) => (d === 'APPROVED' ? 'green' : d === 'REJECTED' ? 'red' : d === 'CANCELLED' ? 'gray' : 'blue');
  return (
    <Timeline
      className="approval-decisions"
      data-testid="approval-decisions"
      items={decisions.map((d) => {
        const o = optionOf(approvalDecision, 'decision', d.decision, lang);
        return {
          key: d.id,
          color: dot(d.decision),
          content: (
            <div data-testid="approval-decision" data-decision={d.decision}>
              <Tag color={o.color}>{o.label}</Tag>
              <Typography.Text strong>{d.actor_name ?? t('form.bySystem')}</Typography.Text>
              {d.on_behalf_of_name ? <Typography.Text type="secondary"> {t('approval.onBehalfOf', { name: d.on_behalf_of_name })}</Typography.Text> : null}
              <div className="approval-decisions__when">{formatDate(d.created_date, 'DD/MM/YYYY HH:mm')}</div>
              {d.comment ? <div className="approval-decisions__comment">{d.decision === 'ADDED_STEP' ? t('approval.addedStepName', { name: d.comment }) : d.comment}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}

/** Status, steps and decisions together (the portal's expanded row, the admin panel's body). */
export function ApprovalTimeline({ data, isCompact }: { data: ApprovalView; isCompact?: boolean }) {
  const { t } = useTranslation();
  const req = data.request;
  if (!req) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.notSubmitted')} />;
  return (
    <div className={`approval-timeline${isCompact ? ' approval-timeline--compact' : ''}`} data-testid="approval-timeline">
      <div className="approval-timeline__col">
        <Typography.Title level={5}>{t('approval.steps')}</Typography.Title>
        <ApprovalSteps request={req} />
      </div>
      <div className="approval-timeline__col">
        <Typography.Title level={5}>{t('approval.decisions')}</Typography.Title>
        <ApprovalDecisions decisions={data.decisions} />
      </div>
    </div>
  );
}

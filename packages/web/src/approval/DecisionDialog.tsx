/**
 * Confirms a decision: approving takes an optional comment, rejecting a required reason (the
 * server refuses a rejection without one; the requester is told it). Stays open while the call
 * runs and when it fails, so nothing typed is lost. Loaded when a decision is first asked for
 * (DecisionModal.tsx), with antd's Form and TextArea.
 */
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from './approvalApi';
import './approvalI18n';

export type DecisionProps = {
  decision: Decision | null;
  /** What is decided on: a record's title, or "3 requests". */
  subject: string;
  onCancel: () => void;
  /** Resolves when done (the modal closes); rejects to keep it open. */
  onOk: (comment: string) => Promise<unknown>;
};

export function DecisionDialog({ decision, subject, onCancel, onOk }: DecisionProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const [isBusy, setBusy] = useState(false);
  const isReject = decision === 'REJECTED';
  return (
    <Modal
      open={decision !== null}
      title={isReject ? t('approval.rejectTitle', { title: subject }) : t('approval.approveTitle', { title: subject })}
      okText={isReject ? t('approval.reject') : t('approval.approve')}
      okButtonProps={{ danger: isReject, loading: isBusy, 'data-testid': 'decision-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      onOk={async () => {
        let comment: string | undefined;
        try {
          comment = (await form.validateFields()).comment;
        } catch {
          return; // the field shows what is missing
        }
        setBusy(true);
        try {
          await onOk((comment ?? '').trim());
        } catch {
          // shown by the caller (or the client's toast); keep what was typed
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" data-testid="decision-form" preserve={false}>
        {isReject ? <p>{t('approval.rejectHint')}</p> : null}
        <Form.Item
          name="comment"
          label={isReject ? t('approval.reason') : t('approval.comment')}
          rules={isReject ? [{ required: true, whitespace: true, message: t('approval.reasonRequired') }] : []}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount aria-label={isReject ? t('approval.reason') : t('approval.comment')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

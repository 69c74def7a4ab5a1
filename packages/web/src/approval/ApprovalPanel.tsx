/**
 * The "Approval" panel of a saved record of a resource declaring `approval` (admin form): where the
 * request stands, its steps and decisions, who may act now, and the actions the caller has here:
 * submit (from the statuses the declaration allows, with the edit right), approve / reject (a reason
 * is asked) / add a step (the current approvers), withdraw (the requester, while pending). After
 * each action the record, its history and the panel are read again.
 */
import { CheckOutlined, CloseOutlined, PlusOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { Abilities } from '@portal/domain/abilities';
import type { EnumField } from '@portal/domain/fields';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { approvalStep } from '@portal/domain/resources/system/approval';
import { useQuery } from '@tanstack/react-query';
import { App, Alert, Button, type ButtonProps, Card, Form, Input, Modal, Radio, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useSession } from '../auth/session';
import { RefSelect } from '../admin/RefSelect';
import { type Decision, decideOne, num, useApproval, useApprovalRefresh } from './approvalApi';
import { ApprovalStatusTag, ApprovalTimeline } from './ApprovalTimeline';
import { DecisionModal } from './DecisionModal';
import './approvalI18n';

type Props = {
  resource: Resource;
  id: number;
  record: Record<string, unknown>;
  /** True when the form holds changes not saved yet (submitting sends the saved record). */
  hasUnsavedChanges?: () => boolean;
};

export function ApprovalPanel({ resource: r, id, record, hasUnsavedChanges }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user, ability } = useSession();
  const { modal } = App.useApp();
  const approval = useApproval(r.path, id);
  // What the server says this caller may do with this record (the form's own query): a project's
  // observer holds the area's edit right but not its writing positions, so may not submit.
  const abilities = useQuery({ queryKey: [r.path, 'abilities', id], queryFn: () => api.get<Abilities>(`${r.path}/${id}/abilities`, undefined, { quietError: true }) });
  const refresh = useApprovalRefresh();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  if (!r.approval) return null;
  const decl = r.approval;
  const me = user?.id ?? -1;
  const status = String(record.status ?? '');
  const title = String((r.titleField && record[r.titleField]) || `#${id}`);
  const req = approval.data?.request ?? null;
  const mayAct = approval.data?.mayAct ?? [];
  const isPending = req?.approval_status === 'PENDING';
  const canSubmit = abilities.data?.approval ? abilities.data.approval.submit === true : decl.submitFrom.includes(status) && canDo(ability, r.writeRight ?? 'edit', r.subject);
  // The server says whether the caller may act now: a current approver, or a delegate within the period.
  const isApprover = isPending && (approval.data?.canAct ?? mayAct.some((p) => num(p.id) === me));
  const onBehalfOf = isApprover ? (approval.data?.onBehalfOf ?? null) : null;
  const isRequester = isPending && num(req?.requester_id) === me;

  const run = async (key: string, call: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await call();
    } finally {
      setBusy(null);
      await refresh(r.path);
    }
  };
  const submit = () => {
    const go = () => run('submit', () => api.post(`${r.path}/${id}/submit`));
    if (hasUnsavedChanges?.()) {
      modal.confirm({
        title: t('approval.unsavedTitle'),
        content: t('approval.unsavedText'),
        okText: t('approval.submitSaved'),
        cancelText: t('common.cancel'),
        onOk: () => go().catch(() => undefined),
      });
    } else void go().catch(() => undefined);
  };
  const cancel = () =>
    modal.confirm({
      title: t('approval.cancelTitle', { title }),
      content: t('approval.cancelText'),
      okText: t('approval.cancelRequest'),
      okButtonProps: { danger: true, 'data-testid': 'cancel-ok' } as ButtonProps,
      cancelText: t('approval.keep'),
      onOk: () => run('cancel', () => api.post(`${r.path}/${id}/cancel`)).catch(() => undefined),
    });

  return (
    <Card
      className="admin-card approval-panel"
      data-testid="approval-panel"
      title={t('approval.panelTitle')}
      extra={req ? <ApprovalStatusTag status={req.approval_status} /> : null}
    >
      {approval.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : approval.isError ? (
        <Alert type="error" showIcon title={t('approval.loadFailed')} action={<Button onClick={() => void approval.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <>
          {isPending && mayAct.length > 0 ? (
            <p className="approval-panel__who" data-testid="approval-may-act">
              {t('approval.mayActNow', { names: mayAct.map((p) => p.name).join(', ') })}
            </p>
          ) : null}
          {onBehalfOf ? (
            <Alert type="info" showIcon className="approval-panel__delegate" data-testid="approval-on-behalf" title={t('approval.actingFor', { name: onBehalfOf.name })} />
          ) : null}
          {!req && !canSubmit ? <Typography.Paragraph type="secondary">{t('approval.notSubmitted')}</Typography.Paragraph> : null}
          {canSubmit || isApprover || isRequester ? (
            <Space wrap className="approval-panel__actions">
              {canSubmit ? (
                <Button type="primary" icon={<SendOutlined />} loading={busy === 'submit'} onClick={submit} data-testid="approval-submit">
                  {req ? t('approval.resubmit') : t('approval.submit')}
                </Button>
              ) : null}
              {isApprover ? (
                <>
                  <Button type="primary" icon={<CheckOutlined />} onClick={() => setAsking('APPROVED')} data-testid="approval-approve">
                    {t('approval.approve')}
                  </Button>
                  <Button danger icon={<CloseOutlined />} onClick={() => setAsking('REJECTED')} data-testid="approval-reject">
                    {t('approval.reject')}
                  </Button>
                  <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="approval-add-step">
                    {t('approval.addStep')}
                  </Button>
                </>
              ) : null}
              {isRequester ? (
                <Button icon={<StopOutlined />} loading={busy === 'cancel'} onClick={cancel} data-testid="approval-cancel">
                  {t('approval.cancelRequest')}
                </Button>
              ) : null}
            </Space>
          ) : null}
          {req ? <ApprovalTimeline data={approval.data ?? { request: null, decisions: [], mayAct: [] }} /> : null}
        </>
      )}
      <DecisionModal
        decision={asking}
        subject={title}
        onCancel={() => setAsking(null)}
        onOk={async (comment) => {
          await run('decide', () => decideOne(r.path, id, asking ?? 'APPROVED', comment || undefined));
          setAsking(null);
        }}
      />
      <AddStepModal
        isOpen={isAdding}
        onClose={() => setAdding(false)}
        onAdd={async (body) => {
          await run('add', () => api.post(`${r.path}/${id}/approve-add-flow`, body));
          setAdding(false);
        }}
        modeLabel={(m) => (approvalStep.columnByName.get('mode')?.def as EnumField | undefined)?.options?.[m]?.label[lang] ?? m}
      />
    </Card>
  );
}

type AddBody = { name: string; name_en?: string; approver_ids: number[]; mode: 'ANY' | 'ALL' };

/** A step after the current one, for this request only: its name, its people (the account picker), any or all. */
function AddStepModal({
  isOpen,
  onClose,
  onAdd,
  modeLabel,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdd: (b: AddBody) => Promise<void>;
  modeLabel: (m: string) => string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddBody>();
  const [isBusy, setBusy] = useState(false);
  return (
    <Modal
      open={isOpen}
      title={t('approval.addStepTitle')}
      okText={t('approval.addStep')}
      okButtonProps={{ loading: isBusy, 'data-testid': 'add-step-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        let values: AddBody;
        try {
          values = await form.validateFields();
        } catch {
          return;
        }
        setBusy(true);
        try {
          await onAdd({ name: values.name.trim(), ...(values.name_en?.trim() ? { name_en: values.name_en.trim() } : {}), approver_ids: values.approver_ids.map(Number), mode: values.mode });
        } catch {
          // the client showed the server's message; keep the modal
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph type="secondary">{t('approval.addStepHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ mode: 'ANY', approver_ids: [] }} data-testid="add-step-form">
        <Form.Item name="name" label={t('approval.stepName')} rules={[{ required: true, whitespace: true, message: t('approval.stepNameRequired') }]}>
          <Input maxLength={200} aria-label={t('approval.stepName')} />
        </Form.Item>
        <Form.Item name="name_en" label={t('approval.stepNameEn')} extra={t('approval.stepNameEnHint')}>
          <Input maxLength={200} aria-label={t('approval.stepNameEn')} />
        </Form.Item>
        <Form.Item
          name="approver_ids"
          label={t('approval.approvers')}
          rules={[{ required: true, type: 'array', min: 1, message: t('approval.approversRequired') }]}
        >
          <RefSelect target="account" isMultiple aria-label={t('approval.approvers')} />
        </Form.Item>
        <Form.Item name="mode" label={t('approval.needs')}>
          <Radio.Group options={(['ANY', 'ALL'] as const).map((m) => ({ value: m, label: modeLabel(m) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The recruitment page's dialogs (RecruitmentPage.tsx), loaded when first opened (issue 35): the
 * referral form (antd Form, TextArea) and a position's details (Descriptions).
 */
import { formatDate } from '@portal/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { named, type Position, useLang, where } from './recruitCommon';

type ReferValues = { full_name: string; phone: string; email?: string; note?: string };

export function ReferModal({ position, onClose }: { position: Pick<Position, 'id' | 'title'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<ReferValues>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!position) return;
    let v: ReferValues;
    try {
      v = await form.validateFields();
    } catch {
      // The form shows what is missing.
      return;
    }
    setBusy(true);
    try {
      await api.post('candidate/refer', {
        recruitment_id: position.id,
        full_name: v.full_name.trim(),
        phone: v.phone.trim(),
        email: v.email?.trim() || null,
        note: v.note?.trim() || null,
      });
      form.resetFields();
      onClose();
      await qc.invalidateQueries({ queryKey: ['candidate'] });
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!position}
      title={position ? t('recruit.referTitle', { title: position.title }) : ''}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('recruit.sendReferral')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'recruit-refer-send' } as unknown as ButtonProps}
    >
      <Typography.Paragraph type="secondary">{t('recruit.referHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark="optional" data-testid="recruit-refer-form">
        <Form.Item
          name="full_name"
          label={t('recruit.fullName')}
          rules={[{ required: true, whitespace: true, message: t('recruit.fullNameRequired') }, { max: 100 }]}
        >
          <Input autoComplete="off" data-testid="recruit-refer-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('recruit.phone')}
          rules={[
            { required: true, message: t('recruit.phoneRequired') },
            { pattern: /^[0-9+ ().-]{8,20}$/, message: t('recruit.phoneInvalid') },
          ]}
        >
          <Input inputMode="tel" autoComplete="off" data-testid="recruit-refer-phone" />
        </Form.Item>
        <Form.Item name="email" label={t('recruit.email')} rules={[{ type: 'email', message: t('recruit.emailInvalid') }]}>
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={t('recruit.why')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A position's details, in the drawer of the open positions. */
export function PositionDetails({ position: open }: { position: Position }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('recruit.unit')}>{where(lang, open) || '—'}</Descriptions.Item>
      {open.position_name ? (
        <Descriptions.Item label={t('recruit.position')}>{named(lang, open.position_name, open.position_name_en)}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('recruit.headcount')}>
        {t('recruit.placesLeft', { n: Math.max(0, open.quantity - open.hired_count), total: open.quantity })}
      </Descriptions.Item>
      <Descriptions.Item label={t('recruit.hireBy')}>{open.deadline ? formatDate(open.deadline) : t('recruit.noDeadline')}</Descriptions.Item>
      <Descriptions.Item label={t('recruit.requirements')}>
        <span className="recruit-pre">{open.requirements || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

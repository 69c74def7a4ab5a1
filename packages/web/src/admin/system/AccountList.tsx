/** Accounts: the generic list plus the account actions (lock, unlock, open, password recovery). */
import { CheckCircleOutlined, KeyOutlined, LockOutlined, MailOutlined, UnlockOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { ResourceList } from '../ResourceList';
import type { ScreenProps } from '../routes';

export function AccountList({ resource, basePath }: ScreenProps) {
  const { t } = useTranslation();
  const { ability, user } = useSession();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = canDo(ability, 'edit', resource.subject);
  const [emailOf, setEmailOf] = useState<Row | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const saveEmail = async () => {
    if (!emailOf) return;
    const { email } = await form.validateFields();
    setSaving(true);
    try {
      await api.put(`${resource.path}/${emailOf.id}/email`, { email: email.trim() }, { quietError: true });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
      setEmailOf(null);
    } catch (e) {
      // "Email is duplicated" and format errors go on the field.
      form.setFields([{ name: 'email', errors: [(e as Error).message] }]);
    } finally {
      setSaving(false);
    }
  };
  const run = async (row: Row, action: 'lock' | 'unlock' | 'open' | 'password-recovery') => {
    try {
      await api.post(`${resource.path}/${row.id}/${action}`, {});
    } finally {
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
    }
  };
  const extra = (row: Row) => {
    if (!canEdit || row.id === user?.id) return null;
    const status = String(row.account_status ?? '');
    return (
      <>
        {status === 'BLOCKED' ? (
          <Tooltip title={t('account.unlock')}>
            <Button size="small" type="text" icon={<UnlockOutlined />} aria-label={`${t('account.unlock')} #${row.id}`} onClick={() => void run(row, 'unlock')} />
          </Tooltip>
        ) : status === 'INACTIVE' ? (
          <Tooltip title={t('account.open')}>
            <Button size="small" type="text" icon={<CheckCircleOutlined />} aria-label={`${t('account.open')} #${row.id}`} onClick={() => void run(row, 'open')} />
          </Tooltip>
        ) : (
          <Tooltip title={t('account.lock')}>
            <Button
              size="small"
              type="text"
              icon={<LockOutlined />}
              aria-label={`${t('account.lock')} #${row.id}`}
              onClick={() => modal.confirm({ title: t('account.lock'), content: t('account.lockConfirm', { name: String(row.username ?? '') }), okButtonProps: { danger: true }, onOk: () => run(row, 'lock') })}
            />
          </Tooltip>
        )}
        <Tooltip title={t('account.email')}>
          <Button
            size="small"
            type="text"
            icon={<MailOutlined />}
            aria-label={`${t('account.email')} #${row.id}`}
            onClick={() => {
              form.setFieldsValue({ email: String(row.email ?? '') });
              setEmailOf(row);
            }}
          />
        </Tooltip>
        <Tooltip title={t('account.recovery')}>
          <Button size="small" type="text" icon={<KeyOutlined />} aria-label={`${t('account.recovery')} #${row.id}`} onClick={() => void run(row, 'password-recovery')} />
        </Tooltip>
      </>
    );
  };
  return (
    <>
      <ResourceList resource={resource} basePath={basePath} extraActions={extra} />
      <Modal
        open={!!emailOf}
        title={`${t('account.email')}: ${String(emailOf?.username ?? '')}`}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={isSaving}
        onOk={() => void saveEmail()}
        onCancel={() => setEmailOf(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="email" label={t('account.companyEmail')} rules={[{ required: true, type: 'email', message: t('account.emailInvalid') }]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Roles: the generic list plus copy (under a new name) and assign to accounts. */
import { CopyOutlined, UserAddOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { ResourceList } from '../ResourceList';
import type { ScreenProps } from '../routes';
import { RefSelect } from '../RefSelect';

type Dialog = { kind: 'copy' | 'assign'; row: Row } | null;

export function RoleList({ resource, basePath }: ScreenProps) {
  const { t } = useTranslation();
  const { ability } = useSession();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ name?: string; account_ids?: number[] }>();
  const [isBusy, setBusy] = useState(false);
  const canEdit = canDo(ability, 'edit', resource.subject);
  const canAssign = canEdit && canDo(ability, 'edit', 'ACCOUNT_MANAGEMENT');
  const open = (kind: 'copy' | 'assign', row: Row) => {
    form.resetFields();
    setDialog({ kind, row });
  };
  const submit = async () => {
    if (!dialog) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (dialog.kind === 'copy') await api.post(`${resource.path}/${dialog.row.id}/copy`, v.name?.trim() ? { name: v.name.trim() } : {});
      else await api.post(`${resource.path}/${dialog.row.id}/assign`, { account_ids: v.account_ids ?? [] });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      setDialog(null);
    } catch {
      /* the server's message is shown as a toast ("Role name was existed", ...) */
    } finally {
      setBusy(false);
    }
  };
  const extra = (row: Row) =>
    canEdit ? (
      <>
        <Tooltip title={t('role.copy')}>
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={`${t('role.copy')} #${row.id}`} onClick={() => open('copy', row)} />
        </Tooltip>
        {canAssign ? (
          <Tooltip title={t('role.assign')}>
            <Button size="small" type="text" icon={<UserAddOutlined />} aria-label={`${t('role.assign')} #${row.id}`} onClick={() => open('assign', row)} />
          </Tooltip>
        ) : null}
      </>
    ) : null;
  return (
    <>
      <ResourceList resource={resource} basePath={basePath} extraActions={extra} />
      <Modal
        open={!!dialog}
        title={dialog ? `${dialog.kind === 'copy' ? t('role.copy') : t('role.assign')}: ${String(dialog.row.name ?? '')}` : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={isBusy}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          {dialog?.kind === 'copy' ? (
            <Form.Item name="name" label={t('role.newName')} extra={t('role.newNameHint')} rules={[{ max: 100 }]}>
              <Input autoFocus />
            </Form.Item>
          ) : (
            <Form.Item name="account_ids" label={t('role.accounts')} rules={[{ required: true, message: t('role.accountsRequired') }]}>
              <RefSelect target="account" isMultiple />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}

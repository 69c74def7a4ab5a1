/** Accounts: the generic list plus the account actions (lock, unlock, open, password recovery). */
import { KeyOutlined, LockOutlined, UnlockOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
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
        <Tooltip title={t('account.recovery')}>
          <Button size="small" type="text" icon={<KeyOutlined />} aria-label={`${t('account.recovery')} #${row.id}`} onClick={() => void run(row, 'password-recovery')} />
        </Tooltip>
      </>
    );
  };
  return <ResourceList resource={resource} basePath={basePath} extraActions={extra} />;
}

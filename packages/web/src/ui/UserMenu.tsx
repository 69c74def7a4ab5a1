import { DashboardOutlined, GlobalOutlined, IdcardOutlined, LaptopOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { canDo, SUBJECTS } from '@portal/domain/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/actions';
import { useSession } from '../auth/session';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts.at(-2)?.[0] ?? '') + (parts.at(-1)?.[0] ?? '')).toUpperCase() || '?';
}

/** Avatar with the user's name; links to the other side (portal/admin) and signs out. */
export function UserMenu({ side }: { side: 'portal' | 'admin' }) {
  const { t } = useTranslation();
  const { user, ability } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = SUBJECTS.some((s) => canDo(ability, 'view', s));
  const items: MenuProps['items'] = [
    { key: 'who', label: <span className="user-menu__who">{user?.email ?? user?.username}</span>, disabled: true, icon: <UserOutlined /> },
    { type: 'divider' },
    { key: 'profile', label: t('hr.myProfile'), icon: <IdcardOutlined />, onClick: () => navigate('/my-profile') },
    { key: 'devices', label: t('devices.title'), icon: <LaptopOutlined />, onClick: () => navigate('/account/devices') },
    { key: 'two-factor', label: t('twofa.title'), icon: <SafetyCertificateOutlined />, onClick: () => navigate('/account/two-factor') },
    side === 'portal'
      ? isAdmin
        ? { key: 'admin', label: t('user.adminConsole'), icon: <DashboardOutlined />, onClick: () => navigate('/admin') }
        : null
      : { key: 'portal', label: t('user.portal'), icon: <GlobalOutlined />, onClick: () => navigate('/') },
    {
      key: 'logout',
      danger: true,
      label: t('user.signOut'),
      icon: <LogoutOutlined />,
      onClick: async () => {
        await signOut(queryClient);
        navigate('/login', { replace: true });
      },
    },
  ];
  const name = user?.full_name || user?.username || '';
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu" aria-label={t('user.menu')} data-testid="user-menu">
        {/* Plain markup, not antd's Avatar: that one measures its text on mount (a forced layout of
            the whole page in the first render, about 0.2 s on a slow phone) to scale it down. */}
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="user-menu__name">{name}</span>
      </button>
    </Dropdown>
  );
}

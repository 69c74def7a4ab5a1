/**
 * My devices (issue 12), reached from the user menu: GET /auth/sessions (my live sessions, this one
 * flagged), DELETE /auth/sessions/:id ends one (its refresh token stops working at once).
 * Two-factor sign-in is in AccountSecurity.tsx.
 */
import { DesktopOutlined, LaptopOutlined, MobileOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { PageFrame } from '../../ui/PageFrame';
import './devices.css';

type SessionRow = { id: number; device_name?: string | null; ip?: string | null; user_agent?: string | null; created_date: string; last_used_date?: string | null; expires_at: string; is_current: boolean };

const when = (v: string | null | undefined) => (v ? formatDate(v, 'DD/MM/YYYY HH:mm') : '—');

/** A short, readable name of a browser and system from its user agent. */
export function deviceLabel(ua: string | null | undefined): { name: string; isPhone: boolean } {
  if (!ua) return { name: '', isPhone: false };
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\//.test(ua) ? 'Opera' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  const name = [browser, os].filter(Boolean).join(' · ');
  return { name: name || ua.slice(0, 60), isPhone: /Mobile|Android|iPhone/.test(ua) };
}

export function DevicesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const sessions = useQuery({ queryKey: ['me', 'sessions'], queryFn: () => api.get<SessionRow[]>('/api/v1/auth/sessions') });
  const revoke = useMutation({
    mutationFn: (id: number) => api.del(`/api/v1/auth/sessions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['me', 'sessions'] }),
  });
  return (
    <PageFrame title={t('devices.title')} crumbs={[{ label: t('account.security') }, { label: t('devices.title') }]} intro={t('devices.intro')}>
      <Card className="content-card" data-testid="devices">
        {sessions.isLoading ? <Skeleton active /> : null}
        {sessions.data && sessions.data.length === 0 ? <Empty /> : null}
        {sessions.data ? (
          // A plain list with antd List's look: antd's List brings its pagination (issue 35).
          <ul className="devices">
            {sessions.data.map((s) => {
              const d = deviceLabel(s.user_agent);
              const name = s.device_name || d.name || t('devices.unknown');
              return (
                <li key={s.id} className="devices__item" data-testid="device-row">
                  <span className="devices__icon">{d.isPhone ? <MobileOutlined /> : s.user_agent ? <LaptopOutlined /> : <DesktopOutlined />}</span>
                  <div className="devices__main">
                    <div className="devices__name">{name}</div>
                    <Space wrap size={[16, 0]} className="devices__meta">
                      {s.ip ? <span>{t('devices.ip', { ip: s.ip })}</span> : null}
                      <span>{t('devices.signedIn', { when: when(s.created_date) })}</span>
                      <span>{t('devices.lastUsed', { when: when(s.last_used_date ?? s.created_date) })}</span>
                    </Space>
                  </div>
                  <div className="devices__action">
                    {s.is_current ? (
                      <Tag color="green">{t('devices.current')}</Tag>
                    ) : (
                      <Popconfirm title={t('devices.revokeConfirm')} okText={t('devices.revoke')} cancelText={t('common.cancel')} onConfirm={() => revoke.mutateAsync(s.id)}>
                        <Button danger size="small" loading={revoke.isPending && revoke.variables === s.id} data-testid="device-revoke">
                          {t('devices.revoke')}
                        </Button>
                      </Popconfirm>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Card>
    </PageFrame>
  );
}

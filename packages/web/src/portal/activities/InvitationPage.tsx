/**
 * The page an external guest reaches from the invitation mail (/invitation?token=...): the activity
 * (title, place, dates) and an accept button. Public, like the sign-in page: the one-time token is
 * the guest's only key (GET /internal-activity-invitation, POST .../accept).
 */
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client';
import { BrandLogo } from '../../ui/BrandLogo';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { localized, logoUrl, usePortalSettings } from '../usePortalData';
import './invitationI18n';

type Invitation = { email: string; full_name: string | null; invite_status: string; title: string; title_en: string | null; location: string | null; start_date: string; end_date: string; is_open: boolean };

export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const settings = usePortalSettings();
  const site = localized(settings.data?.title, lang) || t('portal.title');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setDone] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    retry: false,
    queryFn: () => api.get<Invitation>('/api/v1/internal-activity-invitation', { token }, { quietError: true }),
  });
  const inv = invitation.data;
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/v1/internal-activity-invitation/accept', { token }, { quietError: true, quietSuccess: true });
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('invite.failed'));
    } finally {
      setBusy(false);
    }
  };
  let body: React.ReactNode;
  if (token === '' || invitation.isError) body = <Result status="warning" title={t('invite.invalid')} subTitle={t('invite.invalidHint')} />;
  else if (!inv) body = <Spin />;
  else if (isDone) body = <Result status="success" title={t('invite.thanks')} subTitle={t('invite.thanksHint', { email: inv.email })} />;
  else
    body = (
      <div data-testid="invitation">
        <p className="login__hint">{t('invite.greeting', { name: inv.full_name || inv.email })}</p>
        <h2 style={{ margin: '8px 0 12px' }}>{(lang === 'en' && inv.title_en) || inv.title}</h2>
        <p>
          <CalendarOutlined /> {formatDate(inv.start_date, 'DD/MM/YYYY HH:mm')} – {formatDate(inv.end_date, 'DD/MM/YYYY HH:mm')}
        </p>
        {inv.location ? (
          <p>
            <EnvironmentOutlined /> {inv.location}
          </p>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} className="login__error" role="alert" /> : null}
        {inv.is_open ? (
          <Button type="primary" size="large" block loading={isBusy} onClick={() => void accept()}>
            {t('invite.accept')}
          </Button>
        ) : (
          <Alert type="warning" showIcon title={t('invite.closed')} />
        )}
      </div>
    );
  return (
    <div className="login">
      <aside className="login__art" aria-hidden="true">
        <div className="login__art-inner">
          <BrandLogo title={site} inverse />
          <h2>{t('invite.tagline')}</h2>
        </div>
      </aside>
      <main className="login__panel">
        <div className="login__lang">
          <LanguageSwitch size="small" />
        </div>
        <div className="login__card">
          <BrandLogo title={site} src={logoUrl(settings.data, 'LOGO_LOGIN')} />
          <h1>{t('invite.title')}</h1>
          {body}
        </div>
      </main>
    </div>
  );
}

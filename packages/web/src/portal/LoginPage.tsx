import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { signIn, verifySecondFactor } from '../auth/actions';
import { useSession } from '../auth/session';
import { BrandLogo } from '../ui/BrandLogo';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { localized, logoUrl, usePortalSettings } from './usePortalData';

/** Only same-site paths are followed after sign-in (no open redirect). */
const safeRedirect = (v: string | null) => (v?.startsWith('/') && !v.startsWith('//') ? v : '/');

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { accessToken } = useSession();
  const settings = usePortalSettings();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Set when the account signs in with two factors: the second step asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const title = localized(settings.data?.title, lang) || t('portal.title');
  if (accessToken) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  const onFinish = async (v: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await signIn(v.username, v.password);
      if ('challengeToken' in r) setChallenge(r.challengeToken);
      else navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onCode = async (v: { code: string }) => {
    if (!challenge) return;
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(challenge, v.code.trim());
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="login">
      <aside className="login__art" aria-hidden="true">
        <div className="login__art-inner">
          <BrandLogo title={title} inverse />
          <h2>{t('login.tagline')}</h2>
          <p>{t('login.taglineText')}</p>
        </div>
      </aside>
      <main className="login__panel">
        <div className="login__lang">
          <LanguageSwitch size="small" />
        </div>
        <div className="login__card">
          <BrandLogo title={title} src={logoUrl(settings.data, 'LOGO_LOGIN')} />
          <h1>{t('login.title')}</h1>
          <p className="login__hint">{t('login.subtitle')}</p>
          {error ? <Alert type="error" showIcon title={error} className="login__error" role="alert" /> : null}
          {challenge ? (
            <Form layout="vertical" onFinish={onCode} requiredMark={false} size="large" key="code">
              <p className="login__hint">{t('login.twoFactorHint')}</p>
              <Form.Item label={t('login.code')} name="code" rules={[{ required: true, message: t('login.codeRequired') }]}>
                <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" autoFocus maxLength={20} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isBusy}>
                {t('login.verify')}
              </Button>
              <Button
                type="link"
                block
                onClick={() => {
                  setChallenge(null);
                  setError(null);
                }}
              >
                {t('login.back')}
              </Button>
            </Form>
          ) : (
            <Form layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
              <Form.Item label={t('login.username')} name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
                <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item label={t('login.password')} name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
              </Form.Item>
              <p className="login__forgot">
                <Link to="/forgot-password" data-testid="forgot-link">
                  {t('login.forgot')}
                </Link>
              </p>
              <Button type="primary" htmlType="submit" block loading={isBusy}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
        </div>
        <p className="login__foot">© {new Date().getFullYear()} THACO</p>
      </main>
    </div>
  );
}

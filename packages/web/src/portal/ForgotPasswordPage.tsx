/**
 * Forgot password (issue 12): ask for a code by user name or email (POST /forget-password: the
 * answer is the same whether the account exists), then set a new password with the mailed code
 * (POST /user/reset-password; every session of the account ends). Public, like the sign-in page.
 */
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, api } from '../api/client';
import { BrandLogo } from '../ui/BrandLogo';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { localized, logoUrl, usePortalSettings } from './usePortalData';
import './forgotI18n';

type Step = 'ask' | 'reset' | 'done';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const settings = usePortalSettings();
  const title = localized(settings.data?.title, lang) || t('portal.title');
  const [step, setStep] = useState<Step>('ask');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const fail = (e: unknown) => {
    if (e instanceof ApiError) {
      setError(e.message);
      const fields = e.errors.filter((x) => x.field === 'password' || x.field === 'token');
      if (fields.length > 0) form.setFields(fields.map((x) => ({ name: x.field === 'token' ? 'code' : 'password', errors: [x.message] })));
    } else setError(t('login.failed'));
  };
  const onAsk = async (v: { username: string }) => {
    setBusy(true);
    setError(null);
    try {
      const key = v.username.trim();
      await api.post('/api/v1/forget-password', key.includes('@') ? { email: key } : { username: key }, { quietError: true, quietSuccess: true });
      setSent(t('forgot.sent'));
      setStep('reset');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const onReset = async (v: { code: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/v1/user/reset-password', { token: v.code.trim(), password: v.password }, { quietError: true, quietSuccess: true });
      setStep('done');
    } catch (e) {
      fail(e);
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
        <div className="login__card" data-testid="forgot-password">
          <BrandLogo title={title} src={logoUrl(settings.data, 'LOGO_LOGIN')} />
          <h1>{t('forgot.title')}</h1>
          {error ? <Alert type="error" showIcon title={error} className="login__error" role="alert" /> : null}
          {step === 'ask' ? (
            <Form layout="vertical" onFinish={onAsk} requiredMark={false} size="large" key="ask">
              <p className="login__hint">{t('forgot.askHint')}</p>
              <Form.Item label={t('forgot.account')} name="username" rules={[{ required: true, whitespace: true, message: t('forgot.accountRequired') }]}>
                <Input prefix={<MailOutlined />} autoComplete="username" autoFocus maxLength={255} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isBusy}>
                {t('forgot.send')}
              </Button>
              <Button type="link" block onClick={() => setStep('reset')}>
                {t('forgot.haveCode')}
              </Button>
            </Form>
          ) : null}
          {step === 'reset' ? (
            <Form form={form} layout="vertical" onFinish={onReset} requiredMark={false} size="large" key="reset">
              {sent ? <Alert type="success" showIcon title={sent} className="login__error" data-testid="forgot-sent" /> : <p className="login__hint">{t('forgot.resetHint')}</p>}
              <Form.Item label={t('forgot.code')} name="code" rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
                <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" autoFocus maxLength={200} />
              </Form.Item>
              <Form.Item label={t('forgot.newPassword')} name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label={t('forgot.confirmPassword')}
                name="confirm"
                dependencies={['password']}
                rules={[
                  { required: true, message: t('login.passwordRequired') },
                  ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('forgot.mismatch')))) }),
                ]}
              >
                <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isBusy}>
                {t('forgot.reset')}
              </Button>
              <Button
                type="link"
                block
                onClick={() => {
                  setStep('ask');
                  setError(null);
                }}
              >
                {t('forgot.sendAgain')}
              </Button>
            </Form>
          ) : null}
          {step === 'done' ? (
            <Result
              status="success"
              title={t('forgot.doneTitle')}
              subTitle={t('forgot.doneText')}
              extra={
                <Button type="primary" size="large" onClick={() => navigate('/login')} data-testid="forgot-to-login">
                  {t('login.submit')}
                </Button>
              }
            />
          ) : null}
          {step !== 'done' ? (
            <p className="login__alt">
              <Link to="/login">{t('forgot.backToLogin')}</Link>
            </p>
          ) : null}
        </div>
        <p className="login__foot">© {new Date().getFullYear()} THACO</p>
      </main>
    </div>
  );
}

/**
 * Two-factor sign-in (issue 12), reached from the user menu (my devices: DevicesPage.tsx).
 * - Two-factor: GET /auth/2fa (status), POST /auth/2fa/setup (secret and otpauth address),
 *   POST /auth/2fa/enable with a code from the app (ten recovery codes, shown once), and
 *   POST /auth/2fa/disable. The password is asked when the sign-in is older than a few minutes.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Skeleton, Space, Steps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client';
import { type SessionUser, setSession } from '../../auth/session';
import { PageFrame } from '../../ui/PageFrame';

// The secret to copy and the recovery codes (antd's Typography and Result) load when reached: the
// download starts with the click that leads there (issue 35).
const loadParts = () => import('./TwoFactorParts');
const TwoFactorSecret = lazy(() => loadParts().then((m) => ({ default: m.TwoFactorSecret })));
const RecoveryCodes = lazy(() => loadParts().then((m) => ({ default: m.RecoveryCodes })));

type TwoFactorStatus = { is_enabled: boolean; is_required: boolean; recovery_codes_left: number };
type Setup = { secret: string; otpauth_url: string };

/** Field errors of a refused call back on the form (the password when the sign-in is too old). */
function useFail(form: ReturnType<typeof Form.useForm>[0], setError: (m: string | null) => void) {
  return (e: unknown) => {
    if (!(e instanceof ApiError)) return setError(String(e));
    setError(e.message);
    const known = e.errors.filter((x) => x.field === 'password' || x.field === 'code');
    if (known.length > 0) form.setFields(known.map((x) => ({ name: x.field, errors: [x.message] })));
  };
}

export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const status = useQuery({ queryKey: ['me', '2fa'], queryFn: () => api.get<TwoFactorStatus>('/api/v1/auth/2fa') });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const fail = useFail(form, setError);
  const password = (): { password?: string } => {
    const pw = form.getFieldValue('password') as string | undefined;
    return pw ? { password: pw } : {};
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const start = () => {
    void loadParts().catch(() => undefined);
    return run(async () => setSetup(await api.post<Setup>('/api/v1/auth/2fa/setup', password(), { quietError: true })));
  };
  const enable = (v: { code: string }) =>
    run(async () => {
      const r = await api.post<{ recovery_codes: string[] }>('/api/v1/auth/2fa/enable', { code: v.code.trim(), ...password() }, { quietError: true });
      setCodes(r.recovery_codes);
      setSetup(null);
      form.resetFields();
      // The server now grants the roles' rights: take the refreshed user (and ability list) so the
      // rest of the portal opens without signing in again.
      setSession({ user: await api.get<SessionUser>('/api/v1/user/me') });
      await qc.invalidateQueries();
    });
  const disable = () =>
    run(async () => {
      await api.post('/api/v1/auth/2fa/disable', password(), { quietError: true });
      form.resetFields();
      setCodes(null);
      await qc.invalidateQueries({ queryKey: ['me', '2fa'] });
    });
  const s = status.data;
  const passwordField = (
    <Form.Item label={t('twofa.password')} name="password" extra={t('twofa.passwordHint')}>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
  return (
    <PageFrame title={t('twofa.title')} crumbs={[{ label: t('account.security') }, { label: t('twofa.title') }]} intro={t('twofa.intro')}>
      <Card className="content-card two-factor" data-testid="two-factor">
        {status.isLoading ? <Skeleton active /> : null}
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        {codes ? (
          <Suspense fallback={<Skeleton active />}>
            <RecoveryCodes codes={codes} onContinue={() => navigate('/')} />
          </Suspense>
        ) : null}
        {s && !codes && s.is_enabled ? (
          <Form form={form} layout="vertical" onFinish={disable} style={{ maxWidth: 420 }}>
            <Alert type="success" showIcon icon={<SafetyCertificateOutlined />} title={t('twofa.isOn')} description={t('twofa.codesLeft', { count: s.recovery_codes_left })} style={{ marginBottom: 16 }} data-testid="twofa-on" />
            {s.is_required ? (
              <Alert type="info" showIcon title={t('twofa.required')} />
            ) : (
              <>
                {passwordField}
                <Popconfirm title={t('twofa.disableConfirm')} okText={t('twofa.disable')} cancelText={t('common.cancel')} onConfirm={() => form.submit()}>
                  <Button danger loading={isBusy}>
                    {t('twofa.disable')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Form>
        ) : null}
        {s && !codes && !s.is_enabled ? (
          <Form form={form} layout="vertical" onFinish={setup ? enable : start} style={{ maxWidth: 520 }}>
            <Steps
              size="small"
              current={setup ? 1 : 0}
              items={[{ title: t('twofa.step1') }, { title: t('twofa.step2') }, { title: t('twofa.step3') }]}
              style={{ marginBottom: 24 }}
            />
            {s.is_required ? <Alert type="warning" showIcon title={t('twofa.requiredSetup')} style={{ marginBottom: 16 }} /> : null}
            {!setup ? (
              <>
                <p>{t('twofa.offText')}</p>
                {passwordField}
                <Button type="primary" htmlType="submit" loading={isBusy} data-testid="twofa-start">
                  {t('twofa.start')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('twofa.scanText')}</p>
                <div className="two-factor__secret">
                  <Suspense fallback={<code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>}>
                    <TwoFactorSecret secret={setup.secret} />
                  </Suspense>
                  <a href={setup.otpauth_url}>{t('twofa.openApp')}</a>
                </div>
                <Form.Item label={t('twofa.code')} name="code" rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('twofa.codeRule') }]}>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 200 }} autoFocus data-testid="twofa-code" />
                </Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={isBusy} data-testid="twofa-enable">
                    {t('twofa.enable')}
                  </Button>
                  <Button onClick={() => setSetup(null)}>{t('common.cancel')}</Button>
                </Space>
              </>
            )}
          </Form>
        ) : null}
      </Card>
    </PageFrame>
  );
}

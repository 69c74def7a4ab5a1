/**
 * The two-factor page's later screens (AccountSecurity.tsx): the secret to copy once the set-up has
 * started and the recovery codes once it is on (antd's Typography and Result), loaded when reached
 * (issue 35, docs/performance.md "Inner pages to 330 KB, part 4").
 */
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function TwoFactorSecret({ secret }: { secret: string }) {
  return (
    <Typography.Text code copyable={{ text: secret }} data-testid="twofa-secret">
      {secret.replace(/(.{4})/g, '$1 ').trim()}
    </Typography.Text>
  );
}

export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('twofa.enabled')}
      subTitle={t('twofa.codesHint')}
      extra={
        <>
          <div className="two-factor__codes" data-testid="recovery-codes">
            {codes.map((c) => (
              <Typography.Text key={c} code copyable>
                {c}
              </Typography.Text>
            ))}
          </div>
          <Button type="primary" className="two-factor__continue" onClick={onContinue} data-testid="twofa-continue">
            {t('twofa.continue')}
          </Button>
        </>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Page Not Found" with a back-to-home action (spec §2, §8). */
export function NotFound({ home = '/' }: { home?: string }) {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <Result
        status="404"
        title={<h1 id="not-found-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Link to={home}>
            <Button type="primary" size="large">
              {t('notFound.backHome')}
            </Button>
          </Link>
        }
      />
    </section>
  );
}

/** "403": a screen the signed-in user has no right to (the server refuses it anyway). */
export function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('error.forbidden')} />;
}

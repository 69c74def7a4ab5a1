/** A ticket's page when there is no such ticket (or the caller may not see it): antd's 404 result, loaded only then. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './servicesI18n';

export function TicketNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('tickets.notFound')}
      extra={
        <Link to="/administrative#my-tickets">
          <Button icon={<ArrowLeftOutlined />}>{t('tickets.back')}</Button>
        </Link>
      }
    />
  );
}

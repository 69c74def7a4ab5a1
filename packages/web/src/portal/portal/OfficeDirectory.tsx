import { EnvironmentOutlined, GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { office } from '@portal/domain/resources/portal/office';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type ListData } from '../../api/client';
import { EmptyRegion } from '../../ui/PageFrame';

/** Office type labels and colours, as declared with the office resource. */
const typeDef = office.columnByName.get('type')?.def;
const OFFICE_TYPES = typeDef?.kind === 'enum' ? typeDef.options : undefined;

type Office = { id: number; type: string; name: string; name_en?: string | null; address: string; address_en?: string | null; province?: string | null; email?: string | null; hotline?: string | null; website?: string | null };

/** Head offices and branches from /office. */
export function OfficeDirectory() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const q = useQuery({ queryKey: ['office', 'directory'], queryFn: () => api.get<ListData<Office>>('office', { limit: 50 }, { quietError: true }) });
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className="section-title">
        {t('portal.offices')}
      </h2>
      {q.isLoading ? (
        <Skeleton active />
      ) : !q.data || q.data.items.length === 0 ? (
        <Card className="content-card">
          <EmptyRegion description={t('empty.offices')} />
        </Card>
      ) : (
        <Row gutter={[20, 20]}>
          {q.data.items.map((o) => (
            <Col key={o.id} xs={24} md={12} xl={8}>
              <Card className="office-card" title={lang === 'en' && o.name_en ? o.name_en : o.name} extra={<Tag color={OFFICE_TYPES?.[o.type]?.color ?? 'blue'}>{OFFICE_TYPES?.[o.type]?.label[lang] ?? o.type}</Tag>}>
                <p className="office-card__line">
                  <EnvironmentOutlined /> {lang === 'en' && o.address_en ? o.address_en : o.address}
                </p>
                {o.hotline ? (
                  <p className="office-card__line">
                    <PhoneOutlined /> <a href={`tel:${o.hotline.replace(/\s/g, '')}`}>{o.hotline}</a>
                  </p>
                ) : null}
                {o.email ? (
                  <p className="office-card__line">
                    <MailOutlined /> <a href={`mailto:${o.email}`}>{o.email}</a>
                  </p>
                ) : null}
                {o.website ? (
                  <p className="office-card__line">
                    <GlobalOutlined /> <a href={o.website} target="_blank" rel="noreferrer">{o.website.replace(/^https?:\/\//, '')}</a>
                  </p>
                ) : null}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

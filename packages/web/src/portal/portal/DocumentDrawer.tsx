/** A document's detail with its attachments to download: the drawer of DocumentsPage.tsx, loaded when a document is opened. */
import { DownloadOutlined, LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { type Doc, type Media, nameOf, type Options } from './documentTypes';
import { day, fileUrl, txt, useLang } from './useReleased';

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export function DocumentDrawer({ id, options, onClose, isPhone }: { id: number | null; options?: Options; onClose: () => void; isPhone: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const doc = useQuery({
    queryKey: ['portal', 'document', id],
    queryFn: ({ signal }) => api.get<Doc>(`/api/v1/document/${id}`, undefined, { quietError: true, signal }),
    enabled: !!id,
    retry: false,
  });
  const files = useQuery({
    queryKey: ['portal', 'document-files', id, doc.data?.attachments],
    queryFn: ({ signal }) => Promise.all((doc.data?.attachments ?? []).map((m) => api.get<Media>(`/api/v1/media/${m}`, undefined, { quietError: true, signal }))),
    enabled: !!doc.data && (doc.data.attachments ?? []).length > 0,
  });
  const d = doc.data;
  return (
    <Drawer open={!!id} onClose={onClose} size={isPhone ? '100%' : 640} title={d ? d.code : t('docs.detail')} destroyOnHidden data-testid="doc-detail">
      {doc.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {doc.isError ? <Alert type="warning" showIcon title={t('docs.notFound')} /> : null}
      {d ? (
        <div className="docs__detail">
          <h2 className="docs__detail-title">{txt(d, 'title', lang)}</h2>
          <Space wrap size={[6, 6]}>
            <Tag color="blue">{nameOf(options?.types, d.type_id, lang)}</Tag>
            <Tag>{nameOf(options?.realms, d.realm_id, lang)}</Tag>
            {d.doc_status_id ? <Tag color="geekblue">{nameOf(options?.statuses, d.doc_status_id, lang)}</Tag> : null}
            {d.access_scope === 'LIMITED' ? (
              <Tag color="orange" icon={<LockOutlined />}>
                {t('docs.limited')}
              </Tag>
            ) : (
              <Tag color="green">{t('docs.public')}</Tag>
            )}
          </Space>
          {txt(d, 'summary', lang) ? <p className="docs__detail-summary">{txt(d, 'summary', lang)}</p> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('docs.code')}>{d.code}</Descriptions.Item>
            <Descriptions.Item label={t('docs.unit')}>{nameOf(options?.units, d.issuing_unit_id, lang) || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.signer')}>{d.signer || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.issuedDate')}>{day(d.issued_date)}</Descriptions.Item>
            <Descriptions.Item label={t('docs.effectiveDate')}>{d.effective_date ? day(d.effective_date) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('docs.expiryDate')}>{d.expiry_date ? day(d.expiry_date) : '—'}</Descriptions.Item>
          </Descriptions>
          <h3 className="docs__files-title">{t('docs.attachments')}</h3>
          {(d.attachments ?? []).length === 0 ? (
            <p className="content-meta">{t('docs.noAttachments')}</p>
          ) : files.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <ul className="docs__files" data-testid="doc-files">
              {(d.attachments ?? []).map((m, i) => {
                const f = files.data?.[i];
                return (
                  <li key={m}>
                    <PaperClipOutlined aria-hidden />
                    <span className="docs__file-name">{f?.file_name ?? t('docs.file', { n: i + 1 })}</span>
                    {f ? <span className="content-meta">{kb(f.size)}</span> : null}
                    <Button size="small" icon={<DownloadOutlined />} href={fileUrl(m) ?? undefined} download={f?.file_name ?? true}>
                      {t('docs.download')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}

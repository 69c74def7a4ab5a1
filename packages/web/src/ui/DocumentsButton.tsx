/**
 * A record's declared documents (`documents`, GET /<path>/{id}/document/<name>) in the interface's
 * language: one button when the resource declares one, a "Documents" menu otherwise. Downloads go
 * through the API client (bearer token, blob, the server's file name).
 */
import { FileExcelOutlined, FileWordOutlined, FileTextOutlined } from '@ant-design/icons';
import type { Resource } from '@portal/domain/resource';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/client';

const iconOf = (kind: 'docx' | 'xlsx') => (kind === 'docx' ? <FileWordOutlined /> : <FileExcelOutlined />);

export function DocumentsButton({ resource: r, id, size }: { resource: Resource; id: number; size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [isBusy, setBusy] = useState(false);
  const docs = r.documents ?? [];
  if (docs.length === 0) return null;
  const run = async (name: string) => {
    const d = docs.find((x) => x.name === name);
    if (!d) return;
    setBusy(true);
    try {
      await download(`/api/v1/${r.path}/${id}/document/${d.name}`, { lang }, `${d.name}.${d.kind}`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const [only] = docs;
  if (docs.length === 1 && only)
    return (
      <Button icon={iconOf(only.kind)} size={size} loading={isBusy} onClick={() => void run(only.name)} data-testid={`document-${only.name}`}>
        {only.label[lang]}
      </Button>
    );
  return (
    <Dropdown menu={{ items: docs.map((d) => ({ key: d.name, icon: iconOf(d.kind), label: d.label[lang] })), onClick: ({ key }) => void run(key) }}>
      <Button icon={<FileTextOutlined />} size={size} loading={isBusy} data-testid="documents">
        {t('common.documents')}
      </Button>
    </Dropdown>
  );
}

/**
 * Downloads a staff member's profile as .docx (the staff file's declared document, /staff/{id}/document/profile) in the interface's
 * language, through the API client (bearer token, blob, saved under the server's file name).
 */
import { FileWordOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/client';

export function StaffProfileButton({ id, size }: { id: number; size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download(`/api/v1/staff/${id}/document/profile`, { lang: i18n.language === 'en' ? 'en' : 'vi' }, 'profile.docx');
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileWordOutlined />} size={size} loading={isBusy} onClick={() => void run()} data-testid="staff-profile-docx">
      {t('hr.downloadProfile')}
    </Button>
  );
}

import type { Lang } from '@portal/domain/enums';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../i18n';

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Lang>
      size={size}
      aria-label={t('common.language')}
      value={i18n.language === 'en' ? 'en' : 'vi'}
      onChange={(v) => void setLang(v)}
      options={[
        { label: 'VI', value: 'vi', title: 'Tiếng Việt' },
        { label: 'EN', value: 'en', title: 'English' },
      ]}
    />
  );
}

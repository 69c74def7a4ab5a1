import { ArrowUpOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Scroll-to-top (spec §9 default layout: on). */
export function ScrollTop({ target }: { target?: () => HTMLElement | Window }) {
  const { t } = useTranslation();
  return <FloatButton.BackTop icon={<ArrowUpOutlined />} aria-label={t('common.scrollTop')} tooltip={t('common.scrollTop')} target={target} visibilityHeight={300} />;
}

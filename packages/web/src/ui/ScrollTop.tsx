import { ArrowUpOutlined } from '@ant-design/icons';
import type { BackTopProps } from 'antd/es/float-button';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const VISIBILITY_HEIGHT = 300;

// The floating button's code loads the first time the page is scrolled far enough to show it, so
// it is not part of the first load (issue 12). If it cannot load, there is simply no button.
const BackTop = lazy<ComponentType<BackTopProps>>(() =>
  import('antd/es/float-button').then(
    (m) => ({ default: m.default.BackTop }),
    () => ({ default: () => null }),
  ),
);

/** Scroll-to-top (spec §9 default layout: on). */
export function ScrollTop({ target }: { target?: () => HTMLElement | Window }) {
  const { t } = useTranslation();
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    if (isNeeded) return;
    const el = target?.() ?? window;
    const check = () => {
      if ((el instanceof Window ? el.scrollY : el.scrollTop) > VISIBILITY_HEIGHT) setNeeded(true);
    };
    check();
    el.addEventListener('scroll', check, { passive: true });
    return () => el.removeEventListener('scroll', check);
  }, [isNeeded, target]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <BackTop icon={<ArrowUpOutlined />} aria-label={t('common.scrollTop')} tooltip={t('common.scrollTop')} target={target} visibilityHeight={VISIBILITY_HEIGHT} />
    </Suspense>
  );
}

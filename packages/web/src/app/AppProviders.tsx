import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/en';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, setSignedOutHandler } from '../api/client';
import { bindToasts } from '../api/toast';
import { SiteFavicon } from './SiteFavicon';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// A session the server refused (and could not refresh) leaves nothing behind in the cache.
setSignedOutHandler(() => {
  queryClient.cancelQueries();
  queryClient.clear();
});

function ToastBridge() {
  const { notification } = AntApp.useApp();
  bindToasts(notification);
  return null;
}

/**
 * Motion off for people who ask for reduced motion (accessibility) and under browser automation,
 * where closing popups must not linger in their leave animation.
 */
const isReducedMotion =
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true || window.navigator.webdriver === true);
const appTheme = isReducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  useEffect(() => {
    dayjs.locale(lang);
    document.documentElement.lang = lang;
  }, [lang]);
  // What the server wrote in the reader's language (request titles, step names, messages) is read
  // again when the language changes: nothing on screen stays in the other one.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries();
  }, [lang]);
  dayjs.locale(lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={lang === 'vi' ? viVN : enUS} theme={appTheme}>
        <AntApp notification={{ placement: 'topRight', maxCount: 5 }}>
          <ToastBridge />
          <SiteFavicon />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

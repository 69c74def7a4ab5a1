import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import './ui/global.css';
import { AppRouter } from './app/AppRouter';
import { AppProviders } from './app/AppProviders';
import { warmUp } from './app/warmUp';

const root = document.getElementById('root');
// Immediate in Vietnamese; English readers wait for their catalogue's chunk (i18n/index.ts).
if (root) {
  // The page's data and code start downloading now, while the first render runs.
  warmUp(location.pathname);
  await i18nReady;
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * What the app shows instead of the router's developer screen when a screen fails (issue 12).
 *
 * A chunk that does not load (a redeploy replaced it, or the network dropped) reloads the page
 * once, which fetches the current build; if the page was already reloaded for this a moment ago
 * (sessionStorage, so a chunk that keeps failing cannot cause a reload loop), a localized page
 * explains it with a retry button. Any other error gets the same kind of page.
 *
 * Part of the first load on purpose: it must work when no further chunk can be fetched, so it
 * uses only what the first screen already has (no antd Result, whose pictures are a chunk).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageSpinner } from './PageSpinner';
import './load-error.css';

/** sessionStorage key: when the page last reloaded itself after a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second failure within this time shows the error page instead of reloading again. */
const RELOAD_GUARD_MS = 60_000;

/** Messages of a failed `import()` or of Vite's preload (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (?:CSS )?chunk .* failed/i.test(text);
}

/** True when the page has not reloaded itself for a failed chunk in the last minute. */
function mayReload(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) > RELOAD_GUARD_MS;
  } catch {
    return false; // no storage: never reload on our own, the retry button remains
  }
}

function reloadForNewBuild(): void {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

/** The page for an error: reloads once for a chunk that did not load, otherwise explains and offers a retry. */
export function LoadErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunk = isChunkLoadError(error);
  const isReloading = isChunk && mayReload();
  useEffect(() => {
    if (isReloading) reloadForNewBuild();
  }, [isReloading]);
  if (isReloading) return <PageSpinner />;
  return (
    <section className="load-error" role="alert" aria-labelledby="load-error-title" data-testid="load-error">
      <h1 id="load-error-title" className="load-error__title">
        {t(isChunk ? 'error.loadFailed.title' : 'error.unexpected.title')}
      </h1>
      <p className="load-error__text">{t(isChunk ? 'error.loadFailed.text' : 'error.unexpected.text')}</p>
      <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </section>
  );
}

/** `errorElement` of the router's routes. */
export function RouteError() {
  return <LoadErrorPage error={useRouteError()} />;
}

/** For screens rendered by nested `<Routes>` (the admin console), which the router's errorElement would replace whole. */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? <LoadErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The API client: reads the envelope of DESIGN §4, attaches the access token, refreshes it once
 * on a 401 when a refresh token exists (one refresh in flight at a time), and shows the server's
 * messages as toasts (errors as error notifications, success as info, spec §8).
 */
import { clearSession, getSession, reloadSession, setSession, type SessionUser } from '../auth/session';
import { currentLang } from '../i18n';
import { toastError, toastInfo } from './toast';

export type FieldError = { field: string; message: string };
export type ListData<T> = { items: T[]; totalRows: number; page: number; limit: number; [extra: string]: unknown };
export type Row = Record<string, unknown> & { id: number };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly payload: unknown = null,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Do not toast the error (the caller shows it, e.g. inline on a form field). */
  quietError?: boolean;
  /** Do not toast the success message. */
  quietSuccess?: boolean;
  signal?: AbortSignal;
};

let onSignedOut: () => void = () => undefined;
/** Called when the session ends because the server refused it and no refresh was possible. */
export const setSignedOutHandler = (fn: () => void): void => {
  onSignedOut = fn;
};

let refreshing: Promise<boolean> | null = null;

/**
 * Runs `fn` while holding a lock shared by every tab of this site (Web Locks API), so that two
 * tabs never present the same refresh token: rotation is strict, and a token presented twice
 * ends the whole session (reuse detection).
 */
function withTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('portal-auth-refresh', fn) as Promise<T>) : fn();
}

/** Exchanges the refresh token for a new pair; false when there is none or the server refuses. */
export function refreshTokens(): Promise<boolean> {
  const known = getSession().refreshToken;
  if (!known) return Promise.resolve(false);
  refreshing ??= withTabLock(async () => {
    // Another tab may have refreshed while this one waited: its new tokens are in storage.
    const refreshToken = reloadSession();
    if (!refreshToken) return false;
    if (refreshToken !== known) return true;
    try {
      const res = await fetch('/api/v1/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': currentLang() },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const json = (await res.json()) as { success?: boolean; data?: { accessToken?: string; refreshToken?: string | null; user?: SessionUser } };
      if (!json.success || !json.data?.accessToken) return false;
      setSession({ accessToken: json.data.accessToken, refreshToken: json.data.refreshToken ?? null, ...(json.data.user ? { user: json.data.user } : {}) });
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    setTimeout(() => {
      refreshing = null;
    }, 0);
  });
  return refreshing;
}

/** The admin console reads the admin view of content (spec §7: f_is_get_all_cms=1); the portal reads released items. */
const withAdminView = (query: RequestOptions['query']): RequestOptions['query'] =>
  typeof window !== 'undefined' && window.location.pathname.startsWith('/admin') ? { f_is_get_all_cms: 1, ...query } : query;

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = path.startsWith('/api/') ? path : `/api/v1/${path.replace(/^\//, '')}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
}

async function send(method: string, url: string, opts: RequestOptions): Promise<Response> {
  const { accessToken } = getSession();
  const headers: Record<string, string> = { 'accept-language': currentLang(), accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
  return fetch(url, { method, headers, body, signal: opts.signal });
}

/** One call. Resolves with `data` of a successful envelope; rejects with an ApiError otherwise. */
export async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, method === 'GET' ? withAdminView(opts.query) : opts.query);
  let res: Response;
  try {
    res = await send(method, url, opts);
    if (res.status === 401 && getSession().accessToken && !path.includes('/auth/')) {
      if (await refreshTokens()) res = await send(method, url, opts);
      else {
        clearSession();
        onSignedOut();
      }
    }
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    const err = new ApiError(0, (e as Error).message || 'Network error');
    if (!opts.quietError) toastError(err.message);
    throw err;
  }
  type Envelope = { success?: boolean; data?: unknown; message?: string; errors?: FieldError[] };
  let json: Envelope | null = null;
  try {
    json = (await res.json()) as Envelope;
  } catch {
    json = null;
  }
  if (!res.ok || json?.success === false) {
    const err = new ApiError(res.status, json?.message ?? res.statusText, json?.errors ?? [], json);
    if (!opts.quietError && err.message) toastError(err.message);
    throw err;
  }
  if (method !== 'GET' && json?.message && !opts.quietSuccess) toastInfo(json.message);
  return (json?.data ?? json) as T;
}

/**
 * Downloads a file answer (an xlsx export) with the session's token and saves it under the name
 * the server gives (Content-Disposition), else `fallbackName`. Errors come as for other calls.
 */
export async function download(path: string, query: RequestOptions['query'] = {}, fallbackName = 'export.xlsx'): Promise<void> {
  const url = buildUrl(path, query);
  let res = await send('GET', url, {});
  if (res.status === 401 && getSession().accessToken && (await refreshTokens())) res = await send('GET', url, {});
  if (!res.ok) {
    let message = res.statusText;
    try {
      message = ((await res.json()) as { message?: string }).message ?? message;
    } catch {
      // not an envelope
    }
    toastError(message);
    throw new ApiError(res.status, message);
  }
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], o: Omit<RequestOptions, 'query'> = {}) => request<T>('GET', path, { ...o, query }),
  post: <T>(path: string, body?: unknown, o: RequestOptions = {}) => request<T>('POST', path, { ...o, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, o: RequestOptions = {}) => request<T>('PUT', path, { ...o, body: body ?? {} }),
  del: <T>(path: string, o: RequestOptions = {}) => request<T>('DELETE', path, o),
  /** Multipart upload (field `file`), DESIGN §4: resolves with the created media records. */
  upload: <T>(path: string, file: File, query?: RequestOptions['query'], o: RequestOptions = {}) => {
    const form = new FormData();
    form.append('file', file);
    return request<T>('POST', path, { ...o, query, body: form });
  },
  download,
};

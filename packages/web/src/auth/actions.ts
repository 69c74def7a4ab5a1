import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { clearSession, getSession, setSession, type SessionUser } from './session';

export type LoginResult = { user: SessionUser; accessToken: string; refreshToken: string | null };

export async function signIn(username: string, password: string): Promise<SessionUser> {
  const data = await api.post<LoginResult>('auth/login', { username, password }, { quietError: true, quietSuccess: true });
  setSession({ user: data.user, accessToken: data.accessToken, refreshToken: data.refreshToken ?? null });
  return data.user;
}

/** Signs out: tells the server (best effort), then forgets every piece of client state. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const { refreshToken, accessToken } = getSession();
  if (accessToken) {
    try {
      await api.post('auth/logout', refreshToken ? { refreshToken } : {}, { quietError: true, quietSuccess: true });
    } catch {
      /* the endpoint may not exist yet, or the session is already gone */
    }
  }
  clearSession();
  queryClient.cancelQueries();
  queryClient.clear();
}

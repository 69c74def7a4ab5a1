import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { clearSession, getSession, setSession, type SessionUser } from './session';

export type LoginResult = { user: SessionUser; accessToken: string; refreshToken: string | null };
type LoginAnswer = LoginResult | { user: null; accessToken: null; refreshToken: null; twoFactorRequired: true; challengeToken: string };

/** Step one of sign-in: a session, or (with two-factor sign-in on) a challenge for step two. */
export async function signIn(username: string, password: string): Promise<{ user: SessionUser } | { challengeToken: string }> {
  const data = await api.post<LoginAnswer>('auth/login', { username, password }, { quietError: true, quietSuccess: true });
  if ('twoFactorRequired' in data && data.twoFactorRequired) return { challengeToken: data.challengeToken };
  const session = data as LoginResult;
  setSession({ user: session.user, accessToken: session.accessToken, refreshToken: session.refreshToken ?? null });
  return { user: session.user };
}

/** Step two: the challenge and a code from the authenticator app (or a recovery code). */
export async function verifySecondFactor(challengeToken: string, code: string): Promise<SessionUser> {
  const data = await api.post<LoginResult>('auth/2fa/verify', { challengeToken, code }, { quietError: true, quietSuccess: true });
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

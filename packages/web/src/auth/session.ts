/**
 * The signed-in session, kept in browser storage under the spec's keys (userData, accessToken,
 * refreshToken) and exposed to React through a tiny external store.
 */
// Subpath imports keep the portal's first load free of the validation code (zod) the admin needs.
import { STORAGE_KEYS } from '@portal/domain/constants';
import { type AbilityRule, type AppAbility, buildAbility } from '@portal/domain/permissions';
import { useSyncExternalStore } from 'react';

export type SessionUser = {
  id: number;
  username: string;
  full_name?: string | null;
  email?: string | null;
  position?: string | null;
  department?: string | null;
  ability: AbilityRule[];
  [key: string]: unknown;
};

export type Session = { user: SessionUser | null; accessToken: string | null; refreshToken: string | null; ability: AppAbility };

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

function read(): Session {
  const s = storage();
  let user: SessionUser | null = null;
  try {
    const raw = s?.getItem(STORAGE_KEYS.userData);
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  const accessToken = s?.getItem(STORAGE_KEYS.accessToken) ?? null;
  const refreshToken = s?.getItem(STORAGE_KEYS.refreshToken) ?? null;
  return { user: accessToken ? user : null, accessToken, refreshToken: refreshToken || null, ability: buildAbility(accessToken && user ? (user.ability ?? []) : []) };
}

let current = read();
const listeners = new Set<() => void>();
const emit = () => {
  current = read();
  for (const l of listeners) l();
};

export const getSession = (): Session => current;

/**
 * Reads the session again from storage, where another tab may have written new tokens; returns
 * the refresh token stored now.
 */
export function reloadSession(): string | null {
  emit();
  return current.refreshToken;
}

export function setSession(data: { user?: SessionUser | null; accessToken?: string | null; refreshToken?: string | null }): void {
  const s = storage();
  if (!s) return;
  if (data.user !== undefined) {
    if (data.user) s.setItem(STORAGE_KEYS.userData, JSON.stringify(data.user));
    else s.removeItem(STORAGE_KEYS.userData);
  }
  if (data.accessToken !== undefined) {
    if (data.accessToken) s.setItem(STORAGE_KEYS.accessToken, data.accessToken);
    else s.removeItem(STORAGE_KEYS.accessToken);
  }
  if (data.refreshToken !== undefined) {
    if (data.refreshToken) s.setItem(STORAGE_KEYS.refreshToken, data.refreshToken);
    else s.removeItem(STORAGE_KEYS.refreshToken);
  }
  emit();
}

/** Forgets the session (the language choice and the menu's collapsed state stay). */
export function clearSession(): void {
  setSession({ user: null, accessToken: null, refreshToken: null });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  // Another tab signing out (or in) changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(STORAGE_KEYS).includes(e.key as never)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, getSession);

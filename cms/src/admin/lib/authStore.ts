import { STORAGE_KEYS, type User } from '@blog/shared';

/**
 * The browser's copy of the session (spec section 4): access token, refresh token and user in
 * localStorage under the spec's keys. Listeners hear every change, so the AuthProvider follows
 * what the API client does (a refresh, or clearing the session on a final 401).
 */

export interface StoredSession {
  accessToken: string;
  refreshToken?: string | null;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Subscribes to session changes made in this tab; returns the unsubscribe function. */
export function onAuthChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The JSON payload of a JWT, or null when the token is not one. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's own expiry in milliseconds since the epoch, or null when it has none. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when the token is missing, unreadable, has no `exp`, or its `exp` has passed. */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry <= now;
}

/**
 * A refresh token may be used unless it is missing or is a JWT whose `exp` has passed. The
 * server issues opaque refresh tokens (no expiry to read), which only the server can judge.
 */
export function isRefreshTokenUsable(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  if (decodeTokenPayload(token) === null) return true;
  return !isTokenExpired(token, now);
}

export function getAccessToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.accessToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null;
}

export function getStoredUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'email' in value ? (value as User) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** Stores new tokens; the refresh token is kept when none is given. */
export function setTokens(accessToken: string, refreshToken?: string | null): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) store?.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  emit();
}

/** Drops a spent refresh token (the server rotated it without handing out a new one). */
export function forgetRefreshToken(): void {
  storage()?.removeItem(STORAGE_KEYS.refreshToken);
}

export function setSession(session: StoredSession): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  if (session.refreshToken) store?.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  emit();
}

/** Removes tokens and user. */
export function clearAuth(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.accessToken);
  store?.removeItem(STORAGE_KEYS.refreshToken);
  store?.removeItem(STORAGE_KEYS.user);
  emit();
}

/** Signed in = an unexpired access token and a stored user. */
export function isAuthenticated(now: number = Date.now()): boolean {
  return !isTokenExpired(getAccessToken(), now) && getStoredUser() !== null;
}

/** Only the ADMIN role may use the admin skin. */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'ADMIN';
}

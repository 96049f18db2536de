import { ApiError, ERROR_CODES, TR, parseEnvelope } from '@blog/shared';
import { apiUrl } from './apiUrl';
import {
  clearAuth,
  forgetRefreshToken,
  getAccessToken,
  getRefreshToken,
  isRefreshTokenUsable,
  isTokenExpired,
  setStoredUser,
  setTokens,
} from './authStore';
import { currentPath, isLoginPath, LOGIN_PATH, navigateTo } from './navigation';
import { notify } from './notify';
import { withRefreshLock } from './refreshLock';
import { fetchTransport } from './transport';
import type { User } from '@blog/shared';

const NO_REFRESH_TOKEN = 'No refresh token available';

let inFlight: Promise<string> | null = null;

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function pickString(source: unknown, key: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

/**
 * The session is already renewed (by this page or another tab) when the stored access token is
 * unexpired and is not the one the server just refused.
 */
function renewedToken(refused: string | null | undefined): string | null {
  const access = getAccessToken();
  return access && !isTokenExpired(access) && access !== refused ? access : null;
}

async function exchange(refreshToken: string): Promise<string> {
  const response = await fetchTransport({
    method: 'POST',
    url: apiUrl('auth/refresh'),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const body = parseJson(response.text);
  const envelope = parseEnvelope<unknown>(body, response.status);
  if (!envelope.success) {
    const { message, code, status, details } = envelope.error;
    throw new ApiError(message, code, status, details);
  }
  // The answer carries the tokens at the top level or under data (spec section 7).
  const data = envelope.data;
  const accessToken = pickString(data, 'accessToken') ?? pickString(body, 'accessToken');
  if (!accessToken) throw new ApiError(TR.auth.sessionExpired, ERROR_CODES.INVALID_REFRESH_TOKEN, 401);
  // Stored before anyone waiting on the refresh (or another tab) can read the old pair. The sent
  // token is spent either way: without a new one, it is dropped rather than ever sent again.
  const nextRefreshToken = pickString(data, 'refreshToken') ?? pickString(body, 'refreshToken');
  if (!nextRefreshToken) forgetRefreshToken();
  setTokens(accessToken, nextRefreshToken);
  const user = typeof data === 'object' && data !== null ? (data as { user?: unknown }).user : undefined;
  if (typeof user === 'object' && user !== null && 'email' in user) setStoredUser(user as User);
  notify.info(TR.auth.sessionRefreshed);
  return accessToken;
}

/** Runs inside the cross-tab lock: re-reads localStorage, since another tab may have renewed. */
async function renew(refused: string | null | undefined): Promise<string> {
  const already = renewedToken(refused);
  if (already) return already;
  const refreshToken = getRefreshToken();
  if (!refreshToken || !isRefreshTokenUsable(refreshToken)) {
    clearAuth();
    throw new ApiError(NO_REFRESH_TOKEN, ERROR_CODES.INVALID_REFRESH_TOKEN, 401);
  }
  try {
    return await exchange(refreshToken);
  } catch (error) {
    // A refusal ends the session, unless another tab stored a newer pair meanwhile. A transport
    // failure (offline, timeout, the page unloading) says nothing about the session: keep it.
    const answered = !(error instanceof ApiError) || error.status > 0;
    if (answered && getRefreshToken() === refreshToken) clearAuth();
    throw error;
  }
}

/**
 * Trades the stored refresh token for a new pair. Every caller in this page shares one refresh
 * in flight (the start-up renew and any number of refused calls), and tabs take turns. A caller
 * whose call was refused passes the access token it sent: when the stored one is newer and
 * unexpired, the session was renewed meanwhile and no refresh is sent. Resolves with the access
 * token to use; rejects when there is none (after clearing the session when the server refused).
 */
export function refreshSession(refusedAccessToken?: string | null): Promise<string> {
  inFlight ??= withRefreshLock(() => renew(refusedAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Clears the session and, on an admin page other than the login page, goes to the login page. */
export function endSession(): void {
  clearAuth();
  const path = currentPath();
  if (path.startsWith('/admin') && !isLoginPath(path)) {
    notify.warning(TR.auth.sessionExpired);
    navigateTo(LOGIN_PATH);
  }
}

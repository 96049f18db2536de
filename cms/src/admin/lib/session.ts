import { ApiError, ERROR_CODES, TR, parseEnvelope } from '@blog/shared';
import { apiUrl } from './apiUrl';
import { clearAuth, getRefreshToken, setStoredUser, setTokens } from './authStore';
import { currentPath, LOGIN_PATH, navigateTo } from './navigation';
import { notify } from './notify';
import { fetchTransport } from './transport';
import type { User } from '@blog/shared';

export const NO_REFRESH_TOKEN = 'No refresh token available';

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

async function doRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(NO_REFRESH_TOKEN, ERROR_CODES.INVALID_REFRESH_TOKEN, 401);
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
  setTokens(accessToken, pickString(data, 'refreshToken') ?? pickString(body, 'refreshToken'));
  const user = typeof data === 'object' && data !== null ? (data as { user?: unknown }).user : undefined;
  if (typeof user === 'object' && user !== null && 'email' in user) setStoredUser(user as User);
  notify.info(TR.auth.sessionRefreshed);
  return accessToken;
}

/**
 * Trades the stored refresh token for a new pair, once for all callers waiting at the same time.
 * Resolves with the new access token; on any failure clears the session and rejects.
 */
export function refreshSession(): Promise<string> {
  inFlight ??= doRefresh()
    .catch((error: unknown) => {
      clearAuth();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Clears the session and, on an admin page other than the login page, goes to the login page. */
export function endSession(): void {
  clearAuth();
  const path = currentPath();
  if (path.startsWith('/admin') && path !== LOGIN_PATH && !path.startsWith(`${LOGIN_PATH}/`)) {
    notify.warning(TR.auth.sessionExpired);
    navigateTo(LOGIN_PATH);
  }
}

import type { Payload } from 'payload';
import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { verifyAccessToken } from './accessToken';
import { isSessionAlive } from './refreshTokens';
import { toPublicUser, type PublicUser } from './publicUser';

export type AuthUser = PublicUser;

interface AuthMessages {
  unauthorized: string;
  forbidden: string;
}

/**
 * Reads `Authorization: Bearer <access token>`, checks it, and loads the user it names and the
 * session it belongs to. 401 without a token, with a bad or expired one, for a user that no
 * longer exists, or for a session that has ended (logout, password change, a revoked family).
 */
export async function authenticateSession(
  request: Request,
  payload: Payload,
  m: AuthMessages,
): Promise<{ user: AuthUser; sessionId: string }> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header.trim());
  if (!match?.[1]) throw new HttpError(ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  const result = await verifyAccessToken(match[1]);
  if (!result.ok) {
    throw new HttpError(result.reason === 'expired' ? ERROR_CODES.TOKEN_EXPIRED : ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  }
  const id = /^\d+$/.test(result.claims.sub) ? Number(result.claims.sub) : result.claims.sub;
  const [user, alive] = await Promise.all([
    payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true }).catch(() => null),
    isSessionAlive(payload, result.claims.sid).catch(() => false),
  ]);
  if (!user || !alive) throw new HttpError(ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  return { user: toPublicUser(user), sessionId: result.claims.sid };
}

/** The signed-in user (see authenticateSession). */
export async function authenticate(request: Request, payload: Payload, m: AuthMessages): Promise<AuthUser> {
  return (await authenticateSession(request, payload, m)).user;
}

/** The server's own check of the ADMIN role: 403 for anyone else. */
export function requireAdmin(user: AuthUser, m: AuthMessages): void {
  if (user.role !== 'ADMIN') throw new HttpError(ERROR_CODES.FORBIDDEN, m.forbidden);
}

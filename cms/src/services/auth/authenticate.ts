import type { Payload } from 'payload';
import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { verifyAccessToken } from './accessToken';
import { isSessionAlive } from './refreshTokens';
import { toPublicUser, type PublicUser, type UserDoc } from './publicUser';
import { sessionUser as sessionUserFast } from '../../db';

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
  const user = await sessionUser(payload, id, result.claims.sid);
  if (!user) throw new HttpError(ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  return { user: toPublicUser(user), sessionId: result.claims.sid };
}

/**
 * The user a token names while its session is alive, or null: the database's one query
 * (db/auth.ts) where it has one, else the twin's two Payload reads (DB_PORTABLE, MongoDB).
 */
async function sessionUser(payload: Payload, id: string | number, sid: string): Promise<UserDoc | null> {
  const fast = await sessionUserFast(payload, id, sid);
  if (fast !== undefined) return fast as UserDoc | null;
  const [user, alive] = await Promise.all([
    payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true }).catch(() => null),
    isSessionAlive(payload, sid).catch(() => false),
  ]);
  return user && alive ? user : null;
}

/** The signed-in user (see authenticateSession). */
export async function authenticate(request: Request, payload: Payload, m: AuthMessages): Promise<AuthUser> {
  return (await authenticateSession(request, payload, m)).user;
}

/** The server's own check of the ADMIN role: 403 for anyone else. */
export function requireAdmin(user: AuthUser, m: AuthMessages): void {
  if (user.role !== 'ADMIN') throw new HttpError(ERROR_CODES.FORBIDDEN, m.forbidden);
}

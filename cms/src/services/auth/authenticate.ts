import type { Payload } from 'payload';
import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { verifyAccessToken } from './accessToken';
import { isSessionAlive } from './refreshTokens';
import { toPublicUser, type PublicUser, type UserDoc } from './publicUser';
import { statement, usesSqliteFastPaths } from '../../lib/sqliteFile';

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

const SESSION_USER_SQL = `SELECT id, email, name, role, avatar, bio FROM users WHERE id = ?
  AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family = ? AND revoked_at IS NULL)`;

/**
 * The user a token names while its session is alive, or null. Every signed-in call asks, so on
 * SQLite it is one prepared statement on a connection of the process's own, in place of the
 * twin's two Payload reads (which DB_PORTABLE and MongoDB run).
 */
async function sessionUser(payload: Payload, id: string | number, sid: string): Promise<UserDoc | null> {
  if (usesSqliteFastPaths(payload)) {
    const row = statement('reads', SESSION_USER_SQL).get(id, sid) as (UserDoc & { bio: string | null }) | undefined;
    return row ? { ...row, bio: storedRichText(row.bio) } : null;
  }
  const [user, alive] = await Promise.all([
    payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true }).catch(() => null),
    isSessionAlive(payload, sid).catch(() => false),
  ]);
  return user && alive ? user : null;
}

/** A rich-text column as stored (JSON text); anything unreadable as no bio, never a failed sign-in. */
function storedRichText(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The signed-in user (see authenticateSession). */
export async function authenticate(request: Request, payload: Payload, m: AuthMessages): Promise<AuthUser> {
  return (await authenticateSession(request, payload, m)).user;
}

/** The server's own check of the ADMIN role: 403 for anyone else. */
export function requireAdmin(user: AuthUser, m: AuthMessages): void {
  if (user.role !== 'ADMIN') throw new HttpError(ERROR_CODES.FORBIDDEN, m.forbidden);
}

import type { Payload } from 'payload';
import { ERROR_CODES, parseId } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { verifyAccessToken } from './accessToken';
import { toPublicUser, type PublicUser } from './publicUser';

export type AuthUser = PublicUser;

interface AuthMessages {
  unauthorized: string;
  forbidden: string;
}

/**
 * Reads `Authorization: Bearer <access token>`, checks it, and loads the user it names.
 * 401 without a token, with a bad or expired one, or for a user that no longer exists.
 */
export async function authenticate(request: Request, payload: Payload, m: AuthMessages): Promise<AuthUser> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header.trim());
  if (!match?.[1]) throw new HttpError(ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  const result = await verifyAccessToken(match[1]);
  if (!result.ok) {
    throw new HttpError(result.reason === 'expired' ? ERROR_CODES.TOKEN_EXPIRED : ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  }
  const id = parseId(result.claims.sub) ?? result.claims.sub;
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null);
  if (!user) throw new HttpError(ERROR_CODES.UNAUTHORIZED, m.unauthorized);
  return toPublicUser(user);
}

/** The server's own check of the ADMIN role: 403 for anyone else. */
export function requireAdmin(user: AuthUser, m: AuthMessages): void {
  if (user.role !== 'ADMIN') throw new HttpError(ERROR_CODES.FORBIDDEN, m.forbidden);
}

import { randomUUID } from 'node:crypto';
import type { Payload } from 'payload';
import { signAccessToken } from './accessToken';
import { issueRefreshToken } from './refreshTokens';
import type { PublicUser } from './publicUser';

/** A new session for a signed-in user: a refresh-token family, and an access token that names it. */
export async function issueSession(payload: Payload, user: PublicUser) {
  const sid = randomUUID();
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken({ id: user.id, role: user.role, email: user.email }, sid),
    issueRefreshToken(payload, user.id, sid),
  ]);
  return { accessToken, refreshToken, user };
}

import type { Payload } from 'payload';
import { signAccessToken } from './accessToken';
import { issueRefreshToken } from './refreshTokens';
import type { PublicUser } from './publicUser';

/** A fresh access token and a new refresh-token family for a signed-in user. */
export async function issueSession(payload: Payload, user: PublicUser) {
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken({ id: user.id, role: user.role, email: user.email }),
    issueRefreshToken(payload, user.id),
  ]);
  return { accessToken, refreshToken, user };
}

import { ERROR_CODES, TR, refreshSchema } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { rotateRefreshToken } from '../../../services/auth/refreshTokens';
import { signAccessToken } from '../../../services/auth/accessToken';
import { toPublicUser } from '../../../services/auth/publicUser';

/** POST auth/refresh: rotates the refresh token, same session; a reused one (after 30 s) revokes its family. */
export async function refresh(ctx: Context): Promise<Response> {
  const { refreshToken } = await parseBody(ctx, refreshSchema);
  const result = await rotateRefreshToken(ctx.payload, refreshToken);
  if (!result.ok) {
    throw new HttpError(ERROR_CODES.INVALID_REFRESH_TOKEN, TR.auth.sessionExpired, { status: 401 });
  }
  const doc = await ctx.payload.findByID({
    collection: 'users',
    id: result.userId as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!doc) throw new HttpError(ERROR_CODES.INVALID_REFRESH_TOKEN, TR.auth.sessionExpired, { status: 401 });
  const user = toPublicUser(doc);
  const accessToken = await signAccessToken({ id: user.id, role: user.role, email: user.email }, result.family);
  return respond({ accessToken, refreshToken: result.refreshToken, user });
}

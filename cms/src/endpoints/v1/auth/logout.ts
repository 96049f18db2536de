import { z } from 'zod';
import { TR } from '@blog/shared';
import { validate, type Context } from '../context';
import { respond } from '../respond';
import { authenticate } from '../../../services/auth/authenticate';
import { revokeRefreshTokens, revokeRefreshTokenFamily } from '../../../services/auth/refreshTokens';
import { messages } from '../messages';

const logoutSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });

/**
 * POST auth/logout: revokes the given refresh token's family (possession is proof enough,
 * so an expired access token does not keep a session alive); with a valid access token and
 * no refresh token, every session of the user. Their access tokens stop working at once.
 */
export async function logout(ctx: Context): Promise<Response> {
  const type = ctx.request.headers.get('content-type') ?? '';
  const raw = /json/i.test(type) ? await ctx.request.json().catch(() => ({})) : {};
  const { refreshToken } = validate(ctx, logoutSchema, raw ?? {});
  if (refreshToken) {
    await revokeRefreshTokenFamily(ctx.payload, refreshToken);
  } else {
    const user = await authenticate(ctx.request, ctx.payload, messages(ctx.lang)).catch(() => null);
    if (user) await revokeRefreshTokens(ctx.payload, user.id);
  }
  return respond(null, { message: TR.auth.loggedOut });
}

import { z } from 'zod';
import { ERROR_CODES, TR, changePasswordSchema, loginSchema, profileSchema, refreshSchema } from '@blog/shared';
import { currentUser, readJson, validate, type Context } from './context';
import { messages, respond } from './respond';
import { route } from './router';
import { HttpError } from '../../services/http/HttpError';
import { authenticate } from '../../services/auth/authenticate';
import { loginSucceeded, reserveLoginAttempt } from '../../services/auth/loginAttempts';
import { checkPassword } from '../../services/auth/password';
import { toPublicUser } from '../../services/auth/publicUser';
import { issueSession } from '../../services/auth/issueSession';
import { revokeRefreshTokenFamily, revokeRefreshTokens, rotateRefreshToken } from '../../services/auth/refreshTokens';
import { signAccessToken } from '../../services/auth/accessToken';
import { demoCredentials } from '../../services/auth/demoCredentials';
import { KEEP_SESSION } from '../../collections/Users/hooks/endSessionsOnPasswordChange';
import { textToLexical } from '../../lib/lexicalText';

/** Signing in and out, sessions, and the signed-in user's own profile (auth/*): Turkish, the back office's. */

const MESSAGES = {
  tooManyAttempts: TR.auth.tooManyAttempts,
  invalidCredentials: TR.auth.invalidCredentials,
  loginSuccess: TR.auth.loginSuccess,
  loggedOut: TR.auth.loggedOut,
  sessionExpired: TR.auth.sessionExpired,
  profileUpdated: 'Profil güncellendi',
  wrongPassword: TR.auth.wrongPassword,
  passwordChanged: TR.auth.passwordChanged,
};

const logoutSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });

/**
 * Revokes the given refresh token's family (possession is proof enough, so an expired access
 * token does not keep a session alive); with a valid access token and no refresh token, every
 * session of the user. Their access tokens stop working at once. Any body is accepted (a
 * sign-out must not fail), so it is read here rather than by the router.
 */
async function logout(ctx: Context): Promise<Response> {
  const raw = await readJson(ctx).catch(() => ({}));
  const { refreshToken } = validate(ctx, logoutSchema, raw);
  if (refreshToken) {
    await revokeRefreshTokenFamily(ctx.payload, refreshToken);
  } else {
    const user = await authenticate(ctx.request, ctx.payload, messages(ctx.lang)).catch(() => null);
    if (user) await revokeRefreshTokens(ctx.payload, user.id);
  }
  return respond(null, { message: MESSAGES.loggedOut });
}

const sessionExpired = () => new HttpError(ERROR_CODES.INVALID_REFRESH_TOKEN, MESSAGES.sessionExpired, { status: 401 });

const signIn = { access: 'public', lang: 'tr' } as const;
const signedIn = { access: 'user', lang: 'tr' } as const;

export const authRoutes = [
  route({
    ...signIn,
    method: 'POST',
    path: 'auth/login',
    body: loginSchema,
    // One sign-in budget per e-mail + IP shared with Payload's own login (loginAttempts), then 429.
    handler: async (ctx) => {
      const { email, password } = ctx.body;
      const reservation = await reserveLoginAttempt(email, ctx.ip);
      if (!reservation.ok) {
        throw new HttpError(ERROR_CODES.RATE_LIMITED, MESSAGES.tooManyAttempts, {
          headers: { 'retry-after': String(reservation.retryAfter) },
        });
      }
      const user = await checkPassword(ctx.payload, email, password);
      if (!user) throw new HttpError(ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.invalidCredentials);
      await loginSucceeded(reservation);
      return respond(await issueSession(ctx.payload, toPublicUser(user)), { message: MESSAGES.loginSuccess });
    },
  }),
  route({ ...signIn, method: 'POST', path: 'auth/logout', handler: logout }),
  route({
    ...signIn,
    method: 'POST',
    path: 'auth/refresh',
    body: refreshSchema,
    // Rotates the refresh token, same session; a reused one (after 30 s) revokes its family.
    handler: async (ctx) => {
      const result = await rotateRefreshToken(ctx.payload, ctx.body.refreshToken);
      if (!result.ok) throw sessionExpired();
      const doc = await ctx.payload.findByID({
        collection: 'users',
        id: result.userId,
        depth: 0,
        disableErrors: true,
      });
      if (!doc) throw sessionExpired();
      const user = toPublicUser(doc);
      const accessToken = await signAccessToken({ id: user.id, role: user.role, email: user.email }, result.family);
      return respond({ accessToken, refreshToken: result.refreshToken, user });
    },
  }),
  route({ ...signedIn, method: 'GET', path: 'auth/me', handler: async (ctx) => respond(currentUser(ctx)) }),
  route({
    ...signedIn,
    method: 'PUT',
    path: 'auth/profile',
    body: profileSchema,
    // The author's name and avatar show in the public answers.
    effects: ['publicCache'],
    handler: async (ctx) => {
      const user = currentUser(ctx);
      const { name, avatar, bio } = ctx.body;
      const data = {
        ...(name !== undefined ? { name } : {}),
        ...(avatar !== undefined ? { avatar } : {}),
        ...(bio !== undefined ? { bio: bio ? textToLexical(bio) : null } : {}),
      };
      const doc = await ctx.payload.update({ collection: 'users', id: user.id, data });
      return respond(toPublicUser(doc), { message: MESSAGES.profileUpdated });
    },
  }),
  route({
    ...signedIn,
    method: 'POST',
    path: 'auth/change-password',
    body: changePasswordSchema,
    // Every other session ends at once (the users hook, as for a change through Payload); this one goes on.
    handler: async (ctx) => {
      const user = currentUser(ctx);
      const { currentPassword, newPassword } = ctx.body;
      if (!(await checkPassword(ctx.payload, user.email, currentPassword))) {
        throw new HttpError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.wrongPassword, {
          details: { validation: { currentPassword: MESSAGES.wrongPassword } },
        });
      }
      await ctx.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: newPassword },
        context: { [KEEP_SESSION]: ctx.sessionId },
      });
      return respond(null, { message: MESSAGES.passwordChanged });
    },
  }),
  // The seeded login, or null once its password has changed.
  route({
    ...signIn,
    method: 'GET',
    path: 'auth/demo-credentials',
    handler: async (ctx) => respond(await demoCredentials(ctx.payload)),
  }),
];

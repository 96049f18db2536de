import { ERROR_CODES, TR, loginSchema } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { hasPoints, limiters, reward } from '../../../services/rateLimit/limiters';
import { findUserWithHash, verifyPassword } from '../../../services/auth/password';
import { toPublicUser } from '../../../services/auth/publicUser';
import { issueSession } from '../../../services/auth/issueSession';

/** POST auth/login: 5 failures per e-mail + IP per 15 minutes, then 429. */
export async function login(ctx: Context): Promise<Response> {
  const { email, password } = await parseBody(ctx, loginSchema);
  const key = `${email}|${ctx.ip}`;
  if (!(await hasPoints('loginFailures', key))) {
    throw new HttpError(ERROR_CODES.RATE_LIMITED, TR.auth.tooManyAttempts, { headers: { 'retry-after': '900' } });
  }
  const user = await findUserWithHash(ctx.payload, email);
  // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
  const valid = await verifyPassword(user ?? { id: 0, hash: DUMMY_HASH, salt: 'x' }, password);
  if (!user || !valid) {
    await limiters.loginFailures.penalty(key, 1);
    throw new HttpError(ERROR_CODES.INVALID_CREDENTIALS, TR.auth.invalidCredentials);
  }
  await reward('loginFailures', key);
  const session = await issueSession(ctx.payload, toPublicUser(user));
  return respond(session, { message: TR.auth.loginSuccess });
}

const DUMMY_HASH = `pbkdf2-sha256-v1:${'0'.repeat(64)}`;

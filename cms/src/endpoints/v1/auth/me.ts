import { TR, changePasswordSchema, profileSchema, ERROR_CODES } from '@blog/shared';
import { currentUser, parseBody, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { toPublicUser } from '../../../services/auth/publicUser';
import { findUserWithHash, verifyPassword } from '../../../services/auth/password';
import { KEEP_SESSION } from '../../../collections/Users/hooks/endSessionsOnPasswordChange';
import { textToLexical } from '../../../lib/lexicalText';

/** GET auth/me */
export async function me(ctx: Context): Promise<Response> {
  return respond(currentUser(ctx));
}

/** PUT auth/profile: name, avatar, bio. */
export async function updateProfile(ctx: Context): Promise<Response> {
  const user = currentUser(ctx);
  const input = await parseBody(ctx, profileSchema);
  const data: Record<string, unknown> = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.avatar !== undefined) data.avatar = input.avatar;
  if (input.bio !== undefined) data.bio = input.bio ? textToLexical(input.bio) : null;
  const doc = await ctx.payload.update({ collection: 'users', id: user.id as number, data, overrideAccess: true });
  return respond(toPublicUser(doc), { message: 'Profil güncellendi' });
}

/**
 * POST auth/change-password: the current password is checked; every other session ends at once
 * (the users hook, as for a change through Payload), this one goes on.
 */
export async function changePassword(ctx: Context): Promise<Response> {
  const user = currentUser(ctx);
  const { currentPassword, newPassword } = await parseBody(ctx, changePasswordSchema);
  const stored = await findUserWithHash(ctx.payload, user.email);
  if (!stored || !(await verifyPassword(stored, currentPassword))) {
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.auth.wrongPassword, {
      details: { validation: { currentPassword: TR.auth.wrongPassword } },
    });
  }
  await ctx.payload.update({
    collection: 'users',
    id: user.id as number,
    data: { password: newPassword },
    overrideAccess: true,
    context: { [KEEP_SESSION]: ctx.sessionId },
  });
  return respond(null, { message: TR.auth.passwordChanged });
}

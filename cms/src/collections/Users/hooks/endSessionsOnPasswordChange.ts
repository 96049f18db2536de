import type { CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook } from 'payload';
import { revokeRefreshTokens } from '../../../services/auth/refreshTokens';
import { forgetDemoCredentials } from '../../../services/auth/demoCredentials';

/** Set by a caller (the /api/v1 change-password) whose own session outlives the change. */
export const KEEP_SESSION = 'blogKeepSession';
const CHANGED = 'blogPasswordChanged';

/** Notes a new password before Payload hashes it away. */
export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation === 'update' && typeof data?.password === 'string' && data.password) context[CHANGED] = true;
  return data;
};

/**
 * A new password, whatever the door (/api/v1, Payload REST or GraphQL, the /cms panel), ends
 * every /api/v1 session of the user at once (their access tokens name a refresh family that is
 * now revoked), but the caller's own. Payload ends its own sessions itself.
 */
export const endSessionsOnPasswordChange: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (!context[CHANGED]) return doc;
  const keep = typeof context[KEEP_SESSION] === 'string' ? context[KEEP_SESSION] : undefined;
  await revokeRefreshTokens(req.payload, doc.id, { except: keep, req });
  forgetDemoCredentials();
  return doc;
};

/** Payload's reset-password writes the new password without the change hooks. */
export const endSessionsOnPasswordReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result;
  const user = (result as { user?: { id?: number | string } } | undefined)?.user;
  if (user?.id !== undefined) {
    await revokeRefreshTokens(req.payload, user.id, { req });
    forgetDemoCredentials();
  }
  return result;
};

import type { Access, FieldAccess, Where } from 'payload';
import { livePostsWhere } from '@blog/shared';

/**
 * The collections' access rules: what Payload's own doors (/api/<collection>, GraphQL, the /cms
 * panel) and any Local API call made with `overrideAccess: false` allow.
 *
 * Server code calls the Local API with its default, full access: `/api/v1` authorises each call
 * in its route table (`access: 'public' | 'user' | 'admin'`, endpoints/v1) before a service runs,
 * and the public reads filter with `publicPostsWhere` themselves. So no call spells out
 * `overrideAccess: true`; one that acts for a user with that user's rights passes
 * `overrideAccess: false` and the user. test/api/authorization.test.ts walks every door.
 */

export const userIsAdmin = (user: unknown): boolean => (user as { role?: unknown } | null)?.role === 'ADMIN';

/** Only a signed-in ADMIN. */
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user);

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user);

/** Public: anyone, signed in or not. */
export const anyone: Access = () => true;

/** Never through the REST or GraphQL APIs; only trusted server code (overrideAccess) reaches it. */
export const nobody: Access = () => false;

/** An admin sees every user; any other signed-in user only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};

/** What the public may see of posts: PUBLISHED, with publishedAt not in the future. */
export const publicPostsWhere = (): Where => livePostsWhere();

/** The public reads only published posts; an admin reads all. */
export const publishedOrAdmin: Access = ({ req }) => (userIsAdmin(req.user) ? true : publicPostsWhere());

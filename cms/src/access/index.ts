import type { Access, FieldAccess, Where } from 'payload';

/**
 * The collections' access rules: what Payload's own doors (/api/<collection>, GraphQL, the /cms
 * panel) and any Local API call made with `overrideAccess: false` allow.
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
export const publicPostsWhere = (): Where => ({
  and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }],
});

/** The public reads only published posts; an admin reads all. */
export const publishedOrAdmin: Access = ({ req }) => (userIsAdmin(req.user) ? true : publicPostsWhere());

import type { Access, Where } from 'payload';
import { userIsAdmin } from './isAdmin';

/** What the public may see of posts: PUBLISHED, with publishedAt not in the future. */
export const publicPostsWhere = (): Where => ({
  and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }],
});

/** The public reads only published posts; an admin reads all. */
export const publishedOrAdmin: Access = ({ req }) => (userIsAdmin(req.user) ? true : publicPostsWhere());

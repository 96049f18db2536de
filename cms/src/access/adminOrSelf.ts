import type { Access } from 'payload';
import { userIsAdmin } from './isAdmin';

/** An admin sees every user; any other signed-in user only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};

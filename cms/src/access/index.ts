import type { Access, FieldAccess } from 'payload';

export const userIsAdmin = (user: unknown): boolean => (user as { role?: unknown } | null)?.role === 'ADMIN';

/** Only a signed-in ADMIN. */
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user);

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user);

import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * A user's refresh tokens go with the user: their `user` is required, so on SQLite the
 * foreign key's SET NULL would fail the delete (a 500 in the panel) for anyone who ever signed in.
 */
export const deleteRefreshTokens: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'refresh-tokens', where: { user: { equals: id } }, req });
};

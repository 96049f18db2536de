import { GraphQLError, type ValidationRule } from 'graphql';

/** Payload's auth mutations (loginUser, forgotPasswordUser, resetPasswordUser, unlockUser, refreshTokenUser, verifyEmailUser). */
const CLOSED = /^(login|forgotPassword|resetPassword|unlock|refreshToken|verifyEmail)[A-Z]/;

/**
 * Closes Payload's GraphQL sign-in and password mutations: the product signs in through
 * /api/v1/auth/login and the /cms panel (REST), and one GraphQL request could carry any number
 * of aliased loginUser fields. Rejected at validation, so not one of them runs, aliases and
 * fragments included. logoutUser and meUser stay.
 */
export const closeAuthMutations: ValidationRule = (context) => ({
  Field(node) {
    const parent = context.getParentType();
    if (!parent || parent !== context.getSchema().getMutationType() || !CLOSED.test(node.name.value)) return;
    context.reportError(
      new GraphQLError(`${node.name.value} is not available: sign in through /api/v1/auth/login or the /cms panel.`, {
        nodes: node,
      }),
    );
  },
});

import type { Access } from 'payload';

/** Never through the REST or GraphQL APIs; only trusted server code (overrideAccess) reaches it. */
export const nobody: Access = () => false;

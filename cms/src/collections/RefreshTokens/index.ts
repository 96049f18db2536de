import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated on every use. */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'family', type: 'text', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
};

import type { CollectionConfig } from 'payload';
import { validateStoredUrl } from '../../lib/fieldRules';
import { adminOrSelf, isAdmin, isAdminField } from '../../access';
import { deleteRefreshTokens } from './hooks/deleteRefreshTokens';
import { limitSignIn, refundSignIn } from './hooks/limitSignIn';
import { forgotPasswordEndpoint } from './forgotPasswordEndpoint';
import { endSessionsOnPasswordChange, endSessionsOnPasswordReset, notePasswordChange } from './hooks/endSessionsOnPasswordChange';
import { invalidateOnChange, invalidateOnDelete } from '../../hooks/invalidatePublicCache';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', tr: 'Kullanıcı' }, plural: { en: 'Users', tr: 'Kullanıcılar' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    tokenExpiration: 2 * 60 * 60,
    // Payload's sessions: its logout and a password change end its JWTs at once.
    useSessions: true,
    // Lockout is done per e-mail + IP (and per IP) by our own limiter, shared by every door
    // (hooks/limitSignIn); Payload's account-wide lock would let anyone lock the administrator out.
    maxLoginAttempts: 0,
    useAPIKey: false,
  },
  // Found before Payload's own endpoints: its forgot-password answered slower for real accounts.
  endpoints: [forgotPasswordEndpoint],
  access: {
    admin: ({ req }) => req.user?.role === 'ADMIN',
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitSignIn],
    afterLogin: [refundSignIn],
    beforeChange: [notePasswordChange],
    // The author's name, avatar and bio are part of every public post.
    afterChange: [invalidateOnChange, endSessionsOnPasswordChange],
    afterOperation: [endSessionsOnPasswordReset],
    beforeDelete: [deleteRefreshTokens],
    afterDelete: [invalidateOnDelete],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'USER',
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'ADMIN' },
        { label: { en: 'User', tr: 'Kullanıcı' }, value: 'USER' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'avatar', type: 'text', maxLength: 2048, validate: validateStoredUrl },
    { name: 'bio', type: 'richText' },
  ],
};

import type { CollectionConfig } from 'payload';
import { validateStoredUrl } from '../../lib/fieldRules';
import { adminOrSelf } from '../../access/adminOrSelf';
import { isAdmin, isAdminField } from '../../access/isAdmin';
import { deleteRefreshTokens } from './hooks/deleteRefreshTokens';
import { invalidateOnChange, invalidateOnDelete } from '../../hooks/invalidatePublicCache';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', tr: 'Kullanıcı' }, plural: { en: 'Users', tr: 'Kullanıcılar' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    tokenExpiration: 2 * 60 * 60,
    // Lockout is done per e-mail + IP by our own rate limiter; an account-wide lock
    // would let anyone lock the administrator out.
    maxLoginAttempts: 0,
    useAPIKey: false,
  },
  access: {
    admin: ({ req }) => req.user?.role === 'ADMIN',
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  // The author's name, avatar and bio are part of every public post.
  hooks: { beforeDelete: [deleteRefreshTokens], afterChange: [invalidateOnChange], afterDelete: [invalidateOnDelete] },
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

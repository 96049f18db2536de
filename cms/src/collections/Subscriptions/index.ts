import type { CollectionBeforeChangeHook, CollectionConfig, FieldHook } from 'payload';
import { emailKey } from '@blog/shared';
import { isAdmin } from '../../access';

/** Addresses are stored as their key (emailKey), whoever writes them (API or admin panel). */
const normaliseEmail: FieldHook = ({ value }) => (typeof value === 'string' ? emailKey(value) : value);

/**
 * Keeps `unsubscribedAt` in step with `isActive`. A pending sign-up (inactive until its address
 * confirms) was never unsubscribed; activating one (the admin's choice) ends its pending state.
 */
const trackUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (typeof data.isActive !== 'boolean') return data;
  const wasActive = originalDoc ? originalDoc.isActive !== false : undefined;
  if (!data.isActive) {
    if (data.pending === true) data.unsubscribedAt = null;
    else if (wasActive !== false) data.unsubscribedAt = new Date().toISOString();
  } else {
    data.unsubscribedAt = null;
    data.pending = false;
    data.confirmNonce = null;
  }
  return data;
};

export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: { en: 'Subscriber', tr: 'Abone' }, plural: { en: 'Subscribers', tr: 'Aboneler' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'isActive', 'source', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [trackUnsubscribe] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [normaliseEmail] },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'source', type: 'text', maxLength: 50 },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    // Confirmed sign-ups (NEWSLETTER_CONFIRM): inactive and pending until the e-mailed link is
    // clicked; the nonce is the one link's single use (cleared by the conditional write that confirms).
    { name: 'pending', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
    { name: 'confirmNonce', type: 'text', access: { read: () => false }, admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
  ],
};

import type { CollectionConfig } from 'payload';
import { REDIRECT_KINDS } from '@blog/shared';
import { isAdmin } from '../../access';
import { rebuildOnRedirectChange, rebuildOnRedirectDelete } from '../../hooks/recordSlugChange';

/**
 * Old slugs of posts, categories and tags (written by the collections' hooks when a live slug
 * changes): the site serves each as a 301 to the target's current URL. Chains collapse because
 * the target is a document, not a slug. Admin-only: the public gets the resolved list through
 * GET /api/v1/site/posts-index.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { en: 'Redirect', tr: 'Yönlendirme' }, plural: { en: 'Redirects', tr: 'Yönlendirmeler' } },
  admin: { useAsTitle: 'from', defaultColumns: ['kind', 'from', 'target', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { afterChange: [rebuildOnRedirectChange], afterDelete: [rebuildOnRedirectDelete] },
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: [...REDIRECT_KINDS] },
    // The old slug (one redirect per kind and slug: a newer one replaces it).
    { name: 'from', type: 'text', required: true, index: true, maxLength: 300 },
    // The id of the post, category or tag it leads to (its current slug is looked up when read);
    // empty: the post was deleted, its URLs answer 410 Gone.
    { name: 'target', type: 'text', index: true, maxLength: 64 },
  ],
};

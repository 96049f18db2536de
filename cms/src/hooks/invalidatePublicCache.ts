import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { clearPublicCache, dropPostEntries } from '../services/cache/publicCache';

/**
 * What anonymous readers get from /api/v1 changed: clear the public cache. A view (only the
 * count moved) drops just that post's entries.
 */
export const invalidateOnChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (context.viewOnly) dropPostEntries([doc.slug, doc.id]);
  else clearPublicCache();
  return doc;
};

export const invalidateOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  clearPublicCache();
  return doc;
};

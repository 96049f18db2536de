import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { Category, Post, Tag } from '../payload-types';
import './requestContext';
import { clearPublicCache, dropPostEntries } from '../services/cache/publicCache';

/**
 * What anonymous readers get from /api/v1 changed: clear the public cache. A view (only the
 * count moved) drops just that post's entries.
 */
export const invalidateOnChange: CollectionAfterChangeHook<Post | Category | Tag> = ({ doc, context }) => {
  if (context.viewOnly) dropPostEntries([doc.slug ?? doc.id, doc.id]);
  else clearPublicCache();
  return doc;
};

export const invalidateOnDelete: CollectionAfterDeleteHook<Post | Category | Tag> = ({ doc }) => {
  clearPublicCache();
  return doc;
};

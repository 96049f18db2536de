import type { CollectionBeforeChangeHook } from 'payload';
import { readingTimeMinutes } from '@blog/shared';

/**
 * Stores the reading time with the post, computed from its markdown once per save, so lists
 * and the site build do not parse every post's markdown on every read.
 */
export const setReadingTime: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content = typeof data.content === 'string' ? data.content : undefined;
  if (content !== undefined && (content !== originalDoc?.content || !originalDoc?.readingTime)) {
    data.readingTime = readingTimeMinutes(content);
  }
  return data;
};

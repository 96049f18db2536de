import type { CollectionBeforeChangeHook } from 'payload';
import type { Post } from '../../../payload-types';

/**
 * A post's view count moves only by the view path's atomic increments (db/views.ts).
 * Payload fills every field an update leaves out with the value it read at the update's start,
 * so a save (an edit, the newsletter marking itself sent, a scheduled post going live) would
 * write back the count as it was then, dropping every view counted meanwhile, in any process.
 * An update therefore never writes it: the adapter leaves an absent field's column alone. (Only
 * a create sets it: the seed, an import.)
 */
export const keepViewCount: CollectionBeforeChangeHook<Post> = ({ data, operation }) => {
  if (operation === 'update') delete data.viewCount;
  return data;
};

import type { CollectionBeforeChangeHook } from 'payload';
import type { Post } from '../../../payload-types';

/** A stored date, when it is not in the future (a scheduled time is not a publish date yet). */
function pastDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const time = new Date(value).getTime();
  return Number.isFinite(time) && time <= Date.now() ? value : undefined;
}

/**
 * A post that goes PUBLISHED keeps the date it has. Without one, or when the date is cleared
 * (null), it gets the date it was first published, else now: republishing never gives a post
 * that was live a new date. The first time a post is published (now or scheduled) is remembered
 * in firstPublishedAt.
 */
export const setPublishDates: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status;
  if (status === 'PUBLISHED') {
    if (!data.publishedAt && !(data.publishedAt === undefined && originalDoc?.publishedAt)) {
      data.publishedAt =
        pastDate(originalDoc?.firstPublishedAt) ?? pastDate(originalDoc?.publishedAt) ?? new Date().toISOString();
    }
    if (!originalDoc?.firstPublishedAt && !data.firstPublishedAt) {
      data.firstPublishedAt = data.publishedAt ?? originalDoc?.publishedAt;
    }
  }
  return data;
};

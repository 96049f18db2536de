import type { CollectionBeforeChangeHook } from 'payload';

/**
 * A post that goes PUBLISHED without a date is published now; the first time a post is
 * published (now or scheduled) is remembered in firstPublishedAt.
 */
export const setPublishDates: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status;
  if (status === 'PUBLISHED') {
    if (!data.publishedAt && !(data.publishedAt === undefined && originalDoc?.publishedAt)) {
      data.publishedAt = new Date().toISOString();
    }
    if (!originalDoc?.firstPublishedAt && !data.firstPublishedAt) {
      data.firstPublishedAt = data.publishedAt ?? originalDoc?.publishedAt;
    }
  }
  return data;
};

import type { CollectionSlug, Payload, Where } from 'payload';
import { livePostsWhere, scheduledPostsWhere } from '@blog/shared';

/** Row counts of what the seed creates, for the CLI's report. */
export async function seedSummary(payload: Payload): Promise<Record<string, number>> {
  const count = async (collection: CollectionSlug, where?: Where) => (await payload.count({ collection, where })).totalDocs;
  const now = new Date();
  return {
    users: await count('users'),
    categories: await count('categories'),
    tags: await count('tags'),
    media: await count('media'),
    'posts published': await count('posts', livePostsWhere(now)),
    'posts scheduled': await count('posts', scheduledPostsWhere(now)),
    'posts draft': await count('posts', { status: { equals: 'DRAFT' } }),
    'posts archived': await count('posts', { status: { equals: 'ARCHIVED' } }),
    subscribers: await count('subscriptions'),
    'subscribers active': await count('subscriptions', { isActive: { equals: true } }),
    'post-views rows': await count('post-views'),
  };
}

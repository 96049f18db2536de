import { TR, formatAdminDate, type Post } from '@blog/shared';
import { isScheduled, listDate } from './postTiming';

/**
 * 'Yayın: 05.03.2026' (the date the site shows) for published and scheduled posts, else
 * 'Oluşturma: …'; the tooltip names the date too.
 */
export function PostListDate({ post }: { post: Pick<Post, 'status' | 'publishedAt' | 'createdAt'> }) {
  const { kind, iso } = listDate(post);
  const date = formatAdminDate(iso);
  const title =
    kind === 'created'
      ? TR.blogList.dateCreatedTitle
      : isScheduled(post)
        ? TR.blogList.dateScheduledTitle
        : TR.blogList.datePublishedTitle;
  return (
    <time dateTime={iso} title={title}>
      {kind === 'created' ? TR.blogList.dateCreated(date) : TR.blogList.datePublished(date)}
    </time>
  );
}

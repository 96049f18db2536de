import { TR, formatAdminDateTime, type Post } from '@blog/shared';
import { StatusBadge } from './StatusBadge';
import { isScheduled } from './postTiming';

/**
 * A post's status badge; a PUBLISHED post whose date is ahead reads 'Zamanlandı' with its date
 * and time (Turkish locale) instead of 'Yayında', since it is not on the site yet.
 */
export function PostStatusBadge({ post }: { post: Pick<Post, 'status' | 'publishedAt' | 'createdAt'> }) {
  if (!isScheduled(post) || !post.publishedAt) return <StatusBadge status={post.status} />;
  const when = formatAdminDateTime(post.publishedAt);
  return (
    <span className="adm-scheduled" title={TR.post.scheduledFor(when)}>
      <StatusBadge status="SCHEDULED" label={TR.post.scheduled} tone="info" />
      <time className="adm-scheduled__when" dateTime={post.publishedAt}>
        {when}
      </time>
    </span>
  );
}

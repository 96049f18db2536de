import { TR, formatAdminDate, formatAdminDateTime, isScheduledPost, type Post } from '@blog/shared';

/** A post's timing and the status pills of the lists (posts and subscriptions). */

type Timed = Pick<Post, 'status' | 'publishedAt' | 'createdAt'>;

/**
 * The date an admin list shows for a post: the publish date of a published or scheduled post
 * (the date the site shows), the creation date otherwise.
 */
export function listDate(post: Timed): { kind: 'published' | 'created'; iso: string } {
  if (post.status === 'PUBLISHED' && post.publishedAt) return { kind: 'published', iso: post.publishedAt };
  return { kind: 'created', iso: post.createdAt };
}

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

const TONES: Record<string, BadgeTone> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  ARCHIVED: 'neutral',
  INACTIVE: 'danger',
  ACTIVE: 'success',
};

const LABELS: Record<string, string> = { ...TR.post.statusLabels, ACTIVE: TR.newsletter.active };

export interface StatusBadgeProps {
  /** A post status (DRAFT, PUBLISHED, ARCHIVED, INACTIVE) or ACTIVE; picks label and colour. */
  status: string;
  /** Overrides the label (e.g. 'Deaktif' for an inactive subscription). */
  label?: string;
  tone?: BadgeTone;
}

/** A coloured pill with the status' Turkish label. */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const finalTone = tone ?? TONES[status] ?? 'neutral';
  return <span className={`adm-badge adm-badge--${finalTone}`}>{label ?? LABELS[status] ?? status}</span>;
}

/**
 * A post's status badge; a PUBLISHED post whose date is ahead reads 'Zamanlandı' with its date
 * and time (Turkish locale) instead of 'Yayında', since it is not on the site yet.
 */
export function PostStatusBadge({ post }: { post: Pick<Post, 'status' | 'publishedAt' | 'createdAt'> }) {
  if (!isScheduledPost(post) || !post.publishedAt) return <StatusBadge status={post.status} />;
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
      : isScheduledPost(post)
        ? TR.blogList.dateScheduledTitle
        : TR.blogList.datePublishedTitle;
  return (
    <time dateTime={iso} title={title}>
      {kind === 'created' ? TR.blogList.dateCreated(date) : TR.blogList.datePublished(date)}
    </time>
  );
}

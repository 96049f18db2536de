import Link from 'next/link';
import { TR, formatAdminNumber, type Analytics, type NewsletterStats, type Post } from '@blog/shared';
import { EmptyState, StatCard } from '../ui/feedback';
import { PostListDate, PostStatusBadge } from '../ui/status';

/** The dashboard's panels: the five figures, the newest posts, the most viewed, the newsletter. */

const ICON_PATHS = {
  doc: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  check: 'M5 12l4 4 10-10',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  plus: 'M12 5v14M5 12h14',
  list: 'M4 6h16M4 12h16M4 18h10',
  external: 'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
} as const;

/** Decorative dashboard icons. */
export function DashIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The five cards, in order: a label of TR.dashboard, a tone, an icon and the figure they show. */
const STATS = [
  { label: 'totalBlogs', tone: 'blue', icon: 'doc', value: (a: Analytics | null) => a?.totalBlogs },
  { label: 'publishedBlogs', tone: 'green', icon: 'check', value: (a: Analytics | null) => a?.publishedBlogs },
  { label: 'draftBlogs', tone: 'amber', icon: 'pencil', value: (a: Analytics | null) => a?.draftBlogs },
  { label: 'totalViews', tone: 'violet', icon: 'eye', value: (a: Analytics | null) => a?.totalViews },
  { label: 'thisWeek', tone: 'slate', icon: 'calendar', value: (a: Analytics | null) => a?.recentActivity?.blogsThisWeek },
] as const;

export interface StatsGridProps {
  analytics: Analytics | null;
  loading: boolean;
  failed: boolean;
}

/** The five figures of the dashboard; 0 with 'Backend bağlantısı yok' when analytics failed. */
export function StatsGrid({ analytics, loading, failed }: StatsGridProps) {
  const offline = failed ? TR.dashboard.noBackend : undefined;
  const number = (value: number | undefined) => formatAdminNumber(failed ? 0 : (value ?? 0));
  const week = analytics?.recentActivity;
  const busy = loading && !analytics && !failed;
  return (
    <section className="adm-dash-stats" aria-label={TR.dashboard.statsLabel}>
      {STATS.map(({ label, tone, icon, value }) => (
        <StatCard
          key={label}
          label={TR.dashboard[label]}
          value={number(value(analytics))}
          hint={
            offline ??
            (label === 'thisWeek' && week ? TR.dashboard.blogsThisWeekHint(formatAdminNumber(week.viewsThisWeek)) : undefined)
          }
          tone={tone}
          icon={<DashIcon name={icon} />}
          loading={busy}
        />
      ))}
    </section>
  );
}

export interface RecentPostsProps {
  posts: Post[];
  loading: boolean;
  error: string | null;
}

/** The three newest posts with status, date and an edit link; 'Tümünü gör' → the list. */
export function RecentPosts({ posts, loading, error }: RecentPostsProps) {
  return (
    <section className="adm-card adm-dash-recent" aria-labelledby="adm-dash-recent-title">
      <div className="adm-card__head">
        <h2 id="adm-dash-recent-title" className="adm-card__title">
          {TR.dashboard.recentPosts}
        </h2>
        <Link href="/admin/blogs" className="adm-dash-link">
          {TR.dashboard.seeAll} →
        </Link>
      </div>
      {loading && posts.length === 0 ? (
        <ul className="adm-dash-list" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <li key={key} className="adm-dash-list__item">
              <span className="adm-skeleton" />
            </li>
          ))}
        </ul>
      ) : error && posts.length === 0 ? (
        <p className="adm-dash-muted" role="alert">
          {error}
        </p>
      ) : posts.length === 0 ? (
        <EmptyState title={TR.post.emptyList} />
      ) : (
        <ul className="adm-dash-list">
          {posts.map((post) => (
            <li key={String(post.id)} className="adm-dash-list__item">
              <div className="adm-dash-list__main">
                <p className="adm-dash-list__title">{post.title}</p>
                <p className="adm-dash-list__meta">
                  <PostStatusBadge post={post} />
                  <PostListDate post={post} />
                  {post.category ? <span>· {post.category.name}</span> : null}
                </p>
              </div>
              <Link
                href={`/admin/blog/edit/${post.id}`}
                className="adm-btn adm-btn--ghost adm-btn--sm"
                aria-label={`${TR.dashboard.edit}: ${post.title}`}
              >
                {TR.dashboard.edit}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The analytics' most viewed posts, each linking to its edit screen. */
export function MostViewed({ posts }: { posts: Post[] }) {
  return (
    <section className="adm-card" aria-labelledby="adm-dash-top-title">
      <div className="adm-card__head">
        <h2 id="adm-dash-top-title" className="adm-card__title">
          {TR.dashboard.mostViewed}
        </h2>
      </div>
      {posts.length === 0 ? (
        <p className="adm-dash-muted">{TR.dashboard.noData}</p>
      ) : (
        <ol className="adm-dash-top">
          {posts.map((post, index) => (
            <li key={String(post.id)} className="adm-dash-top__item">
              <span className="adm-dash-top__rank" aria-hidden="true">
                {index + 1}
              </span>
              <Link href={`/admin/blog/edit/${post.id}`} className="adm-dash-top__title">
                {post.title}
              </Link>
              <span className="adm-dash-top__views">{TR.dashboard.views(formatAdminNumber(post.viewCount))}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Subscriber figures; shown only when they loaded. */
export function NewsletterSummary({ stats }: { stats: NewsletterStats }) {
  const items = [
    { label: TR.dashboard.totalSubscribers, value: stats.totalSubscriptions },
    { label: TR.dashboard.activeSubscribers, value: stats.activeSubscriptions },
    { label: TR.dashboard.subscribersThisWeek, value: stats.subscriptionsThisWeek },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-dash-news-title">
      <div className="adm-card__head">
        <h2 id="adm-dash-news-title" className="adm-card__title">
          {TR.dashboard.newsletterTitle}
        </h2>
        <Link href="/admin/newsletter" className="adm-dash-link">
          {TR.dashboard.seeAll} →
        </Link>
      </div>
      <dl className="adm-dash-news">
        {items.map((item) => (
          <div key={item.label} className="adm-dash-news__item">
            <dt>{item.label}</dt>
            <dd>{formatAdminNumber(item.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import Link from 'next/link';
import { TR, type Post } from '@blog/shared';
import { EmptyState } from '../ui/EmptyState';
import { PostStatusBadge } from '../ui/PostStatusBadge';
import { PostListDate } from '../ui/PostListDate';

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

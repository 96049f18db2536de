import Link from 'next/link';
import { TR, formatAdminNumber, type Post } from '@blog/shared';

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

import Link from 'next/link';
import { TR, formatAdminNumber, type NewsletterStats } from '@blog/shared';

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

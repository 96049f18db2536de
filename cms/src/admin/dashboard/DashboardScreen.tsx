'use client';

import '../styles/dashboard.css';
import Link from 'next/link';
import { PAGE_SIZE, TR, type Analytics, type Post } from '@blog/shared';
import { useAuth } from '../lib/AuthProvider';
import { describeError, notify } from '../lib/notify';
import { PATHS, useApiQuery } from '../lib/query';
import { ErrorBox } from '../ui/feedback';
import { useNewsletterStats } from '../newsletter/subscriptions';
import { DashIcon, MostViewed, NewsletterSummary, RecentPosts, StatsGrid } from './panels';
import { SiteBuildStatus } from './SiteBuildStatus';

const RECENT_QUERY = { limit: PAGE_SIZE.dashboardRecent, sortBy: 'createdAt', sortOrder: 'desc' };

/** /admin: quick links, five figures, the newest posts, the most viewed and the newsletter. */
export function DashboardScreen() {
  const { user } = useAuth();
  const name = user?.name?.trim() || TR.auth.adminUserFallback;
  const analytics = useApiQuery<Analytics>(PATHS.analytics, undefined, {
    onError: () => notify.error(TR.dashboard.analyticsFailed),
  });
  // The newest posts come from the admin list call (spec 8: the recent-posts fallback).
  const recent = useApiQuery<Post[]>(PATHS.posts, RECENT_QUERY);
  const newsletter = useNewsletterStats('warn');
  const analyticsError = analytics.isError ? TR.dashboard.loadFailed(describeError(analytics.error, TR.unknownError)) : null;
  const recentPosts = Array.isArray(recent.data?.data) ? recent.data.data.slice(0, PAGE_SIZE.dashboardRecent) : [];
  const reload = () => {
    void analytics.refetch();
    void recent.refetch();
    void newsletter.refetch();
  };

  return (
    <div className="adm-page">
      <header className="adm-page-header">
        <div>
          <h1 className="adm-page-title">{TR.dashboard.title}</h1>
          <p className="adm-page-subtitle">{TR.dashboard.welcome(name)}</p>
        </div>
        <QuickLinks />
      </header>
      {analyticsError ? <ErrorBox message={analyticsError} onRetry={reload} /> : null}
      <StatsGrid analytics={analytics.data?.data ?? null} loading={analytics.isFetching} failed={analyticsError !== null} />
      <div className="adm-dash-columns">
        <RecentPosts
          posts={recentPosts}
          loading={recent.isFetching}
          error={recent.isError ? describeError(recent.error, TR.post.listFailed) : null}
        />
        <div className="adm-dash-side">
          {analytics.data ? <MostViewed posts={analytics.data.data.mostViewedBlogs} /> : null}
          {newsletter.data ? <NewsletterSummary stats={newsletter.data.data} /> : null}
          <SiteBuildStatus />
        </div>
      </div>
    </div>
  );
}

/** New post, the post list, and the public site in a new tab. */
function QuickLinks() {
  return (
    <nav className="adm-dash-quick" aria-label={TR.dashboard.quickActions}>
      <Link href="/admin/blog/new" className="adm-btn adm-btn--primary">
        <DashIcon name="plus" />
        {TR.dashboard.quickNew}
      </Link>
      <Link href="/admin/blogs" className="adm-btn adm-btn--secondary">
        <DashIcon name="list" />
        {TR.dashboard.quickList}
      </Link>
      <a href="/" target="_blank" rel="noopener noreferrer" className="adm-btn adm-btn--secondary">
        <DashIcon name="external" />
        {TR.dashboard.quickSite}
        <span className="adm-visually-hidden"> {TR.dashboard.newTab}</span>
      </a>
    </nav>
  );
}

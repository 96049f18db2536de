'use client';

import '../styles/dashboard.css';
import { TR } from '@blog/shared';
import { useAuth } from '../lib/AuthProvider';
import { ErrorBox } from '../ui/ErrorBox';
import { MostViewed } from './MostViewed';
import { NewsletterSummary } from './NewsletterSummary';
import { QuickLinks } from './QuickLinks';
import { RecentPosts } from './RecentPosts';
import { SiteBuildStatus } from './SiteBuildStatus';
import { StatsGrid } from './StatsGrid';
import { useDashboardData } from './useDashboardData';

/** /admin: quick links, five figures, the newest posts, the most viewed and the newsletter. */
export function DashboardScreen() {
  const { user } = useAuth();
  const { analytics, analyticsError, recent, recentError, newsletter, loading, reload } = useDashboardData();
  const name = user?.name?.trim() || TR.auth.adminUserFallback;

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
      <StatsGrid analytics={analytics} loading={loading} failed={analyticsError !== null} />
      <div className="adm-dash-columns">
        <RecentPosts posts={recent} loading={loading} error={recentError} />
        <div className="adm-dash-side">
          {analytics ? <MostViewed posts={analytics.mostViewedBlogs} /> : null}
          {newsletter ? <NewsletterSummary stats={newsletter} /> : null}
          <SiteBuildStatus />
        </div>
      </div>
    </div>
  );
}

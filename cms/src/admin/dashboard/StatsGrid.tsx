import { TR, formatAdminNumber, type Analytics } from '@blog/shared';
import { StatCard } from '../ui/StatCard';
import { DashIcon } from './DashIcon';

export interface StatsGridProps {
  analytics: Analytics | null;
  loading: boolean;
  failed: boolean;
}

/** The five figures of the dashboard; 0 with 'Backend bağlantısı yok' when analytics failed. */
export function StatsGrid({ analytics, loading, failed }: StatsGridProps) {
  const offline = failed ? TR.dashboard.noBackend : undefined;
  const number = (value: number | undefined) => formatAdminNumber(failed ? 0 : value ?? 0);
  const week = analytics?.recentActivity;
  const busy = loading && !analytics && !failed;
  return (
    <section className="adm-dash-stats" aria-label={TR.dashboard.statsLabel}>
      <StatCard label={TR.dashboard.totalBlogs} value={number(analytics?.totalBlogs)} hint={offline} tone="blue" icon={<DashIcon name="doc" />} loading={busy} />
      <StatCard label={TR.dashboard.publishedBlogs} value={number(analytics?.publishedBlogs)} hint={offline} tone="green" icon={<DashIcon name="check" />} loading={busy} />
      <StatCard label={TR.dashboard.draftBlogs} value={number(analytics?.draftBlogs)} hint={offline} tone="amber" icon={<DashIcon name="pencil" />} loading={busy} />
      <StatCard label={TR.dashboard.totalViews} value={number(analytics?.totalViews)} hint={offline} tone="violet" icon={<DashIcon name="eye" />} loading={busy} />
      <StatCard
        label={TR.dashboard.thisWeek}
        value={number(week?.blogsThisWeek)}
        hint={offline ?? (week ? TR.dashboard.blogsThisWeekHint(formatAdminNumber(week.viewsThisWeek)) : undefined)}
        tone="slate"
        icon={<DashIcon name="calendar" />}
        loading={busy}
      />
    </section>
  );
}

import { TR, formatAdminNumber, type NewsletterStats } from '@blog/shared';
import { StatCard } from '../ui/StatCard';
import { CalendarIcon, CheckIcon, PauseIcon, UsersIcon } from '../ui/icons';
import { statFigures } from './newsletterStats';

/** Total, active, inactive (total − active) and this week's subscribers. */
export function NewsletterStatCards({ stats, loading }: { stats: NewsletterStats | null; loading: boolean }) {
  const figures = statFigures(stats);
  const labels = TR.newsletter.stats;
  return (
    <section className="nl-stats" aria-label="Abone istatistikleri">
      <StatCard label={labels.total} value={formatAdminNumber(figures.total)} icon={<UsersIcon size={20} />} tone="blue" loading={loading} />
      <StatCard label={labels.active} value={formatAdminNumber(figures.active)} icon={<CheckIcon size={20} />} tone="green" loading={loading} />
      <StatCard label={labels.inactive} value={formatAdminNumber(figures.inactive)} icon={<PauseIcon size={20} />} tone="slate" loading={loading} />
      <StatCard label={labels.thisWeek} value={formatAdminNumber(figures.thisWeek)} icon={<CalendarIcon size={20} />} tone="violet" loading={loading} />
    </section>
  );
}

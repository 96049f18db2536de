import type { NewsletterStats } from '@blog/shared';

export interface StatFigures {
  total: number;
  active: number;
  inactive: number;
  thisWeek: number;
}

/** The four card figures; inactive is total minus active (never below 0). */
export function statFigures(stats: NewsletterStats | null): StatFigures {
  const total = stats?.totalSubscriptions ?? 0;
  const active = stats?.activeSubscriptions ?? 0;
  return { total, active, inactive: Math.max(0, total - active), thisWeek: stats?.subscriptionsThisWeek ?? 0 };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewsletterStats } from '@blog/shared';
import { api } from '../lib/api';

/** GET newsletter/admin/stats; a failure is only logged (spec 8). */
export function useNewsletterStats(): { stats: NewsletterStats | null; loading: boolean; reload: () => void } {
  const [stats, setStats] = useState<NewsletterStats | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    api
      .get<NewsletterStats>('newsletter/admin/stats')
      .then(({ data }) => {
        if (ticket === latest.current) setStats(data);
      })
      .catch((error: unknown) => console.error('Newsletter stats could not be loaded', error))
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { stats, loading, reload };
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, TR, type Analytics, type NewsletterStats, type Post } from '@blog/shared';
import { api } from '../lib/api';
import { describeError, notify } from '../lib/notify';

export interface DashboardData {
  analytics: Analytics | null;
  /** 'Dashboard verileri yüklenirken hata oluştu: …' when the analytics call failed. */
  analyticsError: string | null;
  recent: Post[];
  recentError: string | null;
  newsletter: NewsletterStats | null;
  loading: boolean;
  reload: () => void;
}

/** The dashboard's three calls: analytics, the newest posts and the newsletter figures. */
export function useDashboardData(): DashboardData {
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [analyticsError, setAnalyticsError] = useState<string | null>(null);
  const [recent, setRecent] = useState<Post[]>([]);
  const [recentError, setRecentError] = useState<string | null>(null);
  const [newsletter, setNewsletter] = useState<NewsletterStats | null>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    const live = () => current === generation.current;
    setLoading(true);
    setAnalyticsError(null);
    setRecentError(null);
    const analyticsCall = api.get<Analytics>('blogs/admin/analytics').then(
      ({ data }) => live() && setAnalytics(data),
      (error: unknown) => {
        if (!live()) return;
        setAnalytics(null);
        setAnalyticsError(TR.dashboard.loadFailed(describeError(error, TR.unknownError)));
        notify.error(TR.dashboard.analyticsFailed);
      },
    );
    const recentCall = api
      .get<Post[]>('blogs/admin/blogs', { limit: PAGE_SIZE.dashboardRecent, sortBy: 'createdAt', sortOrder: 'desc' })
      .then(
        ({ data }) => live() && setRecent(Array.isArray(data) ? data.slice(0, PAGE_SIZE.dashboardRecent) : []),
        (error: unknown) => live() && setRecentError(describeError(error, TR.post.listFailed)),
      );
    const newsletterCall = api.get<NewsletterStats>('newsletter/admin/stats').then(
      ({ data }) => live() && setNewsletter(data),
      (error: unknown) => console.warn('Newsletter stats could not be loaded', error),
    );
    await Promise.all([analyticsCall, recentCall, newsletterCall]);
    if (live()) setLoading(false);
  }, []);

  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);

  return { analytics, analyticsError, recent, recentError, newsletter, loading, reload: () => void load() };
}

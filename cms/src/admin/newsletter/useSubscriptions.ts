import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, TR, type PaginationMeta, type Subscription } from '@blog/shared';
import { api } from '../lib/api';
import { describeError, notify } from '../lib/notify';
import { isActiveParam, type StatusFilter } from './statusFilter';

export interface SubscriptionQuery {
  page: number;
  search: string;
  filter: StatusFilter;
}

export interface SubscriptionsState {
  items: Subscription[];
  pagination: PaginationMeta | null;
  loading: boolean;
  /** Why the last load failed (the server's message when it sent one), else null. */
  error: string | null;
  reload: () => void;
}

/** GET newsletter/admin/subscriptions?page&limit=20&search&isActive; reloads when the query changes. */
export function useSubscriptions({ page, search, filter }: SubscriptionQuery): SubscriptionsState {
  const [items, setItems] = useState<Subscription[]>([]);
  const [pagination, setPagination] = useState<PaginationMeta | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    api
      .get<Subscription[]>('newsletter/admin/subscriptions', {
        page,
        limit: PAGE_SIZE.subscriptions,
        search: search.trim() || undefined,
        isActive: isActiveParam(filter),
      })
      .then(({ data, meta }) => {
        if (ticket !== latest.current) return;
        setItems(Array.isArray(data) ? data : []);
        setPagination(meta?.pagination ?? null);
      })
      .catch((failure: unknown) => {
        if (ticket !== latest.current) return;
        setItems([]);
        setPagination(null);
        setError(describeError(failure, TR.genericError));
        notify.error(TR.newsletter.listFailed);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [page, search, filter]);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { items, pagination, loading, error, reload };
}

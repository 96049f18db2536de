import { useCallback, useState } from 'react';
import { PAGE_SIZE, TR, isoDay, type NewsletterStats, type Subscription } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { PATHS, useApiMutation, useApiQuery, usePending } from '../lib/query';
import { useConfirm } from '../ui/ConfirmDialog';

/** The newsletter resource of the admin (spec sections 4, 7): subscriptions, figures, export. */

/** The status filter of the subscription list: all, active or inactive. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive'];

/** isActive of the list call: true, false, or omitted for all. */
function isActiveParam(filter: StatusFilter): boolean | undefined {
  if (filter === 'active') return true;
  if (filter === 'inactive') return false;
  return undefined;
}

/** activeOnly of the export call: true when the filter is 'active', else omitted. */
function activeOnlyParam(filter: StatusFilter): true | undefined {
  return filter === 'active' ? true : undefined;
}

export interface StatFigures {
  total: number;
  active: number;
  inactive: number;
  thisWeek: number;
  /** Sign-ups waiting for confirmation: only when the server counts them (NEWSLETTER_CONFIRM). */
  pending?: number;
}

/**
 * The card figures; inactive is total minus active (never below 0), and minus the pending
 * sign-ups too when the server counts them apart.
 */
export function statFigures(stats: NewsletterStats | null): StatFigures {
  const total = stats?.totalSubscriptions ?? 0;
  const active = stats?.activeSubscriptions ?? 0;
  const pending = stats?.pendingSubscriptions;
  const figures = {
    total,
    active,
    inactive: Math.max(0, total - active - (pending ?? 0)),
    thisWeek: stats?.subscriptionsThisWeek ?? 0,
  };
  return pending === undefined ? figures : { ...figures, pending };
}

/** newsletter-subscriptions-{YYYY-MM-DD}.csv */
export function csvFilename(date: Date = new Date()): string {
  return `newsletter-subscriptions-${isoDay(date)}.csv`;
}

/** Saves text as a file through a Blob and an <a download>. */
function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET newsletter/admin/stats; a failure is only logged (spec 8): an error here, a warning on the dashboard. */
export const useNewsletterStats = (level: 'error' | 'warn') =>
  useApiQuery<NewsletterStats>(PATHS.newsletterStats, undefined, {
    onError: (error) => console[level]('Newsletter stats could not be loaded', error),
  });

/** GET newsletter/admin/subscriptions?page&limit=20&search&isActive; a failure also toasts. */
export const useSubscriptionList = (page: number, search: string, filter: StatusFilter) =>
  useApiQuery<Subscription[]>(
    PATHS.subscriptions,
    { page, limit: PAGE_SIZE.subscriptions, search: search.trim() || undefined, isActive: isActiveParam(filter) },
    { keepPrevious: true, onError: () => notify.error(TR.newsletter.listFailed) },
  );

const pathOf = (id: Subscription['id']) => `${PATHS.subscriptions}/${encodeURIComponent(String(id))}`;
/** A subscription write changes the list and the figures. */
const AFFECTED = [PATHS.subscriptions, PATHS.newsletterStats];
const ROW_WRITE = ['subscriptions', 'row'];

async function run(work: Promise<unknown>, success: string, failure: string): Promise<void> {
  try {
    await work;
    notify.success(success);
  } catch {
    notify.error(failure);
  }
}

/** Toggle and delete, each after a confirmation, with a per-row busy flag and toasts. */
export function useSubscriptionActions() {
  const confirm = useConfirm();
  const { mutateAsync: setActive } = useApiMutation(
    [...ROW_WRITE, 'status'],
    ({ id, isActive }: { id: Subscription['id']; isActive: boolean }) => api.patch(`${pathOf(id)}/status`, { isActive }),
    AFFECTED,
  );
  const { mutateAsync: remove } = useApiMutation(
    [...ROW_WRITE, 'delete'],
    ({ id }: { id: Subscription['id'] }) => api.del(pathOf(id)),
    AFFECTED,
  );
  const pending = usePending<{ id: Subscription['id'] }>(ROW_WRITE);

  const toggle = useCallback(
    async (subscription: Subscription) => {
      const activate = !subscription.isActive;
      const ok = await confirm({
        title: TR.newsletter.toggleTitle(activate),
        message: TR.newsletter.toggleConfirm(subscription.email, activate),
        confirmText: activate ? TR.newsletter.activate : TR.newsletter.deactivate,
        cancelText: TR.cancel,
        variant: 'warning',
      });
      if (!ok) return;
      const done = activate ? TR.newsletter.activated : TR.newsletter.deactivated;
      await run(setActive({ id: subscription.id, isActive: activate }), done, TR.newsletter.statusFailed);
    },
    [confirm, setActive],
  );

  const removeOne = useCallback(
    async (subscription: Subscription) => {
      const ok = await confirm({
        title: TR.newsletter.deleteTitle,
        message: TR.newsletter.deleteConfirm(subscription.email),
        confirmText: TR.newsletter.delete,
        cancelText: TR.cancel,
        variant: 'danger',
      });
      if (!ok) return;
      await run(remove({ id: subscription.id }), TR.newsletter.deleted, TR.newsletter.deleteFailed);
    },
    [confirm, remove],
  );

  const isBusy = useCallback(
    (subscription: Subscription) => pending.some((variables) => String(variables.id) === String(subscription.id)),
    [pending],
  );

  return { toggle, remove: removeOne, isBusy };
}

/** 'CSV İndir': GET newsletter/admin/export, saved as newsletter-subscriptions-{date}.csv. */
export function useCsvExport(filter: StatusFilter): { exportCsv: () => void; exporting: boolean } {
  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(() => {
    setExporting(true);
    api
      .download('newsletter/admin/export', { activeOnly: activeOnlyParam(filter) })
      .then(({ text }) => {
        saveTextFile(text, csvFilename());
        notify.success(TR.newsletter.exported);
      })
      .catch(() => notify.error(TR.newsletter.exportFailed))
      .finally(() => setExporting(false));
  }, [filter]);
  return { exportCsv, exporting };
}

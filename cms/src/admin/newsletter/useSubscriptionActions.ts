import { useCallback, useState } from 'react';
import { TR, type Subscription } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { useConfirm } from '../ui/useConfirm';

const pathOf = (subscription: Subscription) =>
  `newsletter/admin/subscriptions/${encodeURIComponent(String(subscription.id))}`;

/**
 * Toggle and delete, each after a confirmation; a per-row busy flag; `onChanged` (reload the list
 * and the figures) after every change.
 */
export function useSubscriptionActions(onChanged: () => void) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = useCallback(
    async (subscription: Subscription, work: () => Promise<unknown>, success: string, failure: string) => {
      const id = String(subscription.id);
      mark(id, true);
      try {
        await work();
        notify.success(success);
      } catch {
        notify.error(failure);
      } finally {
        mark(id, false);
        onChanged();
      }
    },
    [onChanged],
  );

  const toggle = useCallback(
    async (subscription: Subscription) => {
      const activate = !subscription.isActive;
      const word = activate ? TR.newsletter.activate : TR.newsletter.deactivate;
      const ok = await confirm({
        title: TR.newsletter.toggleTitle(activate),
        message: TR.newsletter.toggleConfirm(subscription.email, activate),
        confirmText: word,
        cancelText: TR.cancel,
        variant: 'warning',
      });
      if (!ok) return;
      await run(
        subscription,
        () => api.patch(`${pathOf(subscription)}/status`, { isActive: activate }),
        activate ? TR.newsletter.activated : TR.newsletter.deactivated,
        TR.newsletter.statusFailed,
      );
    },
    [confirm, run],
  );

  const remove = useCallback(
    async (subscription: Subscription) => {
      const ok = await confirm({
        title: TR.newsletter.deleteTitle,
        message: TR.newsletter.deleteConfirm(subscription.email),
        confirmText: TR.newsletter.delete,
        cancelText: TR.cancel,
        variant: 'danger',
      });
      if (!ok) return;
      await run(subscription, () => api.del(pathOf(subscription)), TR.newsletter.deleted, TR.newsletter.deleteFailed);
    },
    [confirm, run],
  );

  const isBusy = useCallback((subscription: Subscription) => busy.has(String(subscription.id)), [busy]);

  return { toggle, remove, isBusy };
}

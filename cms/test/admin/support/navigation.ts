import type { Mock } from 'vitest';

/**
 * Where a screen navigated to, by push or replace: leaving after a save replaces the unsaved-
 * changes guard's extra history entry when it is on top (see useLeaveGuard.navigateAway).
 */
export function wentTo(router: { push: Mock; replace: Mock }): unknown[] {
  return [...router.push.mock.calls, ...router.replace.mock.calls].map((call) => call[0]);
}

/**
 * A fresh history entry per test: no guard mark in history.state, no list query in the URL
 * (both survive between the tests of a file).
 */
export function resetHistoryState(): void {
  window.history.replaceState(null, '', window.location.pathname);
}

import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { useConfirm } from '../ui/ConfirmDialog';

/**
 * Keeps unsaved form changes from being lost: closing or reloading the tab (beforeunload),
 * following a link inside the admin (a click caught before Next's Link sees it) and the Back
 * button (a second history entry for the same page, so Back first lands on this page again and
 * can be asked about) all ask 'Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?'.
 */

const SENTINEL = '__admLeaveGuard';
/** Set while a screen leaves on purpose (after a save, or once the user said yes). */
let leaving = false;

type Router = ReturnType<typeof useRouter>;

function onSentinel(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && SENTINEL in state;
}

function pushSentinel(): void {
  const state: unknown = window.history.state;
  window.history.pushState(
    { ...(typeof state === 'object' && state !== null ? state : {}), [SENTINEL]: true },
    '',
    window.location.href,
  );
}

/**
 * Leaves the page without asking (a save went through). The guard's extra history entry, when
 * on top, is replaced rather than left behind, so Back from the next page does not stop twice.
 */
export function navigateAway(router: Router, href: string, how: 'push' | 'replace' = 'push'): void {
  leaving = true;
  if (onSentinel()) router.replace(href);
  else if (how === 'replace') router.replace(href);
  else router.push(href);
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The in-app address a click on `target` would go to, or null when it leaves nothing behind. */
function linkTarget(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site: the browser's own beforeunload prompt covers it.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LeaveGuard {
  /** Goes to `href`, asking first while there are unsaved changes (cancel buttons). */
  leave: (href: string) => Promise<void>;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const router = useRouter();
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const ask = useCallback(
    () => confirm({ title: TR.unsaved.title, message: TR.unsaved.message, confirmText: TR.unsaved.leave, variant: 'warning' }),
    [confirm],
  );

  const leave = useCallback(
    async (href: string) => {
      if (dirtyRef.current && !leaving && !(await ask())) return;
      navigateAway(router, href);
    },
    [ask, router],
  );

  useEffect(() => {
    if (!dirty) return;
    // New changes: whatever left before (a save that navigated) is over.
    leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (leaving || event.defaultPrevented || !isPlainLeftClick(event)) return;
      const href = linkTarget(event.target);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      void leave(href);
    };
    // Back lands on the page's own entry under the guard's one: ask, then go on back or stay.
    const onPopState = () => {
      if (leaving || onSentinel()) return;
      void ask().then((yes) => {
        if (yes) {
          leaving = true;
          window.history.back();
        } else pushSentinel();
      });
    };
    if (!onSentinel()) pushSentinel();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [dirty, ask, leave]);

  return { leave };
}

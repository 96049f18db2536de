'use client';

import { useEffect } from 'react';
import { toast } from 'react-toastify';

/**
 * What toasts must never cover: the phone's top bar, the page header's buttons (while seen) and
 * the page's own error box right under the header, whose 'Tekrar Dene' sits where the toast
 * reporting the same failure would (the dashboard's analytics).
 */
const CLEAR_OF = ['.adm-topbar', '.adm-page-header', '.adm-page-header + .adm-error'];
const GAP_PX = 8;

/**
 * Toasts stay top right (spec), but start below the controls the administrator needs next: the
 * page header's actions ('Sitede görüntüle', 'Yeni Blog', …) and, on phones, the top bar. The
 * offset follows scrolling and resizing, is read again whenever a toast appears, and whenever the
 * page changes under a toast that is showing: 'Giriş başarılı!' appears on the sign-in screen,
 * which has no header, and stays while the dashboard and its header render. It is the
 * `--adm-toast-top` custom property the toast container's CSS uses, so every toast follows it.
 */
export function useToastClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let bottom = 0;
      for (const selector of CLEAR_OF) {
        for (const element of document.querySelectorAll(selector)) {
          const box = element.getBoundingClientRect();
          if (box.height > 0 && box.bottom > 0) bottom = Math.max(bottom, box.bottom);
        }
      }
      root.style.setProperty('--adm-toast-top', `${Math.round(bottom + GAP_PX)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Screens change without a scroll or resize (a sign-in, a client-side navigation, a header
    // that renders once its data arrives): follow the DOM while a toast is on screen.
    const observer = new MutationObserver(() => {
      if (document.querySelector('.Toastify__toast')) schedule();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = toast.onChange((item) => {
      if (item.status === 'added') measure();
    });
    return () => {
      stop();
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
}

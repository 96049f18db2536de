'use client';

import { useEffect } from 'react';
import { toast } from 'react-toastify';

/** What toasts must never cover: the phone's top bar and the page header's buttons (while seen). */
const CLEAR_OF = ['.adm-topbar', '.adm-page-header'];
const GAP_PX = 8;

/**
 * Toasts stay top right (spec), but start below the controls the administrator needs next: the
 * page header's actions ('Sitede görüntüle', 'Yeni Blog', …) and, on phones, the top bar. The
 * offset follows scrolling and resizing and is read again whenever a toast appears; it is the
 * `--adm-toast-top` custom property the toast container's CSS uses.
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
    const stop = toast.onChange((item) => {
      if (item.status === 'added') measure();
    });
    return () => {
      stop();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
}

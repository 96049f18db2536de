import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

// Measured before paint in the browser; Astro also renders islands on the server, where
// useLayoutEffect only warns.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Space kept between a popover and the edge of the screen (px). */
const EDGE = 8;

/**
 * While `active`, shifts the element sideways (`--popover-shift`, used by its CSS transform) so
 * that it stays inside the viewport: a menu anchored to the right of a button that sits at the
 * left of a phone screen would otherwise open off the left edge.
 */
export function useInViewport(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const place = () => {
      element.style.removeProperty('--popover-shift');
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      let shift = 0;
      if (right - left > width - 2 * EDGE) shift = EDGE - left;
      else if (left < EDGE) shift = EDGE - left;
      else if (right > width - EDGE) shift = width - EDGE - right;
      if (shift) element.style.setProperty('--popover-shift', `${Math.round(shift)}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [ref, active]);
}

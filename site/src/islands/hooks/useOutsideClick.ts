import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** While `active`, calls `onOutside` on a pointerdown outside `ref`'s element. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}

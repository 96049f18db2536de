/** Copies a link: 'copied' for COPIED_STATE_MS, or 'failed' (spec sections 4 and 8). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS } from '@blog/shared';

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyLink(url: string): { state: CopyState; copy: () => Promise<void>; reset: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState('idle');
  }, []);

  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_STATE_MS);
    } catch {
      setState('failed');
    }
  }, [url]);

  return { state, copy, reset };
}

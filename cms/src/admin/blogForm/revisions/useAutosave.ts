import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS } from '@blog/shared';
import type { PostFormState } from '../postForm';

export type AutosaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

const sameText = (a: PostFormState, b: PostFormState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Calls `save` AUTOSAVE_INTERVAL_MS after the form last changed, when it differs from what was
 * last saved (or loaded) and `enabled` (the form is not busy, no offer is waiting for an answer).
 * One save at a time; a change made while one runs is saved after it.
 */
export function useAutosave(
  form: PostFormState | null,
  baseline: PostFormState | null,
  save: (form: PostFormState) => Promise<string>,
  enabled: boolean,
): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const last = useRef<PostFormState | null>(baseline);
  const running = useRef(false);
  // A form the server refused is not sent again until it changes.
  const failed = useRef<PostFormState | null>(null);
  const [tick, setTick] = useState(0);

  // A new baseline (an explicit save, a restore) is the new "already saved".
  useEffect(() => {
    last.current = baseline;
  }, [baseline]);

  const run = useCallback(
    async (values: PostFormState) => {
      running.current = true;
      setState({ kind: 'saving' });
      try {
        const at = await save(values);
        last.current = values;
        setState({ kind: 'saved', at });
      } catch {
        failed.current = values;
        setState({ kind: 'failed' });
      } finally {
        running.current = false;
        setTick((n) => n + 1);
      }
    },
    [save],
  );

  useEffect(() => {
    if (!enabled || !form || (last.current && sameText(form, last.current))) return;
    if (failed.current && sameText(form, failed.current)) return;
    const timer = setTimeout(() => {
      if (!running.current) void run(form);
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [enabled, form, run, tick]);

  return state;
}

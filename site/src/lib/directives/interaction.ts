/**
 * `client:interaction`: hydrates an island on the first pointerdown, focusin or keydown
 * inside its root, so a page loads no framework code until a visitor touches the island. What
 * the visitor does meanwhile is replayed once it has hydrated (./replay).
 */
import type { ClientDirective } from 'astro';
import { hydrateWithReplay } from './replay';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  const start = () => {
    for (const name of TRIGGERS) el.removeEventListener(name, start, true);
    void hydrateWithReplay(load, el);
  };
  for (const name of TRIGGERS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default interaction;

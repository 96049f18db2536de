/**
 * `client:seen`: Astro's `client:visible` (hydrate once the island scrolls into view), or
 * sooner on the first interaction inside it, with what the visitor does before it has hydrated
 * held and replayed (./replay): a Subscribe pressed straight after the page loads subscribes
 * through the island, as it does once hydrated, instead of posting the plain form.
 */
import type { ClientDirective } from 'astro';
import { hydrateWithReplay } from './replay';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const seen: ClientDirective = (load, _options, el) => {
  let started = false;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const name of TRIGGERS) el.removeEventListener(name, start, true);
    void hydrateWithReplay(load, el);
  }
  for (const name of TRIGGERS) el.addEventListener(name, start, { capture: true, passive: true });
  // The island's root is display: contents; its children are what can be seen.
  for (const child of el.children) observer.observe(child);
};

export default seen;

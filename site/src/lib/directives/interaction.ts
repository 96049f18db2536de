/**
 * `client:interaction`: hydrates an island on the first pointerdown, focusin or keydown
 * inside its root, so a page loads no framework code until a visitor touches the island.
 * A click that lands while the island is still loading is held and replayed once it has
 * hydrated, so the first click on the (server-rendered) toggle is never lost.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;
const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role="button"], [tabindex]';

/** The element to click again: the nearest control around the target (which may be an SVG icon). */
function clickTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CLICKABLE);
  if (control instanceof HTMLElement) return control;
  return target instanceof HTMLElement ? target : null;
}

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let hydrated = false;
  let pendingClick: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    const target = clickTarget(event.target);
    if (hydrated || !target) return;
    pendingClick = target;
    event.preventDefault();
    event.stopPropagation();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const name of TRIGGERS) el.removeEventListener(name, start, true);
    el.addEventListener('click', holdClick, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      hydrated = true;
      el.removeEventListener('click', holdClick, true);
    }
    const target = pendingClick;
    pendingClick = null;
    // React hydrates concurrently; a click on a still-dehydrated root is replayed by React itself.
    if (target?.isConnected) requestAnimationFrame(() => target.click());
  };

  for (const name of TRIGGERS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default interaction;

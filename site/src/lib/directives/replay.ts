/**
 * What a visitor does while an island is still loading is held and replayed once it has
 * hydrated, so the first interaction does what it does on a hydrated island (issue #35):
 * - a click (on the server-rendered toggle) is clicked again;
 * - a form's submission is submitted again, through the island's handler (no trip to the
 *   no-JavaScript page); if the code has not come within HOLD_SUBMIT_MS (a very slow link, or
 *   scripts blocked) the form is posted as it is, as without JavaScript. Once the code has come,
 *   the submission waits for the island however long hydrating takes (a slow phone's CPU):
 *   posting it then would leave the page the island is about to answer on;
 * - characters typed outside a text field (with the click that opens a search box) are typed
 *   into the field that has the focus after the click.
 */
const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role="button"], [tabindex]';
const TEXT_FIELD =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], textarea';
const HOLD_SUBMIT_MS = 3000;

/** The element to click again: the nearest control around the target (which may be an SVG icon). */
function clickTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(CLICKABLE);
  if (control instanceof HTMLElement) return control;
  return target instanceof HTMLElement ? target : null;
}

const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLElement && element.matches(TEXT_FIELD);

/** Types `text` into a field as the visitor would have: React's onChange sees it (native setter + input event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts loading and hydrating the island of `el`, holding the visitor's clicks, submissions and
 * typed characters until it has hydrated, then replaying them (see the directives).
 */
export function hydrateWithReplay(load: () => Promise<() => Promise<void>>, el: HTMLElement): Promise<void> {
  let hydrated = false;
  let pendingClick: HTMLElement | null = null;
  let pendingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let typed = '';
  let codeArrived = false;

  const holdClick = (event: Event) => {
    const target = clickTarget(event.target);
    if (hydrated || !target) return;
    // A click on a submit button submits: that is held as a submission (below), not as a click.
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
    pendingClick = target;
    event.preventDefault();
    event.stopPropagation();
  };

  const holdSubmit = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    pendingSubmit = { form, submitter: (event as SubmitEvent).submitter };
    event.preventDefault();
    event.stopPropagation();
    // Never longer than a visitor would wait: then the form posts as it does without JavaScript.
    setTimeout(() => {
      if (hydrated || codeArrived || pendingSubmit?.form !== form) return;
      pendingSubmit = null;
      HTMLFormElement.prototype.submit.call(form);
    }, HOLD_SUBMIT_MS);
  };

  const holdKey = (event: KeyboardEvent) => {
    // Keys typed into a field stay in its value (the islands read it when they hydrate); a space
    // activates a focused button, so it is left to do that.
    const printable = event.key.length === 1 && event.key.trim() !== '' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (hydrated || !printable || isTextField(event.target)) return;
    typed += event.key;
    event.preventDefault();
  };

  /**
   * React hydrates concurrently: Astro's hydrate() resolves before the island's root has
   * committed, and an event replayed into a root that is not hydrated yet is dropped. So wait
   * (a frame at a time, at most ~2 s) until the element the event goes to carries React's
   * props, which it attaches to each element as it hydrates it.
   */
  const whenHydrated = (element: Element, then: () => void, frames = 120) => {
    if (frames <= 0 || Object.keys(element).some((key) => key.startsWith('__reactProps$'))) then();
    else requestAnimationFrame(() => whenHydrated(element, then, frames - 1));
  };

  /** Where the held event goes (React must have hydrated it), or the island's first element. */
  const heldTarget = (): Element | null => pendingSubmit?.form ?? pendingClick ?? el.firstElementChild;

  const replay = () => {
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('submit', holdSubmit, true);
    el.removeEventListener('keydown', holdKey, true);
    const click = pendingClick;
    const submit = pendingSubmit;
    pendingClick = null;
    pendingSubmit = null;
    if (click?.isConnected) click.click();
    if (submit?.form.isConnected) {
      const submitter = submit.submitter?.isConnected ? submit.submitter : null;
      submit.form.requestSubmit(submitter);
    }
    const text = typed;
    typed = '';
    if (!text) return;
    // The click's own effect (a search box opening and taking the focus) may need a frame more.
    const typeText = (again: boolean) => {
      const field = document.activeElement;
      if (isTextField(field) && el.contains(field)) typeInto(field, text);
      else if (again) requestAnimationFrame(() => typeText(false));
    };
    typeText(true);
  };

  el.addEventListener('click', holdClick, true);
  el.addEventListener('submit', holdSubmit, true);
  el.addEventListener('keydown', holdKey, true);
  return (async () => {
    try {
      const hydrate = await load();
      codeArrived = true;
      await hydrate();
    } finally {
      // Until the replay everything is still held, so nothing slips between hydration and it.
      const target = heldTarget();
      if (target) whenHydrated(target, replay);
      else replay();
    }
  })();
}

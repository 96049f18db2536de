/**
 * A form submitted while its island is still loading (src/lib/directives/replay.ts): held, then
 * submitted through the island once it has hydrated; posted as without JavaScript only when the
 * code itself has not come within the hold (a slow link), never because hydrating is slow.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateWithReplay } from '../src/lib/directives/replay';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An island root with a sign-up form, as the server renders it. */
function island() {
  const el = document.createElement('div');
  el.innerHTML =
    '<form action="/newsletter/subscribe" method="post"><input type="email" name="email"><button type="submit">Subscribe</button></form>';
  document.body.append(el);
  const form = el.querySelector('form')!;
  const button = el.querySelector('button')!;
  return { el, form, button };
}

/**
 * What "hydrating" does here: the island's submit handler. (React's props, which the replay looks
 * for, cannot be set on happy-dom's form, a Proxy: the replay's ~2 s of frames without them stand in.)
 */
function hydrator(form: HTMLFormElement, handled: string[]) {
  return () => {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled.push('island');
    });
  };
}

describe('a submission held while the island loads', () => {
  let posted: string[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    posted = [];
    // The no-JavaScript post (a page load): recorded, not performed.
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => posted.push('native'));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('goes through the island when the code came in time, however long hydrating takes', async () => {
    const { el, form, button } = island();
    const handled: string[] = [];
    // The code arrives after 1 s; hydrating then takes 5 s (a busy phone), past the 3 s hold.
    const done = hydrateWithReplay(async () => {
      await wait(1000);
      return async () => {
        await wait(5000);
        hydrator(form, handled)();
      };
    }, el);
    form.requestSubmit(button);
    await vi.advanceTimersByTimeAsync(6100);
    await done;
    await vi.advanceTimersByTimeAsync(2500);
    expect(posted).toEqual([]);
    expect(handled).toEqual(['island']);
  });

  it('is posted as without JavaScript when the code has not come within the hold', async () => {
    const { el, form, button } = island();
    const handled: string[] = [];
    const done = hydrateWithReplay(async () => {
      await wait(10_000);
      return async () => hydrator(form, handled)();
    }, el);
    form.requestSubmit(button);
    await vi.advanceTimersByTimeAsync(3100);
    expect(posted).toEqual(['native']);
    await vi.advanceTimersByTimeAsync(7000);
    await done;
    await vi.advanceTimersByTimeAsync(2500);
    // Posted once: the island does not submit it a second time.
    expect(handled).toEqual([]);
  });
});

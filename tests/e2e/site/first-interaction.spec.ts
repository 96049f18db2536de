import { expect, test, type Page, type Response } from '@playwright/test';
import { articlePath, siteData } from './helpers';

/**
 * Issue #35: the first interaction with an island that is still loading does what it does once
 * hydrated. The islands' scripts are held back until the visitor has acted (a slow link, or a
 * quick visitor), then let through: nothing waits for hydration before acting.
 */

const n = () => Math.floor(Math.random() * 250) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` } });

/** Holds every island script until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('Subscribe pressed straight after load subscribes through the island and stays on the page', async ({ page }) => {
  // The page's clock is ours: a held sign-up is posted without JavaScript when the island's code
  // has not come within 3 s of page time (replay.ts; unit-tested in site/test/replay.test.ts).
  // Here page time stands still while the page and the code load, however slowly this machine
  // loads them.
  const start = Date.parse('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Newsletter' });
  const email = `e2e-first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await box.getByRole('textbox', { name: 'Email address' }).fill(email);
  const got: { response?: Response } = {};
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe')).then((r) => (got.response = r));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  release();
  // Once React has hydrated the form (in real time), page time moves a frame at a time: the
  // replay waits for React's props frame by frame. A few frames, far from the 3 s.
  const form = box.locator('form');
  await expect
    .poll(() => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 45_000 })
    .toBe(true);
  for (let frames = 0; !got.response && frames < 60; frames++) {
    await page.clock.runFor(16);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await answered;
  await page.clock.resume();
  expect((await answered).status()).toBe(201);
  await expect(box.getByText("You're subscribed!")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('keys typed with the first click on the search toggle land in the search box', async ({ page, request }) => {
  const { posts } = await siteData(request);
  const release = await holdScripts(page);
  await page.goto(articlePath(posts[0]!), { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await page.keyboard.type('stack');
  release();
  const input = header.getByRole('searchbox', { name: 'Search articles' });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('stack');
  // And it searches, as typing into the open box does.
  await expect(header.locator('.hsearch [role="status"]')).not.toHaveText('');
});

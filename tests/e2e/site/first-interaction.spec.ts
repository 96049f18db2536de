import { expect, test, type Page } from '@playwright/test';
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
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Newsletter' });
  const email = `e2e-first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await box.getByRole('textbox', { name: 'Email address' }).fill(email);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  release();
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

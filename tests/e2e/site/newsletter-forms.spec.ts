import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * The newsletter's forms before and without JavaScript: the sidebar form posts to the platform
 * and lands on a result page; /unsubscribe without a link offers the by-address forms.
 */

const n = () => Math.floor(Math.random() * 250) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` } });

const uniqueEmail = () => `e2e-forms-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Newsletter' });

/** The newest e-mail to `to` in the platform's outbox (no SMTP_URL in the e2e run), decoded. */
async function mailTo(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 50; i += 1) {
    const hit = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .find((text) => text.includes(`To: ${to}`) && /Confirm your unsubscription/.test(text))
      : undefined;
    if (hit) return hit.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no unsubscribe e-mail to ${to}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sidebar form subscribes and shows the result; the same address again is already subscribed', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/');
    await sidebar(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await sidebar(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed\/\?email=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");
    await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();

    await page.goto('/');
    await sidebar(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await sidebar(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/already-subscribed\//);
    await expect(page.getByText('This email address is already subscribed.')).toBeVisible();
  });

  test('a bad address comes back with the message and the form', async ({ page }) => {
    await page.goto('/');
    await sidebar(page).getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    await sidebar(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/invalid-email\//);
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  test('/unsubscribe without a link: check the status, get a link by e-mail, and unsubscribe with it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    expect((await request.post('/api/v1/newsletter/subscribe', { data: { email } })).status()).toBe(201);
    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');

    const status = page.getByRole('form', { name: 'Check your subscription' });
    await status.getByRole('textbox', { name: 'Email address' }).fill(email);
    await status.getByRole('button', { name: 'Check status' }).click();
    await expect(page.getByText('This address is subscribed to the newsletter.')).toBeVisible();

    await page.goto('/unsubscribe');
    const byAddress = page.getByRole('form', { name: 'Unsubscribe without the e-mail link' });
    await byAddress.getByRole('textbox', { name: 'Email address' }).fill(email);
    await byAddress.getByRole('button', { name: 'Send unsubscribe link' }).click();
    await expect(
      page.getByText('If this address is subscribed, we have sent it a link to confirm the unsubscription.'),
    ).toBeVisible();

    // The e-mailed link's page, still without JavaScript: its button works.
    const link = /(http[^\s"<>]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(await mailTo(email))?.[1];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed\//);
    await expect(page.getByText('You have been unsubscribed. You will not receive any more e-mails from us.')).toBeVisible();
    const after = await request.get(`/api/v1/newsletter/status?email=${encodeURIComponent(email)}`);
    expect((await after.json()).data.isSubscribed).toBe(false);
  });
});

test.describe('before the island has hydrated', () => {
  test('an address submitted straight after load is subscribed (the form posts to the platform)', async ({ page, request }) => {
    // Hold the islands' scripts back, as a slow connection would.
    await page.route('**/_astro/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue().catch(() => undefined);
    });
    const email = uniqueEmail();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await sidebar(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await sidebar(page).getByRole('textbox', { name: 'Email address' }).press('Enter');
    await expect(page).toHaveURL(/\/newsletter\/subscribed\//);
    await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();
    const status = await request.get(`/api/v1/newsletter/status?email=${encodeURIComponent(email)}`);
    expect((await status.json()).data.isSubscribed).toBe(true);
  });

  test('an address typed before hydration is kept, and sent through the API once hydrated', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_astro/**/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const email = uniqueEmail();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const input = sidebar(page).getByRole('textbox', { name: 'Email address' });
    await input.fill(email);
    release();
    await hydrated(page, 'NewsletterForm');
    await expect(input).toHaveValue(email);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
    await sidebar(page).getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(201);
    await expect(sidebar(page).getByText("You're subscribed!")).toBeVisible();
  });
});

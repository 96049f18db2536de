import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { articlePath, hydrated, siteData } from './helpers';

/** A client address of this file's own: the API limits subscriptions per address and hour. */
const n = () => Math.floor(Math.random() * 250) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` } });

const uniqueEmail = () => `e2e-site-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The sidebar's newsletter form on the home page, hydrated (it is a client:visible island). */
async function sidebarForm(page: Page): Promise<{ box: Locator; email: Locator; submit: Locator }> {
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.scrollIntoViewIfNeeded();
  await hydrated(page, 'NewsletterForm');
  return {
    box,
    email: box.getByRole('textbox', { name: 'Email address' }),
    submit: box.getByRole('button', { name: 'Subscribe' }),
  };
}

function subscribeCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/newsletter/subscribe')) calls.push(r);
  });
  return calls;
}

test.describe('newsletter form', () => {
  test('a blank or malformed address shows the error toast and sends nothing', async ({ page }) => {
    const calls = subscribeCalls(page);
    const { email, submit } = await sidebarForm(page);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await submit.click();
    // The form has novalidate: the browser's own bubble never shows, the site's toast does.
    const toast = page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
    await email.fill('not-an-address');
    await email.press('Enter');
    await expect(toast).toBeVisible();
    expect(calls).toHaveLength(0);
    await expect(email).toBeVisible();
  });

  test('a new address is subscribed: success toast, then the success panel replaces the form', async ({ page }) => {
    const calls = subscribeCalls(page);
    const address = uniqueEmail();
    const { box, email, submit } = await sidebarForm(page);
    await email.fill(`  ${address}  `);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
    await submit.click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'Successfully subscribed to newsletter!' })).toBeVisible();
    await expect(box.getByText("You're subscribed!")).toBeVisible();
    await expect(email).toHaveCount(0);
    await expect(submit).toHaveCount(0);
    expect(calls.map((r) => r.postDataJSON())).toEqual([{ email: address, source: 'newsletter_form' }]);
  });

  test('the same address again (related-posts box under an article): already subscribed', async ({ page, request }) => {
    const address = uniqueEmail();
    const { email: sidebarEmail, submit } = await sidebarForm(page);
    await sidebarEmail.fill(address);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully subscribed to newsletter!' })).toBeVisible();

    const post = (await siteData(request)).posts[0]!;
    await page.goto(articlePath(post));
    const box = page.locator('.newsletter-box');
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    const email = box.getByRole('textbox', { name: 'Email address' });
    await email.fill(address);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(409);
    await expect(page.getByRole('status').filter({ hasText: 'This email address is already subscribed.' })).toBeVisible();
    await expect(email).toBeVisible();
    await expect(box.getByText("You're subscribed!")).toHaveCount(0);
  });
});

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, uniqueName } from './helpers';

/**
 * The post form's 'Önizle': an unsaved title and body open in a new tab on the site's own
 * article page (the live header, styles, related list), with the preview notice, not indexed;
 * a browser without the admin's sign-in is refused. Screenshots at 390 and 1366 px.
 */

async function openPreview(page: Page, title: string, body: string): Promise<Page> {
  await page.goto('/admin/blog/new');
  await page.getByLabel('Blog Başlığı *').fill(title);
  await page.getByLabel('Blog İçeriği *').fill(body);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Önizle', exact: true }).click(),
  ]);
  await tab.waitForURL(/\/preview\/[^/]+$/);
  await tab.waitForLoadState('load');
  return tab;
}

test.describe('draft preview', () => {
  test("shows an unsaved title and body in the site's article layout, in a new tab", async ({ page }) => {
    const errors: string[] = [];
    await loginViaApi(page);
    const title = uniqueName('Preview e2e');
    const tab = await openPreview(page, title, `The preview body of ${title}.\n\n## A section\n\n- one\n- two\n`);
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(tab.getByText(`The preview body of ${title}.`)).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: 'A section' })).toBeVisible();
    await expect(tab.getByText('Önizleme — yayında değil')).toBeVisible();
    // The live site's header and styles (the article template), not the admin's.
    await expect(tab.locator('header').first()).toBeVisible();
    await expect(tab.locator('main.site-main--article')).toHaveCount(1);
    const fontSize = await tab
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).fontSize);
    expect(parseFloat(fontSize)).toBeGreaterThan(24);
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const response = await tab.reload();
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);

    for (const width of [390, 1366]) {
      await tab.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const file = path.join(test.info().project.outputDir, 'screenshots', `preview-${width}.png`);
      await tab.screenshot({ path: file, fullPage: width === 390 });
    }

    // Nothing was saved: the form still has its text.
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue(title);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(test.info().project.outputDir, 'screenshots', `preview-form-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
  });

  test('a signed-out browser gets the refusal page, not the draft', async ({ page, browser }) => {
    await loginViaApi(page);
    const title = uniqueName('Preview secret');
    const tab = await openPreview(page, title, 'Not for everyone.');
    const url = tab.url();
    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      const response = await stranger.goto(url);
      expect(response?.status()).toBe(401);
      await expect(stranger.getByRole('heading', { name: 'Önizleme açılamadı · Preview unavailable' })).toBeVisible();
      await expect(stranger.getByText(title)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { articlePath, busiest, cardTitles, commonWord, hydrated, richPost, siteData } from './helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HomeFeed');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('article page', async ({ page, request }) => {
    await page.goto(articlePath(richPost((await siteData(request)).posts)));
    expect(await seriousViolations(page)).toEqual([]);
    // The share menu hydrates on the first interaction; the click is replayed once it has.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.locator('.share__panel')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('search page, blank, then with results and with the filters open', async ({ page, request }) => {
    await page.goto('/search');
    await hydrated(page, 'SearchPage');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/search?q=${commonWord((await siteData(request)).posts, 2)}`);
    await hydrated(page, 'SearchPage');
    await expect(cardTitles(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('archive pages: a category and /page/2/', async ({ page, request }) => {
    await page.goto(`/category/${busiest((await siteData(request)).categories).slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Category: /);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/page/2/');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/no-such-page-a11y');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

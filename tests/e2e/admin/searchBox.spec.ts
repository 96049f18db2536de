import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, putSession } from './helpers';

/**
 * The admin's one search box (ui/SearchBox) on its three lists: the same field (size, border,
 * icon, clear button) on each, inside a phone's width and a desktop's, each with its own label
 * and placeholder. Screenshots go to test-results/screenshots (admin-search-*).
 */
const SCREENS = [
  { name: 'blogs', path: '/admin/blogs', label: 'Blog ara', placeholder: 'Başlık, özet veya içerikte ara...' },
  { name: 'categories', path: '/admin/categories', label: 'Kategori ara', placeholder: 'Ad veya açıklamaya göre ara...' },
  { name: 'newsletter', path: '/admin/newsletter', label: 'E-posta ile ara', placeholder: 'E-posta adresi ara...' },
];
const WIDTHS = [390, 1366];

/** What makes the box look as it does: its size and the styles a reader sees. */
async function looks(page: Page, label: string) {
  const input = page.getByRole('searchbox', { name: label });
  return input.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const icon = element.parentElement!.querySelector('svg')!.getBoundingClientRect();
    return {
      height: box.height,
      right: box.right,
      style: ['font-size', 'border', 'border-radius', 'padding-left', 'padding-right', 'background-color', 'color'].map((name) =>
        style.getPropertyValue(name),
      ),
      icon: [icon.width, icon.left - box.left],
    };
  });
}

test.describe('admin search box', () => {
  for (const width of WIDTHS) {
    test(`is the same field on the three lists at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await putSession(page, await apiLogin(page.request));
      const seen: Array<Awaited<ReturnType<typeof looks>>> = [];
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        const input = page.getByRole('searchbox', { name: screen.label });
        await expect(input).toHaveAttribute('placeholder', screen.placeholder);
        // Loaded: the rows (or the empty state), not the skeletons, under the box.
        await expect(input).toBeVisible();
        await expect(page.locator('.adm-skeleton-row')).toHaveCount(0);
        const look = await looks(page, screen.label);
        expect(look.right, `${screen.name}: the box fits the screen`).toBeLessThanOrEqual(width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${screen.name}: nothing overflows`,
        ).toBeLessThanOrEqual(width);
        const file = path.join(test.info().project.outputDir, 'screenshots', `admin-search-${screen.name}-${width}.png`);
        await page.screenshot({ path: file });

        // The clear button: shown with text, empties the field and gives it the focus back.
        await input.fill('zzz');
        await page.getByRole('button', { name: 'Aramayı temizle' }).first().click();
        await expect(input).toHaveValue('');
        await expect(input).toBeFocused();
        seen.push(look);
      }
      for (const look of seen.slice(1)) {
        expect({ ...look, right: 0 }).toEqual({ ...seen[0]!, right: 0 });
      }
    });
  }
});

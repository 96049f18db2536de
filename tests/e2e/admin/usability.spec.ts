import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, watchConsole } from './helpers';

/** Issue #12: the admin tried as its users would, on a phone and on a laptop. */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** How many lines an element's text takes (a word broken in two takes two). */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { text: element.textContent ?? '', lines: tops.size };
    }),
  );

test.describe('unknown admin paths', () => {
  for (const path of ['/admin/nonexistent', '/admin/blog/edit']) {
    test(`${path} shows the Turkish not-found screen with a way back and no console errors`, async ({ page }) => {
      await loginViaApi(page);
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
      // Inside the admin shell, in Turkish.
      await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await page.getByRole('main').getByRole('link', { name: "Dashboard'a dön" }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('list screens on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const { path, row, action } of [
    { path: '/admin/blogs', row: '.blg-table tbody tr', action: /yazısını sil/ },
    { path: '/admin/categories', row: '.cat-table tbody tr', action: /^Sil:/ },
    { path: '/admin/newsletter', row: '.nl-table tbody tr', action: /^Sil:/ },
  ]) {
    test(`${path} fits the screen, status and actions on screen`, async ({ page }) => {
      await loginViaApi(page);
      await page.goto(path);
      const first = page.locator(row).first();
      await expect(first).toBeVisible();
      await expect(first.locator('.adm-skeleton')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const remove = first.getByRole('button', { name: action });
      const box = await remove.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      // Not scrolled out of a sideways-scrolling box either.
      const wraps = await page.locator('.adm-table-wrap').evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
      expect(Math.max(0, ...wraps)).toBeLessThanOrEqual(1);
    });
  }

  test('e-mails stay whole and the pager stays on one line', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/newsletter');
    await expect(page.locator('.nl-table tbody th').first()).toContainText('@');
    for (const cell of await lines(page, '.nl-table tbody th')) expect(cell, cell.text).toMatchObject({ lines: 1 });
    const buttons = page.locator('.nl-pagination__controls > *');
    await expect(buttons.first()).toBeVisible();
    // One line: every control's vertical middle lies within every other control's box.
    const boxes = await buttons.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
    );
    for (const box of boxes) for (const other of boxes) expect((box.top + box.bottom) / 2).toBeGreaterThan(other.top);
    for (const box of boxes) for (const other of boxes) expect((box.top + box.bottom) / 2).toBeLessThan(other.bottom);
  });
});

test.describe('on a 1366 px laptop', () => {
  test.use({ viewport: LAPTOP });

  test("'En Çok Görüntülenenler' shows whole titles", async ({ page }) => {
    await loginViaApi(page);
    const titles = page.locator('.adm-dash-top__title');
    await expect(titles.first()).toBeVisible();
    const cut = await titles.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('category slugs never break inside a word', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/categories');
    await expect(page.locator('.cat-slug').first()).toBeVisible();
    for (const slug of await lines(page, '.cat-slug')) expect(slug, slug.text).toMatchObject({ lines: 1 });
  });

  test('toasts meet WCAG AA contrast: text 4.5:1, icon and close button 3:1', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/category/new');
    await page.getByLabel('Kategori Adı *').fill(`Kontrast ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    const toast = page.locator('.Toastify__toast--success');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('opacity', '1');
    const results = await new AxeBuilder({ page }).include('.Toastify').withRules(['color-contrast']).analyze();
    expect(results.violations).toEqual([]);
    // By hand, for what axe leaves out (non-text contrast): each colour, with its opacity,
    // against the toast's white.
    const ratios = await toast.evaluate((el) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const back = rgb(getComputedStyle(el).backgroundColor);
      const ratio = (node: Element | null, property: 'color' | 'fill') => {
        if (!node) return 0;
        const style = getComputedStyle(node);
        const alpha = Number(style.opacity);
        const front = rgb(style[property]).map((v, i) => v * alpha + back[i]! * (1 - alpha));
        const [a, b] = [lum(front), lum(back)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      };
      return {
        text: ratio(el.querySelector('[role="alert"]') ?? el, 'color'),
        icon: ratio(el.querySelector('.Toastify__toast-icon svg'), 'fill'),
        close: ratio(el.querySelector('.Toastify__close-button'), 'color'),
      };
    });
    expect(ratios.text).toBeGreaterThanOrEqual(4.5);
    expect(ratios.icon).toBeGreaterThanOrEqual(3);
    expect(ratios.close).toBeGreaterThanOrEqual(3);
  });
});

test.describe('state that survives', () => {
  test.use({ viewport: LAPTOP });

  test('the blog list keeps its tab and page in the URL: reload and Back come back to them', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/blogs');
    await page.getByRole('tab', { name: 'Yayında' }).click();
    await page.waitForURL((url) => url.search === '?status=PUBLISHED');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Yayında' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('.blg-title-link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/blog/edit/'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/blogs' && url.search === '?status=PUBLISHED');
    await expect(page.getByRole('tab', { name: 'Yayında' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the newsletter list keeps its page: Back from another screen returns to page 2', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/newsletter');
    await page.getByRole('button', { name: 'Sonraki' }).click();
    await expect(page.getByText('Sayfa 2 /')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goBack();
    await expect(page.getByText('Sayfa 2 /')).toBeVisible();
  });

  test('leaving the post form with unsaved changes asks first (link and Back)', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/blogs');
    await page.getByRole('link', { name: 'Yeni Blog' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/blog/new');
    await page.getByLabel('Blog Başlığı *').fill('Yarım kalan yazı');
    const dialog = page.getByRole('alertdialog');
    // Back
    await page.goBack();
    await expect(dialog).toContainText('Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/blog/new');
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue('Yarım kalan yazı');
    // A sidebar link
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kategoriler' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue('Yarım kalan yazı');
    // Back, then leave
    await page.goBack();
    await dialog.getByRole('button', { name: 'Ayrıl' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiLogin, loginViaApi, putSession } from './helpers';

interface Analytics {
  totalBlogs: number;
  publishedBlogs: number;
  draftBlogs: number;
  totalViews: number;
  recentActivity: { blogsThisWeek: number; viewsThisWeek: number };
}

const tr = (value: number) => value.toLocaleString('tr-TR');

test.describe('admin dashboard', () => {
  test('five stat cards from the analytics, in Turkish number format', async ({ page }) => {
    const session = await apiLogin(page.request);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/blogs/admin/analytics') && response.ok(),
    );
    await putSession(page, session);
    await page.goto('/admin');
    const { data } = (await (await answered).json()) as { data: Analytics };
    const stats = page.getByRole('region', { name: 'İstatistikler' });
    const card = (label: string) =>
      stats.locator('.adm-stat').filter({ has: page.locator('.adm-stat__label', { hasText: new RegExp(`^${label}$`) }) });
    await expect(card('Toplam Blog').locator('.adm-stat__value')).toHaveText(tr(data.totalBlogs));
    await expect(card('Yayında').locator('.adm-stat__value')).toHaveText(tr(data.publishedBlogs));
    await expect(card('Taslak').locator('.adm-stat__value')).toHaveText(tr(data.draftBlogs));
    await expect(card('Toplam Görüntülenme').locator('.adm-stat__value')).toHaveText(tr(data.totalViews));
    await expect(card('Bu Hafta').locator('.adm-stat__value')).toHaveText(tr(data.recentActivity.blogsThisWeek));
    await expect(card('Bu Hafta')).toContainText(`${tr(data.recentActivity.viewsThisWeek)} görüntülenme`);
    expect(tr(1234)).toBe('1.234');
  });

  test('quick links, the three newest posts with edit links, and Tümünü gör', async ({ page }) => {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/v1/blogs/admin/blogs?') && response.url().includes('limit=3') && response.ok(),
    );
    await loginViaApi(page);
    const answer = await answered;
    expect(answer.url()).toContain('sortBy=createdAt');
    expect(answer.url()).toContain('sortOrder=desc');
    const { data: posts } = (await answer.json()) as { data: Array<{ id: number; title: string }> };
    const quick = page.getByRole('navigation', { name: 'Hızlı işlemler' });
    await expect(quick.getByRole('link', { name: 'Yeni Blog Yaz' })).toHaveAttribute('href', '/admin/blog/new');
    await expect(quick.getByRole('link', { name: 'Blogları Yönet' })).toHaveAttribute('href', '/admin/blogs');
    const site = quick.getByRole('link', { name: /Siteyi Görüntüle/ });
    await expect(site).toHaveAttribute('href', '/');
    await expect(site).toHaveAttribute('target', '_blank');
    const recent = page.getByRole('region', { name: 'Son Bloglar' });
    const items = recent.locator('.adm-dash-list__item');
    await expect(items).toHaveCount(Math.min(3, posts.length));
    const first = posts[0];
    if (first) {
      await expect(items.first()).toContainText(first.title);
      await expect(items.first().getByRole('link', { name: /Düzenle/ })).toHaveAttribute('href', `/admin/blog/edit/${first.id}`);
      await expect(items.first().locator('.adm-badge')).toHaveText(/Taslak|Yayında|Zamanlandı|Arşivlendi|Pasif/);
      await expect(items.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    }
    await expect(recent.getByRole('link', { name: /Tümünü gör/ })).toHaveAttribute('href', '/admin/blogs');
    await expect(page.getByRole('region', { name: 'En Çok Görüntülenenler' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bülten' })).toContainText('Toplam Abone');
  });

  test("with the backend down each card shows 0 and 'Backend bağlantısı yok'; Tekrar Dene recovers", async ({ page }) => {
    await page.route('**/api/v1/blogs/admin/analytics', (route) => route.abort());
    await loginViaApi(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Dashboard verileri yüklenirken hata oluştu:' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Analytics verileri alınamadı')).toBeVisible();
    await expect(page.locator('.adm-stat__hint', { hasText: 'Backend bağlantısı yok' })).toHaveCount(5);
    await expect(page.locator('.adm-stat__value')).toHaveText(['0', '0', '0', '0', '0']);
    await page.unroute('**/api/v1/blogs/admin/analytics');
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('.adm-stat__hint', { hasText: 'Backend bağlantısı yok' })).toHaveCount(0);
  });

  test('newsletter stats failing only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/api/v1/newsletter/admin/stats', (route) => route.fulfill({ status: 500, body: '' }));
    await loginViaApi(page);
    await expect(page.locator('.adm-dash-list__item').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bülten' })).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes('Newsletter stats'))).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Dashboard' })).toHaveCount(0);
  });

  test('has no serious or critical axe violation; screenshots at 1280 and 375', async ({ page }) => {
    await loginViaApi(page);
    await expect(page.locator('.adm-dash-list__item').first()).toBeVisible();
    await expect(page.locator('.adm-stat__value').first()).toHaveText(/^\d/);
    const { violations } = await new AxeBuilder({ page }).exclude('.Toastify').analyze();
    const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.screenshot({ path: '/tmp/admin-e2e/dashboard-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(500); // let the sidebar finish sliding away
    await page.screenshot({ path: '/tmp/admin-e2e/dashboard-375.png', fullPage: true });
  });
});

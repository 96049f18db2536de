import { expect, test } from '@playwright/test';
import { ADMIN, loginViaApi } from './helpers';

const LINKS = [
  { name: 'Dashboard', href: '/admin' },
  { name: 'Bloglar', href: '/admin/blogs' },
  { name: 'Yeni Blog', href: '/admin/blog/new' },
  { name: 'Kategoriler', href: '/admin/categories' },
  { name: 'Bülten', href: '/admin/newsletter' },
];

test.describe('admin shell', () => {
  test('sidebar links, the current one marked, and the signed-in user', async ({ page }) => {
    await loginViaApi(page);
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    for (const link of LINKS) {
      await expect(menu.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Bloglar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');
    await expect(menu.getByRole('link', { name: 'Bloglar', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    const sidebar = page.locator('#adm-sidebar');
    await expect(sidebar).toContainText(ADMIN.email);
    await expect(sidebar.locator('.adm-user__name')).not.toBeEmpty();
  });

  test("falls back to 'Admin User' without a name", async ({ page }) => {
    const session = await loginViaApi(page);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify({ ...user, name: null })), session.user);
    await page.reload();
    await expect(page.locator('#adm-sidebar .adm-user__name')).toHaveText('Admin User');
  });

  test('logout clears the session, says so and goes to the login page', async ({ page }) => {
    await loginViaApi(page);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page.getByText('Çıkış yapıldı')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    const stored = await page.evaluate(() => ['accessToken', 'refreshToken', 'user'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null, null]);
  });

  test('logout clears the session even when the call fails', async ({ page }) => {
    await loginViaApi(page);
    await page.route('**/api/v1/auth/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  test('on a phone the menu slides out behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginViaApi(page);
    const open = page.getByRole('button', { name: 'Menüyü aç' });
    await expect(open).toBeVisible();
    const blogs = page.getByRole('link', { name: 'Bloglar', exact: true });
    await expect(blogs).toBeHidden();
    await open.click();
    await expect(blogs).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(blogs).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await blogs.click();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');
    await expect(blogs).toBeHidden();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, isolateClient, uniqueName } from './helpers';

test.describe('admin login', () => {
  test.beforeEach(async ({ page }) => isolateClient(page));

  test('shows the form, the demo credentials and a password toggle', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Paneli Girişi' })).toBeVisible();
    const email = page.getByLabel('E-posta');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const password = page.getByLabel('Şifre', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Şifreyi göster' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    const demo = page.getByRole('region', { name: 'Demo hesap bilgileri' });
    await expect(demo).toContainText(ADMIN.email);
    await expect(demo).toContainText(ADMIN.password);
  });

  test('a correct login says so and goes to /admin', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-posta').fill(ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Giriş başarılı!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null);
    expect(stored?.email).toBe(ADMIN.email);
  });

  test("a wrong password shows 'Giriş başarısız: …' and stays; the sixth try is rate limited", async ({ page }) => {
    const email = `${uniqueName('nobody')}@example.com`;
    await page.goto('/admin/login');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Giriş başarısız: E-posta veya şifre hatalı')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await answered;
      await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Çok fazla başarısız deneme. Lütfen daha sonra tekrar deneyin.')).toBeVisible();
  });

  test('a transport failure shows the generic message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.route('**/api/v1/auth/login', (route) => route.abort());
    await page.getByLabel('E-posta').fill(ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Bir hata oluştu. Lütfen tekrar deneyin.')).toBeVisible();
  });

  test('no demo credentials when the server gives none', async ({ page }) => {
    await page.route('**/api/v1/auth/demo-credentials', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: null }) }),
    );
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
    await page.waitForTimeout(500);
    await expect(page.getByText('Demo hesap bilgileri')).toHaveCount(0);
  });

  test('has no serious or critical axe violation; screenshots at 1280 and 375', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('Demo hesap bilgileri')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await page.screenshot({ path: '/tmp/admin-e2e/login-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/admin-e2e/login-375.png', fullPage: true });
  });
});

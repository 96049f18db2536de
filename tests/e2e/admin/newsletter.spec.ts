import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, putSession, randomIp, type Session } from './helpers';

/** /admin/newsletter: figures, search, filter, pagination, toggle, delete, CSV (spec 2, 4, 8). */

const RUN = `e2e-nl-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const MINE = [1, 2, 3, 4].map((n) => `${RUN}-${n}@example.com`);

const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

async function subscribe(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/newsletter/subscribe', {
    data: { email, source: 'newsletter_form' },
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect([200, 201], await response.text()).toContain(response.status());
}

async function listTotal(
  request: APIRequestContext,
  session: Session,
  query = '',
): Promise<{ total: number; ids: (number | string)[] }> {
  const response = await request.get(`/api/v1/newsletter/admin/subscriptions?limit=100${query}`, { headers: auth(session) });
  const body = (await response.json()) as { data: { id: number | string }[]; meta: { pagination: { total: number } } };
  return { total: body.meta.pagination.total, ids: body.data.map((item) => item.id) };
}

async function signIn(page: Page): Promise<Session> {
  const session = await apiLogin(page.request);
  await putSession(page, session);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bülten Aboneleri' })).toBeVisible();
  return session;
}

const table = (page: Page) => page.getByRole('table', { name: 'Bülten abonelikleri' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

async function searchFor(page: Page, text: string) {
  await page.getByLabel('E-posta ile ara').fill(text);
}

test.describe('admin newsletter', () => {
  test.beforeAll(async ({ request }) => {
    const session = await apiLogin(request);
    for (const email of MINE) await subscribe(request, email);
    // The fourth starts inactive, so the 'Deaktif' filter always has a row.
    const { ids } = await listTotal(request, session, `&search=${encodeURIComponent(MINE[3] as string)}`);
    const patched = await request.patch(`/api/v1/newsletter/admin/subscriptions/${ids[0]}/status`, {
      data: { isActive: false },
      headers: auth(session),
    });
    expect(patched.status(), await patched.text()).toBe(200);
    // Pagination needs more than one page of 20.
    const { total } = await listTotal(request, session);
    for (let n = total; n < 25; n += 1) await subscribe(request, `${RUN}-fill-${n}@example.com`);
  });

  test.afterAll(async ({ request }) => {
    // This run's own go; the fillers stay, so later runs need not create a second page again.
    const session = await apiLogin(request);
    const response = await request.get(`/api/v1/newsletter/admin/subscriptions?limit=100&search=${RUN}-`, {
      headers: auth(session),
    });
    const items = ((await response.json()) as { data: { id: number | string; email: string }[] }).data;
    for (const item of items.filter((entry) => MINE.includes(entry.email))) {
      await request.delete(`/api/v1/newsletter/admin/subscriptions/${item.id}`, { headers: auth(session) });
    }
  });

  test('four figures with inactive = total − active, the table, axe, screenshots', async ({ page }) => {
    await signIn(page);
    const value = async (label: string) => {
      const card = page
        .locator('.adm-stat')
        .filter({ has: page.locator('.adm-stat__label', { hasText: new RegExp(`^${label}$`) }) });
      await expect(card.locator('.adm-stat__value')).toHaveText(/^\d[\d.]*$/);
      return Number((await card.locator('.adm-stat__value').innerText()).replace(/\./g, ''));
    };
    const total = await value('Toplam Abone');
    const active = await value('Aktif Abone');
    expect(await value('Deaktif Abone')).toBe(total - active);
    expect(await value('Bu Hafta')).toBeGreaterThanOrEqual(MINE.length);
    for (const column of ['E-posta', 'Durum', 'Kaynak', 'Kayıt Tarihi', 'İşlemler']) {
      await expect(table(page).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(table(page).getByRole('row').nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: '/tmp/catnl/e2e-newsletter-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/catnl/e2e-newsletter-375.png', fullPage: true });
  });

  test('search by e-mail, and the empty state for a search', async ({ page }) => {
    await signIn(page);
    await searchFor(page, `${RUN}-`.toUpperCase());
    // Every row matches once the debounced search has run (the unfiltered list has them on top too).
    await expect(table(page).locator('tbody th').filter({ hasNotText: RUN })).toHaveCount(0);
    await expect(table(page).locator('tbody th')).toHaveCount(MINE.length);
    await searchFor(page, 'hic-boyle-bir-abone-yok-xyz');
    await expect(page.getByText('Abone bulunamadı')).toBeVisible();
    await expect(page.getByText('"hic-boyle-bir-abone-yok-xyz" aramasıyla eşleşen abone yok')).toBeVisible();
  });

  test('the status filter sends isActive and shows only matching rows', async ({ page }) => {
    await signIn(page);
    const select = page.getByLabel('Durum', { exact: true });
    await expect(select.locator('option')).toHaveText(['Tümü', 'Aktif', 'Deaktif']);
    await searchFor(page, `${RUN}-`);
    await expect(rowOf(page, MINE[3] as string)).toBeVisible();
    const inactive = page.waitForRequest(
      (request) => request.url().includes('/newsletter/admin/subscriptions') && request.url().includes('isActive=false'),
    );
    await select.selectOption('inactive');
    await inactive;
    await expect(rowOf(page, MINE[0] as string)).toHaveCount(0);
    await expect(rowOf(page, MINE[3] as string).locator('.adm-badge')).toHaveText('Deaktif');
    await expect(table(page).locator('tbody .adm-badge', { hasText: /^Aktif$/ })).toHaveCount(0);
    const active = page.waitForRequest((request) => request.url().includes('isActive=true'));
    await select.selectOption('active');
    await active;
    await expect(rowOf(page, MINE[3] as string)).toHaveCount(0);
    await expect(rowOf(page, MINE[0] as string)).toBeVisible();
    await expect(table(page).locator('tbody .adm-badge', { hasText: 'Deaktif' })).toHaveCount(0);
    const all = page.waitForRequest(
      (request) => request.url().includes('/newsletter/admin/subscriptions') && !request.url().includes('isActive'),
    );
    await select.selectOption('all');
    await all;
    await expect(rowOf(page, MINE[3] as string)).toBeVisible();
    await expect(rowOf(page, MINE[0] as string)).toBeVisible();
  });

  test('pagination: range, Önceki/Sonraki, Sayfa x / y; hidden with one page', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Abonelik sayfaları' });
    await expect(nav.getByText(/^Sayfa 1 \/ \d+$/)).toBeVisible();
    await expect(nav.getByText(/^1 - 20 of [\d.]+ results$/)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await expect(table(page).locator('tbody tr')).toHaveCount(20);
    const second = page.waitForRequest(
      (request) => request.url().includes('/newsletter/admin/subscriptions') && request.url().includes('page=2'),
    );
    await nav.getByRole('button', { name: 'Sonraki' }).click();
    await second;
    await expect(nav.getByText(/^Sayfa 2 \/ \d+$/)).toBeVisible();
    await expect(nav.getByText(/^21 - /)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Önceki' })).toBeEnabled();
    // A search keeps the page (spec 4); past the last page the list shows the last one.
    const kept = page.waitForRequest((request) => request.url().includes(`search=${RUN}`) && request.url().includes('page=2'));
    await searchFor(page, `${RUN}-`);
    await kept;
    await expect(rowOf(page, MINE[0] as string)).toBeVisible();
    await expect(nav).toHaveCount(0);
  });

  test('toggle: warning confirmation with the action word, then the badge changes both ways', async ({ page }) => {
    await signIn(page);
    const email = MINE[1] as string;
    await searchFor(page, email);
    const row = rowOf(page, email);
    await expect(row.locator('.adm-badge')).toHaveText('Aktif');
    await row.getByRole('button', { name: /^Deaktive Et/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(email);
    await expect(dialog.getByRole('button', { name: 'İptal' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Deaktive Et' }).click();
    await expect(page.getByText('Abonelik başarıyla deaktive edildi')).toBeVisible();
    await expect(row.locator('.adm-badge')).toHaveText('Deaktif');
    await row.getByRole('button', { name: /^Aktifleştir/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aktifleştir' }).click();
    await expect(page.getByText('Abonelik başarıyla aktifleştirildi')).toBeVisible();
    await expect(row.locator('.adm-badge')).toHaveText('Aktif');
  });

  test('delete: danger confirmation, then the row is gone', async ({ page }) => {
    const session = await signIn(page);
    const email = MINE[2] as string;
    await searchFor(page, email);
    const row = rowOf(page, email);
    await row.getByRole('button', { name: /^Sil/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Bu işlem geri alınamaz');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Sil/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Abonelik başarıyla silindi')).toBeVisible();
    await expect(page.getByText('Abone bulunamadı')).toBeVisible();
    expect((await listTotal(page.request, session, `&search=${encodeURIComponent(email)}`)).total).toBe(0);
  });

  test('CSV İndir saves newsletter-subscriptions-{date}.csv with the header and a known address', async ({ page }) => {
    await signIn(page);
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV İndir' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`newsletter-subscriptions-${new Date().toISOString().slice(0, 10)}.csv`);
    const text = await readFile((await download.path()) as string, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('email,status,source,createdAt');
    expect(text).toContain(MINE[0]);
    await expect(page.getByText('Abonelik listesi başarıyla indirildi')).toBeVisible();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginViaApi, putSession, uniqueName, type Session } from './helpers';

/** Category screens: list, create, edit, delete, errors (spec 2, 4, 5, 8). */

interface CategoryRow {
  id: number | string;
  name: string;
  slug: string;
  blogCount: number;
}

/** Console errors and page errors, but not the browser's own favicon probe (no icon is served). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

async function createCategory(request: APIRequestContext, session: Session, name: string, description?: string) {
  const response = await request.post('/api/v1/blogs/admin/categories', {
    data: description ? { name, description } : { name },
    headers: auth(session),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: CategoryRow }).data;
}

async function findCategory(request: APIRequestContext, session: Session, name: string): Promise<CategoryRow | undefined> {
  const response = await request.get('/api/v1/blogs/categories', { headers: auth(session) });
  const { data } = (await response.json()) as { data: CategoryRow[] };
  return data.find((category) => category.name === name);
}

async function deleteCategory(request: APIRequestContext, session: Session, name: string) {
  const category = await findCategory(request, session, name);
  if (category) await request.delete(`/api/v1/blogs/admin/categories/${category.id}`, { headers: auth(session) });
}

async function signIn(page: Page, path: string): Promise<Session> {
  const session = await apiLogin(page.request);
  await putSession(page, session);
  await page.goto(path);
  return session;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const nameField = (page: Page) => page.getByLabel('Kategori Adı *');
const descriptionField = (page: Page) => page.getByLabel('Açıklama', { exact: true });

test.describe('admin categories', () => {
  test('the list: header count, search with result line and clear, table columns, axe', async ({ page }) => {
    const problems = watchConsole(page);
    const session = await apiLogin(page.request);
    const name = uniqueName('Liste Kategorisi');
    await createCategory(page.request, session, name, 'Arama testi için açıklama');
    await putSession(page, session);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Kategori Yönetimi' })).toBeVisible();
    await expect(page.getByText(/^Toplam [\d.]+ kategori$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yeni Kategori' })).toHaveAttribute('href', '/admin/category/new');
    for (const column of ['Kategori Adı', 'Açıklama', 'Slug', 'Blog Sayısı', 'Oluşturulma Tarihi', 'İşlemler']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const search = page.getByLabel('Kategori ara');
    await search.fill(name.toUpperCase());
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByText(/^Aramayla eşleşen 1 kategori$/)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Arama testi için açıklama');
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await search.fill('ARAMA TESTİ İÇİN');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await search.fill('kesinlikle-olmayan-bir-kategori-xyz');
    await expect(page.getByText('Kategori bulunamadı')).toBeVisible();
    await page.getByRole('button', { name: 'Aramayı temizle' }).first().click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: '/tmp/catnl/e2e-categories-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/catnl/e2e-categories-375.png' });
    await deleteCategory(page.request, session, name);
    expect(problems).toEqual([]);
  });

  test('create with a Turkish name: slug preview, counter, toast, back to the list', async ({ page }) => {
    const session = await signIn(page, '/admin/category/new');
    const suffix = uniqueName('x').slice(2).toLowerCase();
    const name = `Yazılım Geliştirme İpuçları ${suffix}`;
    await expect(page.getByRole('button', { name: 'Kategori Oluştur' })).toBeDisabled();
    await nameField(page).fill(name);
    await expect(page.getByTestId('slug-preview')).toHaveText(`yazilim-gelistirme-ipuclari-${suffix}`);
    await descriptionField(page).fill('  Yazılım üzerine notlar  ');
    await expect(page.getByText('26/200')).toBeVisible();
    for (const line of ['benzersiz', 'otomatik', 'SEO', 'gruplamak']) {
      await expect(page.getByRole('complementary', { name: 'Bilgi' })).toContainText(line);
    }
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    await expect(page.getByText('Kategori başarıyla oluşturuldu!')).toBeVisible();
    await page.waitForURL('**/admin/categories');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(`yazilim-gelistirme-ipuclari-${suffix}`);
    await expect(row).toContainText('Yazılım üzerine notlar');
    const created = await findCategory(page.request, session, name);
    expect(created?.slug).toBe(`yazilim-gelistirme-ipuclari-${suffix}`);
    await deleteCategory(page.request, session, name);
  });

  test('the validation texts on screen, cleared as you type', async ({ page }) => {
    await signIn(page, '/admin/category/new');
    const name = nameField(page);
    await name.fill('   ');
    await name.blur();
    await expect(page.getByText('Kategori adı gereklidir')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kategori Oluştur' })).toBeDisabled();
    await name.fill('a');
    await expect(page.getByText('Kategori adı gereklidir')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    await expect(page.getByText('Kategori adı en az 2 karakter olmalıdır')).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('x'.repeat(51));
    await expect(page.getByText('Kategori adı en az 2 karakter olmalıdır')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    await expect(page.getByText('Kategori adı en fazla 50 karakter olabilir')).toBeVisible();
    await name.fill(uniqueName('Geçerli'));
    await descriptionField(page).fill('d'.repeat(201));
    await expect(page.getByText('201/200')).toBeVisible();
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    await expect(page.getByText('Açıklama en fazla 200 karakter olabilir')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/category\/new$/);
    await page.screenshot({ path: '/tmp/catnl/e2e-validation-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/catnl/e2e-validation-375.png', fullPage: true });
  });

  test('a duplicate name shows the server message under the name field', async ({ page }) => {
    const session = await apiLogin(page.request);
    const name = uniqueName('Çift Kategori');
    await createCategory(page.request, session, name);
    await putSession(page, session);
    await page.goto('/admin/category/new');
    await nameField(page).fill(name.toLocaleUpperCase('tr-TR'));
    await page.getByRole('button', { name: 'Kategori Oluştur' }).click();
    const error = page.locator('#category-name-error');
    await expect(error).toHaveText('Bu isimde bir kategori zaten var');
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/category\/new$/);
    await nameField(page).press('End');
    await nameField(page).type('2');
    await expect(error).toHaveCount(0);
    await deleteCategory(page.request, session, name);
  });

  test("edit: 'Değişiklikler Var' while changed, save with PUT, then the list", async ({ page }) => {
    const session = await apiLogin(page.request);
    const name = uniqueName('Düzenlenecek');
    const category = await createCategory(page.request, session, name, 'Eski açıklama');
    await putSession(page, session);
    await page.goto(`/admin/category/edit/${category.id}`);
    await expect(nameField(page)).toHaveValue(name);
    await expect(descriptionField(page)).toHaveValue('Eski açıklama');
    const save = page.getByRole('button', { name: 'Değişiklikleri Kaydet' });
    await expect(save).toBeDisabled();
    await expect(page.getByText('Değişiklikler Var')).toHaveCount(0);
    const renamed = `${name} Yeni`;
    await nameField(page).fill(renamed);
    await expect(page.getByText('Değişiklikler Var')).toBeVisible();
    await expect(save).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: '/tmp/catnl/e2e-edit-1280.png', fullPage: true });
    await nameField(page).fill('  ');
    await expect(save).toBeDisabled();
    await nameField(page).fill(renamed);
    await descriptionField(page).fill('');
    await save.click();
    await expect(page.getByText('Kategori başarıyla güncellendi!')).toBeVisible();
    await page.waitForURL('**/admin/categories');
    const row = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(row).toContainText('Açıklama yok');
    await deleteCategory(page.request, session, renamed);
  });

  test('delete from the list asks with the name, then removes the row', async ({ page }) => {
    const session = await apiLogin(page.request);
    const name = uniqueName('Silinecek');
    await createCategory(page.request, session, name);
    await putSession(page, session);
    await page.goto('/admin/categories');
    await page.getByLabel('Kategori ara').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: /^Sil/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`"${name}" kategorisini silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.`);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Sil/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Kategori başarıyla silindi!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Kategori bulunamadı')).toBeVisible();
    expect(await findCategory(page.request, session, name)).toBeUndefined();
  });

  test('deleting a category that has posts shows the 409 message and keeps it', async ({ page }) => {
    const session = await apiLogin(page.request);
    const name = uniqueName('Yazılı Kategori');
    const category = await createCategory(page.request, session, name);
    const post = await page.request.post('/api/v1/blogs/admin/blogs', {
      data: { title: uniqueName('Taslak yazı'), content: 'Gövde metni', categoryId: category.id, status: 'DRAFT' },
      headers: auth(session),
    });
    expect(post.status(), await post.text()).toBe(201);
    const postId = ((await post.json()) as { data: { id: number } }).data.id;
    await putSession(page, session);
    await page.goto('/admin/categories');
    await page.getByLabel('Kategori ara').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.locator('.cat-table__count')).toHaveText('1');
    await row.getByRole('button', { name: /^Sil/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText(/Bu kategoride 1 blog yazısı var/)).toBeVisible();
    await expect(row).toBeVisible();
    await page.request.delete(`/api/v1/blogs/admin/blogs/${postId}`, { headers: auth(session) });
    await deleteCategory(page.request, session, name);
  });

  test("the edit page of a missing id says 'Kategori bulunamadı' and returns to the list after 3 s", async ({ page }) => {
    await signIn(page, '/admin/category/edit/987654321');
    await expect(page.getByRole('alert').filter({ hasText: 'Kategori bulunamadı' })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kategorilere Dön' })).toBeVisible();
    await page.screenshot({ path: '/tmp/catnl/e2e-edit-missing-1280.png' });
    await page.waitForURL('**/admin/categories', { timeout: 10_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(2000);
    expect(waited).toBeLessThan(6000);
  });

  test("the backend down: 'Kategoriler Yüklenemedi' with the hint; Tekrar Dene recovers", async ({ page }) => {
    const list = '**/api/v1/blogs/admin/categories?*';
    await page.route(list, (route) => route.abort());
    await loginViaApi(page);
    await page.goto('/admin/categories');
    const alert = page.getByRole('alert').filter({ hasText: 'Kategoriler Yüklenemedi' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Ağ bağlantısı hatası!');
    await expect(alert).toContainText('/api/v1/blogs/admin/categories');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: '/tmp/catnl/e2e-categories-down-1280.png' });
    await page.unroute(list);
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Blog Sayısı' })).toBeVisible();
  });
});

/** Issue #35: after an import of many categories the list is paged, and unused ones go in bulk. */
test('80 categories: pages of 20, sorting, a bulk delete of the unused; axe in both themes', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await apiLogin(page.request);
  const prefix = uniqueName('Toplu').replace(/-/g, '');
  const made: CategoryRow[] = [];
  for (let i = 1; i <= 80; i += 1)
    made.push(await createCategory(page.request, session, `${prefix} ${String(i).padStart(2, '0')}`));
  await putSession(page, session);
  await page.goto(`/admin/categories?search=${prefix}`);
  await expect(page.locator('.adm-pagination__range')).toHaveText(/^1 - 20\b.*\b80\b/);
  await expect(page.locator('.cat-table tbody tr')).toHaveCount(20);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page);
  }

  // The last page, then the newest first.
  await page.getByRole('navigation', { name: 'Kategori sayfaları' }).getByRole('button', { name: /4/ }).click();
  await expect(page.getByRole('rowheader', { name: `${prefix} 80` })).toBeVisible();
  await expect(page).toHaveURL(/page=4/);
  await page
    .getByRole('columnheader', { name: /Oluşturulma Tarihi/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/sortBy=createdAt/);
  await expect(page).not.toHaveURL(/page=/);

  // Select every unused category of a page and delete them together.
  await page.goto(`/admin/categories?search=${prefix}`);
  await page.getByRole('checkbox', { name: 'Bu sayfadaki boş kategorileri seç' }).check();
  const bar = page.getByRole('region', { name: 'Seçili kategoriler' });
  await expect(bar).toContainText('20 kategori seçildi');
  await bar.getByRole('button', { name: 'Seçilenleri Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('20 kategori silindi')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${prefix} 21` })).toBeVisible();
  await expect(page.locator('.adm-pagination__range')).toHaveText(/^1 - 20\b.*\b60\b/);

  const rest = made.slice(20).map((category) => category.id);
  const cleanup = await page.request.post('/api/v1/blogs/admin/categories/bulk-delete', {
    data: { categoryIds: rest },
    headers: auth(session),
  });
  expect(cleanup.status(), await cleanup.text()).toBe(200);
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, putSession, type Session } from './helpers';

/** /admin/transfer: 'İçe Aktar' (upload, progress, the Turkish report, idempotent, a bad file) and 'Dışa Aktar'. */

const RUN = `e2e-import-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const markdown = Buffer.from(
  `---\ntitle: "İçe aktarılan taslak ${RUN}"\nslug: ${RUN}\ndraft: true\ncategories: ["Design"]\ntags: ["React"]\ndescription: "An imported draft."\n---\n\nA body written elsewhere, **kept** as Markdown.\n`,
);

async function open(page: Page): Promise<Session> {
  const session = await apiLogin(page.request);
  await putSession(page, session);
  await page.goto('/admin/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'İçe / Dışa Aktar' })).toBeVisible();
  return session;
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Dosya seçin').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'İçe Aktar', exact: true }).click();
}

test.describe('admin import and export', () => {
  test('imports a Markdown file with a Turkish report, twice without change, and refuses a bad file', async ({ page }) => {
    const session = await open(page);
    await expect(page.getByRole('link', { name: 'İçe / Dışa Aktar' })).toHaveAttribute('aria-current', 'page');

    await upload(page, `${RUN}.md`, markdown);
    const report = page.getByRole('region', { name: 'İçe aktarma raporu' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await expect(report.getByRole('heading', { name: 'Eklenen yazılar (1)' })).toBeVisible();
    await expect(report.getByText(`/${RUN}/, DRAFT`)).toBeVisible();

    const listed = await page.request.get(`/api/v1/blogs/admin/blogs?search=${RUN}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const posts = ((await listed.json()) as { data: { id: number; slug: string; status: string }[] }).data;
    expect(posts.map((p) => [p.slug, p.status])).toEqual([[RUN, 'DRAFT']]);

    await page.reload();
    await upload(page, `${RUN}.md`, markdown);
    await expect(report.getByRole('heading', { name: 'Zaten var (değişmedi) (1)' })).toBeVisible({ timeout: 30_000 });
    await expect(report.getByRole('heading', { name: 'Eklenen yazılar (0)' })).toBeVisible();

    await upload(page, 'broken.xml', Buffer.from('<rss><channel><item>'));
    // The error box (toasts and Next's route announcer are alerts too).
    await expect(page.getByRole('alert').filter({ hasText: 'WXR dosyası okunamadı' })).toBeVisible();

    await page.request.delete(`/api/v1/blogs/admin/blogs/${posts[0]!.id}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
  });

  test('exports the blog as one zip', async ({ page }) => {
    await open(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Dışa Aktar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^blog-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

import { expect, test } from '@playwright/test';
import { loginViaApi } from './helpers';

/**
 * Upload refusals on the post form, at 390 and 1366 px: the Turkish notice as a toast and, under
 * the field, the check's own detail with the limit or the allowed types (spec section 5). The
 * toast's place and the sidebar's e-mail have their own specs (toasts, sidebar-email).
 */
const TOO_BIG = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };
const NOT_AN_IMAGE = { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') };
const TYPES = 'jpeg, jpg, png, webp, gif';

for (const width of [390, 1366]) {
  test(`upload refusals show the limit and the allowed types under the field (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 850 });
    await loginViaApi(page);
    await page.goto('/admin/blog/new');
    const image = page.getByRole('group', { name: 'Öne Çıkan Görsel' });

    await page.getByTestId('featured-image-file').setInputFiles(TOO_BIG);
    await expect(page.locator('.Toastify__toast').getByText('Dosya boyutu çok büyük!')).toBeVisible();
    const refusal = image.getByRole('alert');
    await expect(refusal).toHaveText('File size too large. Maximum allowed: 5 MB');
    await expect(refusal).toBeVisible();

    await page.getByTestId('featured-image-file').setInputFiles(NOT_AN_IMAGE);
    await expect(refusal).toHaveText(`Invalid file type. Allowed types: ${TYPES}`);

    // The body's images: the same detail under the editor ('File N: …' per file).
    await page.locator('.blg-editor input[type="file"]').setInputFiles([NOT_AN_IMAGE]);
    await expect(page.locator('.blg-editor').getByRole('alert')).toHaveText(`File 1: Invalid file type. Allowed types: ${TYPES}`);
  });
}

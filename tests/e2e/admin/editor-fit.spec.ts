import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, loginViaApi } from './helpers';

/**
 * What the editor meets on the post form, at 390 and 1366 px: upload refusals say the limit and
 * the allowed types under the field, the sidebar shows the whole signed-in address, and a toast
 * (top right, 6 s for an error) hides none of the screen's buttons.
 */
const TOO_BIG = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };
const NOT_AN_IMAGE = { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') };
const TYPES = 'jpeg, jpg, png, webp, gif';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A toast's box once it has finished sliding in. */
async function settledBox(toast: Locator): Promise<Box> {
  await expect(toast).toBeVisible();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const same = box === last;
      last = box;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as Box;
}

async function publishedPostId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/blogs?limit=1');
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

test.describe('the post form, as the editor meets it', () => {
  for (const width of [390, 1366]) {
    test(`upload refusals show the limit and the allowed types under the field (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 850 });
      await loginViaApi(page);
      await page.goto('/admin/blog/new');
      const image = page.getByRole('group', { name: 'Öne Çıkan Görsel' });
      // The limits are said before any refusal, next to the button.
      await expect(image.getByText(`En fazla 5 MB; izin verilen türler: ${TYPES}`)).toBeVisible();

      await page.getByTestId('featured-image-file').setInputFiles(TOO_BIG);
      await expect(page.locator('.Toastify__toast').getByText('Dosya boyutu çok büyük!')).toBeVisible();
      const refusal = image.getByRole('alert');
      await expect(refusal).toHaveText('Dosya boyutu çok büyük! File size too large. Maximum allowed: 5 MB');
      await expect(image.getByRole('button', { name: 'Dosya Yükle' })).toHaveAccessibleDescription(/Maximum allowed: 5 MB/);

      await page.getByTestId('featured-image-file').setInputFiles(NOT_AN_IMAGE);
      await expect(refusal).toHaveText(`Desteklenmeyen dosya türü! Invalid file type. Allowed types: ${TYPES}`);

      // The body's images: the same detail under the editor ('File N: …' per file).
      await page.locator('.blg-editor input[type="file"]').setInputFiles([NOT_AN_IMAGE]);
      await expect(page.locator('.blg-editor').getByRole('alert')).toHaveText(
        `Desteklenmeyen dosya türü! File 1: Invalid file type. Allowed types: ${TYPES}`,
      );
    });

    test(`a toast on the edit screen hides none of its buttons (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 850 });
      await loginViaApi(page);
      await page.goto(`/admin/blog/edit/${await publishedPostId(page)}`);
      await expect(page.getByRole('link', { name: /Canlı sitede görüntüle/ })).toBeVisible();
      await page.getByTestId('featured-image-file').setInputFiles(TOO_BIG);
      const toast = await settledBox(page.locator('.Toastify__toast').filter({ hasText: 'Dosya boyutu çok büyük!' }));

      const controls = page.locator(
        [
          '.adm-topbar button',
          '.adm-page-header a',
          '.adm-page-header button',
          '.blg-form__actions a',
          '.blg-form__actions button',
        ]
          .map((selector) => `${selector}:visible`)
          .join(', '),
      );
      expect(await controls.count()).toBeGreaterThan(4);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        expect(overlaps(toast, box), `the toast covers '${name.trim()}'`).toBe(false);
      }
      // Still top right (spec section 9), inside the viewport.
      expect(toast.x + toast.width).toBeGreaterThan(width * 0.75);
      expect(toast.y).toBeLessThan(200);
      expect(toast.x).toBeGreaterThanOrEqual(0);
      expect(toast.x + toast.width).toBeLessThanOrEqual(width);
    });

    test(`the sidebar shows the whole signed-in e-mail (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 850 });
      await loginViaApi(page);
      if (width < 768) await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const email = page.locator('#adm-sidebar .adm-user__email');
      await expect(email).toBeVisible();
      await expect(email).toHaveText(ADMIN.email);
      await expect(email).toHaveAttribute('title', ADMIN.email);
      const fits = await email.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis',
      );
      expect(fits, 'no part of the address is cut off').toBe(true);
    });
  }
});

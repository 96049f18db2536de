import { expect, test } from '@playwright/test';
import { ADMIN, loginViaApi } from './helpers';

/** The sidebar shows the signed-in e-mail whole (it once read 'admin@exam…'), with a title too. */
for (const width of [390, 1366]) {
  test(`the sidebar shows the whole signed-in e-mail (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginViaApi(page);
    const email = page.locator('#adm-sidebar .adm-user__email');
    // On a phone the sidebar sits behind the menu button; wait for it rather than peeking, since the
    // admin may not have rendered yet when this line runs.
    if (width <= 768) await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(email).toBeVisible();
    await expect(email).toHaveText(ADMIN.email);
    await expect(email).toHaveAttribute('title', ADMIN.email);
    const fits = await email.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5);
    expect(fits, 'no part of the e-mail is cut off').toBe(true);
    await page.screenshot({ path: `test-results/sidebar-email-${width}.png` });
  });
}

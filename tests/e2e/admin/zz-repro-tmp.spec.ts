import { expect, test } from '@playwright/test';
import { apiLogin, expiredToken, putSession } from './helpers';

test('renew under throttling', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 8) });
  const log: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/v1/')) log.push(`REQ ${r.method()} ${r.url().replace(/^.*api\/v1\//, '')} page=${page.url()} ${r.postData() ?? ''}`.slice(0, 160)); });
  page.on('response', (r) => { if (r.url().includes('/api/v1/')) log.push(`RES ${r.status()} ${r.url().replace(/^.*api\/v1\//, '')}`); });
  page.on('requestfailed', (r) => log.push(`FAIL ${r.url()} ${r.failure()?.errorText}`));
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) log.push(`NAV ${f.url()}`); });
  const session = await apiLogin(page.request);
  log.push(`session rt=${session.refreshToken.slice(0, 8)}`);
  await putSession(page, { ...session, accessToken: expiredToken() });
  log.push('putSession done');
  await page.goto('/admin');
  try {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 20000 });
  } finally {
    console.log(log.join('\n'));
  }
});

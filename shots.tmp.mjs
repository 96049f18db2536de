import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3417';
const pages = (process.env.PAGES || '/,/blog/building-a-fast-blog-with-astro/,/search/?q=astro,/nope-404/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const scheme of (process.env.SCHEMES || 'dark,light').split(',')) for (const width of (process.env.WIDTHS || '1366,390').split(',').map(Number)) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${scheme}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}`;
    await page.screenshot({ path: `/tmp/theme-shots/${name}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close();

import { chromium } from '@playwright/test';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the running platform (scripts/e2e.mjs starts it
 * and sets E2E_BASE_URL). `npx playwright install` cannot download here: we launch /usr/bin/chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  // The reading site's specs only read the seeded platform (and one starts a platform of its own
  // on a port of its own), so their files run side by side; the admin and publish specs change
  // content and rebuild the site, so they keep one worker (their projects say so).
  // E2E_WORKERS=1 runs everything one by one.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report (test-results/e2e-report.json) carries each test's duration (docs/test-time.md).
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The reading site first, on the seeded content; then the admin (whose edits trigger
  // rebuilds); then the publish pipeline end to end.
  projects: [
    { name: 'site', testDir: './site', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'admin',
      testDir: './admin',
      dependencies: ['site'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'publish',
      testDir: './publish',
      dependencies: ['admin'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});

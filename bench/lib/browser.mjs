import { chromium } from '@playwright/test';

/** Debian's Chromium, as the e2e suite uses it (Playwright cannot download its own here). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that keep a benchmark browser quiet: no background traffic that would count as page bytes. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches headless Chromium for a measurement; close it when done. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * @typedef {{ url: string, type: string, method: string, bytes: number, at: number }} Transfer
 *   `type` is Playwright's resource type (document, stylesheet, script, fetch, image, font, …).
 */

/**
 * Counts the bytes a browser context receives on the wire, per request, pages and their workers
 * alike (Pagefind searches in a Web Worker): Playwright's `request.sizes()`, i.e. the response
 * headers plus the encoded (compressed) body, which is Chromium's
 * `Network.loadingFinished.encodedDataLength`. A worker's own script reports no body size there;
 * its Content-Length stands in.
 *
 * @param {import('playwright-core').BrowserContext} context
 */
export function trackTransfers(context) {
  /** @type {Set<import('playwright-core').Request>} GET requests still in flight (a keepalive POST such as the view ping never reports its end). */
  const inFlight = new Set();
  /** @type {Promise<Transfer>[]} */
  let done = [];
  let lastChange = Date.now();
  const settle = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  context.on('request', (request) => {
    if (request.method() === 'GET') inFlight.add(request);
    lastChange = Date.now();
  });
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    const at = Date.now();
    done.push(transferOf(request, at));
    settle(request);
  });
  return {
    /** Every finished request since the start (or the last reset). */
    entries: () => Promise.all(done),
    reset: () => {
      done = [];
    },
    /** Resolves once no GET request has been in flight for `quietMs` (at most `timeoutMs`). */
    idle: async (quietMs = 500, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      const urls = [...inFlight].map((request) => request.url());
      throw new Error(`the network did not go idle in ${timeoutMs} ms: ${urls.join(', ')}`);
    },
  };
}

/**
 * @param {import('playwright-core').Request} request
 * @param {number} at
 * @returns {Promise<Transfer>}
 */
async function transferOf(request, at) {
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
  let body = sizes.responseBodySize;
  if (body === 0) {
    const length = await request
      .response()
      .then((r) => r?.headerValue('content-length'))
      .catch(() => null);
    body = Number(length) || 0;
  }
  return {
    url: request.url(),
    type: request.resourceType(),
    method: request.method(),
    bytes: body + sizes.responseHeadersSize,
    at,
  };
}

/** Bytes as KB (1024), one decimal. */
export const toKB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

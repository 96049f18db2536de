/**
 * Page weight as a first-time visitor's browser receives it: bytes on the wire (compressed,
 * headers included) per resource type, the number of requests, and whether React was loaded.
 */
import { launchChromium, toKB, trackTransfers } from './browser.mjs';

/** Markers only React's own code carries (react, react-dom and the JSX runtime of React 19). */
const REACT_MARKERS = /react\.dev\/errors|Symbol\.for\("react\.(transitional\.)?element"\)|__reactContainer/;

const TYPE_KEYS = { document: 'html', stylesheet: 'css', script: 'js' };

/**
 * @typedef {{ path: string, status: number, htmlKB: number, cssKB: number, jsKB: number,
 *   otherKB: number, totalKB: number, requests: number, hasReact: boolean }} PageWeight
 */

/**
 * Loads one page in a fresh context (empty cache) and waits for the network to go idle
 * (no GET in flight for 500 ms: the article's keepalive view ping never reports its end).
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Omit<PageWeight, 'path'>>}
 */
async function measureOne(browser, url) {
  const context = await browser.newContext();
  try {
    const transfers = trackTransfers(context);
    const page = await context.newPage();
    /** @type {Promise<boolean>[]} */
    const reactChecks = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reactChecks.push(
        response.text().then(
          (body) => REACT_MARKERS.test(body),
          () => false,
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await transfers.idle();
    const sums = { html: 0, css: 0, js: 0, other: 0 };
    const entries = await transfers.entries();
    for (const entry of entries) sums[TYPE_KEYS[entry.type] ?? 'other'] += entry.bytes;
    const total = sums.html + sums.css + sums.js + sums.other;
    return {
      status: response?.status() ?? 0,
      htmlKB: toKB(sums.html),
      cssKB: toKB(sums.css),
      jsKB: toKB(sums.js),
      otherKB: toKB(sums.other),
      totalKB: toKB(total),
      requests: entries.length,
      hasReact: (await Promise.all(reactChecks)).some(Boolean),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures each path of `baseUrl` in headless Chromium (one fresh context per page).
 *
 * @param {string} baseUrl e.g. http://127.0.0.1:3300
 * @param {string[]} paths
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages(baseUrl, paths) {
  const browser = await launchChromium();
  try {
    /** @type {PageWeight[]} */
    const rows = [];
    for (const path of paths) rows.push({ path, ...(await measureOne(browser, new URL(path, baseUrl).href)) });
    return rows;
  } finally {
    await browser.close();
  }
}

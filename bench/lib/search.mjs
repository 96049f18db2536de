/**
 * Search as a visitor meets it on the real /search page (the SearchPage island over Pagefind):
 * what the first query costs on the wire and how long a query takes until its results are in
 * the page.
 *
 * What is timed, per query: from the Enter keydown in the page's search box (the form's submit
 * runs the search at once; typing alone waits for the island's 300 ms debounce, a fixed delay
 * left out here) to the moment the island has committed the answer to the DOM: the status line
 * went to 'Searching...' and then to 'Found N article(s)'. Both instants are taken inside the
 * page (performance.now() in a keydown listener and in a MutationObserver callback), so the
 * Playwright round trips are not counted. The clock covers loading Pagefind's index chunks and
 * the result fragments of one page (12 cards), Pagefind's ranking in its worker, and React's
 * render; it does not cover image decoding or paint.
 *
 * What is counted for the first query (`firstQueryKB`): every byte received (headers and
 * compressed bodies, page and Pagefind's worker alike) from the moment the box is focused (the
 * island starts loading Pagefind then) until the results are in the page: Pagefind's script,
 * worker, WebAssembly, index metadata, index chunks and the 12 result fragments. The cover
 * images those results then show are counted apart (`firstQuery.imagesKB`, the network being
 * left to go quiet), and `firstQuery.totalKB` has both. The page is loaded and hydrated first;
 * its own load is not counted.
 */
import { launchChromium, toKB, trackTransfers } from './browser.mjs';

const SEARCH_BOX = 'main input[type="search"]';

/** Words that make poor queries. */
const STOP = new Set(
  'about after again also been before being from have into just more most only over same some than that their them then there these they this through when where which while with without your what does using'.split(
    ' ',
  ),
);

/**
 * Realistic queries: from each title in turn its most distinctive word (the longest of 4+
 * letters that is no stop word and not picked yet), as a visitor would search for a post they
 * remember. Titles should be in the site's order (newest first).
 *
 * @param {string[]} titles
 * @param {number} n
 * @returns {string[]}
 */
export function titleQueries(titles, n) {
  /** @type {string[]} */
  const picked = [];
  for (const title of titles) {
    const words = (title.toLowerCase().match(/[a-z][a-z0-9]{3,}/g) ?? []).filter((w) => !STOP.has(w) && !picked.includes(w));
    const word = words.sort((a, b) => b.length - a.length)[0];
    if (word) picked.push(word);
    if (picked.length >= n) break;
  }
  return picked;
}

/**
 * `titleQueries` over the newest posts of a running platform (`GET /api/v1/blogs`).
 *
 * @param {string} apiBaseUrl the platform's origin
 * @param {number} [n]
 */
export async function siteTitleQueries(apiBaseUrl, n = 11) {
  const response = await fetch(new URL('/api/v1/blogs?limit=100&sortBy=publishedAt&sortOrder=desc', apiBaseUrl));
  if (!response.ok) throw new Error(`GET /api/v1/blogs: ${response.status}`);
  const body = /** @type {{ data: { title: string }[] }} */ (await response.json());
  return titleQueries(
    body.data.map((post) => post.title),
    n,
  );
}

/** Installed in the page: times one submitted query (see the header comment). */
function installTimer() {
  const w = /** @type {any} */ (window);
  const status = () => document.querySelector('.search-page__status')?.textContent ?? '';
  w.__searchTimer = {
    /** @returns {Promise<{ ms: number, status: string }>} */
    next(timeoutMs) {
      return new Promise((resolve, reject) => {
        const input = document.querySelector('main input[type="search"]');
        let start = 0;
        let searching = false;
        const observer = new MutationObserver(() => {
          if (!start) return;
          const text = status();
          if (text === 'Searching...') searching = true;
          else if (searching && /^Found \d+ article/.test(text)) finish({ ms: performance.now() - start, status: text });
        });
        const onKey = (/** @type {KeyboardEvent} */ event) => {
          if (event.key === 'Enter') start = performance.now();
        };
        const timer = setTimeout(() => finish(null), timeoutMs);
        function finish(result) {
          observer.disconnect();
          input?.removeEventListener('keydown', onKey, true);
          clearTimeout(timer);
          if (result) resolve(result);
          else reject(new Error(`no results after ${timeoutMs} ms (status: ${status()})`));
        }
        input?.addEventListener('keydown', onKey, true);
        observer.observe(document.querySelector('main') ?? document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    },
  };
}

/**
 * Types `query` into the box, submits it with Enter and waits for its results.
 *
 * @param {import('playwright-core').Page} page
 * @param {string} query
 */
async function runQuery(page, query) {
  const box = page.locator(SEARCH_BOX);
  await box.fill(query);
  const done = page.evaluate(() => /** @type {any} */ (window).__searchTimer.next(30_000));
  await box.press('Enter');
  const { ms, status } = await done;
  return { query, ms: Math.round(ms * 10) / 10, found: Number(/\d+/.exec(status)?.[0] ?? 0) };
}

const kindOf = (/** @type {import('./browser.mjs').Transfer} */ t) =>
  t.url.includes('/pagefind/') ? 'pagefind' : t.type === 'image' ? 'images' : 'other';

/**
 * @typedef {{ query: string, ms: number, found: number }} QueryTiming
 * @typedef {{ firstQueryKB: number, firstQuery: { pagefindKB: number, otherKB: number, imagesKB: number,
 *   totalKB: number, requests: number, ms: number }, medianQueryMs: number, queries: number,
 *   results: QueryTiming[] }} SearchMeasure
 *   `queries`: how many warm queries the median is over (all but the first).
 */

/**
 * Opens `${baseUrl}/search/` in headless Chromium and runs `queries` through its search box:
 * the first one measures the cold cost (bytes), the rest the warm query time (median).
 *
 * @param {string} baseUrl
 * @param {{ queries: string[] }} options ~11 different words: the first for the cold query, the rest timed
 * @returns {Promise<SearchMeasure>}
 */
export async function measureSearch(baseUrl, { queries }) {
  queries = [...new Set(queries.map((q) => q.trim()).filter(Boolean))];
  // The same query twice would not search again (the island keeps its criteria).
  if (queries.length < 2) throw new Error('measureSearch needs at least two different queries');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const transfers = trackTransfers(context);
    const page = await context.newPage();
    await page.goto(new URL('/search/', baseUrl).href, { waitUntil: 'load' });
    await page.locator('astro-island[component-export="SearchPage"]:not([ssr])').waitFor({ state: 'attached' });
    await transfers.idle();
    await page.evaluate(installTimer);

    transfers.reset();
    await page.locator(SEARCH_BOX).focus();
    const first = await runQuery(page, queries[0]);
    await transfers.idle();
    const sums = { pagefind: 0, images: 0, other: 0 };
    const entries = await transfers.entries();
    for (const entry of entries) sums[kindOf(entry)] += entry.bytes;

    /** @type {QueryTiming[]} */
    const results = [first];
    for (const query of queries.slice(1)) results.push(await runQuery(page, query));
    const warm = results
      .slice(1)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const mid = warm.length >> 1;
    const median = warm.length % 2 ? warm[mid] : (warm[mid - 1] + warm[mid]) / 2;
    return {
      firstQueryKB: toKB(sums.pagefind + sums.other),
      firstQuery: {
        pagefindKB: toKB(sums.pagefind),
        otherKB: toKB(sums.other),
        imagesKB: toKB(sums.images),
        totalKB: toKB(sums.pagefind + sums.other + sums.images),
        requests: entries.length,
        ms: first.ms,
      },
      medianQueryMs: Math.round(median * 10) / 10,
      queries: warm.length,
      results,
    };
  } finally {
    await browser.close();
  }
}

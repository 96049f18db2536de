import { adminToken } from './platform.mjs';
import { launchChromium } from './browser.mjs';

const POLL_MS = 50;
const TIMEOUT_MS = 180_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Asks the live site's Pagefind index (in Chromium, a fresh context: no cache) for `term`. */
async function pagefindFinds(browser, url, term, slug) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/search/`, { waitUntil: 'domcontentloaded' });
    return await page.evaluate(
      async ({ term, slug }) => {
        const pagefind = await import('/pagefind/pagefind.js');
        const search = await pagefind.search(term);
        const data = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
        return data.some((d) => d.url.includes(`/blog/${slug}`));
      },
      { term, slug },
    );
  } finally {
    await context.close();
  }
}

/**
 * Publishes a new post through the admin API and times, from the call returning, until the
 * article is served at /blog/{slug}/ and the live Pagefind index finds it. The page and the index
 * go live together (one symlink swap), so the clock stops when the page is first served; the
 * index is then asked, in Chromium, whether it finds the post, and if it does not, the clock
 * runs on until both hold (the browser check's own time is not counted).
 */
async function publishOnce(url, token, browser, run) {
  const word = `benchlive${Date.now().toString(36)}${run}`;
  const res = await fetch(`${url}/api/v1/blogs/admin/blogs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `Publish to live ${word}`,
      excerpt: 'A post published by the benchmark, to time how fast it goes live.',
      content: `## Going live\n\nThis post carries the word ${word} so that search can find it.\n\n- one\n- two\n\n\`\`\`ts\nconsole.log('${word}');\n\`\`\`\n`,
      categoryId: 1,
      tags: ['performance'],
      status: 'PUBLISHED',
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${JSON.stringify(body)}`);
  const started = performance.now();
  const slug = body.data.slug;
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const page = await fetch(`${url}/blog/${slug}/`).catch(() => null);
    const servedAt = performance.now();
    if (page?.ok && (await page.text()).includes(word) && (await pagefindFinds(browser, url, word, slug))) {
      return (servedAt - started) / 1000;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`/blog/${slug}/ was not live within ${TIMEOUT_MS / 1000} s`);
}

/** Waits until no site build is running or queued (the previous publish's rebuild is done). */
async function settle(url, token) {
  for (let i = 0; i < 600; i += 1) {
    const res = await fetch(`${url}/api/v1/blogs/admin/site-status`, { headers: { authorization: `Bearer ${token}` } });
    const status = (await res.json()).data;
    if (!status?.building && !status?.queued) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Median publish-to-live over `runs` publishes on a running platform (SITE_BUILD=local, jobs on). */
export async function measurePublishToLive(url, { runs = 5 } = {}) {
  const token = await adminToken(url);
  const browser = await launchChromium();
  try {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      await settle(url, token);
      times.push(await publishOnce(url, token, browser, run));
    }
    return { medianSeconds: Number(median(times).toFixed(2)), runs: times.map((t) => Number(t.toFixed(2))) };
  } finally {
    await browser.close();
  }
}

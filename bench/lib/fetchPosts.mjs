/**
 * Reads every published post from the platform's public API, `GET /api/v1/blogs`, in pages of 100.
 */

const PAGE_SIZE = 100;
const CONCURRENCY = 4;
const ATTEMPTS = 3;

/** `fetch`, tried again (after 1 s, then 2 s) when the connection fails or the server answers 5xx. */
async function fetchWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.status < 500 || attempt === ATTEMPTS) return response;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

/**
 * One page of `/api/v1/blogs` (envelope `{ success, data, meta: { pagination } }`).
 * @param {string} baseUrl e.g. `http://127.0.0.1:3300`
 * @param {number} page 1-based
 * @returns {Promise<{ posts: object[], totalPages: number }>}
 */
async function fetchPage(baseUrl, page) {
  const url = new URL(`/api/v1/blogs?limit=${PAGE_SIZE}&page=${page}`, baseUrl);
  const response = await fetchWithRetry(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  const body = await response.json();
  if (!body.success || !Array.isArray(body.data))
    throw new Error(`GET ${url}: unexpected body ${JSON.stringify(body).slice(0, 200)}`);
  return { posts: body.data, totalPages: body.meta?.pagination?.totalPages ?? 1 };
}

/**
 * Every post the API lists, in the API's order (page 1 first), pages fetched 4 at a time.
 * @param {string} baseUrl e.g. `http://127.0.0.1:3300`
 * @returns {Promise<object[]>} Post objects: `{ id, title, slug, excerpt, content, category, tags, publishedAt, ... }`
 */
export async function fetchAllPosts(baseUrl) {
  const first = await fetchPage(baseUrl, 1);
  const pages = [first.posts];
  let next = 2;
  const worker = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = (await fetchPage(baseUrl, page)).posts;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return pages.flat();
}

/**
 * Reports a completed search (`POST /api/v1/analytics/search {query, resultCount}`).
 * Fire and forget: keepalive so it survives a navigation, never throws, never rejects.
 */
import { API_BASE_PATH } from '@blog/shared';

export type SearchLogFn = (query: string, resultCount: number) => void;

export function createSearchLog(fetchImpl: () => typeof fetch | undefined): SearchLogFn {
  return (query, resultCount) => {
    const text = query.trim();
    const send = fetchImpl();
    if (!text || !send) return;
    try {
      send(`${API_BASE_PATH}/analytics/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: text, resultCount }),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Analytics must never break a search.
    }
  };
}

/** Uses the page's `fetch` at call time. */
export const logSearch: SearchLogFn = createSearchLog(() =>
  typeof fetch === 'function' ? fetch : undefined,
);

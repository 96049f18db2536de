/**
 * Reports a completed search (`POST /api/v1/analytics/search {query, resultCount}`) as a
 * beacon (lib/beacon): fire and forget, survives a navigation, never throws.
 */
import { API_BASE_PATH } from '@blog/shared';
import { pageTransport, postBeacon, type BeaconTransport } from './beacon';

export type SearchLogFn = (query: string, resultCount: number) => void;

export function createSearchLog(transport: () => BeaconTransport): SearchLogFn {
  return (query, resultCount) => {
    const text = query.trim();
    if (text) postBeacon(`${API_BASE_PATH}/analytics/search`, { query: text, resultCount }, transport());
  };
}

/** Uses the page's sendBeacon (or fetch) at call time. */
export const logSearch: SearchLogFn = createSearchLog(pageTransport);

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';

export type QueryPatch = Record<string, string | number | null | undefined>;
export type SetQuery = (patch: QueryPatch, mode?: 'push' | 'replace') => void;

/**
 * A list screen's state (page, status, search) kept in the query string, so a reload, a shared
 * link and Back from a post all come back to the same page of the same list. Read from the URL
 * (also after Back/Forward); written with the History API, which Next's router follows without
 * a server round trip. Empty values are left out of the URL.
 */
export function useQueryState(): [URLSearchParams, SetQuery] {
  const fromUrl = useSearchParams()?.toString() ?? '';
  const [query, setQueryText] = useState(fromUrl);
  const latest = useRef(fromUrl);

  useEffect(() => {
    latest.current = fromUrl;
    setQueryText(fromUrl);
  }, [fromUrl]);

  const setQuery = useCallback<SetQuery>((patch, mode = 'push') => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const text = next.toString();
    if (text === latest.current) return;
    latest.current = text;
    setQueryText(text);
    const url = `${window.location.pathname}${text ? `?${text}` : ''}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const params = useMemo(() => new URLSearchParams(query), [query]);
  return [params, setQuery];
}

/** A page number from the URL: a positive integer, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

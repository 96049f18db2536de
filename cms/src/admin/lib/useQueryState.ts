import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { DEBOUNCE_MS } from '@blog/shared';
import { useDebounced } from '@blog/shared/react';

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

export interface SearchParam {
  /** What the search box shows. */
  text: string;
  setText: (text: string) => void;
  /** True while the typed text waits out the debounce. */
  pending: boolean;
}

/**
 * A list's search box over the URL's `search`: the typed text, once it rests for 500 ms, becomes
 * the URL's search (replacing, not one entry per word; `resetPage` also goes back to page 1), and
 * Back/Forward to another search puts that search in the box.
 */
export function useSearchParam(search: string, setQuery: SetQuery, resetPage: boolean): SearchParam {
  const [text, setText] = useState(search);
  const typed = useDebounced(text, DEBOUNCE_MS.adminSearch);
  const committed = useRef(search);

  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    setQuery({ search: typed.trim() ? typed : null, ...(resetPage ? { page: null } : {}) }, 'replace');
  }, [typed, setQuery, resetPage]);

  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    setText(search);
  }, [search]);

  return { text, setText, pending: text !== typed };
}

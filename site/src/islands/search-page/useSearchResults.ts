/**
 * The /search results (spec section 4, public search): a criteria change resets the list to
 * page 1; Load More appends the next page; answers to superseded criteria are dropped.
 * Blank criteria (no text, no category, no tag) are no search: the results are cleared and
 * nothing is sent (spec section 8), so the status stays 'idle'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EN, PAGE_SIZE } from '@blog/shared';
import type { CardData } from '../../lib/cardData';
import type { SearchFn } from '../../lib/pagefind';
import { errorMessage } from '../hooks/errorMessage';
import { isBlank } from './criteria';
import type { SearchCriteria } from './criteria';

export interface SearchResultsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: CardData[];
  total: number;
  totalPages: number;
  page: number;
  error: string;
  loadingMore: boolean;
  moreError: string;
}

const INITIAL: SearchResultsState = {
  status: 'idle',
  items: [],
  total: 0,
  totalPages: 0,
  page: 0,
  error: '',
  loadingMore: false,
  moreError: '',
};

const toParams = (criteria: SearchCriteria, page: number) => ({
  query: criteria.q || null,
  category: criteria.category || null,
  tag: criteria.tag || null,
  sortBy: criteria.sortBy,
  sortOrder: criteria.sortOrder,
  page,
  limit: PAGE_SIZE.searchPage,
});

export function useSearchResults(
  criteria: SearchCriteria | null,
  search: SearchFn,
  onComplete: (criteria: SearchCriteria, total: number) => void,
): SearchResultsState & { loadMore: () => void } {
  const [state, setState] = useState<SearchResultsState>(INITIAL);
  const generation = useRef(0);
  const completed = useRef(onComplete);
  completed.current = onComplete;

  useEffect(() => {
    if (!criteria) return;
    const id = ++generation.current;
    if (isBlank(criteria)) {
      setState(INITIAL);
      return;
    }
    setState({ ...INITIAL, status: 'loading' });
    search(toParams(criteria, 1)).then(
      (result) => {
        if (id !== generation.current) return;
        setState({ ...INITIAL, status: 'ready', ...result, page: 1 });
        completed.current(criteria, result.total);
      },
      (error: unknown) => {
        if (id === generation.current) setState({ ...INITIAL, status: 'error', error: errorMessage(error, EN.searchFailed) });
      },
    );
  }, [criteria, search]);

  const { page, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (!criteria || isBlank(criteria) || loadingMore) return;
    const id = generation.current;
    const next = page + 1;
    setState((current) => ({ ...current, loadingMore: true, moreError: '' }));
    search(toParams(criteria, next)).then(
      (result) => {
        if (id !== generation.current) return;
        setState((current) => ({
          ...current,
          items: [...current.items, ...result.items],
          total: result.total,
          totalPages: result.totalPages,
          page: next,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (id !== generation.current) return;
        const moreError = errorMessage(error, EN.searchLoadMoreFallback);
        setState((current) => ({ ...current, loadingMore: false, moreError }));
      },
    );
  }, [criteria, search, page, loadingMore]);

  return { ...state, loadMore };
}

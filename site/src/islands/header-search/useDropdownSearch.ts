/**
 * The dropdown's search (spec "Header search dropdown"): `delayMs` after the last change of
 * `query` it asks for the first results; a blank query clears at once and sends nothing;
 * an answer to an older query is dropped.
 */
import { useEffect, useState } from 'react';
import { EN } from '@blog/shared';
import type { CardData } from '../../lib/cardData';
import type { SearchFn } from '../../lib/pagefind';
import { errorMessage } from '../hooks/errorMessage';

export type DropdownState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: CardData[]; total: number }
  | { status: 'error'; query: string; message: string };

export function useDropdownSearch(query: string, search: SearchFn, delayMs: number, limit: number): DropdownState {
  const [state, setState] = useState<DropdownState>({ status: 'idle' });

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading', query });
      search({ query, page: 1, limit }).then(
        (page) => {
          if (current) setState({ status: 'done', query, items: page.items.slice(0, limit), total: page.total });
        },
        (error: unknown) => {
          if (current) setState({ status: 'error', query, message: errorMessage(error, EN.searchFailed) });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search, delayMs, limit]);

  return state;
}

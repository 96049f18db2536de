/**
 * The header search dropdown (spec "Header search dropdown"): a toggle opens a search box;
 * 300 ms after the last keystroke it shows up to 5 articles and a link to all results.
 * ArrowDown/ArrowUp move through the results, Enter opens one (in the box: /search?q=),
 * Escape closes and gives the focus back to the toggle; so does a click outside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { DEBOUNCE_MS, EN, PAGE_SIZE } from '@blog/shared';
import { searchPosts } from '../lib/pagefind';
import type { SearchFn } from '../lib/pagefind';
import { useOutsideClick } from './hooks/useOutsideClick';
import { ResultList } from './header-search/ResultList';
import { useDropdownSearch } from './header-search/useDropdownSearch';
import type { DropdownState } from './header-search/useDropdownSearch';

export interface HeaderSearchProps {
  /** Injected in tests; Pagefind by default. */
  search?: SearchFn;
  /** Injected in tests; a page navigation by default. */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);
const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;

function statusText(state: DropdownState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return EN.searching;
    case 'error':
      return EN.searchError(state.message);
    case 'done':
      return state.items.length ? EN.found(state.total) : EN.empty.dropdownNoMatch(state.query);
  }
}

export function HeaderSearch({ search = searchPosts, navigate = goTo }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const panelId = `${id}panel`;

  const query = text.trim();
  const state = useDropdownSearch(open ? query : '', search, DEBOUNCE_MS.headerSearch, PAGE_SIZE.headerSearch);
  const items = state.status === 'done' ? state.items : [];

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useOutsideClick(rootRef, open, () => setOpen(false));

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length) {
      event.preventDefault();
      const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('.hsearch__results a');
      links?.[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (query) navigate(searchPageUrl(query));
    }
  };

  const status = statusText(state);
  return (
    <div className="hsearch" ref={rootRef} onKeyDown={onRootKeyDown}>
      <button
        type="button"
        className="hsearch__toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="visually-hidden">{EN.site.search}</span>
      </button>
      <div className="hsearch__panel" id={panelId} role="search" aria-label={EN.site.search} hidden={!open}>
        <input
          ref={inputRef}
          className="hsearch__input"
          type="search"
          aria-label={EN.islands.searchLabel}
          autoComplete="off"
          placeholder={EN.islands.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <p className={items.length ? 'visually-hidden' : 'hsearch__status'} role="status">
          {status}
        </p>
        {state.status === 'done' && items.length > 0 && (
          <>
            <ResultList label={EN.islands.searchResults} items={items} input={inputRef} onOpen={navigate} />
            <a className="hsearch__all" href={searchPageUrl(state.query)}>
              {EN.islands.viewAllResults}
            </a>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The /search page (spec "Route /search", sections 4 and 8): a debounced search box, a filter
 * panel, chips, 'Found N article(s)', a card grid with Load More, and the no-match state.
 * The URL (`q`, read also as `search`; `category`; `tag`) follows the page via replaceState.
 * Text, a category or a tag is a search; without any (a blank query) the results are cleared,
 * nothing is sent (spec section 8) and a hint with browse links shows. Pagefind is loaded by
 * the first search, or when the box gets the focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DEBOUNCE_MS, EN } from '@blog/shared';
import { searchPosts, warmPagefind } from '../lib/pagefind';
import type { SearchFn } from '../lib/pagefind';
import { logSearch as sendSearchLog } from '../lib/searchLog';
import type { SearchLogFn } from '../lib/searchLog';
import { SITE_TEXT } from '../lib/siteText';
import { CardGrid } from './CardGrid';
import { useDebounced } from '@blog/shared/react';
import { EMPTY_CRITERIA, EMPTY_FILTERS, readSearchUrl, sameCriteria, searchHref } from './search-page/criteria';
import type { FilterChoice, SearchCriteria, TaxonomyOption } from './search-page/criteria';
import { FilterChips } from './search-page/FilterChips';
import type { ChipKind } from './search-page/FilterChips';
import { FilterPanel } from './search-page/FilterPanel';
import { BrowseLinks, NoResults } from './search-page/NoResults';
import { useSearchResults } from './search-page/useSearchResults';

export interface SearchPageProps {
  categories: readonly TaxonomyOption[];
  tags: readonly TaxonomyOption[];
  /** Injected in tests; Pagefind by default. */
  search?: SearchFn;
  /** Called when the search box gets the focus: starts loading Pagefind (injected in tests). */
  warm?: () => void;
  /** Injected in tests; `POST /api/v1/analytics/search` by default. */
  logSearch?: SearchLogFn;
}

export function SearchPage({
  categories,
  tags,
  search = searchPosts,
  warm = warmPagefind,
  logSearch = sendSearchLog,
}: SearchPageProps) {
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [pending, setPending] = useState<FilterChoice>(EMPTY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const debounced = useDebounced(text, DEBOUNCE_MS.searchPage);
  const skipFirstDebounce = useRef(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const update = (change: (current: SearchCriteria) => SearchCriteria) =>
    setCriteria((current) => {
      if (!current) return current;
      const next = change(current);
      return sameCriteria(current, next) ? current : next;
    });

  useEffect(() => {
    const fromUrl = readSearchUrl(window.location.search);
    // Words typed into the server-rendered box before the island hydrated are kept.
    const q = fromUrl.q || inputRef.current?.value.trim() || '';
    setText(q);
    setCriteria({ ...EMPTY_CRITERIA, ...fromUrl, q });
    setPending({ ...EMPTY_FILTERS, category: fromUrl.category, tag: fromUrl.tag });
  }, []);

  useEffect(() => {
    if (skipFirstDebounce.current) {
      skipFirstDebounce.current = false;
      return;
    }
    update((current) => ({ ...current, q: debounced.trim() }));
  }, [debounced]);

  const { q, category, tag } = criteria ?? EMPTY_CRITERIA;
  useEffect(() => {
    if (!criteria) return;
    const { pathname, search: current, hash } = window.location;
    const next = searchHref(pathname, { q, category, tag });
    if (next !== pathname + current) window.history.replaceState(window.history.state, '', next + hash);
  }, [criteria === null, q, category, tag]); // eslint-disable-line react-hooks/exhaustive-deps

  const results = useSearchResults(criteria, search, (done, found) => {
    if (done.q) logSearch(done.q, found);
  });
  // search.astro marks <html> 'has-filter' when the URL has a query or filter: that hides the
  // server-rendered hint (the island has not read the URL yet) until the island takes over.
  useEffect(() => {
    if (criteria) document.documentElement.classList.remove('has-filter');
  }, [criteria === null]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) update((current) => ({ ...current, q: query }));
  };
  const applyFilters = () => update((current) => ({ ...current, ...pending, q: text.trim() }));
  const clearFilters = () => {
    setText('');
    setPending(EMPTY_FILTERS);
    update(() => EMPTY_CRITERIA);
  };
  const removeChip = (kind: ChipKind) => {
    if (kind === 'q') setText('');
    else setPending((current) => ({ ...current, [kind]: '' }));
    update((current) => ({ ...current, [kind]: '' }));
  };

  const ready = results.status === 'ready';
  const statusLine = results.status === 'loading' ? EN.searching : ready ? EN.found(results.total) : '';
  return (
    <div className="search-page">
      <h1 className="search-page__title">{EN.headings.searchPage}</h1>
      <form className="search-page__form" role="search" action="/search" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${id}q`}>
          {EN.islands.searchLabel}
        </label>
        <input
          id={`${id}q`}
          ref={inputRef}
          className="search-page__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={EN.islands.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={warm}
        />
        <button type="submit" className="button button--primary">
          {EN.site.search}
        </button>
        <button
          type="button"
          className="button search-page__filters-toggle"
          aria-expanded={panelOpen}
          aria-controls={`${id}filters`}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {EN.islands.filters}
        </button>
      </form>
      <FilterPanel
        id={`${id}filters`}
        hidden={!panelOpen}
        categories={categories}
        tags={tags}
        value={pending}
        onChange={setPending}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      {criteria && <FilterChips criteria={criteria} categories={categories} tags={tags} onRemove={removeChip} />}
      <div className="search-page__results">
        <p className="search-page__status" role="status">
          {statusLine}
        </p>
        {results.status === 'idle' && (
          <div className="search-page__hint">
            <p>{SITE_TEXT.searchHint}</p>
            <BrowseLinks categories={categories} tags={tags} />
          </div>
        )}
        {results.status === 'error' && (
          <p className="form-error" role="alert">
            {EN.searchError(results.error)}
          </p>
        )}
        {results.items.length > 0 && (
          <>
            <h2 className="visually-hidden">{EN.islands.searchResults}</h2>
            <CardGrid items={results.items} busy={results.loadingMore} priorityFirst />
          </>
        )}
        {ready && results.total === 0 && <NoResults categories={categories} tags={tags} />}
        {results.moreError && (
          <p className="form-error" role="alert">
            {EN.searchError(results.moreError)}
          </p>
        )}
        {ready && results.page < results.totalPages && (
          <button
            type="button"
            className="button load-more"
            aria-disabled={results.loadingMore || undefined}
            onClick={results.loadMore}
          >
            {results.loadingMore ? EN.islands.loadingMore : EN.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The home list (spec "Route /", section 4): the server-rendered first page of cards; with a
 * `category`, `tag` or `search`/`q` in the URL it hides the featured block (#featured), sets the
 * heading and loads page 1 from Pagefind. Load More appends the next page of 10. Unfiltered, it
 * is a link to the next archive page (/page/2/, …): without JavaScript it goes there, with
 * JavaScript a plain click is intercepted and the page appended in place.
 */
import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { EN, PAGE_SIZE } from '@blog/shared';
import type { CardData } from '../lib/cardData';
import { searchPosts } from '../lib/pagefind';
import type { SearchFn } from '../lib/pagefind';
import { archivePath } from '../lib/archives';
import { CardGrid } from './CardGrid';
import { homeHeading, homeSearchParams, readHomeFilter } from './feed/homeFilter';
import type { HomeFilter } from './feed/homeFilter';

export interface HomeFeedProps {
  /** The first page (10 newest posts, publishedAt desc), rendered on the server. */
  initialItems: CardData[];
  /** How many posts there are in all. */
  total: number;
  /** Injected in tests; Pagefind by default. */
  search?: SearchFn;
}

type Status = 'ready' | 'loading' | 'error';
const LIMIT = PAGE_SIZE.home;

export function HomeFeed({ initialItems, total, search = searchPosts }: HomeFeedProps) {
  const [hydrated, setHydrated] = useState(false);
  const [filter, setFilter] = useState<HomeFilter | null>(null);
  const [status, setStatus] = useState<Status>('ready');
  const [items, setItems] = useState(initialItems);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(Math.ceil(total / LIMIT));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    setHydrated(true);
    const fromUrl = readHomeFilter(window.location.search);
    if (!fromUrl) {
      // A blank parameter (?q=%20) is no filter: undo index.astro's early 'has-filter' mark.
      document.documentElement.classList.remove('has-filter');
      return;
    }
    let current = true;
    setFilter(fromUrl);
    document.getElementById('featured')?.setAttribute('hidden', '');
    setStatus('loading');
    setItems([]);
    search(homeSearchParams(fromUrl, 1, LIMIT)).then(
      (result) => {
        if (!current) return;
        setItems(result.items);
        setTotalPages(result.totalPages);
        setStatus('ready');
      },
      () => {
        if (current) setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [search]);

  const loadMore = () => {
    if (loadingMore) return;
    const next = page + 1;
    setLoadingMore(true);
    setMoreFailed(false);
    search(homeSearchParams(filter, next, LIMIT)).then(
      (result) => {
        setItems((list) => [...list, ...result.items]);
        setPage(next);
        setTotalPages(result.totalPages);
        setLoadingMore(false);
      },
      () => {
        setMoreFailed(true);
        setLoadingMore(false);
      },
    );
  };

  /** A plain click appends in place; a click that opens a tab or window follows the link. */
  const followLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadMore();
  };

  const ready = status === 'ready';
  const more = ready && page < totalPages;
  const moreLabel = loadingMore ? EN.islands.loadingMore : EN.loadMore;
  return (
    // data-unfiltered: the server-rendered list, which a filter in the URL hides (layout.css)
    // until the filter has been read, here, and the list replaced.
    <section className="home-feed" aria-labelledby={headingId} data-unfiltered={filter === null || undefined}>
      <h2 id={headingId} className="home-feed__title">
        {homeHeading(filter)}
      </h2>
      <div className={ready ? 'home-feed__status empty-state' : 'home-feed__status'} role="status">
        {status === 'loading' ? EN.islands.loading : ready && items.length === 0 ? EN.empty.articles : ''}
      </div>
      {status === 'error' && (
        <p className="form-error" role="alert">
          {EN.fetchPostsFailed}
        </p>
      )}
      {items.length > 0 && <CardGrid items={items} busy={loadingMore} />}
      {moreFailed && (
        <p className="form-error" role="alert">
          {EN.loadMoreFailed}
        </p>
      )}
      {more && filter === null && (
        // Rendered on the server too: the next page of the full list exists as a static page.
        <a
          className="button load-more"
          href={archivePath('all', '', page + 1)}
          aria-disabled={loadingMore || undefined}
          onClick={followLink}
        >
          {moreLabel}
        </a>
      )}
      {more && filter !== null && hydrated && (
        <button type="button" className="button load-more" aria-disabled={loadingMore || undefined} onClick={loadMore}>
          {moreLabel}
        </button>
      )}
    </section>
  );
}

/** Test data and fakes shared by the island tests. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { CardData } from '../src/lib/cardData';
import type { SearchFn, SearchParams, SearchResultPage } from '../src/lib/pagefind';

export function card(n: number, overrides: Partial<CardData> = {}): CardData {
  return {
    url: `/blog/post-${n}/`,
    title: `Post ${n}`,
    excerpt: `Excerpt of post ${n}`,
    image: n % 2 ? `/media/post-${n}.jpg` : null,
    date: '2026-03-05T10:00:00.000Z',
    author: `Author ${n}`,
    category: 'JavaScript',
    categorySlug: 'javascript',
    readingTime: 4,
    viewCount: n * 10,
    ...overrides,
  };
}

export const cards = (count: number, from = 1): CardData[] => Array.from({ length: count }, (_, i) => card(from + i));

/** A search over `all`, paged like the real one. */
export function pagedSearch(all: CardData[]) {
  return vi.fn<SearchFn>(async ({ page = 1, limit }: SearchParams): Promise<SearchResultPage> => {
    const start = (page - 1) * limit;
    return { items: all.slice(start, start + limit), total: all.length, totalPages: Math.ceil(all.length / limit) };
  });
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Advances fake timers by `ms` and lets React and pending promises settle. */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The page keys of the archives (src/lib/archives.ts): /page/{n}/, /category/{slug}/… and
 * /tag/{slug}/…. A page's key holds what it shows: its heading and name, the category's
 * description, its place (page, page count, post count) and its cards, so a publish re-renders
 * the archive pages whose list it changes and the pages that disappear are removed.
 */
import { createHash } from 'node:crypto';
import type { StoredPost } from '../src/lib/loaders/storedPost';
import { allArchives, archiveDescription, archivePage, archivePages, archivePath } from '../src/lib/archives';
import { toCard } from '../src/lib/cards';
import type { SiteModel } from './sync/model';

const hash = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** What an archive card shows (islands/Card.tsx): the card without its view count, with its thumbnail. */
export function archiveCardKey(post: StoredPost, thumbs: ReadonlyMap<string, string>): string {
  const { viewCount: _views, ...card } = toCard(post);
  return JSON.stringify([card, card.image ? (thumbs.get(card.image) ?? card.image) : null]);
}

/** The page-key memo (paths.ts, KeyMemo): a key made again only when what the page shows changed. */
interface PageKeyMemo {
  page(path: string, inputs: unknown[], make: () => string): string;
}

export function* archivePageKeys(
  posts: StoredPost[],
  model: Pick<SiteModel, 'categories' | 'thumbs'>,
  memo: PageKeyMemo,
  firstPagesOnly = false,
): Generator<[string, string]> {
  const cards = new Map<StoredPost, string>();
  const card = (post: StoredPost) => {
    let key = cards.get(post);
    if (key === undefined) cards.set(post, (key = archiveCardKey(post, model.thumbs)));
    return key;
  };
  for (const archive of allArchives(posts)) {
    const description = archiveDescription(model.categories, archive);
    // The full list's first page is the home page, not an archive page.
    if (firstPagesOnly && archive.kind === 'all') continue;
    for (const page of firstPagesOnly ? [archivePage(archive, 1)!] : archivePages(archive)) {
      const path = archivePath(page.kind, page.slug, page.page);
      const inputs: unknown[] = [page.name, description, page.pageCount, page.posts.length];
      for (const post of page.items) inputs.push(post, post.featuredImage ? model.thumbs.get(post.featuredImage) : undefined);
      yield [
        path,
        memo.page(path, inputs, () =>
          hash([
            page.kind,
            page.slug,
            page.name,
            description,
            page.page,
            page.pageCount,
            page.posts.length,
            page.items.map(card),
          ]),
        ),
      ];
    }
  }
}

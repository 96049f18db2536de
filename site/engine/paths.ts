/**
 * Which output files a change touches. Every page kind lists its paths with a key: a string
 * that changes exactly when what the page shows changes (its post, the cards it lists, counts,
 * term names). A change re-renders the paths whose key changed, renders the new ones and removes
 * the gone ones — the same comparison for every kind, so a new kind of page (an archive, a
 * paginated list) joins the incremental pipeline by adding one entry to PAGE_KINDS.
 */
import { createHash } from 'node:crypto';
import { NEWSLETTER_RESULTS, PAGE_SIZE } from '@blog/shared';
import type { Category, Tag } from '@blog/shared';
import type { StoredPost } from '../src/lib/loaders/storedPost';
import { byCountDesc, featuredPost, isPostUrl, postUrl, relatedPosts, slugOfPostUrl, trendingPosts } from '../src/lib/posts';
import { authorName } from '../src/lib/cards';
import { rssItemKey } from '../src/lib/rssItem';
import { isOgCardPath, ogCardOf, ogCardPath, ogThumbKey } from '../src/lib/og/ogImage';
import { KeyMemo } from './keyMemo';
import { entries, type SiteModel } from './sync/model';
import { REDIRECTS_PATH } from './output/redirects';
import { archivePageKeys } from './archiveKeys';
import { archiveDescription, archiveTerms, categoryFeedPath } from '../src/lib/archives';
import { sitemapFilePath, sitemapFiles, sitemapPaths } from '../src/lib/sitemapFiles';

const hash = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/**
 * What a featured block or a feed item of the post may show: the whole entry and its thumbnail
 * (a key that says too much only costs a render; one that says too little is a bug).
 */
function cardKey(post: StoredPost, model: SiteModel, memo: KeyMemo): string {
  return `${memo.entry(post)}${JSON.stringify(post.featuredImage ? (model.thumbs.get(post.featuredImage) ?? null) : null)}`;
}

/**
 * What a related-articles card shows (RelatedArticles.astro renders toCard with its thumbnail):
 * narrower than cardKey, so bookkeeping that moves a post's updatedAt does not re-render the
 * the articles of its category.
 */
function relatedCardKey(post: StoredPost, model: SiteModel, memo: KeyMemo): string {
  const json = memo.card(post);
  const image = json.slice(json.lastIndexOf('\u0000') + 1) || null;
  return `${json}${JSON.stringify(image ? (model.thumbs.get(image) ?? image) : null)}`;
}

interface Context {
  model: SiteModel;
  /** Only the pages a reader reaches first (pageKeys's `first`), or null for every page. */
  first: Set<string> | null;
  posts: StoredPost[];
  memo: KeyMemo;
  card: (post: StoredPost) => string;
  relatedCard: (post: StoredPost) => string;
}

type PageKind = (context: Context) => Iterable<[path: string, key: string]>;

const terms = (list: (Category | Tag)[], count?: number) =>
  [...list]
    .sort(byCountDesc)
    .slice(0, count)
    .map(({ name, slug, blogCount }) => [name, slug, blogCount]);

/** Every page kind of the site (src/pages). Article pages: the post itself and its related cards. */
export const PAGE_KINDS: Record<string, PageKind> = {
  articles: function* ({ posts, relatedCard, model, memo, first }) {
    const thumb = (image: string | null | undefined) => (image ? model.thumbs.get(image) : undefined);
    // The first pages' articles found by slug (postUrl encodes it): at 100,000 posts the URL of
    // every post, made and memoised, was ~0.2 s of the first publish after a start.
    const slugs = first && new Set([...first].filter(isPostUrl).map(slugOfPostUrl));
    for (const { entry: post, bodyDigest } of model.posts) {
      if (slugs && !slugs.has(post.slug)) continue;
      const url = memo.url(post);
      if (first && !first.has(url)) continue;
      const related = relatedPosts(post, posts);
      // Whether the cover has its 1200x630 rendition (the og:image the page points at).
      const og = post.featuredImage ? thumb(ogThumbKey(post.featuredImage)) : undefined;
      const inputs: unknown[] = [bodyDigest, post, thumb(post.featuredImage), og];
      for (const other of related) inputs.push(other, thumb(other.featuredImage));
      yield [
        url,
        memo.page(url, inputs, () => {
          const key = createHash('sha1').update(bodyDigest).update(memo.entry(post));
          key.update(`\u0000${thumb(post.featuredImage) ?? ''}`).update(`\u0000${og ?? ''}`);
          for (const other of related) key.update('\u0000').update(relatedCard(other));
          return key.digest('base64url');
        }),
      ];
    }
  },
  /** The generated social card of each post without a cover: what it shows (lib/og). */
  ogCards: function* ({ posts }) {
    for (const post of posts) if (!post.featuredImage) yield [ogCardPath(post), hash(ogCardOf(post))];
  },
  home: function* ({ posts, card, model }) {
    const featured = featuredPost(posts);
    yield [
      '/',
      hash([
        posts.slice(0, PAGE_SIZE.home).map(card),
        posts.length,
        featured ? card(featured) : null,
        trendingPosts(posts).map(card),
        terms(model.tags, PAGE_SIZE.sidebarTags),
        terms(model.categories, PAGE_SIZE.sidebarTags),
      ]),
    ];
  },
  search: function* ({ posts, card, model }) {
    yield [
      '/search/',
      hash([posts.slice(0, PAGE_SIZE.searchPage).map(card), posts.length, terms(model.categories), terms(model.tags)]),
    ];
  },
  notFound: function* ({ model }) {
    yield ['/404', hash(terms(model.categories.filter((c) => c.blogCount > 0)).slice(0, 4))];
  },
  rss: function* ({ posts, card }) {
    yield ['/rss.xml', hash(posts.slice(0, PAGE_SIZE.feed).map(card))];
  },
  /** A feed per category with public posts (/category/{slug}/rss.xml): its name, description, latest posts. */
  categoryFeeds: function* ({ posts, model }) {
    for (const term of archiveTerms(posts, 'category')) {
      const items = term.posts.slice(0, PAGE_SIZE.feed).map((post) => rssItemKey(post, authorName(post)));
      yield [categoryFeedPath(term.slug), hash([term.name, archiveDescription(model.categories, term), items])];
    }
  },
  /** The index (it names the lists) and each list of at most 50,000 URLs (src/lib/sitemap). */
  sitemap: function* ({ posts, first }) {
    if (first) return;
    const files = sitemapFiles(sitemapPaths(posts));
    yield ['/sitemap-index.xml', hash(files.length)];
    for (const [index, paths] of files.entries()) yield [sitemapFilePath(index), hash(paths)];
  },
  /** The crawlable archives: /page/{n}/, /category/{slug}/(page/{n}/), /tag/{slug}/(page/{n}/). */
  archives: ({ posts, model, memo, first }) => archivePageKeys(posts, model, memo, !!first),
  blogIds: function* ({ posts }) {
    yield ['/blog-ids.json', hash(posts.map((p) => [p.id, p.slug]))];
  },
  redirects: function* ({ model }) {
    yield [REDIRECTS_PATH, hash(model.redirects ?? [])];
  },
  fixed: function* () {
    yield ['/robots.txt', 'static'];
    yield ['/unsubscribe/', 'static'];
    yield ['/newsletter/', 'static'];
    yield ['/newsletter/confirm/', 'static'];
    for (const result of Object.keys(NEWSLETTER_RESULTS)) yield [`/newsletter/${result}/`, 'static'];
  },
};

/**
 * Every output path of the site with its key. `routes`: the bundle's parameterless routes; one
 * no page kind lists (a page added to src/pages and not yet here) is rendered on every update.
 * `first`: only the pages a reader reaches first, of the articles those at these paths, and no
 * deeper list page or sitemap (an update serves those before it works out the rest: firstPaths).
 */
export function pageKeys(
  model: SiteModel,
  routes: string[] = [],
  memo = new KeyMemo(),
  first?: Set<string>,
): Map<string, string> {
  const posts = entries(model);
  const cards = new Map<StoredPost, string>();
  const relatedCards = new Map<StoredPost, string>();
  const context: Context = {
    model,
    first: first ?? null,
    posts,
    memo,
    card: (post) => {
      let key = cards.get(post);
      if (key === undefined) cards.set(post, (key = cardKey(post, model, memo)));
      return key;
    },
    relatedCard: (post) => {
      let key = relatedCards.get(post);
      if (key === undefined) relatedCards.set(post, (key = relatedCardKey(post, model, memo)));
      return key;
    },
  };
  const keys = new Map<string, string>();
  // A call for the first pages adds to the memo's current keys: the full call after it finds both.
  if (!first) memo.nextCall();
  for (const kind of Object.values(PAGE_KINDS)) for (const [path, key] of kind(context)) keys.set(path, key);
  for (const route of routes) {
    // A later page's route (the sitemap index) is keyed by the full call: in this one it is not new.
    if (first && LATER.test(route)) continue;
    if (!keys.has(route)) keys.set(route, `unlisted:${Math.random()}`);
  }
  return keys;
}

export interface Affected {
  /** Served first: every page but those below. */
  first: string[];
  /** Then: articles whose own post did not change (their related list did; spliced). */
  second: string[];
  /**
   * Then too: the deeper pages of the paginated lists (`…/page/{n}/`), which a publish shifts
   * every one of by a post, and the sitemap (every URL of the site: a crawler's, not a reader's).
   */
  later: string[];
  removed: string[];
}

const LATER = /\/page\/\d+\/$|^\/sitemap-/;

/** A deeper list page or a sitemap file: never among the pages a reader reaches first. */
export const isDeeper = (path: string): boolean => LATER.test(path);

/**
 * Of the first pages, those no reader opens by a changed post's own URL: rendered right after the
 * served point (update/serve.ts): the social cards (a crawler's; drawing one took ~0.5-0.8 s at
 * 100,000 posts) and the id → slug map of `/blog/{id}` links (~150 ms at 100,000 posts).
 */
export const afterServed = (path: string): boolean => isOgCardPath(path) || path === '/blog-ids.json';

/**
 * Pages in the order they go live, in batches: `_redirects` after every other page, so a renamed
 * post's old URL never points at its new page before that page is written (a reader who followed
 * the redirect in between got a 404).
 */
export function liveOrder(pages: string[]): string[][] {
  const rest = pages.filter((path) => path !== REDIRECTS_PATH);
  return rest.length === pages.length ? [rest] : [rest, [REDIRECTS_PATH]];
}

/**
 * The paths to render and remove going from `before` to `after` (the keys of pageKeys).
 * `direct`: article paths whose own post changed (they go first); `also`: paths to render
 * again whatever their keys say (an interrupted update's files).
 */
export function affectedPaths(
  before: Map<string, string>,
  after: Map<string, string>,
  direct: Set<string>,
  also: Iterable<string> = [],
): Affected {
  const first: string[] = [];
  const second: string[] = [];
  const later: string[] = [];
  const forced = new Set(also);
  for (const [path, key] of after) {
    if (before.get(path) === key && !forced.has(path)) continue;
    if (isPostUrl(path) && !direct.has(path) && before.has(path)) second.push(path);
    else if (LATER.test(path)) later.push(path);
    else first.push(path);
  }
  const removed = [...before.keys(), ...forced].filter((path) => !after.has(path));
  return { first, second, later, removed: [...new Set(removed)] };
}

/**
 * What an update serves first, going from `before` (every page's key) to `firstKeys` (pageKeys
 * with `first` = the changed articles): the first pages whose key changed or that `also` names,
 * and the pages gone for good that are not left for later (an unpublished article, its card, a
 * list's first page); a page still in `model` but not keyed yet is not gone.
 */
export function firstPaths(
  before: Map<string, string>,
  firstKeys: Map<string, string>,
  model: SiteModel,
  also: Iterable<string> = [],
  memo = new KeyMemo(),
): { first: string[]; removed: string[] } {
  const forced = new Set(also);
  const first = [...firstKeys].filter(([path, key]) => before.get(path) !== key || forced.has(path)).map(([path]) => path);
  const articles = new Set(entries(model).map((post) => memo.url(post)));
  const removed = [...before.keys()].filter(
    (path) => !firstKeys.has(path) && !LATER.test(path) && !(isPostUrl(path) && articles.has(path)),
  );
  return { first, removed };
}

/** Article paths whose own post changed between two models (new, edited, renamed terms). */
export function changedArticles(before: SiteModel, after: SiteModel, memo = new KeyMemo()): Set<string> {
  // A record kept by the sync is the same object: unchanged without serialising it. The others are
  // compared with the records of `before` that `after` does not keep (slugs are unique in a model):
  // at 100,000 posts a map of every slug took ~0.06-0.1 s of each publish.
  const held = new Set(before.posts);
  const kept = new Set(after.posts);
  const old = new Map(before.posts.filter((r) => !kept.has(r)).map((r) => [r.entry.slug, r]));
  const changed = new Set<string>();
  for (const record of after.posts) {
    if (held.has(record)) continue;
    const was = old.get(record.entry.slug);
    if (was && was.bodyDigest === record.bodyDigest && memo.entry(was.entry) === memo.entry(record.entry)) continue;
    changed.add(postUrl(record.entry));
  }
  return changed;
}

/** The engine's picture of the public content: what every page is rendered from. */
import type { Category, SlugRedirect, Tag } from '@blog/shared';
import type { StoredPost } from '../../src/lib/loaders/storedPost';
import { time } from '../../src/lib/posts';

export interface PostRecord {
  entry: StoredPost;
  /** sha1 of the markdown (and the processing version): names the body file. */
  bodyDigest: string;
}

export interface SiteModel {
  /** Every public post, newest first. */
  posts: PostRecord[];
  categories: Category[];
  tags: Tag[];
  /** Card thumbnail by cover URL. */
  thumbs: Map<string, string>;
  /** Old slugs of live posts, categories and tags → their current ones (`_redirects`). */
  redirects?: SlugRedirect[];
  /** The CMS's time of the post index this model was synced from: the next sync asks what changed since. */
  indexAsOf?: string;
  /** That index's latest updatedAt of any post (a later index with an older one: a restored database). */
  indexLastUpdatedAt?: string;
  /**
   * Set when a fetched post's category or tags differ from `categories` and `tags` (a term renamed
   * while the sync ran): the next sync then checks every post's embedded terms.
   */
  termsUnchecked?: boolean;
}

/**
 * The model's entries, newest first: one array per model, so what the pages and the page keys
 * work out once per post list (related candidates, the sitemap's order) is worked out once.
 */
const entriesOf = new WeakMap<SiteModel, StoredPost[]>();
export function entries(model: SiteModel): StoredPost[] {
  let list = entriesOf.get(model);
  if (!list) entriesOf.set(model, (list = model.posts.map((record) => record.entry)));
  return list;
}

export const emptyModel = (): SiteModel => ({ posts: [], categories: [], tags: [], thumbs: new Map() });

/**
 * Sorts `posts` in place, newest first (byPublishedDesc, then by slug), each date parsed once: at
 * 100,000 posts a comparator parsing them took most of a second of every sync.
 */
export function sortPosts(posts: PostRecord[]): PostRecord[] {
  const keyed = posts.map((record) => ({
    record,
    published: time(record.entry.publishedAt),
    created: time(record.entry.createdAt),
  }));
  keyed.sort(
    (a, b) =>
      b.published - a.published ||
      b.created - a.created ||
      String(a.record.entry.slug).localeCompare(String(b.record.entry.slug)),
  );
  keyed.forEach(({ record }, index) => (posts[index] = record));
  return posts;
}

/** The model's order: newest first (publishedAt, then createdAt), then by slug. */
function before(a: PostRecord, b: PostRecord): boolean {
  const published = time(b.entry.publishedAt) - time(a.entry.publishedAt);
  if (published) return published < 0;
  const created = time(b.entry.createdAt) - time(a.entry.createdAt);
  if (created) return created < 0;
  return String(a.entry.slug).localeCompare(String(b.entry.slug)) < 0;
}

/**
 * `sorted` (in the model's order, as sortPosts leaves it) with `added` put in their places: a
 * publish at 100,000 posts inserts one record instead of sorting them all again (~0.1 s).
 */
export function insertSorted(sorted: PostRecord[], added: PostRecord[]): PostRecord[] {
  const posts = [...sorted];
  for (const record of sortPosts([...added])) {
    let low = 0;
    let high = posts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(posts[middle]!, record)) low = middle + 1;
      else high = middle;
    }
    posts.splice(low, 0, record);
  }
  return posts;
}

type Author = NonNullable<StoredPost['author']>;

/** A post record as JSON: its author as an index into the model's `authors`. */
type RecordJson = Omit<PostRecord, 'entry'> & { entry: Omit<StoredPost, 'author'> & { author?: Author | number | null } };

export interface ModelJson extends Omit<SiteModel, 'thumbs' | 'posts'> {
  posts: RecordJson[];
  thumbs: [string, string][];
  /** Each distinct author once (absent in state files of version 4, whose posts carry their own). */
  authors?: Author[];
}

/**
 * The model as JSON (the engine's state file, the render workers' copy). Each author is written
 * once and named by index: at 100,000 posts the same author and bio, repeated in every post, was
 * ~40% of a 142 MB state file that a restarted engine parses before its first update. The index
 * takes the author's place, so an entry read back serialises exactly as before (the page keys).
 */
export function modelToJson(model: SiteModel): ModelJson {
  const authors: Author[] = [];
  const byObject = new Map<Author, number>();
  const byJson = new Map<string, number>();
  const indexOf = (author: Author): number => {
    let index = byObject.get(author);
    if (index === undefined) {
      const json = JSON.stringify(author);
      index = byJson.get(json);
      if (index === undefined) byJson.set(json, (index = authors.push(author) - 1));
      byObject.set(author, index);
    }
    return index;
  };
  const posts = model.posts.map((record): RecordJson => {
    const { author } = record.entry;
    return author ? { ...record, entry: { ...record.entry, author: indexOf(author) } } : record;
  });
  return { ...model, posts, thumbs: [...model.thumbs], authors };
}

/** The model from modelToJson's JSON: the posts of one author share one object (version 4's included). */
export function modelFromJson(json: ModelJson): SiteModel {
  const { authors = [], ...rest } = json;
  const shared = new Map<string, Author>();
  const posts = json.posts.map((record): PostRecord => {
    const entry = record.entry as StoredPost & { author?: Author | number | null };
    if (typeof entry.author === 'number') {
      const author = authors[entry.author];
      if (!author) throw new Error(`The engine's state names author ${entry.author}, which it does not list`);
      entry.author = author;
    } else if (entry.author) {
      const json = JSON.stringify(entry.author);
      entry.author = shared.get(json) ?? (shared.set(json, entry.author), entry.author);
    }
    return record as PostRecord;
  });
  return { ...rest, posts, thumbs: new Map(json.thumbs) };
}

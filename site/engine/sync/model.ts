/** The engine's picture of the public content: what every page is rendered from. */
import type { Category, SlugRedirect, Tag } from '@blog/shared';
import type { StoredPost } from '../../src/lib/loaders/storedPost';
import { byPublishedDesc } from '../../src/lib/posts';

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

export function sortPosts(posts: PostRecord[]): PostRecord[] {
  return posts.sort((a, b) => byPublishedDesc(a.entry, b.entry) || String(a.entry.slug).localeCompare(String(b.entry.slug)));
}

/** The model as JSON (the engine's state file). */
export const modelToJson = (model: SiteModel) => ({ ...model, thumbs: [...model.thumbs] });

export function modelFromJson(json: ReturnType<typeof modelToJson>): SiteModel {
  return { ...json, thumbs: new Map(json.thumbs) };
}

/** What the page keys (paths.ts) keep between updates. */
import type { StoredPost } from '../src/lib/loaders/storedPost';
import { toCard } from '../src/lib/cards';
import { postUrl } from '../src/lib/posts';

/**
 * JSON kept per entry object, across updates (the Engine owns one; a test or a one-off call gets a
 * fresh one): an update keeps the records of unchanged posts, so at 10,000 posts it serialises
 * the few that changed, not all of them (a publish's served time).
 */
export class KeyMemo {
  private readonly entries = new WeakMap<StoredPost, string>();
  private readonly cards = new WeakMap<StoredPost, string>();
  private readonly urls = new WeakMap<StoredPost, string>();
  /**
   * Page keys with what they were made from, of this pageKeys call and the one before (older
   * paths are forgotten): at 100,000 posts hashing every article and archive page again took
   * ~3 s of each update's served time.
   */
  private pages = new Map<string, { inputs: unknown[]; key: string }>();
  private lastPages = new Map<string, { inputs: unknown[]; key: string }>();

  /** pageKeys starts: the call before this one becomes the last. */
  nextCall(): void {
    this.lastPages = this.pages;
    this.pages = new Map();
  }

  /**
   * The key of `path` made from `inputs` (the entry objects, strings and numbers it shows): the
   * one made before when every input is the same (===), else `make()`'s.
   */
  page(path: string, inputs: unknown[], make: () => string): string {
    const old = this.pages.get(path) ?? this.lastPages.get(path);
    const key =
      old && old.inputs.length === inputs.length && old.inputs.every((input, i) => input === inputs[i]) ? old.key : make();
    this.pages.set(path, { inputs, key });
    return key;
  }

  /** The post's article path (postUrl: at 100,000 posts ~50 ms a pass, one pass after another). */
  url(post: StoredPost): string {
    let url = this.urls.get(post);
    if (url === undefined) this.urls.set(post, (url = postUrl(post)));
    return url;
  }

  /** The whole entry as JSON. */
  entry(post: StoredPost): string {
    let json = this.entries.get(post);
    if (json === undefined) this.entries.set(post, (json = JSON.stringify(post)));
    return json;
  }

  /** What a related-articles card shows (toCard) as JSON, a NUL, and the card's image. */
  card(post: StoredPost): string {
    let json = this.cards.get(post);
    if (json === undefined) {
      const card = toCard(post);
      // JSON escapes control characters, so the NUL only ever separates the card from its image.
      this.cards.set(post, (json = `${JSON.stringify(card)}\u0000${card.image ?? ''}`));
    }
    return json;
  }
}

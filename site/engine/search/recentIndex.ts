/**
 * The index of recent changes: what makes a publish searchable in a fraction of a second.
 *
 * Rebuilding the shard that holds a changed post takes Pagefind seconds on a large site (one
 * index; shards.ts). So each update first indexes only the posts that differ from what the shards
 * hold, into pagefind/recent/, and names in pagefind/shards.json the live records those posts
 * replace (or that left: unpublished, deleted) by their Pagefind page ids. The browser merges the
 * recent index as one more shard and drops results with those ids (src/lib/pagefind.ts). The
 * shards are then rebuilt (by the last update of a burst: update/search.ts), and shards.json goes back to
 * `{ count }`: a settled site is the same as a fresh full build.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { postUrl } from '../../src/lib/posts';
import { settings } from '../config';
import { pool, type SiteWriter } from '../output/writer';
import type { BodyStore } from '../sync/bodies';
import type { PostRecord, SiteModel } from '../sync/model';
import { recordText, replaceShard, type SearchState } from './liveIndex';
import { SHARDS_FILE, shardDir, shardsJson } from './shards';

const unzip = promisify(gunzip);
/** The recent index's folder under the site root. */
export const RECENT_DIR = 'pagefind/recent';
const FRAGMENT = /^fragment\/([a-z-]+_[0-9a-f]+)\.pf_fragment$/;

const digest = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

/** What the engine remembers between updates to write the recent index fast (owned by the Engine). */
export class RecentIndex {
  constructor(private readonly bodies: BodyStore) {}

  /** Fragment file (shard folder + name) → the URL of its page; content-named, so never stale. */
  private readonly urlOfFragment = new Map<string, string>();
  /** Digests by model: an update's new model is the next update's old one. */
  private readonly digestsOf = new WeakMap<SiteModel, Record<string, string>>();
  /** Each kept record's digest with the thumbnail it was taken with (its other inputs are the record's). */
  private readonly digestOfRecord = new WeakMap<PostRecord, { thumb: string | undefined; digest: string }>();

  /** Reads the URL of each live fragment not read yet (a warm engine reads only an update's new ones). */
  async readFragmentUrls(liveDir: string, search: SearchState): Promise<void> {
    const missing = search.shards.flatMap((shard, k) =>
      shard.files.filter((file) => FRAGMENT.test(file)).map((file) => path.join(shardDir(k), file)),
    );
    await pool(
      missing.filter((file) => !this.urlOfFragment.has(file)),
      16,
      async (file) => {
        // A file the state lists but an interrupted update removed: its record is not listed as
        // stale (a reader may see that post twice until the shards are rebuilt), and nothing fails.
        const data = await readFile(path.join(liveDir, file)).catch(() => null);
        if (!data) return;
        const text = (await unzip(data)).toString('utf8');
        const { url } = JSON.parse(text.slice(text.indexOf('{'))) as { url: string };
        this.urlOfFragment.set(file, url);
      },
    );
  }

  /** The Pagefind page ids of the live shards' records for `urls`. */
  private pageIds(search: SearchState, urls: Set<string>): string[] {
    const ids: string[] = [];
    search.shards.forEach((shard, k) => {
      for (const file of shard.files) {
        const match = FRAGMENT.exec(file);
        if (match && urls.has(this.urlOfFragment.get(path.join(shardDir(k), file)) ?? '')) ids.push(match[1]!);
      }
    });
    return ids.sort();
  }

  /** URL → digest of each post's search record: what a set of shards holds. */
  recordDigests(model: SiteModel): Record<string, string> {
    let digests = this.digestsOf.get(model);
    if (!digests) {
      digests = {};
      for (const record of model.posts) {
        const image = record.entry.featuredImage;
        const thumb = image ? model.thumbs.get(image) : undefined;
        let known = this.digestOfRecord.get(record);
        if (!known || known.thumb !== thumb)
          this.digestOfRecord.set(record, (known = { thumb, digest: digest(recordText(model, record)) }));
        digests[postUrl(record.entry)] = known.digest;
      }
      this.digestsOf.set(model, digests);
    }
    return digests;
  }

  /**
   * Makes the posts that differ between `before` (URL → record digest: what the live shards hold)
   * and `model` searchable at once: indexes them into pagefind/recent/ and lists the live records
   * they replace in shards.json. Returns the state with the recent index's files, or null when
   * there is nothing to do or too much (then the shards must be rebuilt now).
   */
  async write(
    before: Record<string, string>,
    model: SiteModel,
    writer: SiteWriter,
    search: SearchState,
  ): Promise<SearchState | null> {
    const now = this.recordDigests(model);
    const changed = model.posts.filter((record) => {
      const url = postUrl(record.entry);
      return before[url] !== now[url];
    });
    const gone = Object.keys(before).filter((url) => !(url in now));
    if ((!changed.length && !gone.length) || changed.length > settings.searchRecentMax) return null;
    await this.readFragmentUrls(writer.dir, search);
    const replaced = new Set([...gone, ...changed.map((record) => postUrl(record.entry))]);
    // Its records carry the next shard number: a sorted search asks it as one more shard.
    const recent = changed.length
      ? await replaceShard(model, this.bodies, changed, search.count, writer, search.recent, 'recent', RECENT_DIR)
      : search.recent;
    await writer.write(
      SHARDS_FILE,
      shardsJson(search.count, { recent: changed.length > 0, stale: this.pageIds(search, replaced) }),
    );
    return { ...search, recent };
  }
}

/** After the shards are rebuilt: shards.json as a full build writes it (no recent index). */
export async function settleRecentIndex(writer: SiteWriter, search: SearchState): Promise<void> {
  await writer.write(SHARDS_FILE, shardsJson(search.count));
}

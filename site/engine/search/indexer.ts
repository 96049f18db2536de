/**
 * The search index, made with Pagefind's Node API from records the engine keeps (post fields and
 * body text), never by reading the pages back. Pagefind runs as its own process (the API's
 * service), off the engine's event loop.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { settings } from '../config';
import { postUrl } from '../../src/lib/posts';
import { searchFields } from '../../src/lib/searchRecord';
import type { BodyStore } from '../sync/bodies';
import type { PostRecord, SiteModel } from '../sync/model';

/**
 * Stops the indexing in flight: Pagefind's service is closed and its pending calls reject (the
 * next call starts a new service).
 */
export const stopIndexing = (): Promise<void> => pagefind.close().then(() => undefined);

/**
 * Reads every post's search text ahead of the first update that indexes it, a slice at a time;
 * stops when `yieldTo()` says an update waits (at 100,000 posts the whole read takes ~18 s, and
 * the update reads what it needs as it goes).
 */
export async function preloadTexts(model: SiteModel, bodies: BodyStore, yieldTo: () => boolean): Promise<void> {
  const SLICE = 500;
  for (let start = 0; start < model.posts.length; start += SLICE) {
    if (yieldTo()) return;
    for (const record of model.posts.slice(start, start + SLICE)) bodies.searchText(record.bodyDigest);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield path.relative(base, full);
  }
}

/** What a merged (secondary) shard needs: its entry, metadata, word index, fragments and filters. */
const MERGED_FILE = /^(pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(index|fragment|filter)\/.*)$/;

/**
 * Writes the index of `records` (shard `shard`) into `outDir` (a fresh folder); returns the
 * files the site needs: the whole bundle for shard 0, the index files only for the others.
 */
export async function writeSearchIndex(
  model: SiteModel,
  bodies: BodyStore,
  outDir: string,
  records: PostRecord[],
  shard: number,
): Promise<string[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    // Sorted by URL: the same posts give the same index, whatever order they changed in.
    const t0 = Date.now();
    const sorted = [...records].sort((a, b) => (a.entry.slug < b.entry.slug ? -1 : a.entry.slug > b.entry.slug ? 1 : 0));
    // All records sent at once: Pagefind's service handles its messages one after another, in the
    // order sent (the same index whatever the timing), and the round trip per record is saved.
    const added = await Promise.all(
      sorted.map((record) => {
        const post = record.entry;
        const fields = searchFields(post, post.featuredImage ? (model.thumbs.get(post.featuredImage) ?? post.featuredImage) : '');
        // The shard filter lets the browser ask one shard at a time (a sorted merge, lib/pagefind.ts).
        const filters = { ...fields.filters, shard: [String(shard)] };
        return index.addCustomRecord({
          url: postUrl(post),
          content: bodies.searchText(record.bodyDigest),
          language: 'en',
          ...fields,
          filters,
        });
      }),
    );
    const failed = added.flatMap((result) => result.errors);
    if (failed.length) throw new Error(`Pagefind: ${failed.join('; ')}`);
    const t1 = Date.now();
    const written = await index.writeFiles({ outputPath: outDir });
    if (settings.profile)
      console.error(`[search] shard ${shard}: ${records.length} records ${t1 - t0} ms, write ${Date.now() - t1} ms`);
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
  }
  const files: string[] = [];
  for await (const file of walk(outDir)) if (shard === 0 || MERGED_FILE.test(file.split(path.sep).join('/'))) files.push(file);
  return files.sort();
}

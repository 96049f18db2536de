/**
 * The search index, made with Pagefind's Node API from records the engine keeps (post fields and
 * body text), never by reading the pages back. Pagefind runs as its own process (the API's
 * service), off the engine's event loop.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { postUrl } from '../../src/lib/posts';
import { searchFields } from '../../src/lib/searchRecord';
import { readBody } from '../sync/bodies';
import type { PostRecord, SiteModel } from '../sync/model';

/** Body text by body digest (read once per engine process, then kept). */
const texts = new Map<string, string>();

function textOf(record: PostRecord): string {
  let text = texts.get(record.bodyDigest);
  if (text === undefined) texts.set(record.bodyDigest, (text = readBody(record.bodyDigest).searchText));
  return text;
}

/** Reads the body texts the index will need (an engine warming up). */
export function preloadTexts(model: SiteModel): void {
  for (const record of model.posts) textOf(record);
}

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield path.relative(base, full);
  }
}

/** Writes the index of every post of `model` into `outDir` (a fresh folder); returns its files. */
export async function writeSearchIndex(model: SiteModel, outDir: string): Promise<string[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    // Sorted by URL: the same posts give the same index, whatever order they changed in.
    const records = [...model.posts].sort((a, b) => (a.entry.slug < b.entry.slug ? -1 : a.entry.slug > b.entry.slug ? 1 : 0));
    for (const record of records) {
      const post = record.entry;
      const fields = searchFields(post, post.featuredImage ? (model.thumbs.get(post.featuredImage) ?? post.featuredImage) : '');
      const added = await index.addCustomRecord({ url: postUrl(post), content: textOf(record), language: 'en', ...fields });
      if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: outDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
  }
  const files: string[] = [];
  for await (const file of walk(outDir)) files.push(file);
  return files.sort();
}

/**
 * Replaces the search index of a live site in place. Pagefind names its index, filter and
 * fragment files by their content, so the new ones go in beside the old ones; the entry file
 * that points at them is replaced last, in one rename. The previous generation's files stay
 * until the next replacement (a reader mid-search may still ask for them).
 */
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { postUrl } from '../../src/lib/posts';
import { searchFields } from '../../src/lib/searchRecord';
import { paths } from '../config';
import type { SiteModel } from '../sync/model';
import { pool, type SiteWriter } from '../output/writer';
import { writeSearchIndex } from './indexer';

const ENTRY = 'pagefind-entry.json';

/** A key of everything the index holds: equal keys, equal answers. */
export function searchKey(model: SiteModel): string {
  const hash = createHash('sha1');
  for (const record of [...model.posts].sort((a, b) => (a.entry.slug < b.entry.slug ? -1 : 1))) {
    const post = record.entry;
    const thumb = post.featuredImage ? (model.thumbs.get(post.featuredImage) ?? post.featuredImage) : '';
    hash.update(JSON.stringify([postUrl(post), record.bodyDigest, searchFields(post, thumb)]));
  }
  return hash.digest('hex');
}

export interface SearchFiles {
  files: string[];
  previous: string[];
  key: string;
}

/** Writes the index of `model` into the live site through `writer`; returns the new file lists. */
export async function replaceLiveIndex(
  model: SiteModel,
  writer: SiteWriter,
  current: SearchFiles,
  key: string,
): Promise<SearchFiles> {
  const staging = path.join(paths.tmp, `pagefind-${randomBytes(6).toString('hex')}`);
  try {
    const files = await writeSearchIndex(model, staging);
    const copy = async (file: string) => {
      await writer.write(path.join('pagefind', file), await readFile(path.join(staging, file)));
    };
    await pool(
      files.filter((file) => file !== ENTRY),
      16,
      copy,
    );
    await copy(ENTRY);
    const keep = new Set([...files, ...current.files]);
    await pool(
      current.previous.filter((file) => !keep.has(file)),
      16,
      (file) => writer.remove(path.join('pagefind', file)),
    );
    return { files, previous: current.files, key };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

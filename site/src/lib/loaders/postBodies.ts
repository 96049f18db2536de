/**
 * Article bodies (content blocks and highlighted code) live in files beside Astro's cache, one
 * per post, not in the content store: Astro inlines its whole data store into the server bundle,
 * which at 10,000 posts (~140 MB) cost 20 s of bundling and gigabytes of memory. The store keeps
 * what lists and cards need; an article page reads its own body while it renders.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentBlock } from '@blog/shared';

export interface PostBody {
  blocks: ContentBlock[];
  /** Highlighted HTML of each code block, by block index (null for other blocks). */
  highlighted: (string | null)[];
}

/** astro build and astro dev run in site/: the cache sits with Astro's own (node_modules/.astro). */
const BODY_DIR = path.resolve(process.cwd(), 'node_modules/.astro/post-bodies');

const fileOf = (slug: string) => path.join(BODY_DIR, `${createHash('sha1').update(slug).digest('hex')}.json`);

export function hasBody(slug: string): boolean {
  return existsSync(fileOf(slug));
}

export function writeBody(slug: string, body: PostBody): void {
  mkdirSync(BODY_DIR, { recursive: true });
  writeFileSync(fileOf(slug), JSON.stringify(body));
}

export function readBody(slug: string): PostBody {
  return JSON.parse(readFileSync(fileOf(slug), 'utf8')) as PostBody;
}

/** Removes the bodies of posts that are gone. */
export function pruneBodies(slugs: Iterable<string>): void {
  if (!existsSync(BODY_DIR)) return;
  const keep = new Set([...slugs].map((slug) => path.basename(fileOf(slug))));
  for (const name of readdirSync(BODY_DIR)) if (!keep.has(name)) rmSync(path.join(BODY_DIR, name), { force: true });
}

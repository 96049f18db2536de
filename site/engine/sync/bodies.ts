/**
 * Article bodies on disk, one JSON per body digest, beside the engine's state: the pages read
 * them while they render (never 10,000 in memory at once); the search records keep their text.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PostBody } from '../../src/lib/loaders/postBodies';
import { paths } from '../config';

/** Bump when the body's shape or the block parser changes, so bodies are made again. */
export const PROCESSING_VERSION = 'body-v1';

export const bodyDigest = (markdown: string): string => createHash('sha1').update(PROCESSING_VERSION).update('\0').update(markdown).digest('hex');

const fileOf = (digest: string) => path.join(paths.bodies, `${digest}.json`);

export const hasBody = (digest: string): boolean => existsSync(fileOf(digest));

export function writeBody(digest: string, body: PostBody): void {
  mkdirSync(paths.bodies, { recursive: true });
  const file = fileOf(digest);
  // Renamed into place: a body file is never half-written.
  writeFileSync(`${file}.tmp`, JSON.stringify(body));
  renameSync(`${file}.tmp`, file);
}

export function readBody(digest: string): PostBody {
  return JSON.parse(readFileSync(fileOf(digest), 'utf8')) as PostBody;
}

/** Removes bodies no post uses any more (after an update, off the render path). */
export async function pruneBodies(keep: Iterable<string>): Promise<void> {
  const wanted = new Set([...keep].map((digest) => `${digest}.json`));
  const names = await readdir(paths.bodies).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => !wanted.has(name)).map((name) => rm(path.join(paths.bodies, name), { force: true })));
}

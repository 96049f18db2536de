/**
 * Article bodies on disk, one JSON per body digest, beside the engine's state: the pages read
 * them while they render (never 10,000 in memory at once); the search records keep their text.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostBody } from '../../src/lib/loaders/postBodies';
import { paths, siteDir } from '../config';

/** Bump when the body's shape changes, so bodies are made again. */
export const PROCESSING_VERSION = 'body-v2';

/** What makes a body besides its markdown: the parser and the highlighter (a change → bodies made again). */
const PROCESSING_SOURCES = [
  '../shared/src/markdown',
  'src/lib/highlight.ts',
  'src/lib/loaders/processPost.ts',
  '../package-lock.json',
];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

let processing: string | undefined;
function processingFingerprint(): string {
  if (processing === undefined) {
    const hash = createHash('sha1').update(PROCESSING_VERSION);
    for (const source of PROCESSING_SOURCES)
      for (const file of files(path.join(siteDir, source))) hash.update(file).update(readFileSync(file));
    processing = hash.digest('hex');
  }
  return processing;
}

export const bodyDigest = (markdown: string): string =>
  createHash('sha1').update(processingFingerprint()).update('\0').update(markdown).digest('hex');

const fileOf = (digest: string) => path.join(paths.bodies, `${digest}.json`);

export const hasBody = (digest: string): boolean => existsSync(fileOf(digest));

/** The bodies folder, made once per process. */
let bodiesFolder: Promise<unknown> | undefined;
let scratches = 0;

/** Search text by body digest, kept once made or read (the search index needs every post's). */
const searchTexts = new Map<string, string>();

/** Stores a body (off this thread: the file system's work runs on libuv's pool). */
export async function writeBody(digest: string, body: PostBody): Promise<void> {
  searchTexts.set(digest, body.searchText);
  await (bodiesFolder ??= mkdir(paths.bodies, { recursive: true }));
  const file = fileOf(digest);
  // A scratch name of its own: the same body may be written twice at once (a pool that fell back
  // to this thread hands its bodies over again).
  const scratch = `${file}.${++scratches}.tmp`;
  const json = JSON.stringify(body);
  // Renamed into place: a body file is never half-written.
  await writeFile(scratch, json).catch(async (error: NodeJS.ErrnoException) => {
    // The folder went (a data folder reset under a running engine): made again.
    if (error.code !== 'ENOENT') throw error;
    await mkdir(paths.bodies, { recursive: true });
    await writeFile(scratch, json);
  });
  await rename(scratch, file);
}

export function searchTextOf(digest: string): string {
  let text = searchTexts.get(digest);
  if (text === undefined) searchTexts.set(digest, (text = readBody(digest).searchText));
  return text;
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

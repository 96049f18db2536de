/**
 * Article bodies on disk, one JSON per body digest, beside the engine's state: the pages read
 * them while they render (never 10,000 in memory at once); the search records keep their text.
 * The Engine owns one BodyStore (what it remembers: the processing fingerprint, the search texts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostBody } from '../../src/lib/loaders/postBodies';
import { paths, siteDir } from '../config';
import { BodyWorkerStandby } from './workerPool';

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

const fileOf = (digest: string) => path.join(paths.bodies, `${digest}.json`);

/** A stored body (the pages read it while they render). */
export function readBody(digest: string): PostBody {
  return JSON.parse(readFileSync(fileOf(digest), 'utf8')) as PostBody;
}

export class BodyStore {
  private processing: string | undefined;
  /** The bodies folder, made once. */
  private folder: Promise<unknown> | undefined;
  private scratches = 0;
  /** Search text by body digest, kept once made or read (the search index needs every post's). */
  private readonly searchTexts = new Map<string, string>();
  /** A body worker kept loaded between updates: a publish's one body does not wait for a worker's start. */
  readonly workers = new BodyWorkerStandby();

  private processingFingerprint(): string {
    if (this.processing === undefined) {
      const hash = createHash('sha1').update(PROCESSING_VERSION);
      for (const source of PROCESSING_SOURCES)
        for (const file of files(path.join(siteDir, source))) hash.update(file).update(readFileSync(file));
      this.processing = hash.digest('hex');
    }
    return this.processing;
  }

  digest(markdown: string): string {
    return createHash('sha1').update(this.processingFingerprint()).update('\0').update(markdown).digest('hex');
  }

  has(digest: string): boolean {
    return existsSync(fileOf(digest));
  }

  /** Stores a body (off this thread: the file system's work runs on libuv's pool). */
  async write(digest: string, body: PostBody): Promise<void> {
    this.searchTexts.set(digest, body.searchText);
    await (this.folder ??= mkdir(paths.bodies, { recursive: true }));
    const file = fileOf(digest);
    // A scratch name of its own: the same body may be written twice at once (a pool that fell back
    // to this thread hands its bodies over again).
    const scratch = `${file}.${++this.scratches}.tmp`;
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

  searchText(digest: string): string {
    let text = this.searchTexts.get(digest);
    if (text === undefined) this.searchTexts.set(digest, (text = readBody(digest).searchText));
    return text;
  }

  /** Removes bodies no post uses any more (after an update, off the render path). */
  async prune(keep: Iterable<string>): Promise<void> {
    const wanted = new Set([...keep].map((digest) => `${digest}.json`));
    const names = await readdir(paths.bodies).catch(() => [] as string[]);
    await Promise.all(
      names.filter((name) => !wanted.has(name)).map((name) => rm(path.join(paths.bodies, name), { force: true })),
    );
  }
}

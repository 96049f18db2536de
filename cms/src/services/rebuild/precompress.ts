import { link, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const PARALLEL = 8;

export interface PrecompressOptions {
  /** Folder names (at the top of `dir`) to leave alone. */
  skip?: string[];
  /** The live build: a file with the same bytes there reuses its .br/.gz (hard links). */
  previous?: string | null;
}

async function* files(dir: string, skip: string[] = []): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Hard-links the previous build's .br/.gz when the file did not change; false otherwise. */
async function reuse(file: string, data: Buffer, before: string): Promise<boolean> {
  const old = await readFile(before).catch(() => null);
  if (!old || !old.equals(data)) return false;
  try {
    await Promise.all([link(`${before}.br`, `${file}.br`), link(`${before}.gz`, `${file}.gz`)]);
    return true;
  } catch {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return false;
  }
}

/**
 * Writes .br and .gz beside every text file of the build, so the static server (sirv, with
 * brotli/gzip on) sends compressed bytes without compressing per request. Pagefind's own
 * index and fragment files are already compressed. After a publish most pages are unchanged:
 * those reuse the live build's compressed files instead of compressing again.
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  let count = 0;
  const pending = new Set<Promise<void>>();
  for await (const file of files(dir, options.skip)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const job = (async () => {
      const data = await readFile(file);
      if (data.byteLength < MIN_BYTES) return;
      if (options.previous && (await reuse(file, data, path.join(options.previous, path.relative(dir, file))))) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }),
        gz(data, { level: 6 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count += 1;
    })();
    pending.add(job);
    void job.finally(() => pending.delete(job));
    if (pending.size >= PARALLEL) await Promise.race(pending);
  }
  await Promise.all(pending);
  return count;
}

/** Build-time leftovers Astro writes next to the pages when the output folder is outside site/. */
export async function removeBuildLeftovers(dir: string): Promise<void> {
  await Promise.all(
    ['collections', 'content-assets.mjs', 'content-modules.mjs'].map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const PARALLEL = 8;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes .br and .gz beside every text file of the build, so the static server (sirv, with
 * brotli/gzip on) sends compressed bytes without compressing per request. Pagefind's own
 * index and fragment files are already compressed.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  const pending = new Set<Promise<void>>();
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const job = (async () => {
      const data = await readFile(file);
      if (data.byteLength < MIN_BYTES) return;
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

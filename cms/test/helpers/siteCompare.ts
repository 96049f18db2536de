/**
 * Compares a site maintained by incremental updates with a fresh full build of the same data:
 * every page byte for byte (compressed copies must decompress to their page), and the search
 * index's files (content-named, so equal files give equal answers). Also lists the article URLs
 * the search index holds, and asks the live site's search in Chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** A full build by the site engine's CLI into a fresh data folder, against the running CMS. */
export async function freshFullBuild(cmsUrl: string, siteUrl: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-fresh-site-'));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'site/engine/run.mjs'), 'full'], {
      // Rendered in worker threads (as large sites are): the same bytes as the live updates.
      env: {
        ...process.env,
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        SITE_DATA_DIR: path.join(dataDir, 'site'),
        SITE_ENGINE_WORKERS_MIN: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`full build failed (${code})\n${out.slice(-3000)}`)),
    );
  });
  if (!output.includes('"kind":"full"')) throw new Error(output);
  return realpathSync(path.join(dataDir, 'site', 'current'));
}

/** Where two pages part: the text around the first differing byte of each (for the report). */
function whereDiffer(live: Buffer, fresh: Buffer): string {
  let i = 0;
  while (i < live.length && i < fresh.length && live[i] === fresh[i]) i++;
  const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, i - 80), i + 120).toString('utf8'));
  return `(at byte ${i}: live ${around(live)} / full ${around(fresh)})`;
}

/** Differences between a live site folder and a fresh build (empty when identical). */
export function siteDifferences(live: string, fresh: string): string[] {
  const differences: string[] = [];
  const pages = (dir: string) => walk(dir).filter((f) => !/\.(br|gz)$/.test(f) && !f.startsWith('pagefind/'));
  const livePages = new Set(pages(live));
  for (const file of pages(fresh)) {
    if (!livePages.delete(file)) differences.push(`missing: ${file}`);
    else {
      const [a, b] = [readFileSync(path.join(live, file)), readFileSync(path.join(fresh, file))];
      if (!a.equals(b)) differences.push(`differs: ${file} ${whereDiffer(a, b)}`);
    }
  }
  for (const file of livePages) differences.push(`extra: ${file}`);
  // Every copy a full build compresses is there too (an update adds its pages' copies last).
  for (const file of walk(fresh).filter((f) => /\.(br|gz)$/.test(f) && !f.startsWith('pagefind/')))
    if (!existsSync(path.join(live, file))) differences.push(`missing compressed copy: ${file}`);
  for (const file of walk(live).filter((f) => /\.(br|gz)$/.test(f))) {
    const page = path.join(live, file.slice(0, -3));
    if (!existsSync(page)) {
      differences.push(`stray compressed copy: ${file}`);
      continue;
    }
    const packed = readFileSync(path.join(live, file));
    const unpacked = file.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
    if (!unpacked.equals(readFileSync(page))) differences.push(`stale compressed copy: ${file}`);
  }
  for (const file of walk(path.join(fresh, 'pagefind')).filter((f) => !/\.(br|gz)$/.test(f))) {
    const other = path.join(live, 'pagefind', file);
    if (!existsSync(other) || !readFileSync(other).equals(readFileSync(path.join(fresh, 'pagefind', file))))
      differences.push(`search index differs: ${file}`);
  }
  return differences;
}

/**
 * The URLs of the records in a site's search index: the fragments its shards' entry files lead
 * to (Pagefind: gzip of "pagefind_dcd" + JSON), read from every shard's pf_meta-free listing.
 */
export function indexedUrls(site: string): string[] {
  const root = path.join(site, 'pagefind');
  const shards = existsSync(path.join(root, 'shards.json'))
    ? (JSON.parse(readFileSync(path.join(root, 'shards.json'), 'utf8')).count as number)
    : 1;
  return Array.from({ length: shards }, (_, shard) => path.join(root, shard === 0 ? '' : `shard-${shard}`, 'fragment'))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.pf_fragment'))
        .map(
          (name) =>
            JSON.parse(
              gunzipSync(readFileSync(path.join(dir, name)))
                .toString('utf8')
                .replace(/^pagefind_dcd/, ''),
            ).url as string,
        ),
    )
    .sort();
}

/**
 * The live site's search, in Chromium: `answers(queries)` gives, for each query, the URLs
 * Pagefind returns with every index shard merged (as site/src/lib/pagefind.ts loads them: the index
 * of recent changes too, while an update runs, without the records it replaces), sorted. Each call
 * loads the index afresh.
 */
export async function openSearch(siteUrl: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const answers = async (queries: string[]): Promise<Record<string, string[]>> => {
    await page.goto(`${siteUrl}/search/`, { waitUntil: 'domcontentloaded' });
    // Plain JavaScript source: the test runner would rewrite a function's dynamic import.
    const script = `(async (queries) => {
      const pagefind = await import('/pagefind/pagefind.js');
      const res = await fetch('/pagefind/shards.json', { cache: 'no-store' });
      const { count = 1, recent = false, stale = [] } = res.ok ? await res.json() : {};
      await pagefind.init();
      for (let shard = 1; shard < count; shard += 1) await pagefind.mergeIndex('/pagefind/shard-' + shard + '/');
      if (recent) await pagefind.mergeIndex('/pagefind/recent/');
      const answers = {};
      for (const query of queries) {
        const found = (await pagefind.search(query)).results.filter((result) => !stale.includes(result.id));
        answers[query] = (await Promise.all(found.map((result) => result.data()))).map((data) => data.url).sort();
      }
      return answers;
    })(${JSON.stringify(queries)})`;
    return (await page.evaluate(script)) as Record<string, string[]>;
  };
  return { answers, close: () => browser.close() };
}

/** What the live site's search answers (openSearch), once. */
export async function searchAnswers(siteUrl: string, queries: string[]): Promise<Record<string, string[]>> {
  const search = await openSearch(siteUrl);
  try {
    return await search.answers(queries);
  } finally {
    await search.close();
  }
}

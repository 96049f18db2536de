/**
 * The Hugo baseline: the same posts built by Hugo (bench/hugo) so Astro's build time has a yardstick.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './processTree.mjs';

const SKELETON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../hugo');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const hugoVersion = () => execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim();

function onPath(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure `hugo` is on PATH, installing Debian's package (apt-get, as root) if it is not.
 * @returns {string} the output of `hugo version`
 */
export function ensureHugo() {
  if (!onPath('hugo')) {
    console.error('hugo not found: installing the Debian package…');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return hugoVersion();
}

/** A YAML scalar: JSON string literals are valid YAML double-quoted strings. */
const yaml = (value) => JSON.stringify(value ?? '');
const yamlList = (values) => `[${values.map(yaml).join(', ')}]`;

/**
 * A post as a Hugo content file: YAML front matter, then the post's markdown verbatim.
 * (No `aliases`: our site answers /blog/<id>/ from the server, not with a page per post.)
 * @param {object} post a Post from /api/v1/blogs
 * @returns {string}
 */
export function postToMarkdown(post) {
  const frontMatter = [
    `title: ${yaml(post.title)}`,
    `date: ${yaml(post.publishedAt ?? post.createdAt)}`,
    `lastmod: ${yaml(post.updatedAt ?? post.publishedAt ?? post.createdAt)}`,
    `slug: ${yaml(post.slug)}`,
    `summary: ${yaml(post.excerpt)}`,
    `category: ${yamlList(post.category ? [post.category.name] : [])}`,
    `tag: ${yamlList((post.tags ?? []).map((tag) => tag.name))}`,
    ...(post.featuredImage ? [`image: ${yaml(post.featuredImage)}`] : []),
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${post.content ?? ''}\n`;
}

/** Number of `.html` files under `dir`. */
function countHtml(dir) {
  return readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
}

/**
 * Writes a fresh Hugo project for `posts` into `workDir` and times a cold `hugo` build of it.
 * Only the `hugo` process is measured (writing the markdown is not).
 * `--minify` because Astro compresses its HTML too (`compressHTML` is on by default):
 * both sides then write whitespace-collapsed pages.
 * @param {{ posts: object[], workDir: string }} options
 * @returns {Promise<{ seconds: number, peakMB: number, pagefindSeconds: number, pages: number, version: string }>}
 */
export async function buildHugoSite({ posts, workDir }) {
  const version = ensureHugo();
  rmSync(workDir, { recursive: true, force: true });
  cpSync(SKELETON, workDir, { recursive: true });
  const contentDir = path.join(workDir, 'content/posts');
  mkdirSync(contentDir, { recursive: true });
  for (const post of posts) writeFileSync(path.join(contentDir, `${post.slug}.md`), postToMarkdown(post));

  // Cold: fresh folder, no resources/ or public/ from an earlier run, and no file cache.
  const cacheDir = path.resolve(workDir, '.hugo-cache'); // Hugo wants an absolute path
  const { seconds, peakMB } = await runMeasured('hugo', ['--quiet', '--minify', '--cacheDir', cacheDir], {
    cwd: workDir,
    everyMs: 10,
  });
  // The same search work as our build: Pagefind over the article bodies Hugo wrote.
  const pagefind = await runMeasured(
    process.execPath,
    [path.join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', 'public'],
    { cwd: workDir, everyMs: 50 },
  );
  return { seconds, peakMB, pagefindSeconds: pagefind.seconds, pages: countHtml(path.join(workDir, 'public')), version };
}

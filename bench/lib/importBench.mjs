import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, platformEnv, toolArgs } from './platform.mjs';

/** One post in IMAGE_EVERY has an image on another host (a local server here), which the import downloads. */
const IMAGE_EVERY = 10;

/**
 * Posts imported per second: a synthetic WordPress export (WXR 1.2) of `posts` ~600-word posts
 * over 8 categories and 40 tags, imported by `npm run import`'s code into an empty data folder.
 * The CLI times the import itself (read, check, one transaction, one site update queued). One post
 * in ten shows a photo from another host: a local server (`IMPORT_IMAGES_ALLOW_LOOPBACK`, as the
 * tests do) serves each as its own 1200x800 JPEG, which the import downloads into the media library.
 */

const WORDS =
  'harbour tide wind sail knot rope boat quay lighthouse storm fog chart compass anchor mast keel deck bay cliff gull'.split(' ');
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function paragraph(seed, words) {
  const out = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${out.join(' ')}.`;
}

export function syntheticWxr(posts, imageBase) {
  const items = [];
  for (let i = 0; i < posts; i += 1) {
    const date = new Date(Date.UTC(2015, 0, 1) + i * 6 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
    const body = Array.from(
      { length: 6 },
      (_, p) => `<!-- wp:paragraph -->\n<p>${paragraph(i + p, 100)}</p>\n<!-- /wp:paragraph -->`,
    ).join('\n\n');
    const image = imageBase && i % IMAGE_EVERY === 0 ? `\n<p><img src="${imageBase}/photo-${i}.jpg" alt="Photo ${i}"></p>` : '';
    items.push(`<item>
<title><![CDATA[Synthetic post ${i + 1} about the ${WORDS[i % WORDS.length]}]]></title>
<content:encoded><![CDATA[<h2>Part one</h2>${image}\n${body}]]></content:encoded>
<excerpt:encoded><![CDATA[Post ${i + 1}.]]></excerpt:encoded>
<wp:post_id>${i + 100}</wp:post_id>
<wp:post_date><![CDATA[${date}]]></wp:post_date>
<wp:post_date_gmt><![CDATA[${date}]]></wp:post_date_gmt>
<wp:post_name><![CDATA[synthetic-post-${i + 1}]]></wp:post_name>
<wp:status><![CDATA[${i % 10 === 9 ? 'draft' : 'publish'}]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="topic-${i % 8}"><![CDATA[Topic ${i % 8}]]></category>
<category domain="post_tag" nicename="tag-${i % 40}"><![CDATA[Tag ${i % 40}]]></category>
<category domain="post_tag" nicename="tag-${(i * 7 + 3) % 40}"><![CDATA[Tag ${(i * 7 + 3) % 40}]]></category>
</item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>${escapeXml('Synthetic')}</title>
<wp:wxr_version>1.2</wp:wxr_version>
${items.join('\n')}
</channel>
</rss>
`;
}

/** A JPEG per path, made on request (sharp, from the cms), and when the requests came. */
async function imageHost() {
  const sharp = createRequire(path.join(cmsDir, 'package.json'))('sharp');
  const served = { count: 0, first: 0, last: 0 };
  const server = createServer(async (req, res) => {
    const n = Number(/photo-(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
    const body = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    served.count += 1;
    served.first ||= Date.now();
    served.last = Date.now();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}/img`, served, close: () => server.close() };
}

/**
 * Runs the import CLI on a fresh data folder; its JSON line ({ created, seconds, postsPerSecond })
 * with the images downloaded and their rate over the downloading window.
 */
export async function measureImport({ workDir, posts, port, images = true }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, 'export.xml');
  const host = await imageHost();
  writeFileSync(file, syntheticWxr(posts, images ? host.base : undefined));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, toolArgs('transfer', 'import', file), {
      cwd: cmsDir,
      // No demo content: the import alone is measured, on an empty database.
      env: { ...process.env, ...platformEnv(dataDir, port), SEED_ON_START: 'false', IMPORT_IMAGES_ALLOW_LOOPBACK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`import exited ${code}\n${out.slice(-3000)}`))));
  }).finally(() => host.close());
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"created"'));
  const result = JSON.parse(line ?? '{}');
  const { count, first, last } = host.served;
  const imagesPerSecond = count > 1 ? Number((count / Math.max((last - first) / 1000, 0.001)).toFixed(1)) : null;
  return { posts, ...result, images: count, imagesPerSecond, fileMB: Number((statSync(file).size / 1e6).toFixed(1)) };
}

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsDir, platformEnv, tsxArgs } from './platform.mjs';

/**
 * Posts imported per second: a synthetic WordPress export (WXR 1.2) of `posts` ~600-word posts
 * over 8 categories and 40 tags, imported by `npm run import`'s code into an empty data folder.
 * The CLI times the import itself (read, check, one transaction, one site update queued).
 */

const WORDS =
  'harbour tide wind sail knot rope boat quay lighthouse storm fog chart compass anchor mast keel deck bay cliff gull'.split(' ');
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function paragraph(seed, words) {
  const out = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${out.join(' ')}.`;
}

export function syntheticWxr(posts) {
  const items = [];
  for (let i = 0; i < posts; i += 1) {
    const date = new Date(Date.UTC(2015, 0, 1) + i * 6 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
    const body = Array.from(
      { length: 6 },
      (_, p) => `<!-- wp:paragraph -->\n<p>${paragraph(i + p, 100)}</p>\n<!-- /wp:paragraph -->`,
    ).join('\n\n');
    items.push(`<item>
<title><![CDATA[Synthetic post ${i + 1} about the ${WORDS[i % WORDS.length]}]]></title>
<content:encoded><![CDATA[<h2>Part one</h2>\n${body}]]></content:encoded>
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

/** Runs the import CLI on a fresh data folder; its JSON line: { created, seconds, postsPerSecond }. */
export async function measureImport({ workDir, posts, port }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, 'export.xml');
  writeFileSync(file, syntheticWxr(posts));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs('src/services/transfer/cli.ts', 'import', file), {
      cwd: cmsDir,
      // No demo content: the import alone is measured, on an empty database.
      env: { ...process.env, ...platformEnv(dataDir, port), SEED_ON_START: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`import exited ${code}\n${out.slice(-3000)}`))));
  });
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"created"'));
  const result = JSON.parse(line ?? '{}');
  return { posts, ...result, fileMB: Number((statSync(file).size / 1e6).toFixed(1)) };
}

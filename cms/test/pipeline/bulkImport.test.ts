/**
 * The import's bulk path (SQLite: services/posts/bulkPosts.ts, db/bulkPosts.ts) stores posts
 * exactly as its Local API twin does. The same files imported both ways (DB_PORTABLE=true forces
 * the twin), each into a fresh seeded SQLite file, in the same order, give the same rows in posts,
 * posts_rels, _posts_v, _posts_v_rels, categories and tags: every column, the write times only
 * checked for their form. The files are real exports (WordPress's theme unit data, a WordPress
 * export with its uploads, Ghost 5, a Hugo site) and this platform's own export, whose stored
 * fields (views, author, dates, newsletter marks) no other format has. And a chunk the database
 * refuses midway undoes the whole import, as the twin's does.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { TR } from '@blog/shared';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { runTool } from '../helpers/cliTool';
import { startS3 } from '../helpers/s3Server';
import { copySeedTemplate } from '../helpers/seedTemplate';
import { TRANSFER_FIXTURES, zipFolder } from '../helpers/transferCalls';

const root = mkdtempSync(path.join(tmpdir(), 'bulk-import-'));
const MEDIA_NAME = /\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TABLES = ['posts', 'posts_rels', '_posts_v', '_posts_v_rels', 'categories', 'tags'];

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A command-line tool on the data folder `name`, as `npm run import` runs it. */
const tool = (name: string, args: string[], extra: Record<string, string> = {}) => runTool(path.join(root, name), args, extra);

async function ok(name: string, args: string[], extra?: Record<string, string>): Promise<string> {
  const run = await tool(name, args, extra);
  expect(run.code, `${name} ${args.join(' ')}\n${run.output.slice(-3000)}`).toBe(0);
  return run.output;
}

/**
 * A data folder with the demo content: the lane's seeded template when it made one (the seed a
 * start with the default settings writes, as these tools have), else the seed command's own.
 */
async function seeded(name: string, extra?: Record<string, string>): Promise<void> {
  const dataDir = path.join(root, name);
  mkdirSync(dataDir, { recursive: true });
  copySeedTemplate(dataDir);
  if (readdirSync(dataDir).length === 0) await ok(name, ['seed'], extra);
}

type Row = Record<string, unknown>;
const file = (name: string) => path.join(root, name, 'cms.db');

function table(name: string, tableName: string): Row[] {
  const db = new Database(file(name), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM "${tableName}" ORDER BY id`).all() as Row[];
  } finally {
    db.close();
  }
}

/** A row with the times written by the import itself (at or after `since`) replaced by a mark, once checked for their form. */
const masked = (row: Row, since: string): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      if (typeof value !== 'string') return [column, value];
      // A stored image's name is a fresh UUID in each platform.
      if (!/_at$/.test(column) || value < since) return [column, value.replace(MEDIA_NAME, '/media/stored')];
      expect(value, column).toMatch(ISO);
      return [column, 'written'];
    }),
  );

describe('the bulk import', () => {
  it("stores what its Local API twin stores, from real exports and from this platform's own", { timeout: 600_000 }, async () => {
    // This platform's export, with stored fields: the demo and 30 synthetic posts (views, author, dates).
    await seeded('source');
    await ok('source', ['seedSynthetic', '--posts', '36', '--now', '1790000000000']);
    const archive = path.join(root, 'platform-export.zip');
    await ok('source', ['transfer', 'export', archive]);
    const zipped = async (dir: string, name: string) => {
      const target = path.join(root, name);
      writeFileSync(target, await zipFolder(dir));
      return target;
    };
    const uploads = [
      path.join(TRANSFER_FIXTURES, 'corpus/wordpress-theme-unit/export.xml'),
      await zipped(path.join(TRANSFER_FIXTURES, 'wordpress'), 'wordpress.zip'),
      path.join(TRANSFER_FIXTURES, 'corpus/ghost/ghost-5-lexical.json'),
      await zipped(path.join(TRANSFER_FIXTURES, 'corpus/hugo-site'), 'hugo.zip'),
      archive,
    ];
    const since = new Date().toISOString();
    const importAll = async (name: string, extra: Record<string, string>) => {
      await seeded(name, extra);
      const demoPosts = table(name, 'posts').length;
      for (const upload of uploads) {
        const output = await ok(name, ['transfer', 'import', upload], extra);
        expect(output).toMatch(/"created":\d+/);
      }
      return demoPosts;
    };
    const [demoBulk, demoTwin] = await Promise.all([importAll('bulk', {}), importAll('twin', { DB_PORTABLE: 'true' })]);
    expect(demoBulk).toBe(demoTwin);

    for (const tableName of TABLES) {
      // The demo seeder's own rows carry its clock: the imported ones are compared (ids follow the writes, so they match too).
      const imported = (name: string) => {
        const rows = table(name, tableName).map((row) => masked(row, since));
        if (tableName === 'posts') return rows.filter((row) => Number(row.id) > demoBulk);
        if (tableName === '_posts_v' || tableName === 'posts_rels') return rows.filter((row) => Number(row.parent_id) > demoBulk);
        return rows;
      };
      const bulk = imported('bulk');
      expect(bulk.length, tableName).toBeGreaterThan(0);
      expect(bulk, tableName).toEqual(imported('twin'));
    }
    const posts = table('bulk', 'posts').filter((row) => Number(row.id) > demoBulk);
    // What the comparison covered: every kind of post and the stored fields.
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(['PUBLISHED', 'DRAFT']));
    expect(posts.some((p) => Number(p.view_count) > 0 && p.author_id !== null && p.newsletter_sent_at !== null)).toBe(true);
    expect(posts.some((p) => String(p.featured_image ?? '').startsWith('/media/'))).toBe(true);
    expect(posts.every((p) => p._status === 'published' && Number(p.reading_time) > 0)).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it(
    "gives each post its own picture when a chunk's pictures are stored side by side (media in a bucket)",
    { timeout: 300_000 },
    async () => {
      // Twelve Markdown posts, each with a cover of its own width: the width names the post. In a
      // bucket the stored bytes are what Payload's create kept on its request (req.file) until after
      // the resizing: a request shared by stores in flight would mix them up.
      const { default: sharp } = await import('sharp');
      const files: Record<string, Uint8Array> = {};
      for (let n = 0; n < 12; n += 1) {
        const width = 300 + n * 10;
        const image = sharp({ create: { width, height: 200, channels: 3, background: { r: n * 20, g: 90, b: 160 } } });
        files[`images/p${n}.png`] = await image.png().toBuffer();
        files[`posts/p${n}.md`] = strToU8(`---\ntitle: "Picture ${width}"\ncover: ../images/p${n}.png\n---\n\nA body.\n`);
      }
      const upload = path.join(root, 'pictures.zip');
      writeFileSync(upload, zipSync(files));
      const s3 = await startS3(['pictures-media']);
      try {
        const bucket = { ...s3.env, MEDIA_STORAGE: 's3', MEDIA_BUCKET: 'pictures-media' };
        await seeded('pictures', bucket);
        await ok('pictures', ['transfer', 'import', upload], bucket);
        const posts = table('pictures', 'posts').filter((p) => String(p.title).startsWith('Picture '));
        expect(posts).toHaveLength(12);
        for (const post of posts) {
          const key = String(post.featured_image).slice(1); // /media/<file> is the bucket's media/<file>
          const object = await s3.client.send(new GetObjectCommand({ Bucket: 'pictures-media', Key: key }));
          const { width } = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
          expect(width, String(post.title)).toBe(Number(String(post.title).slice('Picture '.length)));
        }
      } finally {
        await s3.stop();
      }
    },
  );

  it.concurrent.each([
    ['bulk', {} as Record<string, string>],
    ['twin', { DB_PORTABLE: 'true' }],
  ] as const)(
    'undoes the whole import when the database refuses a post in a later chunk (%s)',
    { timeout: 300_000 },
    async (kind, extra) => {
      const { syntheticWxr } = (await import('../../../bench/lib/importBench.mjs')) as {
        syntheticWxr: (posts: number, imageBase: string) => string;
      };
      const name = `refused-${kind}`;
      const wxr = path.join(root, `${name}.xml`);
      writeFileSync(wxr, syntheticWxr(250, ''));
      await seeded(name, extra);
      const count = (tableName: string) => table(name, tableName).length;
      const counts = () => ({
        posts: count('posts'),
        versions: count('_posts_v'),
        tags: count('tags'),
        categories: count('categories'),
      });
      const before = counts();
      const db = new Database(file(name));
      // A failure only the database knows (a full disk, a constraint): the 221st post, in the second chunk of 200.
      db.exec(
        `CREATE TRIGGER refuse_one BEFORE INSERT ON posts WHEN (SELECT count(*) FROM posts) >= ${before.posts + 220} ` +
          `BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
      );
      db.close();
      const run = await tool(name, ['transfer', 'import', wxr], extra);
      expect(run.code, run.output.slice(-2000)).toBe(1);
      // Named as the writes reached it: post 221 (WORDS[220 % 20] is 'harbour').
      expect(run.output).toContain(TR.transfer.itemFailed('Synthetic post 221 about the harbour', TR.transfer.unexpected));
      expect(counts()).toEqual(before);
    },
  );
});

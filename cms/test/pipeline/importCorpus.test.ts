/**
 * The import corpus (test/fixtures/transfer/corpus: WordPress, Ghost 1/4/5, Hugo and Jekyll
 * exports in their real shapes, each folder naming its source) imported into a real platform
 * through the admin's import: every post in a file arrives (title, date, status, category, tags,
 * Markdown body) or is a report line with its reason; importing the same file again adds nothing;
 * the figures are the README's corpus table, read from the README itself.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TR } from '@blog/shared';
import { spawnServer } from '../helpers/spawnServer';
import { signIn, type SiteSession } from '../helpers/siteCalls';
import { TRANSFER_FIXTURES, transferCalls, zipFolder } from '../helpers/transferCalls';

vi.setConfig({ testTimeout: 300_000 });

const session = {} as SiteSession;
const calls = transferCalls(() => session, '10.94.0.1');
const corpus = path.join(TRANSFER_FIXTURES, 'corpus');
const createdCategories: string[] = [];
const createdTags: string[] = [];
let wordpressNotes: string[] = [];

/** The README's corpus table: export → its four figures. */
async function readmeTable(): Promise<Map<string, number[]>> {
  const readme = await readFile(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### The import corpus'));
  const rows = new Map<string, number[]>();
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const cells = line.split('|').map((c) => c.trim());
    // A figure may be followed by its reasons: "7 (no title, …)".
    const figures = cells.slice(3, 7).map((c) => (/^\d+/.test(c) ? parseInt(c, 10) : NaN));
    if (cells[1]?.startsWith('`') && figures.every(Number.isInteger)) rows.set(cells[1].replace(/`/g, ''), figures);
  }
  return rows;
}

/** An upload as the admin makes it: a folder as a zip, a file as itself. */
const upload = async (name: string) =>
  name.includes('.')
    ? { file: path.basename(name), data: await readFile(path.join(corpus, name)) }
    : { file: `${name}.zip`, data: await zipFolder(path.join(corpus, name)) };

interface Expected {
  slug: string;
  title: string;
  status: 'PUBLISHED' | 'DRAFT';
  category: string;
  tags?: string[];
  publishedAt?: string;
  body?: string[];
}

/** A few posts of each export checked field by field (the unit corpus test checks every conversion). */
const EXPECTED: Record<string, Expected[]> = {
  'wordpress-theme-unit': [
    {
      slug: 'markup-html-tags-and-formatting',
      title: 'Markup: HTML Tags and Formatting',
      status: 'PUBLISHED',
      category: 'Markup',
      tags: ['content', 'css', 'formatting', 'html', 'markup'],
      publishedAt: '2013-01-11T20:22:19.000Z',
      body: ['## Headings', '- List item one', '```', '> Quote text.', '![Unicorn wallpaper]('],
    },
    { slug: 'title-with-markup', title: 'Markup: Title With Markup & Entities', status: 'PUBLISHED', category: 'Markup' },
    {
      slug: 'template-password-protected',
      title: 'Template: Password Protected (the password is “enter”)',
      status: 'DRAFT',
      category: 'Edge Case',
    },
    { slug: 'edge-case-no-title', title: TR.transfer.untitled('wp:1244'), status: 'DRAFT', category: 'Edge Case' },
    { slug: 'foo-a-under-foo-parent', title: 'Foo A under Foo Parent', status: 'PUBLISHED', category: 'Foo A' },
    {
      slug: 'foo-a-under-foo-parent-b',
      title: 'Foo A under Foo Parent B',
      status: 'PUBLISHED',
      category: 'Foo Parent B / Foo A',
    },
    { slug: 'istanbul-notes-shouted', title: 'İSTANBUL NOTES, SHOUTED', status: 'PUBLISHED', category: 'Istanbul' },
    {
      slug: 'child-category-and-a-second-category',
      title: 'Child category and a second category',
      status: 'PUBLISHED',
      category: 'Child Category 01',
      tags: ['Parent Category'],
    },
    {
      slug: 'scheduled-the-future',
      title: 'Scheduled: The future',
      status: 'PUBLISHED',
      category: 'Unpublished',
      publishedAt: '2099-01-01T10:00:00.000Z',
    },
  ],
  'ghost/ghost-1-html.json': [
    {
      slug: 'mobiledoc-only',
      title: 'Mobiledoc only',
      status: 'PUBLISHED',
      category: 'Uncategorized',
      body: ['## Sections and markers'],
    },
  ],
  'ghost/ghost-4-mobiledoc.json': [
    {
      slug: 'writing-in-markdown',
      title: 'Writing in Markdown',
      status: 'PUBLISHED',
      category: 'Writing',
      tags: ['Writing'],
      body: ['## Why Markdown'],
    },
    {
      slug: 'a-video-nothing-else',
      title: 'A video, nothing else',
      status: 'DRAFT',
      category: 'Video',
      body: ['https://www.youtube.com/watch?v=5nA8kQ5GqLg'],
    },
  ],
  'ghost/ghost-5-lexical.json': [
    {
      slug: 'lexical-post-with-a-bookmark',
      title: 'Lexical post with a bookmark',
      status: 'PUBLISHED',
      category: 'Guides',
      body: ['[Ghost Docs](https://ghost.org/docs/)', '1. Install'],
    },
  ],
  'hugo-site': [
    {
      slug: 'rich-content',
      title: 'Rich Content',
      status: 'PUBLISHED',
      category: 'Guides',
      tags: ['shortcodes', 'privacy'],
      publishedAt: '2019-03-10T06:00:00.000Z',
      body: ['https://www.youtube.com/watch?v=ZJthWmvUzzc', '```go', '![The Hugo logo](/media/'],
    },
    { slug: 'json-front-matter', title: 'JSON Front Matter', status: 'PUBLISHED', category: 'Notes' },
    { slug: 'bundle-toml', title: 'A draft page bundle', status: 'DRAFT', category: 'Uncategorized' },
  ],
  'jekyll-site': [
    {
      slug: 'welcome-to-jekyll',
      title: 'Welcome to Jekyll!',
      status: 'PUBLISHED',
      category: 'jekyll',
      tags: ['update'],
      body: ['```ruby', '(/blog/first-steps/)'],
    },
  ],
};

beforeAll(async () => {
  session.server = await spawnServer({ SITE_BUILD: 'off', JOBS_AUTORUN: 'true' });
  Object.assign(session, await signIn(session.server, '10.94.0.2'));
}, 240_000);
afterAll(async () => {
  await session.server?.stop();
  session.server?.cleanup();
});

describe('the import corpus into a real platform', () => {
  it('imports every export: each post arrives or is listed with its reason, as the README table says', async () => {
    const table = await readmeTable();
    expect([...table.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [name, figures] of table) {
      const [inFile, imported, drafted, skipped] = figures as [number, number, number, number];
      const { file, data } = await upload(name);
      const job = await calls.importFile(file, data);
      expect(job.state, `${name}: ${job.error}`).toBe('done');
      const report = job.report;
      createdCategories.push(...report.categories);
      createdTags.push(...report.tags);
      if (name === 'wordpress-theme-unit') wordpressNotes = report.notes;
      // Posts not imported are report lines naming them, with why.
      const refused = [
        ...report.invalid.map((i: { title: string }) => i.title),
        ...report.skipped,
        ...report.conflicts.map((c: { message: string }) => c.message),
      ];
      expect({
        name,
        inFile: report.created.length + skipped,
        imported: report.created.length,
        drafted: report.drafted.length,
      }).toEqual({
        name,
        inFile,
        imported,
        drafted,
      });
      expect(refused.length, `${name}: ${JSON.stringify(refused)}`).toBeGreaterThanOrEqual(skipped);
      for (const line of report.drafted) expect(line.message, line.title).toMatch(/\S/);
      // No library's English reaches the report.
      expect(JSON.stringify(report)).not.toMatch(/must contain|Expected |Required|Invalid input/);

      const stored = await calls.posts();
      for (const created of report.created) expect(stored.get(created.slug)?.title, created.slug).toBe(created.title);
      for (const want of EXPECTED[name]!) {
        const post = stored.get(want.slug);
        expect(post, `${name}: ${want.slug}`).toBeDefined();
        expect({ title: post.title, status: post.status, category: post.category?.name }).toEqual({
          title: want.title,
          status: want.status,
          category: want.category,
        });
        // A tag already here with the same slug is used as it is named here ("CSS" for "css").
        if (want.tags)
          expect(post.tags.map((t: { name: string }) => t.name.toLowerCase())).toEqual(want.tags.map((t) => t.toLowerCase()));
        if (want.publishedAt) expect(post.publishedAt).toBe(want.publishedAt);
        for (const part of want.body ?? []) expect(post.content, want.slug).toContain(part);
      }
      // Drafted, private and password-protected posts are never live.
      for (const line of report.drafted) {
        const post = [...stored.values()].find((p) => p.title === line.title);
        expect(post?.status, line.title).toBe('DRAFT');
      }

      // The same file again adds nothing.
      const again = await calls.importFile(file, data);
      expect(again.state, `${name}: ${again.error}`).toBe('done');
      expect({ created: again.report.created, categories: again.report.categories, tags: again.report.tags }).toEqual({
        created: [],
        categories: [],
        tags: [],
      });
      expect(again.report.unchanged).toHaveLength(imported);
    }
  });

  it('creates only the categories and tags the imported posts use, and lists the rest', async () => {
    const stored = [...(await calls.posts()).values()];
    const res = await fetch(`${session.server.url}/api/categories?limit=500&depth=0`, {
      headers: { authorization: `JWT ${session.jwt}`, 'x-forwarded-for': '10.94.0.3' },
    });
    const categories = ((await res.json()) as { docs: { name: string }[] }).docs.map((c) => c.name);
    for (const name of createdCategories)
      expect(
        stored.some((p) => p.category?.name === name),
        name,
      ).toBe(true);
    for (const name of createdTags)
      expect(
        stored.some((p) => p.tags.some((t: { name: string }) => t.name === name)),
        name,
      ).toBe(true);
    // WordPress's unused categories and tags are named in its report, not created.
    expect(categories).not.toContain('aciform');
    expect(categories).not.toContain('İSTANBUL');
    const unused = wordpressNotes.filter((n) => n.includes('oluşturulmadı'));
    expect(unused.some((n) => n.includes('aciform') && n.includes('Foo Parent B'))).toBe(true);
    expect(unused.some((n) => n.includes('8BIT'))).toBe(true);
  });
});

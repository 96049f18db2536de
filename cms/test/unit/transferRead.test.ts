import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPath, fromUpload, normalisePath } from '../../src/services/transfer/fileSet';
import { checkReadable, readBundle } from '../../src/services/transfer/readBundle';
import { htmlToMarkdown, cleanWordPress } from '../../src/services/transfer/htmlToMarkdown';
import { TransferError } from '../../src/services/transfer/errors';
import { TR } from '@blog/shared';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/transfer');
const bySlug = <T extends { slug: string }>(list: T[]) => new Map(list.map((p) => [p.slug, p]));

describe('reading import files (no database)', () => {
  it('reads a WordPress WXR 1.2 export: posts, a draft, a scheduled post, taxonomy, attachments', async () => {
    const bundle = await readBundle(await readPath(path.join(fixtures, 'wordpress')));
    expect(bundle.format).toBe('wordpress');
    const posts = bySlug(bundle.posts);
    expect([...posts.keys()].sort()).toEqual([
      'reading-the-morning-tide',
      'the-regatta-is-coming',
      'three-knots',
      'winter-storage-for-small-boats',
    ]);
    const tide = posts.get('reading-the-morning-tide')!;
    expect(tide).toMatchObject({
      title: 'Reading the Morning Tide',
      status: 'PUBLISHED',
      publishedAt: '2024-03-02T10:00:00.000Z',
      category: 'sailing',
      tags: ['Weather'],
      excerpt: 'How the fishermen read the tide before dawn.',
    });
    expect(tide.content).toContain('**tide table**');
    expect(tide.content).toContain('## What the water tells you');
    expect(tide.content).toContain('- High water at 06:12');
    // The resized copy in the body and the featured image both point at the archive's original.
    expect(tide.content).toContain('](media:wp-content/uploads/2024/03/harbour.jpg)');
    expect(tide.featuredImage).toBe('media:wp-content/uploads/2024/03/harbour.jpg');
    expect(tide.content).not.toContain('wp:');
    const knots = posts.get('three-knots')!;
    expect(knots.content).toContain('Ropes drying on the quay');
    expect(knots.content).not.toMatch(/\[(caption|gallery)/);
    expect(knots.tags).toEqual(['Knots', 'Town Life']);
    expect(posts.get('winter-storage-for-small-boats')).toMatchObject({
      status: 'DRAFT',
      publishedAt: '2024-03-05T18:00:00.000Z',
    });
    expect(posts.get('the-regatta-is-coming')).toMatchObject({ status: 'PUBLISHED', publishedAt: '2099-06-01T09:00:00.000Z' });
    expect(bundle.categories).toEqual([
      { slug: 'sailing', name: 'Sailing', description: 'Boats, wind and tides' },
      { slug: 'town-life', name: 'Town Life', description: undefined },
    ]);
    expect([...bundle.remoteImages]).toEqual(['https://cdn.example.net/photos/rope.jpg']);
    expect(bundle.skipped).toEqual([TR.transfer.skippedType('page', 'About'), TR.transfer.skippedTrash('Old announcement')]);
    expect(bundle.notes).toEqual(
      expect.arrayContaining([TR.transfer.gutenberg(10), TR.transfer.shortcodes(2, 'caption, gallery')]),
    );
  });

  it('reads a Ghost 5 export: html bodies, primary tag as category, internal tags dropped', async () => {
    const bundle = await readBundle(await readPath(path.join(fixtures, 'ghost')));
    expect(bundle.format).toBe('ghost');
    const posts = bySlug(bundle.posts);
    expect([...posts.keys()]).toEqual(['keeping-the-light-on', 'fog-signals-explained', 'lighthouse-open-day']);
    const light = posts.get('keeping-the-light-on')!;
    expect(light).toMatchObject({
      status: 'PUBLISHED',
      category: 'lighthouses',
      tags: ['Lighthouses', 'Night'],
      excerpt: 'A night at the lighthouse.',
    });
    expect(light.featuredImage).toBe('media:content/images/2024/05/lighthouse.png');
    expect(light.content).toContain('_132 steps_');
    expect(light.content).toContain("```js\nconst lamp = 'on';\n```");
    expect(posts.get('fog-signals-explained')!.status).toBe('DRAFT');
    expect(posts.get('lighthouse-open-day')).toMatchObject({ status: 'PUBLISHED', publishedAt: '2099-07-01T10:00:00.000Z' });
    expect([...bundle.remoteImages]).toEqual(['https://images.unsplash.example.com/fog.jpg']);
    expect(bundle.notes).toContain(TR.transfer.internalTags(1));
  });

  it('reads Hugo, Jekyll and Astro Markdown files with their images', async () => {
    const bundle = await readBundle(await readPath(path.join(fixtures, 'markdown')));
    const posts = bySlug(bundle.posts);
    expect(posts.get('hugo-bundle')).toMatchObject({
      title: 'Walking the Coastal Trail',
      status: 'PUBLISHED',
      publishedAt: '2024-04-12T06:30:00.000Z',
      category: 'hiking',
      tags: ['coast', 'trails'],
      excerpt: 'Twelve kilometres along the cliffs.',
      featuredImage: 'media:posts/hugo-bundle/trail.jpg',
    });
    expect(posts.get('ridge-line')).toMatchObject({
      title: 'Along the Ridge Line',
      publishedAt: '2024-02-03T00:00:00.000Z',
      tags: ['mountains', 'winter'],
      featuredImage: 'media:static/images/ridge.png',
    });
    expect(posts.get('ridge-line')!.content).toContain('![Ridge](media:static/images/ridge.png)');
    expect(posts.get('astro-draft')).toMatchObject({
      status: 'DRAFT',
      excerpt: 'What goes in the bag, and what stays home.',
      featuredImage: 'https://images.example.com/backpack.jpg',
    });
  });

  it('refuses what it cannot read, with a Turkish message', async () => {
    const attempt = async (name: string, text: string) => {
      try {
        checkReadable(await fromUpload(name, Buffer.from(text)));
      } catch (error) {
        return error as Error;
      }
      return null;
    };
    const refused = async (name: string, text: string, message: RegExp | string) => {
      const error = await attempt(name, text);
      expect(error, name).toBeInstanceOf(TransferError);
      if (typeof message === 'string') expect(error?.message).toBe(message);
      else expect(error?.message).toMatch(message);
    };
    await refused('export.xml', '<rss><channel><item>', /WXR dosyası okunamadı/);
    await refused('export.xml', '<rss><channel><title>News</title></channel></rss>', TR.transfer.notWxr);
    await refused('export.json', '{"db": [', /Ghost dosyası okunamadı/);
    await refused('export.json', '{"posts": []}', TR.transfer.notGhost);
    await refused('notes.txt', 'hello', TR.transfer.unknownFormat);
    await refused('a.zip', 'PK\u0003\u0004broken', TR.transfer.badZip);
    await refused('evil.zip', 'x', TR.transfer.unknownFormat);
  });

  it('refuses a file whose posts are all missing', async () => {
    const empty =
      '<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version></channel></rss>';
    await expect(readBundle(await fromUpload('export.xml', Buffer.from(empty)))).rejects.toThrow(TR.transfer.noPosts);
  });

  it('refuses a zip entry that climbs out of the archive', () => {
    expect(() => normalisePath('../../etc/passwd')).toThrow(TR.transfer.unsafeEntry('../../etc/passwd'));
    expect(normalisePath('./posts\\a.md')).toBe('posts/a.md');
  });

  it('converts HTML with a real parser and cleans WordPress markup', () => {
    expect(
      htmlToMarkdown('<p>a <a href="https://x.example">link</a></p><table><tr><th>h</th></tr><tr><td>c</td></tr></table>'),
    ).toBe('a [link](https://x.example)\n\n| h |\n| - |\n| c |');
    const cleanup = { gutenbergComments: 0, shortcodes: new Map<string, number>() };
    expect(
      cleanWordPress('<!-- wp:paragraph --><p>[sic] and [embed]https://v.example/1[/embed]</p><!-- /wp:paragraph -->', cleanup),
    ).toBe('<p>[sic] and <embed src="https://v.example/1"></p>');
    expect(cleanup.gutenbergComments).toBe(2);
    // The embed is a link line, counted for the report.
    const stats = { embeds: [] as string[] };
    expect(htmlToMarkdown('<p>[sic] and <embed src="https://v.example/1"></p>', stats)).toBe('\\[sic] and <https://v.example/1>');
    expect(stats.embeds).toEqual(['https://v.example/1']);
  });

  it('lists a post it cannot read and reads the others (one item never ends the import)', async () => {
    const ghost = {
      data: {
        posts: [
          { id: 'a', title: 42, slug: 'bad', html: '<p>x</p>', status: 'published' },
          { id: 'b', title: 'Fine', slug: 'fine', html: '<p>Fine body</p>', status: 'published' },
          // Ghost's "scheduled" whose time has passed: never published there, so a draft here.
          {
            id: 'c',
            title: 'Missed',
            slug: 'missed',
            html: '<p>x</p>',
            status: 'scheduled',
            published_at: '2020-01-01T00:00:00Z',
          },
        ],
      },
    };
    const bundle = await readBundle(await fromUpload('ghost.json', Buffer.from(JSON.stringify(ghost))));
    expect(bundle.posts.map((p) => p.slug)).toEqual(['fine', 'missed']);
    expect(bundle.posts[1]).toMatchObject({ status: 'DRAFT', draftReasons: [TR.transfer.draft.missedSchedule] });
    expect(bundle.skipped).toEqual([TR.transfer.unreadableItem('42', TR.transfer.unreadableReason)]);
  });
});

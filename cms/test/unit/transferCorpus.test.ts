/**
 * The corpus (test/fixtures/transfer/corpus: the shapes of real WordPress, Ghost, Hugo and Jekyll
 * exports, each folder naming its source) read and adapted as the import does before it writes:
 * what each post becomes, and why when it is changed. The import itself, into a real platform,
 * is test/pipeline/importCorpus.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TR, markdownToBlocks, renderBlocks } from '@blog/shared';
import { readPath } from '../../src/services/transfer/fileSet';
import { readBundle } from '../../src/services/transfer/readBundle';
import { adaptPost } from '../../src/services/transfer/adapt';
import { resolveCategoryNames } from '../../src/services/transfer/categoryNames';
import type { SourceBundle, SourcePost } from '../../src/services/transfer/types';

const corpus = path.resolve(import.meta.dirname, '../fixtures/transfer/corpus');
const read = async (name: string) => readBundle(await readPath(path.join(corpus, name)));
/** Every post adapted as the plan does: by slug, with its draft reasons. */
function adapted(bundle: SourceBundle): Map<string, SourcePost & { reasons: string[] }> {
  return new Map(bundle.posts.map((post) => [post.slug, Object.assign(post, { reasons: adaptPost(post, bundle.notes) })]));
}
const html = (markdown: string) => renderBlocks(markdownToBlocks(markdown));
const D = TR.transfer.draft;

describe('the import corpus, read and adapted (no database)', () => {
  it('WordPress theme unit test shapes: titles, breaks, image names, embeds, drafts with reasons', async () => {
    const bundle = await read('wordpress-theme-unit');
    const posts = adapted(bundle);
    expect(posts.size).toBe(23);
    expect(posts.get('title-with-markup')!.title).toBe('Markup: Title With Markup & Entities');

    const markup = posts.get('markup-html-tags-and-formatting')!;
    expect(markup).toMatchObject({
      status: 'PUBLISHED',
      publishedAt: '2013-01-11T20:22:19.000Z',
      category: 'markup',
      reasons: [],
    });
    for (const part of [
      '## Headings',
      '- List item one',
      '  - Nested item',
      '1. First',
      "<?php echo 'Hello'; ?>",
      '> Quote text.',
    ])
      expect(markup.content).toContain(part);
    expect(markup.content).toContain('**common HTML** a theme must style, with a [link](https://wordpress.org/)');

    // Line breaks inside list items render as breaks: no lone backslash reaches the page.
    const lists = posts.get('edge-case-lists-with-line-breaks')!;
    expect(html(lists.content)).not.toContain('\\');
    expect(html(lists.content)).toContain('<li>Line one<br>');

    // Linked images without alt text get a name: the caption, else the file name.
    const images = posts.get('markup-image-alignment')!.content;
    expect(images).toContain(
      '[![image alignment](https://wpthemetestdata.example/wp-content/uploads/2013/03/image-alignment-580x300.jpg)]',
    );
    expect(images).toContain('[![Feels good to be right all the time.](');
    expect(html(images)).not.toContain('alt=""');

    // Embeds are link lines; a post of nothing else is a draft with why.
    const youtube = posts.get('post-format-video-youtube')!;
    expect(youtube).toMatchObject({ status: 'PUBLISHED', reasons: [] });
    expect(youtube.content).toContain('<https://www.youtube.com/watch?v=ssfHW5lwFZg>');
    expect(posts.get('post-format-video-wordpresstv')).toMatchObject({ status: 'DRAFT', reasons: [D.embedOnly] });
    const blocks = posts.get('block-embeds')!.content;
    for (const url of [
      'https://www.youtube.com/watch?v=ssfHW5lwFZg',
      'https://vimeo.com/22439234',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://twitter.com/WordPress/status/1234567890123456789',
    ])
      expect(blocks).toContain(`<${url}>`);

    // What the rules refuse as published, or the source keeps private, is a draft with its reason.
    expect(posts.get('edge-case-no-title')).toMatchObject({
      status: 'DRAFT',
      title: TR.transfer.untitled('wp:1244'),
      reasons: [D.noTitle],
    });
    expect(posts.get('edge-case-no-content')).toMatchObject({
      status: 'DRAFT',
      content: TR.transfer.emptyBodyText,
      reasons: [D.emptyBody],
    });
    expect(posts.get('template-password-protected')).toMatchObject({ status: 'DRAFT', reasons: [D.password] });
    expect(posts.get('template-private')).toMatchObject({ status: 'DRAFT', reasons: [D.private] });
    expect(posts.get('scheduled-missed-schedule')).toMatchObject({ status: 'DRAFT', reasons: [D.missedSchedule] });
    expect(posts.get('scheduled-the-future')).toMatchObject({
      status: 'PUBLISHED',
      publishedAt: '2099-01-01T10:00:00.000Z',
      reasons: [],
    });
    const long = posts.get('edge-case-long-title')!;
    expect(long).toMatchObject({ status: 'DRAFT', reasons: [D.titleTooLong(200)] });
    expect(Array.from(long.title)).toHaveLength(200);

    // 35 tags: the first 30 kept, the rest named.
    const many = posts.get('edge-case-many-tags')!;
    expect(many.tags).toHaveLength(30);
    expect(many.tags.at(-1)).toBe('tag30');
    expect(bundle.notes).toContain(TR.transfer.tooManyTags('Edge Case: Many Tags', 30, 'tag31, tag32, tag33, tag34, tag35'));

    // A broken percent sequence in the slug is read as it is, not a failed import.
    expect([...posts.keys()]).toContain('unlu-e0-a4-a');
    expect(bundle.skipped).toEqual([
      TR.transfer.skippedTrash('Trashed post'),
      TR.transfer.skippedType('page', 'About The Tests'),
    ]);
  });

  it('WordPress categories: a name under two parents is qualified, case and Turkish i variants merge', async () => {
    const bundle = await read('wordpress-theme-unit');
    const notes: string[] = [];
    const used = new Set(bundle.posts.map((p) => p.category));
    const { categories, alias } = resolveCategoryNames(
      bundle.categories.filter((c) => used.has(c.slug)),
      bundle.categories,
      notes,
    );
    const names = new Map(categories.map((c) => [c.slug, c.name]));
    expect(names.get('foo-a')).toBe('Foo A');
    expect(names.get('foo-a-foo-parent-b')).toBe('Foo Parent B / Foo A');
    expect(names.get('child-category-01')).toBe('Child Category 01');
    expect(alias.get('istanbul-2')).toBe('istanbul');
    expect(notes).toEqual([
      TR.transfer.categoryQualified('Foo A', 'Foo Parent B / Foo A'),
      TR.transfer.categoryMerged('İSTANBUL', 'Istanbul'),
    ]);
  });

  it('Ghost 1, 4 and 5 exports: card comments gone, embeds as links, editor data when there is no html', async () => {
    const g4 = adapted(await read('ghost/ghost-4-mobiledoc.json'));
    const markdown = g4.get('writing-in-markdown')!;
    expect(markdown.content).not.toContain('kg-card');
    expect(markdown.content).toContain('## Why Markdown');
    expect(markdown.content).toContain('```js');
    expect(markdown).toMatchObject({ status: 'PUBLISHED', category: 'writing', tags: ['Writing'] });
    expect(g4.get('a-video-nothing-else')).toMatchObject({
      status: 'DRAFT',
      content: '<https://www.youtube.com/watch?v=5nA8kQ5GqLg>',
      reasons: [D.embedOnly],
    });
    expect(g4.get('for-members')).toMatchObject({ status: 'DRAFT', reasons: [D.membersOnly('paid')] });
    expect(g4.has('about')).toBe(false);

    const g5bundle = await read('ghost/ghost-5-lexical.json');
    const g5 = adapted(g5bundle);
    expect(g5.get('lexical-post-with-a-bookmark')!.content).toContain('[Ghost Docs](https://ghost.org/docs/)');
    const lexical = g5.get('lexical-only-no-html')!;
    for (const part of ['## From the editor data', '**Bold** and _italic_.', '- a markdown card', '<https://vimeo.com/76979871>'])
      expect(lexical.content).toContain(part);
    expect(g5bundle.notes).toContain(TR.transfer.fromCards('Lexical only, no html', 'lexical'));
    expect(g5.get('scheduled-in-ghost-5')).toMatchObject({ status: 'PUBLISHED', publishedAt: '2099-03-01T09:00:00.000Z' });

    const g1 = adapted(await read('ghost/ghost-1-html.json'));
    expect(g1.get('welcome')!.content).toContain('![](https://casper.ghost.org/v1.0.0/images/welcome.jpg)');
    const mobiledoc = g1.get('mobiledoc-only')!.content;
    for (const part of [
      '## Sections and markers',
      '**strong** then [a link](https://ghost.org/)',
      '- item',
      '![](https://casper.ghost.org/v1.0.0/images/photo.jpg)\n\nA photo',
    ])
      expect(mobiledoc).toContain(part);
    expect(g1.get('nothing-written-yet')).toMatchObject({ status: 'DRAFT', reasons: [D.emptyBody] });
  });

  it('a Hugo site: TOML, YAML and JSON front matter; shortcodes become links, code, images or go', async () => {
    const bundle = await read('hugo-site');
    const posts = adapted(bundle);
    expect([...posts.keys()].sort()).toEqual([
      'bundle-toml',
      'json-front-matter',
      'only-a-video',
      'placeholder-text',
      'rich-content',
    ]);
    const rich = posts.get('rich-content')!;
    expect(rich).toMatchObject({
      title: 'Rich Content',
      publishedAt: '2019-03-10T06:00:00.000Z',
      category: 'guides',
      tags: ['shortcodes', 'privacy'],
      excerpt: 'A brief description of Hugo Shortcodes',
      status: 'PUBLISHED',
    });
    for (const part of [
      '[https://www.youtube.com/watch?v=ZJthWmvUzzc](https://www.youtube.com/watch?v=ZJthWmvUzzc)',
      '[https://x.com/GoHugoIO/status/917359331535966209](https://x.com/GoHugoIO/status/917359331535966209)',
      '[https://vimeo.com/48912912](https://vimeo.com/48912912)',
      '```go\npackage main\n\nfunc main() { println("hi") }\n```',
      '[the other post](/blog/placeholder-text/)',
      '```text\n{{< youtube kept-in-code >}}\n```',
    ])
      expect(rich.content).toContain(part);
    expect(rich.content).toMatch(/!\[The Hugo logo\]\(media:static\/images\/hugo-logo\.png\)/);
    expect(posts.get('json-front-matter')).toMatchObject({
      title: 'JSON Front Matter',
      category: 'notes',
      excerpt: 'Front matter as a JSON object, as Hugo reads it.',
      content: 'The body follows the closing brace, with a { brace } in prose.',
    });
    const draft = posts.get('bundle-toml')!;
    expect(draft).toMatchObject({ status: 'DRAFT', title: 'A draft page bundle' });
    expect(draft.content).toBe("Not ready yet. A notice shortcode's text stays.");
    expect(posts.get('only-a-video')).toMatchObject({ status: 'DRAFT', reasons: [D.embedOnly] });
    expect(bundle.notes).toContain(TR.transfer.templateTags('content/posts/bundle-toml/index.md', 'notice'));
  });

  it('a Jekyll site: Liquid tags become code and links, or go and are named', async () => {
    const bundle = await read('jekyll-site');
    const posts = adapted(bundle);
    const welcome = posts.get('welcome-to-jekyll')!;
    expect(welcome).toMatchObject({
      title: 'Welcome to Jekyll!',
      publishedAt: '2023-05-01T07:00:00.000Z',
      category: 'jekyll',
      tags: ['update'],
    });
    for (const part of [
      '```ruby\ndef print_hi(name)',
      '[https://www.youtube.com/watch?v=jNQXAC9IVRw](https://www.youtube.com/watch?v=jNQXAC9IVRw)',
      '[https://www.youtube.com/watch?v=dQw4w9WgXcQ](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
      '[the earlier post](/blog/first-steps/)',
      '[logo](/assets/logo.png)',
      'Liquid shown as text: {{ page.title }}',
    ])
      expect(welcome.content).toContain(part);
    expect(welcome.content).not.toContain('{%');
    expect(bundle.notes).toContain(
      TR.transfer.templateTags('_posts/2023-05-01-welcome-to-jekyll.md', 'include note.html, {{ site.baseurl }}'),
    );
    expect(posts.get('first-steps')).toMatchObject({ publishedAt: '2023-04-20T00:00:00.000Z', tags: ['jekyll', 'start'] });
    expect(posts.get('unpublished')).toMatchObject({ status: 'DRAFT' });
  });
});

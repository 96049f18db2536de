/** The engine's warm-up rehearsal of a publish (engine/update/serve.ts rehearseServe): what it renders. */
import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../engine/keyMemo';
import { afterServed, changedArticles, firstPaths, pageKeys } from '../engine/paths';
import type { Renderer } from '../engine/render/renderer';
import type { SiteModel } from '../engine/sync/model';
import { rehearseServe } from '../engine/update/serve';
import { model, post, tag } from './engineModel';

/** Records what the rehearsal asks of the renderer; it gets no writer, so it can write nothing. */
function recordingRenderer() {
  const rendered: string[] = [];
  const models: SiteModel[] = [];
  const renderer = {
    staticPaths: () => ['/search/', '/404'],
    setModel: (m: SiteModel) => void models.push(m),
    render: async (urlPath: string) => {
      rendered.push(urlPath);
      return Buffer.from('<html></html>');
    },
  } as unknown as Renderer;
  return { renderer, rendered, models };
}

describe('rehearseServe', () => {
  it('renders the pages a publish of the newest post serves first: its article, home and lists, no other article, no card', async () => {
    const older = Array.from({ length: 20 }, (_, i) => post(i + 1, (i % 3) + 1, i + 1, { tags: [tag('astro')] }));
    const newest = post(99, 2, 60, { tags: [tag('astro')] });
    const site = model([...older, newest]);
    const { renderer, rendered, models } = recordingRenderer();

    const count = await rehearseServe(site, new KeyMemo(), renderer);

    expect(count).toBe(rendered.length);
    expect(models).toEqual([site]);
    expect(rendered).toEqual(expect.arrayContaining(['/blog/post-99/', '/', '/category/cat-2/', '/tag/astro/', '/rss.xml']));
    expect(rendered.filter((p) => p.startsWith('/blog/'))).toEqual(['/blog/post-99/']);
    expect(rendered.filter(afterServed)).toEqual([]);
    expect(rendered.length).toBeLessThanOrEqual(12);
    // Each is a page the real publish of that post serves first.
    const before = model(older);
    const { first } = firstPaths(
      pageKeys(before),
      pageKeys(site, ['/search/', '/404'], undefined, changedArticles(before, site)),
      site,
    );
    expect(first).toEqual(expect.arrayContaining(rendered));
  });

  it('renders nothing for a site without posts', async () => {
    const { renderer, rendered } = recordingRenderer();
    expect(await rehearseServe(model([]), new KeyMemo(), renderer)).toBe(0);
    expect(rendered).toEqual([]);
  });
});

/** The engine's warm-up rehearsal of a publish (engine/update/serve.ts rehearseServe): what it renders. */
import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../engine/keyMemo';
import { afterServed, isDeeper, pageKeys } from '../engine/paths';
import type { Renderer } from '../engine/render/renderer';
import type { SiteModel } from '../engine/sync/model';
import { rehearseServe } from '../engine/update/serve';
import { model, post, tag } from './engineModel';

const ROUTES = ['/search/', '/404'];

/** Records what the rehearsal asks of the renderer; it gets no writer, so it can write nothing. */
function recordingRenderer() {
  const rendered: string[] = [];
  const models: SiteModel[] = [];
  const renderer = {
    staticPaths: () => ROUTES,
    setModel: (m: SiteModel) => void models.push(m),
    render: async (urlPath: string) => {
      rendered.push(urlPath);
      return Buffer.from('<html></html>');
    },
  } as unknown as Renderer;
  return { renderer, rendered, models };
}

/** Counts the page keys made (what the rehearsal's second step does). */
class CountingMemo extends KeyMemo {
  made = 0;
  override page(path: string, inputs: unknown[], make: () => string): string {
    this.made += 1;
    return super.page(path, inputs, make);
  }
}

const older = Array.from({ length: 20 }, (_, i) => post(i + 1, (i % 3) + 1, i + 1, { tags: [tag('astro'), tag(`t${i}`)] }));
const site = model([...older, post(99, 2, 60, { tags: [tag('astro')] })]);
/** The live site's page keys: every page, deeper list pages and cards among them. */
const live = pageKeys(site, ROUTES);

describe('rehearseServe', () => {
  it('renders one first page of each kind: the newest article, home, a category and a tag page, the feeds, search and 404', async () => {
    const { renderer, rendered, models } = recordingRenderer();

    const memo = new CountingMemo();
    const count = await rehearseServe(site, live, memo, renderer);

    expect(count).toBe(rendered.length);
    expect(models).toEqual([site]);
    expect(rendered).toEqual(expect.arrayContaining(['/blog/post-99/', '/', '/rss.xml', '/search/', '/404']));
    // One article (the newest), one page per kind of list and feed.
    expect(rendered.filter((p) => p.startsWith('/blog/'))).toEqual(['/blog/post-99/']);
    expect(rendered.filter((p) => /^\/category\/[^/]+\/$/.test(p))).toHaveLength(1);
    expect(rendered.filter((p) => /^\/tag\/[^/]+\/$/.test(p))).toHaveLength(1);
    expect(new Set(rendered).size).toBe(rendered.length);
    expect(rendered.filter(afterServed)).toEqual([]);
    expect(rendered.filter(isDeeper)).toEqual([]);
    expect(rendered.length).toBeLessThanOrEqual(12);
    // Each is a first page of this site (what a publish keys first), and those were keyed.
    const first = pageKeys(site, ROUTES, new KeyMemo(), new Set(['/blog/post-99/']));
    for (const p of rendered) expect(first.has(p), p).toBe(true);
    expect(memo.made).toBeGreaterThan(0);
  });

  it('stops at the page an update arrives on, and leaves the keying to it', async () => {
    const { renderer, rendered } = recordingRenderer();
    const memo = new CountingMemo();
    // The update arrives while the second page renders.
    expect(await rehearseServe(site, live, memo, renderer, () => rendered.length >= 2)).toBe(2);
    expect(rendered).toHaveLength(2);
    expect(rendered[0]).toBe('/blog/post-99/');
    expect(memo.made).toBe(0);
  });

  it('hears an update that arrives as a message while the renders settle in microtasks alone', async () => {
    const { renderer, rendered } = recordingRenderer();
    let arrived = false;
    // As the engine's IPC message would: handled when the event loop turns, not between microtasks.
    setImmediate(() => (arrived = true));
    const count = await rehearseServe(site, live, new CountingMemo(), renderer, () => arrived);
    expect(count).toBeLessThan(2);
    expect(rendered).toHaveLength(count);
  });

  it('renders nothing for a site without posts', async () => {
    const { renderer, rendered } = recordingRenderer();
    expect(await rehearseServe(model([]), new Map(), new KeyMemo(), renderer)).toBe(0);
    expect(rendered).toEqual([]);
  });
});

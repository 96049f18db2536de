/**
 * Renders pages with Astro's App over the server bundle, in this process: the bundle is loaded
 * once, the data is handed to the pages through src/lib/siteData.ts. An output path maps to a
 * file: '/x/' → x/index.html, '/404' → 404.html, '/rss.xml' → rss.xml.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SSRManifest } from 'astro';
import type { BaseApp } from 'astro/app';
import { SITE_URL, paths } from '../config';
import { readBody } from '../sync/bodies';
import { entries, type SiteModel } from '../sync/model';
import { REDIRECTS_PATH, formatRedirects } from '../output/redirects';

export const fileOfPath = (urlPath: string): string =>
  urlPath.endsWith('/')
    ? `${decodeURIComponent(urlPath).slice(1)}index.html`
    : /\.[a-z0-9]+$/i.test(urlPath) || urlPath === REDIRECTS_PATH
      ? decodeURIComponent(urlPath).slice(1)
      : `${decodeURIComponent(urlPath).slice(1)}.html`;

/** Pages that answer with an error status on purpose. */
const EXPECTED_STATUS: Record<string, number> = { '/404': 404 };

export class Renderer {
  /** The model's redirects: `_redirects` is made here, not by an Astro route (Astro skips `_` names). */
  private redirects: SiteModel['redirects'] = [];

  private constructor(
    private readonly app: BaseApp,
    private readonly manifest: SSRManifest,
  ) {}

  static async load(bundle: string): Promise<Renderer> {
    // The bundle's entry (engine/adapter/entry.mjs) exports Astro's own app factory.
    const entry = (await import(pathToFileURL(path.join(bundle, 'server', 'entry.mjs')).href)) as {
      createApp: () => BaseApp;
    };
    const app = entry.createApp();
    return new Renderer(app, app.getManifest());
  }

  /** Hands the model to the pages (every render after this call sees it). */
  setModel(model: SiteModel): void {
    this.redirects = model.redirects ?? [];
    // One map for the bodies and the article pages' lookup (at 100,000 posts each map is ~40 ms).
    const records = new Map(model.posts.map((record) => [record.entry.slug, record]));
    globalThis.__BLOG_SITE_DATA__ = {
      posts: entries(model),
      categories: model.categories,
      tags: model.tags,
      thumbs: model.thumbs,
      body: (slug) => {
        const digest = records.get(slug)?.bodyDigest;
        if (!digest) throw new Error(`No body for ${slug}`);
        return readBody(digest);
      },
      post: (slug) => records.get(slug)?.entry,
      ogCacheDir: paths.og,
    };
  }

  /**
   * The output paths of the bundle's routes without parameters (pages get a trailing slash;
   * '/', '/404' and endpoints keep theirs), Astro's internal routes left out.
   */
  staticPaths(): string[] {
    const routes = (this.manifest.routes ?? []) as { routeData: { pathname?: string; type: string; origin?: string } }[];
    return routes
      .map((route) => route.routeData)
      .filter((route) => route.pathname && route.origin !== 'internal' && (route.type === 'page' || route.type === 'endpoint'))
      .map((route) =>
        route.type === 'page' && route.pathname !== '/' && route.pathname !== '/404' ? `${route.pathname}/` : route.pathname!,
      );
  }

  async render(urlPath: string): Promise<Buffer> {
    if (urlPath === REDIRECTS_PATH) return Buffer.from(formatRedirects(this.redirects));
    const request = new Request(new URL(urlPath, `${SITE_URL}/`));
    const response = await this.app.render(request, { addCookieHeader: false });
    const expected = EXPECTED_STATUS[urlPath] ?? 200;
    if (response.status !== expected)
      throw new Error(`${urlPath} answered ${response.status} (${(await response.text()).slice(0, 300)})`);
    return Buffer.from(await response.arrayBuffer());
  }
}

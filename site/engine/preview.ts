/**
 * A draft's preview: the article page of an unsaved or unpublished post, rendered by the live
 * site's own server bundle over the live model with the draft laid over it (its body made by the
 * same pipeline as a published post's). Nothing is written: not the live site, not the body
 * store, not the model updates use (the draft's data reaches only this render, through an
 * AsyncLocalStorage scope that src/lib/siteData.ts reads).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Post } from '@blog/shared';
import { escapeHtml } from '@blog/shared/markdown';
import type { PreviewResult } from '@blog/shared/siteEngine';
import { inlineScriptHashes, publicCsp } from '../src/lib/securityHeaders.mjs';
import { toEntry } from '../src/lib/loaders/processPost';
import type { SiteData } from '../src/lib/siteData';
import type { Renderer } from './render/renderer';
import type { EngineState } from './state';
import { readBody } from './sync/bodies';
import { sortPosts, type PostRecord } from './sync/model';
import { processBodies, type BodyWorkerStandby } from './sync/workerPool';
import type { Log } from './types';

export interface PreviewRequest {
  post: Post;
  /** The "not published" notice shown above the page (its text comes from the CMS's messages). */
  banner: string;
}

const scope = new AsyncLocalStorage<SiteData>();
globalThis.__BLOG_SITE_DATA_SCOPE__ = scope;

/** The notice and `noindex`, added around the article's own HTML (not part of it); no view counted. */
function markAsPreview(html: string, banner: string): string {
  const head = '<meta name="robots" content="noindex, nofollow">';
  const notice =
    '<style>.blog-preview-banner{position:relative;margin:0;padding:.5rem 1rem;' +
    'background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;font:600 .875rem/1.4 system-ui,sans-serif;' +
    `text-align:center}</style><p class="blog-preview-banner" role="note">${escapeHtml(banner)}</p>`;
  return (
    html
      .replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}${head}`)
      // The tab says it too (the notice scrolls away with the page; the site's header is sticky).
      .replace(/<title>/i, `<title>${escapeHtml(banner.split(' · ')[0] ?? banner)} · `)
      .replace(/<body(\s[^>]*)?>/i, (tag) => `${tag}${notice}`)
      // A preview is no reader's view (components/ViewPing.astro counts nothing without its mark).
      .replace(/\sdata-view-ping="[^"]*"/g, '')
  );
}

/** `live`: the live site's state (read only), `renderer`: its templates' renderer, `standby`: a loaded body worker. */
export async function renderPreview(
  request: PreviewRequest,
  live: Pick<EngineState, 'model' | 'scriptHashes'>,
  renderer: Renderer,
  log: Log,
  standby?: BodyWorkerStandby,
): Promise<PreviewResult> {
  const { post } = request;
  const [body] = await processBodies([post.content], log, { standby });
  const entry = toEntry(post, body!.text);
  const digests = new Map(live.model.posts.map((record) => [record.entry.slug, record.bodyDigest]));
  // The draft replaces its own published version (same id) and any post holding its slug.
  const others = live.model.posts.filter(
    (record) => String(record.entry.id) !== String(post.id) && record.entry.slug !== post.slug,
  );
  const posts = sortPosts([...others, { entry, bodyDigest: '' } satisfies PostRecord]).map((record) => record.entry);
  const data: SiteData = {
    posts,
    categories: live.model.categories,
    tags: live.model.tags,
    thumbs: live.model.thumbs,
    body: (slug) => {
      if (slug === post.slug) return body!;
      const digest = digests.get(slug);
      if (!digest) throw new Error(`No body for ${slug}`);
      return readBody(digest);
    },
  };
  const urlPath = `/blog/${encodeURIComponent(post.slug)}/`;
  const page = await scope.run(data, async () => (await renderer.render(urlPath)).toString('utf8'));
  // The live site's policy, plus the hashes of this page's own inline scripts.
  const csp = publicCsp([...live.scriptHashes, ...inlineScriptHashes(page)]);
  return { ok: true, html: markAsPreview(page, request.banner), csp, path: urlPath };
}

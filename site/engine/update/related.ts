/**
 * Phase 2a, related: the articles whose own post did not change, only their related list ("newest
 * 3 in the category"), get the new list spliced in on the engine's thread
 * (render/relatedLists.ts).
 */
import { postUrl, relatedPosts } from '../../src/lib/posts';
import { renderRelatedLists } from '../render/relatedLists';
import type { Renderer } from '../render/renderer';
import { entries } from '../sync/model';
import type { Served } from './serve';

export async function related(renderer: Renderer, served: Served, phases: Record<string, number>, since: number): Promise<void> {
  const { model } = served;
  const bySlug = new Map(model.posts.map((record) => [postUrl(record.entry), record.entry]));
  // The model's one entries array: its related candidates were worked out with the page keys.
  const posts = entries(model);
  // Pages whose related lists hold the same posts are one group (one full render checks the splice).
  const counts = await renderRelatedLists(renderer, served.writer, served.affected.second, (urlPath) => {
    const post = bySlug.get(urlPath);
    return post
      ? relatedPosts(post, posts)
          .map((p) => p.slug)
          .join('\u0000')
      : `missing:${urlPath}`;
  });
  phases.relatedMs = Date.now() - since;
  phases.relatedSpliced = counts.spliced;
}

import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../src/relatedPosts';

const post = (slug: string, category: number | null) => ({ slug, category: category === null ? null : { id: category } });
// Newest first.
const POSTS = [post('a', 1), post('b', 2), post('c', 1), post('d', 1), post('e', 3), post('f', 1)];

describe('relatedPosts', () => {
  it('takes the newest of the same category, never the post itself', () => {
    expect(relatedPosts(post('c', 1), POSTS, 2).map((p) => p.slug)).toEqual(['a', 'd']);
    expect(relatedPosts(post('a', 1), POSTS, 3).map((p) => p.slug)).toEqual(['c', 'd', 'f']);
  });

  it('does not top up a short category with other posts', () => {
    expect(relatedPosts(post('x', 2), POSTS, 3).map((p) => p.slug)).toEqual(['b']);
  });

  it('falls back to the latest others when the category has no other post, or the post has none', () => {
    expect(relatedPosts(post('e', 3), POSTS, 3).map((p) => p.slug)).toEqual(['a', 'b', 'c']);
    expect(relatedPosts(post('a', null), POSTS, 2).map((p) => p.slug)).toEqual(['b', 'c']);
  });

  it('gives the API (its category newest, then the latest overall) the answer the site gets from every post', () => {
    const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
    // Category 1, limit 2: the API's two queries give [a, c] and [a, b].
    expect(slugs(relatedPosts(post('x', 1), [post('a', 1), post('c', 1), post('a', 1), post('b', 2)], 2))).toEqual(
      slugs(relatedPosts(post('x', 1), POSTS, 2)),
    );
    // 'e' is alone in category 3: the category query gives nothing, the latest [a, b].
    expect(slugs(relatedPosts(post('e', 3), [post('a', 1), post('b', 2)], 2))).toEqual(
      slugs(relatedPosts(post('e', 3), POSTS, 2)),
    );
  });
});

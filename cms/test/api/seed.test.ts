import { describe, expect, it } from 'vitest';
import { markdownToBlocks, slugify, type ContentBlock } from '@blog/shared';
import { api, randomIp } from '../helpers/api';
import { ADMIN, adminToken } from '../helpers/auth';
import { POSTS } from '../../src/services/seed/data/posts';
import { SUBSCRIBERS } from '../../src/services/seed/data/people';
import { CATEGORIES, TAGS } from '../../src/services/seed/data/taxonomy';

/**
 * The demo content seeded on the first start of an empty database (design.md, "One command,
 * one origin"). Needs a server whose database was seeded (the default test server is fresh).
 * Other tests add their own posts and subscribers, so totals are lower bounds and the seeded
 * records are looked up by what the seed wrote.
 */

let jwt: Promise<string> | undefined;
/** A Payload REST token for the seeded admin (its own login, not /api/v1's). */
function payloadJwt(): Promise<string> {
  jwt ??= api('POST', '/api/users/login', { body: ADMIN, ip: randomIp() }).then((res) => {
    if (res.status !== 200) throw new Error(`Payload login failed: ${res.status} ${res.text}`);
    return res.body.token as string;
  });
  return jwt;
}

async function rest(path: string) {
  const res = await api('GET', path, { headers: { authorization: `JWT ${await payloadJwt()}` } });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body;
}

const adminTotal = async (status: string) => {
  const res = await api('GET', `blogs/admin/blogs?status=${status}&limit=1`, { token: await adminToken() });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body.meta.pagination.total as number;
};

const inQuery = (field: string, values: string[]) => values.map((v) => `where[${field}][in]=${encodeURIComponent(v)}`).join('&');

interface SeededPostDoc {
  id: number;
  slug: string;
  status: string;
  content: string;
  publishedAt: string | null;
  viewCount: number;
  featuredImage: string | null;
  tags: number[];
  author: number;
}

async function seededPosts(): Promise<SeededPostDoc[]> {
  const slugs = POSTS.map((p) => slugify(p.title));
  const body = await rest(`/api/posts?limit=100&depth=0&${inQuery('slug', slugs)}`);
  return body.docs as SeededPostDoc[];
}

describe('demo content seed', () => {
  it('has the posts by status: ≥14 live, a scheduled one, ≥2 drafts, ≥2 archived', async () => {
    expect(await adminTotal('PUBLISHED')).toBeGreaterThanOrEqual(14);
    expect(await adminTotal('DRAFT')).toBeGreaterThanOrEqual(2);
    expect(await adminTotal('ARCHIVED')).toBeGreaterThanOrEqual(2);

    const docs = await seededPosts();
    expect(docs).toHaveLength(POSTS.length);
    const now = Date.now();
    const live = docs.filter((d) => d.status === 'PUBLISHED' && d.publishedAt && Date.parse(d.publishedAt) <= now);
    const scheduled = docs.filter((d) => d.status === 'PUBLISHED' && d.publishedAt && Date.parse(d.publishedAt) > now);
    expect(live.length).toBeGreaterThanOrEqual(14);
    expect(scheduled).toHaveLength(1);
    expect(docs.filter((d) => d.status === 'DRAFT')).toHaveLength(2);
    expect(docs.filter((d) => d.status === 'ARCHIVED')).toHaveLength(2);
    // Live posts spread over the last ~60 days, with different view counts.
    const ages = live.map((d) => (now - Date.parse(d.publishedAt ?? '')) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(30);
    expect(Math.max(...ages)).toBeLessThanOrEqual(61);
    expect(new Set(live.map((d) => d.viewCount)).size).toBe(live.length);
    const newest = [...live].sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''))[0];
    const popular = [...live].sort((a, b) => b.viewCount - a.viewCount)[0];
    expect(newest?.id).not.toBe(popular?.id);
  });

  it('keeps the scheduled post off the public API until its date', async () => {
    const docs = await seededPosts();
    const scheduled = docs.find((d) => d.status === 'PUBLISHED' && Date.parse(d.publishedAt ?? '') > Date.now());
    expect(scheduled).toBeDefined();
    expect((await api('GET', `blogs/${scheduled?.slug}`)).status).toBe(404);
    const live = docs.find((d) => d.status === 'PUBLISHED' && Date.parse(d.publishedAt ?? '') <= Date.now());
    expect((await api('GET', `blogs/${live?.slug}`)).status).toBe(200);
  });

  it('gives every post an author, 2–4 tags and a generated cover image that is served', async () => {
    const docs = await seededPosts();
    for (const doc of docs) {
      expect(doc.author).toBeTruthy();
      expect(doc.tags.length).toBeGreaterThanOrEqual(2);
      expect(doc.tags.length).toBeLessThanOrEqual(4);
      expect(doc.featuredImage).toMatch(/^\/media\/.+\.jpg$/);
    }
    const cover = await api('GET', docs[0]?.featuredImage ?? '/media/none');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('uses every content block kind, code language and callout variant in live posts', async () => {
    const live = (await seededPosts()).filter((d) => d.status === 'PUBLISHED');
    const seen = new Set<string>();
    const visit = (blocks: ContentBlock[]) => {
      for (const block of blocks) {
        seen.add(block.type);
        if (block.type === 'heading') seen.add(`h${block.level}`);
        if (block.type === 'code') seen.add(`code:${block.language}`);
        if (block.type === 'callout') seen.add(`callout:${block.variant}`);
        if (block.type === 'image' && block.caption) seen.add('image:caption');
        if (block.type === 'html' && block.html.includes('<table')) seen.add('table');
        if (block.type === 'list') {
          seen.add(block.ordered ? 'list:ordered' : 'list:unordered');
          for (const item of block.items) {
            if (item.checked !== undefined) seen.add('list:task');
            if (item.children.length > 0) seen.add('list:nested');
            visit(item.children);
          }
        }
      }
    };
    for (const doc of live) visit(markdownToBlocks(doc.content));
    const expected = [
      'paragraph',
      'heading',
      'h2',
      'h3',
      'image',
      'image:caption',
      'code',
      'quote',
      'list',
      'divider',
      'callout',
      'html',
      'table',
      'list:ordered',
      'list:unordered',
      'list:task',
      'list:nested',
      'code:ts',
      'code:tsx',
      'code:bash',
      'code:css',
      'code:json',
      'code:yaml',
      'code:dockerfile',
      'callout:info',
      'callout:success',
      'callout:warning',
      'callout:error',
    ];
    expect(expected.filter((kind) => !seen.has(kind))).toEqual([]);
    const all = live.map((d) => d.content).join('\n');
    expect(all).toMatch(/\]\(https:\/\//);
    expect(all).toMatch(/\]\(\/blog\/[a-z0-9-]+\)/);
    expect(all).toMatch(/^> \[!TIP\] \S+/m);
  });

  it('has the categories and tags, one tag without posts', async () => {
    const categories = await api('GET', 'blogs/categories');
    expect(categories.status).toBe(200);
    const byName = new Map((categories.body.data as Array<{ name: string; blogCount: number }>).map((c) => [c.name, c]));
    expect(byName.size).toBeGreaterThanOrEqual(5);
    for (const category of CATEGORIES) expect(byName.get(category.name)?.blogCount).toBeGreaterThan(0);

    const tags = await api('GET', 'blogs/tags');
    expect(tags.status).toBe(200);
    const tagByName = new Map((tags.body.data as Array<{ name: string; blogCount: number }>).map((t) => [t.name, t]));
    expect(tagByName.size).toBeGreaterThanOrEqual(10);
    for (const tag of TAGS) expect(tagByName.has(tag.name)).toBe(true);
    expect(tagByName.get('GraphQL')?.blogCount).toBe(0);
  });

  it('has about 30 newsletter subscribers, a few of them inactive', async () => {
    expect((await rest('/api/subscriptions?limit=0')).totalDocs).toBeGreaterThanOrEqual(30);
    const emails = SUBSCRIBERS.map((s) => s.email);
    const seeded = await rest(`/api/subscriptions?limit=100&depth=0&${inQuery('email', emails)}`);
    expect(seeded.totalDocs).toBe(30);
    const inactive = (seeded.docs as Array<{ isActive: boolean }>).filter((s) => !s.isActive);
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    expect(inactive.length).toBeLessThanOrEqual(6);
  });

  it('has per-day view rows for the live posts that never exceed their view counts', async () => {
    const live = (await seededPosts()).filter((d) => d.status === 'PUBLISHED' && Date.parse(d.publishedAt ?? '') <= Date.now());
    const views = await rest(
      `/api/post-views?limit=1000&depth=0&${inQuery(
        'post',
        live.map((d) => String(d.id)),
      )}`,
    );
    const perPost = new Map<number, number>();
    for (const row of views.docs as Array<{ post: number; day: string; count: number }>) {
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      perPost.set(row.post, (perPost.get(row.post) ?? 0) + row.count);
    }
    expect(perPost.size).toBe(live.length);
    for (const doc of live) expect(perPost.get(doc.id) ?? 0).toBeLessThanOrEqual(doc.viewCount);
  });
});

/**
 * Old URLs of renamed posts, categories and tags, end to end against a real server, SQLite file
 * and site engine: the change is recorded by the collections' hooks (whatever the door), the
 * engine writes `_redirects` in the same update, and the platform server answers 301 from it.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../helpers/smtpSink';
import { sitePlatform } from '../helpers/siteCalls';

vi.setConfig({ testTimeout: 240_000 });

const { session, call, rest, change, publish } = sitePlatform({ calls: '10.88.0.3', signIn: '10.88.0.4' }, 230_000);
const redirectsFile = () =>
  readFileSync(path.join(realpathSync(path.join(session.server.dataDir, 'site', 'current')), '_redirects'), 'utf8');
const get = (p: string) => fetch(`${session.server.url}${p}`, { redirect: 'manual' });
/** The server reads `_redirects` again at most once a second: give it that second. */
async function expectRedirect(from: string, to: string) {
  await waitUntil(async () => (await get(from)).headers.get('location') === to, 5_000, `${from} → ${to}`).catch(() => {});
  const res = await get(from);
  expect(res.status, from).toBe(301);
  expect(res.headers.get('location'), from).toBe(to);
}
async function expectStatus(p: string, expected: number) {
  await waitUntil(async () => (await get(p)).status === expected, 5_000, `${p} answering ${expected}`).catch(() => {});
  expect((await get(p)).status, p).toBe(expected);
}

describe('redirects of renamed slugs', () => {
  const word = `redir${Date.now().toString(36)}`;

  it("a published post's new slug (Payload's REST) gets a 301 from the old URL, in _redirects and from the server; chains collapse; taking a slug back leaves no loop", async () => {
    const post = await change(() => publish(`Moving ${word}`));
    const first = post.slug;
    expect((await get(`/blog/${first}/`)).status).toBe(200);

    // A typed slug gets the generated form (it becomes a URL).
    const renamed = await change(() => rest('PATCH', `posts/${post.id}`, { slug: `Moved ${word}!` }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const second = `moved-${word}`;
    expect(renamed.body.doc.slug).toBe(second);
    expect(redirectsFile()).toContain(`/blog/${first}/ /blog/${second}/ 301\n`);
    await expectRedirect(`/blog/${first}/`, `/blog/${second}/`);
    // Without the trailing slash, and with the query kept.
    await expectRedirect(`/blog/${first}?ref=x`, `/blog/${second}/?ref=x`);
    expect((await get(`/blog/${second}/`)).status).toBe(200);
    // The new URL itself redirects nowhere.
    expect(redirectsFile()).not.toMatch(new RegExp(`^/blog/${second}/ `, 'm'));

    // A → B → C: both old URLs go straight to C.
    const third = `moved-again-${word}`;
    await change(() => rest('PATCH', `posts/${post.id}`, { slug: third }));
    await expectRedirect(`/blog/${first}/`, `/blog/${third}/`);
    await expectRedirect(`/blog/${second}/`, `/blog/${third}/`);

    // Back to the first slug: it serves the post again, the others lead there, nothing loops.
    await change(() => rest('PATCH', `posts/${post.id}`, { slug: first }));
    await expectStatus(`/blog/${first}/`, 200);
    await expectRedirect(`/blog/${second}/`, `/blog/${first}/`);
    await expectRedirect(`/blog/${third}/`, `/blog/${first}/`);
    const lines = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const line of lines) {
      const [from, to] = line.split(' ');
      expect(from).not.toBe(to);
      expect(
        lines.some((other) => other.startsWith(`${to} `)),
        line,
      ).toBe(false);
    }

    // The file itself is for CDNs, not served.
    expect((await get('/_redirects')).status).toBe(404);
    // The history is admin-only through Payload's doors; the public list is the resolved one.
    expect((await fetch(`${session.server.url}/api/redirects`)).status).toBe(403);
    const index = await (await fetch(`${session.server.url}/api/v1/site/posts-index`)).json();
    expect(index.data.redirects).toContainEqual({ kind: 'post', from: second, to: first });
  });

  it('a new post that takes an old slug wins over its redirect', async () => {
    const old = await change(() => publish(`Taken ${word}`));
    await change(() => rest('PATCH', `posts/${old.id}`, { slug: `taken-elsewhere-${word}` }));
    await expectRedirect(`/blog/${old.slug}/`, `/blog/taken-elsewhere-${word}/`);
    const newcomer = await change(() => publish(`Taken ${word}`));
    expect(newcomer.slug).toBe(old.slug);
    await expectStatus(`/blog/${old.slug}/`, 200);
    expect(await (await get(`/blog/${old.slug}/`)).text()).toContain(`Taken ${word}`);
    expect(redirectsFile()).not.toMatch(new RegExp(`^/blog/${old.slug}/ `, 'm'));
    // Dropped, not only hidden: the history no longer holds it.
    const history = await rest('GET', `redirects?where[from][equals]=${old.slug}&where[kind][equals]=post`);
    expect(history.body.totalDocs).toBe(0);
  });

  it("a draft's slug change creates no redirect; a deleted post's URL answers 410 with the 404 page, not a stale copy", async () => {
    const draft = await call('POST', 'blogs/admin/blogs', {
      title: `Draft ${word}`,
      content: 'Not yet.',
      categoryId: (await call('GET', 'blogs/categories')).body.data[0].id,
      status: 'DRAFT',
    });
    expect(draft.status).toBe(201);
    const moved = await rest('PATCH', `posts/${draft.body.data.id}`, { slug: `draft-moved-${word}` });
    expect(moved.status).toBe(200);
    expect(moved.body.doc.slug).toBe(`draft-moved-${word}`);
    const history = await rest('GET', `redirects?where[target][equals]=${draft.body.data.id}&where[kind][equals]=post`);
    expect(history.body.totalDocs).toBe(0);

    const doomed = await change(() => publish(`Doomed ${word}`));
    await change(() => rest('PATCH', `posts/${doomed.id}`, { slug: `doomed-later-${word}` }));
    await expectRedirect(`/blog/${doomed.slug}/`, `/blog/doomed-later-${word}/`);
    await change(() => call('DELETE', `blogs/admin/blogs/${doomed.id}`));
    for (const p of [`/blog/doomed-later-${word}/`, `/blog/${doomed.slug}/`]) {
      await expectStatus(p, 410);
      const body = await (await get(p)).text();
      expect(body).not.toContain(`Doomed ${word}`);
      expect(body).toContain('<html');
    }
    // Its old URL too: both lines say Gone, neither leads to a page.
    expect(redirectsFile()).toContain(`/blog/${doomed.slug}/ /404.html 410\n`);
    expect(redirectsFile()).toContain(`/blog/doomed-later-${word}/ /404.html 410\n`);
  });

  it('a renamed category (/api/v1) and tag (Payload REST) answer 301 from their old archive URLs', async () => {
    const created = await change(() => call('POST', 'blogs/admin/categories', { name: `Cat ${word}` }));
    expect(created.status).toBe(201);
    const category = created.body.data as { id: number; slug: string };
    await change(() => call('PUT', `blogs/admin/categories/${category.id}`, { name: `Kitty ${word}` }));
    const kitty = `kitty-${word}`;
    expect(redirectsFile()).toContain(`/category/${category.slug}/ /category/${kitty}/ 301\n`);
    await expectRedirect(`/category/${category.slug}/`, `/category/${kitty}/`);

    const tagged = await change(() => publish(`Tagged ${word}`, { tags: [`Tag ${word}`] }));
    const tag = (await rest('GET', `tags?where[slug][equals]=tag-${word}`)).body.docs[0] as { id: number; slug: string };
    expect(tag).toBeTruthy();
    await change(() => rest('PATCH', `tags/${tag.id}`, { name: `Label ${word}` }));
    await expectRedirect(`/tag/${tag.slug}/`, `/tag/label-${word}/`);
    expect(tagged.slug).toBeTruthy();
  });
});

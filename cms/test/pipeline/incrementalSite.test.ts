/**
 * The incremental publish pipeline against a real server, SQLite file and site engine: after a
 * scripted sequence of changes the live site must be identical, file by file, to a fresh full
 * build of the same data (and its search index the same); an update killed mid-write must leave
 * every page served and be repaired by the next one.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../helpers/smtpSink';
import { sitePlatform } from '../helpers/siteCalls';
import { freshFullBuild, indexedUrls, openSearch, searchAnswers, siteDifferences } from '../helpers/siteCompare';

vi.setConfig({ testTimeout: 300_000 });
// A few posts per search shard, so the demo's posts spread over several shards (the server, its
// site engine and the fresh full builds all read it).
process.env.SEARCH_SHARD_POSTS = '4';
// The deeper list pages of every update render in the engine's warm worker pool (at 10,000 posts
// a publish shifts ~1,300 of them), so the comparisons below cover the pool's pages too.
process.env.SITE_UPDATE_WORKERS_MIN = '1';

const { session, call, rest, status, lastBuildId, settled, change } = sitePlatform({ calls: '10.88.0.2', signIn: '10.88.0.5' });
/** The titles an archive page of the live site lists (its cards), or null when it is not found. */
const archiveTitles = async (p: string): Promise<string[] | null> => {
  const res = await fetch(`${session.server.url}${p}`, { redirect: 'manual' });
  if (res.status === 404) return null;
  expect(res.status, p).toBe(200);
  return [...(await res.text()).matchAll(/class="card__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]!);
};
const live = () => realpathSync(path.join(session.server.dataDir, 'site', 'current'));
const siteFolder = (...parts: string[]) => path.join(session.server.dataDir, 'site', ...parts);

async function expectIdenticalToFullBuild() {
  const fresh = await freshFullBuild(session.server.url, session.server.env.SITE_URL!);
  expect(siteDifferences(live(), fresh)).toEqual([]);
  return fresh;
}

describe('incremental site updates', () => {
  it('after publish, edits, moves, tags, unpublish, archive, delete, a rename, a new slug and a scheduled post, equals a fresh full build', async () => {
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number; slug: string }[];
    const posts = (await call('GET', 'blogs/admin/blogs?limit=50&status=PUBLISHED')).body.data as {
      id: number;
      slug: string;
      title: string;
    }[];
    const [unpublished, archived, deleted] = posts.slice(-3);
    const word = `incr${Date.now().toString(36)}`;
    // Words of their own for search (Pagefind falls back to a word's longest indexed prefix).
    const oldWord = `quokka${Date.now().toString(36)}`;
    const newWord = `wombat${Date.now().toString(36)}`;

    // Enough posts in the first category that a publish there leaves several of its articles with
    // the same new related list (the newest three): one is rendered, the others get it spliced in.
    const firstCount = (cats[0] as { blogCount?: number }).blogCount ?? 0;
    for (let n = firstCount; n < 6; n++)
      await change(() =>
        call('POST', 'blogs/admin/blogs', {
          title: `Filler ${n} ${word}`,
          content: `Filler ${n}.`,
          categoryId: cats[0]!.id,
          status: 'PUBLISHED',
        }),
      );
    const created = await change(() =>
      call('POST', 'blogs/admin/blogs', {
        title: `First ${word}`,
        content: `Body ${word} ${oldWord}.`,
        categoryId: cats[0]!.id,
        tags: ['Alpha'],
        status: 'PUBLISHED',
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const edited = await change(() =>
      call('PUT', `blogs/admin/blogs/${id}`, {
        title: `Edited ${word}`,
        content: `## New body\n\nNow ${word}2 ${newWord}.\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n`,
      }),
    );
    expect(edited.status).toBe(200);
    expect(await archiveTitles(`/category/${cats[0]!.slug}/`)).toContain(`Edited ${word}`);
    // The publish's deeper list pages were rendered in the worker pool (compared below).
    expect(session.server.logs()).toMatch(/incremental update: .*laterInWorkers [1-9]/);
    await change(() => call('PUT', `blogs/admin/blogs/${id}`, { categoryId: cats[1]!.id }));
    // The move re-renders both categories' archives.
    expect(await archiveTitles(`/category/${cats[0]!.slug}/`)).not.toContain(`Edited ${word}`);
    expect(await archiveTitles(`/category/${cats[1]!.slug}/`)).toContain(`Edited ${word}`);
    await change(() => call('PUT', `blogs/admin/blogs/${id}`, { tags: ['Alpha', 'Beta', 'Gamma'] }));
    const alpha = await archiveTitles('/tag/alpha/');
    expect(alpha).toContain(`Edited ${word}`);
    await change(() => call('PUT', `blogs/admin/blogs/${id}`, { tags: ['Beta', 'Gamma'] }));
    // The tag's archive loses the post (and is gone when that was its only post).
    const alphaAfter = await archiveTitles('/tag/alpha/');
    if (alpha!.length === 1) expect(alphaAfter).toBeNull();
    else expect(alphaAfter).not.toContain(`Edited ${word}`);
    expect(await archiveTitles('/tag/gamma/')).toContain(`Edited ${word}`);
    await change(() => call('PATCH', `blogs/admin/blogs/${unpublished!.id}/status`, { status: 'DRAFT' }));
    await change(() => call('PATCH', `blogs/admin/blogs/${archived!.id}/status`, { status: 'ARCHIVED' }));
    await change(() => call('DELETE', `blogs/admin/blogs/${deleted!.id}`));
    // The state is saved with every page's key, and a restarted engine's next updates start from
    // those keys (not keyed again): the site must still come out as a full build would make it.
    const saved = JSON.parse(readFileSync(siteFolder('engine', 'state.json'), 'utf8')) as { pageKeys?: [string, string][] };
    const savedPaths = new Set((saved.pageKeys ?? []).map(([p]) => p));
    expect(savedPaths).toContain('/');
    expect(savedPaths).toContain(`/blog/${edited.body.data.slug}/`);
    expect(savedPaths).not.toContain(`/blog/${deleted!.slug}/`);
    const logsBeforeRestart = session.server.logs();
    session.server = await session.server.restart();
    const renamedCategory = await change(() => call('PUT', `blogs/admin/categories/${cats[1]!.id}`, { name: `Renamed ${word}` }));
    // A rename moves the archive to the new slug; the old one answers 301 to it.
    const newSlug = renamedCategory.body.data.slug as string;
    expect(newSlug).not.toBe(cats[1]!.slug);
    const oldArchive = await fetch(`${session.server.url}/category/${cats[1]!.slug}/`, { redirect: 'manual' });
    expect(oldArchive.status).toBe(301);
    expect(oldArchive.headers.get('location')).toBe(`/category/${newSlug}/`);
    expect(await archiveTitles(`/category/${newSlug}/`)).toContain(`Edited ${word}`);
    // A published post's new slug (Payload's REST, as the /cms panel saves it): `_redirects` follows.
    const oldSlug = edited.body.data.slug as string;
    const renamed = await change(() => rest('PATCH', `posts/${id}`, { slug: `renamed-${word}` }));
    expect(renamed.status).toBe(200);
    const slug = renamed.body.doc.slug as string;
    expect(slug).toBe(`renamed-${word}`);
    const before = await lastBuildId();
    const scheduled = await call('POST', 'blogs/admin/blogs', {
      title: `Scheduled ${word}`,
      content: `Due ${word}.`,
      categoryId: cats[1]!.id,
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 4000).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    await waitUntil(
      async () => (await fetch(`${session.server.url}/blog/${scheduled.body.data.slug}/`)).status === 200,
      60_000,
      'the scheduled post going live',
    );
    await settled(before);

    expect((await fetch(`${session.server.url}/blog/${slug}/`)).status).toBe(200);
    expect(readFileSync(path.join(live(), '_redirects'), 'utf8')).toContain(`/blog/${oldSlug}/ /blog/${slug}/ 301\n`);
    for (const gone of [unpublished, archived])
      expect((await fetch(`${session.server.url}/blog/${gone!.slug}/`)).status).toBe(404);
    // A deleted post's URL is Gone (the 404 page's body); an unpublished one may come back: 404.
    expect((await fetch(`${session.server.url}/blog/${deleted!.slug}/`)).status).toBe(410);
    // Related lists were spliced into the articles of a category (render/relatedLists.ts), and the
    // site still equals a full build, byte for byte.
    const spliced = [...(logsBeforeRestart + session.server.logs()).matchAll(/relatedSpliced (\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(0, ...spliced)).toBeGreaterThan(0);
    const fresh = await expectIdenticalToFullBuild();
    const urls = indexedUrls(fresh);
    expect(urls).toContain(`/blog/${slug}/`);
    for (const gone of [unpublished, archived, deleted]) expect(urls).not.toContain(`/blog/${gone!.slug}/`);
    // The index is in several shards, and the live site's search (shards merged) answers right:
    // the edited post by its new word and not its old one; gone posts not even by their titles.
    expect(JSON.parse(readFileSync(path.join(live(), 'pagefind', 'shards.json'), 'utf8')).count).toBeGreaterThan(1);
    expect(existsSync(path.join(live(), 'pagefind', 'shard-1', 'pagefind-entry.json'))).toBe(true);
    const goneTitles = [unpublished, archived, deleted].map((post) => post!.title);
    const answers = await searchAnswers(session.server.url, [newWord, oldWord, `Scheduled ${word}`, ...goneTitles]);
    expect(answers[newWord]).toEqual([`/blog/${slug}/`]);
    expect(answers[oldWord]).not.toContain(`/blog/${slug}/`);
    expect(answers[`Scheduled ${word}`]).toContain(`/blog/${scheduled.body.data.slug}/`);
    for (const title of goneTitles)
      for (const gone of [unpublished, archived, deleted]) expect(answers[title]).not.toContain(`/blog/${gone!.slug}/`);
    // Each update's manifest names what it wrote: one of them added the scheduled post's page.
    const manifests = readdirSync(siteFolder('manifests'))
      .filter((name) => name.endsWith('-incremental.json'))
      .map((name) => JSON.parse(readFileSync(siteFolder('manifests', name), 'utf8')));
    expect(manifests.some((m) => m.added.includes(`blog/${scheduled.body.data.slug}/index.html`))).toBe(true);
    expect(manifests.some((m) => m.removed.includes(`blog/${deleted!.slug}/index.html`))).toBe(true);
    // The new posts have no cover: each got a generated social card, drawn again when its
    // category moved (the card shows the category's name).
    expect(manifests.some((m) => m.added.includes(`og/${scheduled.body.data.slug}.png`))).toBe(true);
    expect(manifests.some((m) => m.changed.includes(`og/${oldSlug}.png`))).toBe(true);
  });

  it('while an update runs, the post it changes is searchable from the index of recent changes, before its shard is rebuilt; a change queued meanwhile takes the rebuild over', async () => {
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const stamp = Date.now().toString(36);
    const [oldWord, newWord, lastWord] = [`koala${stamp}`, `numbat${stamp}`, `quoll${stamp}`];
    const created = await change(() =>
      call('POST', 'blogs/admin/blogs', {
        title: `Recent ${stamp}`,
        content: `Body ${oldWord}.`,
        categoryId: cats[0]!.id,
        status: 'PUBLISHED',
      }),
    );
    const url = `/blog/${created.body.data.slug}/`;
    const shardsFile = () => JSON.parse(readFileSync(path.join(live(), 'pagefind', 'shards.json'), 'utf8'));
    expect(shardsFile()).toEqual({ count: expect.any(Number) });
    const search = await openSearch(session.server.url);
    try {
      // Every write of the update waits 1.5 s: the window between the recent index and the
      // rebuilt shard is seconds wide.
      writeFileSync(siteFolder('test-slow-writes'), '1500');
      const before = await lastBuildId();
      await call('PUT', `blogs/admin/blogs/${created.body.data.id}`, { content: `Body ${newWord}.` });
      await waitUntil(() => shardsFile().recent === true, 120_000, 'the index of recent changes');
      expect(shardsFile().stale.length).toBeGreaterThan(0);
      const answers = await search.answers([newWord, oldWord]);
      // Still mid-update (the shard holds the post's old record): the answers came from the recent
      // index, and the old record, which the shard still has, is left out.
      expect(shardsFile().recent).toBe(true);
      expect(answers[newWord]).toEqual([url]);
      // (Pagefind falls back to a word's longest indexed prefix: other posts may come up.)
      expect(answers[oldWord]).not.toContain(url);
      // A second change while this update runs: this one leaves the shards' rebuild to the next.
      await call('PUT', `blogs/admin/blogs/${created.body.data.id}`, { content: `Body ${lastWord}.` });
      rmSync(siteFolder('test-slow-writes'));
      await settled(before);
      const deferred = [...session.server.logs().matchAll(/incremental update: .*searchDeferred 1/g)];
      expect(deferred.length).toBeGreaterThan(0);
      // Settled: shards.json as a full build writes it, and the shards answer alone.
      expect(shardsFile()).toEqual({ count: expect.any(Number) });
      // The update's record says when its post was served and when every page was written: before
      // the search shards were rebuilt (the pages go first; search was already right).
      const build = (await status()).recent.filter((b: { id: number }) => b.id > before).at(-1);
      expect(build.servedMs).toBeGreaterThan(0);
      expect(build.pagesMs).toBeGreaterThanOrEqual(build.servedMs);
      expect(build.pagesMs).toBeLessThanOrEqual(build.durationMs);
      const settledAnswers = await search.answers([lastWord, newWord, oldWord]);
      expect(settledAnswers[lastWord]).toEqual([url]);
      expect(settledAnswers[newWord]).not.toContain(url);
      expect(settledAnswers[oldWord]).not.toContain(url);
    } finally {
      rmSync(siteFolder('test-slow-writes'), { force: true });
      await search.close();
    }
  });

  it('an update killed mid-write leaves every page served, is reported, and the next update repairs the site', async () => {
    const articles = (await call('GET', 'blogs?limit=100')).body.data as { slug: string }[];
    writeFileSync(siteFolder('test-slow-writes'), 'slow');
    const before = await lastBuildId();
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const killed = await call('POST', 'blogs/admin/blogs', {
      title: `Killed ${Date.now()}`,
      content: 'Half written.',
      categoryId: cats[0]!.id,
      status: 'PUBLISHED',
    });
    expect(killed.status).toBe(201);
    const journal = siteFolder('engine', 'journal.json');
    const writing = () => {
      try {
        return (JSON.parse(readFileSync(journal, 'utf8')).paths as string[]).includes(`/blog/${killed.body.data.slug}/`);
      } catch {
        return false;
      }
    };
    await waitUntil(writing, 60_000, 'the update to start writing');
    // Killed once its article is live: an update's pages get their compressed copies last, so the
    // repair must add them although the page's bytes are already there.
    const killedPage = path.join(live(), 'blog', killed.body.data.slug, 'index.html');
    await waitUntil(() => existsSync(killedPage), 60_000, 'the article to be written');
    process.kill(JSON.parse(readFileSync(journal, 'utf8')).pid, 'SIGKILL');
    expect(existsSync(journal)).toBe(true); // cut short: the journal of its files is still there
    expect(existsSync(`${killedPage}.br`)).toBe(false);
    rmSync(siteFolder('test-slow-writes'));
    // Every page is still served, whole, and search still loads.
    for (const p of ['/', '/search/', '/rss.xml', '/sitemap-0.xml', ...articles.map((a) => `/blog/${a.slug}/`)]) {
      const res = await fetch(`${session.server.url}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, p).toBe(200);
      expect((await res.text()).length, p).toBeGreaterThan(100);
    }
    const entry = JSON.parse(readFileSync(path.join(live(), 'pagefind', 'pagefind-entry.json'), 'utf8'));
    for (const language of Object.values(entry.languages) as { hash: string }[]) {
      expect(existsSync(path.join(live(), 'pagefind', `pagefind.${language.hash}.pf_meta`))).toBe(true);
    }

    // Reported (the newsletter's bookkeeping may queue another update right after, which repairs).
    await waitUntil(
      async () => (await status()).recent.some((b: { id: number; status: string }) => b.id > before && b.status === 'failed'),
      60_000,
      'the failed update',
    );
    const failed = (await status()).recent.find((b: { id: number; status: string }) => b.id > before && b.status === 'failed');
    expect(failed.error).toContain('site engine stopped');

    // The next change (here: an excerpt edit elsewhere) finishes the interrupted one.
    const other = articles[0]!;
    const adminList = (await call('GET', 'blogs/admin/blogs?limit=100')).body.data as { id: number; slug: string }[];
    await change(() =>
      call('PUT', `blogs/admin/blogs/${adminList.find((p) => p.slug === other.slug)!.id}`, {
        excerpt: 'Repaired by the next update.',
      }),
    );
    expect(existsSync(journal)).toBe(false);
    expect((await fetch(`${session.server.url}/blog/${killed.body.data.slug}/`)).status).toBe(200);
    await expectIdenticalToFullBuild();
  });
});

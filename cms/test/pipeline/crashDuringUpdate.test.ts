/**
 * A kill -9 of the whole platform (the server and its site engine, as an OOM kill or a pulled
 * plug would) while a site update writes pages, then a restart on the same data: every page is
 * served throughout, and after the restart the site has the change and search finds it.
 */
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../helpers/smtpSink';
import { signIn, sitePlatform } from '../helpers/siteCalls';
import { searchAnswers } from '../helpers/siteCompare';

vi.setConfig({ testTimeout: 420_000 });

// The first build gets 10 minutes: on a loaded two-core machine it has taken more than the default 5.5.
const { session, call, status, lastBuildId } = sitePlatform({ calls: '10.89.0.2', signIn: '10.89.0.5' }, 600_000);
const siteFolder = (...parts: string[]) => path.join(session.server.dataDir, 'site', ...parts);
const live = () => realpathSync(siteFolder('current'));

/** Every listed path answers 200 with a whole page. */
async function expectServed(paths: string[]) {
  for (const p of paths) {
    const res = await fetch(`${session.server.url}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status, p).toBe(200);
    expect((await res.text()).length, p).toBeGreaterThan(100);
  }
}

describe('kill -9 during a site update', () => {
  it('after a restart, every page and search are served and the interrupted change is on the site', async () => {
    const articles = (await call('GET', 'blogs?limit=100')).body.data as { slug: string }[];
    const pages = ['/', '/search/', '/rss.xml', '/sitemap-0.xml', ...articles.map((a) => `/blog/${a.slug}/`)];
    // The engine's test switch: every write waits 400 ms, so the kill lands mid-update.
    writeFileSync(siteFolder('test-slow-writes'), '400');
    const before = await lastBuildId();
    const word = `Crashword${Date.now().toString(36)}`;
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const created = await call('POST', 'blogs/admin/blogs', {
      title: `${word} survives a crash`,
      content: `A post whose update was cut short. ${word}.`,
      categoryId: cats[0]!.id,
      status: 'PUBLISHED',
    });
    expect(created.status).toBe(201);
    const slug = created.body.data.slug as string;
    const journal = siteFolder('engine', 'journal.json');
    const article = () => path.join(live(), 'blog', slug, 'index.html');
    await waitUntil(() => existsSync(journal) && existsSync(article()), 60_000, 'the update to write the article');

    // The whole platform dies at once.
    const enginePid = JSON.parse(readFileSync(journal, 'utf8')).pid as number;
    await session.server.stop('SIGKILL');
    try {
      process.kill(enginePid, 'SIGKILL');
    } catch {
      // already gone (it exits when its parent's channel closes)
    }
    rmSync(siteFolder('test-slow-writes'));
    expect(existsSync(journal)).toBe(true); // cut short mid-write

    session.server = await session.server.restart();
    Object.assign(session, await signIn(session.server, '10.89.0.6'));
    // Served at once after the restart, before any repair: nothing was left half-written.
    await expectServed(pages);

    // The interrupted update runs again (its job was released at start) and completes.
    await waitUntil(
      async () => {
        const s = await status();
        return s.last?.id > before && s.last.status === 'success' && s.queued === 0 && !existsSync(journal);
      },
      240_000,
      'the interrupted update to be finished after the restart',
    );
    await expectServed([...pages, `/blog/${slug}/`]);
    expect(existsSync(`${article()}.br`)).toBe(true);
    const home = await (await fetch(`${session.server.url}/`)).text();
    expect(home).toContain(`/blog/${slug}/`);
    const answers = await searchAnswers(session.server.url, [word, 'the']);
    expect(answers[word]).toEqual([`/blog/${slug}/`]);
    // The older posts are still found too.
    expect(answers.the!.length).toBeGreaterThan(1);
  });
});

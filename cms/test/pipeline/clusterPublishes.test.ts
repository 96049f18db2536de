/**
 * The skipped comparison of cluster.test.ts on its own: 16 publishes at once through three
 * workers, then the live site (kept up to date by incremental updates) against a fresh full
 * build, file by file. On a difference the first differing lines are in the failure.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer } from '../helpers/spawnServer';
import { siteCalls, signIn, type SiteSession } from '../helpers/siteCalls';
import { freshFullBuild, siteDifferences } from '../helpers/siteCompare';
import { waitUntil } from '../helpers/smtpSink';
import { freshCall } from '../helpers/freshConnection';

vi.setConfig({ testTimeout: 600_000 });

const session = {} as SiteSession;
const { call, settled, lastBuildId, firstBuild, status } = siteCalls(() => session, '10.79.0.2');

beforeAll(async () => {
  session.server = await spawnServer({ WEB_CONCURRENCY: '3', SITE_BUILD: 'local', JOBS_AUTORUN: 'true' });
  Object.assign(session, await signIn(session.server, '10.79.0.5'));
  await firstBuild();
}, 400_000);

afterAll(async () => {
  await session.server?.stop();
  session.server?.cleanup();
});

/** The first lines where two files differ. */
function firstDifference(a: string, b: string): string {
  const left = readFileSync(a, 'utf8').split(/(?=<)/);
  const right = readFileSync(b, 'utf8').split(/(?=<)/);
  const i = left.findIndex((part, k) => part !== right[k]);
  return `live: ${left.slice(i, i + 3).join('')}\nfull: ${right.slice(i, i + 3).join('')}`;
}

describe('16 parallel publishes through three workers', () => {
  it('leave a site equal to a full build', async () => {
    const before = await lastBuildId();
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const word = Date.now().toString(36);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        freshCall(session.server.url, 'POST', 'blogs/admin/blogs', {
          token: session.token,
          body: {
            title: `Parallel ${i} ${word}`,
            content: `Post ${i}.`,
            categoryId: cats[i % cats.length]!.id,
            status: 'PUBLISHED',
          },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(16).fill(201));
    await settled(before, 240_000);
    for (const reply of replies) {
      const slug = reply.body.data.slug as string;
      await waitUntil(
        async () => (await fetch(`${session.server.url}/blog/${slug}/`)).status === 200,
        120_000,
        `/blog/${slug}/ (site status ${JSON.stringify(await status())})`,
      );
    }
    await settled(before, 240_000);
    const live = realpathSync(path.join(session.server.dataDir, 'site', 'current'));
    const fresh = await freshFullBuild(session.server.url, session.server.env.SITE_URL!);
    const differences = siteDifferences(live, fresh);
    const first = differences.find((d) => d.startsWith('differs: '))?.slice('differs: '.length);
    expect(differences, first ? firstDifference(path.join(live, first), path.join(fresh, first)) : '').toEqual([]);
  });
});

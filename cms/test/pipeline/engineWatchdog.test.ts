/**
 * The site engine's watchdog (services/site/engineProcess.ts): an update is stopped when the
 * engine goes silent (hung), not after a fixed time. A fixed 20 minutes killed a working cold
 * build at 100,000 posts (bench, issue 38). Here the silence limit is shortened to 15 s: an
 * update that keeps talking runs past it and succeeds; an engine whose event loop is blocked
 * (the test switch `test-engine-stall`) is stopped, the update fails saying why, and the next
 * one, on a new engine, puts the change on the site.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sitePlatform } from '../helpers/siteCalls';

vi.setConfig({ testTimeout: 300_000 });

const SILENCE_MS = 15_000;
const { session, call, settled, lastBuildId, publish } = sitePlatform({ calls: '10.95.0.2', signIn: '10.95.0.5' }, 600_000, {
  SITE_ENGINE_SILENCE_MS: String(SILENCE_MS),
});
const switchFile = (name: string) => path.join(session.server.dataDir, 'site', name);

describe('the site engine watchdog', () => {
  it('lets an update that keeps talking run past the silence limit', async () => {
    // Every write of an update waits 3 s: publishing a post (its page, the lists, the feeds and
    // their compressed copies) takes well over the 15 s.
    writeFileSync(switchFile('test-slow-writes'), '3000');
    try {
      const before = await lastBuildId();
      const started = Date.now();
      const post = await publish(`Slow but alive ${Date.now().toString(36)}`);
      const last = await settled(before, 240_000);
      expect(last.status, last.error ?? '').toBe('success');
      expect(Date.now() - started).toBeGreaterThan(SILENCE_MS);
      expect((await fetch(`${session.server.url}/blog/${post.slug}/`)).status).toBe(200);
    } finally {
      rmSync(switchFile('test-slow-writes'), { force: true });
    }
  });

  it('stops a hung engine, says why, and the next update puts the change on the site', async () => {
    writeFileSync(switchFile('test-engine-stall'), '60000');
    const before = await lastBuildId();
    const started = Date.now();
    const post = await publish(`Watchdog ${Date.now().toString(36)}`);
    const failed = await settled(before, 120_000);
    rmSync(switchFile('test-engine-stall'), { force: true });
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('no word from the site engine');
    // Stopped after the silence, long before the stall would have ended by itself.
    expect(Date.now() - started).toBeLessThan(55_000);
    expect((await fetch(`${session.server.url}/blog/${post.slug}/`)).status).toBe(404);

    const after = await lastBuildId();
    expect((await call('POST', 'blogs/admin/site-rebuild')).status).toBe(202);
    const repaired = await settled(after, 240_000);
    expect(repaired.status, repaired.error ?? '').toBe('success');
    expect((await fetch(`${session.server.url}/blog/${post.slug}/`)).status).toBe(200);
  });
});

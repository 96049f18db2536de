/** npm start's build decisions (scripts/lib/freshness.mjs), on real files with real mtimes. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTargets, plan, runtimeId, STAMP, staleReason, writeStamp } from '../../../scripts/lib/freshness.mjs';

let root = '';
const at = (rel: string) => path.join(root, rel);
const put = (rel: string, secondsAgo: number, body = 'x') => {
  mkdirSync(path.dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), body);
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(at(rel), when, when);
};
/** A checkout whose sources are an hour old and whose builds, both stamped, are a minute old. */
function builtCheckout() {
  put('package-lock.json', 3600);
  put('shared/package.json', 3600);
  put('shared/src/index.ts', 3600);
  put('cms/package.json', 3600);
  put('cms/next.config.mjs', 3600);
  put('cms/scripts/build-markdown-worker.mjs', 3600);
  put('cms/src/services/markdown/markdownWorker.ts', 3600);
  put('cms/src/endpoints/v1/router.ts', 3600);
  put('cms/.worker/markdown-worker.mjs', 60);
  writeStamp(at('cms/.worker'));
  put('cms/.next/BUILD_ID', 60);
  writeStamp(at('cms/.next'));
}
const targets = () => buildTargets(root);
const names = () => plan(targets()).map(({ target }) => target.marker.slice(root.length + 1));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'blog-freshness-'));
  builtCheckout();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what npm start builds', () => {
  it('nothing when both builds are newer than everything and made by this Node.js', () => {
    expect(plan(targets())).toEqual([]);
  });

  it('the worker bundle alone when it is missing (the CMS build is fresh)', () => {
    rmSync(at('cms/.worker/markdown-worker.mjs'));
    expect(names()).toEqual(['cms/.worker/markdown-worker.mjs']);
    expect(staleReason(targets()[1]!)).toBe('not built yet');
  });

  it('the worker bundle alone when only its own build script is newer', () => {
    put('cms/scripts/build-markdown-worker.mjs', 0);
    expect(staleReason(targets()[0]!)).toBeNull();
    expect(staleReason(targets()[1]!)).toBe('sources changed since');
    expect(names()).toEqual(['cms/.worker/markdown-worker.mjs']);
  });

  it('the CMS build (which makes the worker too) when a CMS source is newer; the worker is not built twice', () => {
    put('cms/src/endpoints/v1/router.ts', 0);
    expect(names()).toEqual(['cms/.next/BUILD_ID']);
    put('shared/src/index.ts', 0);
    expect(staleReason(targets()[1]!)).toBe('sources changed since');
    expect(names()).toEqual(['cms/.next/BUILD_ID']);
  });

  it('both (through the CMS build) when the lockfile is newer', () => {
    put('package-lock.json', 0);
    expect(staleReason(targets()[0]!)).toBe('package-lock.json changed since');
    expect(staleReason(targets()[1]!)).toBe('package-lock.json changed since');
    expect(names()).toEqual(['cms/.next/BUILD_ID']);
  });

  it('a build made by another Node.js, or with no record of its runtime', () => {
    writeFileSync(at(`cms/.worker/${STAMP}`), JSON.stringify({ runtime: 'node v18.0.0 (abi 108, linux-x64)' }));
    expect(staleReason(targets()[1]!)).toMatch(/^built with node v18\.0\.0 .*, running node v/);
    expect(names()).toEqual(['cms/.worker/markdown-worker.mjs']);
    rmSync(at(`cms/.next/${STAMP}`));
    expect(staleReason(targets()[0]!)).toBe('no record of the Node.js it was built with');
  });

  it('everything on --rebuild', () => {
    expect(plan(targets(), { rebuild: true }).map((s) => s.reason)).toEqual(['asked to rebuild']);
  });

  it('records the runtime it was built with', () => {
    expect(runtimeId()).toContain(process.version);
  });
});

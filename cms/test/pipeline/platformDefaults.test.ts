import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { waitUntil } from '../helpers/smtpSink';

// One real site build (Astro + Pagefind) before the checks.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The platform as an operator starts it with only PORT and DATA_DIR set: no SITE_URL, no
 * DATABASE_URL, no PAYLOAD_SECRET. Everything must follow those two, stay private to the user,
 * and the public pages must carry the same protection as the admin.
 */
let server: RunningServer;
let port: number;

const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: 'manual', ...init });
const mode = (file: string) => statSync(file).mode & 0o777;

beforeAll(async () => {
  server = await spawnServer({
    SITE_URL: undefined,
    DATABASE_URL: undefined,
    PAYLOAD_SECRET: undefined,
    SITE_BUILD: 'local',
    JOBS_AUTORUN: 'true',
  });
  port = Number(new URL(server.url).port);
  await waitUntil(
    async () => ((await (await get('/api/v1/health')).json()) as any).data.site.live === true,
    300_000,
    'the first site build',
  );
}, 330_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe('defaults follow PORT and DATA_DIR', () => {
  it('keeps the database in DATA_DIR', () => {
    const db = path.join(server.dataDir, 'cms.db');
    expect(existsSync(db)).toBe(true);
    expect(statSync(db).size).toBeGreaterThan(0);
  });

  it('links to http://localhost:$PORT in robots.txt, the sitemap, RSS and canonical links', async () => {
    const origin = `http://localhost:${port}`;
    expect(await (await get('/robots.txt')).text()).toContain(`${origin}/sitemap-index.xml`);
    const rss = await (await get('/rss.xml')).text();
    expect(rss).toMatch(new RegExp(`<link>${origin}/blog/[^<]+</link>`));
    expect(rss).not.toContain('localhost:3000');
    const home = await (await get('/')).text();
    expect(home).toContain(`<link rel="canonical" href="${origin}/"`);
  });
});

describe('the data folder is private to the user running the platform', () => {
  it('is 0700, with the database and the generated secret 0600', () => {
    expect(mode(server.dataDir).toString(8)).toBe('700');
    expect(mode(path.join(server.dataDir, 'cms.db')).toString(8)).toBe('600');
    expect(mode(path.join(server.dataDir, '.payload-secret')).toString(8)).toBe('600');
  });
});

/** sha256 of each inline script a browser would run (JSON-LD is data). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="?application\/(ld\+)?json/.test(attrs!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

function expectBaseHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('gives the static pages a strict CSP that allows exactly their inline scripts', async () => {
    const post = ((await (await get('/api/v1/blogs?limit=1')).json()) as any).data[0];
    for (const p of ['/', '/search/', `/blog/${post.slug}/`, '/no-such-page']) {
      const res = await get(p);
      expect(res.status, p).toBe(p === '/no-such-page' ? 404 : 200);
      expectBaseHeaders(res);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc, p).toMatch(/^script-src 'self' 'wasm-unsafe-eval'/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      const hashes = inlineScriptHashes(await res.text());
      if (p !== '/no-such-page') expect(hashes.length, p).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${p}: ${hash}`).toContain(hash);
    }
  });

  it('sends nosniff with scripts, and the same headers in _headers for a static host', async () => {
    const home = await (await get('/')).text();
    const script = /"(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    expectBaseHeaders(await get(script!));

    const file = readFileSync(path.join(server.dataDir, 'site', 'current', '_headers'), 'utf8');
    const served = (await get('/')).headers.get('content-security-policy');
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain(`  Content-Security-Policy: ${served}`);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect((await get('/_headers')).status).toBe(404);
  });

  it('serves uploaded media with nosniff and as a sandboxed document', async () => {
    writeFileSync(path.join(server.dataDir, 'media', 'sniff-me.png'), '<html><script>alert(1)</script></html>');
    const res = await get('/media/sniff-me.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it("does not let other sites frame Payload's panel (/cms)", async () => {
    const res = await get('/cms/login');
    expect(res.status).toBe(200);
    expectBaseHeaders(res);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    // The code field's editor comes from the one CDN folder @monaco-editor/loader uses.
    const loader = readFileSync(
      path.resolve(import.meta.dirname, '../../../node_modules/@monaco-editor/loader/lib/es/config/index.js'),
      'utf8',
    );
    const monaco = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\d.]+\/min\//.exec(loader)?.[0];
    expect(monaco).toBeTruthy();
    expect(csp).toMatch(new RegExp(`style-src [^;]*${monaco!.replace(/[.]/g, '\\.')}`));
  });
});

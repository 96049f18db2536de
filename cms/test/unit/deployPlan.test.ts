/**
 * The CDN deploy's pure parts (scripts/deploy/plan.mjs, cdnRules.mjs): merging manifests,
 * headers by kind, invalidation paths, and the `_headers` / `_redirects` rules as a bucket and
 * CloudFront take them. The uploads themselves: test/deploy/s3Deploy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_CSP_MAX, redirectObjects, responseHeadersPolicy } from '../../../scripts/deploy/cdnRules.mjs';
import { CACHE, contentType, invalidationPaths, kindOf, planFromManifests } from '../../../scripts/deploy/plan.mjs';

const manifest = (kind: string, added: string[], changed: string[] = [], removed: string[] = []) => ({
  kind,
  added,
  changed,
  removed,
});

describe('deploy plan', () => {
  it("merges a run of manifests, a file's last mention winning, without the compressed copies or rule files", () => {
    const plan = planFromManifests([
      manifest('incremental', ['blog/a/index.html', 'blog/a/index.html.br', '_astro/x.1a2b.css'], ['index.html', '_redirects']),
      manifest('incremental', [], ['blog/b/index.html'], ['blog/a/index.html']),
      manifest('incremental', ['pagefind/pagefind-entry.json', 'pagefind/fragment/en_9f.pf_fragment'], [], ['blog/b/index.html']),
    ]);
    expect(plan.upload).toEqual([
      '_astro/x.1a2b.css',
      'pagefind/fragment/en_9f.pf_fragment',
      'pagefind/pagefind-entry.json',
      'index.html',
    ]);
    expect(plan.remove).toEqual(['blog/a/index.html', 'blog/b/index.html']);
    expect(plan.prune).toBe(false);
    expect(plan.rules).toBe(true);
    // A full build in the run starts over and prunes the bucket.
    const full = planFromManifests([manifest('incremental', ['old.html']), manifest('full', ['index.html'])]);
    expect(full).toMatchObject({ upload: ['index.html'], remove: [], prune: true });
  });

  it('gives hashed files a year, pages and search entry points a minute with revalidation', () => {
    expect(CACHE[kindOf('_astro/client.B2x9.js')]).toBe('public, max-age=31536000, immutable');
    expect(CACHE[kindOf('pagefind/index/en_77aa.pf_index')]).toContain('immutable');
    for (const file of ['blog/a/index.html', 'pagefind/pagefind-entry.json', 'pagefind/shards.json', 'rss.xml', 'sitemap-0.xml'])
      expect(CACHE[kindOf(file)], file).toBe('public, max-age=60, must-revalidate');
    expect(contentType('blog/a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('og/a.png')).toBe('image/png');
  });

  it('invalidates folder URLs with their index.html, skips content-named files, and collapses long lists', () => {
    expect(invalidationPaths(['index.html', 'blog/ç/index.html', '_astro/a.1.js', 'rss.xml'])).toEqual([
      '/',
      '/blog/%C3%A7/',
      '/blog/%C3%A7/index.html',
      '/index.html',
      '/rss.xml',
    ]);
    expect(invalidationPaths(Array.from({ length: 300 }, (_, i) => `blog/p${i}/index.html`))).toEqual(['/*']);
  });
});

describe('CDN rules', () => {
  const headers = `/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Frame-Options: SAMEORIGIN\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='\n  Permissions-Policy: camera=()\n`;

  it('turns _headers into a response-headers policy, overriding the origin', () => {
    const policy = responseHeadersPolicy(headers);
    expect(policy.SecurityHeadersConfig).toEqual({
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'self'; script-src 'self' 'sha256-abc='", Override: true },
    });
    expect(policy.CustomHeadersConfig).toEqual({
      Quantity: 1,
      Items: [{ Header: 'Permissions-Policy', Value: 'camera=()', Override: true }],
    });
    const long = `/*\n  Content-Security-Policy: script-src ${"'sha256-x' ".repeat(CLOUDFRONT_CSP_MAX / 10)}\n`;
    expect(() => responseHeadersPolicy(long)).toThrow(/CloudFront takes 1783/);
  });

  it('turns _redirects into redirect objects, and 410s into deletions', () => {
    const rules = redirectObjects(
      '# moved\n/blog/old/ /blog/new/ 301\n/tag/x/ /tag/y/ 301\n/blog/gone/ /404.html 410\n/blog/* /x 301\n',
    );
    expect(Object.fromEntries(rules.redirects)).toEqual({ 'blog/old/index.html': '/blog/new/', 'tag/x/index.html': '/tag/y/' });
    expect(rules.gone).toEqual(['blog/gone/index.html']);
  });
});

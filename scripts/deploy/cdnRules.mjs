/**
 * The site's `_headers` and `_redirects` (Netlify / Cloudflare Pages format, written by the site
 * engine) as rules a bucket behind CloudFront understands: a response-headers policy and one
 * redirect object per moved URL (S3 website hosting answers it with a 301).
 */
import { parseHeadersFile } from '../../site/src/lib/securityHeaders.mjs';
import { parseRedirects } from '../lib/siteRedirects.mjs';

/** CloudFront refuses a Content-Security-Policy header value longer than this. */
export const CLOUDFRONT_CSP_MAX = 1783;

/**
 * A CloudFront ResponseHeadersPolicyConfig from `_headers`' `/*` block: the security headers it
 * models (CSP, nosniff, frame options, referrer policy), the rest as custom headers; every one
 * overrides what the origin sends.
 */
export function responseHeadersPolicy(headersText, name = 'blog-site-security-headers') {
  const headers = parseHeadersFile(headersText);
  const security = {};
  const custom = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        if (value.length > CLOUDFRONT_CSP_MAX)
          throw new Error(`the CSP is ${value.length} characters; CloudFront takes ${CLOUDFRONT_CSP_MAX} at most`);
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`X-Content-Type-Options: ${value} is not nosniff`);
        security.ContentTypeOptions = { Override: true };
        break;
      case 'x-frame-options':
        security.FrameOptions = { FrameOption: value.toUpperCase(), Override: true };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = { ReferrerPolicy: value, Override: true };
        break;
      default:
        custom.push({ Header: header, Value: value, Override: true });
    }
  }
  return {
    Name: name,
    Comment: 'Generated from the site build _headers by scripts/deploy/s3Deploy.mjs',
    SecurityHeadersConfig: security,
    ...(custom.length ? { CustomHeadersConfig: { Quantity: custom.length, Items: custom } } : {}),
  };
}

/**
 * `_redirects` as bucket objects: `redirects` maps a key (`blog/old/index.html`) to the URL
 * S3 answers 301 with; `gone` lists the keys of `410` lines (deleted posts), which a bucket cannot
 * answer with a 410: their object is deleted and the bucket's error document (404.html) answers.
 * Paths without a trailing slash, or rules of another status, are left to the CDN (counted in `skipped`).
 */
export function redirectObjects(redirectsText) {
  const redirects = new Map();
  const gone = [];
  let skipped = 0;
  for (const [from, { to, status }] of parseRedirects(redirectsText)) {
    const key = from.endsWith('/') ? `${from.slice(1)}index.html` : null;
    if (key && status === 301) redirects.set(key, to);
    else if (key && status === 410) gone.push(key);
    else skipped += 1;
  }
  return { redirects, gone, skipped };
}

const HASH_SOURCE = /^'sha(256|384|512)-[^']+'$/;
const directives = (csp) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

/**
 * The policy with the script and style hashes of the CSP the last deploy pushed (`previousCsp`)
 * kept beside the new ones, for one deploy: the policy goes out before the new pages, and the old
 * pages cached at the edges and in browsers still carry the old inline scripts. Past CloudFront's
 * length limit, the new CSP alone.
 */
export function withPreviousHashes(policy, previousCsp) {
  const current = policy?.SecurityHeadersConfig?.ContentSecurityPolicy;
  if (!current || !previousCsp) return policy;
  const before = directives(previousCsp);
  const merged = [...directives(current.ContentSecurityPolicy)]
    .map(([name, sources]) => {
      const kept = (before.get(name) ?? []).filter((s) => HASH_SOURCE.test(s) && !sources.includes(s));
      return [name, ...sources, ...kept].join(' ');
    })
    .join('; ');
  if (merged.length > CLOUDFRONT_CSP_MAX) return policy;
  return {
    ...policy,
    SecurityHeadersConfig: {
      ...policy.SecurityHeadersConfig,
      ContentSecurityPolicy: { ...current, ContentSecurityPolicy: merged },
    },
  };
}

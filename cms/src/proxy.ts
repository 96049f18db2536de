import { NextResponse, type NextRequest } from 'next/server';

/**
 * A strict Content-Security-Policy for the admin skin (/admin) and Payload's panel (/cms), with a
 * fresh nonce per request. Next reads the nonce from the request's CSP header and puts it on its
 * own scripts. The APIs are left alone; the public files get theirs from scripts/server.mjs.
 */
/**
 * Payload's code field (the post's Content in /cms) loads the Monaco editor from jsDelivr
 * (payloadcms/payload#10229): that one versioned folder is allowed on /cms, not the whole CDN.
 * Keep it in step with @monaco-editor/loader (test/pipeline/platformDefaults.test.ts checks).
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/';

export function adminCsp(nonce: string, dev: boolean, options: { monaco?: boolean } = {}): string {
  const cdn = options.monaco ? ` ${MONACO_CDN}` : '';
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the trusted scripts load Monaco's; the folder is for older browsers.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}${cdn}`,
    `style-src 'self' 'unsafe-inline'${cdn}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${cdn}`,
    "connect-src 'self'",
    ...(options.monaco ? ["worker-src 'self' blob:"] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  // The edge runtime cannot load env.ts (it uses Node's fs); Next inlines NODE_ENV at build.
  // eslint-disable-next-line no-restricted-properties
  const csp = adminCsp(nonce, process.env.NODE_ENV === 'development', { monaco: request.nextUrl.pathname.startsWith('/cms') });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  response.headers.set('x-frame-options', 'DENY');
  response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  response.headers.set('x-content-type-options', 'nosniff');
  return response;
}

export const config = {
  matcher: [
    // Next reads this config statically: the entries are written out.
    {
      source: '/cms/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/cms',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/admin/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/admin',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};

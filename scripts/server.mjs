#!/usr/bin/env node
/**
 * The platform's one origin: the static site and media from disk (sirv), then Next
 * (the admin skin at /admin, /api/v1, Payload's panel at /cms and its REST at /api).
 *
 *   node scripts/server.mjs [--dev]
 *
 * Env: PORT (3000), HOST (0.0.0.0), TRUST_PROXY, DATA_DIR, SITE_DIST.
 */
import http from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const trustProxy = process.env.TRUST_PROXY === 'true';
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
const siteDist = path.resolve(root, process.env.SITE_DIST || path.join(dataDir, 'site', 'current'));

process.env.BLOG_ROOT ??= root;
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.NODE_ENV = dev ? 'development' : 'production';

const app = next({ dev, dir: cmsDir, hostname: 'localhost', port });
const handle = app.getRequestHandler();

mkdirSync(path.join(dataDir, 'media'), { recursive: true });
// dev mode: look files up on each request (uploads arrive while the server runs).
const media = sirv(path.join(dataDir, 'media'), {
  dev: true,
  etag: true,
  // Stored names are random and never reused: cache them for good.
  setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
});
const NEXT_PREFIXES = ['/admin', '/api', '/cms', '/_next', '/__nextjs'];

function clientIp(req) {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketIp;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? socketIp;
}

let site = null;
function siteHandler() {
  if (!site && existsSync(path.join(siteDist, 'index.html'))) {
    site = sirv(siteDist, {
      dev,
      etag: true,
      setHeaders(res, pathname) {
        const hashed = pathname.startsWith('/_astro/') || pathname.startsWith('/pagefind/fragment/');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  return site;
}

await app.prepare();

const server = http.createServer((req, res) => {
  req.headers['x-blog-client-ip'] = clientIp(req);
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/media/')) {
    req.url = url.slice('/media'.length);
    return media(req, res, () => {
      req.url = url;
      res.statusCode = 404;
      res.end('Not found');
    });
  }
  const toNext = () => handle(req, res);
  if (NEXT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return toNext();
  const staticSite = siteHandler();
  if (!staticSite) return toNext();
  return staticSite(req, res, toNext);
});

server.listen(port, host, () => {
  console.log(`[server] listening on http://localhost:${port} (${dev ? 'dev' : 'production'})`);
});

function shutdown(signal) {
  console.log(`[server] ${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

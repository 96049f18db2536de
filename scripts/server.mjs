#!/usr/bin/env node
/**
 * The platform's one origin: the static site and media from disk (lib/staticFiles.mjs), then Next
 * (the admin skin at /admin, /api/v1, Payload's panel at /cms and its REST at /api).
 *
 *   node scripts/server.mjs [--dev]
 *
 * Env (read in lib/config.mjs): PORT (3000), HOST (0.0.0.0), TRUST_PROXY, DATA_DIR, SITE_DIST,
 * WEB_CONCURRENCY (1: this process serves; N > 1: it supervises N workers running this file, lib/cluster.mjs).
 */
import http from 'node:http';
import nodeModule from 'node:module';
import { chmodSync, createReadStream, existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigin } from '@blog/shared/defaults';
import { DEFAULT_ERROR_MESSAGE, errorEnvelope } from '@blog/shared/errorEnvelope';
import { refusalMessage } from '@blog/shared/productionConfig';
import { directApi, publicCache } from '@blog/shared/serverHandshake';
import {
  BASE_HEADERS,
  HEADERS_FILE,
  LEGACY_CSP,
  MEDIA_CSP,
  NO_SCRIPT_CSP,
  parseHeadersFile,
} from '../site/src/lib/securityHeaders.mjs';
import { setBaseHeaders } from './lib/baseHeaders.mjs';
import { mediaEnv, prepareNextEnv, productionEnvProblems, serverConfig, sharedSecretEnvProblem } from './lib/config.mjs';
import { announceReady, CANNOT_LISTEN, isClusterPrimary, superviseWorkers } from './lib/cluster.mjs';
import { REDIRECTS_FILE, siteRedirects } from './lib/siteRedirects.mjs';
import { mediaBucket } from './lib/mediaBucket.mjs';
import { staticFiles } from './lib/staticFiles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
const dev = process.argv.includes('--dev');
const { port, host, trustProxy, dataDir, siteDist } = serverConfig;

// Production mode with the demo's credentials, weak ones or no mail server: refuse before
// anything starts (exit code 1), rather than serve errors until someone notices.
const problems = await productionEnvProblems();
if (problems.length) {
  console.error(refusalMessage(problems));
  process.exit(1);
}
// Several machines (a networked database or a media bucket) sign with one secret from the environment.
const secretProblem = await sharedSecretEnvProblem();
if (secretProblem) {
  console.error(secretProblem);
  process.exit(1);
}
// Node keeps the compiled code of Next, Payload and the app in its compile cache (the OS temp
// folder): a start after the first compiles ~0.7 s less. Absent on Node < 22 (then skipped).
nodeModule.enableCompileCache?.();
const { default: next } = await import('next');

prepareNextEnv({ dev });

if (isClusterPrimary()) {
  superviseWorkers();
  // The primary serves nothing: it stays here, supervising, until a signal ends it.
  await new Promise(() => {});
}

const app = next({ dev, dir: cmsDir, hostname: 'localhost', port });
const handle = app.getRequestHandler();

// The data folder (database, secret, uploads) is private to the user running the platform.
mkdirSync(path.join(dataDir, 'media'), { recursive: true, mode: 0o700 });
try {
  chmodSync(dataDir, 0o700);
} catch {
  // not ours (a volume owned by another user): left as the operator set it
}
/** Sets each header of `headers` on a response. */
function setAll(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
// Files are looked up on each request (uploads arrive while the server runs).
const mediaHeaders = (res) => {
  // Stored names are random and never reused: cache them for good.
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  setAll(res, { ...BASE_HEADERS, 'Content-Security-Policy': MEDIA_CSP });
};
const media = staticFiles(path.join(dataDir, 'media'), { setHeaders: mediaHeaders });
// MEDIA_STORAGE=s3: the uploads are in MEDIA_BUCKET, proxied (lib/mediaBucket.mjs says why).
const bucketMedia = mediaBucket(mediaEnv);
// /preview: a draft on the article template, behind the admin's sign-in (cms/src/services/preview).
const NEXT_PREFIXES = ['/admin', '/api', '/cms', '/_next', '/__nextjs', '/preview'];
/**
 * Payload's Next config gives every answer `Critical-CH: Sec-CH-Prefers-Color-Scheme`, and Chromium
 * then makes a navigation that lacked the hint again (an internal 307): the same GET twice. The
 * form routes' answers go without it, so the e-mailed confirmation link (a GET that confirms once)
 * is requested once.
 */
function withoutCriticalHints(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithoutCriticalHints(statusCode, ...rest) {
    res.removeHeader('critical-ch');
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        for (const key of Object.keys(arg)) if (key.toLowerCase() === 'critical-ch') delete arg[key];
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/** The site's plain-HTML newsletter forms (they work without JavaScript), answered by Next. */
const FORM_ROUTES = /^\/(newsletter\/(subscribe|unsubscribe|status|confirm\/?)|unsubscribe\/?)$/;
/** The form routes whose GET is a static page of the site, with a button that POSTs to it. */
const FORM_PAGES = /^\/(newsletter\/confirm|unsubscribe)\/?$/;

function clientIp(req) {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketIp;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? socketIp;
}

/**
 * The live site is data/site/current, a symlink the publish pipeline swaps atomically after a
 * full build; an incremental update renames changed files into the live folder itself. So each
 * file is looked up and opened when asked (no index of 50,000 files to rebuild on the event
 * loop; an open file keeps its bytes when the next one is renamed over it), and a new handler is
 * made when the link moves.
 */
let site = { dir: null, handler: null };
/** The build's post id → slug map (site/src/pages/blog-ids.json.ts), for /blog/{id}; read again when the file changes. */
function readBlogIds(dir) {
  const file = path.join(dir, 'blog-ids.json');
  try {
    const mtime = statSync(file).mtimeMs;
    return { mtime, map: new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')))) };
  } catch {
    return { mtime: 0, map: new Map() };
  }
}

function blogIds(live) {
  let mtime = 0;
  try {
    mtime = statSync(path.join(live.dir, 'blog-ids.json')).mtimeMs;
  } catch {}
  if (mtime !== live.blogIds.mtime) live.blogIds = readBlogIds(live.dir);
  return live.blogIds.map;
}

/**
 * The build's security headers (its `_headers`: the CSP with the hash of each inline script).
 * A build from before that file existed gets what holds without the hashes.
 */
function readSecurityHeaders(dir) {
  try {
    return { ...BASE_HEADERS, ...parseHeadersFile(readFileSync(path.join(dir, HEADERS_FILE), 'utf8')) };
  } catch {
    return { ...BASE_HEADERS, 'Content-Security-Policy': LEGACY_CSP };
  }
}

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** An incremental update may rewrite `_headers` (a new inline script's hash): read again when it changes. */
function refreshHeaders(live) {
  const mtime = mtimeOf(path.join(live.dir, HEADERS_FILE));
  if (mtime !== live.headersMtime) Object.assign(live, { headers: readSecurityHeaders(live.dir), headersMtime: mtime });
}

function siteHandler() {
  let dir;
  try {
    dir = realpathSync(siteDist);
  } catch {
    return null;
  }
  if (site.dir !== dir) {
    if (!existsSync(path.join(dir, 'index.html'))) return null;
    const live = {
      dir,
      headers: readSecurityHeaders(dir),
      headersMtime: mtimeOf(path.join(dir, HEADERS_FILE)),
      blogIds: readBlogIds(dir),
      redirects: siteRedirects(dir),
      handler: staticFiles(dir, {
        compressed: true,
        setHeaders(res, pathname) {
          const hashed =
            pathname.startsWith('/_astro/') ||
            pathname.startsWith('/pagefind/fragment/') ||
            pathname.startsWith('/pagefind/index/');
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
          setAll(res, live.headers);
        },
      }),
    };
    site = live;
  } else {
    refreshHeaders(site);
  }
  return site;
}

function isDecodable(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A path that is not valid percent-encoding: 400 (the API's envelope under /api). */
function badRequest(res, pathname) {
  res.statusCode = 400;
  if (pathname.startsWith('/api/')) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return res.end(JSON.stringify(errorEnvelope('BAD_REQUEST', 'Malformed URL', 400)));
  }
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Bad request');
}

/**
 * The methods the platform serves. Any other (TRACE, PROPFIND, ...) gets 405 with Allow here:
 * Next answers some of them with a 500. /api/v1 keeps its envelope.
 */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
function methodNotAllowed(res, pathname) {
  res.statusCode = 405;
  res.setHeader('allow', SERVED_METHODS.join(', '));
  if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return res.end(JSON.stringify(errorEnvelope('METHOD_NOT_ALLOWED', 'Method not allowed', 405)));
  }
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Method not allowed');
}

/** Before the first build finishes: a page that says so and looks again shortly. */
function building(res) {
  res.statusCode = 503;
  res.setHeader('retry-after', '5');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  setAll(res, { ...BASE_HEADERS, 'Content-Security-Policy': NO_SCRIPT_CSP });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Building the site…</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Building the site…</h1>
<p>The first build of the static site is running. This page reloads by itself. The <a href="/admin">admin</a> is already available.</p></body></html>`);
}

/** Unknown public paths get the site's own 404 page (a deleted post's URL: the same, with 410). */
function notFound(res, { dir, headers }, status = 404, file = '404.html') {
  const page = path.join(dir, file);
  res.statusCode = status;
  res.setHeader('cache-control', 'no-cache');
  setAll(res, headers);
  if (!existsSync(page)) return res.end('Not found');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  createReadStream(page).pipe(res);
}

/**
 * A `direct` /api/v1 call (one without a body: router.ts's isDirect): the request as the route
 * handler gets it from Next, its answer written back. What a client sends in a body is drained.
 */
async function answerDirect(direct, req, res, url) {
  req.resume();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  try {
    const request = new Request(new URL(url, `http://${req.headers.host ?? 'localhost'}`), { method: req.method, headers });
    // Its status, headers and bytes (a cached read's bytes as kept, not copied through a Response).
    const answer = await direct.handle(request);
    res.writeHead(answer.status, answer.headers.flat());
    res.end(answer.body);
  } catch (error) {
    console.error('[server] direct call failed:', error);
    // (The dispatch answers its own errors: this is for a failure outside it.)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(errorEnvelope('SERVER_ERROR', DEFAULT_ERROR_MESSAGE, 500)));
  }
}

await app.prepare();

const server = http.createServer((req, res) => {
  setBaseHeaders(res);
  req.headers['x-blog-client-ip'] = clientIp(req);
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (!isDecodable(pathname)) return badRequest(res, pathname);
  if (!SERVED_METHODS.includes(req.method)) return methodNotAllowed(res, pathname);
  if (pathname.startsWith('/media/')) {
    const missing = () => {
      req.url = url;
      res.statusCode = 404;
      res.end('Not found');
    };
    if (bucketMedia)
      return void bucketMedia(req, res, decodeURIComponent(pathname.slice('/media/'.length)), mediaHeaders, missing);
    req.url = url.slice('/media'.length);
    return media(req, res, missing);
  }
  // A public /api/v1 read the CMS has cached (cms/src/services/cache/publicCache.ts): answered
  // here, without a trip through Next. Misses and signed-in reads go to the dispatch below.
  const cached = req.method === 'GET' ? publicCache()?.lookup?.(url, req.headers) : null;
  if (cached) {
    res.writeHead(cached.status, [...cached.headers.flat(), 'x-cache', 'HIT']);
    return res.end(cached.body);
  }
  // The /api/v1 calls the CMS answers without Next (isDirect: the view ping, the cached reads'
  // misses and signed-in reads): its own dispatch, with the same checks.
  const direct = directApi();
  if (direct?.matches(req.method, pathname)) return answerDirect(direct, req, res, url);
  const toNext = () => handle(req, res);
  if (NEXT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return toNext();
  // (GET /unsubscribe and GET /newsletter/confirm are static pages; their buttons POST to them.)
  if (FORM_ROUTES.test(pathname) && (req.method === 'POST' || !FORM_PAGES.test(pathname))) {
    withoutCriticalHints(res);
    return toNext();
  }
  const live = siteHandler();
  if (!live && pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) return building(res);
  if (!live) return toNext();
  // /blog/{id}: the public link that uses a post's id in place of its slug.
  const byId = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  const slug = byId && blogIds(live).get(decodeURIComponent(byId[1]));
  if (slug) {
    const query = url.slice(pathname.length);
    res.writeHead(301, {
      ...live.headers,
      location: `/blog/${encodeURIComponent(slug)}/${query}`,
      'cache-control': 'public, max-age=300',
    });
    return res.end();
  }
  // The headers and redirects files are for static hosts (they do not serve them either).
  if (pathname === `/${HEADERS_FILE}` || pathname === `/${REDIRECTS_FILE}`) return notFound(res, live);
  const serveFile = () => live.handler(req, res, () => notFound(res, live));
  if (req.method !== 'GET' && req.method !== 'HEAD') return serveFile();
  // An old URL of a renamed post, category or tag (the site's `_redirects`, as a CDN reads it).
  live.redirects.match(pathname).then(
    (rule) => {
      if (!rule) return serveFile();
      if (rule.status >= 400) return notFound(res, live, rule.status, path.normalize(rule.to).slice(1));
      res.writeHead(rule.status, {
        ...live.headers,
        location: `${rule.to}${url.slice(pathname.length)}`,
        // Short: a new post may take the old slug back (its redirect is then dropped).
        'cache-control': 'public, max-age=300',
      });
      res.end();
    },
    () => serveFile(),
  );
});

/**
 * Wakes this process's Payload (migrations, first-start seed, the jobs queue) rather than on the
 * first visit. In a cluster the shared port may hand the call to another worker, so a worker asks
 * on a private loopback port of its own, until it answers; that tells the primary it is ready.
 */
function wake(url, done = () => {}) {
  fetch(url)
    .then((res) => res.ok)
    .catch(() => false)
    .then((ok) => {
      if (!ok) return void setTimeout(() => wake(url, done), 1000);
      announceReady();
      done();
    });
}
// An idle keep-alive connection stays open past a load balancer's idle timeout (AWS's is 60 s):
// with Node's 5 s default the server closed sockets a balancer or client was about to reuse, and
// the request sent on one got a reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// The port taken (or not ours to bind): one line and a failing exit code, so a supervisor sees a
// failed start rather than a clean stop (in a cluster the primary stops too: lib/cluster.mjs).
server.on('error', (error) => {
  if (server.listening) return console.error(`[server] ${error.message}`);
  const reasons = { EADDRINUSE: 'is in use by another program', EACCES: 'may not be opened by this user' };
  const reason = reasons[error.code] ?? `cannot be opened (${error.message})`;
  console.error(`[server] Cannot listen on ${host}:${port}: the port ${reason}. Stop that program, or set PORT to a free port.`);
  process.exit(CANNOT_LISTEN);
});
server.listen(port, host, () => {
  console.log(`[server] listening on ${localOrigin(port)} (${dev ? 'dev' : 'production'})`);
  if (!serverConfig.isWorker) return void fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
  const own = http.createServer(server.listeners('request')[0]);
  own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
    wake(`http://127.0.0.1:${own.address().port}/api/v1/health`, () => own.close());
  });
});

function shutdown(signal) {
  console.log(`[server] ${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

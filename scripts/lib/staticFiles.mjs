/**
 * Static files for the platform server, from folders that change while they are served: the
 * live site (an incremental update renames new files over old ones) and the uploads.
 *
 * Each file is opened first and everything about the response (its length, ETag, the bytes sent)
 * comes from that open file. sirv, used here before, looked a file up by name and opened it again
 * to send it: a file renamed over in between went out with the old file's Content-Length, and
 * the reader got a cut response or one that never ended (the search's `pagefind-entry.json`,
 * rewritten on every publish, failed to load). An open file keeps its bytes after a rename.
 *
 * Like sirv: `/a/` and `/a` find `a/index.html` (and `a.html`); a `.br` or `.gz` copy beside a
 * file is sent to a client that accepts it; weak ETags from size and mtime; byte ranges.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';

/** Open errors that mean "no such file here": the next candidate is tried. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** The names a request path may be served from, best first. */
function candidates(pathname) {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return uri ? [uri, `${uri}.html`, `${uri}/index.html`] : ['/index.html'];
}

/** The compressed copies a request accepts, best first, then the file itself. */
function acceptedEncodings(req, compressed) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const list = [];
  if (compressed && /\b(br|brotli)\b/i.test(accepts)) list.push(['.br', 'br']);
  if (compressed && /\bgzip\b/i.test(accepts)) list.push(['.gz', 'gzip']);
  list.push(['', null]);
  return list;
}

/** The first candidate that opens as a regular file: `{ handle, stats, name, encoding }`, or null. */
async function openFirst(root, names, encodings) {
  for (const name of names) {
    for (const [suffix, encoding] of encodings) {
      const abs = path.join(root, name + suffix);
      if (!abs.startsWith(root)) return null;
      let handle;
      try {
        handle = await open(abs, 'r');
      } catch (error) {
        if (MISSING.has(error.code)) continue;
        throw error;
      }
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, name, encoding };
      await handle.close();
    }
  }
  return null;
}

/** `bytes=a-b` against a file of `size` bytes: `{ start, end }`, 'unsatisfiable', or null (the whole file). */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start = match[1] ? Number(match[1]) : size - Number(match[2]);
  let end = match[1] && match[2] ? Number(match[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * A request handler for the files under `dir`: `(req, res, next)`; `next()` when none matches.
 * `compressed`: send `.br`/`.gz` copies; `setHeaders(res, pathname)`: the caller's headers, which
 * win over the file's own.
 *
 * @param {string} dir
 * @param {{ compressed?: boolean, setHeaders?: (res: import('node:http').ServerResponse, pathname: string) => void }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function staticFiles(dir, { compressed = false, setHeaders = () => {} } = {}) {
  const root = path.resolve(dir) + path.sep;
  return function serve(req, res, next) {
    let pathname = (req.url ?? '/').split('?')[0];
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    if (pathname.includes('\0')) return next();
    openFirst(root, candidates(pathname), acceptedEncodings(req, compressed))
      .then((found) => {
        if (!found) return next();
        const { handle, stats, name, encoding } = found;
        // A reader that left while the file was opening: writing, or piping, to it would throw.
        if (res.destroyed) return handle.close();
        const type = lookup(name) || 'application/octet-stream';
        const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
        res.setHeader('Content-Type', type === 'text/html' ? 'text/html;charset=utf-8' : type);
        res.setHeader('Last-Modified', stats.mtime.toUTCString());
        res.setHeader('ETag', etag);
        res.setHeader('Accept-Ranges', 'bytes');
        if (compressed) res.setHeader('Vary', 'Accept-Encoding');
        if (encoding) res.setHeader('Content-Encoding', encoding);
        setHeaders(res, pathname);
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304);
          res.end();
          return handle.close();
        }
        const range = encoding ? null : byteRange(req.headers.range, stats.size);
        if (range === 'unsatisfiable') {
          res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
          res.end();
          return handle.close();
        }
        const { start, end } = range ?? { start: 0, end: stats.size - 1 };
        if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
        res.writeHead(range ? 206 : 200, { 'Content-Length': end - start + 1 });
        if (req.method === 'HEAD' || stats.size === 0) {
          res.end();
          return handle.close();
        }
        // pipeline closes the file when the response ends or the reader goes away.
        pipeline(handle.createReadStream({ start, end }), res, () => undefined);
      })
      .catch((error) => {
        console.error(`[server] ${pathname}: ${error.message}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      });
  };
}

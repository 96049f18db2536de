/** The platform server's static files (scripts/lib/staticFiles.mjs), over a real HTTP server. */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../../scripts/lib/staticFiles.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-static-'));
const put = (name: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), data);
};
let server: http.Server;
let base = '';

beforeAll(async () => {
  put('index.html', '<h1>home</h1>');
  put('blog/a/index.html', '<h1>a</h1>');
  put('blog/a/index.html.br', brotliCompressSync('<h1>a</h1>'));
  put('robots.txt', 'User-agent: *\n');
  put('data.json', '{"n":1}');
  mkdirSync(path.join(dir, 'empty'));
  writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'secret');
  const serve = staticFiles(dir, { compressed: true, setHeaders: (res) => res.setHeader('cache-control', 'no-cache') });
  server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-secret.txt`, { force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files on the platform server', () => {
  it('finds a folder’s index.html with and without the slash, with its type, length and the caller’s headers', async () => {
    for (const pathname of ['/', '/blog/a/', '/blog/a']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers['content-type']).toBe('text/html;charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    expect((await get('/data.json')).headers['content-type']).toBe('application/json');
    expect((await get('/robots.txt')).body.toString()).toBe('User-agent: *\n');
  });

  it('sends the .br copy to a client that accepts it, and the file to one that does not', async () => {
    const br = await get('/blog/a/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const plain = await get('/blog/a/', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<h1>a</h1>');
  });

  it('answers a matching ETag with 304, HEAD with headers only, and a byte range with 206', async () => {
    const first = await get('/robots.txt');
    expect((await get('/robots.txt', { 'if-none-match': first.headers.etag })).status).toBe(304);
    const head = await get('/robots.txt', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
    const part = await get('/robots.txt', { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('User');
    expect(part.headers['content-range']).toBe(`bytes 0-3/${first.body.length}`);
    expect((await get('/robots.txt', { range: 'bytes=999-' })).status).toBe(416);
  });

  it('hands over to next() for what is not a file under its folder', async () => {
    for (const pathname of ['/missing', '/empty/', '/blog/', `/../${path.basename(dir)}-secret.txt`, '/%E0%A4%A', '/a%00b']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString(), pathname).toBe('next');
    }
  });

  it('sends a file renamed over while it is asked for whole: one version or the other, never a cut or stalled response', async () => {
    // The search index's entry file is rewritten on every publish, at another length each time.
    const versions = [JSON.stringify({ v: 'a'.repeat(50) }), JSON.stringify({ v: 'b'.repeat(4000) })];
    put('pagefind/pagefind-entry.json', versions[0]!);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const scratch = path.join(dir, `.scratch-${written}`);
        writeFileSync(scratch, versions[written++ % 2]!);
        renameSync(scratch, path.join(dir, 'pagefind/pagefind-entry.json'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const bodies: string[] = [];
    try {
      for (let i = 0; i < 600; i += 1) {
        const res = await fetch(`${base}/pagefind/pagefind-entry.json`, { signal: AbortSignal.timeout(3000) });
        bodies.push(await res.text().catch((error: Error) => `failed: ${error.message}`));
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(600);
    expect(bodies.filter((body) => !versions.includes(body))).toEqual([]);
    expect(new Set(bodies).size).toBe(2);
  }, 60_000); // 600 requests: over the 5 s default on a loaded machine

  it('lets a reader that left before the file opened go quietly (it once threw on the closed response)', async () => {
    const serve = staticFiles(dir);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    let served!: () => void;
    const done = new Promise<void>((resolve) => (served = resolve));
    // The handler only starts once the client has hung up, so the file opens for a gone reader.
    const quitter = http.createServer((req, res) =>
      res.on('close', () => {
        serve(req, res, () => undefined);
        setTimeout(served, 200);
      }),
    );
    await new Promise<void>((resolve) => quitter.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = quitter.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, path: '/robots.txt' });
      req.on('error', () => undefined);
      req.end();
      setTimeout(() => req.destroy(), 50);
      await done;
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      quitter.close();
    }
  });
});

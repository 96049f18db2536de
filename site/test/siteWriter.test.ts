/**
 * The SiteWriter's compressed copies (engine/output/writer.ts) over a real folder: an update's
 * pages go live first and get their .br/.gz afterwards, a copy is never older than its page, and
 * a repair adds the copies an interrupted update left out.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteWriter, type WriterOptions } from '../engine/output/writer';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'writer-'));
  mkdirSync(path.join(dir, 'site'));
  mkdirSync(path.join(dir, 'tmp'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writer = (options: Partial<WriterOptions> = {}) =>
  new SiteWriter(path.join(dir, 'site'), path.join(dir, 'tmp'), { existing: true, ...options });
const file = (relative: string) => path.join(dir, 'site', relative);
/** A page big enough to be compressed, different for each `n`. */
const page = (n: number) => Buffer.from(`<h1>Page ${n}</h1>${'<p>Some text of the page.</p>'.repeat(80)}`);
const copies = (relative: string) => ({
  br: existsSync(file(`${relative}.br`)) ? brotliDecompressSync(readFileSync(file(`${relative}.br`))).toString() : null,
  gz: existsSync(file(`${relative}.gz`)) ? gunzipSync(readFileSync(file(`${relative}.gz`))).toString() : null,
});

describe('SiteWriter compressed copies', () => {
  it('writes a page with its copies at once by default', async () => {
    await writer().write('a/index.html', page(1));
    expect(copies('a/index.html')).toEqual({ br: page(1).toString(), gz: page(1).toString() });
  });

  it.each([false, true])(
    'with deferPages (syncFiles %s), a changed page goes live without its old copies, and gets new ones from compressDeferred()',
    async (syncFiles) => {
      await writer().write('a/index.html', page(1));
      const update = writer({ deferPages: true, syncFiles });
      // A page in a folder that does not exist yet.
      expect(await update.write('new/deep/index.html', page(4))).toBe(true);
      expect(await update.read('new/deep/index.html')).toEqual(page(4));
      expect(await update.read('none/index.html')).toBeNull();
      expect(await update.write('a/index.html', page(2))).toBe(true);
      // Live at once; no copy of the old page is left to be served in its place.
      expect(readFileSync(file('a/index.html'), 'utf8')).toBe(page(2).toString());
      expect(copies('a/index.html')).toEqual({ br: null, gz: null });
      // Other files (the search index's) are compressed as before.
      await update.write('pagefind/shards.json', page(3));
      expect(copies('pagefind/shards.json').br).toBe(page(3).toString());
      expect(await update.compressDeferred()).toBe(2);
      expect(copies('a/index.html')).toEqual({ br: page(2).toString(), gz: page(2).toString() });
      expect(copies('new/deep/index.html').br).toBe(page(4).toString());
      expect(update.changes).toMatchObject({ added: ['new/deep/index.html', 'pagefind/shards.json'], changed: ['a/index.html'] });
      // Nothing is left in the scratch folder.
      expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    },
  );

  it('a page removed before compressDeferred() gets no copies', async () => {
    const update = writer({ deferPages: true });
    await update.write('gone/index.html', page(1));
    await update.remove('gone/index.html');
    expect(await update.compressDeferred()).toBe(0);
    expect(existsSync(file('gone/index.html.br'))).toBe(false);
  });

  it('an unchanged page whose copies are missing gets them only in a repair', async () => {
    // An update killed between a page and its copies.
    mkdirSync(file('a'));
    writeFileSync(file('a/index.html'), page(1));
    const plain = writer({ deferPages: true });
    expect(await plain.write('a/index.html', page(1))).toBe(false);
    await plain.compressDeferred();
    expect(copies('a/index.html').br).toBeNull();

    const repair = writer({ deferPages: true, repairCopies: true });
    expect(await repair.write('a/index.html', page(1))).toBe(false);
    await repair.compressDeferred();
    expect(copies('a/index.html')).toEqual({ br: page(1).toString(), gz: page(1).toString() });
    // Nothing is recorded as changed: the page's bytes were already there.
    expect(repair.changes).toEqual({ added: [], changed: [], removed: [] });
  });

  it('with deferPages, does not hold the pages it waits to compress (a full build at 100,000 posts held ~5 GB)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const build = writer({ existing: false, deferPages: true });
    const pages = 64;
    const size = 1024 * 1024;
    // Each page's bytes are watched through a weak reference: a writer holding them keeps them
    // alive. (The process's arrayBuffers figure was tried first: V8 frees backing stores on a
    // background thread, so on a loaded machine it lagged by tens of MB after gc().)
    const watched: WeakRef<Buffer>[] = [];
    for (let n = 0; n < pages; n++) {
      const data = Buffer.alloc(size, `<p>page ${n}</p>`);
      watched.push(new WeakRef(data));
      await build.write(`p${n}/index.html`, data);
    }
    // A WeakRef keeps its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(watched.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(1);
    expect(await build.compressDeferred()).toBe(pages);
    expect(brotliDecompressSync(readFileSync(file('p7/index.html.br'))).equals(Buffer.alloc(size, '<p>page 7</p>'))).toBe(true);
    // 64 MB written, then compressed twice (brotli and gzip): over vitest's 5 s at a load of 9.
  }, 30_000);
});

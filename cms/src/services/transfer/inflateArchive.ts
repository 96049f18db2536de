import { Worker } from 'node:worker_threads';
import { TR, type ArchiveLimits } from '@blog/shared';
import { TransferError } from './errors';
import type { ZipEntry } from './zipDirectory';

/**
 * Inflates an archive's entries on a worker thread, so that the server's event loop (health, other
 * users) keeps answering while hundreds of megabytes unpack. Each entry is held to its declared
 * size (zlib's maxOutputLength stops the inflater there, so the memory a lying header can take is
 * bounded), and a running total of the bytes actually produced is held to the archive limit.
 *
 * The worker uses only Node's built-ins, so it runs from source (eval): Next bundles cms/src and a
 * file worker would need a build step of its own (see scripts/build-markdown-worker.mjs).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.once('message', ({ data, entries, budget }) => {
  let left = budget;
  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i];
    const raw = data.subarray(e.start, e.start + e.compressed);
    let out;
    try {
      if (e.method === 0) {
        if (e.compressed !== e.size) throw Object.assign(new Error('stored size'), { code: 'ERR_BUFFER_TOO_LARGE' });
        out = new Uint8Array(raw);
      } else {
        out = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, e.size) });
      }
    } catch (error) {
      parentPort.postMessage({ i, error: error && error.code === 'ERR_BUFFER_TOO_LARGE' ? 'lied' : 'broken' });
      return;
    }
    if (out.length !== e.size) { parentPort.postMessage({ i, error: out.length > e.size ? 'lied' : 'broken' }); return; }
    left -= out.length;
    if (left < 0) { parentPort.postMessage({ i, error: 'total' }); return; }
    // Handed over, not copied, when the bytes have their memory to themselves.
    const own = out.byteOffset === 0 && out.byteLength === out.buffer.byteLength;
    const bytes = own ? out : new Uint8Array(out);
    parentPort.postMessage({ i, bytes }, [bytes.buffer]);
  }
  parentPort.postMessage({ done: true });
});
`;

/** However large, an archive within the limits inflates in seconds: past this the worker is stopped. */
const TIME_LIMIT_MS = 120_000;

type Reply = { i: number; bytes: Uint8Array } | { i: number; error: 'lied' | 'broken' | 'total' } | { done: true };

/** The entries' unpacked bytes, by entry index; a TransferError for a broken or lying archive, or one past `limits`. */
export function inflateEntries(data: Buffer, entries: ZipEntry[], limits: ArchiveLimits): Promise<Map<number, Buffer>> {
  const out = new Map<number, Buffer>();
  if (entries.length === 0) return Promise.resolve(out);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
      if (error) reject(error);
      else resolve(out);
    };
    const timer = setTimeout(() => finish(new TransferError(TR.transfer.badZip)), TIME_LIMIT_MS);
    worker.on('message', (reply: Reply) => {
      if ('done' in reply) return finish();
      const entry = entries[reply.i]!;
      if ('bytes' in reply) {
        out.set(reply.i, Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
        return;
      }
      finish(
        new TransferError(
          reply.error === 'lied'
            ? TR.transfer.archiveLied(entry.name)
            : reply.error === 'total'
              ? TR.transfer.archiveTooBig(limits.maxTotalBytes / 1024 / 1024)
              : TR.transfer.badZip,
        ),
      );
    });
    worker.on('error', () => finish(new TransferError(TR.transfer.badZip)));
    worker.on('exit', () => finish(new TransferError(TR.transfer.badZip)));
    // One copy of the archive, handed over (a view would clone the whole memory behind it).
    const copy = new Uint8Array(data);
    worker.postMessage({ data: copy, entries, budget: limits.maxTotalBytes }, [copy.buffer]);
  });
}

/** Brotli and gzip of text files (on libuv's thread pool, off the engine's event loop). */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
export const MIN_BYTES = 1024;

export function shouldCompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_BYTES;
}

export async function compress(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }),
    gz(data, { level: 6 }),
  ]);
  return { br, gz: gzipped };
}

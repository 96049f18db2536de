import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { TR, UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_BYTES } from '@blog/shared';
import { testSwitches } from '../testSwitches';
import { BlockedAddressError, guardedLookup, isPublicAddress, type GuardOptions } from './publicAddress';

/**
 * Downloads one image an import references on another host: public addresses only (checked after
 * DNS, on every redirect hop), at most the upload limit, an image content type, within a time
 * limit. The bytes then go through the upload pipeline like an upload (remoteImages.ts).
 */

export type FetchedImage = { ok: true; data: Buffer } | { ok: false; reason: string };

const MAX_REDIRECTS = 5;
/** One image, redirects included. */
export const IMAGE_TIME_LIMIT_MS = 15_000;

class Refused extends Error {}

const guard = (): GuardOptions => ({ allowLoopback: testSwitches.importImagesAllowLoopback });

/** One GET, not following redirects; the socket connects only to an address the guard accepted. */
function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host, guard())) return Promise.reject(new BlockedAddressError(host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      lookup: guardedLookup(guard()),
      signal,
      headers: { accept: 'image/*', 'user-agent': 'blog-platform-import' },
      // No connection reuse: each hop's address is checked afresh.
      agent: false,
    });
    req.on('response', resolve);
    req.on('error', reject);
  });
}

async function readLimited(res: IncomingMessage): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES) throw new Refused(TR.transfer.imageTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > UPLOAD_MAX_BYTES) {
      res.destroy();
      throw new Refused(TR.transfer.imageTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function follow(start: string, signal: AbortSignal): Promise<Buffer> {
  let url = new URL(start.startsWith('//') ? `https:${start}` : start);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(TR.transfer.imageBadScheme);
    const res = await get(url, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new Refused(TR.transfer.imageRedirects(MAX_REDIRECTS));
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new Refused(TR.transfer.imageStatus(status));
    }
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!(UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(type)) {
      res.resume();
      throw new Refused(TR.transfer.imageBadType);
    }
    return readLimited(res);
  }
}

/** The image at `url`, or why not (a Turkish reason for the report); never throws. */
export async function fetchImage(url: string): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IMAGE_TIME_LIMIT_MS);
  try {
    return { ok: true, data: await follow(url, controller.signal) };
  } catch (error) {
    const reason =
      error instanceof Refused
        ? error.message
        : error instanceof BlockedAddressError
          ? TR.transfer.imageBlocked
          : controller.signal.aborted
            ? TR.transfer.imageTimeout(IMAGE_TIME_LIMIT_MS / 1000)
            : error instanceof TypeError
              ? TR.transfer.imageBadUrl
              : TR.transfer.imageUnreachable;
    return { ok: false, reason };
  } finally {
    clearTimeout(timer);
  }
}

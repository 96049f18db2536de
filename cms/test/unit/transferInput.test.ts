import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { IMPORT_ARCHIVE_LIMITS, IMPORT_FILE_ARCHIVE_LIMITS, TR } from '@blog/shared';
import { fromUpload, readPath } from '../../src/services/transfer/fileSet';
import { checkReadable } from '../../src/services/transfer/readBundle';
import { fetchImage } from '../../src/services/transfer/fetchImage';
import { isPublicAddress } from '../../src/services/transfer/publicAddress';
import { bombZip, lyingZip, manyEntriesZip, overDeclaredZip, wxrShapes } from '../helpers/hostileFiles';

/** What an import refuses before it reads anything: archive bombs, hostile XML, private image hosts. */

const refusal = async (name: string, data: Buffer) => {
  try {
    checkReadable(await fromUpload(name, data));
  } catch (error) {
    return error as Error & { status?: number };
  }
  return null;
};

describe('archives are checked before they are inflated', () => {
  it('refuses a 1 GB bomb by its ratio, a lying header by its actual bytes, declared sizes over the total, too many entries', async () => {
    const bomb = await refusal('bomb.zip', bombZip());
    expect(bomb?.message).toBe(TR.transfer.archiveBomb('bomb/000.txt'));
    const lying = await refusal('lying.zip', lyingZip());
    expect(lying?.message).toBe(TR.transfer.archiveLied('posts/liar.md'));
    const over = await refusal('over.zip', overDeclaredZip());
    expect(over?.message).toBe(TR.transfer.archiveTooBig(IMPORT_ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024));
    const many = await refusal('many.zip', manyEntriesZip());
    expect(many?.message).toBe(TR.transfer.archiveTooManyEntries(IMPORT_ARCHIVE_LIMITS.maxEntries));
  }, 60_000);

  it("opens a file on the server's disk past the upload's entry limit (a large blog's export), and still refuses a bomb", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-file-'));
    try {
      const write = (name: string, data: Buffer) => {
        writeFileSync(path.join(dir, name), data);
        return path.join(dir, name);
      };
      // 100,000 posts exported are 100,035 files, 539 MB unpacked: past the upload's limits.
      expect(IMPORT_FILE_ARCHIVE_LIMITS.maxEntries).toBeGreaterThan(100_035);
      expect(IMPORT_FILE_ARCHIVE_LIMITS.maxTotalBytes).toBeGreaterThan(539 * 1024 * 1024);
      const files = await readPath(write('many.zip', manyEntriesZip()));
      expect(files.size).toBe(IMPORT_ARCHIVE_LIMITS.maxEntries + 1);
      await expect(readPath(write('bomb.zip', bombZip()))).rejects.toThrow(TR.transfer.archiveBomb('bomb/000.txt'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('still opens an ordinary archive, folders and macOS leftovers dropped', async () => {
    const files = await fromUpload(
      'ok.zip',
      Buffer.from(
        zipSync({
          'posts/': {},
          'posts/a.md': strToU8('---\ntitle: A\n---\n\nBody\n'),
          '__MACOSX/posts/._a.md': strToU8('x'),
          'stored.txt': [strToU8('kept as it is'), { level: 0 }],
        }),
      ),
    );
    expect([...files.keys()].sort()).toEqual(['posts/a.md', 'stored.txt']);
    expect(files.get('stored.txt')!.toString()).toBe('kept as it is');
  });
});

describe('XML with entities or deep nesting is broken XML (a 400), never a parser crash', () => {
  for (const [shape, xml] of Object.entries(wxrShapes())) {
    it(shape, async () => {
      const error = await refusal('export.xml', Buffer.from(xml));
      expect(error?.name).toBe('TransferError');
      expect(error?.message).toMatch(/^WXR dosyası okunamadı: /);
    });
  }
});

describe('the image fetcher reaches public addresses only', () => {
  it('refuses loopback, private, link-local and mapped addresses; accepts public ones', () => {
    const strict = { allowLoopback: false };
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
    ])
      expect(isPublicAddress(address, strict), address).toBe(false);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address, strict)).toBe(true);
    // The tests' allowance opens loopback and nothing else.
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });

  describe('without the test switch (as in production)', () => {
    let server: Server;
    let requests = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        requests += 1;
        res.writeHead(200, { 'content-type': 'image/png' }).end('not reached');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('never connects to a local server, by address or by name', async () => {
      const port = (server.address() as AddressInfo).port;
      for (const url of [`http://127.0.0.1:${port}/a.png`, `http://localhost:${port}/a.png`, `http://[::1]:${port}/a.png`])
        expect(await fetchImage(url), url).toEqual({ ok: false, reason: TR.transfer.imageBlocked });
      expect(await fetchImage('http://169.254.169.254/latest/meta-data')).toEqual({
        ok: false,
        reason: TR.transfer.imageBlocked,
      });
      expect(await fetchImage('ftp://example.com/a.png')).toEqual({ ok: false, reason: TR.transfer.imageBadScheme });
      expect(requests).toBe(0);
    });
  });
});

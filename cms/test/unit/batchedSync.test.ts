/** Bulk writes on SQLite made durable together (db/batchedSync): one fsync at the end, not one per commit. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableAtEnd } from '../../src/db/batchedSync';

let dir: string;
let file: string;
let client: Client;
const synchronous = async () => Number((await client.execute('PRAGMA synchronous')).rows[0]![0]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'batched-sync-'));
  file = path.join(dir, 'cms.db');
  client = createClient({ url: `file:${file}` });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
});

afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('durableAtEnd', () => {
  it('commits without a sync each during the batch and is back to a sync per commit after it', async () => {
    expect(await synchronous()).toBe(2);
    const during = await durableAtEnd(client, file, async () => {
      for (let i = 0; i < 20; i += 1) await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [`row ${i}`] });
      return synchronous();
    });
    expect(during).toBe(1);
    expect(await synchronous()).toBe(2);
    expect(Number((await client.execute('SELECT count(*) FROM t')).rows[0]![0])).toBe(20);
  });

  it('restores the sync per commit when the batch throws, and throws its error', async () => {
    await expect(
      durableAtEnd(client, file, async () => {
        await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['before the failure'] });
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await synchronous()).toBe(2);
  });

  it('syncs nothing when there is no log (a checkpoint truncated it): no error', async () => {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    await expect(durableAtEnd(client, path.join(dir, 'absent.db'), async () => 'done')).resolves.toBe('done');
  });
});

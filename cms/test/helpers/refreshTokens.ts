import { createHash } from 'node:crypto';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { expect, inject } from 'vitest';

/**
 * Moves a refresh token's use back in time in the server's SQLite file: the tests cannot wait
 * out the reuse interval (30 s) in which a just-rotated token is still answered.
 */
export async function ageRefreshUse(refreshToken: string, seconds: number): Promise<void> {
  const dataDir = inject('dataDir');
  if (!dataDir) throw new Error('CMS_TEST_DATA_DIR is needed to reach the database');
  const db = createClient({ url: `file:${path.join(dataDir, 'cms.db')}` });
  try {
    // A write beside the server's: it waits for theirs rather than failing with SQLITE_BUSY.
    await db.execute('PRAGMA busy_timeout = 10000');
    const tokenHash = createHash('sha256').update(refreshToken).digest('hex');
    const usedAt = new Date(Date.now() - seconds * 1000).toISOString();
    const res = await db.execute({
      sql: 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?',
      args: [usedAt, tokenHash],
    });
    expect(res.rowsAffected).toBe(1);
  } finally {
    db.close();
  }
}

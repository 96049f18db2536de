/**
 * Whether another process has a SQLite database open, asked of SQLite's own locks. The platform
 * opens its database in WAL mode and keeps the connection for its lifetime, and in WAL mode every
 * open connection holds a shared lock on the database file; an exclusive lock is granted only when
 * no other process has the file open. Unlike a pid file, this cannot go stale after a crash (the
 * kernel drops a dead process's locks) and it sees a server in another container on the same volume.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';

/**
 * True while another connection has `file` open; false when it is free (or does not exist). Asked
 * in a child process: @libsql/client's close() does not release the file's locks at once, and a
 * process's exit does. (The database's -wal and -shm files are moved aside with it.)
 */
export function sqliteInUse(file) {
  if (!existsSync(file)) return false;
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), file], { encoding: 'utf8' });
  if (child.status === 0 || child.status === BUSY) return child.status === BUSY;
  throw new Error(`could not open ${file}: ${(child.stderr || child.error?.message || '').trim().split('\n')[0]}`);
}
const BUSY = 3;

/** The child: exit 0 when an exclusive lock is granted at once, BUSY when another connection holds the file. */
async function tryExclusive(file) {
  const db = createClient({ url: `file:${file}` });
  try {
    await db.execute('PRAGMA busy_timeout = 0');
    await db.execute('PRAGMA locking_mode = EXCLUSIVE');
    await db.execute('BEGIN EXCLUSIVE');
    await db.execute('COMMIT');
    process.exit(0);
  } catch (error) {
    if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(`${error?.code} ${error?.message}`)) process.exit(BUSY);
    console.error(error?.message ?? String(error));
    process.exit(1);
  }
}
if (process.argv[1] === fileURLToPath(import.meta.url)) await tryExclusive(process.argv[2]);

/** SQLite's own check of a database file: null when it is sound, else what is wrong, in one sentence. */
export async function sqliteProblem(file, label) {
  const db = createClient({ url: `file:${file}` });
  try {
    const { rows } = await db.execute('PRAGMA integrity_check');
    const result = rows.map((row) => String(Object.values(row)[0])).join('; ');
    if (result !== 'ok') return `${label} fails SQLite's integrity check (${result.slice(0, 200)}).`;
    const tables = await db.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'");
    if (Number(tables.rows[0]?.n) === 0) return `${label} is an empty SQLite database (no tables).`;
    return null;
  } catch (error) {
    const message = String(error?.message ?? error).replace(/^SQLITE_\w+: /, '');
    return `${label} is not a readable SQLite database (${message}).`;
  } finally {
    db.close();
  }
}

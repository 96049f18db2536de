/**
 * The MongoDB half of `npm run backup`: mongodump (MongoDB Database Tools) writes the database as
 * one archive file into the backup. Untested against a server here (none runs on these machines):
 * the tests check the command line it runs. The URL, which may hold a password, goes in a 0600
 * config file rather than on the command line, where `ps` would show it.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The archive entry that holds the dump. */
export const MONGO_ENTRY = 'mongodb.archive';

/** mongodump's arguments: the URL from `configFile`, the whole database into `out`. */
export const mongodumpArgs = (configFile, out) => [`--config=${configFile}`, `--archive=${out}`];

/** Runs mongodump for `url` into `dir`/mongodb.archive (its config file in `scratch`); throws one sentence when it fails. */
export function mongodump(url, dir, scratch) {
  const config = path.join(scratch, 'mongodump.yaml');
  writeFileSync(config, `uri: ${JSON.stringify(url)}\n`, { mode: 0o600 });
  const result = spawnSync(process.env.MONGODUMP || 'mongodump', mongodumpArgs(config, path.join(dir, MONGO_ENTRY)), {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.error?.code === 'ENOENT')
    throw new Error(
      'mongodump is not installed: install the MongoDB Database Tools (or set MONGODUMP to its path), or pass --files-only and dump the database yourself.',
    );
  if (result.error) throw new Error(`mongodump could not run: ${result.error.message}.`);
  if (result.status !== 0) throw new Error(`mongodump failed (exit code ${result.status}): see its output above.`);
}

/**
 * Where the platform keeps its data, read as cms/src/env.ts reads it: DATA_DIR (data, relative to
 * the repository), the SQLite file of DATABASE_URL (default DATA_DIR/cms.db), or a MongoDB or
 * PostgreSQL URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR } from '@blog/shared/defaults';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function dataPaths(env = process.env) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || DEFAULT_DATA_DIR);
  const url = env.DATABASE_URL || `file:${path.join(dataDir, 'cms.db')}`;
  const sqlite = url.startsWith('file:') ? path.resolve(repoRoot, url.slice('file:'.length)) : null;
  return {
    dataDir,
    /** The SQLite file, or null when the database is a server (backed up with mongodump or pg_dump). */
    sqlite,
    mongo: url.startsWith('mongodb') ? url : null,
    postgres: /^postgres(ql)?:\/\//.test(url) ? url : null,
    media: path.join(dataDir, 'media'),
    secret: path.join(dataDir, '.payload-secret'),
    site: path.join(dataDir, 'site'),
  };
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.next', 'dist']);

/** Newest modification time (ms) of the given files and of any file under the given folders. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      visit(path.join(target, entry.name));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when `marker` is missing or older than any of `paths` (files, or folders searched through). */
export function isStale(marker, paths) {
  if (!existsSync(marker)) return true;
  return newestMtime(paths) > statSync(marker).mtimeMs;
}

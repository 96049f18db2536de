import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time (ms) of any file under the given folders, skipping build output. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.next' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/** True when `marker` is missing or older than any source under `dirs`. */
export function isStale(marker, dirs) {
  if (!existsSync(marker)) return true;
  return newestMtime(dirs) > statSync(marker).mtimeMs;
}

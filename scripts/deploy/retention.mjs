/**
 * Content-named files (`_astro/…`, Pagefind's fragments and index chunks) a deploy stops using stay
 * in the bucket for a while: pages the CDN's edges and browsers cached before the deploy (up to a
 * minute, CACHE.document) still load them. Such a file becomes a deletion candidate, recorded in
 * the deploy state with the time it was first found unused; a later deploy deletes it once
 * `keepMs` (default KEEP_MINUTES) has passed. So it is never deleted in the run that uploads the
 * pages pointing elsewhere, and it outlives that run by at least one deploy and the stated time.
 */
import { kindOf } from './plan.mjs';

export const KEEP_MINUTES = 60;

/**
 * `removed`: the keys this deploy found unused; `pending`: key → ISO time, from the last deploy's
 * state; `present`: the live site's keys (a candidate used again is no longer one). Returns what
 * to delete now (pages and other named files at once, candidates whose time is up) and the
 * candidates to record for the next deploy.
 */
export function retainHashed({ removed, pending = {}, present, now, keepMs }) {
  const next = {};
  const due = [];
  for (const [key, since] of Object.entries(pending)) {
    if (present.has(key)) continue;
    if (now - Date.parse(since) >= keepMs) due.push(key);
    else next[key] = since;
  }
  const remove = new Set(due);
  for (const key of removed) {
    if (kindOf(key) !== 'immutable') remove.add(key);
    else if (!(key in pending)) next[key] = new Date(now).toISOString();
  }
  return { remove: [...remove].sort(), pending: next, kept: Object.keys(next).sort() };
}

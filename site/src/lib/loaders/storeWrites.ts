/**
 * The small lists (categories, tags) write to Astro's content store only after the posts did.
 *
 * Astro 5 saves its data store 500 ms after the last write. If that save is still in flight
 * when the sync ends, the sync's final save is queued behind it and then writes the *older*
 * snapshot again (astro/dist/content/mutable-data-store.js: #writeFileAtomic re-runs with the
 * first call's data). The build then renders from a store without the newest post: a publish
 * that never goes live. It happened when the small lists wrote first and started that timer
 * while the posts were still loading. Written last, their writes and the posts' fall within
 * one moment at the end of the sync, and the sync's own immediate save is the only save.
 */
let markDone: () => void = () => undefined;

/** Resolves once the posts loader has written (or failed): the first sync of a process. */
export const postsWritten = new Promise<void>((resolve) => {
  markDone = resolve;
});

export function postsWriteDone(): void {
  markDone();
}

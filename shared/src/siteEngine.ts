/**
 * The contract between the CMS and the site engine (site/engine), written once for both sides:
 * the folders under the data folder's `site/`, and the messages over the engine's IPC channel.
 * Node only (the CMS's server side and the engine); not exported from the package's root.
 */
import { existsSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders and files under `root` (DATA_DIR/site). The server serves `current`, a symlink to a
 * folder under `builds` swapped in one rename; the rest is the engine's.
 */
export function siteDataPaths(root: string) {
  const engine = path.join(root, 'engine');
  return {
    root,
    builds: path.join(root, 'builds'),
    current: path.join(root, 'current'),
    /** Scratch files, renamed into the live folder (the same disk, so a rename is atomic). */
    tmp: path.join(root, 'tmp'),
    engine,
    state: path.join(engine, 'state.json'),
    journal: path.join(engine, 'journal.json'),
    /** Holds the pid of the engine updating this folder (one at a time). */
    lock: path.join(engine, 'lock'),
    bodies: path.join(engine, 'bodies'),
    /** One JSON per update: the files it added, changed and removed (for CDN deploys). */
    manifests: path.join(root, 'manifests'),
    /** Test switches: files whose presence changes what the engine does (site/engine/testSwitches.ts). */
    testSwitches: {
      /** While it exists, the server bundle includes a template that throws. */
      brokenTemplate: path.join(root, 'inject-broken-template'),
      /** While it exists, every write of an update waits (its content: the wait in ms, else 400). */
      slowWrites: path.join(root, 'test-slow-writes'),
      /** While it exists, an update first blocks the engine's event loop (its content: ms): a hung engine. */
      stall: path.join(root, 'test-engine-stall'),
    },
  };
}

export type SiteDataPaths = ReturnType<typeof siteDataPaths>;

/** The build folder `current` points at, or null. */
export function currentBuildDir(paths: Pick<SiteDataPaths, 'root' | 'current'>): string | null {
  try {
    return path.resolve(paths.root, readlinkSync(paths.current));
  } catch {
    return null;
  }
}

/** A live site is one whose folder (or `current` itself, a plain folder) has its home page. */
export function hasLiveSite(paths: Pick<SiteDataPaths, 'root' | 'current'>): boolean {
  return existsSync(path.join(currentBuildDir(paths) ?? paths.current, 'index.html'));
}

/** What the engine reports for one update. */
export interface UpdateResult {
  kind: 'full' | 'incremental';
  /** Pages rendered. */
  pages: number;
  posts: number;
  fetched: number;
  processed: number;
  ms: number;
  /** When the directly changed pages were live (a full build: the swap), ms from the start. */
  servedMs?: number;
  /** When every page the update touched was written and search answered right. */
  pagesMs?: number;
  phases: Record<string, number>;
  dir: string;
  manifest?: string;
}

/**
 * One update's manifest under the data folder's manifests/ (`latest` names the newest): the files
 * it added, changed and removed, site paths relative to the build root. The engine writes it
 * (site/engine/output/manifest.ts); the CDN deploy reads it (scripts/deploy/plan.mjs) to upload
 * only those. A full build lists every file as added.
 */
export interface SiteManifest {
  kind: 'full' | 'incremental';
  reason: string;
  build: string;
  added: string[];
  changed: string[];
  removed: string[];
  /** When it was written (ISO). */
  at: string;
}

/** A draft's article page (site/engine/preview.ts); `no-site`: never built, nothing to render with. */
export type PreviewResult = { ok: true; html: string; csp: string; path: string } | { ok: false; reason: 'no-site' };

/** CMS → engine. */
export type EngineRequest =
  | { type: 'update'; id: number; reason: string; full?: boolean }
  /** Rendered at once, beside any update (it writes nothing). */
  | { type: 'preview'; id: number; post: unknown; banner: string }
  /** Load the state and the server bundle before the first change arrives. */
  | { type: 'warm' }
  /** A change was queued: the running update leaves the search shards' rebuild to the next one. */
  | { type: 'change-waiting' };

/**
 * How often a running engine says it is alive. The CMS stops an engine it has not heard from for
 * SITE_ENGINE_SILENCE_MS (a hung one), however long an update that keeps talking takes.
 */
export const ENGINE_ALIVE_MS = 2_000;

/** Engine → CMS. `served` comes before the `done` of an update; a preview's `done` carries a PreviewResult. */
export type EngineReply =
  | { type: 'ready' }
  | { type: 'alive' }
  | { type: 'log'; message: string }
  | { type: 'served'; id: number; ms: number }
  | { type: 'done'; id: number; result: UpdateResult | PreviewResult }
  | { type: 'error'; id: number; message: string };

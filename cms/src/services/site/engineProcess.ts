/**
 * The site engine (site/engine) runs in a child process that stays up between updates: it keeps
 * the server bundle and the content model in memory, so a change renders only its pages, and
 * none of the rendering, compressing, indexing or deleting runs on this server's event loop. A
 * crashed or killed engine fails the update it was running; the next update starts a new one,
 * which repairs the site from its journal. The messages are @blog/shared/siteEngine's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REVALIDATE_TOKEN_ENV } from '@blog/shared';
import type { EngineReply, EngineRequest, PreviewResult, UpdateResult } from '@blog/shared/siteEngine';
import { childEnv, env } from '../../env';
import { revalidateToken } from '../cache/revalidateToken';
import { processSingleton } from '../../lib/processSingleton';
import { askSiteProcess, isSiteProcess, ownsEngine, tellSiteProcess } from '../cluster';
import { startUpdateReason } from './liveSite';

interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
  onServed?: (ms: number) => void;
}

/**
 * The watchdog: an update is stopped when the engine has said nothing (it says `alive` every
 * ENGINE_ALIVE_MS) for env.siteEngineSilenceMs, a hung engine. A fixed 20-minute limit killed a
 * working cold build at 100,000 posts; the six hours left only catch a runaway that keeps talking.
 */
const RUNAWAY_MS = 6 * 60 * 60 * 1000;
/** Until its first message, a new engine may be bundling and importing (slow on a loaded machine). */
const STARTUP_MS = 5 * 60 * 1000;
const WATCH_EVERY_MS = 1_000;
const KEEP = 6000;

interface EngineHandle {
  child: ChildProcess | null;
  /** The engine's last output, for an error's message. */
  output: string;
  /** When the running engine was last heard from (any message); a new one's start counts as later (STARTUP_MS). */
  heardAt: number;
  nextId: number;
  pending: Map<number, Pending>;
  /** The engine that was sent its warm-up (one per engine: instrumentation.ts, then startSite). */
  warmed: ChildProcess | null;
}

/**
 * One engine per process: Next loads this module once per bundle that imports it (the route
 * handlers, the panel's pages, instrumentation.ts), and each copy must reach the same child.
 */
const handle: EngineHandle = processSingleton('__blogSiteEngine', () => ({
  child: null,
  output: '',
  heardAt: 0,
  nextId: 1,
  pending: new Map(),
  warmed: null,
}));

const send = (running: ChildProcess, message: EngineRequest) => running.send(message);

const isUp = (running: ChildProcess | null): running is ChildProcess =>
  !!running && running.exitCode === null && running.connected;

function engine(): ChildProcess {
  if (isUp(handle.child)) return handle.child;
  handle.output = '';
  // spawn with an 'ipc' stdio slot (Turbopack tries to resolve fork()'s module path at build time).
  const started = spawn(process.execPath, [path.join(env.siteDir, 'engine/run.mjs'), 'serve'], {
    cwd: env.siteDir,
    env: childEnv({
      CMS_URL: env.selfUrl,
      SITE_URL: env.siteUrl,
      SITE_DATA_DIR: env.siteBuildsDir,
      BLOG_SITE_DIR: env.siteDir,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      // Reads past the public cache (services/cache/publicRead).
      [REVALIDATE_TOKEN_ENV]: revalidateToken,
    }),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => (handle.output = (handle.output + chunk.toString()).slice(-KEEP));
  const spawnedAt = Date.now();
  handle.heardAt = Date.now() + Math.max(0, STARTUP_MS - env.siteEngineSilenceMs);
  started.stdout?.on('data', keep);
  started.stderr?.on('data', keep);
  started.on('message', (message: EngineReply) => {
    handle.heardAt = Date.now();
    if (message.type === 'alive') return;
    if (message.type === 'log') {
      // Kept for an error's message; printed too when asked (SITE_ENGINE_PROFILE).
      if (env.siteEngineProfile) process.stdout.write(`[site engine] ${message.message}\n`);
      return keep(Buffer.from(`${message.message}\n`));
    }
    if (message.type === 'ready') {
      if (env.siteEngineProfile) process.stdout.write(`[site engine] process ready after ${Date.now() - spawnedAt} ms\n`);
      return;
    }
    const waiting = handle.pending.get(message.id);
    if (!waiting) return;
    if (message.type === 'served') waiting.onServed?.(message.ms);
    else if (message.type === 'done') {
      handle.pending.delete(message.id);
      waiting.resolve(message.result as never);
    } else {
      handle.pending.delete(message.id);
      waiting.reject(new Error(`${message.message || 'site update failed'}\n${handle.output.slice(-2000)}`));
    }
  });
  started.on('exit', (code, signal) => {
    if (handle.child === started) handle.child = null;
    const error = new Error(
      `The site engine stopped (${signal ?? `exit ${code}`}) during the update.\n${handle.output.slice(-2000)}`,
    );
    for (const [id, waiting] of handle.pending) {
      handle.pending.delete(id);
      waiting.reject(error);
    }
  });
  handle.child = started;
  return started;
}

/** Runs one site update (incremental, or full when asked or when the engine must). */
export function runInEngine(
  reason: string,
  options: { full?: boolean; onServed?: (ms: number) => void } = {},
): Promise<UpdateResult> {
  const id = handle.nextId++;
  const running = engine();
  return new Promise<UpdateResult>((resolve, reject) => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const silentMs = Date.now() - handle.heardAt;
      const why =
        silentMs > env.siteEngineSilenceMs
          ? `no word from the site engine for ${Math.round(silentMs / 1000)} s: it is hung, and was stopped`
          : Date.now() - startedAt > RUNAWAY_MS
            ? `the update ran for ${RUNAWAY_MS / 3_600_000} hours, and was stopped`
            : null;
      if (!why) return;
      handle.output += `\n[watchdog] ${why}\n`;
      clearInterval(timer);
      running.kill('SIGKILL');
    }, WATCH_EVERY_MS);
    handle.pending.set(id, {
      resolve: (result: UpdateResult) => {
        clearInterval(timer);
        resolve(result);
      },
      reject: (error) => {
        clearInterval(timer);
        reject(error);
      },
      onServed: options.onServed,
    });
    send(running, { id, type: 'update', reason, full: !!options.full });
  });
}

/** Under the admin client's request timeout (REQUEST_TIMEOUT_MS, 10 s), so the form hears why. */
const PREVIEW_TIMEOUT_MS = 8_000;

/** A draft's article page from the engine, or why not (`timeout`: the engine did not answer in time). */
export type EnginePreview = PreviewResult | { ok: false; reason: 'timeout' };

/**
 * Has the engine render a draft's article page. Runs beside any update (it writes nothing); a
 * render that takes longer than `timeoutMs` is answered with `timeout` (the engine is left alone:
 * it may be busy with a full build's CPU), its late answer dropped.
 */
export function previewInEngine(post: unknown, banner: string, timeoutMs = PREVIEW_TIMEOUT_MS): Promise<EnginePreview> {
  // In a cluster the one engine belongs to the site process: it renders the draft.
  if (!ownsEngine()) {
    return askSiteProcess<EnginePreview>({ kind: 'preview', post, banner, timeoutMs }, timeoutMs, {
      ok: false,
      reason: 'timeout',
    });
  }
  const id = handle.nextId++;
  const running = engine();
  return new Promise<EnginePreview>((resolve, reject) => {
    const timer = setTimeout(() => {
      handle.pending.delete(id);
      resolve({ ok: false, reason: 'timeout' });
    }, timeoutMs);
    handle.pending.set(id, {
      resolve: (result: PreviewResult) => {
        clearTimeout(timer);
        resolve(result);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    send(running, { id, type: 'preview', post, banner });
  });
}

/**
 * Tells a running engine that a change was queued: the update it is running leaves the search
 * shards' rebuild to the next one (search answers right meanwhile from its recent index).
 */
export function noteChangeQueued(): void {
  if (!ownsEngine()) return tellSiteProcess({ kind: 'change-queued' });
  if (isUp(handle.child)) send(handle.child, { type: 'change-waiting' });
}

/** Starts the engine and has it load its state and bundle before the first change arrives (once per engine). */
export function warmEngine(): void {
  const running = engine();
  if (handle.warmed === running) return;
  handle.warmed = running;
  send(running, { type: 'warm' });
}

/**
 * As the server starts (instrumentation.ts), before Payload is up: the site process's engine
 * starts loading a live site's state and bundle beside the server's own start (at 100,000 posts
 * ~1.5 s the first publish after a start would wait for). Only where startSite would warm it:
 * local builds, jobs run here, a live site that needs no update at start.
 */
export function warmEngineEarly(): void {
  if (env.siteBuild === 'local' && env.jobsAutorun && !env.tool && isSiteProcess() && startUpdateReason() === null) warmEngine();
}

export function stopEngine(): void {
  handle.child?.kill('SIGTERM');
  handle.child = null;
}

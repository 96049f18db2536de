/**
 * The site engine: a long-lived process that keeps the server bundle and the content model in
 * memory and renders, for each change, only the pages it touches (update.ts); or a full build.
 *
 * Under the CMS (forked with an IPC channel): messages {id, type: 'update', reason, full?} →
 * {id, type: 'served', ms}, then {id, type: 'done', result} or {id, type: 'error', message}.
 * {id, type: 'preview', post, banner} → {id, type: 'done', result: PreviewResult} or an error: a
 * draft's article page (preview.ts), rendered at once, beside any update (it writes nothing).
 * {type: 'change-waiting'}: a change was queued; the running update leaves the search shards'
 * rebuild to the next one.
 * From a shell: `node site/engine/run.mjs [update|full] [reason]` prints the result as JSON.
 */
import { withEngineLock } from './lock';
import type { UpdateResult } from './types';
import { forget, noteChangeWaiting, update, warm } from './update';
import { renderPreview, type PreviewRequest } from './preview';

interface Request extends Partial<PreviewRequest> {
  id: number;
  type: 'update' | 'warm' | 'preview' | 'change-waiting';
  reason: string;
  full?: boolean;
}

const send = (message: unknown) => process.send?.(message);

let queue: Promise<unknown> = Promise.resolve();

function run(reason: string, full: boolean, onServed: (ms: number) => void, log: (m: string) => void): Promise<UpdateResult> {
  const job = queue.then(() =>
    withEngineLock(() => update(log, { reason, full, onServed })).catch((error: unknown) => {
      forget();
      throw error;
    }),
  );
  queue = job.catch(() => undefined);
  return job;
}

// A stray rejection fails the update it belongs to, never the engine process.
process.on('unhandledRejection', (error) => console.error('[site] unhandled:', error));

if (process.send) {
  process.on('message', (message: Request) => {
    const log = (text: string) => send({ type: 'log', message: text });
    if (message?.type === 'change-waiting') return noteChangeWaiting();
    if (message?.type === 'warm') {
      queue = queue.then(() => warm(log)).catch((error: unknown) => log(`warm-up failed: ${String(error)}`));
      return;
    }
    if (message?.type === 'preview') {
      renderPreview({ post: message.post!, banner: message.banner ?? '' }, log).then(
        (result) => send({ id: message.id, type: 'done', result }),
        (error: unknown) =>
          send({ id: message.id, type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (message?.type !== 'update') return;
    run(message.reason, !!message.full, (ms) => send({ id: message.id, type: 'served', ms }), log).then(
      (result) => send({ id: message.id, type: 'done', result }),
      (error: unknown) =>
        send({ id: message.id, type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
} else {
  const [command = 'update', ...rest] = process.argv.slice(2);
  const log = (text: string) => console.error(`[site] ${text}`);
  run(rest.join(' ') || `cli ${command}`, command === 'full', (ms) => log(`served in ${ms} ms`), log).then(
    (result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

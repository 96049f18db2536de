/**
 * The site engine's process: one Engine (engine.ts), driven over IPC by the CMS (the messages of
 * @blog/shared/siteEngine) or once from a shell:
 *
 *   node site/engine/run.mjs [update|full] [reason]    (prints the result as JSON)
 */
import { ENGINE_ALIVE_MS, type EngineReply, type EngineRequest } from '@blog/shared/siteEngine';
import type { Post } from '@blog/shared';
import { Engine } from './engine';
import { testSwitches } from './testSwitches';

const send = (message: EngineReply) => process.send?.(message);
const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

// A stray rejection fails the update it belongs to, never the engine process.
process.on('unhandledRejection', (error) => console.error('[site] unhandled:', error));

if (process.send) {
  const engine = new Engine((message) => send({ type: 'log', message }));
  process.on('message', (message: EngineRequest) => {
    switch (message?.type) {
      case 'change-waiting':
        return engine.noteChangeWaiting();
      case 'warm':
        return engine.warm();
      case 'preview':
        return void engine.preview({ post: message.post as Post, banner: message.banner ?? '' }).then(
          (result) => send({ id: message.id, type: 'done', result }),
          (error: unknown) =>
            send({ id: message.id, type: 'error', message: error instanceof Error ? error.message : String(error) }),
        );
      case 'update': {
        const stall = testSwitches.stallMs();
        if (stall) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stall);
        return void engine
          .update({
            reason: message.reason,
            full: !!message.full,
            onServed: (ms) => send({ id: message.id, type: 'served', ms }),
          })
          .then(
            (result) => send({ id: message.id, type: 'done', result }),
            (error: unknown) => send({ id: message.id, type: 'error', message: errorText(error) }),
          );
      }
    }
  });
  // The CMS's watchdog hears this while the event loop turns, however long an update runs.
  setInterval(() => send({ type: 'alive' }), ENGINE_ALIVE_MS).unref();
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
} else {
  const [command = 'update', ...rest] = process.argv.slice(2);
  const log = (text: string) => console.error(`[site] ${text}`);
  new Engine(log)
    .update({ reason: rest.join(' ') || `cli ${command}`, full: command === 'full', onServed: (ms) => log(`served in ${ms} ms`) })
    .then(
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

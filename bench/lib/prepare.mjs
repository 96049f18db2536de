import { createServer } from 'node:net';
import { root } from './platform.mjs';
import { buildTargets, plan } from '../../scripts/lib/freshness.mjs';
import { run } from '../../scripts/lib/run.mjs';

export const step = (text) => console.log(`\n▸ ${text}`);

/** Builds what is missing or stale (the CMS, the markdown worker bundle), as npm start does. */
export async function ensureBuilt() {
  for (const { target, reason } of plan(buildTargets(root))) {
    step(`building ${target.name}: ${reason}`);
    await run(target.command[0], target.command[1], { cwd: root });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

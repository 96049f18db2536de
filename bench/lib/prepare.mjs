import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './platform.mjs';
import { isStale } from '../../scripts/lib/freshness.mjs';
import { run } from '../../scripts/lib/run.mjs';

export const step = (text) => console.log(`\n▸ ${text}`);

/** Builds the CMS (next build) when its sources are newer than the build, as npm start does. */
export async function ensureBuilt() {
  const sources = ['cms/src', 'shared/src', 'cms/next.config.mjs', 'cms/package.json'].map((p) => path.join(root, p));
  if (isStale(path.join(root, 'cms/.next/BUILD_ID'), sources)) {
    step('building the CMS (next build)');
    await run('npm', ['run', 'build', '--workspace', '@blog/cms'], { cwd: root });
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

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cmsDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.dirname(cmsDir);

/**
 * Before the `platform` lane's files start side by side: the site engine bundles itself into
 * site/node_modules/.astro/engine/ on its first start (site/engine/run.mjs), and two servers
 * starting at once on a fresh checkout would both write that bundle while the other loads it.
 * Started here once over IPC, it bundles, says `ready` and exits when we disconnect: no update runs.
 */
export default async function warmBundles() {
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    throw new Error('The cms is not built: run `npm run build` first (turbo does this before `npm test`).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-warm-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'site/engine/run.mjs')], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let errors = '';
      child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
      child.on('message', (message: { type?: string }) => {
        if (message?.type === 'ready') child.disconnect();
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`site engine warm-up exited ${code}\n${errors}`)),
      );
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

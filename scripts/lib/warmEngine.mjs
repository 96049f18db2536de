import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles the site engine once before test runs start platforms side by side: it bundles itself
 * into site/node_modules/.astro/engine/ on its first start (site/engine/run.mjs), and two
 * platforms starting at once on a fresh checkout would both write that bundle while the other
 * loads it. Started over IPC it bundles, says `ready` and exits when we disconnect: no update runs.
 */
export async function warmSiteEngine() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-warm-'));
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'site/engine/run.mjs')], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let errors = '';
      child.stderr.on('data', (d) => (errors += d.toString()));
      child.on('message', (message) => {
        if (message?.type === 'ready') child.disconnect();
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`the site engine's warm-up exited ${code}\n${errors}`)),
      );
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

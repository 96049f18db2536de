import { spawn } from 'node:child_process';
import path from 'node:path';

const cmsDir = path.resolve(import.meta.dirname, '../..');

/**
 * A command-line tool of src/cli/ (`scripts/cli.mjs`, as `npm run import`, `seed` and the bench
 * run it) on the data folder `dataDir`, its database the SQLite file there; `env` adds or
 * overrides variables. Its exit code and everything it printed.
 */
export function runTool(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const toolEnv: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    PAYLOAD_SECRET: 'cli-tool-test-secret-0123456789abcdef',
    SITE_URL: 'http://127.0.0.1:3999',
    SITE_BUILD: 'off',
    JOBS_AUTORUN: 'false',
    SMTP_URL: '',
    REBUILD_WEBHOOK_URL: '',
    ...env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/cli.mjs', ...args], {
      cwd: cmsDir,
      env: { ...process.env, ...toolEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

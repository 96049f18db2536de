import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cmsDir = path.resolve(import.meta.dirname, '../..');

/**
 * A fresh data folder seeded like the benchmark's (the synthetic seed CLI): the demo content and
 * `subscribers` active subscribers reader1…readerN@bench.example.com.
 */
export async function seedSubscribers(secret: string, subscribers: number, prefix = 'blog-cms-bulk-'): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    PAYLOAD_SECRET: secret,
    SITE_BUILD: 'off',
    JOBS_AUTORUN: 'false',
    SMTP_URL: '',
  };
  const args = ['scripts/cli.mjs', 'seedSynthetic', '--posts', '0', '--subscribers', String(subscribers)];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: cmsDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited ${code}\n${errors}`))));
  });
  return dataDir;
}

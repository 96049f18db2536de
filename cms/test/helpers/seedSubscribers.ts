import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './cliTool';

/**
 * A fresh data folder seeded like the benchmark's (the synthetic seed CLI): the demo content and
 * `subscribers` active subscribers reader1…readerN@bench.example.com.
 */
export async function seedSubscribers(secret: string, subscribers: number, prefix = 'blog-cms-bulk-'): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const args = ['seedSynthetic', '--posts', '0', '--subscribers', String(subscribers)];
  const run = await runTool(dataDir, args, { PAYLOAD_SECRET: secret });
  if (run.code !== 0) throw new Error(`seeding exited ${run.code}\n${run.output.slice(-4000)}`);
  return dataDir;
}

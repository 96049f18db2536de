import { spawn } from 'node:child_process';
import path from 'node:path';
import { childEnv, env } from '../../env';

/**
 * SITE_BUCKET set: after each local update the site goes to the bucket with the CDN deploy
 * (scripts/deploy/s3Deploy.mjs, driven by the engine's manifests: only what the update changed),
 * run as a child process as the workflow runs it. `whole`: everything (a new lease holder, whose
 * own deploy state knows nothing of the last holder's deploys).
 */
export async function deployToBucket(whole: boolean): Promise<string> {
  if (!env.siteBucket) return '';
  const child = spawn(process.execPath, [path.join(env.repoRoot, 'scripts/deploy/s3Deploy.mjs'), ...(whole ? ['--full'] : [])], {
    cwd: env.repoRoot,
    env: childEnv({ SITE_BUCKET: env.siteBucket, SITE_DATA_DIR: env.siteBuildsDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The deploy to ${env.siteBucket} failed (exit ${code}):\n${output}`);
  return output;
}

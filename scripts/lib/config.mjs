/**
 * The scripts' configuration: every environment variable the server, the start script and the
 * health check read, read here once (the lint allows process.env only in config modules; the data
 * folder's layout is dataPaths.mjs's). The defaults are @blog/shared/defaults's, as the CMS's.
 *
 * Env: PORT (3000), HOST (0.0.0.0), TRUST_PROXY, DATA_DIR, SITE_DIST (DATA_DIR/site/current),
 * WEB_CONCURRENCY (1), and in a cluster's worker BLOG_WORKER (lib/cluster.mjs sets it).
 */
import path from 'node:path';
import { WORKER_ENV } from '@blog/shared/clusterContract';
import { DEFAULT_HOST, portFrom } from '@blog/shared/defaults';
import { dataPaths, repoRoot } from './dataPaths.mjs';

const env = process.env;
const { dataDir } = dataPaths(env);

export const serverConfig = {
  port: portFrom(env),
  host: env.HOST || DEFAULT_HOST,
  trustProxy: env.TRUST_PROXY === 'true',
  dataDir,
  siteDist: path.resolve(repoRoot, env.SITE_DIST || path.join(dataDir, 'site', 'current')),
  /** WEB_CONCURRENCY: how many worker processes serve (1: this process, no cluster). */
  workerCount: (() => {
    const n = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
    return Number.isFinite(n) && n > 1 ? Math.min(n, 64) : 1;
  })(),
  /** True in a cluster's worker (lib/cluster.mjs). */
  isWorker: Boolean(env[WORKER_ENV.slot]),
};

/**
 * What production mode (PRODUCTION=true) finds wrong with this environment (none outside it).
 * Imported when asked: the health check, which runs every 30 s, never loads the password checks.
 */
export async function productionEnvProblems() {
  const { productionProblems } = await import('@blog/shared/productionConfig');
  return productionProblems(env);
}

/** Several machines (a networked database or a media bucket) sign with one secret from the environment. */
export async function sharedSecretEnvProblem() {
  const { sharedSecretProblem } = await import('@blog/shared/productionConfig');
  return sharedSecretProblem(env);
}

/** The media bucket's settings (MEDIA_STORAGE, MEDIA_BUCKET, the AWS SDK's variables), for lib/mediaBucket.mjs. */
export const mediaEnv = env;

/** The environment Next runs with in this process: the repository root, no telemetry, the mode. */
export function prepareNextEnv({ dev }) {
  env.BLOG_ROOT ??= repoRoot;
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  env.NODE_ENV = dev ? 'development' : 'production';
}

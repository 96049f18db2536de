import type { Payload } from 'payload';

/**
 * Payload for a command-line tool (import, export, seed), started the way the server starts it,
 * whatever the shell has: NODE_ENV=production, as scripts/server.mjs sets it. In a plain shell
 * (NODE_ENV unset) Payload would otherwise run in development mode, which regenerates
 * src/payload-types.ts (a source file: the next `npm start` rebuilds the CMS), checks its
 * dependencies and opens a hot-reload socket to localhost:3000. The schema is never pushed in any
 * mode (db/schema.ts). The tool is not the server: no jobs run here (the server, or the
 * next start, runs what the tool queues) and no start duties (BLOG_TOOL, payload.config's onInit).
 * Call before anything imports env.ts or the config.
 */
export async function startPayload(): Promise<Payload> {
  // Written before env.ts reads the environment: what env.ts then reads for this process.
  // eslint-disable-next-line no-restricted-properties
  Object.assign(process.env, { NODE_ENV: 'production', JOBS_AUTORUN: 'false', BLOG_TOOL: 'true' });
  const { getPayload } = await import('payload');
  const { default: config } = await import('../payload.config');
  return getPayload({ config });
}

import type { TaskConfig } from 'payload';
import { env } from '../env';
import { runRebuild } from '../services/rebuild/runRebuild';

/** The site rebuild, run by the jobs queue 'site'. Webhook calls are retried with backoff. */
export const rebuildSiteTask: TaskConfig<'rebuildSite'> = {
  slug: 'rebuildSite',
  label: 'Rebuild the static site',
  inputSchema: [
    { name: 'reason', type: 'text' },
    { name: 'key', type: 'text' },
    { name: 'full', type: 'checkbox' },
  ],
  retries: env.siteBuild === 'webhook' ? { attempts: 5, backoff: { type: 'exponential', delay: 2000 } } : 0,
  concurrency: {
    key: ({ input }) => (input as { key?: string }).key || 'site-rebuild',
    exclusive: true,
    supersedes: true,
  },
  handler: async ({ input, req }) => {
    const { reason, full } = input as { reason?: string; full?: boolean };
    await runRebuild(req.payload, reason ?? 'change', { full: !!full });
    return { output: {} };
  },
};

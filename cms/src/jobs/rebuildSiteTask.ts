import type { TaskConfig } from 'payload';
import { env } from '../env';
import { runSiteUpdate, scheduleRetry } from '../services/site/siteUpdate';

/**
 * The site rebuild, run by the jobs queue 'site'. Webhook calls are retried by the queue with
 * backoff; a failed local build queues its own retry (services/site: longer delays, shown on the
 * dashboard, and superseded by a newer change).
 */
export const rebuildSiteTask: TaskConfig<'rebuildSite'> = {
  slug: 'rebuildSite',
  label: 'Rebuild the static site',
  inputSchema: [
    { name: 'reason', type: 'text' },
    { name: 'key', type: 'text' },
    { name: 'full', type: 'checkbox' },
    { name: 'attempt', type: 'number' },
  ],
  retries: env.siteBuild === 'webhook' ? { attempts: 5, backoff: { type: 'exponential', delay: 2000 } } : 0,
  concurrency: {
    key: ({ input }) => (input as { key?: string }).key || 'site-rebuild',
    exclusive: true,
    // No `supersedes`: queueSiteUpdate coalesces (Payload's delete-then-insert raced across processes).
  },
  handler: async ({ input, req }) => {
    const { reason, full } = input as { reason?: string; full?: boolean };
    try {
      await runSiteUpdate(req.payload, reason ?? 'change', { full: !!full });
    } catch (error) {
      if (env.siteBuild === 'local') {
        const at = await scheduleRetry(req.payload, input).catch(() => null);
        req.payload.logger.warn(
          at ? `[site] next try at ${at.toISOString()}` : '[site] no automatic retry left: the next change rebuilds',
        );
      }
      throw error;
    }
    return { output: {} };
  },
};

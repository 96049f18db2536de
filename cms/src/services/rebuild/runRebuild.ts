import type { Payload } from 'payload';
import { env } from '../../env';
import { withLock } from '../../lib/withLock';
import { buildLocally } from './buildLocally';
import { callWebhook } from './callWebhook';
import { clearPublicCache } from '../cache/publicCache';

/** One site update (incremental or full), recorded in site-builds (running → success | failed). Updates never overlap. */
export async function runRebuild(payload: Payload, reason: string, options: { full?: boolean } = {}): Promise<void> {
  if (env.siteBuild === 'off') return;
  await withLock('site-build', async () => {
    const mode = env.siteBuild === 'webhook' ? 'webhook' : 'local';
    // The build reads the API: it must see what is committed now (the engine also reads past the cache: services/cache/publicRead).
    clearPublicCache();
    const startedAt = new Date();
    const record = await payload.create({
      collection: 'site-builds',
      data: { status: 'running', mode, reason: reason.slice(0, 200), startedAt: startedAt.toISOString() },
    });
    const finish = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'site-builds',
        id: record.id,
        data: { finishedAt: new Date().toISOString(), durationMs: Date.now() - startedAt.getTime(), ...data },
      });
    try {
      if (mode === 'webhook') {
        await callWebhook(reason);
        await finish({ status: 'success' });
      } else {
        const result = await buildLocally(reason, { full: options.full });
        await finish({ status: 'success', pages: result.pages, servedMs: result.servedMs, pagesMs: result.pagesMs });
        payload.logger.info(
          `[site] ${result.kind} update: ${result.pages} pages, ${result.fetched} posts fetched` +
            `${result.servedMs !== undefined ? `, served after ${result.servedMs} ms` : ''} (${Object.entries(result.phases)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')})`,
        );
      }
      payload.logger.info(`[site] ${mode} rebuild done (${reason}) in ${Date.now() - startedAt.getTime()} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finish({ status: 'failed', error: message.slice(-4000) });
      payload.logger.error(`[site] ${mode} rebuild failed (${reason}): ${message.slice(0, 500)}`);
      throw error;
    }
  });
}

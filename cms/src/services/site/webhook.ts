import { env } from '../../env';

/** Webhook mode: tells CI (repository_dispatch) to rebuild and deploy. Throws on failure so the job retries. */
export async function callWebhook(reason: string): Promise<void> {
  if (!env.rebuildWebhookUrl) throw new Error('REBUILD_WEBHOOK_URL is not set');
  const res = await fetch(env.rebuildWebhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'blog-cms-rebuild' },
    body: JSON.stringify({
      event_type: 'rebuild-site',
      client_payload: { reason, at: new Date().toISOString(), siteUrl: env.siteUrl },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`Webhook answered ${res.status}`);
}

import type { Payload } from 'payload';
import type { SiteMessage } from '../cluster';
import { startSiteUpdate } from '../siteUpdate';
import { noteChangeQueued, previewInEngine } from './siteEngine';

/** The site process's answers to the other workers' site messages (services/cluster). */
export async function handleSiteMessage(message: SiteMessage, payload: Payload): Promise<unknown> {
  if (message.kind === 'update') return startSiteUpdate(payload);
  if (message.kind === 'change-queued') return noteChangeQueued();
  if (message.kind === 'preview') return previewInEngine(message.post, message.banner, message.timeoutMs);
  return null;
}

import { env } from '../../env';
import { sendMail } from '../mail';
import { postEmail } from '../mail/templates/postEmail';
import type { Recipient } from './activeSubscriberPages';
import { unsubscribeLinks } from './oneClickUrl';

/** What the publish e-mail shows of a post. */
export interface PostSummary {
  title: string;
  excerpt?: string | null;
  url: string;
}

/** The publish e-mail to one subscriber, with their own signed unsubscribe links. */
export async function sendPostEmail(post: PostSummary, to: Recipient): Promise<void> {
  const links = unsubscribeLinks(to);
  await sendMail({ to: to.email, unsubscribe: links }, postEmail(post, env.siteUrl, links.pageUrl));
}

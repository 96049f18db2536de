import { env } from '../../env';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribeToken';

/** The two unsubscribe links of a newsletter e-mail: the page (footer) and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(subscription: { id: string | number; email: string }) {
  return {
    pageUrl: unsubscribeUrl(subscription),
    oneClickUrl: `${env.siteUrl}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(subscription))}`,
  };
}

import config from '@payload-config';
import { getPayload, type Payload } from 'payload';
import { clientIp } from '../../services/http/clientIp';
import { crossSiteRefused, isCrossSitePost } from '../../services/newsletter/crossSite';

type FormHandler = (payload: Payload, request: Request, ip: string) => Promise<Response>;

/** A route handler for one of the site's plain-HTML newsletter forms (services/newsletter/forms). */
export function formRoute(handler: FormHandler) {
  // cron: the jobs queue runs in this process, whichever route wakes Payload first.
  return async (request: Request): Promise<Response> => {
    // Another website's page posting here is refused before anything is read or counted.
    if (request.method === 'POST' && isCrossSitePost(request)) return crossSiteRefused();
    return handler(await getPayload({ config, cron: true }), request, clientIp(request));
  };
}

/** Anything but the form's own method: the newsletter page, where the forms are. */
export function toNewsletterPage(): Response {
  return new Response(null, { status: 303, headers: { location: '/newsletter/' } });
}

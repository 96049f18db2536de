import { confirmForm } from '../../../../services/newsletter/forms';
import { formRoute, toNewsletterPage } from '../../formRoute';

/**
 * POST /newsletter/confirm?token=…: the button of the e-mailed link's page (the site's static
 * /newsletter/confirm/, served before Next is reached) posts to the page's own address, token
 * included, and confirms. A GET confirms nothing: mail scanners open every link they see.
 */
export const dynamic = 'force-dynamic';
export const POST = formRoute(confirmForm);
export const GET = toNewsletterPage;

import { unsubscribeForm } from '../../../services/newsletter/forms';
import { formRoute } from '../formRoute';

/**
 * POST /unsubscribe?token=…: the confirm button of the e-mailed link's page is a form without
 * an action, so it posts to the page's own address, token included, with or without JavaScript.
 * (GET /unsubscribe is the static page, served before Next is reached.)
 */
export const dynamic = 'force-dynamic';
export const POST = formRoute(unsubscribeForm);

import { unsubscribeForm } from '../../../../services/newsletter/forms';
import { formRoute, toNewsletterPage } from '../../formRoute';

export const dynamic = 'force-dynamic';
export const POST = formRoute(unsubscribeForm);
export const GET = toNewsletterPage;

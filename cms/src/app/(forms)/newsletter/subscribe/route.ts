import { subscribeForm } from '../../../../services/newsletter/forms';
import { formRoute, toNewsletterPage } from '../../formRoute';

export const dynamic = 'force-dynamic';
export const POST = formRoute(subscribeForm);
export const GET = toNewsletterPage;

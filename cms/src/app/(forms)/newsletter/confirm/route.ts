import { confirmForm } from '../../../../services/newsletter/forms';
import { formRoute } from '../../formRoute';

export const dynamic = 'force-dynamic';
// The e-mailed link: a click (GET) confirms the pending sign-up once, then shows its result page.
export const GET = formRoute(confirmForm);

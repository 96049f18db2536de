import { statusForm } from '../../../../services/newsletter/forms';
import { formRoute } from '../../formRoute';

export const dynamic = 'force-dynamic';
export const GET = formRoute(statusForm);

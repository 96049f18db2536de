import { addDataAndFileToRequest, APIError, headersWithCors, type Endpoint } from 'payload';
import { clientIp } from '../../services/http/clientIp';
import { limitPasswordReset, resetEmail, startPasswordReset } from '../../services/auth/passwordReset';
import { tooMany } from './hooks/limitSignIn';

/**
 * Payload's REST forgot-password (POST /api/users/forgot-password, what the /cms panel's form
 * calls), in place of Payload's own handler: it is found first under every spelling of the path.
 * Payload's answers "success" for any address but only after it looked the address up, wrote
 * the token and sent the e-mail, so its timing told whether the address has an account. This one
 * limits per IP and per address, answers the same at once, and does the work afterwards.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const email = resetEmail(req.data);
    if (!email) throw new APIError('Missing email.', 400, null, true);
    const retryAfter = await limitPasswordReset(clientIp(req), email);
    if (retryAfter !== null) tooMany(req, retryAfter);
    startPasswordReset(req.payload, email);
    return Response.json(
      { message: req.t('general:success') },
      { status: 200, headers: headersWithCors({ headers: new Headers(), req }) },
    );
  },
};

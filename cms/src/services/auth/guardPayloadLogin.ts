import { TR } from '@blog/shared';
import { clientIp } from '../http/clientIp';
import { hasPoints, limiters } from '../rateLimit/limiters';

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/**
 * Payload's own POST /api/users/login gets the same lockout as /api/v1/auth/login:
 * 5 failures per e-mail + IP per 15 minutes.
 */
export function guardPayloadLogin(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return handler(request, context);
    const body = await request.clone().json().catch(() => ({}) as Record<string, unknown>);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const key = `${email}|${clientIp(request)}`;
    if (!(await hasPoints('loginFailures', key))) {
      return Response.json({ errors: [{ message: TR.auth.tooManyAttempts }] }, { status: 429 });
    }
    const response = await handler(request, context);
    if (response.status === 401) await limiters.loginFailures.penalty(key, 1);
    return response;
  };
}

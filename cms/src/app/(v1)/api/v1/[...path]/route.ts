import config from '@payload-config';
import { getPayload } from 'payload';
import { dispatch, isDirect } from '../../../../../endpoints/v1/router';
import { routes } from '../../../../../endpoints/v1';
import { clientIp } from '../../../../../services/http/clientIp';

export const dynamic = 'force-dynamic';

// cron: the jobs queue (site rebuilds, e-mails) runs in this process.
const payload = () => getPayload({ config, cron: true });

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/v1\/?/, '');
  return dispatch(routes, request, path, payload, clientIp(request));
}

/**
 * The platform server (scripts/server.mjs) answers the routes marked `direct` itself, through
 * this handler, once this module is loaded (its first /api/v1 call wakes it at start).
 */
(globalThis as typeof globalThis & { __blogDirectApi?: unknown }).__blogDirectApi = {
  matches: (method: string, pathname: string) =>
    pathname.startsWith('/api/v1/') && isDirect(routes, method, pathname.slice('/api/v1/'.length)),
  handle,
};

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { allow: 'GET, POST, PUT, PATCH, DELETE, OPTIONS' } });
}

import config from '@payload-config';
import { offerDirectApi } from '@blog/shared/serverHandshake';
import { getPayload } from 'payload';
import { answer, dispatch, isDirect, type ReadyAnswer } from '../../../../../endpoints/v1/router';
import { routes } from '../../../../../endpoints/v1';
import { clientIp } from '../../../../../services/http/clientIp';

export const dynamic = 'force-dynamic';

// cron: the jobs queue (site rebuilds, e-mails) runs in this process.
const payload = () => getPayload({ config, cron: true });

const pathOf = (request: Request) => new URL(request.url).pathname.replace(/^\/api\/v1\/?/, '');

async function handle(request: Request): Promise<Response> {
  return dispatch(routes, request, pathOf(request), payload, clientIp(request));
}

/** The same dispatch for the platform server: the answer's status, headers and bytes. */
async function handleDirect(request: Request): Promise<ReadyAnswer> {
  const result = await answer(routes, request, pathOf(request), payload, clientIp(request));
  if (!(result instanceof Response)) return result;
  return { status: result.status, headers: [...result.headers], body: Buffer.from(await result.arrayBuffer()) };
}

/**
 * The platform server (scripts/server.mjs) answers the routes marked `direct` itself, through
 * this handler, once this module is loaded (its first /api/v1 call wakes it at start).
 */
offerDirectApi({
  matches: (method: string, pathname: string) =>
    pathname.startsWith('/api/v1/') && isDirect(routes, method, pathname.slice('/api/v1/'.length)),
  handle: handleDirect,
});

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { allow: 'GET, POST, PUT, PATCH, DELETE, OPTIONS' } });
}

import type { Payload } from 'payload';
import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../../services/http/HttpError';
import { fromPayloadError } from '../../services/http/fromPayloadError';
import { authenticateSession, requireAdmin } from '../../services/auth/authenticate';
import type { Context } from './context';
import { messages, type Lang } from './messages';
import { respondError } from './respond';
import { cacheable, cachedRead } from './cachedRead';
import { clearPublicCache } from '../../services/cache/publicCache';
import { kickSiteQueue } from '../../services/jobs/kickSiteQueue';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'admin';
export type Handler = (ctx: Context) => Promise<Response>;

export interface RouteDef {
  method: Method;
  /** Path under /api/v1, with `:name` parameters: 'blogs/admin/blogs/:id/status'. */
  path: string;
  access: Access;
  handler: Handler;
  /** Language of the generic messages; defaults to Turkish on user/admin routes. */
  lang?: Lang;
  /** A public read whose anonymous answers are cached (services/cache/publicCache). */
  cache?: boolean;
}

interface CompiledRoute extends RouteDef {
  segments: string[];
}

export function compile(routes: RouteDef[]): CompiledRoute[] {
  return routes.map((r) => ({ ...r, segments: r.path.split('/').filter(Boolean) }));
}

function match(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const seg = route.segments[i] as string;
    const part = parts[i] as string;
    if (seg.startsWith(':')) params[seg.slice(1)] = part;
    else if (seg !== part) return null;
  }
  return params;
}

function decodeParts(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/** Routes a request: 404 for an unknown path, 405 for a known path with another method. */
export async function dispatch(
  routes: CompiledRoute[],
  request: Request,
  path: string,
  payload: () => Promise<Payload>,
  ip: string,
): Promise<Response> {
  const parts = decodeParts(path);
  const lang: Lang = /^(blogs\/admin|newsletter\/admin|upload|auth)(\/|$)/.test(path) ? 'tr' : 'en';
  const m = messages(lang);
  if (!parts) return respondError(404, ERROR_CODES.NOT_FOUND, m.routeNotFound);

  let params: Record<string, string> | null = null;
  let route: CompiledRoute | undefined;
  const allowed: string[] = [];
  for (const candidate of routes) {
    const found = match(candidate, parts);
    if (!found) continue;
    allowed.push(candidate.method);
    if (candidate.method === request.method && !route) {
      route = candidate;
      params = found;
    }
  }
  if (!route || !params) {
    return allowed.length
      ? respondError(405, ERROR_CODES.METHOD_NOT_ALLOWED, m.methodNotAllowed, undefined, { allow: allowed.join(', ') })
      : respondError(404, ERROR_CODES.NOT_FOUND, m.routeNotFound);
  }

  const routeLang = route.lang ?? (route.access === 'public' ? 'en' : 'tr');
  const rm = messages(routeLang);
  try {
    const instance = await payload();
    const ctx: Context = {
      request,
      payload: instance,
      params,
      query: new URL(request.url).searchParams,
      ip,
      lang: routeLang,
      user: null,
      sessionId: null,
    };
    const handler = route.handler;
    const run = () => handler(ctx).catch((error: unknown) => errorResponse(error, request, path, rm.serverError));
    if (route.cache && route.access === 'public' && cacheable(request)) return await cachedRead(path, request, instance, run);
    if (route.access !== 'public') {
      const auth = await authenticateSession(request, instance, rm);
      ctx.user = auth.user;
      ctx.sessionId = auth.sessionId;
      if (route.access === 'admin') requireAdmin(ctx.user, rm);
    }
    const response = await run();
    if (request.method !== 'GET' && route.access !== 'public' && response.ok) {
      // Hooks clear the public cache inside the write's transaction; clear it again once the
      // write is committed, so a read made in between cannot keep the old answer. A rebuild
      // the write queued starts now.
      clearPublicCache();
      kickSiteQueue(instance);
    }
    return response;
  } catch (error) {
    return errorResponse(error, request, path, rm.serverError);
  }
}

/** A thrown error as the envelope: known errors with their status, anything else a logged 500. */
function errorResponse(error: unknown, request: Request, path: string, serverError: string): Response {
  const known = error instanceof HttpError ? error : fromPayloadError(error);
  if (known) return respondError(known.status, known.code, known.message, known.details, known.headers);
  console.error(`[api/v1] ${request.method} ${path} failed:`, error);
  return respondError(500, ERROR_CODES.SERVER_ERROR, serverError);
}

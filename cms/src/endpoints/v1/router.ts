import type { Payload } from 'payload';
import type { z } from 'zod';
import { ERROR_CODES } from '@blog/shared';
import { HttpError } from '../../services/http/HttpError';
import { fromPayloadError } from '../../services/http/fromPayloadError';
import { authenticateSession, requireAdmin } from '../../services/auth/authenticate';
import { consume, type LimiterName } from '../../services/rateLimit/limiters';
import { cacheKey, clearPublicCache } from '../../services/cache/publicCache';
import { publicRead } from '../../services/cache/publicRead';
import { nextScheduledAt } from '../../services/cache/nextScheduled';
import { startSiteUpdate } from '../../services/site/siteUpdate';
import { parseId } from '../../lib/ids';
import { withRetries } from '../../db';
import { readJson, validate, type Context } from './context';
import { messages, respondError, type Lang } from './respond';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, any signed-in user, or an ADMIN (401 / 403 otherwise). */
export type Access = 'public' | 'user' | 'admin';
/**
 * What a successful write changes beyond its own answer, applied by the router once the write is
 * committed: `publicCache` clears the cached anonymous reads (the hooks clear it inside the
 * transaction too, so a read made in between cannot keep the old answer); `siteUpdate` starts
 * the site update the write's hooks queued now rather than at the runner's next tick.
 */
export type Effect = 'publicCache' | 'siteUpdate';

type Schema = z.ZodTypeAny;
type Parsed<S> = S extends Schema ? z.infer<S> : undefined;

export interface RouteDef<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined> {
  method: Method;
  /** Path under /api/v1, with `:name` parameters: 'blogs/admin/blogs/:id/status'. An `:id` must be an id (else 404). */
  path: string;
  access: Access;
  /** Language of the answer's messages (the public site reads English, the back office Turkish). */
  lang: Lang;
  /** Spends a point of this limiter per call (key: prefix + client IP) before anything else: 429. */
  rateLimit?: { limiter: LimiterName; prefix?: string; message?: string };
  /** The shared schema of the query string, validated into `ctx.query` (400 with details.validation). */
  query?: Q;
  /** The shared schema of the JSON body, validated into `ctx.body` (415, 413, 400 like the query). */
  body?: B;
  /** Throws 404 when the record the path names is missing: checked before the body, so a write to a missing record is a 404 whatever it sends. */
  exists?: (ctx: Context) => Promise<unknown>;
  handler: (ctx: Context<Parsed<B>, Parsed<Q>>) => Promise<Response>;
  /** A public read whose anonymous answers are cached (services/cache/publicCache). */
  cache?: boolean;
  effects?: Effect[];
  /**
   * Answered by the platform server itself (scripts/server.mjs), through this same dispatch, not
   * through Next: for a hot call whose work is smaller than Next's own cost per request (the view
   * ping; `cache` reads are answered so too, see isDirect). Same access, limits, checks and
   * envelope; only the trip through Next is skipped. A route with a body schema is never answered so.
   */
  direct?: boolean;
}

export type AnyRoute = RouteDef<Schema | undefined, Schema | undefined>;

/** A route entry, with `ctx.body` and `ctx.query` typed by its schemas. */
export const route = <B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  def: RouteDef<B, Q>,
): AnyRoute => def as unknown as AnyRoute;

export interface CompiledRoute extends AnyRoute {
  segments: string[];
  /** The query parameters the route reads (its schema's keys): all a cached answer may vary by. */
  queryKeys: readonly string[];
}

const isParam = (segment: string) => segment.startsWith(':');

/** Fixed segments before parameters, position by position: `blogs/categories` wins over `blogs/:slug`. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i += 1) {
    const diff = Number(isParam(a.segments[i] as string)) - Number(isParam(b.segments[i] as string));
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The table, most specific first (a stable sort: entries of one path keep their order). */
export function compile(routes: AnyRoute[]): CompiledRoute[] {
  return routes
    .map((r) => ({ ...r, segments: r.path.split('/').filter(Boolean), queryKeys: schemaKeys(r.query) }))
    .sort(bySpecificity);
}

/** The keys of an object schema, through refinements and defaults; none without a schema. */
function schemaKeys(schema: Schema | undefined): readonly string[] {
  let inner = schema as { shape?: Record<string, unknown>; _def?: { schema?: unknown; innerType?: unknown } } | undefined;
  while (inner && !inner.shape && (inner._def?.schema || inner._def?.innerType))
    inner = (inner._def.schema ?? inner._def.innerType) as typeof inner;
  return inner?.shape ? Object.keys(inner.shape).sort() : [];
}

function match(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const seg = route.segments[i] as string;
    const part = parts[i] as string;
    if (isParam(seg)) params[seg.slice(1)] = part;
    else if (seg !== part) return null;
  }
  return params;
}

/**
 * The language of a path no route matches: that of the routes sharing its longest run of leading
 * fixed segments (`blogs/admin/nope` → the back office's), English when they differ or none do.
 */
export function languageOf(routes: CompiledRoute[], parts: string[]): Lang {
  let best = 0;
  const langs = new Set<Lang>();
  for (const r of routes) {
    let shared = 0;
    while (shared < parts.length && r.segments[shared] === parts[shared]) shared += 1;
    if (shared === 0 || shared < best) continue;
    if (shared > best) langs.clear();
    best = shared;
    langs.add(r.lang);
  }
  return langs.size === 1 ? [...langs][0]! : 'en';
}

export interface Found {
  route: CompiledRoute;
  params: Record<string, string>;
}

/** The route of a method and path, or why there is none: 404, or 405 with the methods allowed. */
export function find(routes: CompiledRoute[], method: string, parts: string[]): Found | { allowed: Method[]; lang: Lang } {
  const allowed: Method[] = [];
  let lang: Lang | undefined;
  for (const candidate of routes) {
    const params = match(candidate, parts);
    if (!params) continue;
    if (candidate.method === method) return { route: candidate, params };
    lang ??= candidate.lang;
    if (!allowed.includes(candidate.method)) allowed.push(candidate.method);
  }
  return { allowed, lang: lang ?? languageOf(routes, parts) };
}

/**
 * Whether a call (method and path under /api/v1) is answered by the platform server without Next:
 * a `direct` route, or a cached public read (its misses and signed-in reads do a few milliseconds'
 * work, less than Next's own cost per call). Never a route that takes a body.
 */
export function isDirect(routes: CompiledRoute[], method: string, path: string): boolean {
  const parts = decodeParts(path);
  const found = parts && find(routes, method, parts);
  if (!found || !('route' in found) || found.route.body !== undefined) return false;
  return found.route.direct === true || (found.route.cache === true && method === 'GET');
}

function decodeParts(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/** An answer ready to send: a handler's Response, or a public read's bytes (cached, or shared by the callers of one run). */
export type Answer = Response | ReadyAnswer;
export interface ReadyAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
}

/** Runs a request through its route entry (see answer) and gives Next a Response. */
export async function dispatch(
  routes: CompiledRoute[],
  request: Request,
  path: string,
  payload: () => Promise<Payload>,
  ip: string,
): Promise<Response> {
  const result = await answer(routes, request, path, payload, ip);
  return result instanceof Response ? result : new Response(result.body, { status: result.status, headers: result.headers });
}

/**
 * Runs a request through its route entry: access, rate limit, id, query, body, handler, then the
 * declared effects. A public read's bytes come back as they are: the platform server writes them
 * to the socket without wrapping them in a Response and reading them back (two copies per call).
 */
export async function answer(
  routes: CompiledRoute[],
  request: Request,
  path: string,
  payload: () => Promise<Payload>,
  ip: string,
): Promise<Answer> {
  const parts = decodeParts(path);
  if (!parts) {
    return respondError(404, ERROR_CODES.NOT_FOUND, messages(languageOf(routes, path.split('/'))).routeNotFound);
  }
  const found = find(routes, request.method, parts);
  if (!('route' in found)) {
    const m = messages(found.lang);
    return found.allowed.length
      ? respondError(405, ERROR_CODES.METHOD_NOT_ALLOWED, m.methodNotAllowed, undefined, { allow: found.allowed.join(', ') })
      : respondError(404, ERROR_CODES.NOT_FOUND, m.routeNotFound);
  }
  const { route, params } = found;
  const m = messages(route.lang);
  try {
    const instance = await payload();
    const searchParams = new URL(request.url).searchParams;
    const ctx: Context = {
      request,
      payload: instance,
      params,
      searchParams,
      ip,
      lang: route.lang,
      user: null,
      sessionId: null,
      body: undefined,
      query: undefined,
    };
    // A handler SQLite refused as busy (another process's write won; its transaction was rolled
    // back) runs again: a busy database makes a call slower, never a 5xx.
    const run = () =>
      prepare(route, ctx)
        .then(() => withRetries(() => route.handler(ctx)))
        .catch((error: unknown) => errorResponse(error, request, path, m.serverError));
    if (route.cache && route.access === 'public' && request.method === 'GET') {
      const key = cacheKey(path, searchParams, route.queryKeys);
      const { entry, cache } = await publicRead(request, instance, key, run, () => nextScheduledAt(instance), m);
      return { status: entry.status, headers: [...entry.headers, ['x-cache', cache]], body: entry.body };
    }
    if (route.access !== 'public') {
      const auth = await authenticateSession(request, instance, m);
      ctx.user = auth.user;
      ctx.sessionId = auth.sessionId;
      if (route.access === 'admin') requireAdmin(ctx.user, m);
    }
    const response = await run();
    if (response.ok) applyEffects(route.effects ?? [], instance);
    return response;
  } catch (error) {
    return errorResponse(error, request, path, m.serverError);
  }
}

/** What the entry declares about its input, checked in this order before the handler runs. */
async function prepare(route: CompiledRoute, ctx: Context): Promise<void> {
  const m = messages(route.lang);
  if (route.rateLimit)
    await consume(route.rateLimit.limiter, `${route.rateLimit.prefix ?? ''}${ctx.ip}`, route.rateLimit.message ?? m.rateLimited);
  if ('id' in ctx.params && parseId(ctx.params.id) === null) throw new HttpError(ERROR_CODES.NOT_FOUND, m.notFound);
  if (route.exists) await route.exists(ctx);
  if (route.query) ctx.query = validate(ctx, route.query, Object.fromEntries(ctx.searchParams.entries()));
  if (route.body) ctx.body = validate(ctx, route.body, await readJson(ctx));
}

/** Only after a successful write: every write runs in its own committed transaction by now. */
function applyEffects(effects: Effect[], payload: Payload): void {
  if (effects.includes('publicCache')) clearPublicCache();
  if (effects.includes('siteUpdate')) startSiteUpdate(payload);
}

/** A thrown error as the envelope: known errors with their status, anything else a logged 500. */
function errorResponse(error: unknown, request: Request, path: string, serverError: string): Response {
  const known = error instanceof HttpError ? error : fromPayloadError(error);
  if (known) return respondError(known.status, known.code, known.message, known.details, known.headers);
  console.error(`[api/v1] ${request.method} ${path} failed:`, error);
  return respondError(500, ERROR_CODES.SERVER_ERROR, serverError);
}

import { getPayload, type CollectionSlug, type Payload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload';
import * as qs from 'qs-esm';
import { idTypeOf, isDbId, queryProblem } from './payloadQuery';

/**
 * Payload's own doors (REST under /api, GraphQL) answer bad input with a 4xx, never a 500 with
 * a stack trace in the log: what Payload would pass to the database unchecked is refused here,
 * before its handlers run (ids in the path, `where`, `page`, `limit`: services/http/payloadQuery),
 * and a GraphQL body that is not JSON gets the 400 Payload gives an empty one.
 */

/** The Payload config, as the route hands it (services never import payload.config). */
type Config = SanitizedConfig | Promise<SanitizedConfig>;

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });

/** The static first segments of a collection's routes (`count`, `versions`, `login`, ...). */
const namedRoutes = new WeakMap<SanitizedCollectionConfig, { named: Set<string>; byId: boolean }>();
function routesOf(collection: SanitizedCollectionConfig) {
  let routes = namedRoutes.get(collection);
  if (!routes) {
    const paths = (collection.endpoints || []).map((endpoint) => endpoint.path);
    routes = {
      // Payload matches its routes ignoring case (`/api/users/LOGIN` is the login).
      named: new Set(paths.map((p) => (p.split('/')[1] ?? '').toLowerCase()).filter((s) => s && !s.startsWith(':'))),
      // Payload's preferences are addressed by key (`/:key`), not by id.
      byId: paths.includes('/:id'),
    };
    namedRoutes.set(collection, routes);
  }
  return routes;
}

/** Payload's drizzle adapter fails (500) deleting a preference that does not exist: a 404 here. */
async function missingPreference(payload: Payload, request: Request, key: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return false;
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    where: {
      and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }],
    },
  });
  return totalDocs === 0;
}

async function restProblem(request: Request, config: Config): Promise<Response | null> {
  const url = new URL(request.url);
  const payload = await getPayload({ config });
  let segments: string[];
  try {
    segments = url.pathname.slice(payload.config.routes.api.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return refuse(400, 'Malformed URL');
  }
  const collection = segments[0] ? payload.collections[segments[0].toLowerCase() as CollectionSlug]?.config : undefined;
  if (!collection) return null;
  // A collection without REST endpoints (payload-migrations): Payload answers 501; it is no route.
  if (collection.endpoints === false) return refuse(404, 'Not Found');
  const [, second, third] = segments;
  const { named, byId } = routesOf(collection);
  const idType = idTypeOf(payload, collection);
  const route = second?.toLowerCase();
  if (route !== undefined && byId && !named.has(route) && !isDbId(second, idType)) return refuse(404, 'Not Found');
  if ((route === 'versions' || route === 'access') && third !== undefined && !isDbId(third, idType)) {
    return refuse(404, 'Not Found');
  }
  if (collection.slug === 'payload-preferences' && request.method === 'DELETE' && second !== undefined) {
    if (await missingPreference(payload, request, second)) return refuse(404, 'Not Found');
  }
  const query = qs.parse(url.search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true });
  const problem = queryProblem(payload, collection, query);
  return problem ? refuse(400, problem) : null;
}

/** A REST handler of @payloadcms/next, behind the checks above. */
export function guardRest(config: Config, handler: RouteHandler): RouteHandler {
  return async (request, context) => (await restProblem(request, config)) ?? handler(request, context);
}

/** The GraphQL handler: a JSON body that does not parse is a 400 (Payload answers it with a 500). */
export function guardGraphql(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return handler(request);
    const text = await request.text();
    if (text.trim()) {
      try {
        JSON.parse(text);
      } catch {
        return refuse(400, 'Unparsable JSON body');
      }
    }
    // A new Request from the parts (on Node 24, `new Request(nextRequest, …)` throws: Next's
    // request is not the runtime's own Request class).
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body: text }));
  };
}

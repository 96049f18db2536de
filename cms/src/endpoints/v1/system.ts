import { postsIndexQuerySchema, searchLogSchema } from '@blog/shared';
import { respond } from './respond';
import { route } from './router';
import { hasLiveSite } from '../../services/site/liveSite';
import { postsIndexSince, taxonomyNames } from '../../services/posts/postsIndex';
import { publicRedirects } from '../../services/redirects/publicRedirects';
import { env } from '../../env';
import { instanceId } from '../../services/cluster';

/** The platform's own calls: health, and the site's search log. Public, English. */

const system = { access: 'public', lang: 'en' } as const;

export const systemRoutes = [
  route({
    ...system,
    method: 'GET',
    path: 'health',
    // Answers once Payload is up and the database answers; says whether the site is built.
    handler: async ({ payload }) => {
      const [{ totalDocs: posts }, builds] = await Promise.all([
        // Counts and build status for operators: the system's view, not a reader's.
        payload.count({ collection: 'posts' }),
        payload.find({
          collection: 'site-builds',
          sort: '-startedAt',
          limit: 1,
          depth: 0,
          select: { status: true },
        }),
      ]);
      return respond({
        status: 'ok',
        // Which process answered (several serve one database: WEB_CONCURRENCY).
        instance: instanceId(),
        database: payload.db.name,
        // DB_PORTABLE: the adapter-neutral twins of the SQLite fast paths run (the tests check it).
        portable: env.dbPortable,
        posts,
        site: {
          mode: env.siteBuild,
          live: env.siteBuild !== 'local' || hasLiveSite(),
          lastBuild: builds.docs[0]?.status ?? null,
        },
        time: new Date().toISOString(),
      });
    },
  }),
  route({
    ...system,
    method: 'POST',
    path: 'analytics/search',
    rateLimit: { limiter: 'status', prefix: 'search:' },
    body: searchLogSchema,
    // The query and how many results it found (fire and forget).
    handler: async ({ payload, body }) => {
      await payload.create({
        collection: 'search-logs',
        data: { query: body.query.toLowerCase(), resultCount: body.resultCount },
        // search-logs are closed to every API door (access: nobody); only this call writes them.
      });
      return respond(null, { status: 201 });
    },
  }),
  route({
    ...system,
    method: 'GET',
    path: 'site/posts-index',
    // Every public post's id, slug, updatedAt and views, and the category and tag names: the site
    // engine's cheap way to see what changed (it then fetches only those posts). Public data, no
    // bodies: 100,000 posts are ~11 MB, so the engine passes `since` (the `asOf` of its last call)
    // and gets only the posts changed since (postsIndexSince). With the old slugs of public posts,
    // categories and tags (services/redirects), which the site writes to `_redirects`.
    query: postsIndexQuerySchema,
    handler: async ({ payload, query }) => {
      const [index, taxonomies, redirects] = await Promise.all([
        postsIndexSince(payload, query.since ? new Date(query.since) : null),
        taxonomyNames(payload),
        publicRedirects(payload),
      ]);
      return respond({ ...index, ...taxonomies, redirects });
    },
  }),
];

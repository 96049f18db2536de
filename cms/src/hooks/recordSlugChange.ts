/**
 * Slug history: when a live post's, or any category's or tag's, slug changes, its old slug is
 * recorded as a redirect to the document (services/redirects turns them into public 301s).
 * Hooks, so every door records it: /api/v1, Payload's REST and GraphQL, the /cms panel.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, RequestContext, Where } from 'payload';
import { isLivePost, type RedirectKind } from '@blog/shared';
import type { Category, Post, Redirect, Tag } from '../payload-types';
import './requestContext';
import { queueSiteUpdate } from '../services/site/siteUpdate';

/** A post readers could reach. */
const wasLive = (doc: Post | undefined): boolean => isLivePost(doc);

/**
 * Runs the history's own writes flagged as bookkeeping (their hooks queue no second update).
 * The Local API merges `context` into the shared `req.context`: put it back for the hooks after.
 */
async function bookkeeping<T>(req: PayloadRequest, write: (context: RequestContext) => Promise<T>): Promise<T> {
  const saved = req.context;
  try {
    return await write({ redirectBookkeeping: true });
  } finally {
    req.context = saved;
  }
}

async function removeRedirects(req: PayloadRequest, where: Where): Promise<void> {
  await bookkeeping(req, (context) => req.payload.delete({ collection: 'redirects', where, overrideAccess: true, req, context }));
}

/** Drops the redirects of `kind` from `slug`: a live page holds that URL now, and wins. */
const dropRedirectsFrom = (req: PayloadRequest, kind: RedirectKind, slug: string) =>
  removeRedirects(req, { and: [{ kind: { equals: kind } }, { from: { equals: slug } }] });

/**
 * Records `from` → document `target` of `kind` (null: gone), replacing any older redirect of
 * that slug; a redirect from the document's new slug (it took an old one back) goes: no loops.
 */
async function record(req: PayloadRequest, kind: RedirectKind, from: string, target: string | null, current?: string) {
  await removeRedirects(req, {
    and: [{ kind: { equals: kind } }, { or: [{ from: { equals: from } }, ...(current ? [{ from: { equals: current } }] : [])] }],
  });
  await bookkeeping(req, (context) =>
    req.payload.create({ collection: 'redirects', data: { kind, from, target }, overrideAccess: true, req, context }),
  );
}

/**
 * afterChange of posts, categories and tags. A renamed live post (only its old URL was ever
 * public), category or tag records its old slug; a post, category or tag that goes live under a
 * slug that was redirected takes the URL over (Ghost: a new post wins over an old redirect).
 */
export const recordSlugChange =
  (kind: RedirectKind): CollectionAfterChangeHook<Post | Category | Tag> =>
  async ({ doc, previousDoc, operation, req, context }) => {
    if (context.seeding || context.viewOnly || !doc.slug) return doc;
    const from = operation === 'update' ? previousDoc?.slug : undefined;
    const renamed = !!from && from !== doc.slug;
    const isPost = kind === 'post';
    if (renamed && (!isPost || wasLive(previousDoc as Post))) {
      await record(req, kind, from, String(doc.id), doc.slug);
      return doc;
    }
    const wentLive = isPost
      ? wasLive(doc as Post) && (operation === 'create' || renamed || !wasLive(previousDoc as Post))
      : operation === 'create' || renamed;
    if (wentLive) await dropRedirectsFrom(req, kind, doc.slug);
    return doc;
  };

/**
 * A deleted category's or tag's redirects go with it (its URLs answer 404). A deleted live
 * post's URL and old URLs answer 410 Gone, as Ghost's do; a post never public leaves nothing.
 */
export const forgetRedirects =
  (kind: RedirectKind): CollectionAfterDeleteHook<Post | Category | Tag> =>
  async ({ doc, req }) => {
    const own: Where = { and: [{ kind: { equals: kind } }, { target: { equals: String(doc.id) } }] };
    if (kind !== 'post' || !wasLive(doc as Post)) {
      await removeRedirects(req, own);
      return doc;
    }
    await bookkeeping(req, (context) =>
      req.payload.update({ collection: 'redirects', where: own, data: { target: null }, overrideAccess: true, req, context }),
    );
    if (doc.slug) await record(req, kind, doc.slug, null);
    return doc;
  };

/** An admin's own edit of a redirect (the /cms panel) reaches the site like any change. */
export const rebuildOnRedirectChange: CollectionAfterChangeHook<Redirect> = async ({ doc, req, context }) => {
  if (!context.redirectBookkeeping && !context.seeding) await queueSiteUpdate(req.payload, `redirect ${doc.id} changed`, { req });
  return doc;
};

export const rebuildOnRedirectDelete: CollectionAfterDeleteHook<Redirect> = async ({ doc, req, context }) => {
  if (!context.redirectBookkeeping && !context.seeding) await queueSiteUpdate(req.payload, `redirect ${doc.id} deleted`, { req });
  return doc;
};

/**
 * Slug history: when a live post's, or any category's or tag's, slug changes, its old slug is
 * recorded as a redirect to the document (services/redirects turns them into public 301s).
 * Hooks, so every door records it: /api/v1, Payload's REST and GraphQL, the /cms panel.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  PayloadRequest,
  Where,
} from 'payload';
import type { RedirectKind } from '@blog/shared';
import type { Category, Post, Redirect, Tag } from '../payload-types';
import './requestContext';
import { queueSiteUpdate } from '../services/siteUpdate';

/** A post readers could reach: published, with its date not in the future. */
const wasLive = (doc: Post | undefined): boolean =>
  doc?.status === 'PUBLISHED' && !!doc.publishedAt && new Date(doc.publishedAt).getTime() <= Date.now();

async function removeRedirects(req: PayloadRequest, where: Where): Promise<void> {
  await req.payload.delete({
    collection: 'redirects',
    where,
    overrideAccess: true,
    req,
    context: { redirectBookkeeping: true },
  });
}

/** Records `from` → document `target` of `kind`, replacing any older redirect of that slug. */
async function record(req: PayloadRequest, kind: RedirectKind, from: string, target: string, current: string) {
  await removeRedirects(req, {
    and: [
      { kind: { equals: kind } },
      {
        or: [
          { from: { equals: from } },
          // The document took back one of its old slugs: that redirect would point at itself.
          { and: [{ target: { equals: target } }, { from: { equals: current } }] },
        ],
      },
    ],
  });
  await req.payload.create({
    collection: 'redirects',
    data: { kind, from, target },
    overrideAccess: true,
    req,
    context: { redirectBookkeeping: true },
  });
}

/** afterChange of posts (only a live post's old URL was ever public), categories and tags. */
export const recordSlugChange =
  (kind: RedirectKind): CollectionAfterChangeHook<Post | Category | Tag> =>
  async ({ doc, previousDoc, operation, req, context }) => {
    if (operation !== 'update' || context.seeding) return doc;
    const from = previousDoc?.slug;
    const to = doc.slug;
    if (!from || !to || from === to) return doc;
    if (kind === 'post' && !wasLive(previousDoc as Post)) return doc;
    await record(req, kind, from, String(doc.id), to);
    return doc;
  };

/** A deleted document's redirects go with it (its old URLs answer like its own: not found). */
export const forgetRedirects =
  (kind: RedirectKind): CollectionAfterDeleteHook<Post | Category | Tag> =>
  async ({ doc, req }) => {
    await removeRedirects(req, { and: [{ kind: { equals: kind } }, { target: { equals: String(doc.id) } }] });
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

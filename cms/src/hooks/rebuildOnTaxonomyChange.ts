import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { queueRebuild } from '../services/rebuild/queueRebuild';

/** A category or tag changed: its name, slug or counts show on every page. */
export const rebuildOnTaxonomyChange: CollectionAfterChangeHook = async ({ doc, context, req, collection }) => {
  if (!context.seeding) await queueRebuild(req.payload, `${collection.slug} ${doc.id} changed`, { req });
  return doc;
};

export const rebuildOnTaxonomyDelete: CollectionAfterDeleteHook = async ({ doc, context, req, collection }) => {
  if (!context.seeding) await queueRebuild(req.payload, `${collection.slug} ${doc.id} deleted`, { req });
  return doc;
};

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { Category, Tag } from '../payload-types';
import './requestContext';
import { queueSiteUpdate } from '../services/site/siteUpdate';

/** A category or tag changed: its name, slug or counts show on every page. */
export const rebuildOnTaxonomyChange: CollectionAfterChangeHook<Category | Tag> = async ({ doc, context, req, collection }) => {
  if (!context.seeding) await queueSiteUpdate(req.payload, `${collection.slug} ${doc.id} changed`, { req });
  return doc;
};

export const rebuildOnTaxonomyDelete: CollectionAfterDeleteHook<Category | Tag> = async ({ doc, context, req, collection }) => {
  if (!context.seeding) await queueSiteUpdate(req.payload, `${collection.slug} ${doc.id} deleted`, { req });
  return doc;
};

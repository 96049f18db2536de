import { enforceMaxVersions } from 'payload';
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
  RequestContext,
  TypeWithID,
} from 'payload';
import { userIsAdmin } from '../../access';
import '../../hooks/requestContext';

/**
 * Autosave and revisions are Payload's versions with drafts (`_posts_v`). A draft write only adds
 * or updates a version row: the main document, which /api/v1, the site, the newsletter and the
 * redirects read, changes only on an explicit save. Payload runs the collection's change hooks for
 * draft writes too and does not tell them which kind of write it is, so `draftGuard` decides it
 * once per operation (into `context.draftWrite`) and `publishedOnly` keeps the spec's hooks
 * (slug, dates, newsletter, site update, cache) out of draft writes.
 *
 * `_status` is Payload's and only means "explicitly saved" here: every non-draft write stores
 * 'published', whatever the spec's own `status` (DRAFT / PUBLISHED / …) says.
 */

type OperationArgs = { draft?: boolean; data?: Record<string, unknown> };

export const draftGuard: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const a = args as OperationArgs;
  if (operation === 'read') {
    // A draft is the admin's unsaved text: `?draft=true` (REST, GraphQL) from anyone else reads
    // the saved documents, never the latest drafts of live posts.
    if (a.draft && !userIsAdmin(req.user)) a.draft = false;
    return args;
  }
  if (operation === 'restoreVersion') {
    // Payload reads `draft` before this hook runs, so it cannot be forced here. /api/v1 restores
    // into a draft its own way (services/posts/revisions); the panel's plain restore writes the
    // post itself, an explicit save whose hooks must run.
    req.context.draftWrite = Boolean(a.draft);
    return args;
  }
  if (operation === 'create') {
    // A new post is a spec post at once (its own status says DRAFT): never a version-only shell.
    a.draft = false;
  }
  if (operation !== 'create' && operation !== 'update') return args;
  const draftWrite = Boolean(a.draft) && a.data?._status !== 'published';
  req.context.draftWrite = draftWrite;
  // What the write itself names: by its change hooks Payload has filled in every other field.
  req.context.namedFields = Object.keys(a.data ?? {});
  if (!draftWrite && a.data) a.data = { ...a.data, _status: 'published' };
  return args;
};

/** The guard's decision; a write it did not see (none known) falls back on Payload's own mark. */
const isDraft = (context: RequestContext, value: unknown) =>
  context.draftWrite ?? (value as { _status?: unknown } | undefined)?._status === 'draft';

/** The hooks that make a save public: skipped for a draft write. */
export function publishedOnly<T extends TypeWithID>(hook: CollectionBeforeChangeHook<T>): CollectionBeforeChangeHook<T> {
  return (args) => (isDraft(args.context, args.data) ? args.data : hook(args));
}

export function publishedOnlyAfter<T extends TypeWithID>(hook: CollectionAfterChangeHook<T>): CollectionAfterChangeHook<T> {
  return (args) => (isDraft(args.context, args.doc) ? args.doc : hook(args));
}

/*
 * A save over an unsaved autosave (issue #33). Payload fills the fields an update by id leaves out
 * from the newest version, which after an autosave is the editor's unsaved text: a status change
 * ('Yayınla' in the list, bulk publish, a REST PATCH, the newsletter marking itself sent) would
 * publish it, and mail it. So for every save, at every door: the fields it does not name keep
 * their saved values (`keepSavedFields`), and the autosaved text it did not name is put back as
 * the newest draft afterwards (`keepUnsavedDraft`), so the editor still finds it. A field the
 * save names replaces the draft's: the editor's own save names them all and consumes the draft.
 */

/** What the autosave holds: the editor's text (services/posts/revisions writes these). */
const DRAFT_FIELDS = ['title', 'content', 'excerpt', 'category', 'tags', 'featuredImage', 'featuredImageAlt'];
/** Never taken from a version: Payload's own, and the count only the view path moves. */
const NOT_FILLED = new Set(['id', 'createdAt', 'updatedAt', '_status', 'viewCount']);

/** Relationship values compare by id, whether populated or not; absent is null. */
const plain = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(plain)
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: unknown }).id
      : (value ?? null);
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

type Version = { updatedAt?: string; version: Record<string, unknown> };

/** The post's newest version (Payload marks it `latest`). */
async function newestVersion(req: PayloadRequest, id: number | string): Promise<Version | undefined> {
  const { docs } = await req.payload.db.findVersions({
    collection: 'posts',
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    limit: 1,
    pagination: false,
    sort: '-updatedAt',
    req,
  });
  return docs[0] as Version | undefined;
}

const savedPost = (req: PayloadRequest, id: number | string) =>
  req.payload.db.findOne<TypeWithID & Record<string, unknown>>({ collection: 'posts', where: { id: { equals: id } }, req });

export const keepSavedFields: CollectionBeforeChangeHook = async ({ collection, context, data, operation, originalDoc, req }) => {
  const id = (originalDoc as TypeWithID | undefined)?.id;
  if (operation !== 'update' || id === undefined || isDraft(context, data) || !context.namedFields) return data;
  const draft = (await newestVersion(req, id))?.version;
  if (draft?._status !== 'draft') return data;
  const saved = await savedPost(req, id);
  if (!saved) return data;
  const named = new Set(context.namedFields);
  for (const field of collection.fields) {
    if (!('name' in field) || NOT_FILLED.has(field.name) || named.has(field.name)) continue;
    if (!same(draft[field.name], saved[field.name])) data[field.name] = saved[field.name];
  }
  const unsaved = Object.fromEntries(
    DRAFT_FIELDS.filter((name) => !named.has(name) && !same(draft[name], saved[name])).map((name) => [name, plain(draft[name])]),
  );
  if (Object.keys(unsaved).length > 0) context.unsavedDrafts = { ...context.unsavedDrafts, [String(id)]: unsaved };
  return data;
};

/**
 * The autosaved text back on top of the save, as Payload's autosave writes it (a version row, no
 * hooks: nothing public), strictly newer than the version the save just added.
 */
export const keepUnsavedDraft: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
  const unsaved = context.unsavedDrafts?.[String(doc.id)];
  if (operation !== 'update' || !unsaved || isDraft(context, doc)) return doc;
  delete context.unsavedDrafts![String(doc.id)];
  const [saved, newest] = await Promise.all([savedPost(req, doc.id), newestVersion(req, doc.id)]);
  if (!saved) return doc;
  const at = new Date(Math.max(Date.now(), Date.parse(newest?.updatedAt ?? '') + 1 || 0)).toISOString();
  const { id: _id, ...fields } = saved;
  await req.payload.db.createVersion({
    collectionSlug: 'posts',
    parent: doc.id,
    autosave: true,
    createdAt: at,
    updatedAt: at,
    versionData: { ...fields, ...unsaved, _status: 'draft', updatedAt: at } as never,
    req,
  });
  const max = typeof collection.versions === 'object' ? collection.versions.maxPerDoc : undefined;
  if (max) await enforceMaxVersions({ id: doc.id, collection, max, payload: req.payload, req });
  return doc;
};

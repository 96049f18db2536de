import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
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

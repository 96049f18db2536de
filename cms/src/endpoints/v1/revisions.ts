import { ERROR_CODES, TR, autosaveSchema } from '@blog/shared';
import { pathId, type Context } from './context';
import { respond } from './respond';
import { route } from './router';
import { requirePost } from './adminPosts';
import { HttpError } from '../../services/http/HttpError';
import { parseId } from '../../lib/ids';
import { autosavePost, listRevisions, restoreRevision, unsavedDraft } from '../../services/posts/revisions';

/**
 * Autosave and revisions of the post editor (issue #26), ADMIN only, in Turkish. Each writes a
 * draft version only: no effects (no cache to clear, no site update), as nothing public changes.
 */

const admin = { access: 'admin', lang: 'tr', exists: requirePost } as const;

function versionId(ctx: Context): number | string {
  const id = parseId(ctx.params.versionId);
  if (id === null) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.revisions.versionNotFound);
  return id;
}

export const revisionRoutes = [
  route({
    ...admin,
    method: 'PUT',
    path: 'blogs/admin/blogs/:id/autosave',
    body: autosaveSchema,
    handler: async (ctx) => respond(await autosavePost(ctx.payload, pathId(ctx), ctx.body)),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/blogs/:id/autosave',
    // The text autosaved after the last save (the editor offers it back), or null.
    handler: async (ctx) => respond(await unsavedDraft(ctx.payload, pathId(ctx))),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/blogs/:id/revisions',
    handler: async (ctx) => respond(await listRevisions(ctx.payload, pathId(ctx))),
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/blogs/:id/revisions/:versionId/restore',
    handler: async (ctx) => {
      const draft = await restoreRevision(ctx.payload, pathId(ctx), versionId(ctx));
      return respond(draft, { message: TR.revisions.restored });
    },
  }),
];

import { TR, bulkActionSchema, type PostStatus } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { respond } from '../respond';
import { deletePost, updatePost } from '../../../services/posts/savePost';

const STATUS_OF: Record<string, PostStatus> = { publish: 'PUBLISHED', archive: 'ARCHIVED', draft: 'DRAFT' };

/** POST blogs/admin/bulk {action, blogIds}: applies the action to each post; unknown ids are reported. */
export async function adminBulk(ctx: Context): Promise<Response> {
  const { action, blogIds } = await parseBody(ctx, bulkActionSchema);
  const ids = [...new Set(blogIds)];
  const { docs } = await ctx.payload.find({
    collection: 'posts',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  });
  const found = new Set(docs.map((d) => d.id));
  for (const id of found) {
    if (action === 'delete') await deletePost(ctx.payload, id);
    else await updatePost(ctx.payload, id, { status: STATUS_OF[action] as PostStatus });
  }
  const notFound = ids.filter((id) => !found.has(id as number));
  return respond(
    { action, processed: found.size, notFound },
    { message: `${found.size} ${TR.bulk.done}` },
  );
}

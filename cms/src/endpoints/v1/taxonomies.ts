import { ERROR_CODES, TR, categoryInputSchema, tagInputSchema } from '@blog/shared';
import { parseBody, parseId, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { deleteCategory, saveCategory } from '../../../services/taxonomy/saveCategory';
import { saveTag } from '../../../services/taxonomy/saveTag';

async function requireDoc(ctx: Context, collection: 'categories' | 'tags', message: string): Promise<number> {
  const id = parseId(ctx);
  const doc = await ctx.payload.findByID({ collection, id: id as number, depth: 0, overrideAccess: true, disableErrors: true });
  if (!doc) throw new HttpError(ERROR_CODES.NOT_FOUND, message);
  return doc.id;
}

const categoryOut = (c: { id: number; name: string; description?: string | null; slug?: string | null; createdAt: string }) => ({
  id: c.id,
  name: c.name,
  description: c.description ?? null,
  slug: c.slug ?? '',
  createdAt: c.createdAt,
});

export async function createCategory(ctx: Context): Promise<Response> {
  const input = await parseBody(ctx, categoryInputSchema);
  return respond(categoryOut(await saveCategory(ctx.payload, input)), { status: 201, message: TR.category.created });
}

export async function updateCategory(ctx: Context): Promise<Response> {
  const id = await requireDoc(ctx, 'categories', TR.category.notFound);
  const input = await parseBody(ctx, categoryInputSchema);
  return respond(categoryOut(await saveCategory(ctx.payload, input, id)), { message: TR.category.updated });
}

export async function removeCategory(ctx: Context): Promise<Response> {
  const id = await requireDoc(ctx, 'categories', TR.category.notFound);
  await deleteCategory(ctx.payload, id);
  return respond({ id }, { message: TR.category.deleted });
}

const tagOut = (t: { id: number; name: string; slug?: string | null }) => ({ id: t.id, name: t.name, slug: t.slug ?? '' });

export async function createTag(ctx: Context): Promise<Response> {
  const { name } = await parseBody(ctx, tagInputSchema);
  return respond(tagOut(await saveTag(ctx.payload, name)), { status: 201, message: TR.tag.created });
}

export async function updateTag(ctx: Context): Promise<Response> {
  const id = await requireDoc(ctx, 'tags', TR.tag.notFound);
  const { name } = await parseBody(ctx, tagInputSchema);
  return respond(tagOut(await saveTag(ctx.payload, name, id)), { message: TR.tag.updated });
}

export async function removeTag(ctx: Context): Promise<Response> {
  const id = await requireDoc(ctx, 'tags', TR.tag.notFound);
  await ctx.payload.delete({ collection: 'tags', id, overrideAccess: true });
  return respond({ id }, { message: TR.tag.deleted });
}

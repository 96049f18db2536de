import { APIError, type CollectionBeforeChangeHook } from 'payload';
import { TR } from '@blog/shared';

/**
 * Category names are unique ignoring case, Turkish included ("YAZILIM" = "Yazılım"): checked
 * on the comparison key slugFromField stores, at every door (the unique index on `nameKey` is
 * the backstop). A conflict is a 409 with the field's message, as on /api/v1.
 */
export const uniqueCategoryName: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (typeof data.nameKey !== 'string' || data.nameKey === originalDoc?.nameKey) return data;
  const ownId = originalDoc?.id as number | undefined;
  const { totalDocs } = await req.payload.count({
    collection: 'categories',
    where: { and: [{ nameKey: { equals: data.nameKey } }, ...(ownId !== undefined ? [{ id: { not_equals: ownId } }] : [])] },
    req,
  });
  if (totalDocs > 0) {
    throw new APIError(TR.category.duplicateName, 409, { errors: [{ path: 'name', message: TR.category.duplicateName }] }, true);
  }
  return data;
};

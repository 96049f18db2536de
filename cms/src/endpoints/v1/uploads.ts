import { TR, uploadFieldsSchema } from '@blog/shared';
import { readImageForm } from '../../services/uploads/readImageForm';
import { sanitizeImage } from '../../services/uploads/sanitizeImage';
import { deleteImage, storeImage, toUploadedImage } from '../../services/uploads/mediaStore';
import { setAvatar } from '../../services/uploads/avatar';
import { currentUser, pathId, validate, type Context } from './context';
import { respond } from './respond';
import { route } from './router';

/** Images (upload/*, spec section 7): ADMIN only, Turkish. Multipart bodies are read here, not by the router. */

const MESSAGES = { uploaded: TR.upload.success, deleted: TR.upload.deleted };

/** Reads, checks, re-encodes and stores the image sent in `field`. */
async function receive(ctx: Context, field: string) {
  const form = await readImageForm(ctx.request, field);
  const { alt } = validate(ctx, uploadFieldsSchema, form.fields);
  const image = await sanitizeImage(form.file);
  return storeImage(ctx.payload, image, alt);
}

const admin = { access: 'admin', lang: 'tr' } as const;

export const uploadRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: 'upload/image',
    // multipart, field `image`, optional `alt`
    handler: async (ctx) => respond(toUploadedImage(await receive(ctx, 'image')), { status: 201, message: MESSAGES.uploaded }),
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'upload/avatar',
    // multipart, field `avatar`: also becomes the signed-in user's avatar, shown with their posts.
    effects: ['publicCache'],
    handler: async (ctx) => {
      const user = currentUser(ctx);
      const uploaded = toUploadedImage(await receive(ctx, 'avatar'));
      const updated = await setAvatar(ctx.payload, user.id, uploaded.url);
      return respond({ ...uploaded, user: updated }, { status: 201, message: MESSAGES.uploaded });
    },
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: 'upload/image/:id',
    handler: async (ctx) => {
      const deleted = await deleteImage(ctx.payload, pathId(ctx));
      return respond({ id: deleted.id }, { message: MESSAGES.deleted });
    },
  }),
];

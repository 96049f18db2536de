import { TR, uploadFieldsSchema } from '@blog/shared';
import { readImageForm } from '../../../services/uploads/readImageForm';
import { sanitizeImage } from '../../../services/uploads/sanitizeImage';
import { deleteImage, storeImage, toUploadedImage } from '../../../services/uploads/mediaStore';
import { setAvatar } from '../../../services/uploads/avatar';
import { currentUser, parseId, validate, type Context } from '../context';
import { respond } from '../respond';

/** Reads, checks, re-encodes and stores the image sent in `field`. */
async function receive(ctx: Context, field: string) {
  const form = await readImageForm(ctx.request, field);
  const { alt } = validate(ctx, uploadFieldsSchema, form.fields);
  const image = await sanitizeImage(form.file);
  return storeImage(ctx.payload, image, alt);
}

/** POST upload/image (multipart, field `image`, optional `alt`). */
export async function uploadImage(ctx: Context): Promise<Response> {
  const doc = await receive(ctx, 'image');
  return respond(toUploadedImage(doc), { status: 201, message: TR.upload.success });
}

/** POST upload/avatar (multipart, field `avatar`): also becomes the signed-in user's avatar. */
export async function uploadAvatar(ctx: Context): Promise<Response> {
  const user = currentUser(ctx);
  const doc = await receive(ctx, 'avatar');
  const uploaded = toUploadedImage(doc);
  const updated = await setAvatar(ctx.payload, user.id, uploaded.url);
  return respond({ ...uploaded, user: updated }, { status: 201, message: TR.upload.success });
}

/** DELETE upload/image/:id */
export async function removeImage(ctx: Context): Promise<Response> {
  const id = parseId(ctx);
  const deleted = await deleteImage(ctx.payload, id);
  return respond({ id: deleted.id }, { message: TR.upload.deleted });
}

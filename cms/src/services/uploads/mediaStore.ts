import type { Payload } from 'payload';
import { ERROR_CODES, TR, type UploadedImage } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import type { Media } from '../../payload-types';
import type { SanitizedImage } from './sanitizeImage';

/** Set in the request context when the bytes already went through sanitizeImage (see the Media hook). */
export const SANITIZED_CONTEXT_KEY = 'imageSanitized';

type SizeEntry = { url?: string | null; width?: number | null; height?: number | null };

/** The API's view of a media document (the Media afterRead hook has set the /media/ URLs). */
export function toUploadedImage(doc: Media): UploadedImage {
  const sizes: NonNullable<UploadedImage['sizes']> = {};
  for (const [name, size] of Object.entries((doc.sizes ?? {}) as Record<string, SizeEntry | undefined>)) {
    if (!size) continue;
    sizes[name] = { url: size.url ?? null, width: size.width ?? null, height: size.height ?? null };
  }
  return {
    id: doc.id,
    url: doc.url ?? '',
    ...(doc.width ? { width: doc.width } : {}),
    ...(doc.height ? { height: doc.height } : {}),
    sizes,
  };
}

/** Stores a sanitized image; Payload writes it under <DATA_DIR>/media and makes the card and og sizes. */
export async function storeImage(payload: Payload, image: SanitizedImage, alt: string | undefined): Promise<Media> {
  return payload.create({
    collection: 'media',
    data: { alt: alt ?? null },
    file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.size },
    context: { [SANITIZED_CONTEXT_KEY]: true },
  });
}

/** Deletes a media document and its files (original and sizes); 404 for an unknown id. */
export async function deleteImage(payload: Payload, id: number | string): Promise<Media> {
  const existing = await payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true }).catch(() => null);
  if (!existing) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.upload.notFound);
  const deleted = await payload.delete({ collection: 'media', id: existing.id });
  // An avatar that pointed at the deleted file would be a broken image in the admin shell.
  if (existing.url) {
    await payload.update({
      collection: 'users',
      where: { avatar: { equals: existing.url } },
      data: { avatar: null },
    });
  }
  return deleted;
}

import type { CollectionConfig } from 'payload';
import { anyone, isAdmin } from '../../access';
import { env } from '../../env';
import { mediaUrl } from '../../lib/mediaUrl';
import { putUploadInBucket, removeUploadFromBucket } from '../../services/uploads/bucketHooks';
import { sanitizeUploadHook } from '../../services/uploads/sanitizeUploadHook';

const inBucket = env.storage.kind === 's3';

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', tr: 'Görsel' }, plural: { en: 'Images', tr: 'Görseller' } },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: env.mediaDir,
    // MEDIA_STORAGE=s3: nothing on this machine's disk; services/uploads/bucketHooks writes the bucket.
    disableLocalStorage: inBucket,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    pasteURL: false,
    crop: false,
    focalPoint: false,
    imageSizes: [
      { name: 'card', width: 640, height: 360, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'jpeg', options: { quality: 82 } } },
    ],
    // No resizeOptions: the original is resized, oriented, stripped and re-encoded once, by
    // services/uploads/sanitizeImage (called by /api/v1/upload and by the hook below for the panel).
  },
  hooks: {
    beforeOperation: [sanitizeUploadHook],
    ...(inBucket ? { beforeChange: [putUploadInBucket], afterDelete: [removeUploadFromBucket] } : {}),
    afterRead: [
      ({ doc }) => {
        doc.url = mediaUrl(doc.filename);
        if (doc.sizes) {
          for (const size of Object.values(doc.sizes as Record<string, { filename?: string | null; url?: string | null }>)) {
            size.url = mediaUrl(size.filename);
          }
        }
        return doc;
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 300 }],
};

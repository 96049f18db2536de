import { IMAGE_COMPRESSION, UPLOAD_MAX_BYTES } from '@blog/shared';

/** The largest image file accepted (spec section 9: 5 MB). */
export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;

/** The largest multipart body read: the file plus room for boundaries, headers and the alt text. */
export const MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Decompression-bomb guard: the most pixels (all frames together) an upload may decode to.
 * A 5 MB PNG of one colour can claim hundreds of megapixels.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Stored images fit inside this box (aspect kept, never enlarged). */
export const MAX_OUTPUT = { width: IMAGE_COMPRESSION.maxWidth, height: IMAGE_COMPRESSION.maxHeight } as const;

/** Encoder settings per allowed format. */
export const QUALITY = { jpeg: 82, webp: 80 } as const;

export const ALLOWED_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type AllowedFormat = (typeof ALLOWED_FORMATS)[number];

export const FORMAT_INFO: Record<AllowedFormat, { mimetype: string; ext: string }> = {
  jpeg: { mimetype: 'image/jpeg', ext: 'jpg' },
  png: { mimetype: 'image/png', ext: 'png' },
  webp: { mimetype: 'image/webp', ext: 'webp' },
  gif: { mimetype: 'image/gif', ext: 'gif' },
};

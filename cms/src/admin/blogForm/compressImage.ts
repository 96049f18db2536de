import { IMAGE_COMPRESSION } from '@blog/shared';

export interface CompressOptions {
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

/** The size that fits within max width × height, aspect ratio kept, never enlarged. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width, height };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Types the canvas re-encodes; GIFs (maybe animated) go as they are. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Optional compression before upload (spec section 5): scales down to fit 1920×1080 and
 * re-encodes at quality 0.8 on a canvas. Returns the original file when that is not smaller
 * or the browser cannot do it.
 */
export async function compressImage(file: File, options: CompressOptions = IMAGE_COMPRESSION): Promise<File> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!COMPRESSIBLE.has(type) || typeof document === 'undefined' || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await toBlob(canvas, type, options.quality);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name, { type, lastModified: Date.now() });
  } catch {
    return file;
  }
}

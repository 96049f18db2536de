import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ERROR_CODES, TR } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { ALLOWED_FORMATS, FORMAT_INFO, MAX_INPUT_PIXELS, MAX_OUTPUT, QUALITY, type AllowedFormat } from './limits';

/** An image as it will be stored: re-encoded, without metadata, under a generated name. */
export interface SanitizedImage {
  data: Buffer;
  mimetype: string;
  /** Random file name with the extension of the real format; the client's name is never used. */
  name: string;
  size: number;
  width: number;
  height: number;
  format: AllowedFormat;
}

const badType = () => new HttpError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, TR.upload.badType);
const tooManyPixels = () => new HttpError(ERROR_CODES.PAYLOAD_TOO_LARGE, TR.upload.tooManyPixels);

function isAllowed(format: string | undefined): format is AllowedFormat {
  return (ALLOWED_FORMATS as readonly string[]).includes(format ?? '');
}

/** Reads the header only: the real format, whatever the file's name or declared type says. */
async function inspect(input: Buffer): Promise<Metadata & { format: AllowedFormat }> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw badType();
  }
  if (!isAllowed(meta.format)) throw badType();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width <= 0 || height <= 0) throw badType();
  // For animated images `height` is one frame's; every frame gets decoded.
  const frames = Math.max(1, meta.pages ?? 1);
  if (width * height * frames > MAX_INPUT_PIXELS) throw tooManyPixels();
  return meta as Metadata & { format: AllowedFormat };
}

function encode(image: Sharp, format: AllowedFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: QUALITY.jpeg, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return image.webp({ quality: QUALITY.webp });
    case 'gif':
      return image.gif();
  }
}

/**
 * The upload pipeline: allow-list by the bytes (jpeg, png, webp, gif), refuse decompression
 * bombs, apply the EXIF orientation, fit inside 1920x1080 without enlarging, re-encode in the
 * same format. sharp writes no EXIF/XMP/IPTC/ICC unless asked, so GPS data and the like are gone.
 * 415 for anything else or anything that does not decode; 413 for too many pixels.
 */
export async function sanitizeImage(input: Buffer): Promise<SanitizedImage> {
  const meta = await inspect(input);
  const format = meta.format;
  const frames = Math.max(1, meta.pages ?? 1);
  const animated = frames > 1 && (format === 'gif' || format === 'webp');

  let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Multi-frame images carry no orientation worth applying; rotating them is not supported.
  if (!animated) pipeline = pipeline.rotate();
  pipeline = pipeline.resize({ width: MAX_OUTPUT.width, height: MAX_OUTPUT.height, fit: 'inside', withoutEnlargement: true });

  let result: { data: Buffer; info: OutputInfo };
  try {
    result = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw tooManyPixels();
    throw badType();
  }
  const { data, info } = result;
  const outFrames = Math.max(1, info.pages ?? 1);
  const { mimetype, ext } = FORMAT_INFO[format];
  return {
    data,
    mimetype,
    name: `${randomUUID()}.${ext}`,
    size: data.length,
    width: info.width,
    height: info.pageHeight ?? Math.round(info.height / outFrames),
    format,
  };
}

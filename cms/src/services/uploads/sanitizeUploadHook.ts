import { readFile } from 'node:fs/promises';
import type { CollectionBeforeOperationHook } from 'payload';
import { ERROR_CODES, TR } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { MAX_FILE_BYTES } from './limits';
import { SANITIZED_CONTEXT_KEY } from './mediaStore';
import { sanitizeImage } from './sanitizeImage';

/**
 * Media beforeOperation hook: a file that reaches Payload another way than /api/v1/upload
 * (the panel at /cms, REST /api/media) goes through the same pipeline, so no stored image
 * keeps its EXIF/GPS data or exceeds 1920x1080. Files /api/v1 already cleaned are marked in
 * the request context and left alone; a non-admin's file is left for the access check to refuse.
 */
export const sanitizeUploadHook: CollectionBeforeOperationHook = async ({ args, operation, req, context }) => {
  const file = req.file;
  if (!file || (operation !== 'create' && operation !== 'update')) return args;
  if (context?.[SANITIZED_CONTEXT_KEY] === true) return args;
  if ((req.user as { role?: string } | null | undefined)?.role !== 'ADMIN') return args;

  const data = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : Buffer.alloc(0);
  if (data.length > MAX_FILE_BYTES) throw new HttpError(ERROR_CODES.PAYLOAD_TOO_LARGE, TR.upload.tooLarge);
  const clean = await sanitizeImage(data);
  req.file = { data: clean.data, mimetype: clean.mimetype, name: clean.name, size: clean.size };
  return args;
};

import { ERROR_CODES, TR } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { readBodyLimited } from '../http/readBody';
import { MAX_BODY_BYTES, MAX_FILE_BYTES } from './limits';

/** A multipart upload, read and size-checked, not yet looked at. */
export interface ImageForm {
  file: Buffer;
  /** Other text fields of the form (e.g. alt). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data body with the file in `field`: 415 for another content type,
 * 413 over 5 MB (as soon as the body passes the cap), 400 when the file is missing or empty.
 */
export async function readImageForm(request: Request, field: string): Promise<ImageForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) {
    throw new HttpError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, TR.upload.multipartOnly);
  }
  const body = await readBodyLimited(request, MAX_BODY_BYTES, TR.upload.tooLarge);

  let form: FormData;
  try {
    // A copy into a plain ArrayBuffer-backed view: what the DOM BodyInit type accepts.
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new HttpError(ERROR_CODES.BAD_REQUEST, TR.upload.invalidForm);
  }

  const entry = form.get(field);
  if (!entry || typeof entry === 'string' || entry.size === 0) {
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.upload.noFile, {
      details: { validation: { [field]: TR.upload.noFile } },
    });
  }
  if (entry.size > MAX_FILE_BYTES) throw new HttpError(ERROR_CODES.PAYLOAD_TOO_LARGE, TR.upload.tooLarge);

  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key !== field && typeof value === 'string') fields[key] = value;
  }
  return { file: Buffer.from(await entry.arrayBuffer()), fields };
}

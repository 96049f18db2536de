import { ERROR_CODES } from '@blog/shared';
import { HttpError } from './HttpError';

/** Reads a request body into memory, refusing (413) anything over `limit` bytes as soon as it is seen. */
export async function readBodyLimited(request: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(ERROR_CODES.PAYLOAD_TOO_LARGE, tooLargeMessage);
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(ERROR_CODES.PAYLOAD_TOO_LARGE, tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

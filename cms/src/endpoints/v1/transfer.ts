import { ERROR_CODES, TR, isoDay } from '@blog/shared';
import { HttpError } from '../../services/http/HttpError';
import { readBodyLimited } from '../../services/http/readBody';
import { exportArchive } from '../../services/transfer/exportArchive';
import { fromUpload } from '../../services/transfer/fileSet';
import { getImportJob, startImportJob } from '../../services/transfer/jobs';
import { checkReadable } from '../../services/transfer/readBundle';
import { respond } from './respond';
import { route } from './router';
import { pathId, type Context } from './context';

/** Import and export (the admin's 'İçe / Dışa Aktar' screen): ADMIN only, Turkish. */

/** An export of a large blog with its images, zipped. */
const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** The upload: multipart field `file` (the screen), or the raw bytes with `?name=` (scripts). */
async function readUpload(ctx: Context): Promise<{ name: string; data: Buffer }> {
  const type = ctx.request.headers.get('content-type') ?? '';
  const body = await readBodyLimited(ctx.request, IMPORT_MAX_BYTES, TR.transfer.tooLarge);
  if (/^multipart\/form-data\s*;.*boundary=/i.test(type)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    } catch {
      throw new HttpError(ERROR_CODES.BAD_REQUEST, TR.upload.invalidForm);
    }
    const file = form.get('file');
    if (!file || typeof file === 'string' || file.size === 0) {
      throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.transfer.noFile, {
        details: { validation: { file: TR.transfer.noFile } },
      });
    }
    return { name: file.name, data: Buffer.from(await file.arrayBuffer()) };
  }
  if (body.length === 0)
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.transfer.noFile, {
      details: { validation: { file: TR.transfer.noFile } },
    });
  return { name: ctx.searchParams.get('name') ?? 'upload', data: body };
}

const admin = { access: 'admin', lang: 'tr' } as const;

export const transferRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: 'transfer/import',
    // 202: read and checked (400 for a file that cannot be imported); the writing goes on in the background.
    handler: async (ctx) => {
      const upload = await readUpload(ctx);
      const files = await fromUpload(upload.name, upload.data);
      checkReadable(files);
      return respond(await startImportJob(ctx.payload, files), { status: 202, message: TR.transfer.running });
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'transfer/import/:id',
    handler: async (ctx) => respond(await getImportJob(ctx.payload, pathId(ctx))),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'transfer/export',
    handler: async (ctx) => {
      const { data } = await exportArchive(ctx.payload);
      return new Response(new Uint8Array(data), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="blog-export-${isoDay()}.zip"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  }),
];

/**
 * MEDIA_STORAGE=s3: /media/<name> answered from MEDIA_BUCKET's `media/<name>` (the key
 * cms/src/services/storage/blobStore.ts writes). Proxied, not redirected: the bucket stays private
 * (no public-read policy; a self-hosted store need not be reachable from browsers), and the answer
 * keeps the origin's URL and headers (the media CSP, immutable caching), so a CDN in front caches
 * /media/ exactly as before. Conditional and range requests are passed to the store.
 */
import { pipeline } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** A handler `(req, res, name, onMissing)`, or null when media is on disk. */
export function mediaBucket(vars) {
  if (vars.MEDIA_STORAGE !== 's3' || !vars.MEDIA_BUCKET) return null;
  const endpoint = vars.AWS_ENDPOINT_URL_S3 || vars.AWS_ENDPOINT_URL;
  const s3 = new S3Client({ region: vars.AWS_REGION || 'us-east-1', ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  const bucket = vars.MEDIA_BUCKET;
  return async function serve(req, res, name, setHeaders, onMissing) {
    // One stored name: a slash (or an encoded one) would reach another area of the bucket (previews).
    if (req.method !== 'GET' && req.method !== 'HEAD') return onMissing();
    if (!name || name.includes('/') || name.includes('\\')) return onMissing();
    const input = {
      Bucket: bucket,
      Key: `media/${name}`,
      IfNoneMatch: req.headers['if-none-match'],
      Range: req.method === 'GET' ? req.headers.range : undefined,
    };
    try {
      const answer = await s3.send(req.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input));
      res.statusCode = answer.ContentRange ? 206 : 200;
      setHeaders(res);
      if (answer.ContentType) res.setHeader('content-type', answer.ContentType);
      if (answer.ContentLength !== undefined) res.setHeader('content-length', answer.ContentLength);
      if (answer.ContentRange) res.setHeader('content-range', answer.ContentRange);
      if (answer.ETag) res.setHeader('etag', answer.ETag);
      if (answer.LastModified) res.setHeader('last-modified', answer.LastModified.toUTCString());
      res.setHeader('accept-ranges', 'bytes');
      if (req.method === 'HEAD' || !answer.Body) return res.end();
      pipeline(answer.Body, res, () => {});
    } catch (error) {
      const status = error?.$metadata?.httpStatusCode;
      if (status === 304) {
        res.statusCode = 304;
        setHeaders(res);
        return res.end();
      }
      if (status === 404 || error?.name === 'NoSuchKey' || error?.name === 'NotFound') return onMissing();
      if (status === 416) {
        res.statusCode = 416;
        return res.end();
      }
      console.error(`[server] media bucket: ${error?.message ?? error}`);
      if (!res.headersSent) res.statusCode = 502;
      res.end();
    }
  };
}

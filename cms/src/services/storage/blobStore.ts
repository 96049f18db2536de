import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { env } from '../../env';

/**
 * Where the files an instance writes and every instance reads live: uploads with their renditions
 * (`media/`) and draft previews (`previews/`). MEDIA_STORAGE=disk (the default): folders of
 * DATA_DIR, as before. MEDIA_STORAGE=s3: keys of MEDIA_BUCKET, so several machines without a
 * shared volume see the same files. Keys are `<area>/<name>`; a name never holds a slash.
 */
interface BlobStore {
  put(name: string, body: Buffer, contentType: string, cacheControl?: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  remove(names: string[]): Promise<void>;
  /** Every name with the time it was written (ms). */
  list(): Promise<{ name: string; written: number }[]>;
}

type Area = 'media' | 'previews';

function diskStore(folder: string): BlobStore {
  return {
    async put(name, body) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, name);
      // Written whole, then renamed: another process never reads half a file.
      await writeFile(`${file}.tmp`, body, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
    get: (name) => readFile(path.join(folder, name)).catch(() => null),
    async remove(names) {
      await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })));
    },
    async list() {
      const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => !n.endsWith('.tmp'));
      return Promise.all(
        names.map(async (name) => ({ name, written: (await stat(path.join(folder, name)).catch(() => null))?.mtimeMs ?? 0 })),
      );
    },
  };
}

let client: S3Client | null = null;
/** One client per process, from the AWS SDK's variables (env.ts); a custom endpoint is path-style (MinIO, Garage, s3rver). */
function s3Client(): S3Client {
  const { endpoint, region, credentials } = env.storage;
  client ??= new S3Client({
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
  });
  return client;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

function bucketStore(bucket: string, area: Area): BlobStore {
  const key = (name: string) => `${area}/${name}`;
  return {
    async put(name, body, contentType, cacheControl) {
      await s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(name) {
      try {
        const answer = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(names) {
      for (let i = 0; i < names.length; i += 1000) {
        const Objects = names.slice(i, i + 1000).map((name) => ({ Key: key(name) }));
        if (Objects.length) await s3Client().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async list() {
      const out: { name: string; written: number }[] = [];
      for (let token: string | undefined; ;) {
        const page = await s3Client().send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${area}/`, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          out.push({ name: o.Key!.slice(area.length + 1), written: o.LastModified?.getTime() ?? 0 });
        if (!page.IsTruncated) return out;
        token = page.NextContinuationToken;
      }
    },
  };
}

const stores = new Map<Area, BlobStore>();
/** The store of one area: DATA_DIR/<area> on disk, or <area>/ in MEDIA_BUCKET. */
export function blobStore(area: Area): BlobStore {
  let store = stores.get(area);
  if (!store) {
    store = env.storage.kind === 's3' ? bucketStore(env.storage.bucket, area) : diskStore(path.join(env.dataDir, area));
    stores.set(area, store);
  }
  return store;
}

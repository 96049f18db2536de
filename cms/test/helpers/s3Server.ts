import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './spawnServer';

/** s3rver's fixed credentials (it accepts no others). */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  endpoint: string;
  /** A client of this server (path-style, its credentials). */
  client: S3Client;
  /** The AWS SDK's variables a process needs to reach it (what the platform and the deploy read). */
  env: Record<string, string>;
  /** A folder of its own, for reports and the like; removed by stop(). */
  dir: string;
  stop(): Promise<void>;
}

/** A real S3 server (s3rver) on a free loopback port, with `buckets` created, in a temporary folder. */
export async function startS3(buckets: string[]): Promise<S3Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-s3rver-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: path.join(dir, 'store'),
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    dir,
    client: new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_CREDENTIALS }),
    env: {
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

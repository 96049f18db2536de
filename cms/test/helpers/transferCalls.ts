import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { freshCall, type FreshReply } from './freshConnection';
import { waitUntil } from './smtpSink';
import type { SiteSession } from './siteCalls';

export const TRANSFER_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/transfer');

/** A fixture folder as the zip an administrator would upload. */
export async function zipFolder(dir: string): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files[path.relative(dir, full).split(path.sep).join('/')] = new Uint8Array(await readFile(full));
    }
  };
  await walk(dir);
  return Buffer.from(zipSync(files));
}

/** The admin's import and export calls (POST transfer/import as multipart, polled to its end). */
export function transferCalls(session: () => SiteSession, ip: string) {
  const headers = () => ({ authorization: `Bearer ${session().token}`, 'x-forwarded-for': ip });
  const upload = async (name: string, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const res = await fetch(`${session().server.url}/api/v1/transfer/import`, { method: 'POST', headers: headers(), body: form });
    return { status: res.status, body: (await res.json()) as any };
  };
  /** Uploads and waits for the import to end; the finished job. */
  const importFile = async (name: string, data: Buffer) => {
    const started = await upload(name, data);
    if (started.status !== 202) throw new Error(`import refused: ${started.status} ${JSON.stringify(started.body)}`);
    return waitFor(started.body.data);
  };
  /** Polls a started import to its end; the finished job. */
  const waitFor = async (started: any) => {
    let job: any = started;
    await waitUntil(
      async () => {
        const res = await fetch(`${session().server.url}/api/v1/transfer/import/${job.id}`, { headers: headers() });
        job = ((await res.json()) as any).data;
        return job.state !== 'running';
      },
      120_000,
      'the import',
    );
    return job;
  };
  const exportArchive = async () => {
    const res = await fetch(`${session().server.url}/api/v1/transfer/export`, { headers: headers() });
    return { status: res.status, type: res.headers.get('content-type'), data: Buffer.from(await res.arrayBuffer()) };
  };
  /** Every post through Payload's REST door (content, taxonomy names), by slug. */
  const posts = async () => {
    const res = await fetch(`${session().server.url}/api/posts?limit=1000&depth=1`, {
      headers: { authorization: `JWT ${session().jwt}`, 'x-forwarded-for': ip },
    });
    const docs = ((await res.json()) as any).docs as any[];
    return new Map(docs.map((d) => [d.slug as string, d]));
  };
  return { upload, importFile, waitFor, exportArchive, posts };
}

/**
 * POST transfer/import with the raw bytes (`?name=`) on a connection of its own (no keep-alive):
 * in a cluster each such call may reach another worker (freshConnection.ts).
 */
export function freshUpload(base: string, token: string, ip: string, name: string, data: Buffer): Promise<FreshReply> {
  return freshCall(base, 'POST', `transfer/import?name=${encodeURIComponent(name)}`, {
    token,
    ip,
    raw: { data, type: 'application/octet-stream' },
  });
}

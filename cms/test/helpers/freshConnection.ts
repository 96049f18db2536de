import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';

export interface FreshReply {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

/**
 * One call on a connection of its own (no keep-alive): the cluster's primary hands each new
 * connection to the next worker, so a burst of these spreads over every instance. A connection
 * that breaks (its worker killed) answers status 0, as does one left unanswered for `timeoutMs`
 * (node's primary keeps a connection it was handing to a worker that died: it is never served).
 */
export function freshCall(
  base: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    /** Bytes sent as they are, with their content type (an upload). */
    raw?: { data: Buffer; type: string };
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<FreshReply> {
  const url = new URL(path.startsWith('/') ? path : `/api/v1/${path}`, base);
  const json = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const payload = options.raw?.data ?? json;
  const type = options.raw?.type ?? 'application/json';
  const headers: Record<string, string> = { connection: 'close', ...options.headers };
  if (payload) Object.assign(headers, { 'content-type': type, 'content-length': String(payload.length) });
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => resolve({ status: 0, body: null, headers: {} }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.on('error', () => resolve({ status: 0, body: null, headers: {} }));
    req.setTimeout(options.timeoutMs ?? 120_000, () => req.destroy());
    req.end(payload);
  });
}

/** The process ids of the site engines (site/engine/run.mjs serve) writing into `dataDir`. */
export function siteEnginePids(dataDir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (!cmdline.some((arg) => arg.endsWith('engine/run.mjs')) || !cmdline.includes('serve')) continue;
      if (readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(`SITE_DATA_DIR=${dataDir}/site`))
        pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A process's parent (from /proc), or null. */
export function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

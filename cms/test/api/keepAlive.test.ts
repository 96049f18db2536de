import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api';

/**
 * Idle keep-alive connections stay open past a load balancer's idle timeout (AWS's is 60 s):
 * with Node's 5 s default the server closed sockets a client or balancer was about to reuse, and
 * the request on it got a reset (ECONNRESET, seen in the browser suite under load).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function get(path: string): Promise<{ status: number; keepAlive: unknown; reused: boolean }> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, keepAlive: res.headers['keep-alive'], reused: req.reusedSocket }),
      );
    });
    req.on('error', reject);
  });
}

describe('keep-alive', () => {
  it('says 65 s, and an idle connection is still there after 6 s (past the old 5 s)', async () => {
    const first = await get('/api/v1/health');
    expect(first.status).toBe(200);
    expect(first.keepAlive).toBe('timeout=65');
    await sleep(6_000);
    const second = await get('/api/v1/health');
    expect(second.status).toBe(200);
    expect(second.reused).toBe(true);
  });
});

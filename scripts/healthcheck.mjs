#!/usr/bin/env node
/**
 * The image's HEALTHCHECK (the slim base has no curl): exit 0 when the platform on PORT answers
 * /api/v1/health with 2xx within 4 s, 1 otherwise. `node scripts/healthcheck.mjs [URL]`.
 */
import { serverConfig } from './lib/config.mjs';

const url = process.argv[2] || `http://127.0.0.1:${serverConfig.port}/api/v1/health`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) console.error(`${url}: ${res.status}`);
  process.exit(res.ok ? 0 : 1);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

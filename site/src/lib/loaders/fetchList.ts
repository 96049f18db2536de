/** Pages through a list endpoint of the CMS `/api/v1` at build time. */
import { parseEnvelope, PAGE_SIZE } from '@blog/shared';
import { CMS_URL } from '../config';

const TIMEOUT_MS = 30_000;

async function getJson(url: string): Promise<{ body: unknown; status: number }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', 'cache-control': 'no-cache' } });
  const body: unknown = await response.json().catch(() => null);
  return { body, status: response.status };
}

/** Reads one response and returns its data array and total page count, or throws with the server's message. */
async function fetchPage(url: string): Promise<{ items: unknown[]; totalPages: number }> {
  const { body, status } = await getJson(url);
  const envelope = parseEnvelope<unknown[]>(body, status);
  if (!envelope.success) throw new Error(`GET ${url}: ${envelope.error.message} (${envelope.error.status})`);
  if (!Array.isArray(envelope.data)) throw new Error(`GET ${url}: expected a list`);
  return { items: envelope.data, totalPages: envelope.meta?.pagination?.totalPages ?? 1 };
}

/**
 * Every item of a list endpoint (`path` below `/api/v1`), page by page at the largest limit.
 * Endpoints without pagination meta are read once.
 */
export async function fetchAll(path: string, query: Record<string, string> = {}): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...query, page: String(page), limit: String(PAGE_SIZE.max) });
    const result = await fetchPage(`${CMS_URL}/api/v1/${path}?${params}`);
    items.push(...result.items);
    if (page >= result.totalPages || result.items.length === 0) return items;
  }
}

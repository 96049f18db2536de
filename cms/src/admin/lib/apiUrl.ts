import { API_BASE_PATH } from '@blog/shared';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** '/api/v1/{path}?…' with empty, null and undefined values left out. */
export function apiUrl(path: string, query?: Query): string {
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}/${clean}${search ? `?${search}` : ''}`;
}

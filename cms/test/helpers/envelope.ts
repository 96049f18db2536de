import { expect } from 'vitest';
import type { ApiResult } from './api';

/** The spec's failure envelope with this status and code: `{success:false, message, error:{code, status, message}}`. */
export function expectFailure(res: ApiResult, status: number, code: string): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBe(status);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ success: false, error: { code, status, message: expect.any(String) } });
  expect(String(res.body.error.message).trim()).not.toBe('');
  expect(res.body.message).toBe(res.body.error.message);
  expect(res.body).not.toHaveProperty('data');
}

/** A success envelope (JSON) or, for a file download, a 200 with no envelope. */
export function expectSuccess(res: ApiResult, status: number): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBe(status);
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) {
    expect(res.body).toMatchObject({ success: true });
    expect(res.body).toHaveProperty('data');
  }
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, fail, ok, paginationMeta, parseEnvelope, zodToValidation } from '../src/index';

describe('envelope', () => {
  it('builds a success envelope and reads it back unchanged', () => {
    const env = ok([{ id: 1 }], { message: 'fine', meta: { pagination: paginationMeta(25, 2, 10) } });
    const back = parseEnvelope(JSON.parse(JSON.stringify(env)), 200);
    expect(back).toEqual(env);
    expect(env.meta?.pagination).toEqual({
      total: 25,
      totalPages: 3,
      page: 2,
      currentPage: 2,
      limit: 10,
      hasNextPage: true,
      hasPrevPage: true,
    });
  });

  it('builds an error envelope with the status of its code and reads it back', () => {
    const env = fail('VALIDATION_ERROR', 'Bad', { details: { validation: { name: 'Kategori adı gereklidir' } } });
    expect(env.error.status).toBe(400);
    const back = parseEnvelope(JSON.parse(JSON.stringify(env)), 400);
    expect(back).toEqual(env);
    expect(fail('ALREADY_SUBSCRIBED', 'x').error.status).toBe(409);
    expect(fail('SOMETHING_NEW', 'x').error.status).toBe(500);
  });

  it('wraps a bare body as data', () => {
    expect(parseEnvelope({ a: 1 })).toEqual({ success: true, data: { a: 1 } });
  });

  it('prefers the server message, then the transport message, then the default', () => {
    const server = parseEnvelope({ errors: [{ message: 'Payload says no' }] }, 403);
    expect(server.success).toBe(false);
    if (!server.success) expect(server.error).toMatchObject({ message: 'Payload says no', status: 403, code: 'UNKNOWN_ERROR' });
    const transport = parseEnvelope(undefined, 502, 'Bad Gateway');
    if (!transport.success) expect(transport.error.message).toBe('Bad Gateway');
    const fallback = parseEnvelope(null, 500);
    if (!fallback.success) expect(fallback.error.message).toBe('An unexpected error occurred');
    expect(transport.success || fallback.success).toBe(false);
  });

  it('maps zod issues to a field → message table', () => {
    const schema = z.object({
      name: z.string().min(2, 'short'),
      nested: z.object({ a: z.number({ invalid_type_error: 'num' }) }),
    });
    const result = schema.safeParse({ name: 'x', nested: { a: 'no' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodToValidation(result.error)).toEqual({ name: 'short', 'nested.a': 'num' });
  });

  it('has an ApiError carrying code, status and details', () => {
    const err = new ApiError('Nope', 'FORBIDDEN', 403, { validation: { a: 'b' } });
    expect(err).toBeInstanceOf(Error);
    expect([err.message, err.code, err.status]).toEqual(['Nope', 'FORBIDDEN', 403]);
    expect(new ApiError('x').code).toBe('UNKNOWN_ERROR');
  });
});

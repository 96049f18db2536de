import type { Payload } from 'payload';
import type { z } from 'zod';
import { ERROR_CODES, zodToValidation } from '@blog/shared';
import { HttpError } from '../../services/http/HttpError';
import { readBodyLimited } from '../../services/http/readBody';
import type { AuthUser } from '../../services/auth/authenticate';
import type { Lang } from './messages';
import { messages } from './messages';

/** Largest JSON body any /api/v1 call accepts. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** A `\u0000` escape (not an escaped backslash followed by "u0000"): SQLite cuts text at a NUL, so no field may hold one. */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

export interface Context {
  request: Request;
  payload: Payload;
  params: Record<string, string>;
  query: URLSearchParams;
  ip: string;
  lang: Lang;
  /** Set for routes that need a signed-in user. */
  user: AuthUser | null;
  /** The signed-in user's session (refresh-token family), with `user`. */
  sessionId: string | null;
}

/** Parses and validates the JSON body with a shared schema: 400 with details.validation on failure. */
export async function parseBody<S extends z.ZodTypeAny>(ctx: Context, schema: S): Promise<z.infer<S>> {
  const m = messages(ctx.lang);
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, m.jsonOnly);
  }
  const raw = await readBodyLimited(ctx.request, JSON_BODY_LIMIT, m.tooLarge);
  const text = raw.toString('utf8');
  let json: unknown;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(ERROR_CODES.BAD_REQUEST, m.invalidJson);
  }
  if (NUL_ESCAPE.test(text)) throw new HttpError(ERROR_CODES.BAD_REQUEST, m.invalid);
  return validate(ctx, schema, json ?? {});
}

/** Validates query parameters with a shared schema. */
export function parseQuery<S extends z.ZodTypeAny>(ctx: Context, schema: S): z.infer<S> {
  return validate(ctx, schema, Object.fromEntries(ctx.query.entries()));
}

export function validate<S extends z.ZodTypeAny>(ctx: Context, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const validation = zodToValidation(result.error);
    const first = Object.values(validation)[0];
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, first ?? messages(ctx.lang).invalid, {
      details: { validation },
    });
  }
  return result.data;
}

/** An id from the path: a positive integer on SQLite, a 24-hex ObjectId on MongoDB. */
export function parseId(ctx: Context, name = 'id'): number | string {
  const raw = ctx.params[name] ?? '';
  if (/^[1-9]\d{0,15}$/.test(raw)) return Number(raw);
  if (/^[0-9a-f]{24}$/i.test(raw)) return raw;
  throw new HttpError(ERROR_CODES.NOT_FOUND, messages(ctx.lang).notFound);
}

/** The signed-in user of an admin route (the router has checked it). */
export function currentUser(ctx: Context): AuthUser {
  if (!ctx.user) throw new HttpError(ERROR_CODES.UNAUTHORIZED, messages(ctx.lang).unauthorized);
  return ctx.user;
}

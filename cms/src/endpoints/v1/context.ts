import type { Payload } from 'payload';
import type { z } from 'zod';
import { ERROR_CODES, zodToValidation } from '@blog/shared';
import { HttpError } from '../../services/http/HttpError';
import { readBodyLimited } from '../../services/http/readBody';
import type { AuthUser } from '../../services/auth/authenticate';
import { parseId } from '../../lib/ids';
import { messages, type Lang } from './respond';

/** Largest JSON body any /api/v1 call accepts. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** A `\u0000` escape (not an escaped backslash followed by "u0000"): SQLite cuts text at a NUL, so no field may hold one. */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** What a handler gets: the request, Payload, and its input as the route entry's schemas parsed it. */
export interface Context<B = unknown, Q = unknown> {
  request: Request;
  payload: Payload;
  params: Record<string, string>;
  searchParams: URLSearchParams;
  ip: string;
  lang: Lang;
  /** Set for routes that need a signed-in user. */
  user: AuthUser | null;
  /** The signed-in user's session (refresh-token family), with `user`. */
  sessionId: string | null;
  /** The JSON body, validated by the route's `body` schema. */
  body: B;
  /** The query string, validated by the route's `query` schema. */
  query: Q;
}

/** The JSON body: 415 for another type, 413 over the limit, 400 for malformed JSON or a NUL. Empty is `{}`. */
export async function readJson(ctx: Context): Promise<unknown> {
  const m = messages(ctx.lang);
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, m.jsonOnly);
  const text = (await readBodyLimited(ctx.request, JSON_BODY_LIMIT, m.tooLarge)).toString('utf8');
  let json: unknown;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(ERROR_CODES.BAD_REQUEST, m.invalidJson);
  }
  if (NUL_ESCAPE.test(text)) throw new HttpError(ERROR_CODES.BAD_REQUEST, m.invalid);
  return json ?? {};
}

/** Validates input with a shared schema: 400 with details.validation (field → message) on failure. */
export function validate<S extends z.ZodTypeAny>(ctx: Pick<Context, 'lang'>, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const validation = zodToValidation(result.error);
    const first = Object.values(validation)[0];
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, first ?? messages(ctx.lang).invalid, { details: { validation } });
  }
  return result.data;
}

/** The `:id` of the path (the router has already answered 404 for one that is no id). */
export function pathId(ctx: Context): number | string {
  const id = parseId(ctx.params.id);
  if (id === null) throw new HttpError(ERROR_CODES.NOT_FOUND, messages(ctx.lang).notFound);
  return id;
}

/** The signed-in user of a `user` or `admin` route (the router has checked it). */
export function currentUser(ctx: Context): AuthUser {
  if (!ctx.user) throw new HttpError(ERROR_CODES.UNAUTHORIZED, messages(ctx.lang).unauthorized);
  return ctx.user;
}

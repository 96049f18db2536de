/** A database id, as the adapters know them: an integer on SQLite, a 24-hex ObjectId on MongoDB. */
export type DbId = number | string;

const INTEGER_ID = /^[1-9]\d{0,15}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * An id written as text (a path segment, a job input, a token's subject, a form value) as the
 * database wants it: a positive integer as a number, an ObjectId as it is; null when it is neither
 * (such an id matches nothing: callers answer 404 or skip it).
 */
export function parseId(raw: string): DbId | null {
  if (INTEGER_ID.test(raw)) return Number(raw);
  return OBJECT_ID.test(raw) ? raw : null;
}
